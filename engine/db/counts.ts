// Lazy, time-limited, cached table row counts (never computed at start-up).
import type { Engine } from '../engine.js';
import { escapeSqlite } from '../sql/escape.js';
import { QueryFailure } from '../query/failure.js';

/** A null count timed out under `limitMs`: only a call with no more time than that may reuse it. */
interface Entry {
  count: number | null;
  version: string;
  at: number;
  limitMs: number;
}

/** A count that timed out is retried after this long. */
const RETRY_TIMED_OUT_MS = 60_000;

export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly engine: Engine) {}

  /** The database version served: counts stay valid until it changes. */
  private version(db: string): string {
    return this.engine.databases.get(db)!.version;
  }

  /** The table's row count in the version served, if already found. */
  known(db: string, table: string): number | undefined {
    const cached = this.entries.get(`${db}\u0000${table}`);
    return cached && cached.count !== null && cached.version === this.version(db) ? cached.count : undefined;
  }

  /** A count found elsewhere (a table page) for the version served. */
  remember(db: string, table: string, count: number): void {
    this.entries.set(`${db}\u0000${table}`, { count, version: this.version(db), at: Date.now(), limitMs: Number.POSITIVE_INFINITY });
  }

  async count(db: string, table: string, limitMs: number, client: string): Promise<number | null> {
    const key = `${db}\u0000${table}`;
    const version = this.version(db);
    const cached = this.entries.get(key);
    const timedOutRecently = cached?.count === null && Date.now() - cached.at < RETRY_TIMED_OUT_MS && limitMs <= cached.limitMs;
    if (cached && cached.version === version && (cached.count !== null || timedOutRecently)) {
      return cached.count;
    }
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
    this.entries.set(key, { count, version, at: Date.now(), limitMs });
    return count;
  }
}
