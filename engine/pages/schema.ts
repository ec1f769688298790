// The shape of a service's `pages` declaration: templated pages at path patterns, fed by canned or
// inline queries whose parameters come from the path.
import { searchKindsSchema, type SearchKind } from '../search/schema.js';
import { pageChartsSchema, type PageChart } from '../charts/page-charts.js';
export interface PageQuery {
  /** The database the query runs against. */
  database: string;
  /** A canned query of that database, by name… */
  canned?: string;
  /** …or inline SQL (read-only, named parameters). */
  sql?: string;
  /** Query parameter → path variable; parameters not listed take the path variable of the same name. */
  params?: Record<string, string>;
  /** The page is a 404 when this query returns no row. */
  required?: boolean;
  /** Hand the template the first row (an object) instead of the row list. */
  single?: boolean;
  /** Most rows handed to the template (default 100); with `paged`, rows a page. */
  limit?: number;
  /** Page the rows: page N at `?<query>_page=N`. */
  paged?: boolean;
  /** How `queryTable` shows columns of this query (over the file's `columns` defaults). */
  columns?: Record<string, ColumnDisplay>;
}

/** The formats `queryTable` knows (engine/html/formats.ts). */
export type ColumnFormat = 'money' | 'count' | 'number' | 'percent' | 'date' | 'datetime' | 'year' | 'text';

/** How one column shows to people; the `.json` twin ignores it. */
export interface ColumnDisplay {
  /** The header (default: the name humanised, `introduced_date` → "Introduced date"). */
  label?: string;
  format?: ColumnFormat;
  /** Path template filled from the row: `/bill/{bill_id}`, `{value}` for the cell itself. */
  link?: string;
}

/** Cells of `column` on Datasette table, row and query pages link to `page`. */
export interface ColumnLink {
  column: string;
  /** Path template: `{value}` is the cell, `{other}` another column of the row. */
  page: string;
  database?: string;
  table?: string;
}

/** A table whose row pages link to this page, each path variable taken from a column of the row. */
export interface PageLinkSource {
  database: string;
  table: string;
  /** Path variable → column; variables not listed take the column of the same name. */
  columns?: Record<string, string>;
}

export interface PageDeclaration {
  /** URL pattern with `{name}` variables, each matching one path segment: `/member/{bioguide_id}`. */
  path: string;
  /** Template file, looked up in the declaring file's `templates` folder, then the engine's. */
  template: string;
  /** Shown when the page cannot be built; the link back from a 404. */
  title?: string;
  queries: Record<string, PageQuery>;
  /** Row pages of these tables link here. */
  linked_from?: PageLinkSource[];
  /** Charts of the page's queries, drawn on the server (engine/charts). */
  charts?: Record<string, PageChart>;
  /** Page variables read from the query string (`/person?name=…`) rather than the path. */
  query_params?: string[];
}

export interface PagesFile {
  /** Folder of the page templates, relative to the declaring file. */
  templates: string;
  pages: PageDeclaration[];
  /** Column display defaults for every query of every page of the file. */
  columns?: Record<string, ColumnDisplay>;
  /** Links from Datasette table, row and query pages to these pages. */
  links?: ColumnLink[];
  /** The one search box: kinds of results, each from one full-text index. */
  search?: SearchKind[];
}

const NAME = '^[A-Za-z_][A-Za-z0-9_]*$';

export const COLUMN_FORMATS = ['money', 'count', 'number', 'percent', 'date', 'datetime', 'year', 'text'] as const;

const columnDisplaySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    label: { type: 'string', minLength: 1 },
    format: { enum: COLUMN_FORMATS },
    link: { type: 'string', pattern: '^/' },
  },
} as const;

const columnsSchema = { type: 'object', propertyNames: { minLength: 1 }, additionalProperties: columnDisplaySchema } as const;

export const pageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['database'],
  properties: {
    database: { type: 'string', minLength: 1 },
    canned: { type: 'string', minLength: 1 },
    sql: { type: 'string', minLength: 1 },
    params: { type: 'object', propertyNames: { pattern: NAME }, additionalProperties: { type: 'string', pattern: NAME } },
    required: { type: 'boolean' },
    single: { type: 'boolean' },
    limit: { type: 'integer', minimum: 1, maximum: 10000 },
    paged: { type: 'boolean' },
    columns: columnsSchema,
  },
  oneOf: [{ required: ['canned'] }, { required: ['sql'] }],
} as const;

/** JSON Schema of one page declaration (the service configuration lists them under `pages`). */
export const pageDeclarationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'template', 'queries'],
  properties: {
    path: { type: 'string', pattern: '^(/([A-Za-z0-9_.~-]+|\\{[A-Za-z_][A-Za-z0-9_]*\\}))+$' },
    template: { type: 'string', pattern: '^[A-Za-z0-9_][A-Za-z0-9_./-]*\\.(njk|html)$' },
    title: { type: 'string' },
    queries: { type: 'object', minProperties: 1, propertyNames: { pattern: NAME }, additionalProperties: pageQuerySchema },
    linked_from: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['database', 'table'],
        properties: {
          database: { type: 'string', minLength: 1 },
          table: { type: 'string', minLength: 1 },
          columns: { type: 'object', propertyNames: { pattern: NAME }, additionalProperties: { type: 'string', minLength: 1 } },
        },
      },
    },
    query_params: { type: 'array', uniqueItems: true, items: { type: 'string', pattern: NAME } },
    charts: pageChartsSchema,
  },
} as const;

/** JSON Schema of a pages file: a template folder and the pages it declares. */
export const pagesFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['templates', 'pages'],
  properties: {
    templates: { type: 'string', minLength: 1 },
    pages: { type: 'array', items: pageDeclarationSchema },
    columns: columnsSchema,
    links: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['column', 'page'],
        properties: {
          column: { type: 'string', minLength: 1 },
          page: { type: 'string', pattern: '^/' },
          database: { type: 'string', minLength: 1 },
          table: { type: 'string', minLength: 1 },
        },
      },
    },
    search: searchKindsSchema,
  },
} as const;
