// The SQL of a table page: its WHERE (filters, `_where`, `_through`, search), the keyset or offset
// of `_next`, its order with a key tie-break, and the row query as shown (Datasette's) and as run.
import type { Engine } from '../../engine.js';
import { indexForOrder } from '../../db/introspect.js';
import type { RequestInfo } from '../../request.js';
import { HttpError } from '../../errors.js';
import type { OrderedWalk, ParamValue } from '../../pool/protocol.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { Sort } from '../result.js';
import { buildFilters } from './filters.js';
import { resumeClause } from './keyset.js';
import { searchClauses, searchIndexHint, type SearchParts } from './search.js';
import { selectedColumns } from './columns.js';
import { throughClauses } from './through.js';
import { orderedWalk } from './ordered-walk.js';
import type { TableRequest } from './page-request.js';

export interface PageQuery {
  /** The row query as the page shows it (Datasette's). */
  sql: string;
  /** The row query as run: the same rows (see runLimit and the index walk). */
  runSql: string;
  /** A filtered page's rows read in its order's index, tried first where runSql sorts every match. */
  walk: OrderedWalk | undefined;
  /** Parameters of the WHERE without `_next` (counts and facets use them). */
  params: Record<string, ParamValue>;
  /** Parameters of the page's rows (with the `_next` keyset). */
  pageParams: Record<string, ParamValue>;
  /** `where … ` without `_next`, or ''. */
  whereClause: string;
  columns: string[];
  search: SearchParts;
  humanDescription: string;
  nextToken: string | undefined;
}

/**
 * The row query as run may differ from the one shown (Datasette's) where SQLite plans a page badly;
 * the rows are the same.
 * - Its limit: a `_size=0` page shows no rows and has no next page, as `limit 1` gives, so it asks
 *   for none (SQLite may plan a sort for one row). Pages smaller than PLANNED_LIMIT ask for that
 *   many rows (the worker stops reading at size + 1): for LIMIT 2 SQLite sorts every row of a table
 *   it walks in index order for LIMIT 21. A view's pages ask for a default page (see below).
 * - Its index: an unfiltered sorted page walks an index on the sort column. SQLite may instead sort
 *   the whole table when the key tie-break is not in that index, which costs far more than sorting
 *   the ties of the rows shown.
 */
const PLANNED_LIMIT = 21;
function runLimit(size: number, planned: number): number {
  return size === 0 ? 0 : Math.max(size + 1, planned);
}

function humanDescription(bits: string[], sort: Sort | null): string {
  let text = '';
  if (bits.length === 1) text = `where ${bits[0]}`;
  else if (bits.length > 1) text = `where ${bits.slice(0, -1).join(', ')} and ${bits[bits.length - 1]}`;
  if (sort) text += `${text ? ' ' : ''}sorted by ${sort.column}${sort.desc ? ' descending' : ''}`;
  return text;
}

/** WHERE: filters (sorted), then _where, then _through, then search; then the page's own bounds. */
export async function pageQuery(engine: Engine, req: RequestInfo, page: TableRequest): Promise<PageQuery> {
  const { db, table, keys, rowid, sort, size } = page;
  const escapedTable = escapeSqlite(table.name);
  const filters = buildFilters(req.pairs, table.name, table.columns);
  const where = [...filters.clauses];
  const params: Record<string, ParamValue> = { ...filters.params };
  const wheres = req.getAll('_where');
  if (wheres.length && !engine.settings.default_allow_sql) throw new HttpError(403, '_where= is not allowed');
  where.push(...wheres);
  const through = throughClauses(engine, req, db, table.name, filters.next);
  where.push(...through.clauses);
  Object.assign(params, through.params);
  const search = searchClauses(engine, req, db, table);
  where.push(...search.clauses);
  Object.assign(params, search.params);
  const whereClause = where.length ? `where ${where.join(' and ')} ` : '';

  // Pagination: keyset for tables, offset for views.
  const nextToken = req.get('_next');
  let pageWhere = whereClause;
  let resumeWhere: string | undefined;
  let offset = '';
  const pageParams: Record<string, ParamValue> = { ...params };
  if (nextToken) {
    if (table.isView) {
      if (!/^\d+$/.test(nextToken)) throw new HttpError(400, `_next must be a whole number on a view, not "${nextToken}"`);
      offset = ` offset ${nextToken}`;
    } else {
      const resume = resumeClause(nextToken, keys, rowid, sort, filters.next + Object.keys(through.params).length);
      if (resume.clause) {
        resumeWhere = resume.clause;
        pageWhere = `where ${[...where, resume.clause].join(' and ')} `;
        Object.assign(pageParams, resume.params);
      }
    }
  }
  const order = orderBy(page);
  const columns = selectedColumns(req, table, rowid);
  const selectList = columns.map((c) => escapeSqlite(c)).join(', ');
  // A page in key order walks like a sorted one (a rowid table's key order is SQLite's own).
  const orderColumn = sort?.column ?? (!rowid && keys.length === 1 ? keys[0] : null);
  const hint = table.isView
    ? ''
    : await searchIndexHint(engine, req.client, db, table, search, orderColumn, where.length === search.clauses.length);
  const orderIndex = sort && !table.isView && !where.length ? indexForOrder(table, sort.column, sort.desc) : undefined;
  // A view's page asks for a default page of rows at any smaller size: its unfiltered first page is
  // then the very query inspect answers once per version (engine/inspect/view-pages.ts).
  const planned = table.isView ? Math.max(engine.settings.default_page_size + 1, PLANNED_LIMIT) : PLANNED_LIMIT;
  // Only the filters' own clauses: `_where`, `_through` and search may name what the window lacks.
  const walk =
    where.length === filters.clauses.length
      ? orderedWalk({ table, sort, selectList, filters: where, resume: resumeWhere, order, rows: size + 1, rowid })
      : undefined;
  return {
    sql: `select ${selectList} from ${escapedTable}${hint} ${pageWhere}${order} limit ${size + 1}${offset}`,
    runSql: `select ${selectList} from ${escapedTable}${orderIndex ? ` indexed by ${escapeSqlite(orderIndex)}` : hint} ${pageWhere}${order} limit ${runLimit(size, planned)}${offset}`,
    walk,
    params,
    pageParams,
    whereClause,
    columns,
    search,
    humanDescription: humanDescription([...through.human, ...search.human, ...filters.human], sort),
    nextToken,
  };
}

/**
 * A key tie-break on every sorted page keeps `_next` exact when sort values repeat. A key column
 * that is the sort column adds nothing to the order, and repeating it (in the other direction)
 * keeps SQLite from reading the page in index order. Datasette's layout is `{where}{order_by}
 * limit`: a view with no order gets two spaces, as there.
 */
function orderBy({ table, keys, sort }: TableRequest): string {
  const tieKeys = sort ? keys.filter((k) => k !== sort.column) : keys;
  const keyOrder = tieKeys.map(escapeSqlite).join(', ');
  if (sort) return `order by ${escapeSqlite(sort.column)}${sort.desc ? ' desc' : ''}${table.isView || !keyOrder ? '' : `, ${keyOrder}`}`;
  return table.isView ? '' : `order by ${keyOrder}`;
}
