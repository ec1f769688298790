// Runs the queries that feed a configured page, with their parameters taken from the path (or the
// query string), a page of rows at a time for `paged` queries.
import type { Engine } from '../engine.js';
import { ConfigError } from '../config/load.js';
import type { ParamValue } from '../pool/protocol.js';
import { jsonValue, type JsonValue } from '../query/values.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { tildeEncode } from '../url/tilde.js';
import { urlencode, type QueryPairs } from '../url/query-string.js';
import type { PageQuery } from './schema.js';
import type { ColumnHeader } from './display.js';

export type Row = Record<string, JsonValue>;

export interface QueryRows {
  columns: string[];
  rows: Row[];
  /** More rows exist than the page shows. */
  truncated: boolean;
  /** The same query's JSON (and, with `.csv`, CSV) on the Datasette routes. */
  json: string;
  /** How `queryTable` shows each column (label, format, link). */
  headers: ColumnHeader[];
  /** With `paged`: the page shown (1-based) and its neighbours' URLs (null when none). */
  page?: number;
  prev_url?: string | null;
  next_url?: string | null;
}

const DEFAULT_LIMIT = 100;

/**
 * What a paged query names to page itself: the engine binds both (rows to read, one more than a
 * page; rows to skip) instead of wrapping it, so it can page before reading what only shown rows need.
 */
export const PAGE_LIMIT = '_page_limit';
export const PAGE_OFFSET = '_page_offset';

/** Whether a query whose parameters are `names` pages itself. */
export function pagesItself(names: readonly string[]): boolean {
  return names.includes(PAGE_LIMIT) && names.includes(PAGE_OFFSET);
}

export interface ResolvedQuery {
  sql: string;
  /** Set for canned queries: their JSON lives at /<db>/<name>.json. */
  canned?: string;
}

export function resolveQuery(engine: Engine, where: string, q: PageQuery): ResolvedQuery {
  if (!engine.databases.has(q.database)) throw new ConfigError(`${where}: database ${q.database} is not being served`);
  if (q.sql !== undefined) return { sql: q.sql };
  const canned = engine.cannedQuery(q.database, q.canned!);
  if (!canned) throw new ConfigError(`${where}: database ${q.database} has no canned query ${q.canned}`);
  return { sql: canned.sql, canned: canned.name };
}

/** The query's rows from `offset`, one more than a page to tell whether another follows. */
function pageSql(sql: string, limit: number, offset: number): string {
  // Newlines keep a trailing `-- comment` of the query from swallowing the closing parenthesis.
  return `select * from (\n${sql.replace(/[\s;]+$/, '')}\n) limit ${limit + 1} offset ${offset}`;
}

export async function runPageQuery(
  engine: Engine,
  q: PageQuery,
  resolved: ResolvedQuery,
  variables: Record<string, string>,
  client: string,
  headers: (columns: string[]) => ColumnHeader[],
  page = 1,
): Promise<QueryRows> {
  const limit = q.limit ?? DEFAULT_LIMIT;
  const names = extractNamedParameters(resolved.sql);
  const own = q.paged === true && pagesItself(names);
  const paging: Record<string, number> = own ? { [PAGE_LIMIT]: limit + 1, [PAGE_OFFSET]: (page - 1) * limit } : {};
  const params: Record<string, ParamValue> = {};
  const pairs: QueryPairs = [];
  for (const name of names) {
    const value = paging[name] ?? variables[q.params?.[name] ?? name] ?? '';
    params[name] = value;
    pairs.push([name, String(value)]);
  }
  const sql = q.paged && !own ? pageSql(resolved.sql, limit, (page - 1) * limit) : resolved.sql;
  const result = await engine.query({ database: q.database, sql, params, maxRows: limit + 1, client });
  const raw = result.rawRows ?? [];
  const rows = raw.slice(0, limit).map((r) => Object.fromEntries(result.columns.map((c, i) => [c, jsonValue(r[i])])));
  const db = tildeEncode(q.database);
  const json = resolved.canned
    ? `/${db}/${tildeEncode(resolved.canned)}.json${pairs.length ? `?${urlencode(pairs)}` : ''}`
    : `/${db}.json?${urlencode([['sql', resolved.sql], ...pairs])}`;
  return { columns: result.columns, rows, truncated: raw.length > limit, json, headers: headers(result.columns) };
}
