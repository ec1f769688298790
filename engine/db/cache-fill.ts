// What each SQL thread reads to fill its SQLite page cache once a version is in the OS cache. A
// connection's cache grows a page at a time as its statements read, and each page of that new
// memory costs the thread a page fault the first time it is touched (microseconds each, several
// on a virtual machine): a heavy page's first visit, reading thousands of pages no thread had
// cached, paid more for the faults than for its SQL. Filled once, a cache only recycles its own
// memory, and it starts with the b-trees requests read first (the preload's order).
import Database from 'better-sqlite3';
import { quoteIdentifier } from '../sql/escape.js';
import type { OrderedTree } from './preload.js';

interface SchemaEntry {
  type: string;
  name: string;
  tbl_name: string;
  /** 1 for a partial index (SQLite's own `pragma_index_list`). */
  partial: number;
}

/**
 * Statements that read `trees` (one file's b-trees, in the preload's order) until a cache of
 * `cacheBytes` is full: whole b-trees, then the first rows of the next one, as many as its row count
 * (from `sqlite_stat1`) says fill the rest. A b-tree no statement can read alone (a partial index)
 * or whose rows are not counted is passed over.
 */
export function cacheFillReads(path: string, trees: readonly OrderedTree[], cacheBytes: number): string[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const capacityPages = Math.ceil(cacheBytes / (db.pragma('page_size', { simple: true }) as number));
    const schema = new Map(
      (
        db
          .prepare(
            `select m.type, m.name, m.tbl_name, coalesce(i.partial, 0) as partial from sqlite_master m
             left join pragma_index_list(m.tbl_name) i on i.name = m.name where m.rootpage > 0`,
          )
          .all() as SchemaEntry[]
      ).map((e) => [e.name, e]),
    );
    const rows = statRows(db);
    const statements: string[] = [];
    let pages = 0;
    for (const tree of trees) {
      const left = capacityPages - pages;
      if (left <= 0) break;
      const entry = schema.get(tree.name);
      if (!entry || tree.leafPages === 0) continue;
      // A partial index cannot be read without its WHERE.
      if (entry.partial) continue;
      const source =
        entry.type === 'index'
          ? `${quoteIdentifier(entry.tbl_name)} indexed by ${quoteIdentifier(entry.name)}`
          : `${quoteIdentifier(entry.name)} not indexed`;
      if (tree.leafPages <= left) {
        statements.push(`select count(*) from (select 1 from ${source})`);
        pages += tree.leafPages;
        continue;
      }
      const total = rows.get(entry.name);
      if (!total) continue;
      statements.push(`select count(*) from (select 1 from ${source} limit ${Math.ceil((total * left) / tree.leafPages)})`);
      pages += left;
    }
    return statements;
  } finally {
    db.close();
  }
}

/** Rows of each table and index that `sqlite_stat1` counts (a table: the most any of its indexes has). */
function statRows(db: Database.Database): Map<string, number> {
  if (!db.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get()) return new Map();
  const rows = db
    .prepare(
      `select idx as name, cast(stat as integer) as n from sqlite_stat1 where idx is not null
       union all select tbl, max(cast(stat as integer)) from sqlite_stat1 group by tbl`,
    )
    .raw(true)
    .all() as Array<[string, number]>;
  return new Map(rows);
}
