// Plain JSON values, as MCP carries them: what a JSON parser reads back from the engine's own
// encoding (dumps), so a tool's structuredContent equals the parsed body of the HTTP answer it
// mirrors.
import { RawJson, type PyJson } from '../json/pyjson.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** `v` as JSON.parse(dumps(v)) would give it back, without writing the text. */
export function plainJson(v: PyJson): JsonValue {
  switch (typeof v) {
    case 'number':
      // Non-finite floats are not JSON; the value converter never lets them through.
      return Number.isFinite(v) ? v : null;
    case 'bigint':
      // What a JSON parser makes of the exact digits the HTTP answer writes.
      return Number(v);
    case 'string':
    case 'boolean':
      return v;
  }
  if (v === null) return null;
  if (v instanceof RawJson) return JSON.parse(v.json) as JsonValue;
  if (Array.isArray(v)) return v.map(plainJson);
  const out: JsonObject = {};
  const entries = v instanceof Map ? v.entries() : Object.entries(v);
  for (const [key, value] of entries) if (value !== undefined) out[key] = plainJson(value);
  return out;
}
