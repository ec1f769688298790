// Dates in the formats of the FARA and FEC bulk files.
import { daysInMonth, isoDay, pad2, type Rng } from '../../../../../databases/build/kit/index.js';

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

/** `MM/DD/YYYY` of a day (FEC operating-expenditure and summary files). */
export function slashDateOfDay(day: number): string {
  const iso = isoDay(day);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `DD-MON-YY` of a day: the database-export style of FEC's CSV downloads. */
export function csvDateOfDay(day: number): string {
  const iso = isoDay(day);
  return `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(2, 4)}`;
}
