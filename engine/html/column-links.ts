// Links from the cells of Datasette table, row and query pages to configured pages: every
// `bioguide_id` cell to its member page. A pages file's `links:` registers here when it is mounted.
import type { Engine } from '../engine.js';
import type { SqlValue } from '../json/pyjson.js';
import type { ColumnLink } from '../pages/schema.js';
import { fillLink } from './formats.js';
import { valueText } from './cells.js';

const registered = new WeakMap<Engine, ColumnLink[]>();

export function registerColumnLinks(engine: Engine, links: ColumnLink[]): void {
  registered.set(engine, [...(registered.get(engine) ?? []), ...links]);
}

/**
 * Where a cell of `column` links, if a link names it for that database and table (a query page has
 * no table: only links without one apply). Null cells, BLOBs and rows missing a variable get none.
 */
export function columnLinkHref(
  engine: Engine,
  database: string,
  table: string | null,
  column: string,
  row: Record<string, SqlValue>,
): string | undefined {
  const value = row[column];
  if (value === null || value === undefined || value instanceof Uint8Array) return undefined;
  for (const link of registered.get(engine) ?? []) {
    if (link.column !== column) continue;
    if (link.database !== undefined && link.database !== database) continue;
    if (link.table !== undefined && link.table !== table) continue;
    const text = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : valueText(v)]));
    const href = fillLink(link.page, text, valueText(value));
    if (href) return href;
  }
  return undefined;
}

/** The row as an object of its columns. */
export function rowObject(columns: string[], values: SqlValue[]): Record<string, SqlValue> {
  return Object.fromEntries(columns.map((c, i) => [c, values[i] ?? null]));
}
