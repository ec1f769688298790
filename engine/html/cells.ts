// How one value shows in an HTML table cell: nulls marked, long text truncated with a link to the
// whole value, foreign keys as links to the referenced row with its label.
import type { Value } from './input.js';

export interface Cell {
  text: string;
  isNull?: boolean;
  numeric?: boolean;
  /** Set when the text was cut to `truncate_cells_html` characters. */
  truncated?: boolean;
  /** Where the whole value (or the referenced row) is. */
  href?: string;
  /** For a foreign key: the raw key shown next to its label. */
  key?: string;
}

function display(v: Value): string {
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

export function cell(v: Value, limit: number, fullValueHref?: string): Cell {
  if (v === null) return { text: '', isNull: true };
  const text = display(v);
  const numeric = typeof v === 'number';
  if (limit > 0 && text.length > limit) return { text: `${text.slice(0, limit)}…`, truncated: true, href: fullValueHref, numeric };
  return { text, numeric };
}

/** A foreign-key value: `{value, label}` when labels were expanded, else the bare value. */
export function foreignKeyCell(v: Value, rowHref: (key: string) => string): Cell {
  if (v === null) return { text: '', isNull: true };
  if (typeof v === 'object' && !Array.isArray(v) && 'value' in v) {
    const key = display(v.value);
    const label = v.label === null || v.label === undefined ? key : display(v.label);
    return { text: label, key: label === key ? undefined : key, href: rowHref(key) };
  }
  const key = display(v);
  return { text: key, href: rowHref(key), numeric: typeof v === 'number' };
}
