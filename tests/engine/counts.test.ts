// The lazy row-count cache: counts are cached per file version, a timed-out count is remembered
// for a while, but only for calls with no more time than the one that timed out (a 5 ms listing
// count must not blank a table page's count, which has the full limit).
import { describe, expect, it } from 'vitest';
import { CountCache } from '../../engine/db/counts.js';
import { VersionedCache } from '../../engine/cache/versioned.js';
import type { Engine, EngineDatabase } from '../../engine/engine.js';
import { QueryFailure } from '../../engine/query/failure.js';
import type { QueryCall } from '../../engine/query/run.js';
import type { QueryResult } from '../../engine/pool/protocol.js';

/** An engine whose "count" takes `needsMs` of time limit: less and it times out. */
function fakeEngine(needsMs: number): { engine: Engine; calls: number[] } {
  const calls: number[] = [];
  const database = { name: 'db', immutable: true, path: '/nonexistent.db' } as EngineDatabase;
  const stub = {
    databases: new Map([['db', database]]),
    cache: new VersionedCache(() => 'v1'),
    query(call: QueryCall): Promise<QueryResult> {
      const timeLimitMs = call.timeLimitMs!;
      calls.push(timeLimitMs);
      if (timeLimitMs < needsMs) return Promise.reject(new QueryFailure('timeout', 'interrupted'));
      return Promise.resolve({ columns: ['count(*)'], rowCount: 1, rawRows: [[42n]], rawOffset: 0, ms: 1 });
    },
  };
  return { engine: stub as unknown as Engine, calls };
}

describe('CountCache', () => {
  it('caches a count once found', async () => {
    const { engine, calls } = fakeEngine(0);
    const cache = new CountCache(engine);
    expect(await cache.count('db', 't', 5, 'client')).toBe(42);
    expect(await cache.count('db', 't', 10_000, 'client')).toBe(42);
    expect(calls).toEqual([5]);
  });

  it('a timeout is reused for calls with the same or less time', async () => {
    const { engine, calls } = fakeEngine(100);
    const cache = new CountCache(engine);
    expect(await cache.count('db', 't', 10, 'client')).toBeNull();
    expect(await cache.count('db', 't', 10, 'client')).toBeNull();
    expect(await cache.count('db', 't', 5, 'client')).toBeNull();
    expect(calls).toEqual([10]);
  });

  it('a call with more time than the one that timed out counts again', async () => {
    const { engine, calls } = fakeEngine(100);
    const cache = new CountCache(engine);
    expect(await cache.count('db', 't', 5, 'client')).toBeNull();
    expect(await cache.count('db', 't', 10_000, 'client')).toBe(42);
    expect(await cache.count('db', 't', 5, 'client')).toBe(42);
    expect(calls).toEqual([5, 10_000]);
  });
});
