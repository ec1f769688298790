// list_databases: what this server serves.
import { describedText } from '../describe.js';
import type { ToolSpec } from '../tool.js';
import { NULLABLE_STRING, isVisible, tool } from './shared.js';

export const listDatabases: ToolSpec = tool({
  name: 'list_databases',
  title: 'List databases',
  description: 'The databases this server serves: name, description and how many tables and views each has. Start here.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  outputSchema: {
    type: 'object',
    properties: {
      databases: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            title: NULLABLE_STRING,
            description: NULLABLE_STRING,
            table_count: { type: 'integer', description: 'Tables, not counting hidden ones (full-text index internals).' },
            view_count: { type: 'integer' },
          },
          required: ['name', 'title', 'description', 'table_count', 'view_count'],
        },
      },
    },
    required: ['databases'],
  },
  narrow: 'Ask about one database at a time with list_tables.',
  run: async (_args, { engine }) => ({
    databases: [...engine.databases.values()].map((db) => {
      const meta = engine.databaseMetadata(db.name);
      const tables = db.structure.tableOrder.map((n) => db.structure.tables.get(n)!);
      return {
        name: db.name,
        title: meta.title ?? null,
        description: describedText(meta),
        table_count: tables.filter((t) => isVisible(engine, db.name, t)).length,
        view_count: db.structure.viewOrder.length,
      };
    }),
  }),
});
