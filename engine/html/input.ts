// The parts of a view's result the HTML pages read: Datasette's JSON keys, as plain values.
export type Value = null | boolean | number | string | Value[] | { [k: string]: Value };

/** A foreign key as `expandable_columns` lists it. */
export interface ForeignKeyRef {
  column: string;
  other_table: string;
  other_column: string;
}

export interface FacetItem {
  value: Value;
  label: Value;
  count: number;
  toggle_url: string;
  selected: boolean;
}

export interface FacetResult {
  name: string;
  type: string;
  hideable: boolean;
  toggle_url: string;
  results: FacetItem[];
  truncated: boolean;
}

export interface SuggestedFacet {
  name: string;
  type?: string;
  toggle_url: string;
}

export interface TableData {
  database: string;
  table: string;
  is_view: boolean;
  human_description_en: string;
  rows: Array<Value[] | Record<string, Value>>;
  truncated: boolean;
  filtered_table_rows_count: number | null;
  expandable_columns?: Array<[ForeignKeyRef, string | null]>;
  columns: string[];
  primary_keys: string[];
  query: { sql: string; params: Record<string, Value> };
  facet_results?: Record<string, FacetResult>;
  suggested_facets?: SuggestedFacet[];
  next: string | null;
  next_url: string | null;
}

export interface IncomingLink {
  other_table: string;
  column: string;
  other_column: string;
  count: number;
  link: string;
}

export interface RowData {
  database: string;
  table: string;
  rows: Array<Value[] | Record<string, Value>>;
  columns: string[];
  primary_keys: string[];
  primary_key_values: string[];
  foreign_key_tables?: IncomingLink[];
}

export interface QueryData {
  ok: boolean;
  database: string;
  query_name: string | null;
  rows: Array<Value[] | Record<string, Value>>;
  truncated: boolean;
  columns: string[];
  query: { sql: string; params: Record<string, Value> };
  error: string | null;
}

export interface DatabaseTable {
  name: string;
  columns: string[];
  count: number | null;
  hidden: boolean;
  fts_table: string | null;
}

export interface DatabaseData {
  database: string;
  path: string;
  tables: DatabaseTable[];
  hidden_count: number;
  views: Array<{ name: string }>;
  queries: Array<{ name: string; title?: string; description?: string; description_html?: string; params: string[] }>;
  allow_execute_sql: boolean;
}

export interface IndexDatabase {
  name: string;
  path: string;
  tables_and_views_truncated: Array<{ name: string; count?: number | null }>;
  tables_and_views_more: boolean;
  tables_count: number;
  table_rows_sum: number | null;
  hidden_tables_count: number;
  views_count: number;
}

export type IndexData = Record<string, IndexDatabase>;

/** Rows arrive as arrays (default shape) or objects (when labels are expanded): read them as arrays. */
export function rowValues(row: Value[] | Record<string, Value>, columns: string[]): Value[] {
  return Array.isArray(row) ? row : columns.map((c) => row[c] ?? null);
}
