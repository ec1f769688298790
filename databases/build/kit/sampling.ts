// Sampling helpers on top of the Rng: repeated weighted picks, weighted samples, spread integers.
import type { Rng } from './rng.js';

/** Weighted picks by binary search over cumulative weights (for repeated picks from one list). */
export class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;
  constructor(
    private readonly items: readonly T[],
    weights: readonly number[],
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < items.length; i++) {
      sum += Math.max(0, weights[i]);
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }
  get size(): number {
    return this.items.length;
  }
  get empty(): boolean {
    return this.items.length === 0 || this.total <= 0;
  }
  pick(rng: Rng): T {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

/** The distinct items of `k` skewed picks from `items` (a few at its head get most picks), in list order. */
export function skewedSubset<T>(rng: Rng, items: readonly T[], k: number, power: number): T[] {
  const chosen = new Set<number>();
  for (let i = 0; i < k; i++) chosen.add(rng.skewed(items.length, power));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
}

/** Round x up or down at random so the expectation stays x. */
export function stochasticRound(x: number, rng: Rng): number {
  const floor = Math.floor(x);
  return floor + (rng.next() < x - floor ? 1 : 0);
}

/** k distinct indexes in [0, n) drawn with probability proportional to weights (Efraimidis-Spirakis). */
export function weightedSampleIndexes(rng: Rng, weights: readonly number[], k: number): number[] {
  const keyed: [number, number][] = [];
  for (let i = 0; i < weights.length; i++) {
    if (weights[i] > 0) keyed.push([Math.log(1 - rng.next()) / weights[i], i]);
  }
  keyed.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  return keyed.slice(0, k).map(([, i]) => i);
}

/** n distinct sorted integers in [lo, hi], spread across the range (one per stride). */
export function spreadIntegers(rng: Rng, n: number, lo: number, hi: number): number[] {
  const span = hi - lo + 1;
  if (n >= span) return Array.from({ length: span }, (_, i) => lo + i);
  const out: number[] = [];
  const stride = span / n;
  for (let i = 0; i < n; i++) {
    // Integer bounds of the i-th stride, so rounding can never make two picks collide.
    const from = Math.floor(i * stride);
    const to = Math.floor((i + 1) * stride);
    out.push(lo + from + Math.floor(rng.next() * (to - from)));
  }
  return out;
}
