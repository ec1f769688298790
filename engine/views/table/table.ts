// Table and view pages: `/<db>/<table>.json` (Datasette §7).
import type { Engine } from '../../engine.js';
import type { TableInfo } from '../../db/introspect.js';
import type { RequestInfo } from '../../request.js';
import { HttpError, interrupted, invalidSql, notFound } from '../../errors.js';
import { booleanArg, dataBody, jsonBody, renderSpec, requestedShape, rowsPlaceholder } from '../../http/render.js';
import type { PyJson, SqlValue } from '../../json/pyjson.js';
import { QueryError } from '../../pool/pool.js';
import type { LabelSpec, ParamValue } from '../../pool/protocol.js';
import { escapeSqlite } from '../../sql/escape.js';
import { tildeEncode } from '../../url/tilde.js';
import { urlencode } from '../../url/query-string.js';
import { sourceAndLicense } from '../metadata-keys.js';
import type { ViewResponse } from '../response.js';
import { timeLimitFor } from '../time-limit.js';
import { buildFilters } from './filters.js';
import { makeToken, pyStr, resumeClause, type Sort } from './keyset.js';
import { facetResults, facetSize, facetsNotAllowed, hasFacetArgs, requestedFacets } from './facets.js';
import { expandableColumns, expandableJson } from './labels.js';
import { searchClauses } from './search.js';
import { selectedColumns } from './columns.js';

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

/** Datasette's `_filter_column`/`_sort_by_desc` form arguments become a redirect to the clean URL. */
function formRedirect(req: RequestInfo, path: string): ViewResponse | null {
  const hasFilterForm = req.pairs.some(([k]) => k.startsWith('_filter_column'));
  const hasSortForm = req.has('_sort_by_desc');
  if (!hasFilterForm && !hasSortForm) return null;
  let pairs = req.pairs.filter(([k]) => !k.startsWith('_filter_') && k !== '_sort_by_desc');
  if (hasFilterForm) {
    for (const [k, column] of req.pairs) {
      const m = /^_filter_column(_\d+)?$/.exec(k);
      if (!m || !column) continue;
      const suffix = m[1] ?? '';
      let op = req.get(`_filter_op${suffix}`) ?? 'exact';
      let value = req.get(`_filter_value${suffix}`) ?? '';
      if (op.includes('__')) [op, value] = op.split('__', 2) as [string, string];
      pairs.push([`${column}__${op}`, value]);
    }
  }
  if (hasSortForm) {
    const column = req.get('_sort');
    pairs = pairs.filter(([k]) => k !== '_sort');
    if (column) pairs.push(['_sort_desc', column]);
  }
  const q = urlencode(pairs);
  const location = q ? `${path}?${q}` : path;
  return {
    status: 302,
    body: { bytes: Buffer.alloc(0), contentType: 'text/plain' },
    dataView: false,
    headers: { Location: location, Link: `<${location}>; rel=preload` },
  };
}

