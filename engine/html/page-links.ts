// Links from row pages to the configured pages about that row (a member's profile from the member's
// row). Configured pages register here when they are mounted on an engine.
import type { Engine } from '../engine.js';
import type { SqlValue } from '../json/pyjson.js';
import { valueText } from './cells.js';

export interface PageLink {
  database: string;
  table: string;
  /** URL pattern with `{variable}`s, each filled from a column of the row. */
  path: string;
  /** Variables carried in the query string (`/person?name=…`), each filled the same way. */
  query?: string[];
  /** Path variable → column of the row. */
  columns: Record<string, string>;
  label: string;
}

const registered = new WeakMap<Engine, PageLink[]>();

export function registerPageLinks(engine: Engine, links: PageLink[]): void {
  registered.set(engine, [...(registered.get(engine) ?? []), ...links]);
}

/** The configured pages about one row: every variable filled from a non-null column. */
export function pageLinksFor(
  engine: Engine,
  database: string,
  table: string,
  row: Record<string, SqlValue>,
): Array<{ label: string; href: string }> {
  const out: Array<{ label: string; href: string }> = [];
  for (const link of registered.get(engine) ?? []) {
    if (link.database !== database || link.table !== table) continue;
    let complete = true;
    const value = (variable: string): string => {
      const v = row[link.columns[variable] ?? variable];
      if (v === undefined || v === null) complete = false;
      return encodeURIComponent(valueText(v ?? null));
    };
    const path = link.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, variable: string) => value(variable));
    const query = (link.query ?? []).map((variable) => `${variable}=${value(variable)}`).join('&');
    if (complete) out.push({ label: link.label, href: query ? `${path}?${query}` : path });
  }
  return out;
}
