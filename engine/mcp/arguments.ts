// Checking an engine tool's arguments against its input schema, in the tool itself: a refusal is
// then a call like any other (quota, metrics, log line) and names the argument and the rule.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
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
