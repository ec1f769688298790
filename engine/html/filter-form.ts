// The table page's filter form: each active filter as an editable row plus one blank row. Submitting
// sends Datasette's `_filter_column_N`/`_filter_op_N`/`_filter_value_N`, which the table view
// redirects to the clean `column__op=value` URL.
import { FILTER_OPS, isFilterKey } from '../views/table/filters.js';
import type { QueryPairs } from '../url/query-string.js';

/** Operators that take no value: the form sends them as `op__1`, as Datasette's does. */
const NO_VALUE = new Set(['isnull', 'notnull', 'isblank', 'notblank']);

const OP_LABELS: Record<string, string> = {
  exact: '=', not: '!=', contains: 'contains', endswith: 'ends with', startswith: 'starts with',
  gt: '>', gte: '≥', lt: '<', lte: '≤', like: 'like', notlike: 'not like', glob: 'glob',
  in: 'in', notin: 'not in', arraycontains: 'array contains', arraynotcontains: 'array does not contain',
  date: 'date', isnull: 'is null', notnull: 'is not null', isblank: 'is blank', notblank: 'is not blank',
};

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterRow {
  n: number;
  column: string;
  op: string;
  value: string;
}

export interface FilterForm {
  rows: FilterRow[];
  columns: string[];
  operators: FilterOption[];
  /** Every other argument of the current page, kept as hidden inputs. */
  hidden: QueryPairs;
}

export function operatorOptions(): FilterOption[] {
  return FILTER_OPS.map((op) => ({ value: NO_VALUE.has(op) ? `${op}__1` : op, label: OP_LABELS[op] ?? op }));
}

/** Split `col__op` on the last `__`; a bare key is `exact`. Unknown operators are not filters. */
function parseFilter(key: string): { column: string; op: string } | null {
  const at = key.lastIndexOf('__');
  if (at < 0) return { column: key, op: 'exact' };
  const op = key.slice(at + 2);
  return FILTER_OPS.includes(op) ? { column: key.slice(0, at), op } : null;
}

export function filterForm(pairs: QueryPairs, columns: string[]): FilterForm {
  const rows: FilterRow[] = [];
  const hidden: QueryPairs = [];
  for (const [key, value] of pairs) {
    if (key === '_next') continue;
    const parsed = isFilterKey(key) ? parseFilter(key) : null;
    if (!parsed) {
      hidden.push([key, value]);
      continue;
    }
    rows.push({ n: rows.length + 1, column: parsed.column, op: NO_VALUE.has(parsed.op) ? `${parsed.op}__1` : parsed.op, value: NO_VALUE.has(parsed.op) ? '' : value });
  }
  rows.push({ n: rows.length + 1, column: '', op: 'exact', value: '' });
  return { rows, columns, operators: operatorOptions(), hidden };
}
