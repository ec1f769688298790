// Lazy, time-limited table row counts (never computed at start-up), kept for the data version they
// were counted on in the engine's versioned cache.
import type { Engine } from '../engine.js';
import { escapeSqlite } from '../sql/escape.js';
import { QueryFailure } from '../query/failure.js';
import { cacheKind } from '../cache/versioned.js';

/** A null count timed out under `limitMs`: only a call with no more time than that may reuse it. */
interface Entry {
  count: number | null;
  at: number;
  limitMs: number;
}

/** A table's row count in one data version (shared with table pages' unfiltered counts). */
const TABLE_COUNT = cacheKind<Entry>('table-count');

/** A count that timed out is retried after this long. */
const RETRY_TIMED_OUT_MS = 60_000;

export class CountCache {
  constructor(private readonly engine: Engine) {}

  /** The table's row count in the version this request reads, if already found. */
  known(db: string, table: string): number | undefined {
    return this.engine.cache.get(TABLE_COUNT, db, table)?.count ?? undefined;
  }

  /** A count found elsewhere (a table page) for the version this request reads. */
  remember(db: string, table: string, count: number): void {
    this.engine.cache.set(TABLE_COUNT, db, table, { count, at: Date.now(), limitMs: Number.POSITIVE_INFINITY });
  }

  async count(db: string, table: string, limitMs: number, client: string): Promise<number | null> {
    const cached = this.engine.cache.get(TABLE_COUNT, db, table);
    const timedOutRecently = cached?.count === null && Date.now() - cached.at < RETRY_TIMED_OUT_MS && limitMs <= cached.limitMs;
    if (cached && (cached.count !== null || timedOutRecently)) return cached.count;
    let count: number | null = null;
    try {
      const result = await this.engine.query({
        database: db,
        sql: `select count(*) from ${escapeSqlite(table)}`,
        maxRows: 1,
        timeLimitMs: limitMs,
        client,
      });
      count = Number(result.rawRows![0][0]);
    } catch (e) {
      // Shed before running says nothing about the count: the caller answers that.
      if (!(e instanceof QueryFailure) || e.kind === 'shed') throw e;
    }
    this.engine.cache.set(TABLE_COUNT, db, table, { count, at: Date.now(), limitMs });
    return count;
  }
}
