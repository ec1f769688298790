// Facets: column, array and date facets with counts and toggle URLs.
import type { Engine } from '../../engine.js';
import type { RequestInfo } from '../../request.js';
import { HttpError } from '../../errors.js';
import type { PyJson, SqlValue } from '../../json/pyjson.js';
import { BACKGROUND_CLIENT } from '../../pool/pool.js';
import { isQueryFailure, isTimeout } from '../../query/failure.js';
import { cacheKind } from '../../cache/versioned.js';
import { byDeadline, extrasTimeLeft, LATE } from './extras-time.js';
import { FACET_KINDS, facetKind, resultsJson, selectionText, type FacetKind } from './facet-kinds.js';
import type { ParamValue } from '../../pool/protocol.js';
import { urlencode, type QueryPairs } from '../../url/query-string.js';
import type { FacetConfig } from '../../config/metadata.js';
import { lookupLabels } from '../foreign-labels.js';
import { labelOf, type ColumnLabels, type Expandable, type Facet, type FacetItem } from '../result.js';
import { timeLimit } from '../../config/settings.js';
import { statementKey } from '../../query/statement-key.js';

export interface FacetRequest {
  column: string;
  kind: FacetKind;
  /** From the query string (hideable) or from metadata (not). */
  fromArgs: boolean;
  argKey: string;
  argValue: string;
}

function facetColumn(value: string): string {
  if (value.startsWith('{')) {
    try {
      const parsed = JSON.parse(value) as { column?: unknown };
      if (typeof parsed.column === 'string') return parsed.column;
    } catch {
      /* a plain column name that starts with "{" */
    }
  }
  return value;
}

/**
 * The facets a page shows: Datasette runs its facet classes in turn, each over its metadata facets
 * and then its request args, which fixes the key order of `facet_results`.
 */
export function requestedFacets(req: RequestInfo | null, configured: readonly FacetConfig[] | undefined): FacetRequest[] {
  return FACET_KINDS.flatMap((kind) => {
    const out: FacetRequest[] = [];
    for (const entry of configured ?? []) {
      const column = kind.fromMetadata(entry);
      if (column !== undefined) out.push({ column, kind, fromArgs: false, argKey: kind.arg, argValue: column });
    }
    for (const [key, value] of req?.pairs ?? []) {
      if (key === kind.arg) out.push({ column: facetColumn(value), kind, fromArgs: true, argKey: key, argValue: value });
    }
    return out;
  });
}

export function hasFacetArgs(req: RequestInfo): boolean {
  return req.pairs.some(([k]) => k.startsWith('_facet'));
}

export interface FacetContext {
  /** performance.now() by which the page's extras must be done (what is left is finished in the background). */
  deadline: number;
  engine: Engine;
  req: RequestInfo;
  db: string;
  /** This page's path (with its format suffix) for toggle URLs. */
  path: string;
  innerSql: string;
  params: Record<string, ParamValue>;
  size: number;
  expandable: Expandable[];
}

/** Facet counts of a data version never change: kept for the version. */
export const FACET_ROWS = cacheKind<SqlValue[][]>('facet');

/** The cache entry of a facet's rows: its SQL and the page's parameters. */
export const facetRowsKey = (sql: string, params: Record<string, ParamValue>): string => statementKey(sql, params);
/** Facets that ran out of time: being finished in the background, or left out for good (they ran out of the SQL time limit too). */
const FACET_TIMED_OUT = cacheKind<'finishing' | 'final'>('facet-timed-out');

/**
 * A facet's rows, or what became of it when it ran out of time (`finishing`: a later visit may have
 * it). Dropped from the page, as Datasette does, it is finished in the background under the SQL
 * time limit; until then later visits leave it out at once.
 */
async function facetRows(ctx: FacetContext, sql: string): Promise<SqlValue[][] | { finishing: boolean }> {
  const { cache } = ctx.engine;
  const key = facetRowsKey(sql, ctx.params);
  const cached = cache.get(FACET_ROWS, ctx.db, key);
  if (cached) return cached;
  const run = (timeLimitMs: number | null, client: string): Promise<SqlValue[][]> =>
    ctx.engine.query({ database: ctx.db, sql, params: ctx.params, maxRows: ctx.size + 1, timeLimitMs, client }).then((r) => {
      cache.set(FACET_ROWS, ctx.db, key, r.rawRows!);
      cache.delete(FACET_TIMED_OUT, ctx.db, key);
      return r.rawRows!;
    });
  const finishInBackground = (): { finishing: boolean } => {
    cache.background(FACET_ROWS, ctx.db, key, () =>
      run(timeLimit(ctx.engine.settings.sql_time_limit_ms), BACKGROUND_CLIENT).catch((e: unknown) => {
        if (isTimeout(e)) cache.set(FACET_TIMED_OUT, ctx.db, key, 'final');
      }),
    );
    return { finishing: true };
  };
  const state = cache.get(FACET_TIMED_OUT, ctx.db, key);
  if (state === 'final') return { finishing: false };
  if (state) return finishInBackground();
  // Inline, within what is left of the page's budget; once it is spent, as if it ran out.
  const ms = extrasTimeLeft(ctx.engine, ctx.deadline);
  if (ms > 0) {
    try {
      const rows = await byDeadline(run(ms, ctx.req.client), ctx.deadline);
      if (rows !== LATE) return rows;
    } catch (e) {
      if (!isTimeout(e)) throw e;
    }
  }
  cache.set(FACET_TIMED_OUT, ctx.db, key, 'finishing');
  return finishInBackground();
}

