// How a page query's columns show in `queryTable`: label, format and link from the query's
// `columns`, else the file's `columns` defaults, else the name humanised.
import { humanise, NUMERIC_FORMATS } from '../html/formats.js';
import type { ColumnDisplay } from './schema.js';

export interface ColumnHeader {
  name: string;
  label: string;
  format?: string;
  /** Path template filled from the row (engine/html/formats.ts fillLink). */
  link?: string;
  /** Right-aligned: a numeric format (cells without a format align by their own type). */
  numeric: boolean;
}

export function columnHeaders(
  columns: string[],
  fileDefaults: Record<string, ColumnDisplay> = {},
  queryColumns: Record<string, ColumnDisplay> = {},
): ColumnHeader[] {
  return columns.map((name) => {
    const d: ColumnDisplay = { ...fileDefaults[name], ...queryColumns[name] };
    return {
      name,
      label: d.label ?? humanise(name),
      format: d.format,
      link: d.link,
      numeric: d.format !== undefined && NUMERIC_FORMATS.has(d.format),
    };
  });
}
