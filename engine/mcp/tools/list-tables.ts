// list_tables: the tables and views of a database with their row counts: exact where known for
// the data version (inspected, or counted before), counted within a small budget, else SQLite's
// planner estimate, each marked as which.
import type { Engine } from '../../engine.js';
import type { TableInfo } from '../../db/introspect.js';
import { estimatedCounts } from '../../db/estimates.js';
import { describedText } from '../describe.js';
import type { JsonObject } from '../json.js';
import type { ToolSpec } from '../tool.js';
import { DATABASE, NULLABLE_STRING, isVisible, served, tool } from './shared.js';

/**
 * Each table's count gets this long, and all of a call's counts this long together: past either, a
 * count is SQLite's estimate, or not known. Counts are kept per data version, so only a first call pays.
 */
const COUNT_LIMIT_MS = 50;
const COUNT_BUDGET_MS = 1000;

export const listTables: ToolSpec = tool({
  name: 'list_tables',
  title: 'List tables',
  description:
    'The tables and views of a database: name, row count, description and full-text index. Hidden tables (full-text index internals) are left out. Use describe_table for the columns of one.',
  inputSchema: { type: 'object', properties: { database: DATABASE }, required: ['database'], additionalProperties: false },
  outputSchema: {
    type: 'object',
    properties: {
      database: { type: 'string' },
      tables: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            type: { enum: ['table', 'view'] },
            count: { type: ['integer', 'null'], description: 'Rows in the table; null when not known.' },
            count_is: {
              enum: ['exact', 'estimate', 'unknown'],
              description:
                "`exact`: counted; `estimate`: SQLite's planner statistics (not counted in time); `unknown`: neither (a view is counted only where already known).",
            },
            description: NULLABLE_STRING,
            fts_table: { type: ['string', 'null'], description: 'The full-text (FTS) index of the table, if it has one.' },
          },
          required: ['name', 'type', 'count', 'count_is', 'description', 'fts_table'],
        },
      },
    },
    required: ['database', 'tables'],
  },
  narrow: 'Ask about one table at a time with describe_table.',
  run: async (args, { engine, client }) => {
    const db = served(engine, String(args.database));
    const tables: JsonObject[] = [];
    const countUntil = performance.now() + COUNT_BUDGET_MS;
    let estimates: Map<string, number> | undefined;
    for (const name of db.structure.tableOrder) {
      const t = db.structure.tables.get(name)!;
      if (!isVisible(engine, db.name, t)) continue;
      let count: number | null =
        performance.now() < countUntil
          ? await engine.counts.count(db.name, name, COUNT_LIMIT_MS, client)
          : (engine.counts.known(db.name, name) ?? null);
      let exact = count !== null;
      if (!exact) {
        estimates ??= await estimatedCounts(engine, db.name, client);
        count = estimates.get(name) ?? null;
        exact = false;
      }
      tables.push(tableEntry(engine, db.name, t, count, exact));
    }
    // Views are counted only where already known (an inspected version): their counts can be costly.
    for (const name of db.structure.viewOrder) {
      const known = engine.counts.known(db.name, name) ?? null;
      tables.push(tableEntry(engine, db.name, db.structure.tables.get(name)!, known, known !== null));
    }
    return { database: db.name, tables };
  },
});

function tableEntry(engine: Engine, db: string, t: TableInfo, count: number | null, exact: boolean): JsonObject {
  const meta = engine.tableMetadata(db, t.name);
  return {
    name: t.name,
    type: t.isView ? 'view' : 'table',
    count,
    count_is: count === null ? 'unknown' : exact ? 'exact' : 'estimate',
    description: describedText(meta),
    fts_table: meta.fts_table ?? t.fts?.table ?? null,
  };
}
