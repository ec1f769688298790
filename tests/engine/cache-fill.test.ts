// Each SQL thread fills its page cache once a version is in the OS cache (engine/db/cache-fill.ts):
// the statements read the preload's b-trees in its order until a cache is full, and every regular
// and lane thread runs them on its connection between its queries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheFillReads } from '../../engine/db/cache-fill.js';
import { preloadFiles, type OrderedTree } from '../../engine/db/preload.js';
import type { WorkerPool } from '../../engine/pool/pool.js';
import { fixturesPool } from '../support/fixtures-pool.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';

const PAGE = 512;
let tmp: string;
let file: string;
let order: OrderedTree[];
let fixtures: Fixtures;
let pool: WorkerPool;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'cache-fill-'));
  file = join(tmp, 'words.db');
  const db = new Database(file);
  db.pragma(`page_size = ${PAGE}`);
  db.exec('create table small (a integer)');
  db.exec('insert into small values (1), (2)');
  db.exec('create table words (id integer primary key, word text)');
  const insert = db.prepare('insert into words (word) values (?)');
  db.transaction(() => {
    for (let i = 0; i < 30_000; i++) insert.run(`word ${(i * 7919) % 30_000}`);
  })();
  db.exec('create index words_word on words (word)');
  // Partial: a statement cannot read it alone without its WHERE.
  db.exec('create index words_odd on words (word) where id % 2 = 1');
  db.exec('analyze');
  db.close();
  order = (await preloadFiles([{ path: file }], 1 << 30)).order;
  fixtures = buildFixtures();
  pool = fixturesPool(fixtures.db, { size: 2, laneSize: 1 });
});
afterAll(async () => {
  await pool.close();
  fixtures.remove();
  rmSync(tmp, { recursive: true, force: true });
});

const leaves = (name: string): number => order.find((t) => t.name === name)!.leafPages;

describe('what a thread reads to fill its cache', () => {
  it("reads the preload's b-trees in its order, whole until the cache is full, then the first rows of the next", () => {
    expect(order.map((t) => t.name)).toEqual([
      'sqlite_schema',
      'small',
      'sqlite_stat1',
      'sqlite_stat4',
      'words_odd',
      'words_word',
      'words',
    ]);
    // The schema is read by every connection as it opens; the partial index is passed over.
    const whole = leaves('small') + leaves('sqlite_stat1') + leaves('sqlite_stat4') + leaves('words_word');
    const statements = cacheFillReads(file, order, (whole + leaves('words') / 2) * PAGE);
    expect(statements).toEqual([
      'select count(*) from (select 1 from "small" not indexed)',
      'select count(*) from (select 1 from "sqlite_stat1" not indexed)',
      'select count(*) from (select 1 from "sqlite_stat4" not indexed)',
      'select count(*) from (select 1 from "words" indexed by "words_word")',
      `select count(*) from (select 1 from "words" not indexed limit ${Math.ceil((30_000 * Math.ceil(leaves('words') / 2)) / leaves('words'))})`,
    ]);
    const db = new Database(file, { readonly: true });
    try {
      expect(statements.map((sql) => db.prepare(sql).pluck().get())).toEqual([
        2,
        3,
        expect.any(Number),
        30_000,
        Math.ceil((30_000 * Math.ceil(leaves('words') / 2)) / leaves('words')),
      ]);
    } finally {
      db.close();
    }
  });

  it('reads no more than the cache holds', () => {
    expect(cacheFillReads(file, order, leaves('small') * PAGE)).toEqual(['select count(*) from (select 1 from "small" not indexed)']);
    expect(cacheFillReads(file, order, 0)).toEqual([]);
  });
});

describe('the threads filling their caches', () => {
  it('runs the statements on every regular and lane thread, passing over one that fails', async () => {
    const ran = await pool.fillCaches('fixtures', fixtures.db, [
      'select count(*) from facetable',
      'select count(*) from no_such_table',
      'select count(*) from sqlite_master',
    ]);
    // Two regular threads and one lane thread; not the background thread.
    expect(ran).toEqual([2, 2, 2]);
  });

  it('answers a query sent while it fills before it has finished', async () => {
    // One worker: a fill that ran all its statements at once would answer the query after them.
    const single = fixturesPool(fixtures.db, { size: 1, laneSize: 0 });
    try {
      const counting = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 100000) select count(*) from c';
      const events: string[] = [];
      const filling = single.fillCaches('fixtures', fixtures.db, Array<string>(20).fill(counting)).then((ran) => {
        events.push('filled');
        return ran;
      });
      const answer = await single.run(
        { database: 'fixtures', path: fixtures.db, sql: 'select 6 * 7', params: {}, maxRows: 1, timeLimitMs: 10_000 },
        'a client',
      );
      events.push('answered');
      expect(Number(answer.rawRows![0][0])).toBe(42);
      expect(await filling).toEqual([20]);
      expect(events).toEqual(['answered', 'filled']);
    } finally {
      await single.close();
    }
  });

  it('never opens a released file again, until a query reads it (a version served again)', async () => {
    pool.releaseFile(fixtures.db);
    expect(await pool.fillCaches('fixtures', fixtures.db, ['select 1'])).toEqual([0, 0, 0]);
    const clients = ['a', 'b', 'c'];
    await Promise.all(
      clients.map((client) =>
        pool.run({ database: 'fixtures', path: fixtures.db, sql: 'select 1', params: {}, maxRows: 1, timeLimitMs: 1000 }, client),
      ),
    );
    expect((await pool.fillCaches('fixtures', fixtures.db, ['select 1'])).reduce((a, b) => a + b)).toBeGreaterThan(0);
  });
});
