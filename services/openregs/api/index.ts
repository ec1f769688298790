// OpenRegs' /api module, as services/openregs/service.yaml names it: the routes to mount, the
// statements they run (for `openregs check`), the full-text forms they rank and the SQL its documents
// link to (both for inspect).
import { apiMount } from '../../../api-shims/kit/mount.js';
import { apiDocumentedSql } from '../../../api-shims/kit/documented-sql.js';
import { routeStatements, type RouteStatement } from '../../../api-shims/kit/statements.js';
import { routeFullTextForms } from '../../../api-shims/kit/ranked.js';
import type { DocumentedSql, FullTextForm } from '../../../engine/index.js';
import { OPENREGS_API } from './service.js';

export const mount = apiMount(OPENREGS_API);

export function statements(): RouteStatement[] {
  return routeStatements(OPENREGS_API.routes, OPENREGS_API.database);
}

export function fullTextForms(): FullTextForm[] {
  return routeFullTextForms(OPENREGS_API.routes, OPENREGS_API.database);
}

/** The SQL this API's documents link to (its OpenAPI example and its questions): inspect answers it. */
export function documentedSql(): DocumentedSql[] {
  return apiDocumentedSql(OPENREGS_API);
}
