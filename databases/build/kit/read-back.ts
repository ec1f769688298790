// Reading back rows a domain already inserted, a chunk at a time, while a generator feeds
// another insert: better-sqlite3 forbids writes while a cursor is open, so each chunk is fetched
// whole and no statement stays open between chunks, and no table is held in memory.
import type Database from 'better-sqlite3';

export interface ReadBackOptions<T> {
  /** The integer key the SQL orders by and resumes after (default `_rowid`). */
  key?: keyof T & string;
  /** Rows start after this key value (default 0). */
  after?: number;
  chunk?: number;
}

/**
 * Yields the rows of `sql` chunk after chunk. `sql` has two placeholders, the key to resume after
 * and the chunk size: `select rowid as _rowid, … where rowid > ? order by rowid limit ?`.
 */
export function* readBack<T extends object>(db: Database.Database, sql: string, options: ReadBackOptions<T> = {}): Generator<T> {
  const statement = db.prepare(sql);
  const key = options.key ?? ('_rowid' as keyof T & string);
  const chunk = options.chunk ?? 20_000;
  let after: unknown = options.after ?? 0;
  for (;;) {
    const rows = statement.all(after, chunk) as T[];
    if (!rows.length) return;
    after = rows[rows.length - 1][key];
    yield* rows;
  }
}
