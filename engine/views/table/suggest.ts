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
import type { Facet, SuggestedFacet } from '../result.js';
import type { ParamValue } from '../../pool/protocol.js';
import { withQuery, type FacetContext } from './facets.js';
import { FACET_KINDS, facetKind, type FacetKind } from './facet-kinds.js';
import { cacheKind } from '../../cache/versioned.js';
import { timeLimit } from '../../config/settings.js';
import { statementKey } from '../../query/statement-key.js';
import { byDeadline, LATE } from './extras-time.js';

/** A facet a page already shows, or one found worth suggesting. */
interface Faceted {
  column: string;
  kind: FacetKind;
}

/** A page's suggestions may take this many probes' time limits in all. */
const SUGGEST_BUDGET_PROBES = 4;
/**
 * What the probes found for a page's rows (each suggestion's column and kind, before the page leaves
 * out the facets it already shows, so pages that differ only in their `_facet` arguments share it),
 * and whether it is the whole answer or one being finished in the background.
 */
export const SUGGESTIONS = cacheKind<{ found: Array<{ column: string; type: Facet['type'] }>; complete: boolean }>('suggestions');

/** The cache entry of a page's suggestions: its rows (SQL and parameters) and facet size. */
export function suggestionsKey(innerSql: string, params: Record<string, ParamValue>, size: number): string {
  return statementKey(innerSql, params, size);
}

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
  const toggle = (column: string, type: Facet['type']): string =>
    ctx.req.absolute(withQuery(ctx.path, [...ctx.req.pairs, [facetKind(type).arg, column]] as QueryPairs));
  const { cache } = ctx.engine;
  const key = suggestionsKey(ctx.innerSql, ctx.params, ctx.size);
  const limit = timeLimit(ctx.engine.settings.facet_suggest_time_limit_ms);
  let answer = cache.get(SUGGESTIONS, ctx.db, key);
  if (!answer) {
    const budget = {
      until: limit === null ? ctx.deadline : Math.min(performance.now() + SUGGEST_BUDGET_PROBES * limit, ctx.deadline),
      probeLimitMs: limit,
      complete: true,
      timeoutIsAnswer: false,
      client: ctx.req.client,
    };
    answer = { found: typed(await findSuggestions({ ...ctx, budget }, table, count)), complete: budget.complete };
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
      const all = await findSuggestions({ ...ctx, budget: unbounded }, table, count);
      if (unbounded.complete) cache.set(SUGGESTIONS, ctx.db, key, { found: typed(all), complete: true });
    });
  }
  const { found, complete } = answer;
  const shown = (f: { column: string; type: Facet['type'] }): boolean =>
    faceted.some((g) => g.kind.type === f.type && g.column === f.column);
  const suggested = found
    .filter((f) => !shown(f))
    .map((f): SuggestedFacet =>
      f.type === 'column'
        ? { column: f.column, toggleUrl: toggle(f.column, f.type) }
        : { column: f.column, type: f.type, toggleUrl: toggle(f.column, f.type) },
    );
  return { suggested, complete };
}

interface Budget {
  until: number;
  /** null: no limit (a setting of 0), within the budget's end. */
  probeLimitMs: number | null;
  complete: boolean;
  /** Whether a probe running out of time settles its question (else the answer is incomplete). */
  timeoutIsAnswer: boolean;
  /** Whom the probes run for: the page's client, or background work. */
  client: string;
}
type ProbeContext = FacetContext & { budget: Budget };

const typed = (found: Faceted[]): Array<{ column: string; type: Facet['type'] }> =>
  found.map((f) => ({ column: f.column, type: f.kind.type }));

/** Each kind's probe over each column, kinds in Datasette's order. */
async function findSuggestions(ctx: ProbeContext, table: TableInfo, count: number | null): Promise<Faceted[]> {
  const rows = count ?? (await probe(ctx, `select count(*) from (${ctx.innerSql})`))?.[0]?.[0];
  const known = rows === undefined || rows === null ? null : Number(rows);
  const out: Faceted[] = [];
  for (const kind of FACET_KINDS) {
    for (const column of table.columns) {
      if (await kind.suggests((sql) => probe(ctx, sql), column, ctx.innerSql, ctx.size, known)) out.push({ column, kind });
    }
  }
  return out;
}

/** Rows of a probe, or undefined when it failed, ran out of time or the page's budget is spent (a suggestion is never worth an error). */
async function probe(ctx: ProbeContext, sql: string): Promise<SqlValue[][] | undefined> {
  const left = ctx.budget.until - performance.now();
  if (left <= 0) {
    ctx.budget.complete = false;
    return undefined;
  }
  try {
    const query = ctx.engine.query({
      database: ctx.db,
      sql,
      params: ctx.params,
      maxRows: 0,
      timeLimitMs: probeLimit(left, ctx.budget.probeLimitMs),
      client: ctx.budget.client,
    });
    const r = Number.isFinite(ctx.budget.until) ? await byDeadline(query, ctx.budget.until) : await query;
    if (r === LATE) {
      ctx.budget.complete = false;
      return undefined;
    }
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

/** A probe's limit: its own, within what is left of the budget (neither bounded: none). */
function probeLimit(left: number, own: number | null): number | null {
  const ms = Math.min(left, own ?? Number.POSITIVE_INFINITY);
  return Number.isFinite(ms) ? Math.max(1, Math.floor(ms)) : null;
}
