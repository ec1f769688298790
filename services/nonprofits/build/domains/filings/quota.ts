// Exact row totals from per-filing fan-out: each eligible filing draws around the mean the rows
// still to place call for, so the sum lands exactly on the target whatever the draws were.
import { lognormal as kitLognormal, normal, type Rng } from '../../../../../databases/build/kit/index.js';

export class Quota {
  private rows: number;
  private filings: number;
  constructor(rows: number, eligibleFilings: number) {
    this.rows = Math.max(0, rows);
    this.filings = eligibleFilings;
  }
  /**
   * Rows for the next eligible filing. `share` is the chance it has any; `spread` the lognormal
   * sigma of the count among those that do; `weight` scales it (larger organisations list more).
   */
  next(rng: Rng, share: number, spread: number, weight = 1, max = Infinity): number {
    if (this.filings <= 0) return 0;
    this.filings--;
    if (this.filings === 0) {
      const rest = this.rows;
      this.rows = 0;
      return rest;
    }
    if (this.rows === 0 || rng.next() >= share) return 0;
    const mean = this.rows / (this.filings + 1) / share;
    const z = normal(rng);
    const draw = mean * weight * Math.exp(spread * z - (spread * spread) / 2);
    const n = Math.min(this.rows, max, Math.max(1, Math.round(draw)));
    this.rows -= n;
    return n;
  }
  /** Rows still unplaced. */
  get remaining(): number {
    return this.rows;
  }
}

/** Lognormal with the given median and sigma. */
export function lognormal(rng: Rng, median: number, sigma: number): number {
  return median * kitLognormal(rng, sigma);
}
