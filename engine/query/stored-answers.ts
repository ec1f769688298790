// Answers kept for one data version: a canned query without parameters, or with the parameters of
// one of its examples, depends only on the data, so `inspect` answers it once per version and a
// server seeds the answer (engine/inspect/seed.ts). Any call that runs that very SQL with those very
// parameters (its page, an /api route, an agent's tool) is then answered from it, without a worker;
// what the answer cannot give (more rows than it holds, labels) runs as usual.
import { cacheKind } from '../cache/versioned.js';
import type { Engine } from '../engine.js';
import type { SqlValue } from '../json/pyjson.js';
import type { ParamValue, QueryResult, RenderSpec } from '../pool/protocol.js';
import { renderRows } from '../pool/row-encoder.js';

export interface StoredAnswer {
  columns: string[];
  rows: SqlValue[][];
  /** Every row of the query (else it has more than these). */
  complete: boolean;
}

export const STORED_ANSWER = cacheKind<StoredAnswer>('stored-answer');

/**
 * The SQL text and the parameters in name order, each with its type: a page binds text, as the
 * examples are answered; a call binding the number 2022 where text '2022' was answered may get
 * another answer from SQLite, so it is not served from this one.
 */
export function storedAnswerKey(sql: string, params: Record<string, ParamValue>): string {
  const names = Object.keys(params).sort();
  return JSON.stringify([sql, ...names.map((n) => [n, typeof params[n], params[n] === null ? null : String(params[n])])]);
}

export function storedAnswer(
  engine: Engine,
  database: string,
  sql: string,
  params: Record<string, ParamValue>,
  maxRows: number,
  render: RenderSpec | undefined,
): QueryResult | undefined {
  if (render?.labels?.length) return undefined;
  const answer = engine.cache.get(STORED_ANSWER, database, storedAnswerKey(sql, params));
  if (!answer) return undefined;
  const wantsMore = maxRows === 0 || maxRows > answer.rows.length;
  if (wantsMore && !answer.complete) return undefined;
  const rows = maxRows > 0 ? answer.rows.slice(0, maxRows) : answer.rows;
  const result: QueryResult = { columns: answer.columns, rowCount: rows.length };
  if (!render) result.rawRows = rows;
  else Object.assign(result, renderRows(answer.columns, rows, render));
  return result;
}
