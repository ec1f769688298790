// Integer hashing for stable per-entity choices that need no stored state, and cheap ids.
import type { Rng } from '../../../../../databases/build/kit/index.js';

/** A random lower-case UUID-shaped id from four draws (Rng.uuid spends a draw per hex digit). */
export function fastUuid(rng: Rng): string {
  const h = (): string =>
    Math.floor(rng.next() * 4294967296)
      .toString(16)
      .padStart(8, '0');
  const a = h(),
    b = h(),
    c = h(),
    d = h();
  return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
}

/** A well-mixed 32-bit hash of two integers (stable per-entity choices without storing them). */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Map a hash to [0, n) with the same head-heavy skew as Rng.skewed. */
export function skewedFromHash(hash: number, n: number, power = 2): number {
  return Math.min(n - 1, Math.floor(n * Math.pow(hash / 4294967296, power)));
}
