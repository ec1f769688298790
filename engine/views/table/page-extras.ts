// What a table page shows beside its rows: the count, facets and suggested facets. Count and facets
// ignore `_next` and run side by side, each within the facet time limit when not already known for
// this data version; CSV has none of them.
import type { Engine } from '../../engine.js';
import type { RequestInfo } from '../../request.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { Expandable, Facet, SuggestedFacet } from '../result.js';
import { countSql, pageCount, type PageCount } from './count.js';
import { facetResults, facetRowsKey, facetSize, requestedFacets, type FacetRequest } from './facets.js';
import { facetKind } from './facet-kinds.js';
import type { TableInfo } from '../../db/introspect.js';
import { suggestedFacets } from './suggest.js';
import type { PageQuery } from './page-query.js';
import type { TableRequest } from './page-request.js';

export interface PageExtras {
  counted: PageCount;
  facets: Facet[];
  suggested: SuggestedFacet[];
  countSql: string;
  /** A part left out for time is being finished for a later visit. */
  partial: boolean;
}

const NOT_COUNTED: PageCount = { exact: null, moreThan: null, pending: false };
const NO_FACETS = { facets: [], complete: true };
const NO_SUGGESTIONS = { suggested: [], complete: true };

/** The rows count and facets read: the page's own without its `_next`. */
const rowsSql = (fromWhere: string): string => `select * ${fromWhere}`.trimEnd();

/**
 * A table's unfiltered page as count, facets and suggestions key it: what a precomputed version
 * (inspect) reads from, and seeds into, the versioned cache.
 */
export function unfilteredPage(engine: Engine, db: string, table: TableInfo): { innerSql: string; size: number; facets: FacetRequest[] } {
  const meta = engine.tableMetadata(db, table.name);
  const facets = engine.settings.allow_facet ? requestedFacets(null, meta.facets) : [];
  return { innerSql: rowsSql(`from ${escapeSqlite(table.name)} `), size: facetSize(null, engine, meta.facet_size), facets };
}

/** The versioned cache's key of a facet's rows on an unfiltered page (`page` from unfilteredPage). */
export function unfilteredFacetKey(page: { innerSql: string; size: number }, type: Facet['type'], column: string): string {
  return facetRowsKey(facetKind(type).sql(column, page.innerSql, page.size + 1), {});
}

export async function pageExtras(
  engine: Engine,
  req: RequestInfo,
  page: TableRequest,
  query: PageQuery,
  expandable: Expandable[],
): Promise<PageExtras> {
  const { settings } = engine;
  const { db, table, meta, format, shape } = page;
  const { whereClause, params } = query;
  const everyRow = shape !== 'array' && shape !== 'object';
  const wantCount = format !== 'csv' && !req.flag('_nocount') && everyRow;
  const facetsWanted = format !== 'csv' && settings.allow_facet && !req.flag('_nofacet') && everyRow;
  const facetRequests = facetsWanted ? requestedFacets(req, meta.facets) : [];
  const fromWhere = `from ${escapeSqlite(table.name)} ${whereClause}`;
  const innerSql = rowsSql(fromWhere);
  // What is not already known for this data version may take this long, all of it together.
  const deadline = performance.now() + settings.page_extras_ms;
  const facetCtx = {
    engine,
    req,
    db,
    path: page.path,
    innerSql,
    params,
    size: facetSize(req, engine, meta.facet_size),
    expandable,
    deadline,
  };
  const [counted, faceted] = await Promise.all([
    wantCount
      ? pageCount(engine, { db, fromWhere, params, client: req.client, wholeTable: whereClause ? undefined : table.name, deadline })
      : NOT_COUNTED,
    facetRequests.length ? facetResults(facetCtx, facetRequests) : NO_FACETS,
  ]);
  const suggestWanted = facetsWanted && settings.suggest_facets && !query.nextToken && !req.flag('_nosuggest');
  // More rows than the count's cap is as good as the count for telling a useful facet.
  const atLeast = counted.exact ?? (counted.moreThan === null ? null : counted.moreThan + 1);
  const suggestions = suggestWanted ? await suggestedFacets(facetCtx, table, facetRequests, atLeast) : NO_SUGGESTIONS;
  return {
    counted,
    facets: faceted.facets,
    suggested: suggestions.suggested,
    countSql: countSql(fromWhere),
    partial: counted.pending || !faceted.complete || !suggestions.complete,
  };
}
