// The engine's versioned cache: entries belong to the data version the request reads, a swap
// drops the old ones, background runs are one per entry, and two engines share nothing.
import { describe, expect, it } from 'vitest';
import { VersionedCache, cacheKind } from '../../engine/cache/versioned.js';

const COUNT = cacheKind<number>('count');
const LABEL = cacheKind<string>('label');

describe('VersionedCache', () => {
  it('keeps entries per kind, database and the version read', () => {
    let version: string | undefined = 'v1';
    const cache = new VersionedCache(() => version);
    cache.set(COUNT, 'db', 't', 42);
    cache.set(LABEL, 'db', 't', 'forty-two');
    expect([cache.get(COUNT, 'db', 't'), cache.get(LABEL, 'db', 't'), cache.get(COUNT, 'other', 't')]).toEqual([
      42,
      'forty-two',
      undefined,
    ]);
    version = 'v2';
    expect(cache.get(COUNT, 'db', 't')).toBeUndefined();
    cache.set(COUNT, 'db', 't', 43);
    version = 'v1';
    expect(cache.get(COUNT, 'db', 't')).toBe(42);
    // A request reading no served version keeps nothing.
    version = undefined;
    cache.set(COUNT, 'db', 'u', 1);
    expect(cache.get(COUNT, 'db', 'u')).toBeUndefined();
  });

  it('drops the other versions of a database after a swap', () => {
    let version = 'v1';
    const cache = new VersionedCache(() => version);
    cache.set(COUNT, 'db', 't', 1);
    version = 'v2';
    cache.set(COUNT, 'db', 't', 2);
    cache.dropOtherVersions('db', 'v2');
    expect(cache.get(COUNT, 'db', 't')).toBe(2);
    version = 'v1';
    expect(cache.get(COUNT, 'db', 't')).toBeUndefined();
  });

  it('runs one background job per entry at a time', async () => {
    const cache = new VersionedCache(() => 'v1');
    let runs = 0;
    let finish!: () => void;
    const work = (): Promise<void> => {
      runs++;
      return new Promise((done) => (finish = done));
    };
    cache.background(COUNT, 'db', 't', work);
    cache.background(COUNT, 'db', 't', work);
    expect(runs).toBe(1);
    finish();
    await new Promise((r) => setImmediate(r));
    cache.background(COUNT, 'db', 't', work);
    expect(runs).toBe(2);
  });

  it('two caches (two engines) share nothing', () => {
    const a = new VersionedCache(() => 'v1');
    const b = new VersionedCache(() => 'v1');
    a.set(COUNT, 'db', 't', 1);
    expect(b.get(COUNT, 'db', 't')).toBeUndefined();
  });
});
