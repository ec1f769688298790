// Fixed calendar of the congress domain. Congressional data follows the calendar of Congresses,
// not the build's clock, so it ends on a fixed date (the snapshot the synthetic data imitates).
import { congressEnd, congressStart, dayOfIso } from '../../../../../databases/build/kit/index.js';

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

export const DATA_END_DAY = dayOfIso(DATA_END);

/** [first, last] day on which events of a Congress can be dated (never past DATA_END). */
export function congressSpan(congress: number): [number, number] {
  const first = dayOfIso(congressStart(congress));
  const last = Math.min(dayOfIso(congressEnd(congress)) - 1, DATA_END_DAY);
  return [first, last];
}
