// The gate on SQL a user wrote (`?sql=`, /api/sql, an agent's execute_sql), before it reaches a
// worker: Datasette's SELECT-only check, with plainer words for what we refuse outright. Canned
// queries are the service's own SQL and skip it.
import { validateSqlSelect } from './validate.js';

/** Why this user SQL is refused, or null when it may run. */
export function userSqlProblem(sql: string): string | null {
  const code = sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
  if (/^\s*(attach|detach)\b/i.test(code)) return 'ATTACH and DETACH are not allowed: only the served databases can be queried';
  const problem = validateSqlSelect(sql);
  if (problem) return problem;
  if (/\bload_extension\s*\(/i.test(code)) return 'load_extension() is not allowed';
  return null;
}
