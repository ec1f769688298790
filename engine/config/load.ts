// Reads YAML or JSON config files and validates them, failing with file, key path and reason.
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import { parse as parseYaml } from 'yaml';

export class ConfigError extends Error {}

const ajv = new Ajv({ allErrors: true, strict: false });

export function readStructuredFile(path: string): unknown {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ConfigError(`${path}: cannot read file (${(e as Error).message})`);
  }
  try {
    return path.endsWith('.json') ? JSON.parse(source) : parseYaml(source);
  } catch (e) {
    throw new ConfigError(`${path}: not valid ${path.endsWith('.json') ? 'JSON' : 'YAML'}: ${(e as Error).message}`);
  }
}

/** Validate `value` against `schema`; throws a ConfigError listing each problem with its key path. */
export function validate<T>(path: string, schema: object, value: unknown): T {
  const check = ajv.compile(schema);
  if (check(value)) return value as T;
  const problems = (check.errors ?? []).filter(keepMostSpecific).map((e) => `  at ${keyPath(e)}: ${e.message}${detail(e)}`);
  throw new ConfigError(`${path} is not valid:\n${[...new Set(problems)].join('\n')}`);
}

function keyPath(e: ErrorObject): string {
  const parts = e.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'additionalProperties') parts.push(String((e.params as { additionalProperty: string }).additionalProperty));
  return parts.length ? parts.join('.') : '(top level)';
}

function detail(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return ' (unknown key)';
  if (e.keyword === 'enum') return `: ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`;
  return '';
}

/** oneOf failures repeat every branch's complaint; keep the ones that say something. */
function keepMostSpecific(e: ErrorObject): boolean {
  return e.keyword !== 'oneOf';
}
