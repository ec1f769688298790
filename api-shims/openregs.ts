// OpenRegs' /api module, as services/openregs.yaml names it: the routes to mount and the
// statements they run (for `openregs check`).
import { mountApi } from './mount.js';
import { API_ROUTES } from './routes/index.js';
import { routeStatements, type RouteStatement } from './statements.js';

export const mount = mountApi;

export function statements(): RouteStatement[] {
  return routeStatements(API_ROUTES);
}
