// The SQL watchdog on real SQLite files: the deadline stops runaway statements, the connection
// recovers, user SQL cannot lift its own limits, and connections do not disturb each other.
// Needs `npm run build` first: it loads the compiled dist/native/watchdog.{so,dylib}.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TimeLimitError, Watchdog, watchdogLibraryPath, type SqliteLimit } from '../../engine/db/watchdog.js';

const LIBRARY = watchdogLibraryPath();
const LENGTH_CAP = 100_000_000;

// "Forever" for a test: minutes of work at a few million rows a second, against deadlines of a
// tenth of a second. Bounded so that a broken watchdog fails these tests instead of hanging them.
const RUNAWAY_ROWS = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000000) SELECT x FROM c';
const RUNAWAY_COUNT = `SELECT count(*) FROM (${RUNAWAY_ROWS})`;

let dir: string;
let dbPath: string;
const opened: Database.Database[] = [];

beforeAll(() => {
  if (!existsSync(LIBRARY)) throw new Error(`${LIBRARY} is missing: run "npm run build" first`);
  dir = mkdtempSync(join(tmpdir(), 'openregs-watchdog-'));
  dbPath = join(dir, 'fixture.db');
  const db = new Database(dbPath);
  db.exec(`
    CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
      INSERT INTO items SELECT i, 'item ' || i FROM n;
    -- A hostile database: views may not call the watchdog's functions (SQLITE_DIRECTONLY).
    CREATE VIEW steal_token AS SELECT watchdog_token() AS token;
    CREATE VIEW try_disarm AS SELECT watchdog_disarm('0123456789abcdef') AS fired;
  `);
  db.close();
});

afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A connection set up as the engine's SQL workers set theirs up. */
function openGuarded(): { db: Database.Database; watchdog: Watchdog } {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  opened.push(db);
  db.defaultSafeIntegers(true);
  const watchdog = Watchdog.load(db, LIBRARY);
  watchdog.limit('length', LENGTH_CAP);
  watchdog.limit('attached', 0);
  return { db, watchdog };
}

function itemCount(db: Database.Database): bigint {
  return db.prepare('SELECT count(*) FROM items').pluck().get() as bigint;
}

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to throw');
}

