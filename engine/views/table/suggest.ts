// Suggested facets: columns whose values would make useful facets on this page, each probe held to
// `facet_suggest_time_limit_ms` and skipped when it fails.
import type { TableInfo } from '../../db/introspect.js';
import type { PyJson, SqlValue } from '../../json/pyjson.js';
import { QueryError } from '../../pool/pool.js';
import type { QueryPairs } from '../../url/query-string.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { SuggestedFacet } from '../result.js';
import { withQuery, type FacetContext } from './facets.js';

/** How many values the date and array probes look at, as Datasette does. */
const PROBE_ROWS = 100;

interface Faceted {
  column: string;
  type: 'column' | 'array' | 'date';
}

/** Column suggestions first, then date, then array (Datasette runs its facet classes in that order). */
export async function suggestedFacets(ctx: FacetContext, table: TableInfo, faceted: readonly Faceted[], count: number | null): Promise<SuggestedFacet[]> {
  const rowCount = count ?? (await probe(ctx, `select count(*) from (${ctx.innerSql})`))?.[0]?.[0];
  const out: SuggestedFacet[] = [];
  const enabled = (type: Faceted['type'], column: string): boolean => faceted.some((f) => f.type === type && f.column === column);
  const toggle = (key: string, column: string): string => ctx.req.absolute(withQuery(ctx.path, [...ctx.req.pairs, [key, column]] as QueryPairs));

  if (rowCount !== undefined && rowCount !== null) {
    for (const column of table.columns) {
      if (enabled('column', column)) continue;
      const c = escapeSqlite(column);
      const rows = await probe(ctx, `select ${c} as value, count(*) as n from (${ctx.innerSql}) where value is not null group by value limit ${ctx.size + 1}`);
      if (!rows) continue;
      const distinct = rows.length;
      if (distinct > 1 && distinct < Number(rowCount) && distinct <= ctx.size && rows.some((r) => Number(r[1]) > 1)) {
        out.push({ column, toggleUrl: toggle('_facet', column) });
      }
    }
  }
  for (const column of table.columns) {
    if (enabled('date', column)) continue;
    const c = escapeSqlite(column);
    const rows = await probe(ctx, `select date(${c}) from (${ctx.innerSql}) where ${c} glob '????-??-*' limit ${PROBE_ROWS}`);
    if (rows?.some((r) => r[0] !== null && r[0] !== '' && r[0] !== 0 && r[0] !== 0n)) out.push({ column, type: 'date', toggleUrl: toggle('_facet_date', column) });
  }
  for (const column of table.columns) {
    if (enabled('array', column)) continue;
    const c = escapeSqlite(column);
    const types = await probe(ctx, `with limited as (select * from (${ctx.innerSql}) limit ${PROBE_ROWS}) select distinct json_type(${c}) from limited where ${c} is not null and ${c} != ''`);
    if (!types) continue;
    const kinds = types.map((r) => r[0]);
    if (!((kinds.length === 1 && kinds[0] === 'array') || (kinds.length === 2 && kinds[0] === 'array' && kinds[1] === null))) continue;
    const first = await probe(ctx, `select ${c} from (${ctx.innerSql}) where ${c} is not null and ${c} != '' and json_array_length(${c}) > 0 limit ${PROBE_ROWS}`);
    if (first?.length && first.every((r) => isArrayOfStrings(r[0]))) out.push({ column, type: 'array', toggleUrl: toggle('_facet_array', column) });
  }
  return out;
}

function isArrayOfStrings(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) && parsed.every((x) => typeof x === 'string');
  } catch {
    return false;
  }
}

/** Rows of a probe, or undefined when it failed or ran out of time (a suggestion is never worth an error). */
async function probe(ctx: FacetContext, sql: string): Promise<SqlValue[][] | undefined> {
  try {
    const r = await ctx.engine.run({ database: ctx.db, sql, params: ctx.params, maxRows: 0, timeLimitMs: ctx.engine.settings.facet_suggest_time_limit_ms }, ctx.req.client);
    return r.rawRows!;
  } catch (e) {
    if (e instanceof QueryError) return undefined;
    throw e;
  }
}

export function suggestedFacetsJson(suggested: readonly SuggestedFacet[]): PyJson {
  return suggested.map((s): PyJson => (s.type ? { name: s.column, type: s.type, toggle_url: s.toggleUrl } : { name: s.column, toggle_url: s.toggleUrl }));
}
