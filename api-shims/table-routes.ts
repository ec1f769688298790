// Answering the routes declared as SQL: a page of rows (list envelope) or one record with its
// child lists (record envelope).
import { type PyJson } from '../engine/index.js';
import { notFound } from './errors.js';
import type { ParsedParams } from './params.js';
import { MAX_OFFSET } from './routes/common.js';
import { resolveSql, rowObject, runQuery, withMissingAsEmpty, type RequestContext } from './run.js';
import type { ListRoute, RecordRoute } from './spec.js';

export type Body = Record<string, PyJson>;

export async function answerList(ctx: RequestContext, route: ListRoute, params: ParsedParams, requestPath: string): Promise<Body> {
  const { understood, bound } = params;
  if (route.parent) {
    const parent = await runQuery(ctx, route.parent.sql, bound, 1);
    if (!parent.rows.length) throw notFound(route.parent.what, route.parent.param, understood[route.parent.param]);
  }
  const limit = Number(understood.limit);
  const offset = Number(understood.offset);
  // One row more than asked tells whether there is a next page.
  const sql = `${route.source.sql}\nlimit :_fetch offset :offset`;
  const { columns, rows } = await runQuery(ctx, sql, { ...bound, _fetch: BigInt(limit + 1) }, limit + 1);
  const results = rows.slice(0, limit).map((row) => rowObject(columns, row));
  const hasNext = rows.length > limit && offset + limit <= MAX_OFFSET;
  return {
    ok: true,
    route: route.path,
    params: understood,
    count: results.length,
    limit,
    offset,
    next: hasNext ? nextPage(route, understood, requestPath, offset + limit) : null,
    results,
  };
}

/** Path and query of the following page: the same parameters as understood, the offset moved on. */
function nextPage(route: ListRoute, understood: ParsedParams['understood'], requestPath: string, offset: number): string {
  const query = new URLSearchParams();
  for (const p of route.params) {
    const value = p.name === 'offset' ? offset : understood[p.name];
    if (p.in === 'query' && value !== null) query.set(p.name, String(value));
  }
  return `${requestPath}?${query}`;
}

export async function answerRecord(ctx: RequestContext, route: RecordRoute, params: ParsedParams): Promise<Body> {
  const { understood, bound } = params;
  const sql = resolveSql(ctx.engine, route.source);
  const { columns, rows } = await runQuery(ctx, sql, withMissingAsEmpty(sql, bound), 1);
  if (!rows.length) throw notFound(route.what, route.idParam, understood[route.idParam]);
  const result = rowObject(columns, rows[0]);
  for (const child of route.children ?? []) {
    const childSql = resolveSql(ctx.engine, child.source);
    const list = await runQuery(ctx, childSql, withMissingAsEmpty(childSql, bound), ctx.engine.settings.max_returned_rows);
    result[child.key] = list.rows.map((row) => rowObject(list.columns, row));
  }
  return { ok: true, route: route.path, params: understood, result };
}
