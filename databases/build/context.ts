// The BuildContext handed to each domain's generate(): seeded streams, scaled counts and a
// batched, progress-reporting insert.
import type Database from 'better-sqlite3';
import { Rng, type BuildContext, type Row } from './kit/index.js';
import { formatCount, peakRss, tableLine, type Progress, type TableStat } from './progress.js';
import { runSqlFile } from './sql-files.js';

/** Rows per transaction: large enough to amortise commits, small enough to keep memory flat. */
export const INSERT_BATCH_ROWS = 50_000;

export interface ContextOptions {
  db: Database.Database;
  database: string;
  domain: string;
  seed: number;
  scale: number;
  now: Date;
  progress: Progress;
  /** The service's folder of SQL files. */
  schemaDir: string;
  /** Receives one entry per finished insert. */
  onTable(stat: TableStat): void;
}

export function createBuildContext(options: ContextOptions): BuildContext {
  const { db, seed, scale, now } = options;
  return {
    db,
    seed,
    scale,
    now: new Date(now.getTime()),
    rng: (name) => new Rng(seed, name),
    count: (base, min = 1) => Math.max(min, Math.round(base * scale)),
    insert: (table, columns, rows, expected) => insertRows(options, table, columns, rows, expected),
    runSqlFile: (file) => runSqlFile(db, file, options.schemaDir),
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function insertRows(options: ContextOptions, table: string, columns: readonly string[], rows: Iterable<Row>, expected: number): number {
  const { db, progress } = options;
  if (columns.length === 0) throw new Error(`insert into ${table}: no columns given`);
  const sql = `insert into ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) values (${columns.map(() => '?').join(', ')})`;
  const statement = db.prepare(sql);
  // A generator may insert into another table while producing rows (nested insert): the outer
  // insert owns the transaction then, and the inner one must not commit it.
  const ownsTransaction = !db.inTransaction;
  const started = performance.now();
  let inserted = 0;
  let inBatch = 0;
  // Once a row needed boolean/undefined conversion, convert every row (cheaper than a throw each).
  let convert = false;
  if (ownsTransaction) db.exec('begin');
  try {
    for (const row of rows) {
      if (convert) runConverted(statement, row, table, inserted);
      else convert = runRow(statement, row, table, inserted);
      inserted++;
      if (++inBatch >= INSERT_BATCH_ROWS) {
        inBatch = 0;
        if (ownsTransaction) {
          db.exec('commit');
          db.exec('begin');
        }
        progress.status(`  ${options.domain} ${table}: ${formatCount(inserted)} / ~${formatCount(expected)} rows`);
      }
    }
    if (ownsTransaction) db.exec('commit');
  } catch (error) {
    if (ownsTransaction && db.inTransaction) db.exec('rollback');
    throw error;
  }
  const stat: TableStat = {
    database: options.database,
    domain: options.domain,
    table,
    phase: 'generate',
    rows: inserted,
    ms: performance.now() - started,
    peakRssBytes: peakRss(),
  };
  options.onTable(stat);
  progress.line(tableLine(stat));
  return inserted;
}

type Bindable = number | string | bigint | Buffer | null;

/** Insert one row as given; returns true when it had to be converted (booleans, undefined). */
function runRow(statement: Database.Statement, row: Row, table: string, index: number): boolean {
  try {
    statement.run(...(row as Bindable[]));
    return false;
  } catch (error) {
    // better-sqlite3 cannot bind booleans or undefined; accept them as 1/0 and NULL.
    if (error instanceof TypeError && row.some((v) => typeof v === 'boolean' || v === undefined)) {
      runConverted(statement, row, table, index);
      return true;
    }
    throw rowError(error, row, table, index);
  }
}

function runConverted(statement: Database.Statement, row: Row, table: string, index: number): void {
  try {
    statement.run(...row.map(toBindable));
  } catch (error) {
    throw rowError(error, row, table, index);
  }
}

function rowError(error: unknown, row: Row, table: string, index: number): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`insert into ${table}, row ${index} ${describeRow(row)}: ${message}`, { cause: error });
}

function toBindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value === undefined ? null : value;
}

function describeRow(row: Row): string {
  const text = JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
