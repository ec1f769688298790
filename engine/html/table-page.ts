// The table/view page's template context, from the table view's result.
import type { Engine } from '../engine.js';
import type { QueryPairs } from '../url/query-string.js';
import { cell, foreignKeyCell, type Cell } from './cells.js';
import { filterForm, type FilterForm } from './filter-form.js';
import { rowValues, type ForeignKeyRef, type TableData, type Value } from './input.js';
import { databasePath, rowPath, tablePath } from './paths.js';
import { htmlLink, withQuery, without } from './urls.js';

export interface Header {
  name: string;
  /** Link that sorts by this column (ascending, or descending when already ascending). */
  sortHref?: string;
  sorted?: 'ascending' | 'descending';
  foreignKey?: string;
}

export interface FacetView {
  name: string;
  type: string;
  removeHref?: string;
  truncated: boolean;
  items: Array<{ label: string; count: number; href: string; selected: boolean }>;
}

export interface TablePageContext {
  title: string;
  database: string;
  databaseHref: string;
  table: string;
  isView: boolean;
  description?: string;
  descriptionHtml?: string;
  count: number | null;
  humanDescription: string;
  headers: Header[];
  rows: Array<{ href?: string; cells: Cell[] }>;
  filters: FilterForm;
  action: string;
  facets: FacetView[];
  suggestedFacets: Array<{ label: string; href: string }>;
  search?: { value: string; hidden: QueryPairs };
  sizes: Array<{ size: number; href: string; current: boolean }>;
  nextHref?: string;
  firstHref?: string;
  sqlHref?: string;
  exports: Array<{ label: string; href: string }>;
}

const SIZES = [10, 20, 50, 100, 200, 500, 1000];

/** The argument the HTML layer adds to the table view so foreign keys come with their labels. */
export function labelArgs(pairs: QueryPairs): QueryPairs {
  return pairs.some(([k]) => k === '_labels' || k === '_label') ? [] : [['_labels', 'on']];
}

export function tablePageContext(engine: Engine, pairs: QueryPairs, data: TableData): TablePageContext {
  const { database: db, table } = data;
  const meta = engine.tableMetadata(db, table);
  const info = engine.table(db, table);
  const path = tablePath(db, table);
  const added = labelArgs(pairs);
  const limit = engine.settings.truncate_cells_html;
  const plain = without(pairs, '_next');

  const fks = new Map<string, ForeignKeyRef>((data.expandable_columns ?? []).map(([fk]) => [fk.column, fk]));
  const sortable = new Set(meta.sortable_columns ?? data.columns);
  const sortAsc = pairs.find(([k]) => k === '_sort')?.[1];
  const sortDesc = pairs.find(([k]) => k === '_sort_desc')?.[1];
  const unsorted = without(plain, '_sort', '_sort_desc');
  const headers: Header[] = data.columns.map((name) => {
    const h: Header = { name, foreignKey: fks.get(name)?.other_table };
    if (sortAsc === name) h.sorted = 'ascending';
    if (sortDesc === name) h.sorted = 'descending';
    if (sortable.has(name) && !data.is_view) {
      h.sortHref = withQuery(path, [...unsorted, sortAsc === name ? ['_sort_desc', name] : ['_sort', name]]);
    }
    return h;
  });

  const keyColumns = data.primary_keys.length ? data.primary_keys : data.columns.includes('rowid') ? ['rowid'] : [];
  const rows = data.rows.map((raw) => {
    const values = rowValues(raw, data.columns);
    const keyOf = (v: Value): string => String(v !== null && typeof v === 'object' && !Array.isArray(v) && 'value' in v ? v.value : v);
    const href = keyColumns.length && !data.is_view ? rowPath(db, table, keyColumns.map((k) => keyOf(values[data.columns.indexOf(k)]))) : undefined;
    const cells = values.map((v, i) => {
      const fk = fks.get(data.columns[i]);
      if (fk) return foreignKeyCell(v, (key) => rowPath(db, fk.other_table, [key]));
      if (href && keyColumns.includes(data.columns[i])) return { ...cell(v, limit), href };
      return cell(v, limit, href);
    });
    return { href, cells };
  });

  const facets: FacetView[] = Object.values(data.facet_results ?? {}).map((f) => ({
    name: f.name,
    type: f.type,
    removeHref: f.hideable ? htmlLink(f.toggle_url, added) : undefined,
    truncated: f.truncated,
    items: f.results.map((r) => ({ label: String(r.label ?? r.value), count: r.count, href: htmlLink(r.toggle_url, added), selected: r.selected })),
  }));
  const suggestedFacets = (data.suggested_facets ?? []).map((s) => ({ label: s.type ? `${s.name} (${s.type})` : s.name, href: htmlLink(s.toggle_url, added) }));

  const hasSearch = Boolean(meta.fts_table ?? info?.fts);
  const currentSize = Number(pairs.find(([k]) => k === '_size')?.[1] ?? meta.size ?? engine.settings.default_page_size);
  const sizes = SIZES.filter((s) => s <= engine.settings.max_returned_rows)
    .map((size) => ({ size, href: withQuery(path, [...without(plain, '_size'), ['_size', String(size)]]), current: size === currentSize }));

  const sqlPairs: QueryPairs = [['sql', data.query.sql], ...Object.entries(data.query.params).map(([k, v]): [string, string] => [k, String(v)])];
  const csvPairs = without(plain, '_labels', '_label');
  return {
    title: meta.title ?? table,
    database: db,
    databaseHref: databasePath(db),
    table,
    isView: data.is_view,
    description: meta.description,
    descriptionHtml: meta.description_html,
    count: data.filtered_table_rows_count,
    humanDescription: data.human_description_en,
    headers,
    rows,
    filters: filterForm(pairs, data.columns),
    action: path,
    facets,
    suggestedFacets,
    search: hasSearch ? { value: pairs.find(([k]) => k === '_search')?.[1] ?? '', hidden: without(plain, '_search') } : undefined,
    sizes,
    nextHref: data.next !== null ? withQuery(path, [...plain, ['_next', data.next]]) : undefined,
    firstHref: pairs.some(([k]) => k === '_next') ? withQuery(path, plain) : undefined,
    sqlHref: engine.settings.default_allow_sql ? withQuery(databasePath(db), sqlPairs) : undefined,
    exports: [
      { label: 'JSON', href: withQuery(`${path}.json`, pairs) },
      { label: 'CSV', href: withQuery(`${path}.csv`, csvPairs) },
      { label: 'CSV with labels', href: withQuery(`${path}.csv`, [...csvPairs, ['_labels', 'on']]) },
      { label: 'CSV, all rows (stream)', href: withQuery(`${path}.csv`, [...without(csvPairs, '_size'), ['_stream', 'on'], ['_dl', '1']]) },
    ],
  };
}
