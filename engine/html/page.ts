// HTML pages for people browsing, made from the same data the JSON views return. `htmlPage` takes a
// view's result (Datasette's JSON keys as plain values) and renders the page kind's template.
import type { Engine } from '../engine.js';
import type { RequestInfo } from '../request.js';
import type { ViewResponse } from '../views/response.js';
import type { QueryPairs } from '../url/query-string.js';
import type { DatabaseData, IndexData, QueryData, RowData, TableData } from './input.js';
import { renderTemplate, type Crumb } from './render.js';
import { tablePageContext, labelArgs } from './table-page.js';
import { rowPageContext, ROW_EXTRAS } from './row-page.js';
import { queryPageContext } from './query-page.js';
import { databasePageContext } from './database-page.js';
import { indexPageContext } from './index-page.js';
import { databasePath, tablePath } from './paths.js';
import { askedPairs, HtmlViewRequest } from './request.js';
import { withForeignKeyLabels } from './row-labels.js';

export type PageKind = 'index' | 'database' | 'table' | 'row' | 'query';

export type PageData =
  | { kind: 'index'; data: IndexData }
  | { kind: 'database'; data: DatabaseData }
  | { kind: 'table'; data: TableData }
  | { kind: 'row'; data: RowData }
  | { kind: 'query'; data: QueryData; cannedName?: string };

/** Arguments the HTML layer adds to a view's request: labels for tables, incoming links for rows. */
export function htmlViewArgs(kind: PageKind, pairs: QueryPairs): QueryPairs {
  if (kind === 'table') return labelArgs(pairs);
  if (kind === 'row') return pairs.some(([k]) => k === '_extras') ? [] : ROW_EXTRAS;
  return [];
}

function dbCrumb(db: string): Crumb {
  return { label: db, href: databasePath(db) };
}

/** `pairs` are the query arguments the person asked for (without any `htmlViewArgs`). */
export function htmlPage(engine: Engine, pairs: QueryPairs, page: PageData): string {
  switch (page.kind) {
    case 'index':
      return renderTemplate(engine, 'index.njk', indexPageContext(engine, page.data));
    case 'database':
      return renderTemplate(engine, 'database.njk', databasePageContext(engine, page.data), [dbCrumb(page.data.database)]);
    case 'table':
      return renderTemplate(engine, 'table.njk', tablePageContext(engine, pairs, page.data), [dbCrumb(page.data.database)]);
    case 'row': {
      const { database: db, table } = page.data;
      return renderTemplate(engine, 'row.njk', rowPageContext(engine, page.data), [dbCrumb(db), { label: table, href: tablePath(db, table) }]);
    }
    case 'query': {
      const canned = page.cannedName ? engine.cannedQuery(page.data.database, page.cannedName) : undefined;
      return renderTemplate(engine, 'query.njk', queryPageContext(engine, pairs, page.data, canned), [dbCrumb(page.data.database)]);
    }
  }
}

/** The request a page's view runs with: `req` plus the page's `htmlViewArgs`. */
export function htmlViewRequest(req: RequestInfo, kind: PageKind): RequestInfo {
  const extra = htmlViewArgs(kind, req.pairs);
  return extra.length ? new HtmlViewRequest(req, extra) : req;
}

/**
 * Until the views hand over structured results, the HTML page is made from the view's JSON body.
 * `req` is the request the view ran with (see `htmlViewRequest`).
 */
export async function renderHtml(engine: Engine, req: RequestInfo, kind: string, view: ViewResponse, name?: string): Promise<ViewResponse> {
  if (view.status >= 300 || !view.body.contentType.startsWith('application/json')) return view;
  const data = JSON.parse(view.body.bytes.toString('utf8')) as unknown;
  const page = { kind, data, cannedName: name } as PageData;
  if (page.kind === 'row') page.data = await withForeignKeyLabels(engine, page.data, req.client);
  const html = htmlPage(engine, askedPairs(req), page);
  return { ...view, body: { bytes: Buffer.from(html, 'utf8'), contentType: 'text/html; charset=utf-8' } };
}
