// The HTTP front: routing, methods, CORS, cache headers, error envelopes, load-shedding answers.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Engine } from '../engine.js';
import { RequestInfo } from '../request.js';
import { notFoundRedirect, route, type Route } from './router.js';
import { HttpError, notFound } from '../errors.js';
import { JSON_TYPE, jsonBytes, renderJson, type RenderedJson } from './json-renderer.js';
import { csvResponse } from './csv.js';
import { urlencode } from '../url/query-string.js';
import { dumps } from '../json/pyjson.js';
import type { OutputFormat, PageResult, RedirectResult, ViewResult } from '../views/result.js';
import { queryView } from '../views/query.js';
import { tableView } from '../views/table/table.js';
import { rowView } from '../views/row.js';
import { databaseView } from '../views/database.js';
import { indexView } from '../views/index.js';
import { introspectionView } from '../views/introspection.js';
import { renderHtmlPage } from '../html/page.js';
import { engineEnvironment } from '../html/environment.js';
import { rowsChart } from '../html/chart-control.js';
import { renderErrorPage } from '../html/error-page.js';
import { accessLog, markShed, type RequestFacts } from '../ops/access-log.js';
import { mountOps } from '../ops/routes.js';
import { cacheControlValue, httpCache, ResponseCache } from './cache.js';
import { bytesResponse } from './body.js';
import { clientAddress } from './client-address.js';
import { QueryFailure } from '../query/failure.js';
import { datasetteAnswer, failureHeaders } from '../query/answers.js';
import { MCP_PATH, mountMcp } from '../mcp/endpoint.js';
import type { Operation } from '../mcp/operations.js';

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers': 'Link',
};

/**
 * Routes a service adds to the app, before the Datasette routes. `early`, when set, runs before the
 * engine's own OPTIONS answer and ops routes (a service answering some preflights its own way);
 * `answerFailure`, when set, answers a request refused before reaching any route (over its quota,
 * or not admitted) in the mount's own format, for the paths it serves; `operations`, when set,
 * lists what the mount answers as operations agents may call (each becomes an MCP tool).
 */
export type Mount = ((app: Hono, engine: Engine) => void) & {
  early?: (app: Hono, engine: Engine) => void;
  answerFailure?: (c: Context, engine: Engine, failure: QueryFailure) => Response | undefined;
  operations?: (engine: Engine) => readonly Operation[];
};

/** Paths the request quota never counts: liveness and readiness probes, and MCP (it counts tool calls). */
const UNMETERED = ['/-/health', '/-/ready', MCP_PATH];

/** Longest URL a Location or Link header may carry (both repeat the query string). */
const MAX_HEADER_URL = 8_192;

export function createApp(engine: Engine, mounts: Mount[] = []): Hono {
  // The pages' templates, compiled before the first visitor comes.
  engineEnvironment();
  const app = new Hono();
  app.use(
    '*',
    accessLog(engine.logger, engine.metrics, (path, c) => requestFacts(engine, path, c)),
  );
  // Every query of a request reads the database versions current when it began.
  app.use('*', (c, next) => engine.versions.pin(next));
  app.use('*', async (c, next) => {
    await next();
    // Request heads may be long (a long ?sql=), but a redirect repeating such a URL would exceed
    // what HTTP clients accept in a response head (16 KiB in Node's): say so instead.
    if ((c.res.headers.get('location')?.length ?? 0) > MAX_HEADER_URL) {
      c.res = new Response(dumps({ ok: false, error: 'URI too long to redirect: shorten the query string', status: 414, title: null }), {
        status: 414,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      c.res.headers.delete('location');
    }
    for (const [k, v] of Object.entries(CORS)) {
      // A route allowing more request headers (the MCP endpoint's preflight) keeps its own list.
      if (k !== 'Access-Control-Allow-Headers' || !c.res.headers.has(k)) c.res.headers.set(k, v);
    }
  });
  if (engine.quota.enabled) app.use('*', requestQuota(engine, mounts));
  const cache = new ResponseCache(engine.settings.response_cache_mb * 1024 * 1024);
  engine.versions.onSwap(() => cache.clear());
  app.use('*', httpCache(engine, cache));
  app.use('*', requestAdmission(engine, mounts));
  for (const mount of mounts) mount.early?.(app, engine);
  // Before the engine's own OPTIONS answer: the endpoint answers its preflights itself.
  mountMcp(
    app,
    engine,
    mounts.flatMap((m) => m.operations?.(engine) ?? []),
  );
  app.options(
    '*',
    () =>
      new Response('ok', {
        status: 200,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Max-Age': '3600',
        },
      }),
  );
  mountOps(app, engine, engine.settings.base_url.replace(/\/$/, ''));
  for (const mount of mounts) mount(app, engine);
  app.all('*', (c) => handle(engine, c));
  return app;
}

/**
 * Each request spends one of its client's quota; past it, a 429 with Retry-After in the format of
 * the path asked for. Every answer carries the RateLimit-Policy and RateLimit fields.
 */
function requestQuota(engine: Engine, mounts: Mount[]): MiddlewareHandler {
  const below = belowBase(engine);
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || UNMETERED.includes(below(c))) return next();
    const decision = engine.quota.take(requestClient(engine, c));
    const headers = engine.quota.headers(decision);
    if (decision.allowed) {
      await next();
      for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
      return;
    }
    const response = refusal(engine, mounts, c, engine.quota.failure(decision));
    for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
    return response;
  };
}

