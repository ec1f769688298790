// Zero padding for the fixed-width numbers in dates, times and source identifiers.

/** Two-digit zero padding for months, days and times (the hot path of timestamps). */
export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** `n` written with at least `width` digits, zero-padded on the left. */
export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
