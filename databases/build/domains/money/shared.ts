// Small helpers shared by the money-domain generators: integer hashing for stable per-entity
// choices, dates in the source formats, and spreading a total over a stream of parents.
import { daysInMonth, pad2, type Rng } from '../../kit/index.js';

/** Scale-1 row counts (issue 3's list, else schema.md's latest count). */
export const BASE_COUNTS = {
  lobbyingFilings: 1_934_917,
  lobbyingActivities: 3_860_624,
  lobbyingLobbyists: 194_151,
  lobbyingContributions: 3_670_829,
  lobbyingBills: 3_483_171,
  lobbyingClients: 60_000,
  lobbyingRegistrants: 12_000,
  lobbyistPool: 40_000,
  revolvingDoorMembers: 150,
  faraRegistrants: 7_043,
  faraForeignPrincipals: 17_652,
  faraShortForms: 44_416,
  faraRegistrantDocs: 151_987,
  fecCandidates: 64_679,
  fecCommittees: 154_967,
  fecContributions: 4_395_926,
  fecEmployerTotals: 352_000,
  fecEmployerToCandidate: 476_000,
  fecTopOccupations: 666_000,
} as const;

/** A random lower-case UUID-shaped id from four draws (Rng.uuid spends a draw per hex digit). */
export function fastUuid(rng: Rng): string {
  const h = (): string => Math.floor(rng.next() * 4294967296).toString(16).padStart(8, '0');
  const a = h(), b = h(), c = h(), d = h();
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

/** `MM/DD/YYYY` (FARA bulk CSV). */
export function usDate(year: number, month: number, day: number): string {
  return `${pad2(month)}/${pad2(day)}/${year}`;
}

/** `MMDDYYYY` (FEC bulk files). */
export function fecDate(year: number, month: number, day: number): string {
  return `${pad2(month)}${pad2(day)}${year}`;
}

/** A random day of the given month. */
export function dayIn(rng: Rng, year: number, month: number): number {
  return rng.int(1, daysInMonth(year, month));
}

/**
 * Spreads a total over a stream of parents so the children add up to (nearly) exactly `total`:
 * each parent asks for its share given what is left.
 */
export class Quota {
  private left: number;
  private parentsLeft: number;
  constructor(total: number, parents: number) { this.left = total; this.parentsLeft = Math.max(1, parents); }
  /** Mean children per remaining parent. */
  mean(): number { return this.parentsLeft > 0 ? Math.max(0, this.left) / this.parentsLeft : 0; }
  /** Record that the current parent got `n` children. */
  take(n: number): void { this.left -= n; this.parentsLeft = Math.max(0, this.parentsLeft - 1); }
}