export async function tableView(engine: Engine, req: RequestInfo, db: string, tableName: string, path: string): Promise<ViewResponse> {
  const table = engine.table(db, tableName);
  if (!table) throw notFound('Table');
  const redirect = formRedirect(req, path);
  if (redirect) return redirect;

  const { settings } = engine;
  const meta = engine.tableMetadata(db, tableName);
  const rowid = !table.isView && table.primaryKeys.length === 0;
  const keys = rowid ? ['rowid'] : table.primaryKeys;
  const shape = requestedShape(req);
  if (typeof shape !== 'string') throw new HttpError(400, `Invalid _shape: ${shape.invalid}`);
  if (shape === 'object' && (table.isView || rowid)) {
    return { status: 400, body: jsonBody({ ok: false, error: '_shape=object not available for tables with no primary keys' }), dataView: true };
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
  const search = searchClauses(engine, req, db, table);
  where.push(...search.clauses);
  Object.assign(params, search.params);
  const human = humanDescription([...search.human, ...filters.human], sort);
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
      const resume = resumeClause(nextToken, keys, rowid, sort, filters.next);
      if (resume.clause) {
        pageWhere = `where ${[...where, resume.clause].join(' and ')} `;
        Object.assign(pageParams, resume.params);
      }
    }
  }
  // A key tie-break on every sorted page keeps `_next` exact when sort values repeat.
  const keyOrder = keys.map(escapeSqlite).join(', ');
  // Datasette's layout is `{where}{order_by} limit`: a view with no order gets two spaces, as there.
  let order = '';
  if (sort) order = `order by ${escapeSqlite(sort.column)}${sort.desc ? ' desc' : ''}${table.isView ? '' : `, ${keyOrder}`}`;
  else if (!table.isView) order = `order by ${keyOrder}`;

  const columns = selectedColumns(req, table, rowid);
  const selectList = columns.map((c) => escapeSqlite(c)).join(', ');
  const sql = `select ${selectList} from ${escapedTable} ${pageWhere}${order} limit ${size + 1}${offset}`;

  const expandable = table.isView ? [] : expandableColumns(engine, db, table);
  const labelAll = (() => { try { return booleanArg(req, '_labels'); } catch { return false; } })();
  const labelNames = new Set(req.getAll('_label'));
  const expanded = expandable.filter((e) => (labelAll || labelNames.has(e.fk.column)) && columns.includes(e.fk.column));
  const labels: LabelSpec[] = expanded.map((e) => ({ column: e.fk.column, otherTable: e.fk.other_table, otherColumn: e.fk.other_column, labelColumn: e.labelColumn }));

  const started = performance.now();
  let result;
  try {
    result = await engine.run(
      { database: db, sql, params: pageParams, maxRows: size + 1, timeLimitMs, render: renderSpec(req, shape, size, 'last', labels) },
      req.client,
    );
  } catch (e) {
    if (e instanceof QueryError) {
      if (e.failure.kind === 'timeout') throw interrupted(sql);
      throw invalidSql(e.failure.message);
    }
    throw e;
  }

  // The next-page token comes from the last row shown.
  let next: string | null = null;
  if (size > 0 && result.rowCount > size) {
    if (table.isView) next = String(Number(nextToken ?? 0) + size);
    else {
      const last = result.rawRows![result.rawRows!.length - 1];
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

  // Count and facets ignore the `_next` clause.
  let count: number | null = null;
  const wantCount = !req.flag('_nocount') && shape !== 'array' && shape !== 'object';
  if (wantCount) {
    if (!whereClause) count = await engine.counts.count(db, tableName, timeLimitMs, req.client);
    else {
      try {
        const r = await engine.run({ database: db, sql: `select count(*) from ${escapedTable} ${whereClause}`, params, maxRows: 1, timeLimitMs }, req.client);
        count = Number(r.rawRows![0][0]);
      } catch (e) {
        if (!(e instanceof QueryError)) throw e;
        if (e.failure.kind !== 'timeout') throw invalidSql(e.failure.message);
      }
    }
  }
  let facets: Record<string, PyJson> = {};
  const facetRequests = settings.allow_facet && !req.flag('_nofacet') && shape !== 'array' && shape !== 'object' ? requestedFacets(req, meta.facets) : [];
  if (facetRequests.length) {
    facets = await facetResults(
      { engine, req, db, path, innerSql: `select * from ${escapedTable} ${whereClause}`.trimEnd(), params, size: facetSize(req, engine, meta.facet_size), expandable },
      facetRequests,
    );
  }

  const envelope: Record<string, PyJson> = {
    database: db,
    table: tableName,
    is_view: table.isView,
    human_description_en: human,
    rows: rowsPlaceholder(),
    truncated: false,
    filtered_table_rows_count: count,
    expanded_columns: expanded.map(expandableJson),
    expandable_columns: expandable.map(expandableJson),
    columns,
    primary_keys: table.primaryKeys,
    units: meta.units ?? {},
    query: { sql, params: pageParams as Record<string, PyJson> },
    facet_results: facets,
    suggested_facets: [],
    next,
    next_url: nextUrl,
    private: false,
    allow_execute_sql: settings.default_allow_sql,
    query_ms: performance.now() - started,
    ...sourceAndLicense(engine.metadata),
  };
  const objectKeys = shape === 'object'
    ? result.rawRows!.map((r) => keys.map((k) => tildeEncode(pyStr(r[columns.indexOf(k)]))).join(','))
    : undefined;
  return { status: 200, body: dataBody(req, shape, envelope, result.rendered!, objectKeys), dataView: true, nextUrl };
}

async function lookupSortValue(engine: Engine, req: RequestInfo, db: string, escapedTable: string, keys: string[], values: SqlValue[], column: string): Promise<SqlValue> {
  const params: Record<string, ParamValue> = {};
  keys.forEach((_, i) => { params[`k${i}`] = values[i] as ParamValue; });
  const sql = `select ${escapeSqlite(column)} from ${escapedTable} where ${keys.map((k, i) => `${escapeSqlite(k)} = :k${i}`).join(' and ')}`;
  const r = await engine.run({ database: db, sql, params, maxRows: 1, timeLimitMs: engine.settings.sql_time_limit_ms }, req.client);
  return r.rawRows![0]?.[0] ?? null;
}

