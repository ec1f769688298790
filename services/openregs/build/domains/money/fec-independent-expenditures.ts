// fec_independent_expenditures (FEC's independent-expenditure CSV): outside spending for or
// against a candidate. Each spender's effort on one race is a run of expenditures in the weeks
// before the election, and agg_amo is the running total the spender reports for it (never sum it).
// As the CSV loader leaves them: empty text is '', and a few amounts it could not parse are NULL.
import { lognormal, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { OUTSIDE_PAYEES, OUTSIDE_PURPOSE_WEIGHTS, OUTSIDE_PURPOSES } from '../../vocab/money-fec-spending.js';
import type { FecCandidate, FecCast } from './fec-cast.js';
import { cycleWeights, nameAsFiled, raceWindow, type OutsideSpenders, type Spender } from './fec-outside-spenders.js';
import { SPENDING_CYCLES, type SpendingPlan } from './fec-spending-plan.js';
import { csvDateOfDay } from './source-dates.js';

export const INDEPENDENT_EXPENDITURE_COLUMNS = [
  'cand_id',
  'cand_name',
  'spe_id',
  'spe_nam',
  'can_office',
  'can_office_state',
  'cand_pty_aff',
  'exp_amo',
  'exp_date',
  'agg_amo',
  'sup_opp',
  'pur',
  'pay',
  'dissem_dt',
  'fec_election_yr',
  'cycle',
] as const;

/** Share of expenditures by groups that are not committees. */
const GROUP_SHARE = 0.08;
const UNPARSED_AMOUNT_SHARE = 0.002;
const BLANK_CANDIDATE_SHARE = 0.005;
const BLANK_DATE_SHARE = 0.003;
const BLANK_DISSEMINATION_SHARE = 0.1;

/** The side an expenditure takes: for the spender's party, against the other one; none on third parties mostly. */
function side(rng: Rng, spender: Spender, cand: FecCandidate): 'S' | 'O' | null {
  if (cand.party === spender.lean) return 'S';
  if (cand.party === 'DEM' || cand.party === 'REP') return 'O';
  return rng.bool(0.2) ? 'O' : null;
}

/**
 * `n` expenditures. `totals[i]` receives the amounts of plan pair i's expenditures, parsed or not (the
 * independent expenditures its summary reports).
 */
export function* independentExpenditureRows(
  rng: Rng,
  cast: FecCast,
  plan: SpendingPlan,
  spenders: OutsideSpenders,
  n: number,
  totals: Float64Array,
): Generator<Row> {
  const weights = cycleWeights(plan);
  if (weights.every((w) => w === 0)) return;
  for (let produced = 0, attempts = 0; produced < n && attempts < n * 20; attempts++) {
    const cycle = rng.weighted(SPENDING_CYCLES, weights);
    const pool = rng.bool(GROUP_SHARE) ? spenders.groups : (spenders.committees.get(cycle) ?? []);
    const running = cast.candidatesByCycle.get(cycle) ?? [];
    if (pool.length === 0 || running.length === 0) continue;
    const spender = pool[rng.skewed(pool.length, 1.7)];
    const cand = cast.candidates[running[rng.skewed(running.length, 1.5)]];
    const supOpp = side(rng, spender, cand);
    const window = raceWindow(rng, cycle, plan.today, rng.bool(0.8), 13);
    if (!supOpp || !window) continue;
    const items = Math.min(n - produced, 1 + Math.floor(lognormal(rng, 1.1, Math.log(4))));
    const days: number[] = [];
    for (let i = 0; i < items; i++) days.push(window[0] + rng.int(0, window[1] - window[0]));
    days.sort((a, b) => a - b);
    const payee = rng.pick(OUTSIDE_PAYEES);
    const candName = nameAsFiled(rng, cand);
    const candId = rng.bool(BLANK_CANDIDATE_SHARE) ? '' : cand.candId;
    let aggregate = 0;
    for (const day of days) {
      const dollars = Math.round(Math.min(8_000_000, lognormal(rng, 1.6, Math.log(6_000))) * 100) / 100;
      aggregate = Math.round((aggregate + dollars) * 100) / 100;
      if (spender.pair !== null) totals[spender.pair] += dollars;
      const disseminated = rng.bool(BLANK_DISSEMINATION_SHARE) ? '' : csvDateOfDay(Math.min(plan.today, day + rng.int(0, 6)));
      yield [
        candId,
        candName,
        spender.id,
        spender.name,
        cand.office,
        cand.state,
        cand.party,
        rng.bool(UNPARSED_AMOUNT_SHARE) ? null : dollars,
        rng.bool(BLANK_DATE_SHARE) ? '' : csvDateOfDay(day),
        aggregate,
        supOpp,
        rng.weighted(OUTSIDE_PURPOSES, OUTSIDE_PURPOSE_WEIGHTS),
        rng.bool(0.7) ? payee : rng.pick(OUTSIDE_PAYEES),
        disseminated,
        cycle,
        cycle,
      ];
      produced++;
    }
  }
}
