// The /api routes as operations agents call through MCP (the engine makes each a tool named after
// its operationId). Each answers through the same code as its HTTP route (answer.ts), with the
// tool's arguments as the route's parameters; its schemas come from the OpenAPI document.
import { BodyText, ToolError, type Engine, type Operation } from '../../engine/index.js';
import { answerRoute, servedApi, type ServedApi } from './answer.js';
import { ApiError } from './errors.js';
import { bodyName } from './openapi.js';
import type { Json, JsonObject } from './schemas.js';
import type { ApiRoute } from './spec.js';

/** Documents about the interface itself, and /api/sql (the engine's own execute_sql tool answers SQL). */
const NOT_TOOLS: ReadonlySet<ApiRoute['kind']> = new Set(['openapi', 'index', 'sql']);

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonObject;
  example?: Json;
}

export function apiOperations(engine: Engine, service: ServedApi['service']): Operation[] {
  const api = servedApi(engine, service);
  return service.routes.filter((route) => !NOT_TOOLS.has(route.kind)).map((route) => operation(engine, api, route));
}

function operation(engine: Engine, api: ServedApi, route: ApiRoute): Operation {
  const parameters = ((api.document.paths as JsonObject)[route.path] as unknown as { get: { parameters: OpenApiParameter[] } }).get
    .parameters;
  const names = parameters.map((p) => p.name);
  const components = (api.document.components as JsonObject).schemas as JsonObject;
  return {
    operationId: route.operationId,
    title: route.summary,
    description: `${route.summary.replace(/\.$/, '')}. ${route.description}`,
    inputSchema: {
      type: 'object',
      properties: Object.fromEntries(
        parameters.map((p) => [
          p.name,
          { ...p.schema, description: p.description, ...(p.example !== undefined ? { examples: [p.example] } : {}) },
        ]),
      ),
      required: parameters.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    },
    outputSchema: objectRoot(inline(components[bodyName(route)], components) as JsonObject),
    call: async (args, client) => {
      try {
        for (const name of Object.keys(args)) {
          if (!names.includes(name)) {
            const takes = names.length ? `: this operation takes ${names.join(', ')}` : ': this operation takes none';
            throw new ApiError(400, `Unknown parameter "${name}"${takes}`, { parameter: name, rule: 'additionalProperties' });
          }
        }
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(name, args[name]) ?? ''));
        const body = await answerRoute(engine, api, route, { param: (name) => text(name, args[name]), client, path: api.base + path });
        return typeof body === 'string' ? new BodyText(body) : body;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        // As the error envelope of the HTTP route names them (a service may rename rules).
        const envelope = e.envelope(route.path, api.service.style);
        const parameter = typeof envelope.parameter === 'string' ? envelope.parameter : undefined;
        const rule = typeof envelope.rule === 'string' ? envelope.rule : undefined;
        throw new ToolError(e.message, { parameter, rule });
      }
    },
  };
}

/** An argument as the text a URL would carry for it (numbers as written; null as absent). */
function text(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  throw new ApiError(400, `Parameter "${name}" must be a string or a number`, { parameter: name, rule: 'type' });
}

/** `schema` with every `#/components/schemas/…` reference replaced by what it names: a tool's schema stands alone. */
function inline(schema: Json, components: JsonObject): Json {
  if (Array.isArray(schema)) return schema.map((s) => inline(s, components));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
      Object.assign(out, inline(components[value.slice('#/components/schemas/'.length)], components) as JsonObject);
    } else out[key] = inline(value, components);
  }
  return out;
}

/** MCP output schemas describe objects: say so at the root where the body schema does not. */
function objectRoot(schema: JsonObject): JsonObject {
  return schema.type === 'object' ? schema : { type: 'object', allOf: [schema] };
}
