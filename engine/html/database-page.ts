// The database page's template context: tables, views, canned queries and the SQL editor.
import type { Engine } from '../engine.js';
import type { DatabaseResult } from '../views/result.js';
import { escapeSqlite } from '../sql/escape.js';
import { cannedQueryParams } from '../views/database.js';
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
  queries: Array<{ title: string; href: string; description?: string; descriptionHtml?: string; params: string[] }>;
  jsonHref: string;
}

export function databasePageContext(engine: Engine, result: DatabaseResult): DatabasePageContext {
  const db = result.database;
  const meta = engine.databaseMetadata(db);
  const visible = result.tables.filter((t) => !t.hidden);
  return {
    title: meta.title ?? db,
    database: db,
    action: databasePath(db),
    description: meta.description,
    descriptionHtml: meta.description_html,
    allowSql: result.allowSql,
    sql: visible.length ? `select * from ${escapeSqlite(visible[0].info.name)} limit 10` : 'select sqlite_version()',
    tables: visible.map((t) => ({ name: t.info.name, href: tablePath(db, t.info.name), count: t.count, columns: t.info.columns, fts: t.ftsTable !== null })),
    hiddenCount: result.tables.length - visible.length,
    views: result.views.map((name) => ({ name, href: tablePath(db, name) })),
    queries: result.queries.map((q) => ({
      title: q.title ?? q.name,
      href: tablePath(db, q.name),
      description: q.description,
      descriptionHtml: q.description_html,
      params: cannedQueryParams(q),
    })),
    jsonHref: `${databasePath(db)}.json`,
  };
}
