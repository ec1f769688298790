// The shape of a service's `pages` declaration: templated pages at path patterns, fed by canned or
// inline queries whose parameters come from the path.
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
  /** Most rows handed to the template (default 100). */
  limit?: number;
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
}

export interface PagesFile {
  /** Folder of the page templates, relative to the declaring file. */
  templates: string;
  pages: PageDeclaration[];
}

const NAME = '^[A-Za-z_][A-Za-z0-9_]*$';

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
  },
} as const;
