// Table and view pages: `/<db>/<table>` in every format, in steps: the request checked, its SQL,
// its rows, the next page, the count and facets beside them, then the answer.
import type { Engine } from '../../engine.js';
import type { RequestInfo } from '../../request.js';
import type { PyJson } from '../../json/pyjson.js';
import { tildeEncode } from '../../url/tilde.js';
import { fetchRows, type Fetched } from '../fetch.js';
import { sourceAndLicense } from '../metadata-keys.js';
import { ROWS_SLOT, type DocumentResult, type Expandable, type OutputFormat, type RedirectResult, type TableResult } from '../result.js';
import { requestedFilters } from './filters.js';
import { pyStr } from './keyset.js';
import { facetResultsJson } from './facets.js';
import { expandableColumns, expandableJson, requestedLabels } from './labels.js';
import { suggestedFacetsJson } from './suggest.js';
import { nextPage, type NextPage } from './next-page.js';
import { pageExtras, type PageExtras } from './page-extras.js';
import { pageQuery, type PageQuery } from './page-query.js';
import { tableRequest, type TableRequest, type TableTarget } from './page-request.js';

export type { TableTarget } from './page-request.js';

export async function tableView(
  engine: Engine,
  req: RequestInfo,
  target: TableTarget,
  format: OutputFormat,
): Promise<TableResult | DocumentResult | RedirectResult> {
  const page = tableRequest(engine, req, target, format);
  if ('kind' in page) return page;
  const query = await pageQuery(engine, req, page);
  const expandable = expandableColumns(engine, page.db, page.table);
  const asked = requestedLabels(req, expandable, query.columns);
  // HTML pages always show foreign keys with their labels.
  const expanded = format === 'html' ? expandable.filter((e) => query.columns.includes(e.fk.column)) : asked;
  const started = performance.now();
  const fetched = await fetchRows(
    engine,
    req,
    {
      database: page.db,
      sql: query.runSql,
      walk: query.walk,
      params: query.pageParams,
      maxRows: page.size + 1,
      timeLimitMs: page.timeLimitMs,
    },
    { format, shape: page.shape, limit: page.size, expanded, shownSql: query.sql },
  );
  const next = await nextPage(engine, req, page, query, fetched);
  const extras = await pageExtras(engine, req, page, query, expandable);
  const envelope = tableEnvelope(engine, page, query, next, extras, { expandable, asked, started });
  return tableResult(req, target, page, query, fetched, next, extras, envelope, expandable);
}

/** The JSON envelope: Datasette's keys in Datasette's order. */
function tableEnvelope(
  engine: Engine,
  page: TableRequest,
  query: PageQuery,
  next: NextPage,
  extras: PageExtras,
  labels: { expandable: Expandable[]; asked: Expandable[]; started: number },
): Record<string, PyJson> {
  const { counted } = extras;
  return {
    database: page.db,
    table: page.table.name,
    is_view: page.table.isView,
    human_description_en: query.humanDescription,
    rows: ROWS_SLOT,
    truncated: false,
    filtered_table_rows_count: counted.exact,
    // Ours, only when the count stopped at its cap: the JSON is otherwise Datasette's, byte for byte.
    ...(counted.moreThan === null ? {} : { filtered_table_rows_count_more_than: counted.moreThan }),
    // Datasette 0.65.2 lists the names of the columns it expanded.
    expanded_columns: labels.asked.map((e) => e.fk.column),
    expandable_columns: labels.expandable.map(expandableJson),
    columns: query.columns,
    primary_keys: page.table.primaryKeys,
    units: page.meta.units ?? {},
    query: { sql: query.sql, params: query.pageParams as Record<string, PyJson> },
    facet_results: facetResultsJson(extras.facets),
    suggested_facets: suggestedFacetsJson(extras.suggested),
    next: next.next,
    next_url: next.nextUrl,
    private: false,
    allow_execute_sql: engine.settings.default_allow_sql,
    query_ms: performance.now() - labels.started,
    ...sourceAndLicense(engine.metadata),
  };
}

function tableResult(
  req: RequestInfo,
  target: TableTarget,
  page: TableRequest,
  query: PageQuery,
  fetched: Fetched,
  next: NextPage,
  extras: PageExtras,
  envelope: Record<string, PyJson>,
  expandable: Expandable[],
): TableResult {
  const { table, keys } = page;
  const { columns } = query;
  const rows = fetched.rows;
  if (rows.form === 'encoded' && page.shape === 'object') {
    rows.objectKeys = fetched.shown!.map((r) => keys.map((k) => tildeEncode(pyStr(r[columns.indexOf(k)]))).join(','));
  }
  return {
    kind: 'table',
    status: 200,
    envelope,
    rows,
    database: page.db,
    table,
    path: target.path,
    columns,
    keyColumns: table.isView ? [] : keys,
    filters: requestedFilters(req.pairs),
    sort: page.sort,
    search: query.search.search,
    facets: extras.facets,
    suggestedFacets: extras.suggested,
    expandable,
    count: extras.counted.exact,
    countMoreThan: extras.counted.moreThan,
    countSql: extras.countSql,
    partial: extras.partial,
    humanDescription: query.humanDescription,
    sql: query.sql,
    params: query.pageParams,
    pageSize: page.size,
    next: next.next,
    nextUrl: next.nextUrl,
  };
}
