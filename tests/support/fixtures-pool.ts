// A SQL worker pool over the fixtures database alone, for tests of the pool itself: the engine's
// limits at test sizes, with what each test varies given.
import { WorkerPool } from '../../engine/pool/pool.js';
import { watchdogLibraryPath } from '../../engine/db/watchdog.js';

export interface FixturesPoolOptions {
  size: number;
  laneSize: number;
  stuckGraceMs?: number;
  noLimitStuckMs?: number;
  /** SQLite's page cache of each connection, in KiB. */
  cacheKib?: number;
}

export function fixturesPool(
  db: string,
  { size, laneSize, stuckGraceMs = 5000, noLimitStuckMs, cacheKib = 16 * 1024 }: FixturesPoolOptions,
): WorkerPool {
  return new WorkerPool({
    size,
    laneSize,
    init: {
      databases: [{ name: 'fixtures', path: db, immutable: false }],
      watchdogLibrary: watchdogLibraryPath(),
      maxValueBytes: 1_000_000,
      maxResponseBytes: 50_000_000,
      sqlMemoryLimitBytes: 0,
      cacheKib,
    },
    maxBackground: 8,
    stuckGraceMs,
    noLimitStuckMs,
  });
}
