// `?col__op=value` filters: SQL fragments, bound values and human descriptions.
import type { QueryPairs } from '../../url/query-string.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { ParamValue } from '../../pool/protocol.js';
import { dumps, type PyJson } from '../../json/pyjson.js';
import type { Filter } from '../result.js';

export interface WhereParts {
  clauses: string[];
  params: Record<string, ParamValue>;
  /** Human-readable bits, in Datasette's order. */
  human: string[];
  /** Next free parameter number for p<N>. */
  next: number;
}

const ALL_DIGITS = /^[0-9]+$/;
const quoted = (v: string): string => `"${v}"`;
const exactText = (v: string): string => (ALL_DIGITS.test(v) ? v : quoted(v));

interface Op {
  /** `quoted` is the column as Datasette writes it, `"c"` (see columnReference). */
  sql(column: string, table: string, p: string[], quoted: string): string;
  values(v: string): ParamValue[];
  human(column: string, v: string): string;
}

const single = (sqlOp: string, transform: (v: string) => ParamValue, human: (c: string, v: string) => string): Op => ({
  sql: (_c, _t, [p], q) => `${q} ${sqlOp} :${p}`,
  values: (v) => [transform(v)],
  human,
});

/**
 * Datasette writes filter columns as `"c"`. Its SQLite accepts double-quoted strings, so an unknown
 * column there compares with the text 'c' (0 rows, not an error). Ours is built with DQS=0, where
 * `"nope"` is an error: unknown columns are written as the string literal they meant.
 */
function columnReference(column: string, known: ReadonlySet<string>): string {
  return known.has(column) ? `"${column}"` : `'${column.replace(/'/g, "''")}'`;
}

/**
 * All digits: bound as an integer, as Datasette binds Python's int(), so a text column compares with
 * its digits ('2911' >= 2911); bound as a float, SQLite would compare with '2911.0'. Past SQLite's
 * integers, a float.
 */
const INT64_MAX = 2n ** 63n - 1n;
const numeric = (v: string): ParamValue => {
  if (!/^[0-9]+$/.test(v)) return v;
  const n = BigInt(v);
  return n <= INT64_MAX ? n : Number(v);
};

/** `in` values: a JSON array keeps its items' types (as Datasette's json.loads does), else comma-separated text. */
function listValues(v: string): PyJson[] {
  if (v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed as PyJson[];
    } catch {
      /* fall through to comma splitting */
    }
  }
  return v.split(',').map((s) => s.trim());
}

/**
 * What SQLite is given for a JSON item, as Python's sqlite3 binds what json.loads gives: a whole
 * number as an integer, True as 1; nested values go as JSON text.
 */
export function bindable(item: PyJson): ParamValue {
  if (typeof item === 'number') return Number.isSafeInteger(item) ? BigInt(item) : item;
  if (item === null || typeof item === 'string' || typeof item === 'bigint') return item;
  if (typeof item === 'boolean') return item ? 1 : 0;
  return dumps(item);
}

const pyList = (items: PyJson[]): string => dumps(items);

