// Table and view pages: `/<db>/<table>` in every format.
import type { Engine } from '../../engine.js';
import { indexForOrder, type TableInfo } from '../../db/introspect.js';
import type { RequestInfo } from '../../request.js';
import { HttpError, notFound } from '../../errors.js';
import type { PyJson, SqlValue } from '../../json/pyjson.js';
import type { ParamValue } from '../../pool/protocol.js';
import { escapeSqlite } from '../../sql/escape.js';
import { tildeEncode } from '../../url/tilde.js';
import { urlencode } from '../../url/query-string.js';
import { booleanArg, requestedShape, timeLimitFor } from '../args.js';
import { fetchRows } from '../fetch.js';
import { sourceAndLicense } from '../metadata-keys.js';
import { ROWS_SLOT, type DocumentResult, type OutputFormat, type RedirectResult, type Sort, type TableResult } from '../result.js';
import { buildFilters, requestedFilters } from './filters.js';
import { makeToken, pyStr, resumeClause } from './keyset.js';
import { facetResults, facetResultsJson, facetSize, facetsNotAllowed, hasFacetArgs, requestedFacets } from './facets.js';
import { expandableColumns, expandableJson, requestedLabels } from './labels.js';
import { searchClauses, searchIndexHint } from './search.js';
import { selectedColumns } from './columns.js';
import { formRedirect } from './form-redirect.js';
import { suggestedFacets, suggestedFacetsJson } from './suggest.js';
import { throughClauses } from './through.js';
import { countSql, pageCount, type PageCount } from './count.js';

const NOT_COUNTED: PageCount = { exact: null, moreThan: null, pending: false };
const NO_FACETS = { facets: [], complete: true };
const NO_SUGGESTIONS = { suggested: [], complete: true };

/** What the router found: the table and its canonical path (`/db/table`, no format suffix). */
export interface TableTarget {
  db: string;
  table: string;
  path: string;
}

/** The file suffix of a format in this page's own links (HTML pages have none). */
function formatSuffix(format: OutputFormat): string {
  return format === 'html' ? '' : `.${format}`;
}

/**
 * The row query as run may differ from the one shown (Datasette's) where SQLite plans a page badly;
 * the rows are the same.
 * - Its limit: a `_size=0` page shows no rows and has no next page, as `limit 1` gives, so it asks
 *   for none (SQLite may plan a sort for one row). Pages smaller than PLANNED_LIMIT ask for that
 *   many rows (the worker stops reading at size + 1): for LIMIT 2 SQLite sorts every row of a table
 *   it walks in index order for LIMIT 21.
 * - Its index: an unfiltered sorted page walks an index on the sort column. SQLite may instead sort
 *   the whole table when the key tie-break is not in that index, which costs far more than sorting
 *   the ties of the rows shown.
 */
const PLANNED_LIMIT = 21;
function runLimit(size: number): number {
  return size === 0 ? 0 : Math.max(size + 1, PLANNED_LIMIT);
}

function pageSize(req: RequestInfo, engine: Engine, configured: number | undefined): number {
  const max = engine.settings.max_returned_rows;
  const raw = req.get('_size');
  if (raw === undefined || raw === '') return configured ?? engine.settings.default_page_size;
  if (raw === 'max') return max;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, '_size must be a positive integer');
  const size = Number(raw);
  if (max > 0 && size > max) throw new HttpError(400, `_size must be <= ${max}`);
  return size;
}

function sortFor(req: RequestInfo, engine: Engine, db: string, table: TableInfo, rowid: boolean): Sort | null {
  const meta = engine.tableMetadata(db, table.name);
  const sort = req.get('_sort');
  const sortDesc = req.get('_sort_desc');
  if (sort && sortDesc) throw new HttpError(400, 'Cannot use _sort and _sort_desc at the same time');
  const sortable = new Set(meta.sortable_columns ?? table.columns);
  if (rowid) sortable.add('rowid');
  const pick = (column: string, desc: boolean): Sort => {
    if (!sortable.has(column)) throw new HttpError(400, `Cannot sort table by ${column}`);
    return { column, desc };
  };
  if (sort) return pick(sort, false);
  if (sortDesc) return pick(sortDesc, true);
  if (meta.sort) return pick(meta.sort, false);
  if (meta.sort_desc) return pick(meta.sort_desc, true);
  return null;
}

