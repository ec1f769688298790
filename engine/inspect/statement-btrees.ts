// The tables and indexes a service's own statements read: its canned queries, /api statements,
// pages and search kinds, the queries first visits run. SQLite's EXPLAIN names the b-trees each
// statement opens (by root page); a full-text index is opened as a virtual table, so a statement
// naming one reads its shadow tables. A server reads these into the cache before the others.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { checkService, type Problem } from '../config/check.js';
import type { ServiceConfig } from '../config/service.js';
import { extractNamedParameters } from '../sql/named-params.js';

/** Opcodes that open a b-tree cursor, its root page in p2. */
const OPENS = new Set(['OpenRead', 'ReopenIdx']);

interface Schema {
  byRoot: Map<number, string>;
  /** Each full-text index (lower-cased name) and its shadow tables. */
  fts: Map<string, string[]>;
}

function schemaOf(db: Database.Database): Schema {
  const rows = db.prepare('select type, name, rootpage, sql from sqlite_master').all() as Array<{
    type: string;
    name: string;
    rootpage: number | null;
    sql: string | null;
  }>;
  const byRoot = new Map<number, string>();
  for (const r of rows) if (r.rootpage) byRoot.set(r.rootpage, r.name);
  const fts = new Map<string, string[]>();
  for (const r of rows) {
    if (r.type !== 'table' || !/\busing\s+fts[345]\b/i.test(r.sql ?? '')) continue;
    const prefix = `${r.name}_`.toLowerCase();
    fts.set(
      r.name.toLowerCase(),
      rows.filter((s) => s.type === 'table' && s.rootpage && s.name.toLowerCase().startsWith(prefix)).map((s) => s.name),
    );
  }
  return { byRoot, fts };
}

/** The b-trees one statement opens. */
function opened(db: Database.Database, schema: Schema, sql: string): string[] {
  const params = Object.fromEntries(extractNamedParameters(sql).map((n) => [n, null]));
  let plan: Array<{ opcode: string; p2: number; p3: number }>;
  try {
    const explain = db.prepare(`explain ${sql}`);
    plan = (Object.keys(params).length ? explain.all(params) : explain.all()) as typeof plan;
  } catch {
    // A statement whose parameters cannot all be bound by name: its b-trees go unranked.
    return [];
  }
  const out: string[] = [];
  // p3 is the schema: 0 is the main database (1 the temporary one).
  for (const op of plan) if (OPENS.has(op.opcode) && op.p3 === 0 && schema.byRoot.has(op.p2)) out.push(schema.byRoot.get(op.p2)!);
  const words = new Set(sql.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []);
  for (const [name, shadows] of schema.fts) if (words.has(name)) out.push(...shadows);
  return out;
}

/** What one pass over a service's declared statements found: the service check's problems, and for
 * each database the b-trees its statements open, by name. */
export interface CheckedStatements {
  problems: Problem[];
  btrees: Map<string, string[]>;
}

/**
 * The service check (against the data folder, or the given files), recording the b-trees each
 * declared statement that prepares opens (one that does not is among the problems).
 */
export async function checkStatements(config: ServiceConfig, files?: Record<string, string>): Promise<CheckedStatements> {
  const found = new Map<string, Set<string>>();
  const schemas = new Map<Database.Database, Schema>();
  const problems = await checkService(config, {
    files,
    onStatement: (database, db, sql) => {
      if (!schemas.has(db)) schemas.set(db, schemaOf(db));
      const names = found.get(database) ?? new Set<string>();
      for (const name of opened(db, schemas.get(db)!, sql)) names.add(name);
      found.set(database, names);
    },
  });
  return { problems, btrees: new Map([...found].map(([db, names]) => [db, [...names].sort()])) };
}

/** For each database of the service, the b-trees its declared statements open, by name. */
export async function statementBtrees(config: ServiceConfig, files?: Record<string, string>): Promise<Map<string, string[]>> {
  return (await checkStatements(config, files)).btrees;
}

function workerFile(): URL {
  const beside = new URL('./statement-btrees-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  return new URL('../../dist/engine/inspect/statement-btrees-worker.js', import.meta.url);
}

/**
 * `statementBtrees` on a thread of its own: planning every declared statement is synchronous
 * SQLite work (about 0.4 s at full scale) that a serving process must not do between requests.
 */
export function statementBtreesOffThread(config: ServiceConfig): Promise<Map<string, string[]>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), { workerData: config, name: 'statement-btrees' });
    worker.once('message', (m: { btrees?: Map<string, string[]>; error?: string }) => {
      if (m.btrees) resolve(m.btrees);
      else reject(new Error(m.error ?? 'the service check thread answered nothing'));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the service check thread exited (${code})`)));
  });
}
