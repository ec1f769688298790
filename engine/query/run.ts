// The one way to run a query, for every caller (Datasette views, configured pages, the /api kit,
// agents' tools): database, SQL or canned query, parameters, client and limits in; rows out, or a
// QueryFailure saying why not. Callers never bind, check or map errors on their own.
import type { Engine } from '../engine.js';
import type { OrderedWalk, ParamValue, QueryResult, RenderSpec } from '../pool/protocol.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { userSqlProblem } from '../sql/check-user-sql.js';
import { QueryFailure } from './failure.js';
import { storedAnswer } from './stored-answers.js';
import { timeLimit } from '../config/settings.js';

export interface QueryCall {
  database: string;
  /** The SQL to run: the engine's own, or a user's when `userSql` is set. Give this or `canned`. */
  sql?: string;
  /** The engine's own shortcut to the first rows of `sql` (a filtered table page's ordered walk). */
  walk?: OrderedWalk;
  /** The name of a canned query of `database`. */
  canned?: string;
  /** Written by a user: checked to be one read-only SELECT, and refused where custom SQL is off. */
  userSql?: boolean;
  /**
   * A person's or an agent's own SQL (the SQL view, execute_sql, an /api SQL route): when it runs
   * slow it is remembered, and each new data version answers it in advance (engine/query/slow-sql.ts).
   */
  adHoc?: boolean;
  params?: Record<string, ParamValue>;
  /**
   * A named parameter the SQL uses that `params` lacks: left to SQLite, which refuses the query
   * naming it (the default); bound as '' (as Datasette binds a canned query's); or refused here as
   * a missing parameter.
   */
  missingParams?: 'unbound' | 'empty' | 'refuse';
  /** Whom the query counts for (per-client fairness). */
  client: string;
  /** Fetch at most this many rows (ask for one more than shown to detect truncation); 0 = no cap. */
  maxRows: number;
  /** Default: the sql_time_limit_ms setting; null: no limit. */
  timeLimitMs?: number | null;
  /** Rows encoded to Datasette JSON by the worker; without it, raw values come back in `rawRows`. */
  render?: RenderSpec;
}

/** What ran, and its rows. */
export interface QueryAnswer extends QueryResult {
  sql: string;
  params: Record<string, ParamValue>;
}

export async function runQuery(engine: Engine, call: QueryCall): Promise<QueryAnswer> {
  const info = engine.databases.get(call.database);
  if (!info) throw new QueryFailure('unknown_database', `Database not found: ${call.database}`);
  let sql: string;
  if (call.canned !== undefined) {
    const canned = engine.cannedQuery(call.database, call.canned);
    if (!canned) throw new QueryFailure('unknown_query', `Database ${call.database} has no canned query named ${call.canned}`);
    sql = canned.sql;
  } else {
    sql = call.sql ?? '';
  }
  if (call.userSql) checkUserSql(engine, sql);
  const params = bindParams(sql, call.params ?? {}, call.missingParams ?? 'unbound');
  refuseNul(sql, params);
  const stored = storedAnswer(engine, call.database, sql, params, call.maxRows, call.render);
  if (stored) return { ...stored, sql, params };
  const timeLimitMs = call.timeLimitMs === undefined ? timeLimit(engine.settings.sql_time_limit_ms) : call.timeLimitMs;
  try {
    const result = await engine.pool.run(
      {
        database: call.database,
        path: engine.versions.pathFor(call.database),
        sql,
        walk: call.walk,
        params,
        maxRows: call.maxRows,
        timeLimitMs,
        render: call.render,
      },
      call.client,
    );
    if (result.walk) engine.metrics.walks.inc({ database: call.database, outcome: result.walk });
    if (call.adHoc && result.ms !== undefined) engine.slowSql.record(call.database, sql, params, result.ms);
    return { ...result, sql, params };
  } catch (e) {
    if (!(e instanceof QueryFailure)) throw e;
    if (e.kind === 'timeout') engine.metrics.timeouts.inc({ database: call.database });
    throw e.about(sql);
  }
}

/** User SQL may run: one read-only SELECT, on a server that allows custom SQL (else a QueryFailure). */
export function checkUserSql(engine: Engine, sql: string): void {
  // Validation first, then the permission: a non-SELECT is refused as such even where SQL is off.
  const problem = userSqlProblem(sql);
  if (problem) throw new QueryFailure('not_select', problem, { sql });
  if (!engine.settings.default_allow_sql) {
    throw new QueryFailure('forbidden', 'Custom SQL is not allowed on this server (default_allow_sql is off)', { sql });
  }
}

function bindParams(sql: string, given: Record<string, ParamValue>, missing: QueryCall['missingParams']): Record<string, ParamValue> {
  if (missing === 'unbound') return given;
  const params = { ...given };
  for (const name of extractNamedParameters(sql)) {
    if (name in params) continue;
    if (missing === 'refuse') {
      throw new QueryFailure('missing_parameter', `Missing parameter "${name}": the SQL refers to :${name}`, { parameter: name, sql });
    }
    params[name] = '';
  }
  return params;
}

/**
 * SQLite stops reading SQL text at a NUL and truncates bound text there, so what would run is not
 * what was sent: refuse it. Every query (SQL, filters, `_where`, `_next`, canned parameters, paths
 * that name tables) reaches SQLite through here.
 */
function refuseNul(sql: string, params: Record<string, ParamValue>): void {
  if (sql.includes('\u0000')) {
    throw new QueryFailure('nul', 'The SQL contains a NUL character (U+0000): SQLite would stop reading there, so it is refused', { sql });
  }
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && value.includes('\u0000')) {
      throw new QueryFailure(
        'nul',
        `Parameter :${name} contains a NUL character (U+0000): SQLite would cut the value there, so it is refused`,
        { parameter: name, sql },
      );
    }
  }
}
