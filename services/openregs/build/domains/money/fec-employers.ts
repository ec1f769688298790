// Employer aggregates of individual FEC contributions (there is no donor-level data): totals
// per employer string, the part given to each candidate per cycle (≥5 donations), and the
// donors' occupations (≥10 donations). Employer strings are kept verbatim — companies,
// universities, agencies, sole proprietors and people's own names — minus junk values.
import type Database from 'better-sqlite3';
import { fill, readBack, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS, normalizeOrganization } from '../../vocab/organizations.js';
import {
  EMPLOYER_INDUSTRIES,
  EMPLOYER_TEMPLATES,
  FAMOUS_EMPLOYERS,
  INSTITUTION_EMPLOYER_TEMPLATES,
  JUNK_EMPLOYERS,
  OCCUPATIONS,
} from '../../vocab/money-fec.js';
import { PLACES } from '../../vocab/money-lobbying.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_INITIALS } from '../../vocab/money-names.js';
import { CYCLES, type FecCast } from './fec-cast.js';
import { Quota } from './quota.js';

export const EMPLOYER_TOTAL_COLUMNS = [
  'employer',
  'donation_count',
  'total_amount',
  'avg_amount',
  'unique_states',
  'min_cycle',
  'max_cycle',
] as const;
export const EMPLOYER_CANDIDATE_COLUMNS = [
  'employer',
  'cand_id',
  'bioguide_id',
  'cand_name',
  'party',
  'office',
  'state',
  'cycle',
  'donation_count',
  'total_amount',
] as const;
export const OCCUPATION_COLUMNS = ['employer', 'occupation', 'donation_count', 'total_amount'] as const;

const JUNK = new Set(JUNK_EMPLOYERS);
/** Share of long-tail employers that are hospitals, schools, colleges, banks, churches… */
const INSTITUTION_SHARE = 0.08;

function longTailEmployer(rng: Rng): string {
  return fill(rng.pick(rng.bool(INSTITUTION_SHARE) ? INSTITUTION_EMPLOYER_TEMPLATES : EMPLOYER_TEMPLATES), {
    L: rng.pick(LAST_NAMES).toUpperCase(),
    L2: rng.pick(LAST_NAMES).toUpperCase(),
    F: rng.pick(FIRST_NAMES).toUpperCase(),
    M: rng.pick(MIDDLE_INITIALS),
    I: rng.pick(EMPLOYER_INDUSTRIES),
    P: rng.pick(PLACES).toUpperCase(),
  });
}

/** Employers largest first: famous names, the shared organisations, then the long tail. */
export function* employerTotalRows(rng: Rng, n: number): Generator<Row> {
  const seen = new Set<string>();
  const head = [...FAMOUS_EMPLOYERS, ...rng.sample(ORGANIZATIONS, ORGANIZATIONS.length).map(normalizeOrganization)];
  let rank = 0;
  for (let guard = 0; rank < n && guard < n * 30; guard++) {
    const employer = guard < head.length ? head[guard] : longTailEmployer(rng);
    if (!employer || seen.has(employer) || JUNK.has(employer)) continue;
    seen.add(employer);
    // Rank-size law: a handful of employers account for tens of thousands of donations; the long
    // tail sits just above the ten-donation cut.
    const tail = 10 + Math.floor(60 * Math.pow(rng.next(), 2));
    const donations = Math.max(tail, Math.floor((25_000 / Math.pow(rank + 1, 0.75)) * (0.6 + 0.8 * rng.next())));
    const average = Math.round(50 * Math.pow(30, rng.next()));
    const total = donations * average;
    const states = Math.min(51, donations, Math.max(1, Math.round(Math.pow(donations, 0.6) * (0.3 + 0.7 * rng.next()))));
    const span = Math.min(CYCLES.length, 1 + Math.floor(Math.log2(donations / 5)) + rng.int(0, 2));
    const start = rng.int(0, CYCLES.length - span);
    yield [employer, donations, total, Math.round(total / donations), states, CYCLES[start], CYCLES[start + span - 1]];
    rank++;
  }
}

interface EmployerTotal {
  _rowid: number;
  employer: string;
  donation_count: number;
  total_amount: number;
  min_cycle: number;
  max_cycle: number;
}
const TOTALS_SQL = `select rowid as _rowid, employer, donation_count, total_amount, min_cycle, max_cycle
  from fec_employer_totals where rowid > ? order by rowid limit ?`;

/** Split `budget` into k parts of at least `floor` each, unevenly. */
function split(rng: Rng, budget: number, k: number, floor: number): number[] {
  const weights = Array.from({ length: k }, () => Math.pow(rng.next(), 2) + 0.05);
  const sum = weights.reduce((a, b) => a + b, 0);
  const spare = budget - k * floor;
  return weights.map((w) => floor + Math.floor((spare * w) / sum));
}

export function* employerCandidateRows(db: Database.Database, rng: Rng, cast: FecCast, target: number): Generator<Row> {
  const employers = (db.prepare('select count(*) as n from fec_employer_totals').get() as { n: number }).n;
  const quota = new Quota(target, employers);
  for (const e of readBack<EmployerTotal>(db, TOTALS_SQL)) {
    // At most 70% of an employer's donations go to candidates, in groups of five or more.
    const most = Math.floor((0.7 * e.donation_count) / 5);
    const k = Math.min(most, Math.round(Math.pow(rng.next(), 1.5) * 2.5 * quota.mean()));
    const rows: Row[] = [];
    if (k > 0) {
      const counts = split(rng, Math.floor(0.7 * e.donation_count), k, 5);
      const cycles = CYCLES.filter((c) => c >= e.min_cycle && c <= e.max_cycle);
      const used = new Set<string>();
      for (const donations of counts) {
        const cycle = rng.pick(cycles);
        const running = cast.candidatesByCycle.get(cycle) ?? [];
        if (running.length === 0) continue;
        const cand = cast.candidates[running[rng.skewed(running.length, 1.4)]];
        const key = `${cand.candId}|${cycle}`;
        if (used.has(key)) continue;
        used.add(key);
        rows.push([
          e.employer,
          cand.candId,
          cand.member ? cand.member.bioguideId : null,
          cand.name,
          cand.party,
          cand.office,
          cand.state,
          cycle,
          donations,
          Math.round((e.total_amount * donations) / e.donation_count),
        ]);
      }
    }
    quota.take(rows.length);
    yield* rows;
  }
}

export function* occupationRows(db: Database.Database, rng: Rng, target: number): Generator<Row> {
  const employers = (db.prepare('select count(*) as n from fec_employer_totals').get() as { n: number }).n;
  const quota = new Quota(target, employers);
  for (const e of readBack<EmployerTotal>(db, TOTALS_SQL)) {
    // Occupations with ten or more donations; the rest of the donors are too scattered to list.
    const most = Math.min(OCCUPATIONS.length, Math.floor(e.donation_count / 10));
    const k = Math.min(most, Math.max(1, Math.round(Math.pow(rng.next(), 1.5) * 2.5 * quota.mean())));
    quota.take(k);
    if (k === 0) continue;
    const counts = split(rng, Math.max(10 * k, Math.floor(e.donation_count * (0.6 + 0.4 * rng.next()))), k, 10);
    const occupations = rng.sample(OCCUPATIONS, k);
    for (let i = 0; i < k; i++) {
      yield [e.employer, occupations[i], counts[i], Math.round((e.total_amount * counts[i]) / e.donation_count)];
    }
  }
}
