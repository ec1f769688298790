// Regulations.gov's clock: it stores instants in UTC, and deadlines are 11:59:59 pm Eastern, so
// the Eastern daylight-saving rules decide the UTC hour. Days are the kit's day numbers.
import { DAY_MS, dayOf, isoDay, isBusinessDay, weekday, yearOfDay } from '../../../../../databases/build/kit/index.js';

/** The n-th (1-based) Sunday of a month; n = -1 is the last one. */
function nthSunday(year: number, month: number, n: number): number {
  if (n > 0) {
    const first = dayOf(year, month, 1);
    return first + ((7 - weekday(first)) % 7) + (n - 1) * 7;
  }
  const last = dayOf(year, month + 1, 1) - 1;
  return last - weekday(last);
}

/** Whether Eastern time observes daylight saving on this day (US rules since 1987 and 2007). */
export function isEasternDaylightTime(day: number): boolean {
  const year = yearOfDay(day);
  const [start, end] = year >= 2007 ? [nthSunday(year, 3, 2), nthSunday(year, 11, 1)] : [nthSunday(year, 4, 1), nthSunday(year, 10, -1)];
  return day >= start && day < end;
}

/** Midnight Eastern of a day, as Regulations.gov writes it: `2021-10-15T04:00:00Z`. */
export function easternMidnightUtc(day: number): string {
  return `${isoDay(day)}T0${isEasternDaylightTime(day) ? 4 : 5}:00:00Z`;
}

/** 11:59:59 pm Eastern on a day, in UTC: the next calendar day at 03:59:59Z or 04:59:59Z. */
export function easternDeadlineUtc(day: number): string {
  return `${isoDay(day + 1)}T0${isEasternDaylightTime(day) ? 3 : 4}:59:59Z`;
}

/** An instant as ISO 8601 UTC without fractions: `2026-08-15T13:04:05Z`. */
export function isoInstant(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19) + 'Z';
}

/** A time of day on a day, ISO UTC. */
export function instantOnDay(day: number, secondsIntoDay: number): string {
  return isoInstant(day * DAY_MS + secondsIntoDay * 1000);
}

/** Days of a year from `from` to `to` (inclusive) that are business days. */
export function businessDaysBetween(from: number, to: number): number[] {
  const days: number[] = [];
  for (let d = from; d <= to; d++) if (isBusinessDay(d)) days.push(d);
  return days;
}
