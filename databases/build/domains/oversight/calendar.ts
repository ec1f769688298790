// Day arithmetic on UTC day numbers (days since 1970-01-01) and the congressional and
// federal fiscal calendars the oversight tables are dated by.

const MS_PER_DAY = 86_400_000;

export function dayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function dayOfDate(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** `YYYY-MM-DD`. */
export function isoDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function yearOfDay(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** A Congress runs from January 3 of an odd year to January 2 two years later (since 1935). */
export function congressStartDay(congress: number): number {
  return dayOf(2 * congress + 1787, 1, 3);
}

export function congressEndDay(congress: number): number {
  return congressStartDay(congress + 1) - 1;
}

export function congressOfDay(day: number): number {
  const d = new Date(day * MS_PER_DAY);
  let year = d.getUTCFullYear();
  if (d.getUTCMonth() === 0 && d.getUTCDate() < 3) year -= 1;
  return Math.floor((year - 1787) / 2);
}

/** Session 1 in the Congress's first year, 2 in its second. */
export function sessionOfDay(day: number): string {
  return String(((yearOfDay(day - 2) - 1787) % 2) + 1);
}

/** Federal fiscal year: October 1 starts the next year's FY. */
export function fiscalYearOfDay(day: number): number {
  const d = new Date(day * MS_PER_DAY);
  return d.getUTCFullYear() + (d.getUTCMonth() >= 9 ? 1 : 0);
}

export function fiscalYearStartDay(fy: number): number {
  return dayOf(fy - 1, 10, 1);
}
