// What a view hands to the renderers. A view answers one request with one structured result; the
// JSON renderer (engine/http/json-renderer.ts), the CSV renderer (engine/http/csv.ts) and the HTML
// renderer (engine/html/page.ts) turn it into bytes. Views never render and never see HTTP.
import type { CannedQuery } from '../config/metadata.js';
import type { ForeignKey, TableInfo } from '../db/introspect.js';
import { RawJson, type PyJson, type SqlValue } from '../json/pyjson.js';
import type { ParamValue } from '../pool/protocol.js';

/** The format a request asked for. It decides how the SQL worker hands rows back (see `Rows`). */
export type OutputFormat = 'json' | 'html' | 'csv';

/** Datasette's `_shape` values. */
export type Shape = 'arrays' | 'objects' | 'array' | 'arrayfirst' | 'object';

/**
 * Datasette's JSON object for the view: exactly its keys, in its order, with its values. Only the
 * JSON renderer reads it; its `rows` entry is a placeholder that renderer fills from `EncodedRows`.
 */
export type Envelope = Record<string, PyJson>;

/** The value of an envelope's `rows` key: where the JSON renderer puts the encoded rows. */
export const ROWS_SLOT = new RawJson('"\u0002ROWS\u0002"');

/** Rows for JSON: already encoded by the SQL worker in the requested `_shape` (one buffer crosses threads). */
export interface EncodedRows {
  form: 'encoded';
  shape: Shape;
  /** The rows' JSON text without the surrounding brackets. */
  bytes: Uint8Array;
  /** The JSON around the rows may be written into `bytes`' buffer (see QueryResult.framable). */
  framable?: boolean;
  /** For `_shape=object`: each row's key (its tilde-encoded primary key values joined by commas). */
  objectKeys?: string[];
}

/**
 * Labels of expanded foreign-key cells: column → (labelKey(value) → label). With no label column on
 * the other table the label is the value as text (Datasette's `str(v)`).
 */
export type ColumnLabels = ReadonlyMap<string, ReadonlyMap<string, SqlValue>>;

/** Rows for HTML and CSV: raw SQLite values (integers are bigint, BLOBs Uint8Array). */
export interface ValueRows {
  form: 'values';
  columns: string[];
  /** One array per row, in `columns` order. */
  values: SqlValue[][];
  /**
   * Labels for expanded foreign keys. HTML: every expandable column of a table or row page.
   * CSV: the columns `_labels`/`_label` asked for (each becomes a `<col>_label` column).
   */
  labels: ColumnLabels;
}

export type Rows = EncodedRows | ValueRows;

/** The key of a value in `ColumnLabels` (distinguishes 1 from '1'). */
export function labelKey(v: SqlValue): string {
  if (v === null) return 'null';
  if (typeof v === 'bigint') return `i:${v}`;
  if (typeof v === 'number') return `f:${v}`;
  if (typeof v === 'string') return `s:${v}`;
  return `b:${Buffer.from(v).toString('hex')}`;
}

/** The label of `value` in `column`, or undefined when the column was not expanded or the value has no row. */
export function labelOf(labels: ColumnLabels, column: string, value: SqlValue): SqlValue | undefined {
  return value === null ? undefined : labels.get(column)?.get(labelKey(value));
}

/** `?col__op=value` as the person wrote it; `op` is one of FILTER_OPS (views/table/filters.ts). */
export interface Filter {
  column: string;
  op: string;
  value: string;
}

export interface Sort {
  column: string;
  desc: boolean;
}

/** A single-column outgoing foreign key and the label column of the table it points to. */
export interface Expandable {
  fk: ForeignKey;
  labelColumn: string | null;
}

export interface FacetItem {
  value: SqlValue;
  /** The foreign-key label for an expandable column, else the value. */
  label: SqlValue;
  count: number;
  /** Absolute URL of this page with the value selected (or, when selected, deselected). */
  toggleUrl: string;
  selected: boolean;
}

export interface Facet {
  /** Key in `facet_results` (the column, or `column_2`… for a repeated facet). */
  name: string;
  column: string;
  type: 'column' | 'array' | 'date';
  /** Asked for in the query string (so removable), not configured in metadata. */
  hideable: boolean;
  /** Relative URL of this page without this facet. */
  toggleUrl: string;
  items: FacetItem[];
  truncated: boolean;
}

