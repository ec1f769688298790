// Tax years, return types and the as-of date every date in the data is relative to.
import { dayOf, daysInMonth, isoDay } from '../../../databases/build/kit/index.js';

export const FIRST_TAX_YEAR = 2014;
export const LAST_TAX_YEAR = 2025;
export const TAX_YEARS = LAST_TAX_YEAR - FIRST_TAX_YEAR + 1;

/** Form codes as stored in returns.return_type, indexed by the generator's form number. */
export const RETURN_TYPES = ['990', '990EZ', '990PF', '990T'] as const;
export const F990 = 0;
export const FEZ = 1;
export const FPF = 2;
export const FT = 3;

/** The date the build stands for when none is given: the day after the latest master-file extract. */
export const DEFAULT_AS_OF = '2026-09-06';

/** `YYYY-MM-DD` of the last day of month (1-12) of year. */
export function monthEnd(year: number, month: number): string {
  return isoDay(dayOf(year, month, daysInMonth(year, month)));
}
