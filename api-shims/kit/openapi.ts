// The OpenAPI 3.1 document, built from the route declarations. It is the single source of truth:
// the shims validate parameters against the parameter schemas written here (api-shims/kit/params.ts).
import type { ApiService } from './service.js';
import type { ApiRoute, SpecialRoute, TableRoute } from './spec.js';
import {
  echoedParamsSchema,
  envelopeSchemas,
  listBodySchema,
  paramSchema,
  recordBodySchema,
  ref,
  rowSchema,
  type JsonObject,
} from './schemas.js';

const ERROR_CONTENT: JsonObject = { 'application/json': { schema: ref('Error') } };
const RETRY_AFTER: JsonObject = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
};

const ERROR_RESPONSES: JsonObject = {
  BadRequest: {
    description: 'A parameter is missing or breaks its schema (`parameter` and `rule` say which), or the SQL was refused.',
    content: ERROR_CONTENT,
  },
  Forbidden: { description: 'Custom SQL is switched off on this server.', content: ERROR_CONTENT },
  NotFound: { description: 'No record with that id.', content: ERROR_CONTENT },
  TooManyRequests: {
    description: 'This client has too many queries running; wait `Retry-After` seconds.',
    headers: RETRY_AFTER,
    content: ERROR_CONTENT,
  },
  ServiceUnavailable: {
    description: 'The server is overloaded (with `Retry-After`) or the route cannot answer from the served data.',
    headers: RETRY_AFTER,
    content: ERROR_CONTENT,
  },
  GatewayTimeout: { description: "The query ran past the server's SQL time limit.", content: ERROR_CONTENT },
};

const errorRef = (name: string): JsonObject => ({ $ref: `#/components/responses/${name}` });

/** Component name of a route's body schema, e.g. `searchMembers` → `SearchMembersResponse`. */
export function bodyName(route: ApiRoute): string {
  return `${route.operationId[0].toUpperCase()}${route.operationId.slice(1)}Response`;
}

function bodySchema(route: TableRoute): JsonObject {
  const params = echoedParamsSchema(route.params);
  if (route.kind === 'list') return listBodySchema(params, rowSchema(route.columns));
  const result = rowSchema(route.columns);
  for (const child of route.children ?? []) {
    (result.properties as JsonObject)[child.key] = { type: 'array', description: child.description, items: rowSchema(child.columns) };
    (result.required as string[]).push(child.key);
  }
  return recordBodySchema(params, result);
}

function specialBodySchema(route: SpecialRoute, service: ApiService): JsonObject {
  if (route.kind === 'sql') {
    if (!service.style.sqlExtras) return listBodySchema(echoedParamsSchema(route.params, true), { type: 'object' });
    return listBodySchema(
      echoedParamsSchema(route.params, true),
      { type: ['object', 'array'] },
      {
        columns: { type: 'array', items: { type: 'string' }, description: 'Column names, in order.' },
        truncated: { type: 'boolean', description: 'True when the statement had more rows than `limit`.' },
      },
    );
  }
  if (route.kind === 'openapi') return ref('OpenApiDocument');
  return service.bodySchema(route);
}

function sourceExtension(route: ApiRoute, prefix: string): JsonObject {
  if (route.kind !== 'list' && route.kind !== 'record') return {};
  return 'sql' in route.source ? { [`${prefix}-sql`]: route.source.sql } : { [`${prefix}-canned-query`]: route.source.canned };
}

function operation(route: ApiRoute, service: ApiService): JsonObject {
  const timeoutStatus = service.style.routeTimeoutStatus;
  const responses: JsonObject = {
    200: { description: route.summary, content: { 'application/json': { schema: ref(bodyName(route)) } } },
  };
  if (route.params.length) responses[400] = errorRef('BadRequest');
  if (route.kind === 'sql' && service.style.sqlExtras) responses[403] = errorRef('Forbidden');
  if (route.kind === 'record' || (route.kind === 'list' && route.parent)) responses[404] = errorRef('NotFound');
  if (route.kind === 'list' || route.kind === 'record' || route.kind === 'sql') {
    responses[429] = errorRef('TooManyRequests');
    responses[503] = errorRef('ServiceUnavailable');
  }
  if ((route.kind === 'list' || route.kind === 'record') && timeoutStatus === 504) responses[504] = errorRef('GatewayTimeout');
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    parameters: route.params.map((p) => {
      const parameter: JsonObject = {
        name: p.name,
        in: p.in,
        required: p.in === 'path' || p.required === true,
        description: p.description,
        schema: paramSchema(p),
      };
      if (p.example !== undefined) parameter.example = p.example;
      return parameter;
    }),
    responses,
    ...sourceExtension(route, service.extensionPrefix),
  };
}

/** `basePath`: where the server mounts `/` (its base_url, without the trailing slash). */
export function buildOpenApiDocument(service: ApiService, basePath = ''): JsonObject {
  const paths: JsonObject = {};
  const schemas: JsonObject = { ...envelopeSchemas(service.style), ...service.schemas };
  for (const route of service.routes) {
    paths[route.path] = { get: operation(route, service) };
    schemas[bodyName(route)] = route.kind === 'list' || route.kind === 'record' ? bodySchema(route) : specialBodySchema(route, service);
  }
  return {
    openapi: '3.1.0',
    info: service.info,
    servers: [{ url: basePath || '/' }],
    tags: [...new Set(service.routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: { schemas, responses: ERROR_RESPONSES },
  };
}