export interface SuggestedFacet {
  column: string;
  /** Absent for a column facet. */
  type?: 'date' | 'array';
  /** Absolute URL of this page with the facet added. */
  toggleUrl: string;
}

/** The part of the page that shows search, present when the table has a full-text index. */
export interface Search {
  ftsTable: string;
  /** `_search` as asked ('' when absent). */
  text: string;
  /** `_search_<col>` values as asked. */
  columns: Record<string, string>;
}

interface Common {
  status: number;
  envelope: Envelope;
}

export interface IndexResult extends Common {
  kind: 'index';
  databases: Array<{
    name: string;
    /** URL path of the database page. */
    path: string;
    tablesCount: number;
    viewsCount: number;
    hiddenTablesCount: number;
    /** Null when row counts were too slow to show. */
    rowsSum: number | null;
    /** SQLite's estimate of the rows, when no exact sum is known. */
    rowsSumEstimate: number | null;
    /** Up to five tables (then views) in Datasette's order. */
    top: Array<{ name: string; isView: boolean; count: number | null; estimate: number | null }>;
    more: boolean;
    queries: CannedQuery[];
  }>;
}

export interface DatabaseResult extends Common {
  kind: 'database';
  database: string;
  path: string;
  /** In Datasette's order: visible tables by name, then hidden ones. */
  tables: Array<{ info: TableInfo; count: number | null; hidden: boolean; ftsTable: string | null }>;
  views: string[];
  queries: CannedQuery[];
  allowSql: boolean;
}

export interface TableResult extends Common {
  kind: 'table';
  rows: Rows;
  database: string;
  table: TableInfo;
  /** URL path of this page without a format suffix (`/db/table`). */
  path: string;
  /** The selected columns, in order (`rowid` first on rowid tables). */
  columns: string[];
  /** Columns that identify a row: the primary keys, or ['rowid']; [] for views. */
  keyColumns: string[];
  filters: Filter[];
  sort: Sort | null;
  search: Search | null;
  facets: Facet[];
  suggestedFacets: SuggestedFacet[];
  expandable: Expandable[];
  /** Null when not counted (`_nocount`, time limit). */
  count: number | null;
  /** When `count` is null: the number it is known to exceed, if any. */
  countMoreThan: number | null;
  /** The SQL that counts every matching row (for a "count all" link). */
  countSql: string;
  /**
   * The count, a facet or suggestions ran out of time and were left out (they finish in the
   * background): caches must not keep this answer, the next one may be complete.
   */
  partial: boolean;
  humanDescription: string;
  sql: string;
  params: Record<string, ParamValue>;
  pageSize: number;
  /** The `_next` token of the following page, and this page's URL with it. */
  next: string | null;
  nextUrl: string | null;
}

export interface IncomingLink {
  otherTable: string;
  /** This table's column. */
  column: string;
  otherColumn: string;
  count: number | null;
  /** Path of the other table filtered to this row. */
  link: string;
}

export interface RowResult extends Common {
  kind: 'row';
  rows: Rows;
  database: string;
  table: TableInfo;
  keyColumns: string[];
  keyValues: string[];
  expandable: Expandable[];
  /** Tables pointing at this row, with counts: always for HTML, for JSON when `_extras` asks. */
  incoming: IncomingLink[] | null;
}

export interface QueryViewResult extends Common {
  kind: 'query';
  /** Absent when the SQL failed (`error` says why), or, for HTML, not run while a required parameter is empty. */
  rows: Rows | null;
  database: string;
  canned: CannedQuery | null;
  sql: string;
  /** Parameter names the form asks for (canned `params`, else the SQL's `:names`; no magic `_` ones). */
  paramNames: string[];
  /** Each parameter's value as shown in `query.params`. */
  params: Record<string, string>;
  columns: string[];
  truncated: boolean;
  error: string | null;
}

/** A JSON document that is not a data page: introspection, the `_shape` error bodies. */
export interface DocumentResult {
  kind: 'document';
  status: number;
  body: PyJson;
  /** Data views get Cache-Control (on 200) and Referrer-Policy. */
  dataView: boolean;
}

export interface RedirectResult {
  kind: 'redirect';
  status: 301 | 302;
  location: string;
  headers?: Record<string, string>;
}

/** The results an HTML page is made from. */
export type PageResult = IndexResult | DatabaseResult | TableResult | RowResult | QueryViewResult;

export type ViewResult = PageResult | DocumentResult | RedirectResult;
