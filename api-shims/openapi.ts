// The OpenAPI 3.1 document, built from the route declarations. It is the single source of truth:
// the shims validate parameters against the parameter schemas written here (api-shims/params.ts).
import type { ApiRoute, SpecialRoute, TableRoute } from './spec.js';
import {
  ENVELOPE_SCHEMAS, echoedParamsSchema, listBodySchema, paramSchema, recordBodySchema, ref, rowSchema,
  type JsonObject,
} from './schemas.js';

const ERROR_CONTENT: JsonObject = { 'application/json': { schema: ref('Error') } };
const RETRY_AFTER: JsonObject = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
};

const ERROR_RESPONSES: JsonObject = {
  BadRequest: { description: 'A parameter is missing or breaks its schema (`parameter` and `rule` say which), or the SQL was refused.', content: ERROR_CONTENT },
  Forbidden: { description: 'Custom SQL is switched off on this server.', content: ERROR_CONTENT },
  NotFound: { description: 'No record with that id.', content: ERROR_CONTENT },
  TooManyRequests: { description: 'This client has too many queries running; wait `Retry-After` seconds.', headers: RETRY_AFTER, content: ERROR_CONTENT },
  ServiceUnavailable: { description: 'The server is overloaded (with `Retry-After`) or the route cannot answer from the served data.', headers: RETRY_AFTER, content: ERROR_CONTENT },
  GatewayTimeout: { description: 'The query ran past the server\'s SQL time limit.', content: ERROR_CONTENT },
};

const errorRef = (name: string): JsonObject => ({ $ref: `#/components/responses/${name}` });

/** Component name of a route's body schema, e.g. `searchMembers` → `SearchMembersResponse`. */
function bodyName(route: ApiRoute): string {
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

function specialBodySchema(route: SpecialRoute): JsonObject {
  if (route.kind === 'sql') {
    return listBodySchema(echoedParamsSchema(route.params, true), { type: ['object', 'array'] }, {
      columns: { type: 'array', items: { type: 'string' }, description: 'Column names, in order.' },
      truncated: { type: 'boolean', description: 'True when the statement had more rows than `limit`.' },
    });
  }
  if (route.kind === 'questions') return listBodySchema(echoedParamsSchema([]), ref('Question'));
  return ref(route.kind === 'openapi' ? 'OpenApiDocument' : 'Index');
}

function sourceExtension(route: ApiRoute): JsonObject {
  if (route.kind !== 'list' && route.kind !== 'record') return {};
  return 'sql' in route.source ? { 'x-openregs-sql': route.source.sql } : { 'x-openregs-canned-query': route.source.canned };
}

function operation(route: ApiRoute): JsonObject {
  const responses: JsonObject = {
    200: { description: route.summary, content: { 'application/json': { schema: ref(bodyName(route)) } } },
  };
  if (route.params.length) responses[400] = errorRef('BadRequest');
  if (route.kind === 'sql') responses[403] = errorRef('Forbidden');
  if (route.kind === 'record' || (route.kind === 'list' && route.parent)) responses[404] = errorRef('NotFound');
  if (route.kind === 'list' || route.kind === 'record' || route.kind === 'sql') {
    responses[429] = errorRef('TooManyRequests');
    responses[503] = errorRef('ServiceUnavailable');
  }
  if (route.kind === 'list' || route.kind === 'record') responses[504] = errorRef('GatewayTimeout');
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    parameters: route.params.map((p) => {
      const parameter: JsonObject = { name: p.name, in: p.in, required: p.in === 'path' || p.required === true, description: p.description, schema: paramSchema(p) };
      if (p.example !== undefined) parameter.example = p.example;
      return parameter;
    }),
    responses,
    ...sourceExtension(route),
  };
}

/** `basePath`: where the server mounts `/` (its base_url, without the trailing slash). */
export function buildOpenApiDocument(routes: readonly ApiRoute[], basePath = ''): JsonObject {
  const paths: JsonObject = {};
  const schemas: JsonObject = { ...ENVELOPE_SCHEMAS };
  for (const route of routes) {
    paths[route.path] = { get: operation(route) };
    schemas[bodyName(route)] = route.kind === 'list' || route.kind === 'record' ? bodySchema(route) : specialBodySchema(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'OpenRegs API',
      version: '1.0.0',
      summary: 'Fixed JSON routes over the OpenRegs database of U.S. federal regulatory, legislative and lobbying records.',
      description:
        'Read-only, no credentials, CORS open. Every list answers with the list envelope (`results`, ' +
        '`count`, `limit`, `offset`, `next`), every single record with the record envelope (`result`), ' +
        'every error with the error envelope (`ok: false`, `status`, `error`, `parameter`, `rule`). ' +
        'Unknown query parameters are ignored. The same data is open to SQL at `/api/sql` and through ' +
        'the Datasette JSON API (`/openregs.json?sql=...`, `/openregs/<canned query>.json`).',
      license: { name: 'Public Domain (U.S. Government data)', url: 'https://www.regulations.gov/faq' },
    },
    servers: [{ url: basePath || '/' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: { schemas, responses: ERROR_RESPONSES },
  };
}
