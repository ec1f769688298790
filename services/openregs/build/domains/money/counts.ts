// Row counts of the money tables at scale 1, and of the entity pools the rows are drawn from.

/** Scale-1 row counts: the published service's latest counts. */
export const BASE_COUNTS = {
  lobbyingFilings: 1_934_917,
  lobbyingActivities: 3_860_624,
  lobbyingLobbyists: 194_151,
  lobbyingContributions: 3_670_829,
  lobbyingBills: 3_483_171,
  lobbyingClients: 60_000,
  lobbyingRegistrants: 12_000,
  lobbyistPool: 40_000,
  revolvingDoorMembers: 150,
  faraRegistrants: 7_043,
  faraForeignPrincipals: 17_652,
  faraShortForms: 44_416,
  faraRegistrantDocs: 151_987,
  fecCandidates: 64_679,
  fecCommittees: 154_967,
  fecContributions: 4_395_926,
  fecEmployerTotals: 352_000,
  fecEmployerToCandidate: 476_000,
  fecTopOccupations: 666_000,
  fecOperatingExpenditures: 15_358_447,
  fecPacSummary: 98_614,
  fecIndependentExpenditures: 666_910,
  fecElectioneering: 1_679,
  // No published count: the post-deploy check expects at least 20,000 rows; a little above that.
  fecCommunicationCosts: 24_000,
} as const;

/** Floors at small scales, so every FEC disbursement table has rows to join and facet. */
export const MIN_COUNTS = {
  fecOperatingExpenditures: 5_000,
  fecPacSummary: 100,
  fecIndependentExpenditures: 500,
  fecElectioneering: 60,
  fecCommunicationCosts: 60,
} as const;
