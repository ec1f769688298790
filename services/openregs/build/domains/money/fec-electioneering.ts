// fec_electioneering (FEC's electioneering-communications CSV): broadcast ads naming a candidate
// shortly before a primary or the general election, filed by super PACs and PACs (in
// fec_committees) and more often by groups that are not committees. The source file has no header
// for the amount, so disb_amt is NULL on every row; empty text stays ''.
import { type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { OUTSIDE_PAYEES, STATION_SUFFIXES } from '../../vocab/money-fec-spending.js';
import type { FecCast } from './fec-cast.js';
import { cycleWeights, nameAsFiled, raceWindow, type OutsideSpenders } from './fec-outside-spenders.js';
import { SPENDING_CYCLES, type SpendingPlan } from './fec-spending-plan.js';
import { csvDateOfDay } from './source-dates.js';

export const ELECTIONEERING_COLUMNS = [
  'cmte_id',
  'cmte_nm',
  'cand_id',
  'cand_name',
  'cand_office',
  'disb_amt',
  'disb_dt',
  'comm_dt',
  'payee_name',
  'cycle',
] as const;

/** Share of filings by committees (the rest: groups that are not committees). */
const COMMITTEE_SHARE = 0.35;
const BLANK_DATE_SHARE = 0.05;

function station(rng: Rng): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let call = rng.bool(0.6) ? 'W' : 'K';
  for (let i = 0; i < 3; i++) call += letters[rng.int(0, 25)];
  return call + rng.pick(STATION_SUFFIXES);
}

export function* electioneeringRows(rng: Rng, cast: FecCast, plan: SpendingPlan, spenders: OutsideSpenders, n: number): Generator<Row> {
  const weights = cycleWeights(plan);
  if (weights.every((w) => w === 0)) return;
  for (let produced = 0, attempts = 0; produced < n && attempts < n * 20; attempts++) {
    const cycle = rng.weighted(SPENDING_CYCLES, weights);
    const pool = rng.bool(COMMITTEE_SHARE) ? (spenders.committees.get(cycle) ?? []) : spenders.groups;
    const running = cast.candidatesByCycle.get(cycle) ?? [];
    if (pool.length === 0 || running.length === 0) continue;
    const filer = pool[rng.skewed(pool.length, 1.5)];
    const cand = cast.candidates[running[rng.skewed(running.length, 1.3)]];
    // The electioneering windows: 60 days before the general, 30 before a primary.
    const general = rng.bool(0.7);
    const window = raceWindow(rng, cycle, plan.today, general, general ? 9 : 4);
    if (!window) continue;
    const ads = Math.min(n - produced, rng.int(1, 5));
    const payee = rng.bool(0.5) ? station(rng) : rng.pick(OUTSIDE_PAYEES);
    const candName = nameAsFiled(rng, cand);
    for (let i = 0; i < ads; i++) {
      const paid = window[0] + rng.int(0, window[1] - window[0]);
      const aired = Math.min(plan.today, paid + rng.int(0, 10));
      yield [
        filer.id,
        filer.name,
        cand.candId,
        candName,
        cand.office,
        null,
        rng.bool(BLANK_DATE_SHARE) ? '' : csvDateOfDay(paid),
        rng.bool(BLANK_DATE_SHARE) ? '' : csvDateOfDay(aired),
        payee,
        cycle,
      ];
      produced++;
    }
  }
}
