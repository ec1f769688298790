// Day arithmetic shared by every generator. A "day" is a whole number of days since 1970-01-01
// (UTC); dates are written as `YYYY-MM-DD`.

export const DAY_MS = 86_400_000;

export function dayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The day of an ISO date (`YYYY-MM-DD`, anything after the date ignored). */
export function dayOfIso(iso: string): number {
  return dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
}

/** The UTC day an instant falls on. */
export function dayOfDate(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

// isoDay is the hottest call of the build (every dated row) and Date#toISOString is slow, so
// each day's string is made once. Days from 1700 to 2370 are cached; others are formatted.
const CACHE_FIRST_DAY = -98_000;
const dayStrings: (string | undefined)[] = new Array(245_000);

/** `YYYY-MM-DD` of a day. */
export function isoDay(day: number): string {
  const slot = day - CACHE_FIRST_DAY;
  const cached = dayStrings[slot];
  if (cached !== undefined) return cached;
  const text = new Date(day * DAY_MS).toISOString().slice(0, 10);
  if (slot >= 0 && slot < dayStrings.length) dayStrings[slot] = text;
  return text;
}

export function yearOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** 1 = January … 12 = December. */
export function monthOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isBusinessDay(day: number): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Federal fiscal year of a day: October 1 starts the next year's. */
export function fiscalYearOfDay(day: number): number {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() + (d.getUTCMonth() >= 9 ? 1 : 0);
}

export function fiscalYearStartDay(fy: number): number {
  return dayOf(fy - 1, 10, 1);
}
