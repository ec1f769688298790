// The labels of the rows a row's foreign keys point at (the row view returns bare keys).
import type { Engine } from '../engine.js';
import { labelColumnFor } from '../views/table/labels.js';
import { quoteIdentifier } from '../sql/escape.js';
import type { RowData, Value } from './input.js';
import { rowValues } from './input.js';

const LABEL_TIME_LIMIT_MS = 200;

/** Row data whose foreign-key values are `{value, label}` where the referenced row has a label. */
export async function withForeignKeyLabels(engine: Engine, data: RowData, client: string): Promise<RowData> {
  const table = engine.table(data.database, data.table);
  if (!table || data.rows.length === 0) return data;
  const values = rowValues(data.rows[0], data.columns);
  const labelled = [...values];
  for (const fk of table.outgoing) {
    const i = data.columns.indexOf(fk.column);
    const other = engine.table(data.database, fk.other_table);
    const labelColumn = other ? labelColumnFor(engine, data.database, other) : null;
    if (i < 0 || values[i] === null || !labelColumn) continue;
    const sql = `select ${quoteIdentifier(labelColumn)} from ${quoteIdentifier(fk.other_table)} where ${quoteIdentifier(fk.other_column)} = :v limit 1`;
    const v = values[i];
    const result = await engine.run({ database: data.database, sql, params: { v: typeof v === 'number' || typeof v === 'string' ? v : String(v) }, maxRows: 1, timeLimitMs: LABEL_TIME_LIMIT_MS }, client);
    const label = result.rawRows?.[0]?.[0];
    if (label !== undefined && label !== null) labelled[i] = { value: v, label: String(label) } as Value;
  }
  return { ...data, rows: [labelled] };
}
