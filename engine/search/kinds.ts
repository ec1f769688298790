// Checks each search kind against the served databases when mounted, and builds its SQL: the best
// matches (by FTS5's rank, bm25 unless the index sets its own, or the kind's `order`), a page at a
// time, and a capped count.
import type { Engine } from '../engine.js';
import { ConfigError } from '../config/load.js';
import { pathVariables } from '../pages/path-pattern.js';
import { columnPhrase, knownCounts, plainToken, type FullTextForm } from '../query/known-counts.js';
import { escapedPhrases, escapeFts, escapeSqlite } from '../sql/escape.js';
import { isFts5, kindFtsTable, kindForm } from './forms.js';
import type { SearchKind } from './schema.js';

export interface ReadyKind {
  kind: SearchKind;
  /** Best matches first; binds :q, :limit, :offset. */
  resultsSql: string;
  /** Matches up to :cap; binds :q, :cap. */
  countSql: string;
  /** With `narrow`: the FTS5 phrase every match must also hold; :q is `<narrowing> AND (<query>)`. */
  narrowing: string | null;
  /** Ranked by bm25 over this whole index: the common words' counts come from inspect (:known). */
  form: FullTextForm | null;
  /** The key columns of the row page (`rowid` for a rowid table), for results without `link`. */
  keyColumns: string[];
  /** The variables of `link`, each a column of the table. */
  linkColumns: string[];
  /** Results are ranked among at most this many newest matches; null when every match is. */
  rankWindow: number | null;
}

/** Aliases of the computed columns: no clash with a table's own names. */
export const ALIAS = { title: '_search_title', subtitle: '_search_subtitle', snippet: '_search_snippet' } as const;
/** A kind ranks at most this many of its matches, the most recently added (see readyKind). */
export const RANK_WINDOW = 5000;

export const keyAlias = (i: number): string => `_search_key${i}`;
export const linkAlias = (name: string): string => `_search_link_${name}`;

