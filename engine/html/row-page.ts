// The row page's template context: every column, foreign keys as links, links from other tables.
import type { Engine } from '../engine.js';
import { labelOf, type RowResult } from '../views/result.js';
import { cell, foreignKeyCell, type Cell } from './cells.js';
import { columnLinkHref, rowObject } from './column-links.js';
import { valueRows } from './rows.js';
import { pageLinksFor } from './page-links.js';
import { databasePath, rowPath, tablePath } from './paths.js';

export interface RowPageContext {
  title: string;
  database: string;
  table: string;
  tableHref: string;
  databaseHref: string;
  fields: Array<{ name: string; cell: Cell }>;
  incoming: Array<{ table: string; column: string; count: number | null; href: string }>;
  /** Configured pages about this row. */
  pages: Array<{ label: string; href: string }>;
  exports: Array<{ label: string; href: string }>;
}

export function rowPageContext(engine: Engine, result: RowResult): RowPageContext {
  const { database: db, table } = result;
  const rows = valueRows(result.rows);
  const fks = new Map(result.expandable.map((e) => [e.fk.column, e.fk]));
  const values = rows.values[0] ?? [];
  const row = rowObject(rows.columns, values);
  const fields = rows.columns.map((name, i) => {
    const fk = fks.get(name);
    const v = values[i] ?? null;
    const page = columnLinkHref(engine, db, table.name, name, row);
    if (fk) return { name, cell: foreignKeyCell(v, labelOf(rows.labels, name, v), (key) => page ?? rowPath(db, fk.other_table, [key])) };
    return { name, cell: page ? { ...cell(v, 0), href: page } : cell(v, 0) };
  });
  return {
    title: `${table.name}: ${result.keyValues.join(', ')}`,
    database: db,
    table: table.name,
    tableHref: tablePath(db, table.name),
    databaseHref: databasePath(db),
    fields,
    pages: pageLinksFor(engine, db, table.name, row),
    incoming: (result.incoming ?? []).map((l) => ({ table: l.otherTable, column: l.otherColumn, count: l.count, href: l.link })),
    exports: [{ label: 'JSON', href: `${rowPath(db, table.name, result.keyValues)}.json` }],
  };
}
