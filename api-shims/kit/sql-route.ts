// /api/sql: one user SELECT, checked exactly as the Datasette `?sql=` view checks it.
import { extractNamedParameters, jsonValue, rowObject, type ParamValue, type PyJson } from '../../engine/index.js';
import type { ParsedParams } from './params.js';
import type { RequestContext } from './run.js';
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
  // `:name` placeholders take the query parameter of the same name ('' when absent, as in
  // Datasette, unless the service requires every one).
  const shown: Record<string, PyJson> = { ...params.understood };
  const bound: Record<string, ParamValue> = {};
  for (const name of extractNamedParameters(sql)) {
    const given = queryValue(name);
    if (given !== undefined) bound[name] = given;
    if (!(name in shown)) shown[name] = given ?? '';
  }
  const cap = ctx.engine.settings.max_returned_rows;
  const { columns, rawRows } = await ctx.engine.query({
    database: ctx.database,
    sql,
    userSql: true,
    adHoc: true,
    params: bound,
    missingParams: style.sqlRequiresParams ? 'refuse' : 'empty',
    maxRows: cap > 0 ? cap + 1 : 0,
    client: ctx.client,
  });
  const rows = rawRows ?? [];
  const truncated = cap > 0 && rows.length > cap;
  const page = truncated ? rows.slice(0, cap) : rows;
  const results =
    params.understood._shape === 'arrays' ? page.map((row) => row.map(jsonValue)) : page.map((row) => rowObject(columns, row));
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
