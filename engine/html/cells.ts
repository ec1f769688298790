// How one SQLite value shows in an HTML table cell: nulls marked, long text truncated with a link to
// the whole value, foreign keys as links to the referenced row with its label.
import type { SqlValue } from '../json/pyjson.js';

export interface Cell {
  text: string;
  isNull?: boolean;
  numeric?: boolean;
  /** Set when the text was cut to `truncate_cells_html` characters. */
  truncated?: boolean;
  /** Where the whole value (or the referenced row) is. */
  href?: string;
  /** For a foreign key shown by its label: the raw key beside it. */
  key?: string;
}

/** A value as text: integers exactly (bigint), BLOBs by their size, as Datasette shows them. */
export function valueText(v: SqlValue): string {
  if (v === null) return '';
  if (v instanceof Uint8Array) return `<Binary: ${v.byteLength} byte${v.byteLength === 1 ? '' : 's'}>`;
  return String(v);
}

export function cell(v: SqlValue, limit: number, fullValueHref?: string): Cell {
  if (v === null) return { text: '', isNull: true };
  const text = valueText(v);
  const numeric = typeof v === 'number' || typeof v === 'bigint';
  if (limit > 0 && text.length > limit) return { text: `${text.slice(0, limit)}…`, truncated: true, href: fullValueHref, numeric };
  return { text, numeric };
}

/** A foreign-key value linking to the row it references, shown by that row's label when it has one. */
export function foreignKeyCell(v: SqlValue, label: SqlValue | undefined, rowHref: (key: string) => string): Cell {
  if (v === null) return { text: '', isNull: true };
  const key = valueText(v);
  const text = label === undefined || label === null ? key : valueText(label);
  return { text, key: text === key ? undefined : key, href: rowHref(key), numeric: text === key && typeof v !== 'string' };
}
