// The database page's template context: tables, views, canned queries and the SQL editor.
import type { Engine } from '../engine.js';
import type { DatabaseData } from './input.js';
import { databasePath, tablePath } from './paths.js';

export interface DatabasePageContext {
  title: string;
  database: string;
  action: string;
  description?: string;
  descriptionHtml?: string;
  allowSql: boolean;
  sql: string;
  tables: Array<{ name: string; href: string; count: number | null; columns: string[]; fts: boolean }>;
  hiddenCount: number;
  views: Array<{ name: string; href: string }>;
  queries: Array<{ name: string; title: string; href: string; description?: string; descriptionHtml?: string; params: string[] }>;
  jsonHref: string;
}

export function databasePageContext(engine: Engine, data: DatabaseData): DatabasePageContext {
  const db = data.database;
  const meta = engine.databaseMetadata(db);
  const first = data.tables.find((t) => !t.hidden);
  return {
    title: meta.title ?? db,
    database: db,
    action: databasePath(db),
    description: meta.description,
    descriptionHtml: meta.description_html,
    allowSql: data.allow_execute_sql,
    sql: first ? `select * from [${first.name}] limit 10` : 'select sqlite_version()',
    tables: data.tables.filter((t) => !t.hidden).map((t) => ({ name: t.name, href: tablePath(db, t.name), count: t.count, columns: t.columns, fts: t.fts_table !== null })),
    hiddenCount: data.hidden_count,
    views: data.views.map((v) => ({ name: v.name, href: tablePath(db, v.name) })),
    queries: data.queries.map((q) => ({ name: q.name, title: q.title ?? q.name, href: tablePath(db, q.name), description: q.description, descriptionHtml: q.description_html, params: q.params })),
    jsonHref: `${databasePath(db)}.json`,
  };
}
