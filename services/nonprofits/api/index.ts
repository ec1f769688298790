// The 990 service's /api module, as services/nonprofits/service.yaml names it: the routes to mount and
// the statements they run (for `openregs check`).
import { apiMount } from '../../../api-shims/kit/mount.js';
import { routeStatements, type RouteStatement } from '../../../api-shims/kit/statements.js';
import { NONPROFITS_API } from './service.js';
import { keptPerDataVersion } from './version-cache.js';

/** Routes whose answer is a summary of a whole table: computed once per data version. */
const KEPT_PER_DATA_VERSION = ['/api/coverage'];

export const mount = keptPerDataVersion(apiMount(NONPROFITS_API), NONPROFITS_API.database, KEPT_PER_DATA_VERSION);

export function statements(): RouteStatement[] {
  return routeStatements(NONPROFITS_API.routes, NONPROFITS_API.database);
}
