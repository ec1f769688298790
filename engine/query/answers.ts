// How each surface answers each kind of failed query: one table, one row per kind. Datasette's
// JSON and HTML pages, the /api envelope, configured pages and agents' tool errors all read it,
// so the same failure never gets two different answers.
import { timeLimitMessage } from '../errors.js';
import type { FailureKind, QueryFailure } from './failure.js';

/** Datasette's error envelope (`{ok, error, status, title}`) and the HTML error page. */
export interface DatasetteAnswer {
  status: number;
  title: string | null;
  message: string;
  /** Answered inside the query page's own envelope (SQLite's own verdict on `?sql=` or a canned query), as Datasette does. */
  inQueryEnvelope: boolean;
}

/** An /api error envelope: status, the rule broken and the parameter at fault. */
export interface ApiAnswer {
  status: number;
  rule: string;
  message: string;
  parameter?: string;
}

/** Where the SQL came from: the request (`/api/sql`, so a 400 naming `sql`) or the route itself. */
export interface ApiContext {
  userSql: boolean;
  /** What a route's own SQL running past its time limit answers (a service convention: 503 or 504). */
  routeTimeoutStatus: number;
  timeLimitMs: number;
}

/** A configured page's error page. */
export interface PageAnswer {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

interface Row {
  datasette(f: QueryFailure): DatasetteAnswer;
  api(f: QueryFailure, ctx: ApiContext): ApiAnswer;
  page(f: QueryFailure): PageAnswer;
  /** What an agent is told: what happened and what to change. */
  agent(f: QueryFailure): string;
}

const invalid = (f: QueryFailure, inQueryEnvelope = false): DatasetteAnswer => ({
  status: 400,
  title: 'Invalid SQL',
  message: f.message,
  inQueryEnvelope,
});
const userSql = (f: QueryFailure, rule: string, text = f.message): ApiAnswer => ({
  status: 400,
  rule,
  message: `Parameter "sql": ${text}`,
  parameter: 'sql',
});
/** A route's own SQL failing means the served data does not fit the route. */
const unavailable = (f: QueryFailure): ApiAnswer => ({
  status: 503,
  rule: 'unavailable',
  message: `This route cannot answer from the served data: ${f.message}`,
});
const busy = (f: QueryFailure): string => `The server is busy: ${f.message}. Retry in ${f.detail.retryAfterSeconds ?? 2} s.`;
const pageTimedOut: PageAnswer = {
  status: 503,
  message: 'A query of this page took longer than the time limit; try again later.',
  headers: { 'Retry-After': '2' },
};

/** Status of a refusal before running: 429 when the client holds or asks too much, else 503. */
function refusalStatus(f: QueryFailure): number {
  return f.detail.reason === 'client_limit' || f.kind === 'rate_limited' ? 429 : 503;
}
const refusal: Row = {
  datasette: (f) => ({
    status: refusalStatus(f),
    title: refusalStatus(f) === 429 ? 'Too Many Requests' : 'Service Unavailable',
    message: f.message,
    inQueryEnvelope: false,
  }),
  api: (f) => ({ status: refusalStatus(f), rule: f.kind === 'rate_limited' ? 'rate_limited' : 'overloaded', message: f.message }),
  page: (f) => ({ status: refusalStatus(f), message: f.message }),
  agent: busy,
};

const TABLE: Record<FailureKind, Row> = {
  bad_sql: {
    datasette: (f) => invalid(f, true),
    api: (f, ctx) => (ctx.userSql ? userSql(f, 'sql_error') : unavailable(f)),
    // A page's own SQL failing is the server's fault.
    page: (f) => ({ status: 500, message: f.message }),
    agent: (f) => `SQLite refused the query: ${f.message}. Check table and column names with describe_table.`,
  },
  several_statements: {
    datasette: (f) => invalid(f, true),
    api: (f, ctx) => (ctx.userSql ? userSql(f, 'select_only') : unavailable(f)),
    page: (f) => ({ status: 500, message: f.message }),
    agent: () => 'Only one statement may run per call: send a single SELECT, without a second statement after a semicolon.',
  },
  not_select: {
    datasette: (f) => invalid(f),
    api: (f, ctx) => (ctx.userSql ? userSql(f, 'select_only') : unavailable(f)),
    page: (f) => ({ status: 400, message: f.message }),
    agent: (f) => `${f.message}. This server is read-only: send one SELECT (or WITH … SELECT) statement.`,
  },
  nul: {
    datasette: (f) => invalid(f),
    api: (f) => ({ status: 400, rule: 'nul', message: f.message, parameter: f.detail.parameter ?? 'sql' }),
    page: (f) => ({ status: 400, message: f.message }),
    agent: (f) => `${f.message}. Remove the NUL character.`,
  },
  forbidden: {
    datasette: (f) => ({ status: 403, title: 'Forbidden', message: f.message, inQueryEnvelope: false }),
    api: (f) => ({ status: 403, rule: 'forbidden', message: f.message }),
    page: (f) => ({ status: 403, message: f.message }),
    agent: () => 'Custom SQL is turned off on this server: use the canned queries (list_canned_queries) instead.',
  },
  unknown_database: {
    datasette: () => ({ status: 404, title: null, message: 'Database not found', inQueryEnvelope: false }),
    api: (f) => ({ status: 503, rule: 'unavailable', message: f.message }),
    page: () => ({ status: 404, message: 'Database not found' }),
    agent: (f) => `${f.message}. list_databases names the databases served.`,
  },
  unknown_table: {
    datasette: () => ({ status: 404, title: null, message: 'Table not found', inQueryEnvelope: false }),
    api: (f) => ({ status: 404, rule: 'not_found', message: f.message }),
    page: () => ({ status: 404, message: 'Table not found' }),
    agent: (f) => `${f.message}. list_tables names the tables and views of a database.`,
  },
  unknown_query: {
    datasette: () => ({ status: 404, title: null, message: 'Query not found', inQueryEnvelope: false }),
    // A route naming a canned query that is not loaded is the service's fault.
    api: (f) => ({ status: 503, rule: 'unavailable', message: f.message }),
    page: (f) => ({ status: 500, message: f.message }),
    agent: (f) => `${f.message}. list_canned_queries names the canned queries of a database.`,
  },
  missing_parameter: {
    datasette: (f) => ({ status: 400, title: null, message: f.message, inQueryEnvelope: false }),
    api: (f) => ({ status: 400, rule: 'required', message: f.message, parameter: f.detail.parameter }),
    page: (f) => ({ status: 400, message: f.message }),
    agent: (f) => `${f.message}: add "${f.detail.parameter}" to params.`,
  },
  timeout: {
    datasette: (f) => ({ status: 400, title: 'SQL Interrupted', message: timeLimitMessage(f.detail.sql ?? ''), inQueryEnvelope: false }),
    api: (f, ctx) =>
      ctx.userSql
        ? userSql(f, 'time_limit', `the statement ran longer than the ${ctx.timeLimitMs} ms time limit`)
        : {
            status: ctx.routeTimeoutStatus,
            rule: 'time_limit',
            message: "The query took longer than the server's SQL time limit; try narrower parameters",
          },
    page: () => pageTimedOut,
    agent: () =>
      'The query ran past the time limit and was stopped. Narrow it: filter on an indexed column, use a full-text index instead of LIKE, or aggregate fewer rows.',
  },
  deadline: {
    ...refusal,
    page: () => pageTimedOut,
  },
  shed: refusal,
  rate_limited: {
    ...refusal,
    // Its message already says when to retry; an agent also needs to know what counts.
    agent: (f) => `${f.message}. Every tool call counts as one request: wait that long before the next call.`,
  },
  too_large: {
    datasette: (f) => ({ status: 400, title: 'Response too large', message: f.message, inQueryEnvelope: false }),
    api: (f, ctx) => (ctx.userSql ? userSql(f, 'too_large') : unavailable(f)),
    page: (f) => ({ status: 500, message: f.message }),
    agent: (f) => `${f.message}. Ask for fewer rows (LIMIT) or fewer and shorter columns.`,
  },
  memory: {
    datasette: (f) => ({ status: 400, title: 'Response too large', message: f.message, inQueryEnvelope: false }),
    api: (f, ctx) => (ctx.userSql ? userSql(f, 'too_large') : unavailable(f)),
    page: (f) => ({ status: 500, message: f.message }),
    agent: (f) => `${f.message}.`,
  },
};

export const datasetteAnswer = (f: QueryFailure): DatasetteAnswer => TABLE[f.kind].datasette(f);
export const apiAnswer = (f: QueryFailure, ctx: ApiContext): ApiAnswer => TABLE[f.kind].api(f, ctx);
export const pageAnswer = (f: QueryFailure): PageAnswer => TABLE[f.kind].page(f);
export const agentAnswer = (f: QueryFailure): string => TABLE[f.kind].agent(f);

/** Headers every surface sends with a failure: when to retry a refusal. */
export function failureHeaders(f: QueryFailure): Record<string, string> {
  return f.detail.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(f.detail.retryAfterSeconds) };
}
