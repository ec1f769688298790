// What a table page request asks for, checked before any SQL runs: the table, its keys, the shape,
// page size, sort and time limit. A bad argument is a 400 here, never a failed query later.
import type { Engine } from '../../engine.js';
import type { TableInfo } from '../../db/introspect.js';
import type { TableMetadata } from '../../config/metadata.js';
import type { RequestInfo } from '../../request.js';
import { HttpError, notFound } from '../../errors.js';
import { booleanArg, requestedShape, timeLimitFor } from '../args.js';
import type { DocumentResult, OutputFormat, RedirectResult, Shape, Sort } from '../result.js';
import { facetsNotAllowed, hasFacetArgs } from './facets.js';
import { formRedirect } from './form-redirect.js';

/** What the router found: the table and its canonical path (`/db/table`, no format suffix). */
export interface TableTarget {
  db: string;
  table: string;
  path: string;
}

export interface TableRequest {
  db: string;
  table: TableInfo;
  meta: TableMetadata;
  /** A table without a primary key is keyed (and paged) by its rowid. */
  rowid: boolean;
  keys: string[];
  format: OutputFormat;
  /** `_shape` shapes JSON only; the other formats read rows as values. */
  shape: Shape;
  size: number;
  sort: Sort | null;
  timeLimitMs: number | null;
  /** This page's own path with its format suffix. */
  path: string;
}

/** The file suffix of a format in this page's own links (HTML pages have none). */
function formatSuffix(format: OutputFormat): string {
  return format === 'html' ? '' : `.${format}`;
}

/**
 * The request checked; or, instead, the redirect a submitted filter form gets, or the document
 * Datasette answers a shape the table cannot take.
 */
export function tableRequest(
  engine: Engine,
  req: RequestInfo,
  target: TableTarget,
  format: OutputFormat,
): TableRequest | DocumentResult | RedirectResult {
  const { db } = target;
  const table = engine.table(db, target.table);
  if (!table) throw notFound('Table');
  const path = target.path + formatSuffix(format);
  const redirect = formRedirect(req, path);
  if (redirect) return redirect;
  const meta = engine.tableMetadata(db, table.name);
  const rowid = !table.isView && table.primaryKeys.length === 0;
  const requested = requestedShape(req);
  if (typeof requested !== 'string') throw new HttpError(400, `Invalid _shape: ${requested.invalid}`);
  const shape = format === 'json' ? requested : 'arrays';
  if (shape === 'object' && (table.isView || rowid)) {
    return {
      kind: 'document',
      status: 400,
      body: { ok: false, error: '_shape=object not available for tables with no primary keys' },
      dataView: true,
    };
  }
  booleanArg(req, '_json_infinity'); // a bad value is a 400 before any SQL runs
  if (!engine.settings.allow_facet && hasFacetArgs(req)) throw facetsNotAllowed();
  return {
    db,
    table,
    meta,
    rowid,
    keys: rowid ? ['rowid'] : table.primaryKeys,
    format,
    shape,
    size: pageSize(req, engine, meta.size),
    sort: sortFor(req, engine, db, table, rowid),
    timeLimitMs: timeLimitFor(req, engine.settings.sql_time_limit_ms),
    path,
  };
}

function pageSize(req: RequestInfo, engine: Engine, configured: number | undefined): number {
  const max = engine.settings.max_returned_rows;
  const raw = req.get('_size');
  if (raw === undefined || raw === '') return configured ?? engine.settings.default_page_size;
  if (raw === 'max') return max;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, '_size must be a positive integer');
  const size = Number(raw);
  if (max > 0 && size > max) throw new HttpError(400, `_size must be <= ${max}`);
  return size;
}

function sortFor(req: RequestInfo, engine: Engine, db: string, table: TableInfo, rowid: boolean): Sort | null {
  const meta = engine.tableMetadata(db, table.name);
  const sort = req.get('_sort');
  const sortDesc = req.get('_sort_desc');
  if (sort && sortDesc) throw new HttpError(400, 'Cannot use _sort and _sort_desc at the same time');
  const sortable = new Set(meta.sortable_columns ?? table.columns);
  if (rowid) sortable.add('rowid');
  const pick = (column: string, desc: boolean): Sort => {
    if (!sortable.has(column)) throw new HttpError(400, `Cannot sort table by ${column}`);
    return { column, desc };
  };
  if (sort) return pick(sort, false);
  if (sortDesc) return pick(sortDesc, true);
  if (meta.sort) return pick(meta.sort, false);
  if (meta.sort_desc) return pick(meta.sort_desc, true);
  return null;
}
