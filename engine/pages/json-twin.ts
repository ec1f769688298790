// A configured page's `.json` twin: the page's variables and each query's rows with raw column
// names and values (no labels, no formats), so a program reads what the page shows.
import type { QueryRows, Row } from './run-queries.js';

export interface QueryJson {
  columns: string[];
  rows: Row[];
  truncated: boolean;
  /** The same query on the Datasette JSON routes. */
  json: string;
  /** Paged queries only. */
  page?: number;
  prev_url?: string | null;
  next_url?: string | null;
}

export interface PageJson {
  page: string;
  params: Record<string, string>;
  queries: Record<string, QueryJson>;
}

export function pageJson(path: string, params: Record<string, string>, queries: Array<[string, QueryRows]>): PageJson {
  const out: PageJson = { page: path, params, queries: {} };
  for (const [name, q] of queries) {
    const entry: QueryJson = { columns: q.columns, rows: q.rows, truncated: q.truncated, json: q.json };
    if (q.page !== undefined) Object.assign(entry, { page: q.page, prev_url: q.prev_url ?? null, next_url: q.next_url ?? null });
    out.queries[name] = entry;
  }
  return out;
}
