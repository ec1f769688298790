// The page of a canned query or of custom SQL: the parameter form, the results, the SQL, exports.
import type { Engine } from '../engine.js';
import type { CannedQuery } from '../config/metadata.js';
import type { QueryPairs } from '../url/query-string.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { cell, type Cell } from './cells.js';
import { rowValues, type QueryData } from './input.js';
import { databasePath, tablePath } from './paths.js';
import { withQuery, without } from './urls.js';

export interface QueryPageContext {
  title: string;
  database: string;
  databaseHref: string;
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

/** A parameter the SQL itself allows to be empty (`:p = ''`, `'' = :p`, `nullif(:p, '')`) is optional. */
function optional(sql: string, name: string): boolean {
  const p = `:${name}\\b`;
  return new RegExp(`${p}\\s*(=|is)\\s*''|''\\s*=\\s*${p}|nullif\\s*\\(\\s*${p}|${p}\\s+is\\s+null|coalesce\\s*\\(\\s*${p}`, 'i').test(sql);
}

export function queryParamNames(sql: string, canned?: CannedQuery): string[] {
  return (canned?.params ?? extractNamedParameters(sql)).filter((p) => !p.startsWith('_'));
}

/** True when a required parameter of the query has no value yet: such a query is not run for HTML. */
export function missingRequiredParams(pairs: QueryPairs, sql: string, canned?: CannedQuery): boolean {
  return queryParamNames(sql, canned).some((name) => !optional(sql, name) && !pairs.some(([k, v]) => k === name && v !== ''));
}

export function queryPageContext(engine: Engine, pairs: QueryPairs, data: QueryData, canned?: CannedQuery): QueryPageContext {
  const db = data.database;
  const sql = data.query.sql;
  const names = queryParamNames(sql, canned);
  const ran = !missingRequiredParams(pairs, sql, canned);
  const action = canned ? tablePath(db, canned.name) : databasePath(db);
  const limit = engine.settings.truncate_cells_html;
  const jsonHref = withQuery(`${action}.json`, pairs);
  const exportPairs = without(pairs, '_labels');
  return {
    title: canned ? canned.title ?? canned.name : `${db}: custom SQL`,
    database: db,
    databaseHref: databasePath(db),
    canned: Boolean(canned),
    description: canned?.description,
    descriptionHtml: canned?.description_html,
    action,
    sql,
    showSql: !canned?.hide_sql,
    editable: !canned && engine.settings.default_allow_sql,
    params: names.map((name) => ({ name, value: pairs.find(([k]) => k === name)?.[1] ?? '', required: !optional(sql, name) })),
    ran,
    error: ran ? data.error : null,
    truncated: data.truncated,
    headers: data.columns.map((name) => ({ name })),
    rows: ran ? data.rows.map((r) => ({ cells: rowValues(r, data.columns).map((v) => cell(v, limit, jsonHref)) })) : [],
    exports: [
      { label: 'JSON', href: jsonHref },
      { label: 'CSV', href: withQuery(`${action}.csv`, exportPairs) },
    ],
  };
}
