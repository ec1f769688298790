// Mounts the /api layer on the engine's HTTP app (before the Datasette routes): one GET handler per
// declared route, JSON envelopes for every answer, and a JSON 404/405 for anything else under /api/.
import type { Context, Hono } from 'hono';
import { cacheControlValue, dumps, markShed, requestClient, type Engine, type Mount } from '../../engine/index.js';
import { answerRoute, servedApi } from './answer.js';
import { ApiError, apiError } from './errors.js';
import { apiOperations } from './operations.js';
import type { ApiService, EnvelopeStyle } from './service.js';
import type { ApiRoute } from './spec.js';

/** The engine mount serving `service`'s /api routes. */
export function apiMount(service: ApiService): Mount {
  const mount: Mount = (app, engine) => mountApi(app, engine, service);
  // Every route but the documents about the interface and /api/sql (the engine's execute_sql) is a tool.
  mount.operations = (engine) => apiOperations(engine, service);
  if (service.style.preflightStatus === 204) mount.early = (app, engine) => mountPreflight(app, engine);
  // A request refused before any route (over its quota) still gets the /api envelope.
  mount.answerFailure = (c, engine, failure) => {
    const base = engine.settings.base_url.replace(/\/$/, '');
    const path = new URL(c.req.url).pathname;
    if (path !== `${base}/api` && !path.startsWith(`${base}/api/`)) return undefined;
    return errorResponse(c, engine, service.style, failure, null);
  };
  return mount;
}

/** CORS preflights under /api/ answered with 204 and no body (the CORS middleware adds the origin headers). */
function mountPreflight(app: Hono, engine: Engine): void {
  const base = engine.settings.base_url.replace(/\/$/, '');
  const answer = (): Response =>
    new Response(null, {
      status: 204,
      headers: { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '3600' },
    });
  app.options(`${base}/api`, answer);
  app.options(`${base}/api/*`, answer);
}

function mountApi(app: Hono, engine: Engine, service: ApiService): void {
  const api = servedApi(engine, service);
  const { base } = api;
  const { style } = service;

  for (const route of service.routes) {
    const handler = async (c: Context): Promise<Response> => {
      try {
        const body = await answerRoute(engine, api, route, {
          param: (name, where) => (where === 'path' ? c.req.param(name) : c.req.query(name)),
          client: requestClient(engine, c),
          path: new URL(c.req.url).pathname,
        });
        return json(c, 200, typeof body === 'string' ? body : dumps(body), cacheHeaders(engine));
      } catch (e) {
        return errorResponse(c, engine, style, e, route);
      }
    };
    app.get(base + route.path.replace(/\{(\w+)\}/g, ':$1'), handler);
  }
  app.get(`${base}/api`, (c) => c.redirect(`${base}/api/`, 301));
  app.all(`${base}/api/*`, (c) => {
    const error =
      c.req.method === 'GET' || c.req.method === 'HEAD'
        ? new ApiError(404, `No /api route answers ${new URL(c.req.url).pathname}; see ${base}/api/ for the list`, { rule: 'no_route' })
        : new ApiError(
            405,
            `Method ${c.req.method} is not allowed: the /api routes answer GET only`,
            { rule: 'method' },
            { Allow: 'GET, HEAD, OPTIONS' },
          );
    return errorResponse(c, engine, style, error, null);
  });
}

function cacheHeaders(engine: Engine): Record<string, string> {
  return { 'Cache-Control': cacheControlValue(engine.settings.default_cache_ttl) };
}

function errorResponse(c: Context, engine: Engine, style: EnvelopeStyle, e: unknown, route: ApiRoute | null): Response {
  const path = route?.path ?? null;
  let error: ApiError;
  try {
    error = apiError(e, {
      userSql: route?.kind === 'sql',
      routeTimeoutStatus: style.routeTimeoutStatus,
      timeLimitMs: engine.settings.sql_time_limit_ms,
    });
  } catch (unexpected) {
    engine.logger.error({ err: unexpected, route: path }, '/api request failed with a server error');
    error = new ApiError(500, 'Internal error while answering this request');
  }
  const response = json(c, error.status, dumps(error.envelope(path, style)), error.headers);
  if (!markShed(response, e) && error.status === 503)
    engine.logger.warn({ route: path, reason: error.message }, '/api route could not answer from the served data');
  return response;
}

function json(c: Context, status: number, text: string, headers: Record<string, string> = {}): Response {
  // HEAD gets no body from us: @hono/node-server's HEAD path copies the headers a body-carrying
  // response was created with, dropping those the CORS middleware adds afterwards.
  const body = c.req.method === 'HEAD' ? null : text;
  return new Response(body, { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}
