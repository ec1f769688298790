// Organisation names as the master file and the returns carry them.
import { FPF } from './calendar.js';
import { FIXTURE_ORGS } from './fixtures.js';
import { unit } from './hash.js';
import { causeGroup, charityName, foundationName } from './identity.js';

/** Share of generated names borrowed from a namesake (federations, common names). */
const SHARED_NAME_SHARE = 0.03;

/**
 * Name of organisation n (generated orgs and master-file-only rows share one numbering).
 * `firstFixture` marks where fixtures start, when n may be one.
 */
export function orgName(seed: number, n: number, family: number, firstFixture = Infinity): string {
  if (n >= firstFixture) return FIXTURE_ORGS[n - firstFixture].name;
  if (n >= 40 && unit(seed, n, 41) < SHARED_NAME_SHARE) {
    // Borrow the name of an organisation of the same block of 40 (2 to ~50 share one name).
    const head = n - (n % 40);
    return family === FPF ? foundationName(head) : charityName(causeGroup(seed, head), head);
  }
  return family === FPF ? foundationName(n) : charityName(causeGroup(seed, n), n);
}
