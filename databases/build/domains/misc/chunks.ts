// Reading back rows this domain already inserted, in primary-key chunks, while a generator
// feeds another insert: better-sqlite3 forbids writes while a cursor is open, so each chunk is
// fetched whole and no statement stays open between chunks.
import type Database from 'better-sqlite3';

/** Yields the rows of `select … where <key> > ? order by <key> limit ?` chunk after chunk
 *  (integer keys, all greater than `start`). */
export function* inKeyChunks<T extends object>(
  db: Database.Database, sql: string, key: keyof T & string, start = 0, chunkSize = 5_000,
): Generator<T> {
  const statement = db.prepare(sql);
  let after: unknown = start;
  for (;;) {
    const rows = statement.all(after, chunkSize) as T[];
    if (!rows.length) return;
    after = rows[rows.length - 1][key];
    yield* rows;
  }
}
