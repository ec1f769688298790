// Stateless deterministic draws: the value for (seed, index, salt) never depends on what else was
// drawn, so per-organisation attributes can be recomputed wherever they are needed.
import { boxMuller } from '../../../databases/build/kit/index.js';

/** Uniform in [0, 1) for (seed, index, salt). */
export function unit(seed: number, index: number, salt: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 0x7f4a7c15, 0xc2b2ae35) ^ Math.imul(salt + 0x165667b1, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ (index >>> 7), 0x9e3779b1);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** Standard normal for (seed, index, salt) (Box-Muller on two draws). */
export function normal(seed: number, index: number, salt: number): number {
  const u = Math.max(unit(seed, index, salt), 1e-12);
  return boxMuller(u, unit(seed, index, salt + 0x5bd1));
}
