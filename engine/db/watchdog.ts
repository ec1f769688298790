// The SQL time limit and the SQLite limits user SQL cannot lift, per connection.
// better-sqlite3's SQLite has no progress callback and worker.terminate() cannot stop native
// code, so a loadable extension (engine/native/watchdog.c) runs a thread per connection that
// calls sqlite3_interrupt() once an armed deadline passes. Its SQL functions demand a secret
// token that only this wrapper ever sees: it takes the token before any user SQL runs.
import { basename, dirname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

/** SQLite's limit categories (sqlite3.h SQLITE_LIMIT_*), by the names this engine uses. */
const LIMIT_IDS = {
  length: 0,
  sqlLength: 1,
  column: 2,
  exprDepth: 3,
  compoundSelect: 4,
  vdbeOp: 5,
  functionArg: 6,
  attached: 7,
  likePatternLength: 8,
  variableNumber: 9,
  triggerDepth: 10,
  workerThreads: 11,
} as const;

export type SqliteLimit = keyof typeof LIMIT_IDS;

/** Largest deadline the extension accepts (about 24 days); longer limits are clamped to it. */
const MAX_LIMIT_MS = 2_147_483_647;

/** The extension lets exactly this statement text start after the deadline (it stops every
 * other): keep it identical to WATCHDOG_DISARM_SQL in engine/native/watchdog.c. */
const DISARM_SQL = 'SELECT watchdog_disarm(?)';

/** The deadline can fire just as the disarm statement starts; a retry starts with SQLite's
 * interrupt flag cleared, and the extension answers a repeated disarm identically. */
const DISARM_ATTEMPTS = 3;

/** An argument of watchdog_rows: a statement's text, a setting, a parameter's name or value. */
export type RowsJsonArgument = string | number | bigint | null;

/** The statement was stopped because the process grew past its memory limit. */
export class MemoryLimitError extends Error {
  constructor(readonly cause: unknown) {
    super('interrupted: memory limit');
    this.name = 'MemoryLimitError';
  }
}

/** Thrown by Watchdog.run when the deadline interrupted a statement. */
export class TimeLimitError extends Error {
  readonly limitMs: number;
  constructor(limitMs: number, cause: unknown) {
    super(`SQL query took longer than its time limit of ${limitMs} ms`, { cause });
    this.name = 'TimeLimitError';
    this.limitMs = limitMs;
  }
}

function watchdogLibraryFileName(platform: NodeJS.Platform = process.platform): string {
  return platform === 'darwin' ? 'watchdog.dylib' : 'watchdog.so';
}

/** dist/native/watchdog.{so,dylib}, found from this module whether it runs compiled
 * (dist/engine/db/) or from source under vitest (engine/db/). */
export function watchdogLibraryPath(): string {
  const twoUp = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const distDir = basename(twoUp) === 'dist' ? twoUp : join(twoUp, 'dist');
  return join(distDir, 'native', watchdogLibraryFileName());
}

/** Duck-typed so it holds for SqliteError from any copy of better-sqlite3 the process loaded. */
export function isInterrupt(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'SQLITE_INTERRUPT';
}

const loaded = new WeakMap<Database.Database, Watchdog>();

export class Watchdog {
  private readonly armStmt: Database.Statement<[string, bigint], number>;
  private readonly disarmStmt: Database.Statement<[string], number>;
  private readonly limitStmt: Database.Statement<[string, bigint, bigint], number>;
  /** watchdog_rows calls, by their number of arguments. */
  private readonly rowsStmts = new Map<number, Database.Statement<unknown[], Buffer | null>>();
  private running = false;
  /** A disarm that could not complete yet (see settle()). */
  private disarmPending = false;

  private constructor(
    private readonly db: Database.Database,
    private readonly token: string,
  ) {
    // safeIntegers(false): the connection may default to BigInt results; these answer small ints.
    this.armStmt = db.prepare<[string, bigint], number>('SELECT watchdog_arm(?, ?)').pluck().safeIntegers(false);
    this.disarmStmt = db.prepare<[string], number>(DISARM_SQL).pluck().safeIntegers(false);
    this.limitStmt = db.prepare<[string, bigint, bigint], number>('SELECT watchdog_limit(?, ?, ?)').pluck().safeIntegers(false);
  }

  /** Loads the extension into `db` and takes its token. Must run before any user SQL does on
   * this connection; loading again on the same connection returns the same Watchdog. */
  static load(db: Database.Database, libraryPath: string = watchdogLibraryPath()): Watchdog {
    const existing = loaded.get(db);
    if (existing) return existing;
    if (!existsSync(libraryPath)) {
      throw new Error(`SQL watchdog library not found at ${libraryPath}: run "npm run build", which compiles engine/native/watchdog.c`);
    }
    db.loadExtension(libraryPath);
    const token: unknown = db.prepare('SELECT watchdog_token()').pluck().get();
    if (typeof token !== 'string') {
      throw new Error('SQL watchdog token was already taken on this connection: SQL ran before Watchdog.load');
    }
    const watchdog = new Watchdog(db, token);
    loaded.set(db, watchdog);
    return watchdog;
  }

  /** Sets one of SQLite's limits on this connection; returns the previous value. */
  limit(name: SqliteLimit, value: number): number {
    if (!Object.hasOwn(LIMIT_IDS, name)) throw new RangeError(`Unknown SQLite limit: ${String(name)}`);
    if (!Number.isInteger(value) || value < 0 || value > 2_147_483_647) {
      throw new RangeError(`SQLite limit ${name} must be an integer from 0 to 2147483647, not ${value}`);
    }
    return this.limitStmt.get(this.token, BigInt(LIMIT_IDS[name]), BigInt(value)) as number;
  }

  /** From now on, a statement running under a deadline on any connection of this process is
   * stopped when the process's resident size grows by more than `bytes` while it runs (0: never).
   * Linux only. */
  setMemoryLimit(bytes: number): void {
    this.db
      .prepare('SELECT watchdog_memory_limit(?, ?)')
      .pluck()
      .safeIntegers(false)
      .get(this.token, BigInt(Math.max(0, Math.floor(bytes))));
  }

  /** Puts this connection in `group` (a worker's thread id): interruptGroup(group) stops its statements. */
  setGroup(group: number): void {
    this.db.prepare('SELECT watchdog_group(?, ?)').pluck().safeIntegers(false).get(this.token, BigInt(group));
  }

  /** Stops the statements running now on every connection of `group`, from any thread: their
   * deadlines pass at once, so each fails as timed out and its thread goes on. Returns how many ran. */
  interruptGroup(group: number): number {
    return this.db.prepare('SELECT watchdog_interrupt(?, ?)').pluck().safeIntegers(false).get(this.token, BigInt(group)) as number;
  }

  /** From now on, every connection of this process opens the file at the absolute `path` in
   * SQLite's immutable mode (no locks, no change detection): call before opening it. */
  markImmutable(path: string): void {
    this.db.prepare('SELECT watchdog_immutable(?, ?)').pluck().safeIntegers(false).get(this.token, path);
  }

  /** Runs `sql` and answers its rows as the extension writes them (engine/native/row-json.c says
   * what `args` are and what the answer holds), or null where the caller is to read them itself.
   * Call it inside run(), like any statement that should keep to the time limit. */
  rowsJson(args: readonly RowsJsonArgument[]): Buffer | null {
    let stmt = this.rowsStmts.get(args.length);
    if (!stmt) {
      const placeholders = new Array<string>(args.length + 1).fill('?').join(', ');
      stmt = this.db.prepare<unknown[], Buffer | null>(`SELECT watchdog_rows(${placeholders})`).pluck();
      this.rowsStmts.set(args.length, stmt);
    }
    return stmt.get(this.token, ...args) as Buffer | null;
  }

  /** Runs fn with a deadline of `ms` milliseconds on this connection. A statement still running
   * (or started) after the deadline is interrupted and surfaces as TimeLimitError; fn's other
   * errors pass through unchanged. fn must do its SQL synchronously and finish iterating
   * inside the call: rows read after run returns are not limited. */
  run<T>(ms: number, fn: () => T): T {
    if (Number.isNaN(ms) || ms < 0) throw new RangeError(`SQL time limit must be a non-negative number, not ${ms}`);
    if (this.running) throw new Error('Watchdog.run cannot be nested: this connection already has a deadline');
    const limitMs = Math.min(Math.ceil(ms), MAX_LIMIT_MS);
    this.settle();
    this.running = true;
    try {
      this.arm(limitMs);
      let value: T;
      try {
        value = fn();
      } catch (e) {
        const fired = this.disarm();
        if (fired === 2 && isInterrupt(e)) throw new MemoryLimitError(e);
        if (fired && isInterrupt(e)) throw new TimeLimitError(limitMs, e);
        throw e;
      }
      // A deadline that fired after fn's last statement finished changes nothing: fn succeeded.
      this.disarm();
      return value;
    } finally {
      this.running = false;
    }
  }

  private arm(limitMs: number): void {
    try {
      this.armStmt.get(this.token, BigInt(limitMs));
    } catch (e) {
      // Whether or not the arm took effect, leave the connection disarmed.
      this.disarm();
      throw e;
    }
  }

  /** Returns what fired: 0 nothing, 1 the deadline, 2 the memory brake. */
  private disarm(): 0 | 1 | 2 {
    for (let attempt = 1; attempt <= DISARM_ATTEMPTS; attempt++) {
      try {
        const fired = this.disarmStmt.get(this.token);
        this.disarmPending = false;
        return fired === 2 ? 2 : fired === 1 ? 1 : 0;
      } catch (e) {
        if (!isInterrupt(e)) throw e;
      }
    }
    // Still interrupted: another statement on this connection is mid-iteration, so SQLite keeps
    // the flag set; only the deadline sets it here. settle() finishes the disarm later.
    this.disarmPending = true;
    return 1;
  }

  /** Completes a disarm left pending; refuses to arm over it. */
  private settle(): void {
    if (!this.disarmPending) return;
    this.disarm();
    if (this.disarmPending) {
      throw new Error(
        'SQL watchdog is still armed from an earlier call: finish or reset the statements still iterating on this connection',
      );
    }
  }
}
