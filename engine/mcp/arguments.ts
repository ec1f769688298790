// Checking a tool's arguments against its input schema. The SDK would check them too, but its
// refusal bypasses the tool (no quota, metrics or log line for the call) and names no argument: so
// the SDK is handed schemas that let everything through (see `advertised`) and the tool checks here.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { JsonObject } from './json.js';
import { ToolError } from './tool.js';

const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true });

/** A validator for `schema`; throws a ToolError naming the argument and the rule. */
export function argumentChecker(schema: JsonObject): (args: Record<string, unknown>) => void {
  const validate: ValidateFunction = ajv.compile(schema);
  const known = Object.keys((schema.properties ?? {}) as JsonObject);
  return (args) => {
    if (!validate(args)) throw argumentError(validate.errors![0], known);
  };
}

/** One ajv error as what an agent reads: which argument, which rule, what to send instead. */
export function argumentError(error: ErrorObject, known: readonly string[]): ToolError {
  const at = error.instancePath
    .slice(1)
    .split('/')
    .filter((p) => p !== '')
    .join('.');
  const p = error.params;
  switch (error.keyword) {
    case 'required': {
      const name = at ? `${at}.${String(p.missingProperty)}` : String(p.missingProperty);
      return new ToolError(`Missing required argument "${name}"`, { parameter: name, rule: 'required' });
    }
    case 'additionalProperties': {
      const name = at ? `${at}.${String(p.additionalProperty)}` : String(p.additionalProperty);
      const takes = at ? '' : `: this tool takes ${known.join(', ')}`;
      return new ToolError(`Unknown argument "${name}"${takes}`, { parameter: name, rule: 'additionalProperties' });
    }
    case 'type': {
      const types = String(p.type).split(',').join(' or ');
      return new ToolError(`Argument "${at}" must be of type ${types}`, { parameter: at, rule: 'type' });
    }
    default:
      return new ToolError(`Argument "${at}" ${error.message ?? 'is not valid'}`, { parameter: at, rule: error.keyword });
  }
}

/**
 * A Standard Schema for the SDK that advertises `schema` in tools/list but accepts any arguments:
 * each tool checks its own (here, or as its HTTP route does) so that every call reaches it.
 */
export function advertised(schema: JsonObject): StandardSchemaWithJSON<Record<string, unknown>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'openregs',
      jsonSchema: { input: () => schema, output: () => schema },
      validate: (value) => ({ value: (value ?? {}) as Record<string, unknown> }),
    },
  };
}