/**
 * Each request is admitted before it runs (engine/ops/admission.ts) and counted until it is
 * answered; a streamed body counts on until it ends (see csv.ts). Probes, introspection and the MCP
 * endpoint (it admits each tool call) are never refused; an answer from the response cache never
 * gets here.
 */
function requestAdmission(engine: Engine, mounts: Mount[]): MiddlewareHandler {
  const below = belowBase(engine);
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || below(c).startsWith('/-/')) return next();
    const admitted = engine.admission.enter(requestClient(engine, c));
    if (admitted instanceof QueryFailure) return refusal(engine, mounts, c, admitted);
    try {
      await next();
    } finally {
      admitted();
    }
  };
}

/** A request's path below `base_url` (`/-/health` whatever the base), for the middleware that exempts paths. */
function belowBase(engine: Engine): (c: Context) => string {
  const base = engine.settings.base_url.replace(/\/$/, '');
  return (c) => new URL(c.req.url).pathname.slice(base.length);
}

/** A request refused before reaching any route, in the format of the path it asked for. */
function refusal(engine: Engine, mounts: Mount[], c: Context, failure: QueryFailure): Response {
  const req = requestInfo(engine, c);
  const response =
    mounts.map((m) => m.answerFailure?.(c, engine, failure)).find((r) => r !== undefined) ??
    errorResponse(engine, failure, req.path.endsWith('.json') || req.path.startsWith('/-/'), req);
  markShed(response, failure);
  return response;
}

/** What the access log and metrics say about a request: its kind of route and its database. */
function requestFacts(engine: Engine, fullPath: string, c: Context): RequestFacts {
  const base = engine.settings.base_url;
  const path = base !== '/' && fullPath.startsWith(base) ? '/' + fullPath.slice(base.length) : fullPath;
  const client = requestClient(engine, c);
  if (path === '/api' || path.startsWith('/api/')) return { kind: 'api', client };
  if (path === MCP_PATH) return { kind: 'mcp', client };
  if (path.startsWith('/-/')) return { kind: 'ops', client };
  const r = route(path, '');
  switch (r.kind) {
    case 'database':
      return { kind: c.req.query('sql') ? 'sql' : 'database', client, database: r.db };
    case 'table':
      return { kind: engine.cannedQuery(r.db, r.table) ? 'canned' : 'table', client, database: r.db };
    case 'row':
    case 'download':
      return { kind: r.kind, client, database: r.db };
    case 'index':
    case 'introspection':
    case 'redirect':
      return { kind: r.kind, client };
    default:
      return { kind: 'other', client };
  }
}

/** The client a request counts for (see client-address.ts). */
export function requestClient(engine: Engine, c: Context): string {
  return clientAddress(c, engine.trustedProxies);
}

function requestInfo(engine: Engine, c: Context): RequestInfo {
  const url = c.req.url;
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const queryAt = url.indexOf('?', pathStart);
  let path = queryAt < 0 ? url.slice(pathStart) : url.slice(pathStart, queryAt);
  const base = engine.settings.base_url;
  if (base !== '/' && path.startsWith(base)) path = '/' + path.slice(base.length);
  const rawQuery = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const scheme = engine.settings.force_https_urls ? 'https' : new URL(url).protocol.replace(':', '');
  return new RequestInfo(
    c.req.method,
    path,
    rawQuery,
    c.req.header('host') ?? 'localhost',
    scheme,
    requestClient(engine, c),
    c.req.raw.headers,
  );
}

