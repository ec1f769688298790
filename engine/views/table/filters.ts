// `?col__op=value` filters (Datasette §7.3): SQL fragments, bound values and human descriptions.
import type { QueryPairs } from '../../url/query-string.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { ParamValue } from '../../pool/protocol.js';
import { dumps } from '../../json/pyjson.js';

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
  sql(column: string, table: string, p: string[]): string;
  values(v: string): ParamValue[];
  human(column: string, v: string): string;
}

const single = (sqlOp: string, transform: (v: string) => ParamValue, human: (c: string, v: string) => string): Op => ({
  sql: (c, _t, [p]) => `"${c}" ${sqlOp} :${p}`,
  values: (v) => [transform(v)],
  human,
});

const numeric = (v: string): ParamValue => (/^[0-9]+$/.test(v) ? Number(v) : v);

function listValues(v: string): string[] {
  if (v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.map((x) => String(x));
    } catch { /* fall through to comma splitting */ }
  }
  return v.split(',').map((s) => s.trim());
}

const pyList = (items: string[]): string => dumps(items);

const OPS: Record<string, Op> = {
  exact: single('=', (v) => v, (c, v) => `${c} = ${exactText(v)}`),
  not: single('!=', (v) => v, (c, v) => `${c} != ${exactText(v)}`),
  contains: single('like', (v) => `%${v}%`, (c, v) => `${c} contains ${quoted(v)}`),
  endswith: single('like', (v) => `%${v}`, (c, v) => `${c} ends with ${quoted(v)}`),
  startswith: single('like', (v) => `${v}%`, (c, v) => `${c} starts with ${quoted(v)}`),
  gt: single('>', numeric, (c, v) => `${c} > ${v}`),
  gte: single('>=', numeric, (c, v) => `${c} \u2265 ${v}`),
  lt: single('<', numeric, (c, v) => `${c} < ${v}`),
  lte: single('<=', numeric, (c, v) => `${c} \u2264 ${v}`),
  like: single('like', (v) => v, (c, v) => `${c} like ${quoted(v)}`),
  notlike: single('not like', (v) => v, (c, v) => `${c} not like ${quoted(v)}`),
  glob: single('glob', (v) => v, (c, v) => `${c} glob ${quoted(v)}`),
  in: {
    sql: (c, _t, ps) => `${escapeSqlite(c)} in (${ps.map((p) => ':' + p).join(', ')})`,
    values: listValues,
    human: (c, v) => `${c} in ${pyList(listValues(v))}`,
  },
  notin: {
    sql: (c, _t, ps) => `${escapeSqlite(c)} not in (${ps.map((p) => ':' + p).join(', ')})`,
    values: listValues,
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
  date: single('=', (v) => v, (c, v) => `"${c}" is on date ${v}`),
  isnull: { sql: (c) => `"${c}" is null`, values: () => [], human: (c) => `${c} is null` },
  notnull: { sql: (c) => `"${c}" is not null`, values: () => [], human: (c) => `${c} is not null` },
  isblank: { sql: (c) => `("${c}" is null or "${c}" = "")`, values: () => [], human: (c) => `${c} is blank` },
  notblank: { sql: (c) => `("${c}" is not null and "${c}" != "")`, values: () => [], human: (c) => `${c} is not blank` },
};
OPS.date.sql = (c, _t, [p]) => `date("${c}") = :${p}`;

export const FILTER_OPS: readonly string[] = Object.keys(OPS);

/** Is this query-string key a filter? Special args start with `_` and have no `__`. */
export function isFilterKey(key: string): boolean {
  return !(key.startsWith('_') && !key.includes('__'));
}

/** Split a filter key on its last `__` (no `__` → exact). */
export function splitFilterKey(key: string): [string, string] {
  const at = key.lastIndexOf('__');
  return at < 0 ? [key, 'exact'] : [key.slice(0, at), key.slice(at + 2)];
}

/** Datasette sorts filter pairs by (key, value) before numbering their parameters. */
export function buildFilters(pairs: QueryPairs, table: string): WhereParts {
  const parts: WhereParts = { clauses: [], params: {}, human: [], next: 0 };
  const filters = pairs.filter(([k]) => isFilterKey(k)).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  for (const [key, value] of filters) {
    const [column, opName] = splitFilterKey(key);
    const op = OPS[opName];
    if (!op) continue; // unknown operators are ignored, as Datasette does
    const values = op.values(value);
    const names = values.map(() => `p${parts.next++}`);
    values.forEach((v, i) => { parts.params[names[i]] = v; });
    parts.clauses.push(op.sql(column, table, names));
    parts.human.push(op.human(column, value));
  }
  return parts;
}
