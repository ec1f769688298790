// The FEC tables: candidates, committees, the candidate ↔ bioguide crosswalk, committee-to-
// candidate transactions, the employer aggregates and the disbursement tables.
import type { BuildContext, Member } from '../../../../../databases/build/kit/index.js';
import { buildFecCast } from './fec-cast.js';
import { CONTRIBUTION_COLUMNS, fecContributionRows } from './fec-contributions.js';
import {
  EMPLOYER_CANDIDATE_COLUMNS,
  EMPLOYER_TOTAL_COLUMNS,
  OCCUPATION_COLUMNS,
  employerCandidateRows,
  employerTotalRows,
  occupationRows,
} from './fec-employers.js';
import { BASE_COUNTS } from './counts.js';
import { generateFecDisbursements } from './fec-disbursements.js';

export function generateFec(ctx: BuildContext, members: readonly Member[]): void {
  const cast = buildFecCast(
    ctx.rng('fec-cast'),
    members,
    ctx.count(BASE_COUNTS.fecCandidates, 300),
    ctx.count(BASE_COUNTS.fecCommittees, 800),
  );

  const candidateRows = cast.candidates.reduce((n, c) => n + c.cycles.length, 0);
  ctx.insert(
    'fec_candidates',
    [
      'cand_id',
      'cand_name',
      'cand_pty_affiliation',
      'cand_election_yr',
      'cand_office_st',
      'cand_office',
      'cand_office_district',
      'cand_ici',
      'cand_status',
      'cand_pcc',
      'cycle',
    ],
    (function* () {
      for (const c of cast.candidates) {
        for (let i = 0; i < c.cycles.length; i++) {
          // Incumbents after their first cycle; open-seat runs for a member's first; challengers otherwise.
          const ici = c.member && i > 0 ? 'I' : c.member ? 'O' : 'C';
          yield [c.candId, c.name, c.party, c.cycles[i], c.state, c.office, c.district, ici, 'C', c.pcc, c.cycles[i]];
        }
      }
    })(),
    candidateRows,
  );

  const committeeRows = cast.committees.reduce((n, c) => n + c.cycles.length, 0);
  ctx.insert(
    'fec_committees',
    ['cmte_id', 'cmte_nm', 'cmte_tp', 'cmte_dsgn', 'cmte_pty_affiliation', 'org_tp', 'connected_org_nm', 'cand_id', 'cycle'],
    (function* () {
      for (const c of cast.committees) {
        for (const cycle of c.cycles) yield [c.cmteId, c.name, c.type, c.designation, c.party, c.orgType, c.connectedOrg, c.candId, cycle];
      }
    })(),
    committeeRows,
  );

  const crosswalk = cast.candidates.filter((c) => c.member !== null);
  ctx.insert(
    'fec_candidate_crosswalk',
    ['fec_candidate_id', 'bioguide_id', 'full_name', 'party', 'state', 'chamber'],
    crosswalk.map((c) => {
      const m = c.member as Member;
      return [c.candId, m.bioguideId, m.fullName, m.party, m.state, m.chamber];
    }),
    crosswalk.length,
  );

  const contributions = ctx.count(BASE_COUNTS.fecContributions, 5000);
  ctx.insert(
    'fec_contributions',
    CONTRIBUTION_COLUMNS,
    fecContributionRows(ctx.rng('fec_contributions'), cast, contributions),
    contributions,
  );

  const employers = ctx.count(BASE_COUNTS.fecEmployerTotals, 800);
  ctx.insert('fec_employer_totals', EMPLOYER_TOTAL_COLUMNS, employerTotalRows(ctx.rng('fec_employer_totals'), employers), employers);
  const toCandidate = ctx.count(BASE_COUNTS.fecEmployerToCandidate, 1000);
  ctx.insert(
    'fec_employer_to_candidate',
    EMPLOYER_CANDIDATE_COLUMNS,
    employerCandidateRows(ctx.db, ctx.rng('fec_employer_to_candidate'), cast, toCandidate),
    toCandidate,
  );
  const occupations = ctx.count(BASE_COUNTS.fecTopOccupations, 1500);
  ctx.insert('fec_top_occupations', OCCUPATION_COLUMNS, occupationRows(ctx.db, ctx.rng('fec_top_occupations'), occupations), occupations);

  generateFecDisbursements(ctx, cast);
}
