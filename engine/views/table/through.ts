// `_through={"table": T, "column": C, "value": V}`: rows of this table that a row of T with C = V
// points at, through T's foreign key to this table.
import type { Engine } from '../../engine.js';
import { HttpError } from '../../errors.js';
import type { PyJson } from '../../json/pyjson.js';
import type { ParamValue } from '../../pool/protocol.js';
import type { RequestInfo } from '../../request.js';
import { escapeSqlite } from '../../sql/escape.js';
import { bindable } from './filters.js';

export interface ThroughParts {
  clauses: string[];
  params: Record<string, ParamValue>;
  human: string[];
}

function parse(text: string): { table: string; column: string; value: ParamValue } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  const d = data as { table?: unknown; column?: unknown; value?: unknown } | null;
  if (!d || typeof d !== 'object' || typeof d.table !== 'string' || typeof d.column !== 'string' || !('value' in d)) {
    throw new HttpError(400, '_through must be a JSON object {"table": ..., "column": ..., "value": ...}');
  }
  const v = d.value;
  // Bound as Python's sqlite3 binds what json.loads gives (a whole number as an integer, True as 1).
  const value: ParamValue = typeof v === 'object' && v !== null ? JSON.stringify(v) : bindable(v as PyJson);
  return { table: d.table, column: d.column, value };
}

/**
 * Parameters are numbered on from the filters' (`firstParam`): Datasette restarts at p0 and so
 * overwrites a filter's value; with no filters the SQL and params are the same as Datasette's.
 */
export function throughClauses(engine: Engine, req: RequestInfo, db: string, table: string, firstParam: number): ThroughParts {
  const out: ThroughParts = { clauses: [], params: {}, human: [] };
  for (const text of req.getAll('_through')) {
    const through = parse(text);
    const fk = engine.table(db, through.table)?.outgoing.find((f) => f.other_table === table);
    if (!fk) throw new HttpError(400, 'Invalid _through - could not find corresponding foreign key');
    const param = `p${firstParam + Object.keys(out.params).length}`;
    out.clauses.push(
      `${escapeSqlite(fk.other_column)} in (select ${escapeSqlite(fk.column)} from ${escapeSqlite(through.table)} where ${escapeSqlite(through.column)} = :${param})`,
    );
    out.params[param] = through.value;
    out.human.push(`${through.table}.${through.column} = "${through.value === null ? 'None' : String(through.value)}"`);
  }
  return out;
}
