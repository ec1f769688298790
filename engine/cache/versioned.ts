// What the engine learns about one data version and keeps until the version changes: counts,
// facet counts, suggestions, "ran out of time" markers, and the runs finishing them in the
// background. One per engine (two engines in one process share nothing); entries are keyed by the
// version of the file the request reads, so an answer is never kept under a version it was not
// computed on, and a swap leaves the old entries to be dropped.
import { BackgroundRuns } from './background.js';
import { LruMap } from './lru.js';

/** A kind of entry and the type of its values: `cacheKind<number>('count')`. */
export interface CacheKind<T> {
  readonly name: string;
  /** Only for typing: never set. */
  readonly value?: T;
}

export function cacheKind<T>(name: string): CacheKind<T> {
  return { name };
}

/** Entries kept across every kind (least recently used dropped first). */
const CAPACITY = 16_000;

export class VersionedCache {
  private readonly entries = new LruMap<string, unknown>(CAPACITY);
  private readonly runs = new BackgroundRuns();

  constructor(
    /** The version of `db` the current request reads (undefined: not one this engine serves). */
    private readonly versionOf: (db: string) => string | undefined,
  ) {}

  private key(kind: CacheKind<unknown>, db: string, key: string): string | undefined {
    const version = this.versionOf(db);
    return version === undefined ? undefined : `${kind.name}\u0000${db}\u0000${version}\u0000${key}`;
  }

  get<T>(kind: CacheKind<T>, db: string, key: string): T | undefined {
    const k = this.key(kind, db, key);
    return k === undefined ? undefined : (this.entries.get(k) as T | undefined);
  }

  set<T>(kind: CacheKind<T>, db: string, key: string, value: T): void {
    const k = this.key(kind, db, key);
    if (k !== undefined) this.entries.set(k, value);
  }

  delete(kind: CacheKind<unknown>, db: string, key: string): void {
    const k = this.key(kind, db, key);
    if (k !== undefined) this.entries.delete(k);
  }

  /** Run `work` in the background unless a run for the same entry is under way. */
  background(kind: CacheKind<unknown>, db: string, key: string, work: () => Promise<unknown>): void {
    const k = this.key(kind, db, key);
    if (k !== undefined) this.runs.start(k, work);
  }

  /** Settles once no background run is under way. */
  settled(): Promise<void> {
    return this.runs.settled();
  }

  /** Forget entries of versions of `db` no longer served (after a swap). */
  dropOtherVersions(db: string, current: string): void {
    for (const k of this.entries.keys()) {
      const [, entryDb, version] = k.split('\u0000');
      if (entryDb === db && version !== current) this.entries.delete(k);
    }
  }
}
