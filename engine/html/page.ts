// HTML pages for people browsing, made from the same structured results the JSON and CSV renderers
// read: each page kind has a context builder and a template.
import type { Engine } from '../engine.js';
import type { RequestInfo } from '../request.js';
import type { PageResult } from '../views/result.js';
import { renderTemplate, type Crumb } from './render.js';
import { tablePageContext } from './table-page.js';
import { rowPageContext } from './row-page.js';
import { queryPageContext } from './query-page.js';
import { databasePageContext } from './database-page.js';
import { indexPageContext } from './index-page.js';
import { databasePath, tablePath } from './paths.js';
import type { ChartControl } from './chart-control.js';

function dbCrumb(db: string): Crumb {
  return { label: db, href: databasePath(db) };
}

/** `chart`: the table or query page's chart control (html/chart-control.ts). */
export function renderHtmlPage(engine: Engine, req: RequestInfo, result: PageResult, chart?: ChartControl): string {
  switch (result.kind) {
    case 'index':
      return renderTemplate(engine, 'index.njk', indexPageContext(engine, result));
    case 'database':
      return renderTemplate(engine, 'database.njk', databasePageContext(engine, result), [dbCrumb(result.database)]);
    case 'table':
      return renderTemplate(engine, 'table.njk', { ...tablePageContext(engine, req.pairs, result), chart }, [dbCrumb(result.database)]);
    case 'row':
      return renderTemplate(engine, 'row.njk', rowPageContext(engine, result), [
        dbCrumb(result.database),
        { label: result.table.name, href: tablePath(result.database, result.table.name) },
      ]);
    case 'query':
      return renderTemplate(engine, 'query.njk', { ...queryPageContext(engine, req.pairs, result), chart }, [dbCrumb(result.database)]);
  }
}