const OPS: Record<string, Op> = {
  exact: single(
    '=',
    (v) => v,
    (c, v) => `${c} = ${exactText(v)}`,
  ),
  not: single(
    '!=',
    (v) => v,
    (c, v) => `${c} != ${exactText(v)}`,
  ),
  contains: single(
    'like',
    (v) => `%${v}%`,
    (c, v) => `${c} contains ${quoted(v)}`,
  ),
  endswith: single(
    'like',
    (v) => `%${v}`,
    (c, v) => `${c} ends with ${quoted(v)}`,
  ),
  startswith: single(
    'like',
    (v) => `${v}%`,
    (c, v) => `${c} starts with ${quoted(v)}`,
  ),
  gt: single('>', numeric, (c, v) => `${c} > ${v}`),
  gte: single('>=', numeric, (c, v) => `${c} \u2265 ${v}`),
  lt: single('<', numeric, (c, v) => `${c} < ${v}`),
  lte: single('<=', numeric, (c, v) => `${c} \u2264 ${v}`),
  like: single(
    'like',
    (v) => v,
    (c, v) => `${c} like ${quoted(v)}`,
  ),
  notlike: single(
    'not like',
    (v) => v,
    (c, v) => `${c} not like ${quoted(v)}`,
  ),
  glob: single(
    'glob',
    (v) => v,
    (c, v) => `${c} glob ${quoted(v)}`,
  ),
  in: {
    sql: (c, _t, ps) => `${escapeSqlite(c)} in (${ps.map((p) => ':' + p).join(', ')})`,
    values: (v) => listValues(v).map(bindable),
    human: (c, v) => `${c} in ${pyList(listValues(v))}`,
  },
  notin: {
    sql: (c, _t, ps) => `${escapeSqlite(c)} not in (${ps.map((p) => ':' + p).join(', ')})`,
    values: (v) => listValues(v).map(bindable),
    human: (c, v) => `${c} not in ${pyList(listValues(v))}`,
  },
  arraycontains: {
    sql: (c, t, [p]) => `:${p} in (select value from json_each([${t}].[${c}]))`,
    values: (v) => [v],
    human: (c, v) => `${c} contains ${quoted(v)}`,
  },
  arraynotcontains: {
    sql: (c, t, [p]) => `:${p} not in (select value from json_each([${t}].[${c}]))`,
    values: (v) => [v],
    human: (c, v) => `${c} does not contain ${quoted(v)}`,
  },
  date: {
    sql: (_c, _t, [p], q) => `date(${q}) = :${p}`,
    values: (v) => [v],
    human: (c, v) => `"${c}" is on date ${v}`,
  },
  isnull: { sql: (_c, _t, _p, q) => `${q} is null`, values: () => [], human: (c) => `${c} is null` },
  notnull: { sql: (_c, _t, _p, q) => `${q} is not null`, values: () => [], human: (c) => `${c} is not null` },
  // Datasette writes the empty string as "", which our DQS=0 SQLite reads as an identifier.
  isblank: { sql: (_c, _t, _p, q) => `(${q} is null or ${q} = '')`, values: () => [], human: (c) => `${c} is blank` },
  notblank: { sql: (_c, _t, _p, q) => `(${q} is not null and ${q} != '')`, values: () => [], human: (c) => `${c} is not blank` },
};

export const FILTER_OPS: readonly string[] = Object.keys(OPS);

/** Is this query-string key a filter? Special args start with `_` and have no `__`. */
export function isFilterKey(key: string): boolean {
  return !(key.startsWith('_') && !key.includes('__'));
}

/** Split a filter key on its last `__` (no `__` → exact). */
function splitFilterKey(key: string): [string, string] {
  const at = key.lastIndexOf('__');
  return at < 0 ? [key, 'exact'] : [key.slice(0, at), key.slice(at + 2)];
}

/**
 * Datasette sorts filter pairs by (key, value) before numbering their parameters. `columns` are the
 * table's columns (rowid is always known).
 */
export function buildFilters(pairs: QueryPairs, table: string, columns: readonly string[]): WhereParts {
  const known = new Set([...columns, 'rowid']);
  const parts: WhereParts = { clauses: [], params: {}, human: [], next: 0 };
  const filters = pairs
    .filter(([k]) => isFilterKey(k))
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  for (const [key, value] of filters) {
    const [column, opName] = splitFilterKey(key);
    // Own keys only: `x__constructor` must not find Object.prototype's constructor.
    const op = Object.hasOwn(OPS, opName) ? OPS[opName] : undefined;
    if (!op) continue; // unknown operators are ignored, as Datasette does
    const values = op.values(value);
    const names = values.map(() => `p${parts.next++}`);
    values.forEach((v, i) => {
      parts.params[names[i]] = v;
    });
    parts.clauses.push(op.sql(column, table, names, columnReference(column, known)));
    parts.human.push(op.human(column, value));
  }
  return parts;
}

/** The filters of a query string as written (query order, known operators only). */
export function requestedFilters(pairs: QueryPairs): Filter[] {
  const out: Filter[] = [];
  for (const [key, value] of pairs) {
    if (!isFilterKey(key)) continue;
    const [column, op] = splitFilterKey(key);
    if (FILTER_OPS.includes(op)) out.push({ column, op, value });
  }
  return out;
}
