// Personal names for lobbyists, FARA short-form agents, FEC challengers and donor-named employers.
// Common U.S. given names and surnames; combined by index so a pool of any size is unique.

import { FIRST_NAMES, LAST_NAMES } from './people.js';

export { FIRST_NAMES, LAST_NAMES };

export const MIDDLE_INITIALS: readonly string[] = 'ABCDEFGHJKLMNPRSTW'.split('');

/**
 * The i-th distinct "First Last" (or "First M. Last") name. Distinct for every i below
 * FIRST_NAMES × LAST_NAMES × (MIDDLE_INITIALS + 1); `offset` rotates the sequence so different
 * pools start at different names.
 */
export function personName(i: number, offset = 0): { first: string; last: string; middle: string } {
  const f = FIRST_NAMES.length,
    l = LAST_NAMES.length;
  const k = i + offset;
  const first = FIRST_NAMES[(k * 7) % f];
  const last = LAST_NAMES[Math.floor(k / f) % l];
  const m = Math.floor(k / (f * l)) % (MIDDLE_INITIALS.length + 1);
  return { first, last, middle: m === 0 ? '' : MIDDLE_INITIALS[m - 1] };
}
