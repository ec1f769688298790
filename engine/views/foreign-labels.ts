// Labels of foreign-key values, looked up on the HTTP thread for HTML pages, CSV and facets (JSON
// pages have theirs added by the SQL worker while it encodes the rows).
import type { Engine } from '../engine.js';
import type { SqlValue } from '../json/pyjson.js';
import type { ParamValue } from '../pool/protocol.js';
import { quoteIdentifier } from '../sql/escape.js';
import { labelKey, type ColumnLabels, type Expandable } from './result.js';
import { pyStr } from './table/keyset.js';

/** Values per lookup query: well under SQLite's bound-parameter limit. */
const CHUNK = 500;

/** Datasette's label when the other table has no label column: the value as text. */
function valueAsLabel(v: SqlValue): SqlValue {
  return v === null ? null : pyStr(v);
}

/**
 * Labels of the values in each expanded column of `rows` (`columns` names the row positions).
 * Throws the lookup's QueryFailure when it fails; callers decide whether that matters.
 */
export async function lookupLabels(
  engine: Engine,
  client: string,
  db: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  expanded: readonly Expandable[],
  timeLimitMs: number | null,
): Promise<ColumnLabels> {
  const out = new Map<string, Map<string, SqlValue>>();
  for (const { fk, labelColumn } of expanded) {
    const at = columns.indexOf(fk.column);
    if (at < 0) continue;
    const byKey = new Map<string, SqlValue>();
    for (const r of rows) if (r[at] !== null) byKey.set(labelKey(r[at]), r[at]);
    const values = [...byKey.values()];
    const labels = new Map<string, SqlValue>();
    for (let i = 0; i < values.length; i += CHUNK) {
      const chunk = values.slice(i, i + CHUNK);
      const params: Record<string, ParamValue> = {};
      chunk.forEach((v, j) => {
        params[`v${j}`] = v as ParamValue;
      });
      const other = quoteIdentifier(fk.other_column);
      const sql = `select ${other}, ${quoteIdentifier(labelColumn ?? fk.other_column)} from ${quoteIdentifier(fk.other_table)} where ${other} in (${chunk.map((_, j) => `:v${j}`).join(', ')})`;
      const result = await engine.query({ database: db, sql, params, maxRows: 0, timeLimitMs, client });
      for (const [v, l] of result.rawRows!) labels.set(labelKey(v), labelColumn ? l : valueAsLabel(v));
    }
    out.set(fk.column, labels);
  }
  return out;
}
