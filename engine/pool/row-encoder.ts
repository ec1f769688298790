// Renders result rows as Datasette JSON text (ASCII only, so bytes = chars).
import { dumps, encodeCell, type PyJson, type SqlValue } from '../json/pyjson.js';
import type { QueryResult, RenderSpec } from './protocol.js';

/** A cell replaced by a label expansion: {"value": v, "label": l}. */
export type LabelledCells = Map<number, Map<string, string>>;

export class RowEncoder {
  private readonly keys: string[];
  /** For object rows: which column index supplies each emitted key (later duplicates win, as in a Python dict). */
  private readonly objectColumns: number[];
  private readonly jsonColumn: boolean[];

  constructor(
    columns: readonly string[],
    private readonly spec: RenderSpec,
    /** column index → (encoded raw value → encoded label) for expanded foreign keys */
    private readonly labels?: LabelledCells,
  ) {
    const lastIndex = new Map<string, number>();
    columns.forEach((c, i) => lastIndex.set(c, i));
    const seen = new Set<string>();
    this.objectColumns = [];
    this.keys = [];
    columns.forEach((c) => {
      if (seen.has(c)) return;
      seen.add(c);
      this.objectColumns.push(lastIndex.get(c)!);
      this.keys.push(encodeCell(c, false) + ': ');
    });
    const json = new Set(spec.jsonColumns);
    this.jsonColumn = columns.map((c) => json.has(c));
  }

  private cell(v: SqlValue, i: number): string {
    if (this.jsonColumn[i] && typeof v === 'string') {
      const parsed = parseJsonCell(v);
      if (parsed !== undefined) return parsed;
    }
    const encoded = encodeCell(v, this.spec.infinity);
    const label = this.labels?.get(i);
    if (label && v !== null) {
      const l = label.get(encoded);
      if (l !== undefined) return `{"value": ${encoded}, "label": ${l}}`;
    }
    return encoded;
  }

  row(r: readonly SqlValue[]): string {
    const form = this.labels && this.spec.rowForm === 'array' ? 'object' : this.spec.rowForm;
    if (form === 'first') return this.cell(r[0] ?? null, 0);
    if (form === 'array') {
      let s = '[';
      for (let i = 0; i < r.length; i++) s += (i ? ', ' : '') + this.cell(r[i], i);
      return s + ']';
    }
    let s = '{';
    for (let k = 0; k < this.keys.length; k++) {
      const i = this.objectColumns[k];
      s += (k ? ', ' : '') + this.keys[k] + this.cell(r[i], i);
    }
    return s + '}';
  }

  encode(rows: readonly (readonly SqlValue[])[]): Uint8Array {
    const parts = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) parts[i] = this.row(rows[i]);
    return Buffer.from(parts.join(this.spec.separator), 'latin1');
  }
}

/**
 * The rows of an answer as `render` asks: the shown ones encoded (with the labels `labelsOf` finds
 * for them), and the raw values it wants back.
 */
export function renderRows(
  columns: readonly string[],
  rows: SqlValue[][],
  render: RenderSpec,
  labelsOf?: (shown: SqlValue[][]) => LabelledCells | undefined,
): Pick<QueryResult, 'rendered' | 'rawRows'> {
  const shown = render.limit === null ? rows : rows.slice(0, render.limit);
  const out: Pick<QueryResult, 'rendered' | 'rawRows'> = { rendered: new RowEncoder(columns, render, labelsOf?.(shown)).encode(shown) };
  if (render.raw === 'all') out.rawRows = shown;
  else if (render.raw === 'last' && shown.length) out.rawRows = [shown[shown.length - 1]];
  return out;
}

/** `_json=col`: a text cell that parses as JSON is re-emitted in Python's JSON style. */
function parseJsonCell(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return dumps(value as PyJson);
}
