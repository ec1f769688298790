// The JSON Schema of a service configuration file (`serve --config`). Key names follow Datasette
// 1.0's configuration file where it has one for the same thing (`settings`, `databases.<db>.queries`);
// the rest are ours. The settings block is derived from the engine's settings, so a new setting is
// accepted (and type-checked) in the file as soon as it exists.
import { DEFAULT_SETTINGS } from './settings.js';
import { cannedQuerySchema } from './schemas.js';

const path = { type: 'string', minLength: 1 } as const;

function settingsSchema(): object {
  const properties: Record<string, object> = {};
  for (const [name, value] of Object.entries(DEFAULT_SETTINGS)) {
    properties[name] = typeof value === 'number' ? { type: 'integer', minimum: 0 } : { type: typeof value };
  }
  return { type: 'object', properties, additionalProperties: false };
}

export function serviceSchema(): object {
  return {
    type: 'object',
    properties: {
      name: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
      title: { type: 'string' },
      metadata: path,
      settings: settingsSchema(),
      databases: {
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: '^[^/.~%]+$' },
        additionalProperties: {
          type: 'object',
          properties: {
            file: { type: 'string', pattern: '^[^/\\\\]+$' },
            immutable: { type: 'boolean' },
            // Ours: SQL of indexes the service's pages need, created in each pulled snapshot version.
            indexes: path,
            // Datasette's inline canned queries for this database: name → SQL or definition.
            queries: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, cannedQuerySchema] } },
          },
          required: ['file'],
          additionalProperties: false,
        },
      },
      queries: path,
      api: path,
      static: { type: 'object', propertyNames: { pattern: '^[A-Za-z0-9_-]+$' }, additionalProperties: path },
      files: { type: 'object', propertyNames: { pattern: '^[A-Za-z0-9_-][A-Za-z0-9._-]*$' }, additionalProperties: path },
      // Ours: the guide for AI agents, served at /llms.txt and given to MCP clients as instructions.
      agent_guide: path,
      pages: path,
      demo: {
        type: 'object',
        properties: {
          builder: path,
          scale: { type: 'number', exclusiveMinimum: 0 },
          seed: { type: 'integer', minimum: 0 },
        },
        required: ['builder'],
        additionalProperties: false,
      },
    },
    required: ['name', 'databases'],
    additionalProperties: false,
  };
}
