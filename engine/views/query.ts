// Custom SQL (`/<db>?sql=`) and canned queries (`/<db>/<query>`) in every format.
import type { Engine } from '../engine.js';
import type { CannedQuery } from '../config/metadata.js';
import type { Settings } from '../config/settings.js';
import type { RequestInfo } from '../request.js';
import type { PyJson } from '../json/pyjson.js';
import type { ParamValue } from '../pool/protocol.js';
import { datasetteAnswer } from '../query/answers.js';
import { QueryFailure } from '../query/failure.js';
import { checkUserSql } from '../query/run.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { missingRequiredParams } from '../sql/required-params.js';
import { requestedShape, timeLimitFor } from './args.js';
import { fetchRows } from './fetch.js';
import { magicValue } from './magic-params.js';
import { sourceAndLicense } from './metadata-keys.js';
import { ROWS_SLOT, type DocumentResult, type OutputFormat, type QueryViewResult } from './result.js';

export async function queryView(
  engine: Engine,
  req: RequestInfo,
  db: string,
  sql: string,
  canned: CannedQuery | null,
  format: OutputFormat,
): Promise<QueryViewResult | DocumentResult> {
  const { settings } = engine;
  if (!canned) checkUserSql(engine, sql);

  const { names, displayed, bound } = queryBindings(sql, canned, req);
  const cap = rowCap(settings);

  const envelopeHead = (ok: boolean): Record<string, PyJson> => ({ ok, database: db, query_name: canned ? canned.name : null });
  const tail = (error: string | null, ms: number): Record<string, PyJson> => ({
    query: { sql, params: displayed },
    error,
    private: false,
    allow_execute_sql: settings.default_allow_sql,
    query_ms: ms,
    ...sourceAndLicense(engine.metadata),
  });

  const requested = requestedShape(req);
  if (typeof requested !== 'string') {
    // Datasette 0.65 answers these two with status 200; a client mistake is a 400 here (same body).
    return {
      kind: 'document',
      status: 400,
      body: { ok: false, error: `Invalid _shape: ${requested.invalid}`, status: 400, title: null },
      dataView: true,
    };
  }
  if (requested === 'object' && format === 'json') {
    return { kind: 'document', status: 400, body: { ok: false, error: '_shape=object is only available on tables' }, dataView: true };
  }
  const shape = format === 'json' ? requested : 'arrays';
  const result = { kind: 'query' as const, database: db, canned, sql, paramNames: queryParamNames(names), params: displayed };
  // A page whose form still lacks a required value shows the form: there is nothing to run yet.
  if (format === 'html' && missingRequiredParams(sql, result.paramNames, displayed)) {
    const envelope = { ...envelopeHead(true), rows: [], truncated: false, columns: [], ...tail(null, 0) };
    return { ...result, status: 200, envelope, rows: null, columns: [], truncated: false, error: null };
  }
  const timeLimitMs = timeLimitFor(req, settings.sql_time_limit_ms);
  const started = performance.now();
  try {
    const job = { database: db, sql, params: bound, maxRows: cap > 0 ? cap + 1 : 0, timeLimitMs, adHoc: !canned };
    const fetched = await fetchRows(engine, req, job, { format, shape, limit: cap > 0 ? cap : null, expanded: [] });
    const truncated = cap > 0 && fetched.rowCount > cap;
    const ms = performance.now() - started;
    const envelope = { ...envelopeHead(true), rows: ROWS_SLOT, truncated, columns: fetched.columns, ...tail(null, ms) };
    return { ...result, status: 200, envelope, rows: fetched.rows, columns: fetched.columns, truncated, error: null };
  } catch (e) {
    // SQLite's own verdict on the query is answered with the query's own envelope.
    if (!(e instanceof QueryFailure) || !datasetteAnswer(e).inQueryEnvelope) throw e;
    const message = e.message;
    const ms = performance.now() - started;
    const envelope = { ...envelopeHead(false), rows: [], truncated: false, columns: [], ...tail(message, ms) };
    return { ...result, status: 400, envelope, rows: null, columns: [], truncated: false, error: message };
  }
}

/**
 * What a query binds from a request's parameters: every parameter given (as text), a canned query's
 * magic `_` parameters, and '' for each named parameter not given. `displayed` is what the page and
 * its JSON show back.
 */
export function queryBindings(
  sql: string,
  canned: CannedQuery | null,
  req: RequestInfo,
): { names: string[]; displayed: Record<string, string>; bound: Record<string, ParamValue> } {
  // Named parameters: explicit list for canned queries that declare one, else detected from the SQL.
  const names = canned?.params ?? extractNamedParameters(sql);
  const displayed: Record<string, string> = {};
  const bound: Record<string, ParamValue> = {};
  for (const [key, value] of req.pairs) {
    if (key === 'sql' || key === '_shape' || key in displayed) continue;
    displayed[key] = value;
    bound[key] = value;
  }
  for (const name of canned ? extractNamedParameters(sql) : []) {
    const magic = name.startsWith('_') ? magicValue(name, req) : undefined;
    if (magic !== undefined) bound[name] = magic;
  }
  for (const name of names) {
    if (name.startsWith('_')) continue;
    const v = req.get(name);
    if (v === undefined || v === '') {
      bound[name] = '';
      if (!(name in displayed)) displayed[name] = '';
    }
  }
  return { names, displayed, bound };
}

/** The most rows a query answers with (`truncated` when it has more): max_returned_rows. */
export function rowCap(settings: Settings): number {
  // Datasette's quirk (one more row when the cap equals the page size), kept for identical truncation.
  return settings.max_returned_rows === settings.default_page_size ? settings.max_returned_rows + 1 : settings.max_returned_rows;
}

/** The parameters a form asks for: magic `_` parameters are filled by the server. */
function queryParamNames(names: readonly string[]): string[] {
  return names.filter((n) => !n.startsWith('_'));
}
