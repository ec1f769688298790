// The table page's filter form: each active filter as an editable row plus one blank row. Submitting
// sends Datasette's `_filter_column_N`/`_filter_op_N`/`_filter_value_N`, which the table view
// redirects to the clean `column__op=value` URL.
import { FILTER_OPS, isFilterKey } from '../views/table/filters.js';
import type { Filter } from '../views/result.js';
import type { QueryPairs } from '../url/query-string.js';

/** Operators that take no value: the form sends them as `op__1`, as Datasette's does. */
const NO_VALUE = new Set(['isnull', 'notnull', 'isblank', 'notblank']);

const OP_LABELS: Record<string, string> = {
  exact: '=',
  not: '!=',
  contains: 'contains',
  endswith: 'ends with',
  startswith: 'starts with',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  like: 'like',
  notlike: 'not like',
  glob: 'glob',
  in: 'in',
  notin: 'not in',
  arraycontains: 'array contains',
  arraynotcontains: 'array does not contain',
  date: 'date',
  isnull: 'is null',
  notnull: 'is not null',
  isblank: 'is blank',
  notblank: 'is not blank',
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
  /** Every other argument of the current page (sort, facets, size, search), kept as hidden inputs. */
  hidden: QueryPairs;
}

export function operatorOptions(): FilterOption[] {
  return FILTER_OPS.map((op) => ({ value: NO_VALUE.has(op) ? `${op}__1` : op, label: OP_LABELS[op] ?? op }));
}

export function filterForm(filters: Filter[], pairs: QueryPairs, columns: string[]): FilterForm {
  const rows: FilterRow[] = filters.map((f, i) => ({
    n: i + 1,
    column: f.column,
    op: NO_VALUE.has(f.op) ? `${f.op}__1` : f.op,
    value: NO_VALUE.has(f.op) ? '' : f.value,
  }));
  rows.push({ n: rows.length + 1, column: '', op: 'exact', value: '' });
  // A new filter starts again at the first page.
  const hidden = pairs.filter(([k]) => !isFilterKey(k) && k !== '_next');
  return { rows, columns, operators: operatorOptions(), hidden };
}
