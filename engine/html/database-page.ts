// The database page's template context: tables, views, canned queries and the SQL editor.
import type { Engine } from '../engine.js';
import type { QueryGroup } from '../config/metadata.js';
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
  queries: QueryCard[];
  /** The queries under headings, when the database's metadata declares `query_groups`. */
  queryGroups?: Array<{ title: string; queries: QueryCard[] }>;
  jsonHref: string;
}

interface QueryCard {
  name: string;
  title: string;
  href: string;
  description?: string;
  descriptionHtml?: string;
  params: string[];
}

/** Each query under the first group matching its lower-cased name; unmatched ones under "Other queries". Empty groups are left out. */
function groupQueries(cards: QueryCard[], groups: readonly QueryGroup[]): Array<{ title: string; queries: QueryCard[] }> {
  const out = groups.map((g) => ({ title: g.title, queries: [] as QueryCard[] }));
  const rest: QueryCard[] = [];
  for (const card of cards) {
    const name = card.name.toLowerCase();
    const i = groups.findIndex((g) => g.match === undefined || g.match.some((m) => name.includes(m.toLowerCase())));
    (i < 0 ? rest : out[i].queries).push(card);
  }
  if (rest.length) out.push({ title: 'Other queries', queries: rest });
  return out.filter((g) => g.queries.length);
}

export function databasePageContext(engine: Engine, result: DatabaseResult): DatabasePageContext {
  const db = result.database;
  const meta = engine.databaseMetadata(db);
  const visible = result.tables.filter((t) => !t.hidden);
  const queries = queryCards(db, result);
  return {
    title: meta.title ?? db,
    database: db,
    action: databasePath(db),
    description: meta.description,
    descriptionHtml: meta.description_html,
    allowSql: result.allowSql,
    sql: visible.length ? `select * from ${escapeSqlite(visible[0].info.name)} limit 10` : 'select sqlite_version()',
    tables: visible.map((t) => ({
      name: t.info.name,
      href: tablePath(db, t.info.name),
      count: t.count,
      columns: t.info.columns,
      fts: t.ftsTable !== null,
    })),
    hiddenCount: result.tables.length - visible.length,
    views: result.views.map((name) => ({ name, href: tablePath(db, name) })),
    queries,
    queryGroups: meta.query_groups ? groupQueries(queries, meta.query_groups) : undefined,
    jsonHref: `${databasePath(db)}.json`,
  };
}

function queryCards(db: string, result: DatabaseResult): QueryCard[] {
  return result.queries.map((q) => ({
    name: q.name,
    title: q.title ?? q.name,
    href: tablePath(db, q.name),
    description: q.description,
    descriptionHtml: q.description_html,
    params: cannedQueryParams(q),
  }));
}
