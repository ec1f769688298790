// What the engine's own tools share: argument checking, the database an argument names, and the
// schema pieces several of them use.
import type { Engine, EngineDatabase } from '../../engine.js';
import type { TableInfo } from '../../db/introspect.js';
import { QueryFailure } from '../../query/failure.js';
import { argumentChecker } from '../arguments.js';
import type { JsonObject } from '../json.js';
import type { ToolSpec } from '../tool.js';

export const DATABASE = { type: 'string', description: 'The database, as list_databases names it.' };
export const NULLABLE_STRING = { type: ['string', 'null'] };
export const ROW_PARAMS = {
  type: 'object',
  description:
    'Values for the named parameters (`:name`) of the SQL. Bound as text, as the query string of the HTTP URL binds them; a named parameter left out is bound as the empty string.',
  additionalProperties: { type: ['string', 'number'] },
};

export const ROWS_OUTPUT: JsonObject = {
  type: 'object',
  properties: {
    columns: { type: 'array', items: { type: 'string' }, description: 'Column names, in order.' },
    rows: { type: 'array', items: { type: 'object' }, description: 'The rows, as objects keyed by column name.' },
    truncated: { type: 'boolean', description: 'True when there were more rows than the row cap: only the first ones are here.' },
    row_count: { type: 'integer', minimum: 0, description: 'How many rows are here.' },
  },
  required: ['columns', 'rows', 'truncated', 'row_count'],
  additionalProperties: false,
};

export const NARROW_SQL = 'Ask for less: add a WHERE clause or a LIMIT, aggregate, or select fewer and shorter columns.';

/** A tool whose arguments are checked against its input schema before it runs. */
export function tool(spec: ToolSpec): ToolSpec {
  const check = argumentChecker(spec.inputSchema);
  return {
    ...spec,
    run: (args, call) => {
      check(args);
      return spec.run(args, call);
    },
  };
}

export function served(engine: Engine, name: string): EngineDatabase {
  const db = engine.databases.get(name);
  if (!db) throw new QueryFailure('unknown_database', `Database not found: ${name}`);
  return db;
}

export function isVisible(engine: Engine, db: string, t: TableInfo): boolean {
  return !engine.isHidden(db, t);
}
