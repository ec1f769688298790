// Who makes outside spending in each cycle: super PACs, party committees and some PACs (all in
// fec_committees), and groups that are not committees, which FEC identifies by filer ids of the
// same shape that fec_committees does not list.
import { dayOf, fill, type Rng, weekday } from '../../../../../databases/build/kit/index.js';
import { LEADERSHIP_PAC_WORDS } from '../../vocab/money-fec.js';
import { OUTSIDE_GROUP_TEMPLATES } from '../../vocab/money-fec-spending.js';
import { STATES } from '../../vocab/money-lobbying.js';
import type { FecCandidate } from './fec-cast.js';
import { committeeLean, SPENDING_CYCLES, type SpendingPlan } from './fec-spending-plan.js';
import { mix } from './hashing.js';

export interface Spender {
  readonly id: string;
  readonly name: string;
  readonly lean: 'DEM' | 'REP';
  /** Index of its committee-cycle in the spending plan; null for a group that is not a committee. */
  readonly pair: number | null;
}

/** The committees that spend in each cycle, and the groups that are not committees. */
export interface OutsideSpenders {
  readonly committees: ReadonlyMap<number, readonly Spender[]>;
  readonly groups: readonly Spender[];
}

/** Share of PACs (not super PACs) that make independent expenditures in a cycle. */
const PAC_SPENDER_SHARE = 0.12;

/** Committees that make outside spending in each cycle, biggest spenders (the named ones) first. */
export function committeeSpenders(plan: SpendingPlan, named: ReadonlySet<string>): Map<number, Spender[]> {
  const rank = (s: { kind: string; named: boolean }): number => (s.named ? 0 : s.kind === 'super' ? 1 : s.kind === 'party' ? 2 : 3);
  const byCycle = new Map<number, { spender: Spender; kind: string; named: boolean }[]>();
  plan.pairs.forEach((pair, i) => {
    const c = pair.committee;
    if (!pair.listed) return;
    const spends =
      c.kind === 'super' ||
      c.kind === 'party' ||
      (c.kind === 'pac' && mix(Number(c.cmteId.slice(1)), pair.cycle) / 4294967296 < PAC_SPENDER_SHARE);
    if (!spends) return;
    const list = byCycle.get(pair.cycle) ?? [];
    list.push({ spender: { id: c.cmteId, name: c.name, lean: committeeLean(c), pair: i }, kind: c.kind, named: named.has(c.name) });
    byCycle.set(pair.cycle, list);
  });
  const out = new Map<number, Spender[]>();
  for (const [cycle, list] of byCycle) {
    out.set(
      cycle,
      list
        .map((s, at) => ({ ...s, at }))
        .sort((a, b) => rank(a) - rank(b) || a.at - b.at)
        .map((s) => s.spender),
    );
  }
  return out;
}

/** `n` groups that are not committees, with filer ids `C` + `prefix` + 7 digits, unique among themselves. */
export function outsideGroups(rng: Rng, n: number, prefix: string): Spender[] {
  const used = new Set<string>();
  const out: Spender[] = [];
  while (out.length < n) {
    const id = `C${prefix}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    if (used.has(id)) continue;
    used.add(id);
    const name = fill(rng.pick(OUTSIDE_GROUP_TEMPLATES), { W: rng.pick(LEADERSHIP_PAC_WORDS), ST: rng.pick(STATES) });
    out.push({ id, name, lean: rng.bool(0.5) ? 'DEM' : 'REP', pair: null });
  }
  return out;
}

/** Election day: the Tuesday after the first Monday of November. */
export function electionDay(year: number): number {
  const first = dayOf(year, 11, 1);
  const monday = first + ((8 - weekday(first)) % 7);
  return monday + 1;
}

/** Days outside spending on a race falls in: the last weeks before the primary season or the general. */
export function raceWindow(rng: Rng, cycle: number, today: number, general: boolean, weeks: number): [number, number] | null {
  const end = general ? electionDay(cycle) : dayOf(cycle, rng.int(3, 8), 28);
  const first = end - weeks * 7;
  const last = Math.min(end, today);
  return first <= last ? [first, last] : null;
}

/** Cycle weights: later cycles have more outside money; cycles not yet begun have none. */
export function cycleWeights(plan: SpendingPlan): number[] {
  return SPENDING_CYCLES.map((c, i) => (dayOf(c - 1, 1, 1) > plan.today ? 0 : 1 + 0.25 * i));
}

/** A candidate's name as a spender wrote it: mostly FEC's `LAST, FIRST`, sometimes `FIRST LAST`. */
export function nameAsFiled(rng: Rng, c: FecCandidate): string {
  if (!rng.bool(0.1)) return c.name;
  const [last, first] = c.name.split(', ');
  return first ? `${first} ${last}` : c.name;
}
