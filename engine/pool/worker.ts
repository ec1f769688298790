// A SQL worker thread: its own read-only connections, a watchdog per connection,
// rows encoded to Datasette JSON here so one buffer crosses back to the HTTP thread.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { Watchdog, TimeLimitError } from '../db/watchdog.js';
import type { SqlValue } from '../json/pyjson.js';
import type { QueryJob, QueryResult, QueryFailure, WorkerInit, WorkerRequest, WorkerResponse } from './protocol.js';
import { RowEncoder } from './row-encoder.js';
import { escapeFts } from '../sql/escape.js';
import { expandLabels } from './labels.js';

interface Connection { db: Database.Database; watchdog: Watchdog }

const init = workerData as WorkerInit;
const connections = new Map<string, Connection>();

// Loading the extension once registers its immutable-file VFS (the files named in
// OPENREGS_IMMUTABLE_FILES), which must happen before any database file is opened.
const boot = new Database(':memory:');
Watchdog.load(boot, init.watchdogLibrary);
boot.close();

for (const spec of init.databases) {
  const db = new Database(spec.path, { readonly: true, fileMustExist: true });
  db.defaultSafeIntegers(true);
  const watchdog = Watchdog.load(db, init.watchdogLibrary);
  watchdog.limit('length', init.maxValueBytes);
  watchdog.limit('attached', 0);
  db.pragma('query_only = 1');
  // Datasette registers escape_fts() so table-page search SQL reads the same as its own.
  db.function('escape_fts', { deterministic: true }, (q: unknown) => escapeFts(String(q ?? '')));
  connections.set(spec.name, { db, watchdog });
}

class Refused extends Error {}

function failure(e: unknown): QueryFailure {
  if (e instanceof TimeLimitError) return { kind: 'timeout', message: 'interrupted' };
  if (e instanceof Refused) return { kind: 'refused', message: e.message };
  const message = e instanceof Error ? e.message : String(e);
  return { kind: 'sql', message: sqliteMessage(message) };
}

/** better-sqlite3 words a few errors differently from Python's sqlite3; clients match on Python's. */
function sqliteMessage(message: string): string {
  if (message.startsWith('The supplied SQL string contains more than one statement')) {
    return 'You can only execute one statement at a time.';
  }
  const missing = /^Missing named parameter "(.*)"$/.exec(message);
  if (missing) return `You did not supply a value for binding parameter :${missing[1]}.`;
  if (message === 'Too few parameter values were provided') return 'Incorrect number of bindings supplied.';
  return message;
}

function run(job: QueryJob): QueryResult {
  const conn = connections.get(job.database);
  if (!conn) throw new Refused(`Database not found: ${job.database}`);
  const started = performance.now();
  // A limit of 0 means none, as in Datasette.
  return conn.watchdog.run(job.timeLimitMs > 0 ? job.timeLimitMs : 2_147_483_647, () => {
    const stmt = conn.db.prepare(job.sql);
    // SQLite itself decides: only statements that return rows and never write may run.
    if (!stmt.reader || !stmt.readonly) {
      throw new Refused('Statement must be a SELECT: this service is read-only and only runs statements that read');
    }
    stmt.raw(true);
    const columns = stmt.columns().map((c) => c.name);
    const rows: SqlValue[][] = [];
    const iterator = stmt.iterate(job.params) as IterableIterator<SqlValue[]>;
    for (const row of iterator) {
      rows.push(row);
      if (job.maxRows > 0 && rows.length >= job.maxRows) break;
    }
    const result: QueryResult = { columns, rowCount: rows.length, rawOffset: 0, ms: 0 };
    const render = job.render;
    if (!render) {
      result.rawRows = rows;
    } else {
      const shown = render.limit === null ? rows : rows.slice(0, render.limit);
      const labels = render.labels?.length ? expandLabels(conn.db, columns, shown, render.labels) : undefined;
      result.rendered = new RowEncoder(columns, render, labels).encode(shown);
      if (render.raw === 'all') result.rawRows = shown;
      else if (render.raw === 'last' && shown.length) {
        result.rawRows = [shown[shown.length - 1]];
        result.rawOffset = shown.length - 1;
      }
    }
    result.ms = performance.now() - started;
    return result;
  });
}

parentPort!.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'close') {
    for (const c of connections.values()) c.db.close();
    process.exit(0);
  }
  let response: WorkerResponse;
  try {
    const result = run(msg.job);
    response = { id: msg.id, ok: true, result };
    const transfer = result.rendered ? [result.rendered.buffer as ArrayBuffer] : [];
    parentPort!.postMessage(response, transfer);
    return;
  } catch (e) {
    response = { id: msg.id, ok: false, error: failure(e) };
  }
  parentPort!.postMessage(response);
});
