// What each SQL thread reads to fill its SQLite page cache once a version is in the OS cache. A
// connection's cache grows a page at a time as its statements read, and each page of that new
// memory costs the thread a page fault the first time it is touched (microseconds each, several
// on a virtual machine): a heavy page's first visit, reading thousands of pages no thread had
// cached, paid more for the faults than for its SQL. Filled once, a cache only recycles its own
// memory, and it starts with the b-trees requests read first (the preload's order).
import Database from 'better-sqlite3';
import type { OrderedTree } from './preload.js';

interface SchemaEntry {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

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
      (db.prepare('select type, name, tbl_name, sql from sqlite_master where rootpage > 0').all() as SchemaEntry[]).map((e) => [e.name, e]),
    );
    const rows = statRows(db);
    const statements: string[] = [];
    let pages = 0;
    for (const tree of trees) {
      const left = capacityPages - pages;
      if (left <= 0) break;
      const entry = schema.get(tree.name);
      if (!entry || tree.leafPages === 0) continue;
      const source = entry.type === 'index' ? readIndex(entry) : `${quote(entry.name)} not indexed`;
      if (!source) continue;
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

/** An index read on its own: its table forced onto it; none for a partial index (it needs its WHERE). */
function readIndex(entry: SchemaEntry): string | undefined {
  if (entry.sql !== null && /\)\s*where\s/i.test(entry.sql)) return undefined;
  return `${quote(entry.tbl_name)} indexed by ${quote(entry.name)}`;
}

/** Rows of each table and index that `sqlite_stat1` counts (a table: the most any of its indexes has). */
function statRows(db: Database.Database): Map<string, number> {
  const out = new Map<string, number>();
  if (!db.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get()) return out;
  for (const { tbl, idx, stat } of db.prepare('select tbl, idx, stat from sqlite_stat1').all() as Array<{
    tbl: string;
    idx: string | null;
    stat: string;
  }>) {
    const n = Number.parseInt(stat, 10);
    if (!Number.isFinite(n)) continue;
    if (idx !== null) out.set(idx, n);
    out.set(tbl, Math.max(out.get(tbl) ?? 0, n));
  }
  return out;
}
