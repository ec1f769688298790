// The 990 service's /api module, as services/nonprofits/service.yaml names it: the routes to mount and
// the statements they run (for `openregs check`).
import { apiMount } from '../../../api-shims/kit/mount.js';
import { routeStatements, type RouteStatement } from '../../../api-shims/kit/statements.js';
import { NONPROFITS_API } from './service.js';

export const mount = apiMount(NONPROFITS_API);

export function statements(): RouteStatement[] {
  return routeStatements(NONPROFITS_API.routes, NONPROFITS_API.database);
}
