// Given and family names for synthetic private individuals (visitors, officers, filers).
// Common U.S. names, so generated people look ordinary and repeat the way real rosters do.

export { FIRST_NAMES, LAST_NAMES } from './people.js';

export const MIDDLE_INITIALS: readonly string[] = 'ABCDEFGHJKLMNPRSTW'.split('');
