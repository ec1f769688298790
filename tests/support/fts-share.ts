// What share of an FTS5 index's rows a search word finds: the measure behind the search-vocabulary
// tests, as a share of the indexed rows rather than a count so one threshold holds at any scale.
// Each word is searched as one quoted phrase ("Saudi Arabia" must appear as those two tokens in a
// row), with the default unicode61 tokenizer's case folding and no stemming (tariff ≠ tariffs).
import Database from 'better-sqlite3';

export interface WordShare {
  word: string;
  /** Rows the word matches. */
  rows: number;
  /** rows / the index's row count (0 for an empty index). */
  share: number;
}

export interface FtsShares {
  table: string;
  /** Rows in the FTS index. */
  total: number;
  /** One entry per word, in the order given. */
  words: WordShare[];
  /** Rows matching at least one of the words, as a share of total. */
  anyShare: number;
}

/** The FTS5 query that finds `word` as a phrase. */
export function phraseQuery(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

/** Per-word and combined match shares of `words` in the FTS5 table `table` of the database at `dbPath`. */
export function ftsShares(dbPath: string, table: string, words: readonly string[]): FtsShares {
  if (!/^\w+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const db = new Database(dbPath, { readonly: true });
  try {
    const total = db.prepare(`select count(*) from ${table}`).pluck().get() as number;
    const count = db.prepare(`select count(*) from ${table} where ${table} match ?`).pluck();
    const share = (rows: number): number => (total === 0 ? 0 : rows / total);
    const shares = words.map((word) => {
      const rows = count.get(phraseQuery(word)) as number;
      return { word, rows, share: share(rows) };
    });
    const anyRows = words.length === 0 ? 0 : (count.get(words.map(phraseQuery).join(' OR ')) as number);
    return { table, total, words: shares, anyShare: share(anyRows) };
  } finally {
    db.close();
  }
}

/** Names of the FTS5 tables in the database at `dbPath`, sorted. */
export function ftsTables(dbPath: string): string[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare("select name from sqlite_schema where type = 'table' and sql like 'create virtual table%using fts5%' order by name")
      .pluck()
      .all() as string[];
  } finally {
    db.close();
  }
}
