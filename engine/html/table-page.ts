// The table/view page's template context, from the table view's result.
import type { Engine } from '../engine.js';
import type { QueryPairs } from '../url/query-string.js';
import { labelOf, type TableResult } from '../views/result.js';
import type { SqlValue } from '../json/pyjson.js';
import { cell, foreignKeyCell, valueText, type Cell } from './cells.js';
import { columnLinkHref, rowObject } from './column-links.js';
import { filterForm, type FilterForm } from './filter-form.js';
import { valueRows } from './rows.js';
import { databasePath, rowPath } from './paths.js';
import { htmlLink, withQuery, without } from './urls.js';

export interface Header {
  name: string;
  /** Link that sorts by this column (ascending, or descending when already ascending). */
  sortHref?: string;
  sorted?: 'ascending' | 'descending';
  /** The column's description from metadata. */
  description?: string;
}

export interface FacetView {
  name: string;
  type: string;
  removeHref?: string;
  /** Set when there are more values than shown: the page with every facet at its largest size. */
  moreHref?: string;
  items: Array<{ label: string; count: number; href: string; selected: boolean }>;
}

export interface TablePageContext {
  title: string;
  database: string;
  table: string;
  isView: boolean;
  description?: string;
  descriptionHtml?: string;
  count: number | null;
  /** Shown as "more than N rows" when the count stopped at its cap. */
  countMoreThan: number | null;
  /** Runs the full count on the SQL page (no time-saving cap there). */
  countAllHref?: string;
  humanDescription: string;
  headers: Header[];
  rows: Array<{ cells: Cell[] }>;
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

export function tablePageContext(engine: Engine, pairs: QueryPairs, result: TableResult): TablePageContext {
  const { database: db, table, path } = result;
  const meta = engine.tableMetadata(db, table.name);
  const limit = engine.settings.truncate_cells_html;
  const plain = without(pairs, '_next');
  const rows = valueRows(result.rows);

  const fks = new Map(result.expandable.map((e) => [e.fk.column, e.fk]));
  const sortable = new Set(meta.sortable_columns ?? result.columns);
  const unsorted = without(plain, '_sort', '_sort_desc');
  const headers: Header[] = rows.columns.map((name) => {
    const h: Header = { name, description: meta.columns?.[name] };
    if (result.sort?.column === name) h.sorted = result.sort.desc ? 'descending' : 'ascending';
    if (sortable.has(name)) {
      const ascending = h.sorted === 'ascending';
      h.sortHref = withQuery(path, [...unsorted, ascending ? ['_sort_desc', name] : ['_sort', name]]);
    }
    return h;
  });

  const keyIndexes = result.keyColumns.map((k) => rows.columns.indexOf(k));
  const rowCells = rows.values.map((values) => {
    const href =
      keyIndexes.length && keyIndexes.every((i) => i >= 0)
        ? rowPath(
            db,
            table.name,
            keyIndexes.map((i) => valueText(values[i])),
          )
        : undefined;
    const row = rowObject(rows.columns, values);
    const cells = values.map((v: SqlValue, i) => {
      const column = rows.columns[i];
      const fk = fks.get(column);
      // A configured page for the column wins over the referenced row (the label stays).
      const page = columnLinkHref(engine, db, table.name, column, row);
      if (fk) return foreignKeyCell(v, labelOf(rows.labels, column, v), (key) => page ?? rowPath(db, fk.other_table, [key]));
      if (href && keyIndexes.includes(i)) return { ...cell(v, limit), href };
      return page ? { ...cell(v, 0), href: page } : cell(v, limit, href);
    });
    return { cells };
  });

  const facets: FacetView[] = result.facets.map((f) => ({
    name: f.column,
    type: f.type,
    removeHref: f.hideable ? htmlLink(f.toggleUrl) : undefined,
    moreHref: f.truncated ? withQuery(path, [...without(plain, '_facet_size'), ['_facet_size', 'max']]) : undefined,
    items: f.items.map((i) => ({
      label: valueText(i.label ?? i.value),
      count: i.count,
      href: htmlLink(i.toggleUrl),
      selected: i.selected,
    })),
  }));
  const suggestedFacets = result.suggestedFacets.map((s) => ({
    label: s.type ? `${s.column} (${s.type})` : s.column,
    href: htmlLink(s.toggleUrl),
  }));

  const sizes = SIZES.filter((s) => s <= engine.settings.max_returned_rows).map((size) => ({
    size,
    href: withQuery(path, [...without(plain, '_size'), ['_size', String(size)]]),
    current: size === result.pageSize,
  }));
  const paramPairs = Object.entries(result.params).map(([k, v]): [string, string] => [k, String(v)]);
  const sqlPairs: QueryPairs = [['sql', result.sql], ...paramPairs];
  const allowSql = engine.settings.default_allow_sql;
  const csvPairs = without(plain, '_labels', '_label');
  return {
    title: meta.title ?? table.name,
    database: db,
    table: table.name,
    isView: table.isView,
    description: meta.description,
    descriptionHtml: meta.description_html,
    count: result.count,
    countMoreThan: result.countMoreThan,
    countAllHref:
      allowSql && result.countMoreThan !== null ? withQuery(databasePath(db), [['sql', result.countSql], ...paramPairs]) : undefined,
    humanDescription: result.humanDescription,
    headers,
    rows: rowCells,
    filters: filterForm(result.filters, pairs, result.columns),
    action: path,
    facets,
    suggestedFacets,
    search: result.search ? { value: result.search.text, hidden: without(plain, '_search') } : undefined,
    sizes,
    nextHref: result.next !== null ? withQuery(path, [...plain, ['_next', result.next]]) : undefined,
    firstHref: pairs.some(([k]) => k === '_next') ? withQuery(path, plain) : undefined,
    sqlHref: allowSql ? withQuery(databasePath(db), sqlPairs) : undefined,
    exports: [
      { label: 'JSON', href: withQuery(`${path}.json`, pairs) },
      { label: 'CSV', href: withQuery(`${path}.csv`, csvPairs) },
      // Labels only mean something where a column points at another table.
      ...(result.expandable.length ? [{ label: 'CSV with labels', href: withQuery(`${path}.csv`, [...csvPairs, ['_labels', 'on']]) }] : []),
      { label: 'CSV, all rows (stream)', href: withQuery(`${path}.csv`, [...without(csvPairs, '_size'), ['_stream', 'on'], ['_dl', '1']]) },
    ],
  };
}
