// The SQL an /api layer's documents hand its readers: the example of its SQL route's `sql`
// parameter (in the OpenAPI document) and the SQL links of its documents (the questions). Inspect
// answers each once per data version (engine/inspect/documented-sql.ts).
import { sqlOfLink, tildeEncode, type DocumentedSql, type PyJson } from '../../engine/index.js';
import type { ApiService } from './service.js';

/** Every string in a document, depth first. */
function strings(value: PyJson): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

export function apiDocumentedSql(api: ApiService): DocumentedSql[] {
  const sqlRoutes = api.routes.filter((r) => r.kind === 'sql');
  const examples = sqlRoutes.flatMap((r) =>
    r.params.flatMap((p) => (p.name === 'sql' && typeof p.example === 'string' ? [{ database: api.database, sql: p.example }] : [])),
  );
  // Links in the documents are relative to the server's root: the SQL route, or the database's SQL view.
  const sqlPaths = [...sqlRoutes.map((r) => r.path), `/${tildeEncode(api.database)}.json`];
  const linked = api.routes
    .flatMap((r) => (r.kind === 'questions' ? strings(api.document(r, '')) : []))
    .flatMap((s) => (s.startsWith('/') ? (sqlOfLink(s, api.database, sqlPaths) ?? []) : []));
  return [...examples, ...linked];
}
