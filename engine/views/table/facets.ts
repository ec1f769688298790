// Facets (Datasette §7.10): column, array and date facets with counts and toggle URLs.
import type { Engine } from '../../engine.js';
import type { RequestInfo } from '../../request.js';
import { HttpError, invalidSql } from '../../errors.js';
import { encodeCell, RawJson, type PyJson, type SqlValue } from '../../json/pyjson.js';
import { QueryError } from '../../pool/pool.js';
import type { ParamValue } from '../../pool/protocol.js';
import { escapeSqlite, quoteIdentifier } from '../../sql/escape.js';
import { urlencode, type QueryPairs } from '../../url/query-string.js';
import type { FacetConfig } from '../../config/metadata.js';
import { keyForLabels, type Expandable } from './labels.js';
import { pyStr } from './keyset.js';

type FacetType = 'column' | 'array' | 'date';

interface FacetRequest {
  column: string;
  type: FacetType;
  /** From the query string (hideable) or from metadata (not). */
  fromArgs: boolean;
  argKey: string;
  argValue: string;
}

const ARG_TYPES: Record<string, FacetType> = { _facet: 'column', _facet_array: 'array', _facet_date: 'date' };

function facetColumn(value: string): string {
  if (value.startsWith('{')) {
    try {
      const parsed = JSON.parse(value) as { column?: unknown };
      if (typeof parsed.column === 'string') return parsed.column;
    } catch { /* a plain column name that starts with "{" */ }
  }
  return value;
}

export function requestedFacets(req: RequestInfo, configured: readonly FacetConfig[] | undefined): FacetRequest[] {
  const out: FacetRequest[] = [];
  for (const c of configured ?? []) {
    if (typeof c === 'string') out.push({ column: c, type: 'column', fromArgs: false, argKey: '_facet', argValue: c });
    else if ('array' in c) out.push({ column: c.array, type: 'array', fromArgs: false, argKey: '_facet_array', argValue: c.array });
    else out.push({ column: c.date, type: 'date', fromArgs: false, argKey: '_facet_date', argValue: c.date });
  }
  for (const [key, value] of req.pairs) {
    const type = ARG_TYPES[key];
    if (type) out.push({ column: facetColumn(value), type, fromArgs: true, argKey: key, argValue: value });
  }
  // Datasette runs its facet classes in turn (column, date, array), each over its metadata
  // facets and then its request args, which fixes the key order of `facet_results`.
  return TYPE_ORDER.flatMap((type) => out.filter((f) => f.type === type));
}

const TYPE_ORDER: readonly FacetType[] = ['column', 'date', 'array'];

export function hasFacetArgs(req: RequestInfo): boolean {
  return req.pairs.some(([k]) => k.startsWith('_facet'));
}

function selectionKey(f: FacetRequest): string {
  if (f.type === 'array') return `${f.column}__arraycontains`;
  if (f.type === 'date') return `${f.column}__date`;
  return f.column.startsWith('_') ? `${f.column}__exact` : f.column;
}

function facetSql(f: FacetRequest, inner: string, limit: number): string {
  const c = escapeSqlite(f.column);
  if (f.type === 'array') {
    return `with inner as (${inner}), deduped_array_items as (select distinct j.value, inner.* from json_each([inner].${c}) j join inner) select value as value, count(*) as count from deduped_array_items group by value order by count(*) desc, value limit ${limit}`;
  }
  if (f.type === 'date') {
    return `select date(${c}) as value, count(*) as count from (${inner}) where date(${c}) is not null group by date(${c}) order by count desc, value limit ${limit}`;
  }
  return `select ${c} as value, count(*) as count from (${inner}) where ${c} is not null group by ${c} order by count desc, value limit ${limit}`;
}

export interface FacetContext {
  engine: Engine;
  req: RequestInfo;
  db: string;
  path: string;
  innerSql: string;
  params: Record<string, ParamValue>;
  size: number;
  expandable: Expandable[];
}