/** The page's facets; `complete` is false when one that ran out of time is being finished for a later visit. */
export async function facetResults(ctx: FacetContext, facets: FacetRequest[]): Promise<{ facets: Facet[]; complete: boolean }> {
  const results: Facet[] = [];
  const names = new Set<string>();
  const { req } = ctx;
  // All of a page's facets at once: the page waits for the slowest, not for their sum.
  const fetched = await Promise.all(facets.map((f) => facetRows(ctx, f.kind.sql(f.column, ctx.innerSql, ctx.size + 1))));
  for (const [i, f] of facets.entries()) {
    const rows = fetched[i];
    if (!Array.isArray(rows)) continue; // slow facets are dropped, as in Datasette
    const shown = rows.slice(0, ctx.size);
    const labels = f.kind.labelled ? await facetLabels(ctx, f.column, shown) : new Map<string, ReadonlyMap<string, SqlValue>>();
    const key = f.kind.selectionKey(f.column);
    const items = shown.map(([value, count]): FacetItem => {
      const text = selectionText(f.kind, value);
      const selected = req.pairs.some(([k, v]) => k === key && v === text);
      const pairs: QueryPairs = selected ? req.pairs.filter(([k, v]) => !(k === key && v === text)) : [...req.pairs, [key, text]];
      const shownValue = f.kind.itemValue(value);
      return {
        value: shownValue,
        label: labelOf(labels, f.column, value) ?? shownValue,
        count: Number(count),
        toggleUrl: req.absolute(withQuery(ctx.path, pairs)),
        selected,
      };
    });
    let name = f.column;
    for (let n = 2; names.has(name); n++) name = `${f.column}_${n}`;
    names.add(name);
    results.push({
      name,
      column: f.column,
      type: f.kind.type,
      hideable: f.fromArgs,
      toggleUrl: withQuery(
        ctx.path,
        req.pairs.filter(([k, v]) => !(k === f.argKey && v === f.argValue)),
      ),
      items,
      truncated: rows.length > ctx.size,
    });
  }
  return { facets: results, complete: !fetched.some((r) => !Array.isArray(r) && r.finishing) };
}

/** `facet_results` as Datasette writes it (each kind orders its keys its own way). */
export function facetResultsJson(facets: readonly Facet[]): Record<string, PyJson> {
  const out: Record<string, PyJson> = {};
  for (const f of facets) out[f.name] = facetKind(f.type).json(f, resultsJson(f));
  return out;
}

export function withQuery(path: string, pairs: QueryPairs): string {
  const q = urlencode(pairs);
  return q ? `${path}?${q}` : path;
}

/** Labels of a foreign-key facet's values; a failed lookup leaves plain values. */
async function facetLabels(ctx: FacetContext, column: string, rows: SqlValue[][]): Promise<ColumnLabels> {
  const fk = ctx.expandable.filter((e) => e.fk.column === column).slice(0, 1);
  if (!fk.length) return new Map();
  try {
    return await lookupLabels(
      ctx.engine,
      ctx.req.client,
      ctx.db,
      [column],
      rows.map((r) => [r[0]]),
      fk,
      timeLimit(ctx.engine.settings.facet_time_limit_ms),
    );
  } catch (e) {
    if (isQueryFailure(e)) return new Map();
    throw e;
  }
}

/** Values a facet shows: `_facet_size` (when asked), else the table's metadata, else the setting. */
export function facetSize(req: RequestInfo | null, engine: Engine, configured: number | 'max' | undefined): number {
  const max = engine.settings.max_returned_rows;
  const raw = req?.get('_facet_size');
  let size = configured === 'max' ? max : (configured ?? engine.settings.default_facet_size);
  if (raw === 'max') size = max;
  else if (raw !== undefined && /^\d+$/.test(raw)) size = Number(raw);
  return max > 0 ? Math.min(size, max) : size;
}

export function facetsNotAllowed(): HttpError {
  return new HttpError(400, '_facet= is not allowed');
}