describe('time limit', () => {
  it('stops a runaway recursive CTE with TimeLimitError and the connection keeps working', () => {
    const { db, watchdog } = openGuarded();
    const error = caught(() => watchdog.run(100, () => db.prepare(RUNAWAY_COUNT).get()));
    expect(error).toBeInstanceOf(TimeLimitError);
    expect((error as TimeLimitError).limitMs).toBe(100);
    expect(((error as TimeLimitError).cause as { code: string }).code).toBe('SQLITE_INTERRUPT');

    expect(itemCount(db)).toBe(1000n);
    expect(watchdog.run(10_000, () => itemCount(db))).toBe(1000n);
    // It can be armed again and fires again.
    expect(() => watchdog.run(50, () => db.prepare(RUNAWAY_COUNT).get())).toThrow(TimeLimitError);
    expect(itemCount(db)).toBe(1000n);
  });

  it('stops a statement in the middle of stmt.iterate', () => {
    const { db, watchdog } = openGuarded();
    const stmt = db.prepare(RUNAWAY_ROWS);
    let seen = 0;
    expect(() =>
      watchdog.run(100, () => {
        for (const _row of stmt.iterate()) seen++;
      }),
    ).toThrow(TimeLimitError);
    expect(seen).toBeGreaterThan(0);
    expect(itemCount(db)).toBe(1000n);
  });

  it('stops a call that spends its time in JS between short statements', () => {
    // SQLite clears the interrupt flag whenever a statement starts with none active, so an
    // interrupt landing between two statements is lost; statements started after the deadline
    // must be stopped all the same. Here the deadline almost surely passes between statements.
    const { db, watchdog } = openGuarded();
    const stmt = db.prepare('SELECT name FROM items WHERE id = ?').pluck();
    let calls = 0;
    let sink = 0;
    expect(() =>
      watchdog.run(50, () => {
        for (let i = 0; i < 5_000; i++) {
          stmt.get((i % 1000) + 1);
          calls++;
          for (let j = 0; j < 20_000; j++) sink = (sink * 31 + j) | 0;
        }
      }),
    ).toThrow(TimeLimitError);
    expect(calls).toBeGreaterThan(0);
    expect(typeof sink).toBe('number');
    expect(itemCount(db)).toBe(1000n);
  });

  it('never lets an interrupt that fires as a statement ends reach a later statement', () => {
    const { db, watchdog } = openGuarded();
    const count = db.prepare('SELECT count(*) FROM items WHERE name LIKE ?').pluck();
    for (let cycle = 0; cycle < 2000; cycle++) {
      try {
        expect(watchdog.run(cycle % 3, () => count.get('item 1%'))).toBe(112n);
      } catch (e) {
        // The only acceptable failure of a tiny limit is the limit itself.
        if (!(e instanceof TimeLimitError)) throw e;
      }
    }
    for (let i = 0; i < 100; i++) expect(count.get('item 1%')).toBe(112n);
    expect(db.prepare(RUNAWAY_COUNT.replace('100000000', '100000')).pluck().get()).toBe(100000n);
    expect(watchdog.run(60_000, () => itemCount(db))).toBe(1000n);
  });

  it('finishes disarming once a statement left iterating outside run is reset', () => {
    // SQLite keeps the interrupt flag set while any statement is active, so with a caller's
    // iterator left open the disarm statement is interrupted too and must wait for it.
    const { db, watchdog } = openGuarded();
    const outside = db.prepare('SELECT id FROM items ORDER BY id').pluck().iterate();
    expect(outside.next().value).toBe(1n);
    expect(() => watchdog.run(50, () => db.prepare(RUNAWAY_COUNT).get())).toThrow(TimeLimitError);
    expect(() => watchdog.run(10_000, () => itemCount(db))).toThrow(/still armed/);
    outside.return?.();
    expect(watchdog.run(10_000, () => itemCount(db))).toBe(1000n);
    expect(() => watchdog.run(50, () => db.prepare(RUNAWAY_COUNT).get())).toThrow(TimeLimitError);
  });

  it('returns what fn returns and passes errors other than the deadline through unchanged', () => {
    const { db, watchdog } = openGuarded();
    expect(watchdog.run(10_000, () => db.prepare('SELECT name FROM items WHERE id = 7').pluck().get())).toBe('item 7');
    const sqlError = caught(() => watchdog.run(10_000, () => db.prepare('SELECT nope FROM nowhere').get()));
    expect(sqlError).toBeInstanceOf(Database.SqliteError);
    expect(sqlError).not.toBeInstanceOf(TimeLimitError);
    const own = new Error('from fn');
    expect(
      caught(() =>
        watchdog.run(10_000, () => {
          throw own;
        }),
      ),
    ).toBe(own);
    expect(watchdog.run(10_000, () => itemCount(db))).toBe(1000n);
  });

  it('rejects nested runs and bad limits without disturbing the connection', () => {
    const { db, watchdog } = openGuarded();
    expect(() => watchdog.run(10_000, () => watchdog.run(10_000, () => 1))).toThrow(/cannot be nested/);
    expect(() => watchdog.run(-1, () => 1)).toThrow(RangeError);
    expect(() => watchdog.run(Number.NaN, () => 1)).toThrow(RangeError);
    expect(() => watchdog.limit('nonsense' as SqliteLimit, 1)).toThrow(RangeError);
    expect(() => watchdog.limit('length', -5)).toThrow(RangeError);
    expect(() => watchdog.run(100, () => db.prepare(RUNAWAY_COUNT).get())).toThrow(TimeLimitError);
    expect(watchdog.run(10_000, () => itemCount(db))).toBe(1000n);
  });
});

