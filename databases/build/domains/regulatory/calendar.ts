// Day arithmetic for the regulatory generators. A "day" is a whole number of days since
// 1970-01-01 (UTC). Regulations.gov stores instants in UTC; deadlines are 11:59:59 pm Eastern,
// so the Eastern daylight-saving rules decide the UTC hour.

export const DAY_MS = 86_400_000;

export function dayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function dayOfDate(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** `YYYY-MM-DD` of a day. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

export function monthOf(day: number): number {
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
  const year = yearOf(day);
  const [start, end] = year >= 2007
    ? [nthSunday(year, 3, 2), nthSunday(year, 11, 1)]
    : [nthSunday(year, 4, 1), nthSunday(year, 10, -1)];
  return day >= start && day < end;
}

/** Midnight Eastern of a day, as Regulations.gov writes it: `2021-10-15T04:00:00Z`. */
export function easternMidnightUtc(day: number): string {
  return `${isoDate(day)}T0${isEasternDaylightTime(day) ? 4 : 5}:00:00Z`;
}

/** 11:59:59 pm Eastern on a day, in UTC: the next calendar day at 03:59:59Z or 04:59:59Z. */
export function easternDeadlineUtc(day: number): string {
  return `${isoDate(day + 1)}T0${isEasternDaylightTime(day) ? 3 : 4}:59:59Z`;
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

/** Integer shares of `total` proportional to `weights` (largest remainder; sums to total). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || weights.length === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k][1]]++;
  return shares;
}
