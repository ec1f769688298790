// The frame the FEC disbursement tables are drawn in: which committee spends in which cycle, over
// which days, how many operating-expenditure lines each committee-cycle files, and which side a
// committee without a party leans to.
import { apportion, dayOf, lognormal, type Rng } from '../../../../../databases/build/kit/index.js';
import { CYCLES, type CommitteeKind, type FecCast, type FecCommittee } from './fec-cast.js';
import { mix } from './hashing.js';
import { SUPER_PAC_LEANS } from '../../vocab/money-fec-spending.js';

/** Cycles the FEC disbursement files cover: the published downloader starts at 2010. */
export const SPENDING_CYCLES: readonly number[] = CYCLES.filter((c) => c >= 2010);

export interface CommitteeCycle {
  readonly committee: FecCommittee;
  readonly cycle: number;
  /** fec_committees has this (cmte_id, cycle); if not, the committee is paying off its last campaign. */
  readonly listed: boolean;
  /** Whether the committee is a member of Congress's campaign (they spend far more than challengers'). */
  readonly incumbent: boolean;
  readonly firstDay: number;
  readonly lastDay: number;
  /** Operating-expenditure lines it files. */
  lines: number;
}

export interface SpendingPlan {
  readonly pairs: readonly CommitteeCycle[];
  /** Index into `pairs` of each listed committee and cycle (see pairKey). */
  readonly byKey: ReadonlyMap<string, number>;
  readonly today: number;
}

export function pairKey(cmteId: string, cycle: number): string {
  return `${cmteId}/${cycle}`;
}

/** The days of a cycle's two years up to today, or null before the cycle begins. */
export function cycleWindow(cycle: number, today: number): [number, number] | null {
  const first = dayOf(cycle - 1, 1, 1);
  const last = Math.min(dayOf(cycle, 12, 31), today);
  return first <= last ? [first, last] : null;
}

/** Relative number of lines a committee-cycle files, by kind (before its own log-normal spread). */
const LINE_WEIGHTS: Readonly<Record<CommitteeKind, number>> = { candidate: 1, party: 1, super: 2.5, pac: 0.7, leadership: 1.2 };
/** Incumbents' campaigns run offices, staff and ads all cycle; challengers' mostly do not. */
const INCUMBENT_WEIGHT = 4;
/** The named national committees (a fixed handful at every scale) file this share of all lines. */
const NAMED_SHARE = 0.1;
/** Share of candidate committees that keep paying bills the cycle after their last race. */
const WIND_DOWN_SHARE = 0.2;

export function planSpending(
  rng: Rng,
  cast: FecCast,
  today: number,
  totalLines: number,
  namedCommittees: ReadonlySet<string>,
): SpendingPlan {
  const memberCandidates = new Set(cast.candidates.filter((c) => c.member !== null).map((c) => c.candId));
  const pairs: CommitteeCycle[] = [];
  const byKey = new Map<string, number>();
  const add = (committee: FecCommittee, cycle: number, listed: boolean): void => {
    const window = cycleWindow(cycle, today);
    if (!window) return;
    if (listed) byKey.set(pairKey(committee.cmteId, cycle), pairs.length);
    const incumbent = committee.kind === 'candidate' && memberCandidates.has(committee.candId);
    pairs.push({ committee, cycle, listed, incumbent, firstDay: window[0], lastDay: window[1], lines: 0 });
  };
  for (const committee of cast.committees) {
    for (const cycle of committee.cycles) if (SPENDING_CYCLES.includes(cycle)) add(committee, cycle, true);
    const next = committee.cycles[committee.cycles.length - 1] + 2;
    if (committee.kind === 'candidate' && SPENDING_CYCLES.includes(next) && rng.bool(WIND_DOWN_SHARE)) add(committee, next, false);
  }

  // Weights within two groups, so the named committees' share does not depend on the scale.
  const raw = pairs.map((p) => {
    const span = (p.lastDay - p.firstDay + 1) / 731;
    const kind = LINE_WEIGHTS[p.committee.kind] * (p.incumbent ? INCUMBENT_WEIGHT : 1);
    return kind * span * (p.listed ? 1 : 0.3) * lognormal(rng, 0.9);
  });
  const isNamed = pairs.map((p) => namedCommittees.has(p.committee.name));
  const namedSum = raw.reduce((s, w, i) => s + (isNamed[i] ? w : 0), 0);
  const otherSum = raw.reduce((s, w, i) => s + (isNamed[i] ? 0 : w), 0);
  const weights = raw.map((w, i) => (isNamed[i] ? (NAMED_SHARE * w) / (namedSum || 1) : ((1 - NAMED_SHARE) * w) / (otherSum || 1)));
  const lines = apportion(totalLines, weights);
  pairs.forEach((p, i) => (p.lines = lines[i]));
  return { pairs, byKey, today };
}

/** The side a committee takes: its party, a named super PAC's known side, else a lean fixed by its
 *  id (labor mostly Democratic). */
export function committeeLean(c: FecCommittee): 'DEM' | 'REP' {
  if (c.party === 'DEM' || c.party === 'REP') return c.party;
  const known = SUPER_PAC_LEANS[c.name];
  if (known) return known;
  const u = mix(Number(c.cmteId.slice(1)), 7) / 4294967296;
  return u < (c.orgType === 'L' ? 0.88 : 0.45) ? 'DEM' : 'REP';
}
