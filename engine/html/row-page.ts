// The row page's template context: every column, foreign keys as links, links from other tables.
import type { Engine } from '../engine.js';
import { cell, foreignKeyCell, type Cell } from './cells.js';
import { rowValues, type RowData } from './input.js';
import { databasePath, rowPath, tablePath } from './paths.js';
import { withQuery } from './urls.js';
import type { QueryPairs } from '../url/query-string.js';

export interface RowPageContext {
  title: string;
  database: string;
  databaseHref: string;
  table: string;
  tableHref: string;
  fields: Array<{ name: string; cell: Cell }>;
  incoming: Array<{ table: string; column: string; count: number; href: string }>;
  exports: Array<{ label: string; href: string }>;
}

/** The row view adds incoming foreign keys with counts when asked for this extra. */
export const ROW_EXTRAS: QueryPairs = [['_extras', 'foreign_key_tables']];

export function rowPageContext(engine: Engine, data: RowData): RowPageContext {
  const { database: db, table } = data;
  const outgoing = new Map((engine.table(db, table)?.outgoing ?? []).map((fk) => [fk.column, fk]));
  const values = data.rows.length ? rowValues(data.rows[0], data.columns) : [];
  const fields = data.columns.map((name, i) => {
    const fk = outgoing.get(name);
    return { name, cell: fk ? foreignKeyCell(values[i], (key) => rowPath(db, fk.other_table, [key])) : cell(values[i], 0) };
  });
  const path = rowPath(db, table, data.primary_key_values);
  return {
    title: `${table}: ${data.primary_key_values.join(', ')}`,
    database: db,
    databaseHref: databasePath(db),
    table,
    tableHref: tablePath(db, table),
    fields,
    incoming: (data.foreign_key_tables ?? []).map((l) => ({ table: l.other_table, column: l.other_column, count: l.count, href: l.link })),
    exports: [{ label: 'JSON', href: withQuery(`${path}.json`, []) }],
  };
}
