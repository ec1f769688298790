// Custom SQL (`/<db>.json?sql=`) and canned queries (`/<db>/<query>.json`): Datasette §5 and §9.
import type { Engine } from '../engine.js';
import type { CannedQuery } from '../config/metadata.js';
import type { RequestInfo } from '../request.js';
import { HttpError, interrupted, invalidSql } from '../errors.js';
import { dataBody, jsonBody, renderSpec, requestedShape, rowsPlaceholder } from '../http/render.js';
import type { PyJson } from '../json/pyjson.js';
import { QueryError } from '../pool/pool.js';
import type { ParamValue } from '../pool/protocol.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { validateSqlSelect } from '../sql/validate.js';
import { magicValue } from './magic-params.js';
import { sourceAndLicense } from './metadata-keys.js';
import type { ViewResponse } from './response.js';
import { timeLimitFor } from './time-limit.js';

/** User SQL: Datasette's SELECT-only check, with plainer words for what we refuse outright. */
export function checkUserSql(sql: string): void {
  const code = sql.replace(/'(?:[^']|'')*'/g, "''").replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
  if (/^\s*(attach|detach)\b/i.test(code)) {
    throw invalidSql('ATTACH and DETACH are not allowed: only the served databases can be queried');
  }
  const problem = validateSqlSelect(sql);
  if (problem) throw invalidSql(problem);
  if (/\bload_extension\s*\(/i.test(code)) throw invalidSql('load_extension() is not allowed');
}

export async function queryView(engine: Engine, req: RequestInfo, db: string, sql: string, canned: CannedQuery | null): Promise<ViewResponse> {
  const { settings } = engine;
  if (!canned) {
    // Validation first, then the permission: a non-SELECT is a 400 even where SQL is forbidden (§5).
    checkUserSql(sql);
    if (!settings.default_allow_sql) throw new HttpError(403, 'Custom SQL is not allowed on this server (default_allow_sql is off)', 'Forbidden');
  }

  // Named parameters: explicit list for canned queries that declare one, else detected from the SQL.
  const names = canned?.params ?? extractNamedParameters(sql);
  const displayed: Record<string, PyJson> = {};
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

  let cap = settings.max_returned_rows;
  if (cap === settings.default_page_size) cap += 1; // Datasette quirk, kept for identical truncation
  const envelopeHead = (ok: boolean): Record<string, PyJson> => ({ ok, database: db, query_name: canned ? canned.name : null });
  const tail = (error: string | null, ms: number): Record<string, PyJson> => ({
    query: { sql, params: displayed },
    error,
    private: false,
    allow_execute_sql: settings.default_allow_sql,
    query_ms: ms,
    ...sourceAndLicense(engine.metadata),
  });

  const shape = requestedShape(req);
  if (typeof shape !== 'string') {
    // Datasette 0.65 answers these two with status 200; a client mistake is a 400 here (same body).
    return { status: 400, body: jsonBody({ ok: false, error: `Invalid _shape: ${shape.invalid}`, status: 400, title: null }), dataView: true };
  }
  if (shape === 'object') {
    return { status: 400, body: jsonBody({ ok: false, error: '_shape=object is only available on tables' }), dataView: true };
  }
  const timeLimitMs = timeLimitFor(req, settings.sql_time_limit_ms);
  const started = performance.now();
  try {
    const result = await engine.run(
      { database: db, sql, params: bound, maxRows: cap > 0 ? cap + 1 : 0, timeLimitMs, render: renderSpec(req, shape, cap > 0 ? cap : null, 'none') },
      req.client,
    );
    const truncated = cap > 0 && result.rowCount > cap;
    const ms = performance.now() - started;
    const envelope = { ...envelopeHead(true), rows: rowsPlaceholder(), truncated, columns: result.columns, ...tail(null, ms) };
    return { status: 200, body: dataBody(req, shape, envelope, result.rendered!), dataView: true };
  } catch (e) {
    if (!(e instanceof QueryError)) throw e;
    if (e.failure.kind === 'timeout') throw interrupted(sql);
    if (e.failure.kind === 'refused') throw invalidSql(e.failure.message);
    const ms = performance.now() - started;
    const envelope = { ...envelopeHead(false), rows: [], truncated: false, columns: [], ...tail(e.failure.message, ms) };
    return { status: 400, body: jsonBody(envelope), dataView: true };
  }
}
