// Answering the routes declared as SQL: a page of rows (list envelope) or one record with its
// child lists (record envelope).
import { type PyJson } from '../../engine/index.js';
import { notFound } from './errors.js';
import type { ParsedParams } from './params.js';
import { rankedBindings } from './ranked.js';
import { runQuery, typedRowObject, type RequestContext } from './run.js';
import { MAX_OFFSET, type ListRoute, type RecordRoute } from './spec.js';

export type Body = Record<string, PyJson>;

export async function answerList(ctx: RequestContext, route: ListRoute, params: ParsedParams, requestPath: string): Promise<Body> {
  const { understood } = params;
  const bound = { ...params.bound, ...rankedBindings(ctx, route.params, understood) };
  if (route.parent) {
    const parent = await runQuery(ctx, { sql: route.parent.sql }, bound, 1);
    if (!parent.rows.length) throw notFound(route.parent.what, route.parent.param, understood[route.parent.param]);
  }
  if (route.allRows) return answerAllRows(ctx, route, { understood, bound });
  const limit = route.pageSize ?? Number(understood.limit);
  const offset = Number(understood.offset);
  // One row more than asked tells whether there is a next page.
  const sql = `${route.source.sql}\nlimit :_fetch offset :offset`;
  const { columns, rows } = await runQuery(ctx, { sql }, { ...bound, _fetch: BigInt(limit + 1) }, limit + 1);
  const results = rows.slice(0, limit).map((row) => typedRowObject(columns, row, route.columns));
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

/** A whole (small) result on one page: `limit` is the row count. */
async function answerAllRows(ctx: RequestContext, route: ListRoute, params: ParsedParams): Promise<Body> {
  const { columns, rows } = await runQuery(ctx, route.source, params.bound, 0);
  const results = rows.map((row) => typedRowObject(columns, row, route.columns));
  return {
    ok: true,
    route: route.path,
    params: params.understood,
    count: results.length,
    limit: results.length,
    offset: 0,
    next: null,
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
  const { columns, rows } = await runQuery(ctx, route.source, bound, 1);
  if (!rows.length) throw notFound(route.what, route.idParam, understood[route.idParam]);
  const result = typedRowObject(columns, rows[0], route.columns);
  for (const child of route.children ?? []) {
    const list = await runQuery(ctx, child.source, bound, ctx.engine.settings.max_returned_rows);
    result[child.key] = list.rows.map((row) => typedRowObject(list.columns, row, child.columns));
  }
  return { ok: true, route: route.path, params: understood, result };
}
