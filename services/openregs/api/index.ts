// OpenRegs' /api module, as services/openregs/service.yaml names it: the routes to mount, the
// statements they run (for `openregs check`) and the full-text forms they rank (for inspect).
import { apiMount } from '../../../api-shims/kit/mount.js';
import { routeStatements, type RouteStatement } from '../../../api-shims/kit/statements.js';
import { routeFullTextForms } from '../../../api-shims/kit/ranked.js';
import type { FullTextForm } from '../../../engine/index.js';
import { OPENREGS_API } from './service.js';

export const mount = apiMount(OPENREGS_API);

export function statements(): RouteStatement[] {
  return routeStatements(OPENREGS_API.routes, OPENREGS_API.database);
}

export function fullTextForms(): FullTextForm[] {
  return routeFullTextForms(OPENREGS_API.routes, OPENREGS_API.database);
}
