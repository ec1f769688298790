// A SQL worker thread: its own read-only connections, a watchdog per connection,
// rows encoded to Datasette JSON here so one buffer crosses back to the HTTP thread.
import { setPriority } from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { MemoryLimitError, Watchdog, TimeLimitError } from '../db/watchdog.js';
import type { SqlValue } from '../json/pyjson.js';
import type { QueryJob, QueryResult, WalkOutcome, WorkerFailure, WorkerInit, WorkerRequest, WorkerResponse } from './protocol.js';
import { nativeRows, type NativeRows } from './native-rows.js';
import { renderRows } from './row-encoder.js';
import { escapeFts } from '../sql/escape.js';
import { expandLabels } from './labels.js';

interface Connection {
  db: Database.Database;
  watchdog: Watchdog;
}

const init = workerData as WorkerInit;
// On Linux a nice value is a thread's own: given for this thread (pid 0), it leaves the others be.
if (init.nice !== undefined) {
  try {
    setPriority(0, init.nice);
  } catch {
    // Not allowed here: the thread runs at the process's priority.
  }
}
/** Open connections by file path: after a swap a database has a new path, the old one stays open
 * until every request that began on it has finished (the pool then says `release`). */
const connections = new Map<string, Connection>();
/** Files released (replaced versions): a fill on its way never opens them again. */
const released = new Set<string>();

// Loading the extension once registers its immutable-file VFS; each immutable file is put on its
// list (through this connection, kept for the worker's life) before it is opened.
const boot = new Database(':memory:');
const bootWatchdog = Watchdog.load(boot, init.watchdogLibrary);
bootWatchdog.setMemoryLimit(init.sqlMemoryLimitBytes);
bootWatchdog.setGroup(threadId);
const immutable = new Map(init.databases.map((d) => [d.name, d.immutable]));

function open(database: string, path: string): Connection {
  released.delete(path); // a version served again (a rollback)
  if (immutable.get(database)) bootWatchdog.markImmutable(path);
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.defaultSafeIntegers(true);
  const watchdog = Watchdog.load(db, init.watchdogLibrary);
  // The pool stops this thread's statements by its id (Watchdog.interruptGroup) before retiring it.
  watchdog.setGroup(threadId);
  watchdog.limit('length', init.maxValueBytes);
  watchdog.limit('attached', 0);
  db.pragma('query_only = 1');
  // A negative size is in KiB: the cache holds that much whatever the file's page size.
  db.pragma(`cache_size = -${init.cacheKib}`);
  // Datasette registers escape_fts() so table-page search SQL reads the same as its own.
  db.function('escape_fts', { deterministic: true }, (q: unknown) => escapeFts(String(q ?? '')));
  const conn = { db, watchdog };
  connections.set(path, conn);
  return conn;
}

for (const spec of init.databases) open(spec.name, spec.path);

class Refused extends Error {
  constructor(
    readonly kind: 'not_select' | 'unknown_database',
    message: string,
  ) {
    super(message);
  }
}

class TooLarge extends Error {
  constructor(limit: number) {
    super(
      `The answer is larger than this server sends at once (max_response_bytes, ${Math.round(limit / 1048576)} MB): ask for fewer rows (_size, LIMIT), fewer or shorter columns, or stream all rows as CSV (.csv?_stream=on)`,
    );
  }
}

/** A row's size as stored: text and blob lengths, 8 bytes for anything else. */
function rowBytes(row: readonly SqlValue[]): number {
  let n = 0;
  for (const v of row) n += typeof v === 'string' ? v.length : v instanceof Uint8Array ? v.byteLength : 8;
  return n;
}

const SEVERAL_STATEMENTS = 'You can only execute one statement at a time.';

function failure(e: unknown): WorkerFailure {
  if (e instanceof TimeLimitError) return { kind: 'timeout', message: 'interrupted' };
  if (e instanceof Refused) return { kind: e.kind, message: e.message };
  if (e instanceof TooLarge) return { kind: 'too_large', message: e.message };
  if (e instanceof MemoryLimitError) {
    return {
      kind: 'memory',
      message:
        'The query was stopped: the server grew past the memory it allows SQL (sql_memory_limit_mb). Aggregate fewer rows, or ask for less at once (_size, LIMIT)',
    };
  }
  const message = sqliteMessage(e instanceof Error ? e.message : String(e));
  return { kind: message === SEVERAL_STATEMENTS ? 'several_statements' : 'bad_sql', message };
}

/** better-sqlite3 words a few errors differently from Python's sqlite3; clients match on Python's. */
function sqliteMessage(message: string): string {
  if (message.startsWith('The supplied SQL string contains more than one statement')) return SEVERAL_STATEMENTS;
  const missing = /^Missing named parameter "(.*)"$/.exec(message);
  if (missing) return `You did not supply a value for binding parameter :${missing[1]}.`;
  if (message === 'Too few parameter values were provided') return 'Incorrect number of bindings supplied.';
  return message;
}

function run(job: QueryJob): QueryResult {
  if (!immutable.has(job.database)) throw new Refused('unknown_database', `Database not found: ${job.database}`);
  const conn = connections.get(job.path) ?? open(job.database, job.path);
  return conn.watchdog.run(job.timeLimitMs ?? 2_147_483_647, () => {
    // A walk answers when it fills the page; it is tried only where the page's own plan would sort
    // every match, and not where an index finds fewer matches than the walk would read.
    const own = (outcome?: WalkOutcome): QueryResult => {
      const result = answer(conn, job, readEither(conn, job.sql, job));
      return outcome ? { ...result, walk: outcome } : result;
    };
    const walk = job.walk;
    if (walk === undefined) return own();
    const plan = shortcut(() => planOf(conn, job, walk.index));
    if (!plan) return own();
    if (!plan.sortsEveryRow) return own('unneeded');
    if (plan.narrowed && (shortcut(() => countOf(conn, walk.probe, job)) ?? 0) < walk.window) return own('few');
    const walked = shortcut(() => readEither(conn, walk.sql, job));
    if (walked && rowsFetched(walked) >= job.maxRows) return { ...answer(conn, job, walked), walk: 'answered' };
    return own('short');
  });
}

