// Dates in the formats of the FARA and FEC bulk files.
import { daysInMonth, pad2, type Rng } from '../../../../../databases/build/kit/index.js';

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
