// CSV as Python's csv.writer writes it (excel dialect): `,` between fields, a field quoted only when
// it holds `,`, `"`, CR or LF (quotes doubled), CRLF after every row, UTF-8.
import { isUtf8 } from 'node:buffer';
import { pyFloatRepr, type SqlValue } from '../json/pyjson.js';
import { labelOf, type ValueRows } from '../views/result.js';

const NEEDS_QUOTES = /[",\r\n]/;

function field(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell as text: NULL is empty, floats as Python prints them, BLOBs as text when UTF-8, else base64. */
function cellText(v: SqlValue): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return pyFloatRepr(v);
  const bytes = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  return isUtf8(bytes) ? bytes.toString('utf8') : bytes.toString('base64');
}

function csvLine(fields: readonly string[]): string {
  // A row of one empty field is written `""` so it does not read back as an empty line.
  if (fields.length === 1 && fields[0] === '') return '""\r\n';
  return fields.map(field).join(',') + '\r\n';
}

/** The header: each column, and `<col>_label` right after each expanded one. */
export function headerLine(rows: ValueRows): string {
  return csvLine(rows.columns.flatMap((c) => (rows.labels.has(c) ? [c, `${c}_label`] : [c])));
}

/** Every row of `rows`, expanded columns followed by their label (empty when there is none). */
export function rowLines(rows: ValueRows): string {
  let out = '';
  const expanded = rows.columns.map((c) => rows.labels.has(c));
  for (const r of rows.values) {
    const fields: string[] = [];
    r.forEach((v, i) => {
      fields.push(cellText(v));
      if (expanded[i]) fields.push(v === null ? '' : cellText(labelOf(rows.labels, rows.columns[i], v) ?? null));
    });
    out += csvLine(fields);
  }
  return out;
}
