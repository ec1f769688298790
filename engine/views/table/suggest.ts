// Suggested facets: columns whose values would make useful facets on this page, each probe held to
// `facet_suggest_time_limit_ms` and skipped when it fails. One probe per column would make a wide
// table's page wait for every column's time limit in turn, so a page spends at most
// SUGGEST_BUDGET_PROBES probes' worth of time; the answer is kept per data version (the data cannot
// change under it), so the next visit costs nothing.
import type { TableInfo } from '../../db/introspect.js';
import type { PyJson, SqlValue } from '../../json/pyjson.js';
import { BACKGROUND_CLIENT } from '../../pool/pool.js';
import { isQueryFailure, isTimeout } from '../../query/failure.js';
import type { QueryPairs } from '../../url/query-string.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { SuggestedFacet } from '../result.js';
import { withQuery, type FacetContext } from './facets.js';
import { cacheKind } from '../../cache/versioned.js';

/** How many values the date and array probes look at, as Datasette does. */
const PROBE_ROWS = 100;

interface Faceted {
  column: string;
  type: 'column' | 'array' | 'date';
}

/** A page's suggestions may take this many probes' time limits in all. */
const SUGGEST_BUDGET_PROBES = 4;
/** What each page found, and whether it is the whole answer or one being finished in the background. */
const SUGGESTIONS = cacheKind<{ found: Faceted[]; complete: boolean }>('suggestions');

/**
 * Column suggestions first, then date, then array (Datasette runs its facet classes in that order).
 * When the page's budget runs out first, what it found is shown (`complete` false) and the rest is
 * finished in the background, each probe with Datasette's own limit (a probe that runs out of it is
 * not suggested, as there); until then later visits get the partial answer at once.
 */
export async function suggestedFacets(
  ctx: FacetContext,
  table: TableInfo,
  faceted: readonly Faceted[],
  count: number | null,
): Promise<{ suggested: SuggestedFacet[]; complete: boolean }> {
  const toggle = (key: string, column: string): string =>
    ctx.req.absolute(withQuery(ctx.path, [...ctx.req.pairs, [key, column]] as QueryPairs));
  const keyOf: Record<Faceted['type'], string> = { column: '_facet', date: '_facet_date', array: '_facet_array' };
  const { cache } = ctx.engine;
  const key = JSON.stringify([ctx.innerSql, ctx.params, ctx.size, faceted]);
  const limit = ctx.engine.settings.facet_suggest_time_limit_ms;
  let answer = cache.get(SUGGESTIONS, ctx.db, key);
  if (!answer) {
    const budget = {
      until: performance.now() + SUGGEST_BUDGET_PROBES * limit,
      probeLimitMs: limit,
      complete: true,
      timeoutIsAnswer: false,
      client: ctx.req.client,
    };
    answer = { found: await findSuggestions({ ...ctx, budget }, table, faceted, count), complete: budget.complete };
    cache.set(SUGGESTIONS, ctx.db, key, answer);
  }
  if (!answer.complete) {
    cache.background(SUGGESTIONS, ctx.db, key, async () => {
      const unbounded = {
        until: Number.POSITIVE_INFINITY,
        probeLimitMs: limit,
        complete: true,
        timeoutIsAnswer: true,
        client: BACKGROUND_CLIENT,
      };
      const all = await findSuggestions({ ...ctx, budget: unbounded }, table, faceted, count);
      if (unbounded.complete) cache.set(SUGGESTIONS, ctx.db, key, { found: all, complete: true });
    });
  }
  const { found, complete } = answer;
  const suggested = found.map((f): SuggestedFacet =>
    f.type === 'column'
      ? { column: f.column, toggleUrl: toggle(keyOf.column, f.column) }
      : { column: f.column, type: f.type, toggleUrl: toggle(keyOf[f.type], f.column) },
  );
  return { suggested, complete };
}

