// The kinds of facet, as Datasette's Facet classes are: each owns the argument that asks for it, how
// metadata names it, its counting SQL, the filter a selected value toggles, how it is written in
// JSON, and the probe that decides whether to suggest it. Listed in Datasette's class order, which
// fixes the order of `facet_results` and of suggestions.
import type { FacetConfig } from '../../config/metadata.js';
import { encodeCell, RawJson, type PyJson, type SqlValue } from '../../json/pyjson.js';
import { escapeSqlite } from '../../sql/escape.js';
import type { Facet } from '../result.js';
import { pyStr } from './keyset.js';

/** Runs a suggestion probe on the page's rows: its rows, or undefined when it failed or ran out of time. */
export type Probe = (sql: string) => Promise<SqlValue[][] | undefined>;

export interface FacetKind {
  type: Facet['type'];
  /** The query-string argument asking for this kind (`_facet=col`). */
  arg: string;
  /** The column a metadata `facets` entry names, when the entry is of this kind. */
  fromMetadata(entry: FacetConfig): string | undefined;
  /** The filter argument a selected value adds or removes. */
  selectionKey(column: string): string;
  /** Counts of each value among the page's rows (`inner`), most common first. */
  sql(column: string, inner: string, limit: number): string;
  /** A value as items show it, and as the selection compares it. */
  itemValue(value: SqlValue): SqlValue;
  /** Whether values may carry foreign-key labels. */
  labelled: boolean;
  /** `facet_results[name]` as Datasette writes it. */
  json(f: Facet, results: PyJson[]): Record<string, PyJson>;
  /** Whether `column` would make a useful facet of this kind; `rows` is the page's row count when known. */
  suggests(probe: Probe, column: string, inner: string, size: number, rows: number | null): Promise<boolean>;
}

/** How many values the date and array probes look at, as Datasette does. */
const PROBE_ROWS = 100;

/** Results of a facet as Datasette 0.65 lists them, one dict per value. */
export function resultsJson(f: Facet): PyJson[] {
  return f.items.map((i) => ({
    value: new RawJson(encodeCell(i.value, false)),
    label: new RawJson(encodeCell(i.label, false)),
    count: i.count,
    toggle_url: i.toggleUrl,
    selected: i.selected,
  }));
}

const columnFacet: FacetKind = {
  type: 'column',
  arg: '_facet',
  fromMetadata: (entry) => (typeof entry === 'string' ? entry : undefined),
  selectionKey: (column) => (column.startsWith('_') ? `${column}__exact` : column),
  sql: (column, inner, limit) => {
    const c = escapeSqlite(column);
    return `select ${c} as value, count(*) as count from (${inner}) where ${c} is not null group by ${c} order by count desc, value limit ${limit}`;
  },
  itemValue: (value) => value,
  labelled: true,
  json: (f, results) => ({
    name: f.column,
    type: 'column',
    hideable: f.hideable,
    toggle_url: f.toggleUrl,
    results,
    truncated: f.truncated,
  }),
  // A few distinct values, fewer than the rows, at least one repeated.
  async suggests(probe, column, inner, size, rows) {
    if (rows === null) return false;
    const c = escapeSqlite(column);
    const values = await probe(
      `select ${c} as value, count(*) as n from (${inner}) where value is not null group by value limit ${size + 1}`,
    );
    if (!values) return false;
    const distinct = values.length;
    return distinct > 1 && distinct < rows && distinct <= size && values.some((r) => Number(r[1]) > 1);
  },
};

/** Datasette's key order for the kinds other than column facets. */
const otherJson = (f: Facet, results: PyJson[]): Record<string, PyJson> => ({
  name: f.column,
  type: f.type,
  results,
  hideable: f.hideable,
  toggle_url: f.toggleUrl,
  truncated: f.truncated,
});

const dateFacet: FacetKind = {
  type: 'date',
  arg: '_facet_date',
  fromMetadata: (entry) => (typeof entry === 'object' && 'date' in entry ? entry.date : undefined),
  selectionKey: (column) => `${column}__date`,
  sql: (column, inner, limit) => {
    const c = escapeSqlite(column);
    return `select date(${c}) as value, count(*) as count from (${inner}) where date(${c}) is not null group by date(${c}) order by count desc, value limit ${limit}`;
  },
  itemValue: (value) => value,
  labelled: false,
  json: otherJson,
  // Some of the first values read as dates.
  async suggests(probe, column, inner) {
    const c = escapeSqlite(column);
    const rows = await probe(`select date(${c}) from (${inner}) where ${c} glob '????-??-*' limit ${PROBE_ROWS}`);
    return rows?.some((r) => r[0] !== null && r[0] !== '' && r[0] !== 0 && r[0] !== 0n) ?? false;
  },
};

function isArrayOfStrings(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) && parsed.every((x) => typeof x === 'string');
  } catch {
    return false;
  }
}

const arrayFacet: FacetKind = {
  type: 'array',
  arg: '_facet_array',
  fromMetadata: (entry) => (typeof entry === 'object' && 'array' in entry ? entry.array : undefined),
  selectionKey: (column) => `${column}__arraycontains`,
  sql: (column, inner, limit) => {
    const c = escapeSqlite(column);
    return `with inner as (${inner}), deduped_array_items as (select distinct j.value, inner.* from json_each([inner].${c}) j join inner) select value as value, count(*) as count from deduped_array_items group by value order by count(*) desc, value limit ${limit}`;
  },
  itemValue: (value) => String(value),
  labelled: false,
  json: otherJson,
  // The first values are JSON arrays (or null), and the first non-empty ones arrays of strings.
  async suggests(probe, column, inner) {
    const c = escapeSqlite(column);
    const types = await probe(
      `with limited as (select * from (${inner}) limit ${PROBE_ROWS}) select distinct json_type(${c}) from limited where ${c} is not null and ${c} != ''`,
    );
    if (!types) return false;
    const kinds = types.map((r) => r[0]);
    if (!((kinds.length === 1 && kinds[0] === 'array') || (kinds.length === 2 && kinds[0] === 'array' && kinds[1] === null))) return false;
    const first = await probe(
      `select ${c} from (${inner}) where ${c} is not null and ${c} != '' and json_array_length(${c}) > 0 limit ${PROBE_ROWS}`,
    );
    return first !== undefined && first.length > 0 && first.every((r) => isArrayOfStrings(r[0]));
  },
};

/** Every kind, in Datasette's order (column, date, array). */
export const FACET_KINDS: readonly FacetKind[] = [columnFacet, dateFacet, arrayFacet];

export function facetKind(type: Facet['type']): FacetKind {
  return FACET_KINDS.find((k) => k.type === type)!;
}

/** A value as its selection (a filter argument) writes it. */
export const selectionText = (kind: FacetKind, value: SqlValue): string => (kind.type === 'array' ? String(value) : pyStr(value));
