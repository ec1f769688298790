// An instance description that states live figures: `description_html` holds `{name}` (the value as
// is) or `{name:count}` (compact: 5.6M, 14K, 812) placeholders, filled from the one row that
// `description_values.sql` returns on `description_values.database`. Filled at start-up and again
// whenever that database's file is swapped, so the figures follow the data served.
import Database from 'better-sqlite3';

/** A count as people read it: one decimal and M from a million, a whole number and K from a thousand. */
export function compactCount(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1_000) return `${Math.floor(n / 1_000)}K`;
  return String(n);
}

export function fillDescription(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)(:count)?\}/g, (whole, name: string, count: string | undefined) => {
    if (!(name in values)) return whole;
    const value = values[name];
    if (value === null || value === undefined) return '';
    return count && typeof value === 'number' ? compactCount(value) : String(value);
  });
}

/** The row of `sql` on the database file at `path` (read-only). */
export function readDescriptionValues(path: string, sql: string): Record<string, unknown> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get() as Record<string, unknown> | undefined) ?? {};
  } finally {
    db.close();
  }
}