export function readyKind(engine: Engine, kind: SearchKind): ReadyKind {
  const where = `search kind ${kind.name}`;
  if (!engine.databases.has(kind.database)) throw new ConfigError(`${where}: database ${kind.database} is not being served`);
  const table = engine.table(kind.database, kind.table);
  if (!table) throw new ConfigError(`${where}: ${kind.database} has no table ${kind.table}`);
  const meta = engine.tableMetadata(kind.database, kind.table);
  const fts = kindFtsTable(engine, kind);
  if (!fts) throw new ConfigError(`${where}: ${kind.table} has no full-text index (set fts, or fts_table in the metadata)`);
  if (!engine.table(kind.database, fts)) throw new ConfigError(`${where}: ${kind.database} has no FTS table ${fts}`);
  // The source column the FTS rowid matches: an external-content index's content_rowid.
  const ftsPk = meta.fts_pk ?? (table.fts?.table === fts ? table.fts.pk : 'rowid');
  const linkColumns = kind.link ? [...new Set(pathVariables(kind.link))] : [];
  for (const column of linkColumns) {
    if (!table.columns.includes(column)) throw new ConfigError(`${where}: link ${kind.link}: ${kind.table} has no column ${column}`);
  }
  const narrowing = kind.narrow ? narrowingPhrase(engine, kind, kind.narrow, fts) : null;
  const form = kindForm(engine, kind);
  const keyColumns = table.primaryKeys.length ? table.primaryKeys : ['rowid'];
  const t = escapeSqlite(kind.table);
  const f = escapeSqlite(fts);
  // bm25, with the counts given in :known where it can take them.
  const ranking = narrowing || form ? `bm25_known(${f}, :known)` : 'rank';
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
  // A kind ranks its newest matches (highest rowids), at most RANK_WINDOW of them: ranking costs a
  // lookup per match, and a word common in millions of rows must not take the search past its
  // time limit. The page shown is ranked inside that window; only its rows are then fetched.
  const best = (window: string): string =>
    `select ${select} from (select * from (${window}) order by _search_rank, _search_rowid limit :limit offset :offset) as _search_match ` +
    `join ${t} on ${pk} = _search_match._search_rowid order by _search_match._search_rank, _search_match._search_rowid`;
  let resultsSql: string;
  let countSql = `select count(*) from (select 1 from ${f} where ${f} match :q limit :cap)`;
  if (kind.order) {
    const filter = kind.where ? ` and (${kind.where})` : '';
    resultsSql = `select ${select} from ${t} where ${pk} in (${matches})${filter} order by ${kind.order} limit :limit offset :offset`;
    if (kind.where) countSql = `select count(*) from (select 1 from ${t} where ${pk} in (${matches})${filter} limit :cap)`;
  } else if (kind.where && kind.filter_first && !narrowing) {
    // The unary + keeps SQLite from reading the matches first: it takes the rows `where` picks (by
    // an index, ideally) and looks each up in the set of matches, then ranks every one of them.
    const picked = `from ${t} where (${kind.where}) and +${pk} in (${matches})`;
    const rank = `(select ${ranking} from ${f} where ${f}.rowid = ${pk} and ${f} match :q)`;
    resultsSql = `select ${select}, ${rank} as _search_rank ${picked} order by _search_rank, ${pk} limit :limit offset :offset`;
    countSql = `select count(*) from (select 1 ${picked} limit :cap)`;
  } else if (kind.where) {
    // Each match's row is tested against `where`, which names the table's columns alone (an index
    // may have columns of the same names). The window is of the newest matches that meet it; a
    // narrowed match holds only rows like those `where` keeps, and with filter_first every one is
    // ranked (bm25_known leaves the narrowing phrase out of the score).
    const window = narrowing && kind.filter_first ? '' : ` order by _search_rowid desc limit ${RANK_WINDOW}`;
    resultsSql = best(
      `select _search_rowid, _search_rank from (select rowid as _search_rowid, ${ranking} as _search_rank from ${f} where ${f} match :q) ` +
        `join ${t} on ${pk} = _search_rowid where (${kind.where})${window}`,
    );
    countSql = `select count(*) from (select 1 from ${t} where ${pk} in (${matches}) and (${kind.where}) limit :cap)`;
  } else {
    resultsSql = best(
      `select rowid as _search_rowid, ${ranking} as _search_rank from ${f} where ${f} match :q order by rowid desc limit ${RANK_WINDOW}`,
    );
  }
  const rankWindow = kind.order || kind.filter_first ? null : RANK_WINDOW;
  return { kind, resultsSql, countSql, narrowing, form, keyColumns, linkColumns, rankWindow };
}

/** `narrow` as an FTS5 phrase limited to its column (bm25_known, which scores without it, is FTS5's). */
function narrowingPhrase(engine: Engine, kind: SearchKind, { column, value }: NonNullable<SearchKind['narrow']>, fts: string): string {
  const where = `search kind ${kind.name}: narrow`;
  if (kind.order) throw new ConfigError(`${where}: a kind with order is not ranked; narrow only kinds ranked by relevance`);
  const index = engine.table(kind.database, fts);
  if (!isFts5(index)) throw new ConfigError(`${where}: ${fts} is not an FTS5 index`);
  if (!index.ftsColumns?.includes(column)) throw new ConfigError(`${where}: ${fts} has no column ${column}`);
  return columnPhrase(column, value);
}

/** How the text becomes an FTS5 query: each word quoted (Datasette's escape_fts), or as written. */
export type SearchMode = 'escaped' | 'raw';

/** The :q and :known a kind's queries bind for the text people typed. */
export function matchParams(engine: Engine, r: ReadyKind, typed: string, mode: SearchMode): { q: string; known?: string } {
  const match = mode === 'raw' ? typed : escapeFts(typed);
  // Narrowing phrase first, so bm25_known's counts ("x": unscored; "*": the rest, counted) fit any query.
  if (r.narrowing) return { q: `${r.narrowing} AND (${match})`, known: '- - x *' };
  if (!r.form) return { q: match };
  // Each phrase of an escaped query is one of FTS5's, in order; a raw query's are counted as it runs.
  if (mode === 'raw') return { q: match, known: '- - *' };
  const tokens = escapedPhrases(typed).map((p) => (p === null ? null : plainToken(p, false)));
  return { q: match, known: knownCounts(engine, r.form, tokens) };
}
