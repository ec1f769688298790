// The file the `inspect` command writes for one data version (beside it, in .snapshots/inspect/), and
// how its values are stored. Documented in the README ("Never cold: inspect").
//
// {
//   "format": "engine-inspect/1",
//   "database": "fixtures",            the database it was computed for
//   "sha256": "…",                     the SHA-256 of the database file (the version's identity)
//   "version": "…",                    the engine's version label of the file
//   "created_at": "2026-…Z", "elapsed_ms": 1234,
//   "tables": {                        every table, view and full-text index of the database
//     "<name>": {
//       "count": 123,                  exact row count (null: it ran out of the time limit)
//       "facets": [                    each facet the metadata declares or the page suggests, unfiltered
//         {"type": "column", "column": "party", "size": 30, "rows": [["Democrat", 250], …]}
//       ],
//       "suggested_facets": [{"column": "state", "type": "column"}, …]   what the probes found (a page
//                                      leaves out the facets it shows); null: not found in time
//     }
//   },
//   "queries": [                       canned answers: each canned query without parameters, and each
//                                      example a canned query documents, that reads no clock and
//                                      finished within its page's time limit
//     {"name": "by_year", "params": {"year": "2022"},   the parameters ({} for none)
//      "sql": "select …",              the SQL answered (an answer serves only this very text)
//      "columns": ["year", "n"],
//      "rows": [[2024, {"int": "7"}], …],   up to the row cap and one more, as a page asks for them
//      "complete": true}               false: the query has more rows than those
//   ],
//   "view_pages": [                    the first page of each view that reads no clock, as its
//                                      unfiltered page runs it; each as in "queries", "name" the view's
//     {"name": "agency_overview", "params": {}, "sql": "select … limit 101", …}
//   ],
//   "documented_sql": [               the SQL the service's documents link to (its API's examples and
//                                      questions, its agent guide's `?sql=` links) and the SQL its users
//                                      ran slow on earlier versions (engine/query/slow-sql.ts) that reads no clock
//                                      and finished within the SQL view's time limit; each as in
//                                      "queries", without "name"
//     {"params": {}, "sql": "select return_type, count(*) as n from returns group by return_type", …}
//   ],
//   "statement_btrees": ["bills", "idx_bills_sponsor", …]   the tables and indexes the service's own
//                                      statements (canned queries, /api, pages, search) open: a server
//                                      reads them into the OS cache first (absent: inspected without
//                                      the service's configuration)
//   "full_text": [                     each full-text form the service ranks (engine/query/known-counts.ts)
//     {"table": "docs_fts", "columns": ["title"],   its FTS5 table, and the columns its queries are
//                                      limited to (null: all)
//      "rows": 5000, "tokens": 81234,  the table's row count and token total (fts5_totals)
//      "terms": {"of": 3120, …}}       the rows matching each common word within those columns
//   ]
// }
// A value in `rows` is a JSON string, a float as a JSON number, null, an integer as {"int": "42"}
// (exact at any size), or a BLOB as {"blob": "<base64>"}.
import type { SqlValue } from '../json/pyjson.js';
import type { Facet } from '../views/result.js';
import { FACET_KINDS } from '../views/table/facet-kinds.js';

export const INSPECT_FORMAT = 'engine-inspect/1';

export type StoredValue = null | number | string | { int: string } | { blob: string };

export interface InspectedFacet {
  type: Facet['type'];
  column: string;
  /** Values the page shows (its facet size): the rows are one more, as the page asks for. */
  size: number;
  rows: Array<[StoredValue, number]>;
}

/** Whether two facets are the same facet of a page (its kind and its column). */
export function sameFacet(a: { type: string; column: string }, b: { type: string; column: string }): boolean {
  return a.type === b.type && a.column === b.column;
}

export interface InspectedTable {
  count: number | null;
  facets: InspectedFacet[];
  suggested_facets: Array<{ column: string; type: Facet['type'] }> | null;
}

/** A query's answer, kept for calls of its very SQL text with its very parameters. */
export interface InspectedAnswer {
  params: Record<string, string>;
  sql: string;
  columns: string[];
  rows: StoredValue[][];
  complete: boolean;
}

/** A canned query's answer, or a view's first page. */
export interface InspectedQuery extends InspectedAnswer {
  name: string;
}

