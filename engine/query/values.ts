// One SQLite value as JSON, the same on every surface (the /api envelopes, configured pages and
// their JSON, agents' tool results): exact integers (a big one stays a BigInt, written exactly),
// non-finite floats as null, BLOBs as Datasette writes them (their text when valid UTF-8, else
// {"$base64": true, "encoded": ...}).
import { blobValue, type SqlValue } from '../json/pyjson.js';

export type JsonValue = null | number | bigint | string | { $base64: true; encoded: string };

export function jsonValue(value: SqlValue): JsonValue {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Uint8Array) return blobValue(value);
  return value;
}

/** A row as an object keyed by column name (a repeated name keeps its last value, as Datasette's objects do). */
export function rowObject(columns: readonly string[], row: readonly SqlValue[]): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  columns.forEach((name, i) => {
    out[name] = jsonValue(row[i]);
  });
  return out;
}
