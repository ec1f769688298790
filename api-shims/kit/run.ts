// Running route SQL through the engine's one query call (its pool, fairness, time limit and typed
// failures) and writing rows as the route declares its columns.
import { jsonValue, type Engine, type ParamValue, type PyJson, type SqlValue } from '../../engine/index.js';
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

/**
 * Run a route's SQL (or the canned query it names) on the API database; at most `maxRows` rows come
 * back. A named parameter `params` lacks is bound as '', as Datasette binds a canned query's.
 */
export async function runQuery(ctx: RequestContext, source: SqlSource, params: Record<string, ParamValue>, maxRows: number): Promise<Rows> {
  const result = await ctx.engine.query({ database: ctx.database, ...source, params, missingParams: 'empty', maxRows, client: ctx.client });
  return { columns: result.columns, rows: result.rawRows ?? [] };
}

/** One value as its declared column type: 0/1 as a boolean, JSON text (json_object...) embedded. */
function typedCell(value: SqlValue, type: ColumnType | undefined): PyJson {
  if (value === null || type === undefined) return jsonValue(value);
  const base = type.replace('?', '');
  if (base === 'boolean') return Number(value) !== 0;
  if ((base === 'object' || base === 'array') && typeof value === 'string') return JSON.parse(value) as PyJson;
  return jsonValue(value);
}

/** A row as an object keyed by column name, each value as the route declares its column. */
export function typedRowObject(columns: readonly string[], row: readonly SqlValue[], types: Columns): Record<string, PyJson> {
  const out: Record<string, PyJson> = {};
  columns.forEach((name, i) => {
    out[name] = typedCell(row[i], types[name]);
  });
  return out;
}
