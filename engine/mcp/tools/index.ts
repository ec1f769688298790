// The engine's own tools, the same for every service: what is served (databases, tables, columns,
// canned queries) and running SQL or a canned query. Each query goes through engine.query, as the
// HTTP view it mirrors does, so it gets the same checks, pool, fairness and limits.
import type { Engine } from '../../engine.js';
import type { ToolSpec } from '../tool.js';
import { describeTable } from './describe-table.js';
import { listCannedQueries } from './list-canned-queries.js';
import { listDatabases } from './list-databases.js';
import { listTables } from './list-tables.js';
import { executeSql, runCannedQuery } from './sql.js';

/** The engine's tools, in the order an agent would use them. */
export function genericTools(engine: Engine): ToolSpec[] {
  return [listDatabases, listTables, describeTable, executeSql(engine), listCannedQueries, runCannedQuery(engine)];
}