describe('user SQL cannot lift its limits', () => {
  it('cannot obtain the token or call the control functions without it', () => {
    const { db } = openGuarded();
    expect(db.prepare('SELECT watchdog_token()').pluck().get()).toBeNull();
    const attempts = [
      "SELECT watchdog_disarm('0123456789abcdef')",
      'SELECT watchdog_disarm(NULL)',
      'SELECT watchdog_disarm(watchdog_token())',
      "SELECT watchdog_arm('0123456789abcdef', 60000)",
      "SELECT watchdog_limit('0123456789abcdef', 0, 1000000000)",
      "SELECT watchdog_limit(x'30313233343536373839616263646566', 7, 10)",
      "SELECT watchdog_group('0123456789abcdef', 1)",
      "SELECT watchdog_interrupt('0123456789abcdef', 1)",
    ];
    for (const sql of attempts) expect(() => db.prepare(sql).get(), sql).toThrow(/watchdog: not authorised/);
  });

  it('cannot disarm a running deadline', () => {
    const { db, watchdog } = openGuarded();
    const error = caught(() =>
      watchdog.run(100, () => {
        for (const sql of ['SELECT watchdog_disarm(watchdog_token())', "SELECT watchdog_disarm('0000000000000000')"]) {
          try {
            db.prepare(sql).get();
          } catch {
            // Refused; carry on as a hostile query would.
          }
        }
        return db.prepare(RUNAWAY_COUNT).get();
      }),
    );
    expect(error).toBeInstanceOf(TimeLimitError);
  });

  it('cannot call the functions from views in the database file', () => {
    const { db } = openGuarded();
    expect(() => db.prepare('SELECT * FROM steal_token').get()).toThrow(/unsafe use of watchdog_token/);
    expect(() => db.prepare('SELECT * FROM try_disarm').get()).toThrow(/unsafe use of watchdog_disarm/);
  });

  it('gains nothing from a token taken before Watchdog.load: loading replaces it', () => {
    const db = new Database(dbPath, { readonly: true });
    opened.push(db);
    db.loadExtension(LIBRARY);
    const stolen = db.prepare('SELECT watchdog_token()').pluck().get() as string;
    expect(stolen).toMatch(/^[0-9a-f]{16}$/);
    // Works while it is current...
    expect(db.prepare('SELECT watchdog_disarm(?)').pluck().get(stolen)).toBe(0);
    const watchdog = Watchdog.load(db, LIBRARY);
    // ...but loading makes a fresh secret that only the wrapper holds.
    expect(() => db.prepare('SELECT watchdog_disarm(?)').get(stolen)).toThrow(/watchdog: not authorised/);
    expect(() => db.prepare('SELECT watchdog_arm(?, 60000)').get(stolen)).toThrow(/watchdog: not authorised/);
    expect(db.prepare('SELECT watchdog_token()').pluck().get()).toBeNull();
    expect(() => watchdog.run(100, () => db.prepare(RUNAWAY_COUNT).get())).toThrow(TimeLimitError);
  });

  it('keeps its limits after failed attempts to raise them', () => {
    const { db, watchdog } = openGuarded();
    expect(() => db.prepare("SELECT watchdog_limit('0123456789abcdef', 0, 1000000000)").get()).toThrow();
    expect(() => db.prepare('SELECT length(randomblob(200000000))').get()).toThrow(/string or blob too big/);
    // The cap is still the one the host set: limit() answers the previous value.
    expect(watchdog.limit('length', LENGTH_CAP)).toBe(LENGTH_CAP);
    expect(watchdog.limit('attached', 0)).toBe(0);
  });
});

describe('limits set through the watchdog', () => {
  const bombs = [
    'SELECT length(randomblob(2000000000))',
    'SELECT length(zeroblob(2000000000))',
    "SELECT length(printf('%.*c', 2000000000, 'x'))",
    "SELECT length(replace(hex(zeroblob(50000000)), '0', 'xxxxxxxx'))",
    `SELECT length(group_concat(hex(zeroblob(1000000)))) FROM (${RUNAWAY_ROWS.replace('100000000', '200')})`,
  ];

  it.each(bombs)('%s fails with "string or blob too big" under a 100 MB cap', (sql) => {
    const { db, watchdog } = openGuarded();
    const error = caught(() => watchdog.run(60_000, () => db.prepare(sql).get()));
    expect(error).toBeInstanceOf(Database.SqliteError);
    expect((error as Error).message).toMatch(/string or blob too big/);
    expect(itemCount(db)).toBe(1000n);
  });

  it('allows values under the cap', () => {
    const { db } = openGuarded();
    expect(db.prepare('SELECT length(randomblob(1000000))').pluck().get()).toBe(1000000n);
  });

  it('makes ATTACH impossible', () => {
    const other = join(dir, 'other.db');
    new Database(other).close();
    // Control: without the limit, this connection could attach.
    const plain = new Database(dbPath, { readonly: true });
    opened.push(plain);
    plain.prepare('ATTACH DATABASE ? AS other').run(other);
    plain.prepare('DETACH DATABASE other').run();

    const { db } = openGuarded();
    expect(() => db.prepare('ATTACH DATABASE ? AS other').run(other)).toThrow(/too many attached databases - max 0/);
    expect(() => db.prepare("ATTACH DATABASE ':memory:' AS mem").run()).toThrow(/too many attached databases - max 0/);
  });
});