async function handle(engine: Engine, c: Context): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const req = requestInfo(engine, c);
  const r = route(req.path, req.rawQuery);
  const format = outputFormat(r);
  try {
    if (r.kind === 'redirect') return redirect(r.location, r.status);
    if (r.kind === 'download') return download(engine, r.db, req);
    const result = await dispatch(engine, req, r, format);
    if (result.kind === 'redirect') return redirect(result.location, result.status, result.headers);
    if (format === 'csv' && result.kind !== 'document') return await csvResponse(engine, req, result);
    if (format === 'html' && result.kind !== 'document') return await htmlResponse(engine, req, result);
    return jsonResponse(engine, req, renderJson(req, result));
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) {
      const moved = notFoundRedirect(req.path, req.rawQuery);
      if (moved) return redirect(moved.location, moved.status);
    }
    // Any path ending in .json gets a JSON error, matched or not (as Datasette does).
    const wantsJson = format === 'json' || req.path.endsWith('.json');
    return errorResponse(engine, e, wantsJson, req);
  }
}

/** `.json` (and index/introspection JSON) → JSON, `.csv` → CSV, anything else → an HTML page. */
function outputFormat(r: Route): OutputFormat {
  if (r.kind === 'notFound') return 'html';
  if (!('format' in r)) return 'html';
  if (r.kind === 'introspection') return r.format === 'json' ? 'json' : 'html';
  if (r.format === 'json' || r.format === 'jsono') return 'json';
  if (r.format === 'csv') return 'csv';
  return 'html';
}

async function dispatch(engine: Engine, req: RequestInfo, r: Route, format: OutputFormat): Promise<ViewResult> {
  switch (r.kind) {
    case 'redirect':
    case 'download':
    case 'notFound':
      throw new HttpError(404, '404');
    case 'index':
      return indexView(engine, req);
    case 'introspection': {
      const view = introspectionView(engine, r.name);
      if (!view) throw new HttpError(404, '404');
      return view;
    }
    case 'database': {
      if (!engine.databases.has(r.db)) throw notFound('Database');
      if (r.format === 'jsono') return jsonoRedirect(req);
      const sql = req.get('sql');
      if (sql) return queryView(engine, req, r.db, sql, null, format);
      if (format === 'csv') throw new HttpError(404, 'CSV needs ?sql= on a database');
      return databaseView(engine, req, r.db);
    }
    case 'table': {
      if (!engine.databases.has(r.db)) throw notFound('Database');
      if (r.format === 'jsono') return jsonoRedirect(req);
      const canned = engine.cannedQuery(r.db, r.table);
      if (canned) return queryView(engine, req, r.db, canned.sql, canned, format);
      return tableView(engine, req, { db: r.db, table: r.table, path: r.path }, format);
    }
    case 'row':
      if (!engine.databases.has(r.db)) throw notFound('Database');
      return rowView(engine, req, r.db, r.table, r.pks, format);
  }
}

/** `.jsono` is `.json` with `_shape=objects`. */
function jsonoRedirect(req: RequestInfo): RedirectResult {
  const path = req.path.replace(/\.jsono$/, '.json');
  const pairs = req.pairs.filter(([k]) => k !== '_shape');
  pairs.push(['_shape', 'objects']);
  return { kind: 'redirect', status: 302, location: `${path}?${urlencode(pairs)}` };
}

function redirect(location: string, status: 301 | 302, extra: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { Location: location, 'content-type': 'text/plain', ...extra } });
}

function download(engine: Engine, name: string, req: RequestInfo): Response {
  const db = engine.databases.get(name);
  if (!db) throw notFound('Database');
  if (!db.immutable || !engine.settings.allow_download) throw new HttpError(403, 'Database download is forbidden');
  const size = statSync(db.path).size;
  const headers: Record<string, string> = {
    'content-type': 'application/octet-stream',
    'content-disposition': `attachment; filename="${db.source.split('/').pop()}"`,
    'content-length': String(size),
  };
  // The version served names the file's content: a client holding this ETag has it already.
  headers.Etag = `"${db.snapshot?.sha256_unpacked ?? db.version}"`;
  if (req.headers.get('if-none-match') === headers.Etag) return new Response(null, { status: 304, headers: { Etag: headers.Etag } });
  return new Response(Readable.toWeb(createReadStream(db.path)) as ReadableStream, { status: 200, headers });
}

