// Fixed calendar of the congress domain. Congressional data follows the calendar of Congresses,
// not the build's clock, so it ends on a fixed date (the snapshot the synthetic data imitates).
export const DATA_END = '2026-09-30';
export const LAST_CONGRESS = 119;
/** First Congress with bills in `legislation`. */
export const FIRST_BILL_CONGRESS = 93;
/** First Congress with roll-call votes. */
export const FIRST_VOTE_CONGRESS = 101;
/** First year of the Congressional Record. */
export const FIRST_CREC_YEAR = 1994;
/** First year of periodic transaction reports (STOCK Act). */
export const FIRST_TRADE_YEAR = 2012;

const MS_PER_DAY = 86_400_000;

/** Day number (days since 1970-01-01) of an ISO date. */
export function toDay(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / MS_PER_DAY;
}

// fromDay is the hottest call of the build (every dated row); Date#toISOString is slow, so
// each day's string is made once. Days from 1700 to 2100 cover every date the domain writes.
const CACHE_FIRST_DAY = -98_000;
const dayStrings: (string | undefined)[] = new Array(245_000);

/** ISO date of a day number. */
export function fromDay(day: number): string {
  const slot = day - CACHE_FIRST_DAY;
  const cached = dayStrings[slot];
  if (cached !== undefined) return cached;
  const text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
  if (slot >= 0 && slot < dayStrings.length) dayStrings[slot] = text;
  return text;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export const DATA_END_DAY = toDay(DATA_END);

export function congressStartYear(congress: number): number {
  return 1789 + 2 * (congress - 1);
}

/** First day of a Congress (March 4 until the 73rd, January 3 since). */
export function congressStart(congress: number): string {
  const year = congressStartYear(congress);
  return congress <= 73 ? `${year}-03-04` : `${year}-01-03`;
}

/** Day the next Congress begins (the term end date). */
export function congressEnd(congress: number): string {
  return congressStart(congress + 1);
}

export function congressOfYear(year: number): number {
  return Math.floor((year - 1789) / 2) + 1;
}

/** [first, last] day on which events of a Congress can be dated (never past DATA_END). */
export function congressSpan(congress: number): [number, number] {
  const first = toDay(congressStart(congress));
  const last = Math.min(toDay(congressEnd(congress)) - 1, DATA_END_DAY);
  return [first, last];
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The Congress a date falls in (a Congress begins on its start date, not on January 1). */
export function congressOfDate(date: string): number {
  const c = congressOfYear(Number(date.slice(0, 4)));
  return date < congressStart(c) ? c - 1 : c;
}

/** Session (1 or 2) of a date within its Congress. */
export function sessionOfDate(date: string): number {
  return Math.min(2, Number(date.slice(0, 4)) - congressStartYear(congressOfDate(date)) + 1);
}
