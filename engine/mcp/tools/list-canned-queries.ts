// list_canned_queries: a database's ready-made queries and their parameters with example values.
import { cannedQueryParams } from '../../views/database.js';
import { describedText } from '../describe.js';
import type { ToolSpec } from '../tool.js';
import { DATABASE, NULLABLE_STRING, served, tool } from './shared.js';

export const listCannedQueries: ToolSpec = tool({
  name: 'list_canned_queries',
  title: 'List canned queries',
  description:
    'The ready-made queries of a database: name, title, description and parameters with example values. Run one with run_canned_query.',
  inputSchema: { type: 'object', properties: { database: DATABASE }, required: ['database'], additionalProperties: false },
  outputSchema: {
    type: 'object',
    properties: {
      database: { type: 'string' },
      queries: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            title: NULLABLE_STRING,
            description: NULLABLE_STRING,
            parameters: {
              type: 'array',
              items: {
                type: 'object',
                properties: { name: { type: 'string' }, examples: { type: 'array', items: { type: 'string' } } },
                required: ['name', 'examples'],
              },
            },
          },
          required: ['name', 'title', 'description', 'parameters'],
        },
      },
    },
    required: ['database', 'queries'],
  },
  narrow: 'Their names group the queries by subject: pick one by name and run it with run_canned_query.',
  run: async (args, { engine }) => {
    const db = served(engine, String(args.database));
    const queries = (engine.canned.get(db.name) ?? []).map((q) => ({
      name: q.name,
      title: q.title ?? null,
      description: describedText(q),
      parameters: cannedQueryParams(q).map((name) => ({
        name,
        examples: [...new Set(q.examples.map((e) => e[name]).filter((v): v is string => v !== undefined))],
      })),
    }));
    return { database: db.name, queries };
  },
});
