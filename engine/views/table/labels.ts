// Foreign keys that can be shown with their labels, and which of them a request expands.
import type { Engine } from '../../engine.js';
import type { TableInfo } from '../../db/introspect.js';
import type { RequestInfo } from '../../request.js';
import { booleanArg } from '../args.js';
import type { Expandable } from '../result.js';

/** Label column of a table: metadata, else a column called name/title, else the other of two columns beside id/pk. */
function labelColumnFor(engine: Engine, db: string, table: TableInfo): string | null {
  const configured = engine.tableMetadata(db, table.name).label_column;
  if (configured) return configured;
  const named = table.columns.find((c) => ['name', 'title'].includes(c.toLowerCase()));
  if (named) return named;
  if (table.columns.length === 2) {
    const idIndex = table.columns.findIndex((c) => c === 'id' || c === 'pk');
    if (idIndex >= 0) return table.columns[1 - idIndex];
  }
  return null;
}

export function expandableColumns(engine: Engine, db: string, table: TableInfo): Expandable[] {
  if (table.isView) return [];
  return table.outgoing.map((fk) => {
    const other = engine.table(db, fk.other_table);
    return { fk, labelColumn: other ? labelColumnFor(engine, db, other) : null };
  });
}

export function expandableJson(e: Expandable): [Record<string, string>, string | null] {
  return [{ column: e.fk.column, other_table: e.fk.other_table, other_column: e.fk.other_column }, e.labelColumn];
}

/**
 * The foreign keys whose labels `req` asks for among the selected `columns`: the `_label=` columns
 * when any are given, else every one with `_labels=on` (an unreadable `_labels` counts as off).
 */
export function requestedLabels(req: RequestInfo, expandable: readonly Expandable[], columns: readonly string[]): Expandable[] {
  const named = req.getAll('_label');
  let all = false;
  try {
    all = booleanArg(req, '_labels');
  } catch {
    all = false;
  }
  return expandable.filter((e) => (named.length ? named.includes(e.fk.column) : all) && columns.includes(e.fk.column));
}
