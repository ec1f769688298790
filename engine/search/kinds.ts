// Checks each search kind against the served databases when mounted, and builds its SQL: the best
// matches (by FTS5 rank, or the kind's `order`), a page at a time, and a capped count.
import type { Engine } from '../engine.js';
import { ConfigError } from '../config/load.js';
import { escapeSqlite } from '../sql/escape.js';
import { pathVariables } from '../pages/path-pattern.js';
import type { SearchKind } from './schema.js';

export interface ReadyKind {
  kind: SearchKind;
  /** Best matches first; binds :q, :limit, :offset. */
  resultsSql: string;
  /** Matches up to :cap; binds :q, :cap. */
  countSql: string;
  /** The key columns of the row page (`rowid` for a rowid table), for results without `link`. */
  keyColumns: string[];
  /** The variables of `link`, each a column of the table. */
  linkColumns: string[];
}

/** Aliases of the computed columns: no clash with a table's own names. */
export const ALIAS = { title: '_search_title', subtitle: '_search_subtitle', snippet: '_search_snippet' } as const;
export const keyAlias = (i: number): string => `_search_key${i}`;
export const linkAlias = (name: string): string => `_search_link_${name}`;

export function readyKind(engine: Engine, kind: SearchKind): ReadyKind {
  const where = `search kind ${kind.name}`;
  if (!engine.databases.has(kind.database)) throw new ConfigError(`${where}: database ${kind.database} is not being served`);
  const table = engine.table(kind.database, kind.table);
  if (!table) throw new ConfigError(`${where}: ${kind.database} has no table ${kind.table}`);
  const meta = engine.tableMetadata(kind.database, kind.table);
  const fts = kind.fts ?? meta.fts_table ?? table.fts?.table;
  if (!fts) throw new ConfigError(`${where}: ${kind.table} has no full-text index (set fts, or fts_table in the metadata)`);
  if (!engine.table(kind.database, fts)) throw new ConfigError(`${where}: ${kind.database} has no FTS table ${fts}`);
  // The source column the FTS rowid matches: an external-content index's content_rowid.
  const ftsPk = meta.fts_pk ?? (table.fts?.table === fts ? table.fts.pk : 'rowid');
  const linkColumns = kind.link ? [...new Set(pathVariables(kind.link))] : [];
  for (const column of linkColumns) {
    if (!table.columns.includes(column)) throw new ConfigError(`${where}: link ${kind.link}: ${kind.table} has no column ${column}`);
  }
  const keyColumns = table.primaryKeys.length ? table.primaryKeys : ['rowid'];
  const t = escapeSqlite(kind.table);
  const f = escapeSqlite(fts);
  const select = [
    `${kind.title} as ${ALIAS.title}`,
    kind.subtitle ? `${kind.subtitle} as ${ALIAS.subtitle}` : null,
    kind.snippet ? `${kind.snippet} as ${ALIAS.snippet}` : null,
    ...keyColumns.map((c, i) => `${t}.${escapeSqlite(c)} as ${keyAlias(i)}`),
    ...linkColumns.map((c) => `${t}.${escapeSqlite(c)} as ${linkAlias(c)}`),
  ]
    .filter((s): s is string => s !== null)
    .join(', ');
  const pk = `${t}.${escapeSqlite(ftsPk)}`;
  const matches = `select rowid from ${f} where ${f} match :q`;
  const filter = kind.where ? ` and (${kind.where})` : '';
  let resultsSql: string;
  if (kind.order) {
    resultsSql = `select ${select} from ${t} where ${pk} in (${matches})${filter} order by ${kind.order} limit :limit offset :offset`;
  } else if (kind.where) {
    resultsSql = `select ${select} from (select rowid as _search_rowid, rank as _search_rank from ${f} where ${f} match :q) as _search_match join ${t} on ${pk} = _search_match._search_rowid where (${kind.where}) order by _search_match._search_rank limit :limit offset :offset`;
  } else {
    // Rank inside the index first, then fetch only the rows shown.
    resultsSql = `select ${select} from (select rowid as _search_rowid, rank as _search_rank from ${f} where ${f} match :q order by rank limit :limit offset :offset) as _search_match join ${t} on ${pk} = _search_match._search_rowid order by _search_match._search_rank`;
  }
  const countSql = kind.where
    ? `select count(*) from (select 1 from ${t} where ${pk} in (${matches})${filter} limit :cap)`
    : `select count(*) from (select 1 from ${f} where ${f} match :q limit :cap)`;
  return { kind, resultsSql, countSql, keyColumns, linkColumns };
}
