// fec_communication_costs (FEC's communication-costs CSV): what unions, membership organisations,
// trade associations and corporations spend telling their own members or staff whom to vote for.
// The filers are the organisations behind the connected PACs of fec_committees (then other unions
// and associations); they file under ids of their own, not their PACs'. Empty text stays '', unparseable amounts are NULL.
import { lognormal, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { COMMUNICATION_TYPES } from '../../vocab/money-fec-spending.js';
import { ORGANIZATIONS } from '../../vocab/organizations.js';
import type { FecCast } from './fec-cast.js';
import { cycleWeights, nameAsFiled, raceWindow, type Spender } from './fec-outside-spenders.js';
import { committeeLean, SPENDING_CYCLES, type SpendingPlan } from './fec-spending-plan.js';
import { csvDateOfDay } from './source-dates.js';

export const COMMUNICATION_COST_COLUMNS = [
  'cmte_id',
  'cmte_nm',
  'cand_id',
  'cand_name',
  'cand_office',
  'transaction_dt',
  'transaction_amt',
  'communication_tp',
  'purpose',
  'sup_opp',
  'cycle',
] as const;

const UNPARSED_AMOUNT_SHARE = 0.002;
const BLANK_SHARE = 0.01;
/** Unions report most member communications, then membership groups and trade associations. */
const ORG_TYPE_ORDER: Readonly<Record<string, number>> = { L: 0, M: 1, T: 2 };

/** Names of unions and membership associations: the organisations that report communication costs. */
const MEMBER_ORGANISATION = /Union|Workers|Teamsters|AFL-CIO|Federation|Brotherhood|Association|Teachers|Nurses|Fighters/;

function freshFilerId(rng: Rng, used: Set<string>): string {
  for (;;) {
    const id = `C7${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

/** The organisations behind the connected PACs, unions first, then the shared list's unions and
 *  associations without a PAC here (tiny builds have few PACs); each with a filer id of its own. */
export function communicationFilers(rng: Rng, cast: FecCast): Spender[] {
  const seen = new Map<string, { spender: Spender; order: number }>();
  const used = new Set<string>();
  for (const c of cast.committees) {
    if (c.kind !== 'pac' || !c.connectedOrg || seen.has(c.connectedOrg)) continue;
    const spender: Spender = { id: freshFilerId(rng, used), name: c.connectedOrg, lean: committeeLean(c), pair: null };
    seen.set(c.connectedOrg, { spender, order: ORG_TYPE_ORDER[c.orgType] ?? 3 });
  }
  const filers = [...seen.values()]
    .map((f, at) => ({ ...f, at }))
    .sort((a, b) => a.order - b.order || a.at - b.at)
    .map((f) => f.spender);
  for (const org of ORGANIZATIONS) {
    const name = org.toUpperCase();
    if (seen.has(name) || !MEMBER_ORGANISATION.test(org)) continue;
    filers.push({ id: freshFilerId(rng, used), name, lean: rng.bool(0.6) ? 'DEM' : 'REP', pair: null });
  }
  return filers;
}

export function* communicationCostRows(rng: Rng, cast: FecCast, plan: SpendingPlan, filers: readonly Spender[], n: number): Generator<Row> {
  const weights = cycleWeights(plan);
  if (filers.length === 0 || weights.every((w) => w === 0)) return;
  const typeWeights = COMMUNICATION_TYPES.map((t) => t.weight);
  for (let produced = 0, attempts = 0; produced < n && attempts < n * 20; attempts++) {
    const cycle = rng.weighted(SPENDING_CYCLES, weights);
    const running = cast.candidatesByCycle.get(cycle) ?? [];
    if (running.length === 0) continue;
    const filer = filers[rng.skewed(filers.length, 2)];
    const cand = cast.candidates[running[rng.skewed(running.length, 1.4)]];
    // Members hear mostly whom to support; a few communications oppose the other side's candidate.
    const supOpp = cand.party === filer.lean ? 'S' : (cand.party === 'DEM' || cand.party === 'REP') && rng.bool(0.2) ? 'O' : null;
    const window = raceWindow(rng, cycle, plan.today, rng.bool(0.85), 10);
    if (!supOpp || !window) continue;
    const items = Math.min(n - produced, rng.int(1, 8));
    const candName = nameAsFiled(rng, cand);
    for (let i = 0; i < items; i++) {
      const type = rng.weighted(COMMUNICATION_TYPES, typeWeights);
      const dollars = Math.round(Math.min(3_000_000, lognormal(rng, 1.3, Math.log(1_800))) * 100) / 100;
      yield [
        filer.id,
        filer.name,
        cand.candId,
        candName,
        cand.office,
        rng.bool(BLANK_SHARE) ? '' : csvDateOfDay(window[0] + rng.int(0, window[1] - window[0])),
        rng.bool(UNPARSED_AMOUNT_SHARE) ? null : dollars,
        type.code,
        rng.pick(type.purpose),
        rng.bool(BLANK_SHARE) ? '' : supOpp,
        cycle,
      ];
      produced++;
    }
  }
}
