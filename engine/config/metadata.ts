// Datasette metadata: instance, database and table descriptions, table options, canned queries.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, readStructuredFile, validate } from './load.js';
import { cannedFileSchema, metadataSchema } from './schemas.js';

export type FacetConfig = string | { array: string } | { date: string };

/** The column a configured facet counts. */
export function facetColumn(f: FacetConfig): string {
  return typeof f === 'string' ? f : 'array' in f ? f.array : f.date;
}

export interface TableMetadata {
  title?: string;
  description?: string;
  description_html?: string;
  label_column?: string;
  sort?: string;
  sort_desc?: string;
  sortable_columns?: string[];
  facets?: FacetConfig[];
  facet_size?: number | 'max';
  fts_table?: string;
  fts_pk?: string;
  searchmode?: 'raw' | 'escaped';
  size?: number;
  hidden?: boolean;
  units?: Record<string, string>;
  columns?: Record<string, string>;
}

export interface QueryDefinition {
  sql: string;
  title?: string;
  description?: string;
  description_html?: string;
  hide_sql?: boolean;
  fragment?: string;
  params?: string[] | Record<string, unknown>;
  order?: number;
  examples?: Array<Record<string, string | number>>;
}

/** Descriptive keys shared by the instance and each database. */
interface Described {
  title?: string;
  description?: string;
  description_html?: string;
  license?: string;
  license_url?: string;
  source?: string;
  source_url?: string;
}

/** A heading of the database page's canned queries: the queries whose lower-cased name contains one of `match` (none: every query no earlier group took). */
export interface QueryGroup {
  title: string;
  match?: string[];
}

export interface DatabaseMetadata extends Described {
  tables?: Record<string, TableMetadata>;
  queries?: Record<string, string | QueryDefinition>;
  /** Headings for the database page's canned queries; each query goes to the first group that matches it. */
  query_groups?: QueryGroup[];
}

export interface Metadata extends Described {
  about?: string;
  about_url?: string;
  /** Where `description_html`'s `{name}` placeholders take their values (engine/config/description-values.ts). */
  description_values?: { database: string; sql: string };
  databases?: Record<string, DatabaseMetadata>;
}

/** A canned query as the engine serves it. */
export interface CannedQuery {
  name: string;
  sql: string;
  title?: string;
  description?: string;
  description_html?: string;
  hide_sql?: boolean;
  fragment?: string;
  /** Explicit parameter names, or undefined to detect them from the SQL. */
  params?: string[];
  examples: Array<Record<string, string>>;
  order?: number;
  /** Where it was defined (for error messages and the database page). */
  source: string;
}

export function loadMetadata(path: string | undefined): Metadata {
  if (!path) return {};
  return validate<Metadata>(path, metadataSchema, readStructuredFile(path) ?? {});
}

interface CannedFile {
  database: string;
  queries: Record<string, QueryDefinition>;
}

function normalise(name: string, def: string | QueryDefinition, source: string): CannedQuery {
  const d: QueryDefinition = typeof def === 'string' ? { sql: def } : def;
  const params = d.params === undefined ? undefined : Array.isArray(d.params) ? d.params : Object.keys(d.params);
  const examples = (d.examples ?? []).map((e) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, String(v)])));
  return {
    name,
    sql: d.sql,
    title: d.title,
    description: d.description,
    description_html: d.description_html,
    hide_sql: d.hide_sql,
    fragment: d.fragment,
    params,
    examples,
    order: d.order,
    source,
  };
}

/**
 * Canned queries per database: metadata `queries` first, then every YAML/JSON file of `dir`
 * (file name order); sorted by `order` where given (stable, unordered ones last).
 */
export function loadCannedQueries(
  metadata: Metadata,
  metadataPath: string | undefined,
  dir: string | undefined,
): Map<string, CannedQuery[]> {
  const byDb = new Map<string, CannedQuery[]>();
  const seen = new Map<string, string>();
  const add = (db: string, q: CannedQuery): void => {
    const key = `${db}\u0000${q.name}`;
    const previous = seen.get(key);
    if (previous) throw new ConfigError(`${q.source}: canned query "${q.name}" for database "${db}" is already defined in ${previous}`);
    seen.set(key, q.source);
    if (!byDb.has(db)) byDb.set(db, []);
    byDb.get(db)!.push(q);
  };
  for (const [db, meta] of Object.entries(metadata.databases ?? {})) {
    for (const [name, def] of Object.entries(meta.queries ?? {})) add(db, normalise(name, def, metadataPath ?? 'metadata'));
  }
  if (dir) {
    let files: string[];
    try {
      files = readdirSync(dir)
        .filter((f) => /\.(ya?ml|json)$/.test(f))
        .sort();
    } catch (e) {
      throw new ConfigError(`--queries ${dir}: cannot read directory (${(e as Error).message})`);
    }
    for (const file of files) {
      const path = join(dir, file);
      const parsed = validate<CannedFile>(path, cannedFileSchema, readStructuredFile(path));
      for (const [name, def] of Object.entries(parsed.queries)) {
        const q = normalise(name, def, path);
        checkExamples(path, q);
        add(parsed.database, q);
      }
    }
  }
  for (const list of byDb.values()) {
    const indexed = list.map((q, i) => ({ q, i }));
    indexed.sort((a, b) => (a.q.order ?? Infinity) - (b.q.order ?? Infinity) || a.i - b.i);
    list.splice(0, list.length, ...indexed.map((x) => x.q));
  }
  return byDb;
}

function checkExamples(path: string, q: CannedQuery): void {
  if (!q.params) return;
  for (const example of q.examples) {
    for (const key of Object.keys(example)) {
      if (!q.params.includes(key)) {
        throw new ConfigError(
          `${path} is not valid:\n  at queries.${q.name}.examples: "${key}" is not one of the query's params (${q.params.join(', ')})`,
        );
      }
    }
  }
}
