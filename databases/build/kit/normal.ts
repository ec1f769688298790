// Normal and log-normal deviates for life-like fan-out and amounts.
import type { Rng } from './rng.js';

/** The Box–Muller transform: a standard normal deviate from u in (0, 1] and v in [0, 1). */
export function boxMuller(u: number, v: number): number {
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Standard normal deviate (draws two numbers). */
export function normal(rng: Rng): number {
  const u = 1 - rng.next();
  return boxMuller(u, rng.next());
}

/** Positive value with a long right tail: exp(mu + sigma × N(0, 1)). */
export function lognormal(rng: Rng, sigma: number, mu = 0): number {
  return Math.exp(mu + sigma * normal(rng));
}
