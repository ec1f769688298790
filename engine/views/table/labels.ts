// Foreign keys that can be shown with their labels (Datasette §7.9).
import type { Engine } from '../../engine.js';
import type { ForeignKey, TableInfo } from '../../db/introspect.js';
import type { SqlValue } from '../../json/pyjson.js';
import { pyStr } from './keyset.js';

export interface Expandable {
  fk: ForeignKey;
  labelColumn: string | null;
}

/** Label column of a table: metadata, else a column called name/title, else the other of two columns beside id/pk. */
export function labelColumnFor(engine: Engine, db: string, table: TableInfo): string | null {
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
  return table.outgoing.map((fk) => {
    const other = engine.table(db, fk.other_table);
    return { fk, labelColumn: other ? labelColumnFor(engine, db, other) : null };
  });
}

export function expandableJson(e: Expandable): [Record<string, string>, string | null] {
  return [{ column: e.fk.column, other_table: e.fk.other_table, other_column: e.fk.other_column }, e.labelColumn];
}

/** With no label column the label is the value as text. */
export function keyForLabels(v: SqlValue): SqlValue {
  return v === null ? null : pyStr(v);
}