interface Budget {
  until: number;
  probeLimitMs: number;
  complete: boolean;
  /** Whether a probe running out of time settles its question (else the answer is incomplete). */
  timeoutIsAnswer: boolean;
  /** Whom the probes run for: the page's client, or background work. */
  client: string;
}
type ProbeContext = FacetContext & { budget: Budget };

async function findSuggestions(ctx: ProbeContext, table: TableInfo, faceted: readonly Faceted[], count: number | null): Promise<Faceted[]> {
  const rowCount = count ?? (await probe(ctx, `select count(*) from (${ctx.innerSql})`))?.[0]?.[0];
  const out: Faceted[] = [];
  const enabled = (type: Faceted['type'], column: string): boolean => faceted.some((f) => f.type === type && f.column === column);

  if (rowCount !== undefined && rowCount !== null) {
    for (const column of table.columns) {
      if (enabled('column', column)) continue;
      const c = escapeSqlite(column);
      const rows = await probe(
        ctx,
        `select ${c} as value, count(*) as n from (${ctx.innerSql}) where value is not null group by value limit ${ctx.size + 1}`,
      );
      if (!rows) continue;
      const distinct = rows.length;
      if (distinct > 1 && distinct < Number(rowCount) && distinct <= ctx.size && rows.some((r) => Number(r[1]) > 1)) {
        out.push({ column, type: 'column' });
      }
    }
  }
  for (const column of table.columns) {
    if (enabled('date', column)) continue;
    const c = escapeSqlite(column);
    const rows = await probe(ctx, `select date(${c}) from (${ctx.innerSql}) where ${c} glob '????-??-*' limit ${PROBE_ROWS}`);
    if (rows?.some((r) => r[0] !== null && r[0] !== '' && r[0] !== 0 && r[0] !== 0n)) out.push({ column, type: 'date' });
  }
  for (const column of table.columns) {
    if (enabled('array', column)) continue;
    const c = escapeSqlite(column);
    const types = await probe(
      ctx,
      `with limited as (select * from (${ctx.innerSql}) limit ${PROBE_ROWS}) select distinct json_type(${c}) from limited where ${c} is not null and ${c} != ''`,
    );
    if (!types) continue;
    const kinds = types.map((r) => r[0]);
    if (!((kinds.length === 1 && kinds[0] === 'array') || (kinds.length === 2 && kinds[0] === 'array' && kinds[1] === null))) continue;
    const first = await probe(
      ctx,
      `select ${c} from (${ctx.innerSql}) where ${c} is not null and ${c} != '' and json_array_length(${c}) > 0 limit ${PROBE_ROWS}`,
    );
    if (first?.length && first.every((r) => isArrayOfStrings(r[0]))) out.push({ column, type: 'array' });
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

/** Rows of a probe, or undefined when it failed, ran out of time or the page's budget is spent (a suggestion is never worth an error). */
async function probe(ctx: ProbeContext, sql: string): Promise<SqlValue[][] | undefined> {
  const left = ctx.budget.until - performance.now();
  if (left <= 0) {
    ctx.budget.complete = false;
    return undefined;
  }
  try {
    const r = await ctx.engine.query({
      database: ctx.db,
      sql,
      params: ctx.params,
      maxRows: 0,
      timeLimitMs: Math.max(1, Math.min(left, ctx.budget.probeLimitMs)),
      client: ctx.budget.client,
    });
    return r.rawRows!;
  } catch (e) {
    if (isQueryFailure(e)) {
      // Running out of time says nothing about the data; an SQL error (a column that is not JSON) does.
      if (isTimeout(e) && !ctx.budget.timeoutIsAnswer) ctx.budget.complete = false;
      return undefined;
    }
    throw e;
  }
}

export function suggestedFacetsJson(suggested: readonly SuggestedFacet[]): PyJson {
  return suggested.map((s): PyJson =>
    s.type ? { name: s.column, type: s.type, toggle_url: s.toggleUrl } : { name: s.column, toggle_url: s.toggleUrl },
  );
}
