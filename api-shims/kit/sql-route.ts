// /api/sql: one user SELECT, checked exactly as the Datasette `?sql=` view checks it.
import { HttpError, checkUserSql, extractNamedParameters, type ParamValue, type PyJson } from '../../engine/index.js';
import { ApiError, userSqlFailure } from './errors.js';
import type { ParsedParams } from './params.js';
import { cell, rowObject, runQuery, type RequestContext } from './run.js';
import type { EnvelopeStyle } from './service.js';
import type { SpecialRoute } from './spec.js';
import type { Body } from './table-routes.js';

export async function answerSql(
  ctx: RequestContext,
  route: SpecialRoute,
  params: ParsedParams,
  queryValue: (name: string) => string | undefined,
  style: EnvelopeStyle,
): Promise<Body> {
  const sql = String(params.understood.sql);
  try {
    checkUserSql(sql);
  } catch (e) {
    if (e instanceof HttpError) throw new ApiError(400, `Parameter "sql": ${e.message}`, { parameter: 'sql', rule: 'select_only' });
    throw e;
  }
  if (!ctx.engine.settings.default_allow_sql) {
    throw new ApiError(403, 'Custom SQL is not allowed on this server (default_allow_sql is off)', { rule: 'forbidden' });
  }
  // `:name` placeholders take the query parameter of the same name ('' when absent, as in
  // Datasette, unless the service requires every one).
  const shown: Record<string, PyJson> = { ...params.understood };
  const bound: Record<string, ParamValue> = {};
  for (const name of extractNamedParameters(sql)) {
    const given = queryValue(name);
    if (given === undefined && style.sqlRequiresParams) {
      throw new ApiError(400, `Missing parameter "${name}": the SQL refers to :${name}`, { parameter: name, rule: 'required' });
    }
    const value = given ?? '';
    bound[name] = value;
    if (!(name in shown)) shown[name] = value;
  }
  const cap = ctx.engine.settings.max_returned_rows;
  let columns: string[];
  let rows: Awaited<ReturnType<typeof runQuery>>['rows'];
  try {
    ({ columns, rows } = await runQuery(ctx, sql, bound, cap > 0 ? cap + 1 : 0));
  } catch (e) {
    const failure = userSqlFailure(e, ctx.engine.settings.sql_time_limit_ms);
    if (
      style.oneStatementIsSelectOnly &&
      failure.detail.rule === 'sql_error' &&
      /one statement at a time|more than one statement/.test(failure.message)
    ) {
      throw new ApiError(400, failure.message, { parameter: 'sql', rule: 'select_only' });
    }
    throw failure;
  }
  const truncated = cap > 0 && rows.length > cap;
  const page = truncated ? rows.slice(0, cap) : rows;
  const results = params.understood._shape === 'arrays' ? page.map((row) => row.map(cell)) : page.map((row) => rowObject(columns, row));
  const limit = cap > 0 ? cap : Math.max(results.length, 1);
  if (!style.sqlExtras) return { ok: true, route: route.path, params: shown, count: results.length, limit, offset: 0, next: null, results };
  return {
    ok: true,
    route: route.path,
    params: shown,
    count: results.length,
    limit,
    offset: 0,
    next: null,
    columns,
    truncated,
    results,
  };
}