export async function facetResults(ctx: FacetContext, facets: FacetRequest[]): Promise<Record<string, PyJson>> {
  const results: Record<string, PyJson> = {};
  const { req, engine } = ctx;
  for (const f of facets) {
    let rows: SqlValue[][];
    try {
      const result = await engine.run(
        { database: ctx.db, sql: facetSql(f, ctx.innerSql, ctx.size + 1), params: ctx.params, maxRows: ctx.size + 1, timeLimitMs: engine.settings.facet_time_limit_ms },
        req.client,
      );
      rows = result.rawRows!;
    } catch (e) {
      if (e instanceof QueryError && e.failure.kind === 'timeout') continue; // slow facets are dropped, as in Datasette
      if (e instanceof QueryError) throw invalidSql(e.failure.message);
      throw e;
    }
    const shown = rows.slice(0, ctx.size);
    const labels = f.type === 'column' ? await facetLabels(ctx, f.column, shown.map((r) => r[0])) : new Map<string, SqlValue>();
    const key = selectionKey(f);
    const items = shown.map(([value, count]) => {
      const text = f.type === 'array' ? String(value) : pyStr(value);
      const selected = req.pairs.some(([k, v]) => k === key && v === text);
      const pairs: QueryPairs = selected ? req.pairs.filter(([k, v]) => !(k === key && v === text)) : [...req.pairs, [key, text]];
      const encodedValue = new RawJson(encodeCell(f.type === 'array' ? text : value, false));
      const label = labels.get(encodeCell(value, false));
      return {
        value: encodedValue,
        label: label !== undefined ? new RawJson(encodeCell(label, false)) : encodedValue,
        count: Number(count),
        toggle_url: req.absolute(withQuery(ctx.path, pairs)),
        selected,
      };
    });
    const toggle = withQuery(ctx.path, req.pairs.filter(([k, v]) => !(k === f.argKey && v === f.argValue)));
    let name = f.column;
    for (let n = 2; name in results; n++) name = `${f.column}_${n}`;
    const truncated = rows.length > ctx.size;
    results[name] = f.type === 'column'
      ? { name: f.column, type: 'column', hideable: f.fromArgs, toggle_url: toggle, results: items, truncated }
      : { name: f.column, type: f.type, results: items, hideable: f.fromArgs, toggle_url: toggle, truncated };
  }
  return results;
}

function withQuery(path: string, pairs: QueryPairs): string {
  const q = urlencode(pairs);
  return q ? `${path}?${q}` : path;
}

async function facetLabels(ctx: FacetContext, column: string, values: SqlValue[]): Promise<Map<string, SqlValue>> {
  const fk = ctx.expandable.find((e) => e.fk.column === column);
  const out = new Map<string, SqlValue>();
  const present = values.filter((v) => v !== null);
  if (!fk || !present.length) return out;
  const labelColumn = fk.labelColumn ?? fk.fk.other_column;
  const params: Record<string, ParamValue> = {};
  present.forEach((v, i) => { params[`v${i}`] = v as ParamValue; });
  const sql = `select ${quoteIdentifier(fk.fk.other_column)}, ${quoteIdentifier(labelColumn)} from ${quoteIdentifier(fk.fk.other_table)} where ${quoteIdentifier(fk.fk.other_column)} in (${present.map((_, i) => `:v${i}`).join(', ')})`;
  try {
    const result = await ctx.engine.run({ database: ctx.db, sql, params, maxRows: 0, timeLimitMs: ctx.engine.settings.facet_time_limit_ms }, ctx.req.client);
    for (const [v, l] of result.rawRows!) out.set(encodeCell(v, false), fk.labelColumn ? l : keyForLabels(v));
  } catch (e) {
    if (!(e instanceof QueryError)) throw e; // a failed label lookup leaves plain values
  }
  return out;
}

export function facetSize(req: RequestInfo, engine: Engine, configured: number | 'max' | undefined): number {
  const max = engine.settings.max_returned_rows;
  const raw = req.get('_facet_size');
  let size = configured === 'max' ? max : configured ?? engine.settings.default_facet_size;
  if (raw === 'max') size = max;
  else if (raw !== undefined && /^\d+$/.test(raw)) size = Number(raw);
  return max > 0 ? Math.min(size, max) : size;
}

export function facetsNotAllowed(): HttpError {
  return new HttpError(400, '_facet= is not allowed');
}
