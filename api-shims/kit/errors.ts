// The error envelope {"ok": false, "status", "error", "route", "parameter"?, "rule"?} and how
// a failed query becomes one (the engine's table of answers decides status, rule and message).
import { QueryFailure, apiAnswer, failureHeaders, type ApiContext, type PyJson } from '../../engine/index.js';
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
  'rate_limited',
];

/** An error as the envelope shows it: ours as they are, a failed query as the engine's table answers it. */
export function apiError(e: unknown, ctx: ApiContext): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof QueryFailure) {
    const a = apiAnswer(e, ctx);
    return new ApiError(a.status, a.message, { parameter: a.parameter, rule: a.rule }, failureHeaders(e));
  }
  throw e;
}