/** Data views (everything but the index and introspection) get Referrer-Policy, and Cache-Control on a 200. */
function dataViewHeaders(engine: Engine, req: RequestInfo, status: number, partial: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'Referrer-Policy': 'no-referrer' };
  // Parts left out for time are being finished: a cache keeping this answer would hide them.
  if (partial) headers['Cache-Control'] = 'no-store';
  else if (status === 200) {
    const ttlArg = req.get('_ttl');
    const ttl = ttlArg !== undefined && /^\d+$/.test(ttlArg) ? Number(ttlArg) : engine.settings.default_cache_ttl;
    headers['Cache-Control'] = cacheControlValue(ttl);
  }
  return headers;
}

/**
 * The `Link: <next>; rel="next"` header, when the next page's URL fits in a response head (it
 * repeats the query string, which may be long); the body always names it (`next_url`).
 */
function nextLink(nextUrl: string | null): Record<string, string> {
  return nextUrl && nextUrl.length <= MAX_HEADER_URL ? { link: `<${nextUrl}>; rel="next"` } : {};
}

function jsonResponse(engine: Engine, req: RequestInfo, rendered: RenderedJson): Response {
  const headers: Record<string, string> = { 'content-type': rendered.contentType };
  if (rendered.dataView) Object.assign(headers, dataViewHeaders(engine, req, rendered.status, rendered.partial));
  Object.assign(headers, nextLink(rendered.nextUrl));
  if (req.method === 'HEAD') return new Response(null, { status: rendered.status, headers });
  return bytesResponse(bytes(rendered.bytes), { status: rendered.status, headers });
}

async function htmlResponse(engine: Engine, req: RequestInfo, result: PageResult): Promise<Response> {
  // Table and query pages draw their rows as a chart when `_chart` asks (a bad argument is a 400).
  const chart = await rowsChart(engine, req, result);
  if (chart?.spec) return chart.spec;
  const status = chart?.status ?? result.status;
  const page = renderHtmlPage(engine, req, result, chart?.control);
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  if (result.kind !== 'index') Object.assign(headers, dataViewHeaders(engine, req, status, result.kind === 'table' && result.partial));
  if (result.kind === 'table') Object.assign(headers, nextLink(result.nextUrl));
  if (req.method === 'HEAD') return new Response(null, { status, headers });
  return bytesResponse(page, { status, headers });
}

function errorResponse(engine: Engine, e: unknown, wantsJson: boolean, req: RequestInfo): Response {
  const response = errorResponseFor(engine, e, wantsJson, req);
  markShed(response, e);
  return response;
}

function errorResponseFor(engine: Engine, e: unknown, wantsJson: boolean, req: RequestInfo): Response {
  let status = 500;
  let message: string;
  let title: string | null = null;
  const headers: Record<string, string> = {};
  if (e instanceof HttpError) {
    status = e.status;
    message = e.message;
    title = e.title;
    Object.assign(headers, e.headers);
  } else if (e instanceof QueryFailure) {
    ({ status, message, title } = datasetteAnswer(e));
    Object.assign(headers, failureHeaders(e));
  } else {
    message = e instanceof Error ? e.message : String(e);
    engine.logger.error({ err: e, path: req.path, query: req.rawQuery.slice(0, 2000) }, 'request failed with a server error');
  }
  if (wantsJson) {
    const body = jsonBytes({ ok: false, error: message, status, title });
    return new Response(req.method === 'HEAD' ? null : bytes(body), { status, headers: { ...headers, 'content-type': JSON_TYPE } });
  }
  const page = renderErrorPage(engine, req.path, status, title, message);
  return new Response(req.method === 'HEAD' ? null : page, { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

/** Buffers from Buffer.concat/Buffer.from are backed by plain ArrayBuffers. */
function bytes(b: Buffer): Uint8Array<ArrayBuffer> {
  return b as Uint8Array<ArrayBuffer>;
}
