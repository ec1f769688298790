// Each SQL thread's connection gets the page cache the sql_cache_mb setting asks for (a person's
// page on a full-scale 990 database reads tens of MB of index pages, more than the 16 MB default).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerPool } from '../../engine/pool/pool.js';
import { fixturesPool } from '../support/fixtures-pool.js';
import { DEFAULT_SETTINGS } from '../../engine/config/settings.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';

let fixtures: Fixtures;
let pool: WorkerPool;
beforeAll(() => {
  fixtures = buildFixtures();
  pool = fixturesPool(fixtures.db, { size: 2, laneSize: 1, cacheKib: 40 * 1024 });
});
afterAll(async () => {
  await pool.close();
  fixtures.remove();
});

describe('the SQL threads’ page cache', () => {
  it('is the size the pool was given, on every thread', async () => {
    const sizes = await Promise.all(
      ['a', 'b', 'c', 'd'].map((client) =>
        pool
          .run(
            {
              database: 'fixtures',
              path: fixtures.db,
              sql: 'select cache_size from pragma_cache_size',
              params: {},
              maxRows: 1,
              timeLimitMs: 1000,
            },
            client,
          )
          .then((r) => Number(r.rawRows![0][0])),
      ),
    );
    // Negative: KiB.
    expect(new Set(sizes)).toEqual(new Set([-40 * 1024]));
  });

  it('defaults to 16 MB a connection', () => {
    expect(DEFAULT_SETTINGS.sql_cache_mb).toBe(16);
  });
});
