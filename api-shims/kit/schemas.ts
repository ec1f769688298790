// JSON Schemas of the response bodies: the shared envelopes and each route's rows. They go into
// the OpenAPI document's components; the tests validate real responses against them.
import type { EnvelopeStyle } from './service.js';
import type { ColumnType, Columns, ParamSpec } from './spec.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

function columnSchema(type: ColumnType): JsonObject {
  const base = type.replace('?', '');
  return { type: type.endsWith('?') ? [base, 'null'] : base };
}

/** A row: exactly the declared columns, each with its JSON type. */
export function rowSchema(columns: Columns): JsonObject {
  const names = Object.keys(columns);
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, columnSchema(columns[name])])),
    required: names,
    additionalProperties: false,
  };
}

/** The parameter schema as declared (for OpenAPI parameters and the ajv validators). */
export function paramSchema(param: ParamSpec): JsonObject {
  const { enum: values, ...rest } = param.schema;
  return values ? { ...rest, enum: [...values] } : { ...rest };
}

/** `params` as echoed in a response: every declared parameter, null when absent and without default. */
export function echoedParamsSchema(params: readonly ParamSpec[], extraStrings = false): JsonObject {
  const properties: JsonObject = {};
  for (const p of params) {
    const s = paramSchema(p);
    const nullable = !p.required && p.in === 'query' && p.schema.default === undefined;
    if (nullable) {
      s.type = [p.schema.type, 'null'];
      if (Array.isArray(s.enum)) s.enum = [...s.enum, null];
    }
    properties[p.name] = s;
  }
  return {
    type: 'object',
    properties,
    required: params.map((p) => p.name),
    additionalProperties: extraStrings ? { type: 'string' } : false,
  };
}

const ENVELOPE_HEAD: JsonObject = {
  route: { type: 'string', description: 'The route template that answered, e.g. `/api/member/{bioguide_id}`.' },
  params: {
    type: 'object',
    description: 'The parameters as understood: converted to their types, defaults applied, absent ones null; unknown ones left out.',
  },
};

/** The envelopes every route shares, in a service's style. */
export function envelopeSchemas(style: EnvelopeStyle): Record<string, JsonObject> {
  const detailType = (type: string): Json => (style.nullDetail ? [type, 'null'] : type);
  const rules: Json[] = style.nullDetail ? [...style.rules, null] : [...style.rules];
  return {
    ListEnvelope: {
      type: 'object',
      description: 'A page of results. Ask for the next page with the `next` link (null on the last page).',
      properties: {
        ok: { const: true },
        ...ENVELOPE_HEAD,
        count: { type: 'integer', minimum: 0, description: 'How many results this response holds.' },
        limit: { type: 'integer', minimum: style.minLimit, description: 'The most results one response holds.' },
        offset: { type: 'integer', minimum: 0, description: 'How many results came before this page.' },
        next: { type: ['string', 'null'], description: 'Path and query of the next page, or null when there is none.' },
        results: {
          type: 'array',
          description: style.sqlExtras
            ? 'The results: objects keyed by column name (arrays for `/api/sql?_shape=arrays`).'
            : 'The results: objects keyed by column name.',
        },
      },
      required: ['ok', 'route', 'params', 'count', 'limit', 'offset', 'next', 'results'],
    },
    RecordEnvelope: {
      type: 'object',
      description: 'One record.',
      properties: { ok: { const: true }, ...ENVELOPE_HEAD, result: { type: 'object' } },
      required: ['ok', 'route', 'params', 'result'],
      additionalProperties: false,
    },
    Error: {
      type: 'object',
      description: style.nullDetail
        ? 'Every error: 400 bad parameter or refused SQL, 404 unknown record or path, 405 method, 503 overloaded or time limit.'
        : 'Every error: 400 bad parameter, 403, 404 unknown record or path, 405, 429/503 overloaded (with Retry-After), 503 route unavailable, 504 time limit.',
      properties: {
        ok: { const: false },
        status: { type: 'integer', description: 'The HTTP status, repeated.' },
        error: { type: 'string', description: 'What went wrong, in words.' },
        route: { type: ['string', 'null'], description: 'The route template, or null when no route matched.' },
        parameter: {
          type: detailType('string'),
          description: style.nullDetail ? 'The parameter at fault, or null.' : 'The parameter at fault, when one is.',
        },
        rule: { enum: rules, description: "The rule broken: a JSON Schema keyword of the parameter, or one of the service's own." },
      },
      required: style.nullDetail ? ['ok', 'status', 'error', 'route', 'parameter', 'rule'] : ['ok', 'status', 'error', 'route'],
      additionalProperties: false,
    },
  };
}

/** What the `/api/openapi.json` route answers with (its schema, for the document itself). */
export const OPENAPI_DOCUMENT_SCHEMA: JsonObject = {
  type: 'object',
  properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
  required: ['openapi', 'info', 'paths'],
};

/** A list route's body: the list envelope with its own params and rows (and extra keys, all required). */
export function listBodySchema(params: JsonObject, items: JsonObject, extra: JsonObject = {}): JsonObject {
  return {
    type: 'object',
    allOf: [
      ref('ListEnvelope'),
      { type: 'object', properties: { params, results: { type: 'array', items }, ...extra }, required: Object.keys(extra) },
    ],
    unevaluatedProperties: false,
  };
}

/** A record route's body: the record envelope with its own params and record. */
export function recordBodySchema(params: JsonObject, result: JsonObject): JsonObject {
  return { type: 'object', allOf: [ref('RecordEnvelope'), { type: 'object', properties: { params, result } }] };
}
