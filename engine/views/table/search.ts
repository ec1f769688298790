// Full-text search on table pages: `_search`, `_search_<col>`, `_searchmode=raw`.
import type { Engine } from '../../engine.js';
import type { TableInfo } from '../../db/introspect.js';
import type { RequestInfo } from '../../request.js';
import { HttpError } from '../../errors.js';
import type { ParamValue } from '../../pool/protocol.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { Search } from '../result.js';

export interface SearchParts {
  clauses: string[];
  params: Record<string, ParamValue>;
  human: string[];
  /** What was searched for, or null when the table has no full-text index. */
  search: Search | null;
  /** For a plain `_search`: counts its matches, up to `:_cap`. */
  probeSql?: string;
}

/** From this many matches on, a search page in one column's order reads the table in that order (see below). */
const MANY_MATCHES = 1000;

/**
 * How a page of a plain `_search` in the order of one column (its sort, or a one-column primary
 * key) should read its table. With few matches SQLite's own plan (sort the matches) is best; with
 * many, sorting every match to show a page costs more than walking the column's index until the
 * page is full, which SQLite cannot know without counting the matches. So count up to
 * MANY_MATCHES, and past that name the index. Only when the search is the page's only condition:
 * another filter could make the walk long.
 */
export async function searchIndexHint(
  engine: Engine,
  client: string,
  db: string,
  table: TableInfo,
  search: SearchParts,
  orderColumn: string | null,
  onlyCondition: boolean,
): Promise<string> {
  const index = orderColumn ? table.leadingIndexes.get(orderColumn)?.[0]?.name : undefined;
  if (!search.probeSql || !index || !onlyCondition) return '';
  const r = await engine.query({
    database: db,
    sql: search.probeSql,
    params: { ...search.params, _cap: MANY_MATCHES },
    maxRows: 1,
    client,
  });
  return Number(r.rawRows![0][0]) >= MANY_MATCHES ? ` indexed by ${escapeSqlite(index)}` : '';
}

export function searchClauses(engine: Engine, req: RequestInfo, db: string, table: TableInfo): SearchParts {
  const out: SearchParts = { clauses: [], params: {}, human: [], search: null };
  const meta = engine.tableMetadata(db, table.name);
  const ftsTable = req.get('_fts_table') || meta.fts_table || table.fts?.table;
  if (!ftsTable) return out;
  const columns: Record<string, string> = {};
  for (const [k, v] of req.pairs) if (k.startsWith('_search_') && !(k.slice(8) in columns)) columns[k.slice(8)] = v;
  out.search = { ftsTable, text: req.get('_search') ?? '', columns };
  const ftsPk = req.get('_fts_pk') || meta.fts_pk || table.fts?.pk || 'rowid';
  const mode = req.get('_searchmode') ?? meta.searchmode;
  const match = (param: string): string => (mode === 'raw' ? `:${param}` : `escape_fts(:${param})`);
  const fts = escapeSqlite(ftsTable);
  const searchArgs = req.pairs.filter(([k]) => k === '_search' || k.startsWith('_search_'));
  const plain = req.get('_search');
  if (plain !== undefined && plain !== '') {
    out.clauses.push(`${escapeSqlite(ftsPk)} in (select rowid from ${fts} where ${fts} match ${match('search')})`);
    out.params.search = plain;
    out.probeSql = `select count(*) from (select rowid from ${fts} where ${fts} match ${match('search')} limit :_cap)`;
    out.human.push(`search matches "${plain}"`);
    return out;
  }
  const ftsColumns = engine.table(db, ftsTable)?.ftsColumns ?? engine.table(db, ftsTable)?.columns ?? [];
  searchArgs.forEach(([key, value], i) => {
    if (!key.startsWith('_search_') || key === '_search' || value === '') return;
    const column = key.slice('_search_'.length);
    if (!ftsColumns.includes(column)) throw new HttpError(400, 'Cannot search by that column');
    out.clauses.push(`rowid in (select rowid from ${fts} where ${escapeSqlite(column)} match ${match(`search_${i}`)})`);
    out.params[`search_${i}`] = value;
    out.human.push(`search column "${column}" matches "${value}"`);
  });
  return out;
}
