// fec_contributions (FEC "pas2"): committee-to-candidate transactions. Most are direct
// contributions (24K) and in-kind contributions (24Z) — the only money a candidate *receives*;
// the rest are independent expenditures for (24E) or against (24A) the candidate and
// coordinated/communication spending (24C, 24F, 24N), which must not be counted as received.
import type { Row, Rng } from '../../../../../databases/build/kit/index.js';
import { CYCLES, type FecCandidate, type FecCast, type FecCommittee } from './fec-cast.js';
import { dayIn, fecDate } from './source-dates.js';

export const CONTRIBUTION_COLUMNS = [
  'cmte_id',
  'cmte_name',
  'cand_id',
  'cand_name',
  'transaction_dt',
  'transaction_amt',
  'entity_tp',
  'state',
  'employer',
  'occupation',
  'transaction_tp',
  'cycle',
] as const;

const TYPES = ['24K', '24Z', '24E', '24A', '24C', '24F', '24N'] as const;
const TYPE_WEIGHTS = [84, 2, 6, 4, 2, 1, 1];
/** Later cycles have more committees and more money; 2026 is half over. */
const CYCLE_WEIGHTS = CYCLES.map((c, i) => (c === 2026 ? 0.5 : 0.7 + 0.05 * i));

const PAC_AMOUNTS = [500, 1000, 1000, 1000, 1500, 2000, 2500, 2500, 5000, 5000];

function entityType(c: FecCommittee): string {
  if (c.kind === 'party') return 'PTY';
  if (c.kind === 'candidate') return 'CCM';
  if (c.kind === 'leadership') return 'COM';
  return 'PAC';
}

function amount(rng: Rng, type: string, donor: FecCommittee): number {
  switch (type) {
    case '24K':
      if (donor.kind === 'party') return 5000;
      if (donor.kind === 'candidate') return rng.pick([250, 500, 1000, 2000]);
      return rng.pick(PAC_AMOUNTS);
    case '24Z':
      return 100 * rng.int(1, 50);
    case '24E':
    case '24A':
      return Math.round(1000 * Math.exp(Math.log(2000) * Math.pow(rng.next(), 3))); // mostly ads and mailers; a few big buys
    default:
      return 1000 * rng.int(5, 300);
  }
}

/** A donor for this transaction: party-aligned committees back their own side (and oppose the other). */
function pickDonor(rng: Rng, cast: FecCast, pool: readonly number[], cand: FecCandidate, type: string): FecCommittee | null {
  for (let attempt = 0; attempt < 6; attempt++) {
    const donor = cast.committees[pool[rng.skewed(pool.length, 1.8)]];
    if (donor.candId === cand.candId) continue; // no gifts to oneself
    if (donor.party && (donor.party === cand.party) === (type === '24A')) continue;
    return donor;
  }
  return null;
}

export function* fecContributionRows(rng: Rng, cast: FecCast, n: number): Generator<Row> {
  for (let produced = 0, attempts = 0; produced < n && attempts < n * 3; attempts++) {
    const cycle = rng.weighted(CYCLES, CYCLE_WEIGHTS);
    const running = cast.candidatesByCycle.get(cycle) ?? [];
    if (running.length === 0) continue;
    // Members, the most prominent first, draw most of the money.
    const cand = cast.candidates[running[rng.skewed(running.length, 1.4)]];
    const type = rng.weighted(TYPES, TYPE_WEIGHTS);
    const pool = type === '24K' || type === '24Z' ? cast.giversByCycle.get(cycle) : cast.spendersByCycle.get(cycle);
    if (!pool || pool.length === 0) continue;
    const donor = pickDonor(rng, cast, pool, cand, type);
    if (!donor) continue;
    const year = rng.bool(0.65) ? cycle : cycle - 1;
    const month = rng.int(1, 12);
    yield [
      donor.cmteId,
      donor.name,
      cand.candId,
      cand.name,
      fecDate(year, month, dayIn(rng, year, month)),
      amount(rng, type, donor),
      entityType(donor),
      donor.state,
      '',
      '',
      type,
      cycle,
    ];
    produced++;
  }
}
