// Running route SQL on the engine's worker pool (its limits, time limit and shedding) and turning
// raw SQLite values into JSON.
import {
  RawJson,
  encodeCell,
  extractNamedParameters,
  type Engine,
  type ParamValue,
  type PyJson,
  type SqlValue,
} from '../../engine/index.js';
import { ApiError } from './errors.js';
import type { ColumnType, Columns, SqlSource } from './spec.js';

export interface RequestContext {
  engine: Engine;
  /** The database the service's routes read. */
  database: string;
  /** Client identity for the pool's per-client limit. */
  client: string;
}

export interface Rows {
  columns: string[];
  rows: SqlValue[][];
}

/** Run `sql` on the API database; at most `maxRows` rows come back. Failures are thrown as is. */
export async function runQuery(ctx: RequestContext, sql: string, params: Record<string, ParamValue>, maxRows: number): Promise<Rows> {
  if (!ctx.engine.databases.has(ctx.database)) {
    throw new ApiError(503, `The ${ctx.database} database is not being served`, { rule: 'unavailable' });
  }
  const result = await ctx.engine.run(
    { database: ctx.database, sql, params, maxRows, timeLimitMs: ctx.engine.settings.sql_time_limit_ms },
    ctx.client,
  );
  return { columns: result.columns, rows: result.rawRows ?? [] };
}

/** The SQL text of a source; a canned query is looked up when used, so a missing one is a 503, not a crash. */
export function resolveSql(ctx: RequestContext, source: SqlSource): string {
  if ('sql' in source) return source.sql;
  const canned = ctx.engine.cannedQuery(ctx.database, source.canned);
  if (!canned)
    throw new ApiError(503, `This route needs the canned query "${source.canned}", which is not loaded`, { rule: 'unavailable' });
  return canned.sql;
}

/** Datasette binds a canned query's missing parameters as ''; so do we, for the names our params lack. */
export function withMissingAsEmpty(sql: string, params: Record<string, ParamValue>): Record<string, ParamValue> {
  const all = { ...params };
  for (const name of extractNamedParameters(sql)) if (!(name in all)) all[name] = '';
  return all;
}

/** One SQLite value as JSON: exact integers, non-finite floats as null, BLOBs as Datasette shows them. */
export function cell(value: SqlValue): PyJson {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Uint8Array) return new RawJson(encodeCell(value, false));
  return value;
}

/** A row as an object keyed by column name (a repeated name keeps its last value, as Datasette's objects do). */
export function rowObject(columns: readonly string[], row: readonly SqlValue[]): Record<string, PyJson> {
  const out: Record<string, PyJson> = {};
  columns.forEach((name, i) => {
    out[name] = cell(row[i]);
  });
  return out;
}

/** One value as its declared column type: 0/1 as a boolean, JSON text (json_object...) embedded. */
function typedCell(value: SqlValue, type: ColumnType | undefined): PyJson {
  if (value === null || type === undefined) return cell(value);
  const base = type.replace('?', '');
  if (base === 'boolean') return Number(value) !== 0;
  if ((base === 'object' || base === 'array') && typeof value === 'string') return JSON.parse(value) as PyJson;
  return cell(value);
}

/** A row as an object keyed by column name, each value as the route declares its column. */
export function typedRowObject(columns: readonly string[], row: readonly SqlValue[], types: Columns): Record<string, PyJson> {
  const out: Record<string, PyJson> = {};
  columns.forEach((name, i) => {
    out[name] = typedCell(row[i], types[name]);
  });
  return out;
}
