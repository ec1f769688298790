// Keyset pagination: `_next` tokens and the WHERE clause that resumes after one.
import { pyFloatRepr, type SqlValue } from '../../json/pyjson.js';
import type { Sort } from '../result.js';
import { tildeDecode, tildeEncode } from '../../url/tilde.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { ParamValue } from '../../pool/protocol.js';

/** Python's str() of a SQLite value, as Datasette puts it in tokens. */
export function pyStr(v: SqlValue): string {
  if (v === null) return 'None';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return pyFloatRepr(v);
  if (typeof v === 'string') return v;
  return Buffer.from(v).toString('latin1');
}

/**
 * A token part back to a typed value when its text is exactly how that number prints, so columns
 * without affinity (computed summary tables) still compare numbers with numbers; other text stays text
 * ("007" is not 7). Datasette binds everything as text, which skips rows on such columns.
 */
export function typedTokenValue(text: string): ParamValue {
  if (/^-?[0-9]+$/.test(text) && BigInt(text).toString() === text) return BigInt(text);
  const n = Number(text);
  if (text !== '' && Number.isFinite(n) && pyFloatRepr(n) === text) return n;
  return text;
}

/** The token for the page after the row with these key values (and sort value). */
export function makeToken(keyValues: SqlValue[], sort: Sort | null, sortValue: SqlValue): string {
  const keys = keyValues.map((v) => tildeEncode(pyStr(v)));
  if (sort) keys.unshift(sortValue === null ? '$null' : tildeEncode(pyStr(sortValue)));
  return keys.join(',');
}

/**
 * Clause resuming after `token`. Parameters are numbered from `firstParam`.
 * `keys` are the primary keys, or ['rowid'] for rowid tables.
 */
export function resumeClause(
  token: string,
  keys: readonly string[],
  rowid: boolean,
  sort: Sort | null,
  firstParam: number,
): { clause: string | null; params: Record<string, ParamValue> } {
  const rawParts = token.split(',');
  const parts = rawParts.map(tildeDecode);
  let sortValue: string | null | undefined;
  if (sort && parts.length > 1) {
    // Only the literal `$null` means NULL: a text value "$null" arrives tilde-encoded as `~24null`.
    sortValue = rawParts[0] === '$null' ? null : parts[0];
    parts.shift();
  }
  const params: Record<string, ParamValue> = {};
  let n = firstParam;
  let keyClause: string | null = null;
  if (rowid) {
    const p = `p${n++}`;
    params[p] = typedTokenValue(parts[0]);
    keyClause = `rowid > :${p}`;
  } else if (parts.length === keys.length) {
    const names = keys.map(() => `p${n++}`);
    keys.forEach((_, i) => {
      params[names[i]] = typedTokenValue(parts[i]);
    });
    const ors = keys.map((_, i) => {
      const eqs = keys.slice(0, i).map((k, j) => `${escapeSqlite(k)} = :${names[j]}`);
      return `(${[...eqs, `${escapeSqlite(keys[i])} > :${names[i]}`].join(' and ')})`;
    });
    keyClause = `(${ors.join('\n  or\n')})`;
  }
  if (!sort || sortValue === undefined) return { clause: keyClause, params };
  const c = escapeSqlite(sort.column);
  const k = keyClause ?? '1';
  if (sortValue === null) {
    return { clause: sort.desc ? `(${c} is null and ${k})` : `(${c} is not null or (${c} is null and ${k}))`, params };
  }
  const p = `p${n++}`;
  params[p] = typedTokenValue(sortValue);
  return {
    clause: sort.desc ? `(${c} < :${p} or ${c} is null or (${c} = :${p} and ${k}))` : `(${c} > :${p} or (${c} = :${p} and ${k}))`,
    params,
  };
}