describe('connections', () => {
  it('loads once per connection', () => {
    const { db, watchdog } = openGuarded();
    expect(Watchdog.load(db, LIBRARY)).toBe(watchdog);
  });

  it('says where the library was expected when it is missing', () => {
    const db = new Database(':memory:');
    opened.push(db);
    expect(() => Watchdog.load(db, join(dir, 'missing.so'))).toThrow(/missing\.so.*npm run build/);
  });

  it('interrupting one connection does not disturb another running in a second worker thread', async () => {
    const compiledWrapper = join(LIBRARY, '..', '..', 'engine', 'db', 'watchdog.js');
    expect(existsSync(compiledWrapper), `${compiledWrapper} (run "npm run build")`).toBe(true);
    // flags[0]: the steady worker is inside its statement; flags[1]: the runaway one has finished.
    const flags = new SharedArrayBuffer(8);
    const shared = {
      flags,
      dbPath,
      library: LIBRARY,
      betterSqlite3: createRequire(import.meta.url).resolve('better-sqlite3'),
      wrapperUrl: pathToFileURL(compiledWrapper).href,
      runaway: RUNAWAY_COUNT,
    };
    const [steady, runaway] = await Promise.all([runWorker({ ...shared, role: 'steady' }), runWorker({ ...shared, role: 'runaway' })]);
    expect(runaway).toEqual({ role: 'runaway', outcome: 'TimeLimitError' });
    expect(steady.role).toBe('steady');
    expect(steady.outcome).toBe('finished');
    expect(steady.rows).toBeGreaterThan(0);
  });

  it.runIf(existsSync('/proc/self/task'))('stops and joins the watchdog thread when a connection closes', () => {
    // Only the watchdog's own threads are counted (by name): the runtime starts and stops others.
    const watchdogThreads = (): number =>
      readdirSync('/proc/self/task').filter((task) => {
        try {
          return readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === 'sql-watchdog';
        } catch {
          return false; // a thread that ended while we looked
        }
      }).length;
    const before = watchdogThreads();
    const dbs = Array.from({ length: 20 }, () => openGuarded().db);
    expect(watchdogThreads()).toBe(before + 20);
    for (const db of dbs) db.close();
    expect(watchdogThreads()).toBe(before);
  });
});

interface WorkerReport {
  role: string;
  outcome: string;
  rows?: number;
}

// Plain JS (CommonJS eval) that uses the compiled wrapper, as the engine's SQL workers do.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
(async () => {
  const { Watchdog, TimeLimitError } = await import(workerData.wrapperUrl);
  const flags = new Int32Array(workerData.flags);
  const db = new Database(workerData.dbPath, { readonly: true });
  const watchdog = Watchdog.load(db, workerData.library);
  if (workerData.role === 'steady') {
    // One statement that keeps going until the other worker's statement has been interrupted.
    db.function('keep_going', () => {
      if (Atomics.load(flags, 0) === 0) { Atomics.store(flags, 0, 1); Atomics.notify(flags, 0); }
      return Atomics.load(flags, 1) === 0 ? 1 : 0;
    });
    let outcome = 'finished', rows = 0;
    try {
      rows = watchdog.run(120000, () => db.prepare(
        'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE keep_going()) SELECT count(*) FROM c'
      ).pluck().get());
    } catch (e) {
      outcome = e instanceof TimeLimitError ? 'TimeLimitError' : String(e);
    }
    db.close();
    parentPort.postMessage({ role: 'steady', outcome, rows });
  } else {
    Atomics.wait(flags, 0, 0);
    let outcome = 'finished';
    try {
      watchdog.run(100, () => db.prepare(workerData.runaway).get());
    } catch (e) {
      outcome = e instanceof TimeLimitError ? 'TimeLimitError' : String(e);
    }
    Atomics.store(flags, 1, 1);
    db.close();
    parentPort.postMessage({ role: 'runaway', outcome });
  }
})().catch((e) => {
  Atomics.store(new Int32Array(workerData.flags), 1, 1);
  Atomics.store(new Int32Array(workerData.flags), 0, 1);
  Atomics.notify(new Int32Array(workerData.flags), 0);
  parentPort.postMessage({ role: workerData.role, outcome: 'crashed: ' + (e && e.stack || e) });
});
`;

function runWorker(data: Record<string, unknown>): Promise<WorkerReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: data });
    let report: WorkerReport | undefined;
    worker.once('message', (message: WorkerReport) => (report = message));
    worker.once('error', reject);
    worker.once('exit', (code) => (report ? resolve(report) : reject(new Error(`worker exited with ${code} and no report`))));
  });
}
