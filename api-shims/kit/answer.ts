// Answering one route, the one implementation behind both its HTTP handler (mount.ts) and its MCP
// tool (operations.ts): parameters validated against the OpenAPI document, then the route's query.
import { dumps, type Engine } from '../../engine/index.js';
import { buildOpenApiDocument } from './openapi.js';
import { ParamValidator, type RawParam } from './params.js';
import type { RequestContext } from './run.js';
import type { JsonObject } from './schemas.js';
import type { ApiService } from './service.js';
import type { ApiRoute } from './spec.js';
import { answerSql } from './sql-route.js';
import { answerList, answerRecord, type Body } from './table-routes.js';

/** A service's /api as one engine serves it: its document (for its base URL) and the validators built from it. */
export interface ServedApi {
  service: ApiService;
  /** Where the server mounts `/` (base_url without its trailing slash). */
  base: string;
  document: JsonObject;
  documentJson: string;
  validator: ParamValidator;
  /** Answers of `perDataVersion` routes, by path, with the data version they were computed on. */
  kept: Map<string, { version: string; body: Body }>;
}

const served = new WeakMap<Engine, Map<ApiService, ServedApi>>();

/** Built once per engine: the HTTP routes and the MCP tools share it. */
export function servedApi(engine: Engine, service: ApiService): ServedApi {
  let byService = served.get(engine);
  if (!byService) served.set(engine, (byService = new Map()));
  let api = byService.get(service);
  if (!api) {
    const base = engine.settings.base_url.replace(/\/$/, '');
    const document = buildOpenApiDocument(service, base);
    api = { service, base, document, documentJson: dumps(document), validator: new ParamValidator(document), kept: new Map() };
    byService.set(service, api);
  }
  return api;
}

/** What a route reads of the request it answers. */
export interface RouteRequest {
  /** A parameter's text, from the path or the query. */
  param: RawParam;
  client: string;
  /** The path asked for (the `next` link of a list repeats it). */
  path: string;
}

export async function answerRoute(engine: Engine, api: ServedApi, route: ApiRoute, request: RouteRequest): Promise<Body | string> {
  const params = api.validator.parse(route, request.param);
  const ctx: RequestContext = { engine, database: api.service.database, client: request.client };
  switch (route.kind) {
    case 'list':
      if (route.perDataVersion) return keptPerDataVersion(engine, api, route.path, () => answerList(ctx, route, params, request.path));
      return answerList(ctx, route, params, request.path);
    case 'record':
      return answerRecord(ctx, route, params);
    case 'sql':
      return answerSql(ctx, route, params, (name) => request.param(name, 'query'), api.service.style);
    case 'openapi':
      return api.documentJson;
    case 'questions':
    case 'index':
      return api.service.document(route, api.base);
  }
}

/**
 * A route's answer for the data version this request reads, computed once. A request that began
 * before a swap reads the old file while the engine serves the new one: it neither uses nor keeps
 * an answer (it could not tell which version it belongs to).
 */
async function keptPerDataVersion(engine: Engine, api: ServedApi, path: string, compute: () => Promise<Body>): Promise<Body> {
  const database = engine.databases.get(api.service.database);
  const version = database && engine.versions.pathFor(database.name) === database.path ? database.version : undefined;
  const kept = api.kept.get(path);
  if (version !== undefined && kept?.version === version) return kept.body;
  const body = await compute();
  if (version !== undefined) api.kept.set(path, { version, body });
  return body;
}
