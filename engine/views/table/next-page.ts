// The next page of a table: its `_next` token, from the last row shown, and its URL.
import type { Engine } from '../../engine.js';
import type { RequestInfo } from '../../request.js';
import type { SqlValue } from '../../json/pyjson.js';
import type { ParamValue } from '../../pool/protocol.js';
import { escapeSqlite } from '../../sql/escape.js';
import { urlencode } from '../../url/query-string.js';
import type { Fetched } from '../fetch.js';
import { makeToken } from './keyset.js';
import type { PageQuery } from './page-query.js';
import type { TableRequest } from './page-request.js';

export interface NextPage {
  next: string | null;
  nextUrl: string | null;
}

export async function nextPage(
  engine: Engine,
  req: RequestInfo,
  page: TableRequest,
  query: PageQuery,
  fetched: Fetched,
): Promise<NextPage> {
  const { table, keys, sort, size } = page;
  const { columns } = query;
  if (size === 0 || fetched.rowCount <= size) return { next: null, nextUrl: null };
  let next: string;
  if (table.isView) next = String(Number(query.nextToken ?? 0) + size);
  else {
    const last = fetched.lastShown!;
    const keyValues = keys.map((k) => last[columns.indexOf(k)]);
    let sortValue: SqlValue = null;
    if (sort) {
      const at = columns.indexOf(sort.column);
      sortValue = at >= 0 ? last[at] : await lookupSortValue(engine, req, page.db, escapeSqlite(table.name), keys, keyValues, sort.column);
    }
    next = makeToken(keyValues, sort, sortValue);
  }
  // Sorted tables re-append the sort after `_next`, also when it came from metadata; views only replace `_next`.
  const sortArg = sort && !table.isView ? (sort.desc ? '_sort_desc' : '_sort') : null;
  const kept = req.pairs.filter(([k]) => k !== '_next' && (!sortArg || (k !== '_sort' && k !== '_sort_desc')));
  kept.push(['_next', next]);
  if (sortArg) kept.push([sortArg, sort!.column]);
  return { next, nextUrl: req.absolute(`${page.path}?${urlencode(kept)}`) };
}

/** The sort value of the last row shown when the page does not select the sort column. */
async function lookupSortValue(
  engine: Engine,
  req: RequestInfo,
  db: string,
  escapedTable: string,
  keys: string[],
  values: SqlValue[],
  column: string,
): Promise<SqlValue> {
  const params: Record<string, ParamValue> = {};
  keys.forEach((_, i) => {
    params[`k${i}`] = values[i] as ParamValue;
  });
  const sql = `select ${escapeSqlite(column)} from ${escapedTable} where ${keys.map((k, i) => `${escapeSqlite(k)} = :k${i}`).join(' and ')}`;
  const r = await engine.query({ database: db, sql, params, maxRows: 1, client: req.client });
  return r.rawRows![0]?.[0] ?? null;
}
