// `_labels`: look up the label of each foreign-key value shown on a table page.
import type Database from 'better-sqlite3';
import { encodeCell, type SqlValue } from '../json/pyjson.js';
import { quoteIdentifier } from '../sql/escape.js';
import type { LabelSpec } from './protocol.js';
import type { LabelledCells } from './row-encoder.js';

const CHUNK = 500;

export function expandLabels(
  db: Database.Database,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  specs: readonly LabelSpec[],
): LabelledCells {
  const out: LabelledCells = new Map();
  for (const spec of specs) {
    const index = columns.indexOf(spec.column);
    if (index < 0) continue;
    const values = [...new Set(rows.map((r) => r[index]).filter((v) => v !== null))];
    const labels = new Map<string, string>();
    const labelExpr = spec.labelColumn === null ? quoteIdentifier(spec.otherColumn) : quoteIdentifier(spec.labelColumn);
    for (let i = 0; i < values.length; i += CHUNK) {
      const chunk = values.slice(i, i + CHUNK);
      const sql = `select ${quoteIdentifier(spec.otherColumn)}, ${labelExpr} from ${quoteIdentifier(spec.otherTable)} where ${quoteIdentifier(spec.otherColumn)} in (${chunk.map(() => '?').join(', ')})`;
      const found = db
        .prepare(sql)
        .raw(true)
        .all(...chunk) as SqlValue[][];
      for (const [value, label] of found) {
        // No label column: Datasette shows str(value).
        const text = spec.labelColumn === null ? labelText(value) : label;
        labels.set(encodeCell(value, false), encodeCell(text, false));
      }
    }
    out.set(index, labels);
  }
  return out;
}

function labelText(v: SqlValue): SqlValue {
  if (v === null || typeof v === 'string') return v;
  if (typeof v === 'bigint') return v.toString();
  return v;
}
