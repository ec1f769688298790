// The vocabulary routes are declared in (services/<service>/api/routes/*.ts): the shims, the OpenAPI
// document and the tests all read these declarations, so nothing about a route is said twice.

/** The JSON Schema of one parameter: the subset the OpenAPI document and ajv both understand. */
export interface ParamSchema {
  type: 'string' | 'integer';
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  /** ECMA-262 regular expression (ajv compiles it with the `u` flag). */
  pattern?: string;
  default?: string | number;
}

export interface ParamSpec {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description: string;
  schema: ParamSchema;
  example?: string | number;
  /**
   * How the value is bound to `:name` in the SQL: as given (default), as an FTS5 query made
   * from the words (`fts`: phrases and prefixes kept; `fts_tokens`: every run of letters and
   * digits quoted, all required), as a LIKE pattern for "contains" (`contains`, escape char `\`),
   * or as a JSON array of those tokens (`tokens_json`, for `json_each`).
   */
  bind?: 'fts' | 'fts_tokens' | 'contains' | 'tokens_json';
  /** Also bind the validated text, unconverted, as `:<rawAs>` (SQL that branches on its shape). */
  rawAs?: string;
  /**
   * `fts` only: the full-text form the SQL ranks by `bm25_known(<table>, :<name>_known)`, which
   * scores as bm25 with the form's common words counted once per version (see ranked.ts): its
   * FTS5 table, and the columns the match is limited to (the kit puts that filter in `:<name>`).
   */
  ranked?: { table: string; columns?: string[] };
  /**
   * A filter of a route with a `ranked` parameter whose SQL keeps rows where a column of the FTS5
   * table equals the value (in any case): the value also narrows the full-text match to that
   * column (an unscored phrase), so fewer rows are ranked and read. The SQL's own test stays.
   */
  narrows?: string;
  /**
   * `upper`: upper-cased before validation (case-insensitive codes); `remove_dashes`: dashes
   * removed after validation (the pattern checks what was sent, the SQL sees the bare digits).
   */
  normalize?: 'upper' | 'remove_dashes';
}

/**
 * A column's JSON type; a trailing `?` means it may also be null. `boolean` columns hold 0/1;
 * `object` and `array` columns hold JSON text (from json_object / json_group_array), embedded as is.
 */
export type ColumnType =
  'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'string?' | 'integer?' | 'number?' | 'boolean?' | 'object?' | 'array?';
export type Columns = Readonly<Record<string, ColumnType>>;

/** SQL written in the route, or a canned query of the same database, by name. */
export type SqlSource = { sql: string } | { canned: string };

interface RouteBase {
  /** OpenAPI path template, e.g. `/api/member/{bioguide_id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  params: readonly ParamSpec[];
}

/** A route answering with a page of rows (the list envelope). */
export interface ListRoute extends RouteBase {
  kind: 'list';
  /** Ordered rows without LIMIT/OFFSET: the shims append `LIMIT :_fetch OFFSET :offset`. */
  source: { sql: string };
  columns: Columns;
  /** A fixed page size instead of a `limit` parameter (the envelope still shows it). */
  pageSize?: number;
  /** Every row on one page: no LIMIT/OFFSET, `limit` shows the row count, `next` is null. */
  allRows?: boolean;
  /**
   * The answer depends on the data only (an all-rows summary without parameters): computed once per
   * data version of the service's database, then reused until a swap.
   */
  perDataVersion?: boolean;
  /** For routes under a record (a member's trades): an unknown parent is a 404, not an empty list. */
  parent?: ParentCheck;
}

export interface ParentCheck {
  /** Returns a row when the parent exists. */
  sql: string;
  /** The path parameter naming the parent. */
  param: string;
  what: string;
}

/** A route answering with one record (the record envelope), 404 when there is none. */
export interface RecordRoute extends RouteBase {
  kind: 'record';
  source: SqlSource;
  columns: Columns;
  /** The path parameter that identifies the record (named in the 404). */
  idParam: string;
  what: string;
  /** Lists attached to the record under `key`, each from its own query with the same parameters. */
  children?: readonly ChildList[];
}

export interface ChildList {
  key: string;
  description: string;
  source: SqlSource;
  columns: Columns;
}

export type TableRoute = ListRoute | RecordRoute;

/** Routes answered by code rather than by a table query (api-shims/kit/mount.ts says how). */
export interface SpecialRoute extends RouteBase {
  kind: 'sql' | 'questions' | 'openapi' | 'index';
}

export type ApiRoute = TableRoute | SpecialRoute;

/** Deeper pages get slow on big tables (SQLite walks every skipped row): narrow the query instead. */
export const MAX_OFFSET = 10_000;

/** The route serving the OpenAPI document itself: the same in every service. */
export const OPENAPI_ROUTE: SpecialRoute = {
  kind: 'openapi',
  path: '/api/openapi.json',
  operationId: 'getOpenApi',
  tag: 'About',
  summary: 'This interface as an OpenAPI 3.1 document',
  description: 'The document the /api routes validate their parameters against.',
  params: [],
};
