// The error envelope {"ok": false, "status", "error", "route", "parameter"?, "rule"?} and how
// engine failures (shedding, time limit, SQLite errors) become one.
import { QueryError, Shed, type PyJson } from '../../engine/index.js';
import type { EnvelopeStyle } from './service.js';

export interface ErrorDetail {
  /** The request parameter at fault (query or path). */
  parameter?: string;
  /** What was broken: a JSON Schema keyword (`maximum`, `enum`, `required`...) or one of ours. */
  rule?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: ErrorDetail = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  envelope(route: string | null, style: EnvelopeStyle): Record<string, PyJson> {
    const body: Record<string, PyJson> = { ok: false, status: this.status, error: this.message, route };
    const rule = this.detail.rule === undefined ? undefined : (style.ruleNames[this.detail.rule] ?? this.detail.rule);
    if (style.nullDetail) {
      body.parameter = this.detail.parameter ?? null;
      body.rule = rule ?? null;
      return body;
    }
    if (this.detail.parameter !== undefined) body.parameter = this.detail.parameter;
    if (rule !== undefined) body.rule = rule;
    return body;
  }
}

export function notFound(what: string, parameter: string, value: PyJson): ApiError {
  return new ApiError(404, `No ${what} with ${parameter} ${JSON.stringify(value)}`, { parameter, rule: 'not_found' });
}

/** Every internal `rule`: the JSON Schema keywords parameters are declared with, then ours. */
export const ERROR_RULES: readonly string[] = [
  'required',
  'type',
  'enum',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'not_found',
  'select_only',
  'sql_error',
  'time_limit',
  'overloaded',
  'unavailable',
  'forbidden',
  'method',
  'no_route',
  'nul',
  'too_large',
];

/**
 * Failures of a fixed route's own SQL: the input was already validated, so a time-out is the
 * server's (504) and an SQLite error means the served data does not fit the route (503).
 */
export function routeFailure(e: unknown, timeoutStatus: 503 | 504 = 504): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof Shed) return shed(e);
  if (e instanceof QueryError) {
    if (e.failure.kind === 'deadline') return shed(new Shed(503, e.failure.message, 2, 'deadline'));
    if (e.failure.kind === 'timeout') {
      return new ApiError(timeoutStatus, "The query took longer than the server's SQL time limit; try narrower parameters", {
        rule: 'time_limit',
      });
    }
    return new ApiError(503, `This route cannot answer from the served data: ${e.failure.message}`, { rule: 'unavailable' });
  }
  throw e;
}

/** Failures of user SQL (/api/sql) are the request's: 400 naming `sql`. */
export function userSqlFailure(e: unknown, timeLimitMs: number): ApiError {
  if (e instanceof QueryError && e.failure.kind !== 'deadline') {
    const { kind, message } = e.failure;
    const rule = kind === 'timeout' ? 'time_limit' : kind === 'refused' ? 'select_only' : kind === 'too_large' ? 'too_large' : 'sql_error';
    const text = kind === 'timeout' ? `the statement ran longer than the ${timeLimitMs} ms time limit` : message;
    return new ApiError(400, `Parameter "sql": ${text}`, { parameter: 'sql', rule });
  }
  return routeFailure(e);
}

function shed(e: Shed): ApiError {
  return new ApiError(e.status, e.message, { rule: 'overloaded' }, { 'Retry-After': String(e.retryAfterSeconds) });
}
