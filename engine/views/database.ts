// `/<db>` without `sql`: the database listing.
import type { Engine } from '../engine.js';
import type { RequestInfo } from '../request.js';
import type { PyJson } from '../json/pyjson.js';
import type { CannedQuery } from '../config/metadata.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { sourceAndLicense } from './metadata-keys.js';
import type { DatabaseResult } from './result.js';

/** Database pages count each table with this small limit; slow counts show as null. */
const LISTING_COUNT_LIMIT_MS = 5;

export function cannedQueryParams(q: CannedQuery): string[] {
  return q.params ?? extractNamedParameters(q.sql).filter((p) => !p.startsWith('_'));
}

function cannedQueryJson(q: CannedQuery): Record<string, PyJson> {
  const out: Record<string, PyJson> = { sql: q.sql };
  if (q.title !== undefined) out.title = q.title;
  if (q.description !== undefined) out.description = q.description;
  if (q.description_html !== undefined) out.description_html = q.description_html;
  if (q.fragment !== undefined) out.fragment = q.fragment;
  if (q.hide_sql !== undefined) out.hide_sql = q.hide_sql;
  // Datasette's keys only: `params` as declared (the parameters a query's SQL implies are not listed).
  if (q.params !== undefined) out.params = q.params;
  out.name = q.name;
  out.private = false;
  return out;
}

export async function databaseView(engine: Engine, req: RequestInfo, db: string): Promise<DatabaseResult> {
  const started = performance.now();
  const info = engine.databases.get(db)!;
  const { tables } = info.structure;
  const listed = info.structure.tableOrder.map((name) => tables.get(name)!);
  listed.sort(
    (a, b) => Number(engine.isHidden(db, a)) - Number(engine.isHidden(db, b)) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const entries: DatabaseResult['tables'] = [];
  for (const t of listed) {
    const count = await engine.counts.count(db, t.name, LISTING_COUNT_LIMIT_MS, req.client);
    entries.push({
      info: t,
      count,
      hidden: engine.isHidden(db, t),
      ftsTable: engine.tableMetadata(db, t.name).fts_table ?? t.fts?.table ?? null,
    });
  }
  const queries = engine.canned.get(db) ?? [];
  const envelope: Record<string, PyJson> = {
    database: db,
    private: false,
    path: `/${info.route}`,
    size: info.size,
    tables: entries.map(({ info: t, count, hidden, ftsTable }) => ({
      name: t.name,
      columns: t.columns,
      primary_keys: t.primaryKeys,
      count,
      hidden,
      fts_table: ftsTable,
      foreign_keys: {
        incoming: t.incoming.map((fk) => ({ other_table: fk.other_table, column: fk.column, other_column: fk.other_column })),
        outgoing: t.outgoing.map((fk) => ({ other_table: fk.other_table, column: fk.column, other_column: fk.other_column })),
      },
      private: false,
    })),
    hidden_count: entries.filter((t) => t.hidden).length,
    views: info.structure.viewOrder.map((name) => ({ name, private: false })),
    queries: queries.map(cannedQueryJson),
    allow_execute_sql: engine.settings.default_allow_sql,
    query_ms: performance.now() - started,
    ...sourceAndLicense(engine.metadata),
  };
  return {
    kind: 'database',
    status: 200,
    envelope,
    database: db,
    path: `/${info.route}`,
    tables: entries,
    views: info.structure.viewOrder,
    queries,
    allowSql: engine.settings.default_allow_sql,
  };
}
