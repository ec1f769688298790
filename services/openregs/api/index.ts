// OpenRegs' /api module, as services/openregs/service.yaml names it: the routes to mount and the
// statements they run (for `openregs check`).
import { apiMount } from '../../../api-shims/kit/mount.js';
import { routeStatements, type RouteStatement } from '../../../api-shims/kit/statements.js';
import { OPENREGS_API } from './service.js';

export const mount = apiMount(OPENREGS_API);

export function statements(): RouteStatement[] {
  return routeStatements(OPENREGS_API.routes, OPENREGS_API.database);
}
