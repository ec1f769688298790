// What the canned-query tests share: the contract (tests/canned/contract.json: name, title,
// parameters and output columns of every canned query), the YAML as the engine loads it
// (loadCannedQueries over services/openregs/queries/), a family of queries picked by the YAML files
// that hold them, and running a query on the demo build the way the engine binds it.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot } from '../../databases/build/paths.js';
import { loadCannedQueries, type CannedQuery } from '../../engine/config/metadata.js';
import { demoDatabasePaths } from '../support/demo-db.js';

export type { CannedQuery };
export type DatabaseName = 'openregs' | 'open_comments';
export type Row = Record<string, unknown>;
export type Values = Record<string, string>;

/** One query of the compatibility contract. */
export interface ContractEntry {
  database: DatabaseName;
  /** Position on the openregs database page; null for the open_comments query (the contract numbers openregs only). */
  order: number | null;
  name: string;
  title: string;
  params: string[];
  columns: string[];
  /** Tables and views the query reads. */
  reads: string[];
}

/** The directory the engine loads the canned queries from. */
export const QUERIES_DIR = join(repoRoot(), 'services', 'openregs', 'queries');

/** Every contract entry, as listed in contract.json. */
export const contract: readonly ContractEntry[] = (
  JSON.parse(readFileSync(join(repoRoot(), 'tests', 'canned', 'contract.json'), 'utf8')) as { queries: ContractEntry[] }
).queries;

/** The canned queries per database, loaded (and validated) by the engine's own loader. */
export const cannedQueries: ReadonlyMap<string, readonly CannedQuery[]> = loadCannedQueries({}, undefined, QUERIES_DIR);

const key = (database: string, name: string): string => `${database}/${name}`;
const byKey = new Map(contract.map((c) => [key(c.database, c.name), c]));

/** The contract entry of a query; throws if the contract has none. */
export function contractEntry(name: string, database: DatabaseName = 'openregs'): ContractEntry {
  const c = byKey.get(key(database, name));
  if (!c) throw new Error(`the contract has no canned query ${key(database, name)}`);
  return c;
}

/** The YAML definition of a query, if there is one. */
export function findCanned(name: string, database: DatabaseName = 'openregs'): CannedQuery | undefined {
  return cannedQueries.get(database)?.find((q) => q.name === name);
}

/** The YAML definition of the query with this name, whatever its database; throws if there is not exactly one. */
export function cannedQuery(name: string): CannedQuery {
  const found = [...cannedQueries.values()].flatMap((qs) => qs.filter((q) => q.name === name));
  if (found.length !== 1) throw new Error(`${found.length} canned queries are named ${name}`);
  return found[0];
}

/** The database a loaded query is defined for. */
export function databaseOf(q: CannedQuery): DatabaseName {
  for (const [database, qs] of cannedQueries) if (qs.includes(q)) return database as DatabaseName;
  throw new Error(`${q.name} is not a loaded canned query`);
}

/** The YAML file a query is defined in, without directory or extension ("legislation"). */
export function fileOf(q: CannedQuery): string {
  return basename(q.source, extname(q.source));
}

/** The YAML file `legislation.yaml` as loaded: its database and its queries, in page order. */
export interface CannedFile {
  file: string;
  database: string;
  queries: CannedQuery[];
}

/** A family of canned queries: every query of the given YAML files. */
export interface CannedFamily {
  files: CannedFile[];
  queries: CannedQuery[];
  /** The contract entries of the family's queries (same database and name), in contract order. */
  contract: ContractEntry[];
  /** A query of the family; throws for any other name. */
  query(name: string): CannedQuery;
}

export function cannedFamily(...files: string[]): CannedFamily {
  const loaded = files.map((file): CannedFile => {
    const found = [...cannedQueries].flatMap(([database, qs]) => qs.filter((q) => fileOf(q) === file).map((q) => ({ database, q })));
    if (!found.length) throw new Error(`no canned query is defined in ${file}.yaml`);
    const databases = new Set(found.map((f) => f.database));
    if (databases.size !== 1) throw new Error(`${file}.yaml defines queries for several databases: ${[...databases].join(', ')}`);
    return { file, database: found[0].database, queries: found.map((f) => f.q) };
  });
  const queries = loaded.flatMap((f) => f.queries);
  const keys = new Set(loaded.flatMap((f) => f.queries.map((q) => key(f.database, q.name))));
  return {
    files: loaded,
    queries,
    contract: contract.filter((c) => keys.has(key(c.database, c.name))),
    query(name: string): CannedQuery {
      const q = queries.find((x) => x.name === name);
      if (!q) throw new Error(`${files.map((f) => `${f}.yaml`).join(', ')} define no canned query ${name}`);
      return q;
    },
  };
}

/** The named parameters of the SQL, each once, in order of first use. */
export function placeholders(sql: string): string[] {
  return [...new Set([...sql.matchAll(/:(\w+)/g)].map((m) => m[1]))];
}

/** Bind like the engine (and Datasette): every declared parameter as text, '' when not given. */
export function bind(q: CannedQuery, values: Values = {}): Values {
  return Object.fromEntries((q.params ?? []).map((p) => [p, values[p] ?? '']));
}

/** The examples of a query, or one call without parameters when it has none. */
export function examplesOf(q: CannedQuery): Values[] {
  return q.examples.length ? q.examples : [{}];
}

/** The demo build, opened read-only for one test file. */
export interface DemoDatabases {
  db(database?: DatabaseName): Database.Database;
  /** The prepared SQL of a canned query (or the query so named), on the database it is defined for. */
  statement(query: CannedQuery | string): Database.Statement;
  /** Run a canned query (or the query so named) with its parameters bound like the engine does. */
  run<T = Row>(query: CannedQuery | string, values?: Values): T[];
  /** The first column of the first row of `sql` on openregs. */
  value<T>(sql: string, ...params: unknown[]): T;
}

/** Opens the demo databases read-only before the file's tests and closes them afterwards. */
export function useDemoDatabases(): DemoDatabases {
  const open: Partial<Record<DatabaseName, Database.Database>> = {};
  beforeAll(() => {
    const paths = demoDatabasePaths();
    open.openregs = new Database(paths.openregs, { readonly: true });
    open.open_comments = new Database(paths.open_comments, { readonly: true });
  });
  afterAll(() => {
    open.openregs?.close();
    open.open_comments?.close();
  });
  const db = (database: DatabaseName = 'openregs'): Database.Database => {
    const handle = open[database];
    if (!handle) throw new Error(`the demo database ${database} is not open (only inside tests)`);
    return handle;
  };
  const resolve = (query: CannedQuery | string): CannedQuery => (typeof query === 'string' ? cannedQuery(query) : query);
  const statement = (query: CannedQuery | string): Database.Statement => {
    const q = resolve(query);
    return db(databaseOf(q)).prepare(q.sql);
  };
  return {
    db,
    statement,
    run<T = Row>(query: CannedQuery | string, values: Values = {}): T[] {
      const q = resolve(query);
      const s = statement(q);
      return (q.params?.length ? s.all(bind(q, values)) : s.all()) as T[];
    },
    value<T>(sql: string, ...params: unknown[]): T {
      return db()
        .prepare(sql)
        .pluck()
        .get(...params) as T;
    },
  };
}