function humanDescription(bits: string[], sort: Sort | null): string {
  let text = '';
  if (bits.length === 1) text = `where ${bits[0]}`;
  else if (bits.length > 1) text = `where ${bits.slice(0, -1).join(', ')} and ${bits[bits.length - 1]}`;
  if (sort) text += `${text ? ' ' : ''}sorted by ${sort.column}${sort.desc ? ' descending' : ''}`;
  return text;
}

export async function tableView(
  engine: Engine,
  req: RequestInfo,
  target: TableTarget,
  format: OutputFormat,
): Promise<TableResult | DocumentResult | RedirectResult> {
  const { db, table: tableName } = target;
  const table = engine.table(db, tableName);
  if (!table) throw notFound('Table');
  const path = target.path + formatSuffix(format);
  const redirect = formRedirect(req, path);
  if (redirect) return redirect;

  const { settings } = engine;
  const meta = engine.tableMetadata(db, tableName);
  const rowid = !table.isView && table.primaryKeys.length === 0;
  const keys = rowid ? ['rowid'] : table.primaryKeys;
  const requested = requestedShape(req);
  if (typeof requested !== 'string') throw new HttpError(400, `Invalid _shape: ${requested.invalid}`);
  // `_shape` only shapes JSON; the other formats read rows as values.
  const shape = format === 'json' ? requested : 'arrays';
  if (shape === 'object' && (table.isView || rowid)) {
    return {
      kind: 'document',
      status: 400,
      body: { ok: false, error: '_shape=object not available for tables with no primary keys' },
      dataView: true,
    };
  }
  booleanArg(req, '_json_infinity'); // a bad value is a 400 before any SQL runs
  const size = pageSize(req, engine, meta.size);
  const sort = sortFor(req, engine, db, table, rowid);
  if (!settings.allow_facet && hasFacetArgs(req)) throw facetsNotAllowed();
  const timeLimitMs = timeLimitFor(req, settings.sql_time_limit_ms);

  // WHERE: filters (sorted), then _where, then _through, then search.
  const escapedTable = escapeSqlite(tableName);
  const filters = buildFilters(req.pairs, tableName, table.columns);
  const where = [...filters.clauses];
  const params: Record<string, ParamValue> = { ...filters.params };
  const wheres = req.getAll('_where');
  if (wheres.length && !settings.default_allow_sql) throw new HttpError(403, '_where= is not allowed');
  where.push(...wheres);
  const through = throughClauses(engine, req, db, tableName, filters.next);
  where.push(...through.clauses);
  Object.assign(params, through.params);
  const search = searchClauses(engine, req, db, table);
  where.push(...search.clauses);
  Object.assign(params, search.params);
  const human = humanDescription([...through.human, ...search.human, ...filters.human], sort);
  const whereClause = where.length ? `where ${where.join(' and ')} ` : '';

  // Pagination: keyset for tables, offset for views.
  const nextToken = req.get('_next');
  let pageWhere = whereClause;
  let offset = '';
  const pageParams: Record<string, ParamValue> = { ...params };
  if (nextToken) {
    if (table.isView) {
      if (!/^\d+$/.test(nextToken)) throw new HttpError(400, `_next must be a whole number on a view, not "${nextToken}"`);
      offset = ` offset ${nextToken}`;
    } else {
      const resume = resumeClause(nextToken, keys, rowid, sort, filters.next + Object.keys(through.params).length);
      if (resume.clause) {
        pageWhere = `where ${[...where, resume.clause].join(' and ')} `;
        Object.assign(pageParams, resume.params);
      }
    }
  }
  // A key tie-break on every sorted page keeps `_next` exact when sort values repeat. A key column
  // that is the sort column adds nothing to the order, and repeating it (in the other direction)
  // keeps SQLite from reading the page in index order.
  const tieKeys = sort ? keys.filter((k) => k !== sort.column) : keys;
  const keyOrder = tieKeys.map(escapeSqlite).join(', ');
  // Datasette's layout is `{where}{order_by} limit`: a view with no order gets two spaces, as there.
  let order = '';
  if (sort) order = `order by ${escapeSqlite(sort.column)}${sort.desc ? ' desc' : ''}${table.isView || !keyOrder ? '' : `, ${keyOrder}`}`;
  else if (!table.isView) order = `order by ${keyOrder}`;

  const columns = selectedColumns(req, table, rowid);
  const selectList = columns.map((c) => escapeSqlite(c)).join(', ');
  const hint = table.isView
    ? ''
    : await searchIndexHint(engine, req.client, db, table, search, sort?.column ?? null, where.length === search.clauses.length);
  const sql = `select ${selectList} from ${escapedTable}${hint} ${pageWhere}${order} limit ${size + 1}${offset}`;
  const walk = sort && !table.isView && !where.length ? indexForOrder(table, sort.column, sort.desc) : undefined;
  const runSql = `select ${selectList} from ${escapedTable}${walk ? ` indexed by ${escapeSqlite(walk)}` : hint} ${pageWhere}${order} limit ${runLimit(size)}${offset}`;

  const expandable = expandableColumns(engine, db, table);
  const askedLabels = requestedLabels(req, expandable, columns);
  // HTML pages always show foreign keys with their labels.
  const expanded = format === 'html' ? expandable.filter((e) => columns.includes(e.fk.column)) : askedLabels;

  const started = performance.now();
  const fetched = await fetchRows(
    engine,
    req,
    {
      database: db,
      sql: runSql,
      params: pageParams,
      maxRows: size + 1,
      timeLimitMs,
    },
    { format, shape, limit: size, expanded, shownSql: sql },
  );

  // The next-page token comes from the last row shown.
  let next: string | null = null;
  if (size > 0 && fetched.rowCount > size) {
    if (table.isView) next = String(Number(nextToken ?? 0) + size);
    else {
      const last = fetched.lastShown!;
      const keyValues = keys.map((k) => last[columns.indexOf(k)]);
      let sortValue: SqlValue = null;
      if (sort) {
        const at = columns.indexOf(sort.column);
        sortValue = at >= 0 ? last[at] : await lookupSortValue(engine, req, db, escapedTable, keys, keyValues, sort.column);
      }
      next = makeToken(keyValues, sort, sortValue);
    }
  }
  let nextUrl: string | null = null;
  if (next !== null) {
    // Sorted tables re-append the sort after `_next`, also when it came from metadata; views only replace `_next`.
    const sortArg = sort && !table.isView ? (sort.desc ? '_sort_desc' : '_sort') : null;
    const kept = req.pairs.filter(([k]) => k !== '_next' && (!sortArg || (k !== '_sort' && k !== '_sort_desc')));
    kept.push(['_next', next]);
    if (sortArg) kept.push([sortArg, sort!.column]);
    nextUrl = req.absolute(`${path}?${urlencode(kept)}`);
  }

  // Count and facets ignore the `_next` clause; CSV has neither. They run side by side, each within
  // the facet time limit when not already known for this data version.
  const wantCount = format !== 'csv' && !req.flag('_nocount') && shape !== 'array' && shape !== 'object';
  const facetsWanted = format !== 'csv' && settings.allow_facet && !req.flag('_nofacet') && shape !== 'array' && shape !== 'object';
  const facetRequests = facetsWanted ? requestedFacets(req, meta.facets) : [];
  const fromWhere = `from ${escapedTable} ${whereClause}`;
  const innerSql = `select * ${fromWhere}`.trimEnd();
  const facetCtx = { engine, req, db, path, innerSql, params, size: facetSize(req, engine, meta.facet_size), expandable };
  const [counted, faceted] = await Promise.all([
    wantCount
      ? pageCount(engine, {
          db,
          fromWhere,
          params,
          client: req.client,
          wholeTable: whereClause ? undefined : tableName,
        })
      : NOT_COUNTED,
    facetRequests.length ? facetResults(facetCtx, facetRequests) : NO_FACETS,
  ]);
  const { facets } = faceted;
  const count = counted.exact;
  const suggestWanted = facetsWanted && settings.suggest_facets && !nextToken && !req.flag('_nosuggest');
  // More rows than COUNT_CAP is as good as the count for telling a useful facet.
  const atLeast = count ?? (counted.moreThan === null ? null : counted.moreThan + 1);
  const suggestions = suggestWanted ? await suggestedFacets(facetCtx, table, facetRequests, atLeast) : NO_SUGGESTIONS;
  const { suggested } = suggestions;

  const envelope: Record<string, PyJson> = {
    database: db,
    table: tableName,
    is_view: table.isView,
    human_description_en: human,
    rows: ROWS_SLOT,
    truncated: false,
    filtered_table_rows_count: count,
    // Ours, only when the count stopped at its cap: the JSON is otherwise Datasette's, byte for byte.
    ...(counted.moreThan === null ? {} : { filtered_table_rows_count_more_than: counted.moreThan }),
    // Datasette 0.65.2 lists the names of the columns it expanded.
    expanded_columns: askedLabels.map((e) => e.fk.column),
    expandable_columns: expandable.map(expandableJson),
    columns,
    primary_keys: table.primaryKeys,
    units: meta.units ?? {},
    query: { sql, params: pageParams as Record<string, PyJson> },
    facet_results: facetResultsJson(facets),
    suggested_facets: suggestedFacetsJson(suggested),
    next,
    next_url: nextUrl,
    private: false,
    allow_execute_sql: settings.default_allow_sql,
    query_ms: performance.now() - started,
    ...sourceAndLicense(engine.metadata),
  };
  const rows = fetched.rows;
  if (rows.form === 'encoded' && shape === 'object') {
    rows.objectKeys = fetched.shown!.map((r) => keys.map((k) => tildeEncode(pyStr(r[columns.indexOf(k)]))).join(','));
  }
  return {
    kind: 'table',
    status: 200,
    envelope,
    rows,
    database: db,
    table,
    path: target.path,
    columns,
    keyColumns: table.isView ? [] : keys,
    filters: requestedFilters(req.pairs),
    sort,
    search: search.search,
    facets,
    suggestedFacets: suggested,
    expandable,
    count,
    countMoreThan: counted.moreThan,
    countSql: countSql(fromWhere),
    partial: counted.pending || !faceted.complete || !suggestions.complete,
    humanDescription: human,
    sql,
    params: pageParams,
    pageSize: size,
    next,
    nextUrl,
  };
}

async function lookupSortValue(
  engine: Engine,
  req: RequestInfo,
  db: string,
  escapedTable: string,
  keys: string[],
  values: SqlValue[],
  column: string,
): Promise<SqlValue> {
  const params: Record<string, ParamValue> = {};
  keys.forEach((_, i) => {
    params[`k${i}`] = values[i] as ParamValue;
  });
  const sql = `select ${escapeSqlite(column)} from ${escapedTable} where ${keys.map((k, i) => `${escapeSqlite(k)} = :k${i}`).join(' and ')}`;
  const r = await engine.query({ database: db, sql, params, maxRows: 1, client: req.client });
  return r.rawRows![0]?.[0] ?? null;
}
