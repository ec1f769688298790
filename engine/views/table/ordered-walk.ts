// A filtered page in the order of an indexed column, read by walking that index. Without an index on
// its filter and its order, SQLite finds every match and sorts them all, however few it shows: on a
// common value of an unindexed column that is the whole table (seconds on millions of rows), where
// the index in order finds a page of matches among its first rows. The walk reads a window of the
// index's first rows (from `_next`'s place) and keeps the matches: when the window holds a full
// page, that page is the first matches in order, the same rows as the page's own query. The SQL
// worker tries it only when the page's own query would sort every match, and not when the index
// that query narrows by finds fewer matches than the window (sorting those costs less than the
// walk); it runs that query when the window comes up short (a rare value).
import { indexForOrder, type TableInfo } from '../../db/introspect.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { OrderedWalk } from '../../pool/protocol.js';
import type { Sort } from '../result.js';

/** Rows of the window per row asked for: a value in one row of fifty fills it. */
const WINDOW_PER_ROW = 50;
/** Larger pages are left to the page's own query: their windows read too much to be worth a try. */
const MAX_WALKED_ROWS = 101;

export interface WalkRequest {
  table: TableInfo;
  sort: Sort | null;
  /** The page's select list, its filters, its `_next` bound (or none) and its order. */
  selectList: string;
  filters: string[];
  resume: string | undefined;
  order: string;
  /** Rows the page fetches (its size and one more; a `_size=0` page reads none). */
  rows: number;
  /** Whether the rows are a table's own rowids (selected as `rowid`). */
  rowid: boolean;
}

/** The walk, or none where the page is not a filtered table page in an indexed order. */
export function orderedWalk(w: WalkRequest): OrderedWalk | undefined {
  if (!w.sort || w.table.isView || !w.filters.length || w.rows < 2 || w.rows > MAX_WALKED_ROWS) return undefined;
  const index = indexForOrder(w.table, w.sort.column, w.sort.desc);
  if (!index) return undefined;
  // Every column the filters, order and select list may name, and the rowid where it is a key; the
  // window takes the table's name, which a filter may qualify its column with.
  const name = escapeSqlite(w.table.name);
  const window = w.rows * WINDOW_PER_ROW;
  // `_next`'s bound is an OR that SQLite would read as several lookups in the index, then sort:
  // wrapped, it is a test on each row of the walk, read in the index's order from its start.
  const inner = `select ${w.rowid ? 'rowid, ' : ''}* from ${name} indexed by ${escapeSqlite(index)}${
    w.resume ? ` where +(${w.resume})` : ''
  } ${w.order} limit ${window}`;
  const where = [...w.filters, ...(w.resume ? [w.resume] : [])].join(' and ');
  return {
    index,
    sql: `select ${w.selectList} from (${inner}) as ${name} where ${w.filters.join(' and ')} ${w.order} limit ${w.rows}`,
    probe: `select count(*) from (select 1 from ${name} where ${where} limit ${window})`,
    window,
  };
}
