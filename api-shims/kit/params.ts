// Request parameters, validated by ajv against the parameter schemas of the OpenAPI document
// (coercing query-string text to the declared types and applying defaults), then bound for SQL.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { type ParamValue } from '../../engine/index.js';
import { bindValue } from './bind.js';
import { ApiError } from './errors.js';
import type { Json, JsonObject } from './schemas.js';
import type { ApiRoute } from './spec.js';

export type ParamScalar = string | number | null;

export interface ParsedParams {
  /** Every declared parameter as understood: converted, defaulted, or null when absent. */
  understood: Record<string, ParamScalar>;
  /** The SQL bindings (`:name`), after each parameter's `bind` conversion. */
  bound: Record<string, ParamValue>;
}

/** Where a request's raw parameter text comes from. */
export type RawParam = (name: string, location: 'path' | 'query') => string | undefined;

interface OpenApiParameter {
  name: string;
  required: boolean;
  schema: JsonObject;
}

export class ParamValidator {
  private readonly ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: false, strict: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: JsonObject) {
    for (const item of Object.values(document.paths as JsonObject)) {
      const get = (item as JsonObject).get as JsonObject;
      const parameters = get.parameters as unknown as OpenApiParameter[];
      const schema: JsonObject = {
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      };
      this.validators.set(get.operationId as string, this.ajv.compile(schema));
    }
  }

  parse(route: ApiRoute, raw: RawParam): ParsedParams {
    const given: Record<string, string> = {};
    for (const p of route.params) {
      const value = raw(p.name, p.in);
      // An empty value (`?state=`) counts as absent, as HTML forms send them.
      if (value === undefined || value === '') continue;
      checkText(p.name, p.schema.type, value);
      given[p.name] = p.normalize === 'upper' ? value.toUpperCase() : value;
    }
    const data: Record<string, Json> = { ...given };
    const validate = this.validators.get(route.operationId)!;
    if (!validate(data)) throw parameterError(validate.errors![0], given);
    const understood: Record<string, ParamScalar> = {};
    const bound: Record<string, ParamValue> = {};
    for (const p of route.params) {
      let value = (data[p.name] ?? null) as ParamScalar;
      if (p.normalize === 'remove_dashes' && typeof value === 'string') value = value.replace(/-/g, '');
      understood[p.name] = value;
      bound[p.name] = bindValue(p, value);
      if (p.rawAs) bound[p.rawAs] = value;
    }
    return { understood, bound };
  }
}

/** At most 15 digits: every such number is a safe integer, so what is bound is what was sent. */
const WHOLE_NUMBER = /^-?\d{1,15}$/;

/**
 * What ajv's coercion would let through although it is not what was sent: a NUL (SQLite would stop
 * reading there), or a number text that becomes Infinity or loses digits.
 */
function checkText(name: string, type: string, value: string): void {
  if (value.includes('\u0000')) {
    throw new ApiError(400, `Parameter "${name}" must not contain a NUL character`, { parameter: name, rule: 'nul' });
  }
  if (type === 'integer' && !WHOLE_NUMBER.test(value)) {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    throw new ApiError(400, `Parameter "${name}" must be a whole number of at most 15 digits (got ${JSON.stringify(shown)})`, {
      parameter: name,
      rule: 'type',
    });
  }
}

/** One ajv error → a 400 naming the parameter, the rule and the value received. */
function parameterError(error: ErrorObject, given: Record<string, string>): ApiError {
  if (error.keyword === 'required') {
    const name = String(error.params.missingProperty);
    return new ApiError(400, `Missing required parameter "${name}"`, { parameter: name, rule: 'required' });
  }
  const name = error.instancePath.slice(1);
  const p = error.params;
  let rule: string;
  switch (error.keyword) {
    case 'enum':
      rule = `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
      break;
    case 'maximum':
      rule = `must be at most ${p.limit}`;
      break;
    case 'minimum':
      rule = `must be at least ${p.limit}`;
      break;
    case 'type':
      rule = p.type === 'integer' ? 'must be a whole number' : `must be of type ${p.type}`;
      break;
    case 'pattern':
      rule = `must match the pattern ${p.pattern}`;
      break;
    case 'minLength':
      rule = `must be at least ${p.limit} characters long`;
      break;
    case 'maxLength':
      rule = `must be at most ${p.limit} characters long`;
      break;
    default:
      rule = error.message ?? 'is not valid';
  }
  const got = given[name] ?? '';
  const shown = got.length > 100 ? `${got.slice(0, 100)}…` : got;
  return new ApiError(400, `Parameter "${name}" ${rule} (got ${JSON.stringify(shown)})`, { parameter: name, rule: error.keyword });
}