/** `sql`'s rows for the job: written by the SQL extension where it can, else read here. */
function readEither(conn: Connection, sql: string, job: QueryJob): NativeRows | RowsRead {
  const native = nativeRows(conn.watchdog, sql, job, init.maxResponseBytes);
  if (native === 'too_large') throw new TooLarge(init.maxResponseBytes);
  return native ?? readRows(conn, sql, job);
}

function rowsFetched(read: NativeRows | RowsRead): number {
  return 'rows' in read ? read.rows.length : read.rowCount;
}

interface RowsRead {
  columns: string[];
  rows: SqlValue[][];
}

/** `sql`'s rows, up to the job's cap: refused unless it only reads, stopped once it is too large. */
function readRows(conn: Connection, sql: string, job: QueryJob): RowsRead {
  const stmt = conn.db.prepare(sql);
  // SQLite itself decides: only statements that return rows and never write may run.
  if (!stmt.reader || !stmt.readonly) {
    throw new Refused('not_select', 'Statement must be a SELECT: this service is read-only and only runs statements that read');
  }
  stmt.raw(true);
  const columns = stmt.columns().map((c) => c.name);
  const rows: SqlValue[][] = [];
  const iterator = stmt.iterate(job.params) as IterableIterator<SqlValue[]>;
  // Counted while fetching, so an oversized answer stops before it is all in memory.
  let bytes = 0;
  for (const row of iterator) {
    rows.push(row);
    bytes += rowBytes(row);
    if (init.maxResponseBytes > 0 && bytes > init.maxResponseBytes) {
      iterator.return?.();
      throw new TooLarge(init.maxResponseBytes);
    }
    if (job.maxRows > 0 && rows.length >= job.maxRows) break;
  }
  return { columns, rows };
}

/**
 * A step of a shortcut, or none where SQLite cannot take it: the page's own statement then runs
 * (and fails with its own error, if it fails). Limits stop the whole job.
 */
function shortcut<T>(step: () => T): T | undefined {
  try {
    return step();
  } catch (e) {
    if (e instanceof TimeLimitError || e instanceof MemoryLimitError || e instanceof TooLarge) throw e;
    return undefined;
  }
}

/** What a walk asks of a statement's plan: whether it sorts every row it matches (its ORDER BY from
 * no index), and whether an index other than the walk's narrows the rows it reads. */
interface PlanShape {
  sortsEveryRow: boolean;
  narrowed: boolean;
}

/** Per connection, by SQL text. */
const plans = new WeakMap<Connection, Map<string, PlanShape>>();
const KEPT_PLANS = 1000;

function planOf(conn: Connection, job: QueryJob, walked: string): PlanShape {
  let known = plans.get(conn);
  if (!known) plans.set(conn, (known = new Map()));
  let shape = known.get(job.sql);
  if (shape === undefined) {
    const steps = (conn.db.prepare(`explain query plan ${job.sql}`).all(job.params) as Array<{ detail: string }>).map((s) => s.detail);
    shape = {
      sortsEveryRow: steps.includes('USE TEMP B-TREE FOR ORDER BY'),
      narrowed: steps.some((d) => d.startsWith('SEARCH ') && !d.includes(` INDEX ${walked} (`)),
    };
    if (known.size >= KEPT_PLANS) known.clear();
    known.set(job.sql, shape);
  }
  return shape;
}

/** The one value of a `select count(*) …`. */
function countOf(conn: Connection, sql: string, job: QueryJob): number {
  return Number(conn.db.prepare(sql).pluck().get(job.params));
}

/** The job's answer from its rows: encoded as its render spec says, or raw. */
function answer(conn: Connection, job: QueryJob, read: NativeRows | RowsRead): QueryResult {
  if (!('rows' in read)) {
    const { last, ...result } = read;
    return last ? { ...result, rawRows: [last] } : result;
  }
  const { columns, rows } = read;
  const result: QueryResult = { columns, rowCount: rows.length };
  const render = job.render;
  if (!render) {
    result.rawRows = rows;
  } else {
    const labels = render.labels;
    Object.assign(
      result,
      renderRows(columns, rows, render, labels?.length ? (shown) => expandLabels(conn.db, columns, shown, labels) : undefined),
    );
  }
  return result;
}

/**
 * Run a fill's statements on the connection to its file, yielding between them so queries that
 * arrive meanwhile wait for one statement at most. A statement that fails is passed over.
 */
async function fill(msg: Extract<WorkerRequest, { type: 'fill' }>): Promise<void> {
  let ran = 0;
  for (const sql of msg.statements) {
    if (released.has(msg.path)) break;
    try {
      const conn = connections.get(msg.path) ?? open(msg.database, msg.path);
      conn.db.prepare(sql).get();
      ran++;
    } catch {
      // A b-tree this connection cannot read so (its schema drifted): the next fills the cache.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  const response: WorkerResponse = { filled: msg.id, ran };
  parentPort!.postMessage(response);
}

parentPort!.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'release') {
    released.add(msg.path);
    connections.get(msg.path)?.db.close();
    connections.delete(msg.path);
    return;
  }
  if (msg.type === 'fill') {
    void fill(msg);
    return;
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
