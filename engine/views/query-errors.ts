// The one place a failed SQL query becomes an HTTP error.
import { HttpError, interrupted, invalidSql } from '../errors.js';
import { QueryError, Shed } from '../pool/pool.js';

/** True when `e` is a query that ran out of time, running or waiting (callers that drop slow work test this first). */
export function isTimeout(e: unknown): boolean {
  return e instanceof QueryError && (e.failure.kind === 'timeout' || e.failure.kind === 'deadline');
}

/**
 * A query failure as Datasette answers it: the time limit → 400 "SQL Interrupted" quoting `sql`;
 * never started in time → 503 with Retry-After;
 * a SQLite error or a refused statement → 400 "Invalid SQL". Anything else (load shedding,
 * programming errors) is returned unchanged for the HTTP layer.
 */
export function queryHttpError(e: unknown, sql: string): unknown {
  if (!(e instanceof QueryError)) return e;
  if (e.failure.kind === 'deadline') return new Shed(503, e.failure.message, 2, 'deadline');
  if (e.failure.kind === 'timeout') return interrupted(sql);
  if (e.failure.kind === 'too_large') return new HttpError(400, e.failure.message, 'Response too large');
  return invalidSql(e.failure.message);
}
