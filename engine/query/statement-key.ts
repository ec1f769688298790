// A statement and its bound values as one cache key. Values keep their types, which bind
// differently (5, 5n and '5' compare differently with a text column); JSON alone cannot write a
// bigint.
import type { ParamValue } from '../pool/protocol.js';

export function statementKey(sql: string, params: Record<string, ParamValue>, ...more: Array<string | number>): string {
  return JSON.stringify([sql, params, ...more], (_key, value: unknown) =>
    typeof value === 'bigint' ? { bigint: value.toString() } : value,
  );
}
