// The page of a canned query or of custom SQL: the parameter form, the results, the SQL, exports.
import type { Engine } from '../engine.js';
import type { QueryPairs } from '../url/query-string.js';
import type { QueryViewResult } from '../views/result.js';
import { missingRequiredParams, optionalParam } from '../sql/required-params.js';
import { cell, type Cell } from './cells.js';
import { columnLinkHref, rowObject } from './column-links.js';
import { valueRows } from './rows.js';
import { databasePath, tablePath } from './paths.js';
import { withQuery } from './urls.js';

export interface QueryPageContext {
  title: string;
  canned: boolean;
  description?: string;
  descriptionHtml?: string;
  action: string;
  sql: string;
  showSql: boolean;
  editable: boolean;
  params: Array<{ name: string; value: string; required: boolean }>;
  /** False while a required parameter is still empty: the page shows only the form. */
  ran: boolean;
  error: string | null;
  truncated: boolean;
  headers: Array<{ name: string }>;
  rows: Array<{ cells: Cell[] }>;
  exports: Array<{ label: string; href: string }>;
}

export function queryPageContext(engine: Engine, pairs: QueryPairs, result: QueryViewResult): QueryPageContext {
  const { database: db, canned, sql } = result;
  const params = result.paramNames.map((name) => ({ name, value: result.params[name] ?? '', required: !optionalParam(sql, name) }));
  const ran = !missingRequiredParams(sql, result.paramNames, result.params);
  const action = canned ? tablePath(db, canned.name) : databasePath(db);
  const limit = engine.settings.truncate_cells_html;
  const jsonHref = withQuery(`${action}.json`, pairs);
  const rows = ran && result.rows ? valueRows(result.rows) : null;
  return {
    title: canned ? (canned.title ?? canned.name) : `${db}: custom SQL`,
    canned: Boolean(canned),
    description: canned?.description,
    descriptionHtml: canned?.description_html,
    action,
    sql,
    showSql: !canned?.hide_sql,
    editable: !canned && engine.settings.default_allow_sql,
    params,
    ran,
    error: ran ? result.error : null,
    truncated: result.truncated,
    headers: result.columns.map((name) => ({ name })),
    rows: rows
      ? rows.values.map((values) => {
          const row = rowObject(rows.columns, values);
          return {
            cells: values.map((v, i) => {
              const page = columnLinkHref(engine, db, null, rows.columns[i], row);
              return page ? { ...cell(v, 0), href: page } : cell(v, limit, jsonHref);
            }),
          };
        })
      : [],
    exports: [
      { label: 'JSON', href: jsonHref },
      { label: 'CSV', href: withQuery(`${action}.csv`, pairs) },
    ],
  };
}
