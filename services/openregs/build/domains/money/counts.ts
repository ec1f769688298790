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
} as const;
