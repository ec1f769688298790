// Normal and log-normal deviates for life-like fan-out and amounts.
import type { Rng } from './rng.js';

/** Standard normal deviate (Box–Muller; draws two numbers). */
export function normal(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Positive value with a long right tail: exp(mu + sigma × N(0, 1)). */
export function lognormal(rng: Rng, sigma: number, mu = 0): number {
  return Math.exp(mu + sigma * normal(rng));
}