export interface InspectedFullText {
  table: string;
  columns: string[] | null;
  rows: number;
  tokens: number;
  terms: Record<string, number>;
}

export interface InspectFile {
  format: typeof INSPECT_FORMAT;
  database: string;
  sha256: string;
  version: string;
  created_at: string;
  elapsed_ms: number;
  tables: Record<string, InspectedTable>;
  queries?: InspectedQuery[];
  /** The first page of each view that reads no clock: the answer of the query its page runs. */
  view_pages?: InspectedQuery[];
  /** The answers of the SQL the service's documents link to. */
  documented_sql?: InspectedAnswer[];
  /** The tables and indexes the service's own statements open: read into the cache before the others. */
  statement_btrees?: string[];
  /** The common words of the full-text forms the service ranks, counted. */
  full_text?: InspectedFullText[];
}

export function storeValue(v: SqlValue): StoredValue {
  if (typeof v === 'bigint') return { int: v.toString() };
  if (v instanceof Uint8Array) return { blob: Buffer.from(v).toString('base64') };
  return v;
}

/** Back to what SQLite gives the engine (integers as BigInt, as the workers read them). */
export function loadValue(v: StoredValue): SqlValue {
  if (v === null || typeof v !== 'object') return v;
  return 'int' in v ? BigInt(v.int) : new Uint8Array(Buffer.from(v.blob, 'base64'));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStoredValue = (v: unknown): boolean =>
  v === null ||
  typeof v === 'number' ||
  typeof v === 'string' ||
  (isObject(v) && (typeof v.int === 'string' || typeof v.blob === 'string'));

function isInspectedTable(v: unknown): boolean {
  return (
    isObject(v) &&
    (v.count === null || typeof v.count === 'number') &&
    Array.isArray(v.facets) &&
    v.facets.every(
      (f) =>
        isObject(f) &&
        FACET_KINDS.some((k) => k.type === f.type) &&
        typeof f.column === 'string' &&
        typeof f.size === 'number' &&
        Array.isArray(f.rows),
    ) &&
    (v.suggested_facets === null || Array.isArray(v.suggested_facets))
  );
}

function isInspectedQuery(v: unknown): boolean {
  return isObject(v) && typeof v.name === 'string' && isInspectedAnswer(v);
}

function isInspectedAnswer(v: unknown): boolean {
  return (
    isObject(v) &&
    typeof v.sql === 'string' &&
    isObject(v.params) &&
    Object.values(v.params).every((p) => typeof p === 'string') &&
    Array.isArray(v.columns) &&
    Array.isArray(v.rows) &&
    v.rows.every((r) => Array.isArray(r) && r.every(isStoredValue)) &&
    typeof v.complete === 'boolean'
  );
}

function isInspectedFullText(v: unknown): boolean {
  return (
    isObject(v) &&
    typeof v.table === 'string' &&
    (v.columns === null || (Array.isArray(v.columns) && v.columns.every((c) => typeof c === 'string'))) &&
    Number.isSafeInteger(v.rows) &&
    Number.isSafeInteger(v.tokens) &&
    isObject(v.terms) &&
    Object.values(v.terms).every((n) => Number.isSafeInteger(n))
  );
}

/**
 * Whether a parsed file has the shape this engine reads: a file of another shape (written by
 * another engine, or damaged) is treated as absent, and the version inspected again.
 */
export function isInspectFile(v: unknown, database: string): v is InspectFile {
  return (
    isObject(v) &&
    v.format === INSPECT_FORMAT &&
    v.database === database &&
    typeof v.sha256 === 'string' &&
    typeof v.version === 'string' &&
    isObject(v.tables) &&
    Object.values(v.tables).every(isInspectedTable) &&
    (v.queries === undefined || (Array.isArray(v.queries) && v.queries.every(isInspectedQuery))) &&
    (v.view_pages === undefined || (Array.isArray(v.view_pages) && v.view_pages.every(isInspectedQuery))) &&
    (v.documented_sql === undefined || (Array.isArray(v.documented_sql) && v.documented_sql.every(isInspectedAnswer))) &&
    (v.full_text === undefined || (Array.isArray(v.full_text) && v.full_text.every(isInspectedFullText)))
  );
}
