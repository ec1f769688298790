// The 990 service's /api module, as services/nonprofits/service.yaml names it: the routes to mount and
// the statements they run (for `openregs check`) and the SQL its documents link to (for inspect).
import { apiMount } from '../../../api-shims/kit/mount.js';
import { apiDocumentedSql } from '../../../api-shims/kit/documented-sql.js';
import { routeStatements, type RouteStatement } from '../../../api-shims/kit/statements.js';
import type { DocumentedSql } from '../../../engine/index.js';
import { NONPROFITS_API } from './service.js';

export const mount = apiMount(NONPROFITS_API);

export function statements(): RouteStatement[] {
  return routeStatements(NONPROFITS_API.routes, NONPROFITS_API.database);
}

/** The SQL this API's documents link to (its OpenAPI example and its questions): inspect answers it. */
export function documentedSql(): DocumentedSql[] {
  return apiDocumentedSql(NONPROFITS_API);
}
