// Runs a data view's main query and hands its rows back in the form the output format needs: JSON
// text encoded by the SQL worker, or raw values (with foreign-key labels) for HTML and CSV. A
// failure is the query's QueryFailure, about the SQL the page shows.
import type { Engine } from '../engine.js';
import type { SqlValue } from '../json/pyjson.js';
import type { LabelSpec, RenderSpec } from '../pool/protocol.js';
import { QueryFailure } from '../query/failure.js';
import type { QueryCall } from '../query/run.js';
import type { RequestInfo } from '../request.js';
import { booleanArg } from './args.js';
import { lookupLabels } from './foreign-labels.js';
import type { Expandable, OutputFormat, Rows, Shape } from './result.js';
import { timeLimit } from '../config/settings.js';

/** Rows of a `_shape=object` body are split on this byte, which never appears in ASCII JSON output. */
export const OBJECT_ROW_SEPARATOR = '\u0001';

export interface FetchOptions {
  format: OutputFormat;
  shape: Shape;
  /** Rows to show; the query may fetch one more to detect truncation. Null = all fetched. */
  limit: number | null;
  /** Foreign keys whose labels the rows carry. */
  expanded: readonly Expandable[];
  /** The SQL a failure is about, when the page shows another than the one run. */
  shownSql?: string;
}

export interface Fetched {
  columns: string[];
  /** Rows fetched, shown or not. */
  rowCount: number;
  rows: Rows;
  /** Raw values of the last shown row (for `_next` tokens). */
  lastShown: SqlValue[] | undefined;
  /** Raw values of every shown row: always for value rows, for JSON with `_shape=object` (its keys). */
  shown: SqlValue[][] | undefined;
}

/** How the worker writes rows as Datasette JSON for `shape`. */
function workerEncoding(req: RequestInfo, shape: Shape, limit: number | null, labels: LabelSpec[]): RenderSpec {
  const rowForm = shape === 'arrays' ? 'array' : shape === 'arrayfirst' ? 'first' : 'object';
  const newlines = shape === 'array' && req.flag('_nl');
  return {
    rowForm,
    separator: shape === 'object' ? OBJECT_ROW_SEPARATOR : newlines ? '\n' : ', ',
    jsonColumns: req.getAll('_json'),
    infinity: booleanArg(req, '_json_infinity'),
    limit,
    raw: shape === 'object' ? 'all' : 'last',
    labels,
  };
}

/** Run `job` for the request's client and shape its rows for `options.format`. */
export async function fetchRows(
  engine: Engine,
  req: RequestInfo,
  job: Omit<QueryCall, 'render' | 'client'>,
  options: FetchOptions,
): Promise<Fetched> {
  try {
    if (options.format === 'json') {
      const labels: LabelSpec[] = options.expanded.map((e) => ({
        column: e.fk.column,
        otherTable: e.fk.other_table,
        otherColumn: e.fk.other_column,
        labelColumn: e.labelColumn,
      }));
      const result = await engine.query({ ...job, client: req.client, render: workerEncoding(req, options.shape, options.limit, labels) });
      const raw = result.rawRows ?? [];
      return {
        columns: result.columns,
        rowCount: result.rowCount,
        rows: { form: 'encoded', shape: options.shape, bytes: result.rendered!, framable: result.framable },
        lastShown: raw[raw.length - 1],
        shown: options.shape === 'object' ? raw : undefined,
      };
    }
    const result = await engine.query({ ...job, client: req.client });
    const all = result.rawRows!;
    const values = options.limit === null ? all : all.slice(0, options.limit);
    const labels = await lookupLabels(
      engine,
      req.client,
      job.database,
      result.columns,
      values,
      options.expanded,
      job.timeLimitMs === undefined ? timeLimit(engine.settings.sql_time_limit_ms) : job.timeLimitMs,
    );
    return {
      columns: result.columns,
      rowCount: result.rowCount,
      rows: { form: 'values', columns: result.columns, values, labels },
      lastShown: values[values.length - 1],
      shown: values,
    };
  } catch (e) {
    throw e instanceof QueryFailure && options.shownSql !== undefined ? e.about(options.shownSql) : e;
  }
}
