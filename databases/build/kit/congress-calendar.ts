// Which Congress and session a date falls in. A Congress began on March 4 of an odd year until
// the 73rd, and on January 3 since the 74th (1935); the data never needs earlier rules.
import { dayOfIso, isoDay } from './calendar.js';

export function congressStartYear(congress: number): number {
  return 1789 + 2 * (congress - 1);
}

/** First day of a Congress, `YYYY-MM-DD`. */
export function congressStart(congress: number): string {
  const year = congressStartYear(congress);
  return congress <= 73 ? `${year}-03-04` : `${year}-01-03`;
}

/** The day the next Congress begins (a term's end date). */
export function congressEnd(congress: number): string {
  return congressStart(congress + 1);
}

export function congressStartDay(congress: number): number {
  return dayOfIso(congressStart(congress));
}

/** Last day of a Congress. */
export function congressEndDay(congress: number): number {
  return congressStartDay(congress + 1) - 1;
}

/** The Congress sitting in a calendar year's later months (it began in that year or the one before). */
export function congressOfYear(year: number): number {
  return Math.floor((year - 1789) / 2) + 1;
}

/** The Congress a date (`YYYY-MM-DD`) falls in: a Congress begins on its start date, not on January 1. */
export function congressOfDate(date: string): number {
  const c = congressOfYear(Number(date.slice(0, 4)));
  return date < congressStart(c) ? c - 1 : c;
}

export function congressOfDay(day: number): number {
  return congressOfDate(isoDay(day));
}

/** Session (1 or 2) of a date within its Congress. */
export function sessionOfDate(date: string): number {
  return Math.min(2, Number(date.slice(0, 4)) - congressStartYear(congressOfDate(date)) + 1);
}

export function sessionOfDay(day: number): number {
  return sessionOfDate(isoDay(day));
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
