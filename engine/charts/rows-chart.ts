// `_chart=bar|line|point&_x=<column>&_y=<column>` on any table or query HTML page: the page's own rows
// drawn as a chart. The spec is made from the arguments and the rows (each column's kind read from
// its values); a bad argument is a message for the person, never a failed page.
import { CompiledChart, type ChartRow } from './render.js';
import type { VlSpec } from './spec.js';

export const CHART_MARKS = ['bar', 'line', 'point'] as const;
export type ChartMark = (typeof CHART_MARKS)[number];

/** The query-string arguments of a chart; the table view takes no filter from them. */
export const CHART_ARGS = ['_chart', '_x', '_y'] as const;

export interface ChartArgs {
  mark: string;
  /** Defaults to the first column. */
  x?: string;
  /** Omitted: the count of rows per x. */
  y?: string;
}

/** A chart the arguments ask for, or why it cannot be drawn. */
export type RowsChartPlan = { ok: true; spec: VlSpec; title: string } | { ok: false; error: string };

const DATE_TEXT = /^\d{4}-\d{2}(-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?)?)?$/;

type Kind = 'number' | 'date' | 'text';

function kindOf(rows: readonly ChartRow[], column: string): Kind | null {
  let kind: Kind | null = null;
  for (const r of rows) {
    const v = r[column];
    if (v === null || v === undefined || v === '') continue;
    const here: Kind = typeof v === 'number' ? 'number' : typeof v === 'string' && DATE_TEXT.test(v) ? 'date' : 'text';
    if (kind && kind !== here) return 'text';
    kind = here;
  }
  return kind;
}

function isMark(mark: string): mark is ChartMark {
  return (CHART_MARKS as readonly string[]).includes(mark);
}

/** The Vega-Lite spec for the arguments over these rows, or the message saying what is wrong. */
export function planRowsChart(args: ChartArgs, columns: readonly string[], rows: readonly ChartRow[]): RowsChartPlan {
  const { mark } = args;
  if (!isMark(mark)) return { ok: false, error: `_chart must be ${CHART_MARKS.join(', ')}, not "${mark}".` };
  const x = args.x || columns[0];
  if (!x || !columns.includes(x)) return { ok: false, error: `_x: these rows have no column "${x ?? ''}".` };
  if (args.y && !columns.includes(args.y)) return { ok: false, error: `_y: these rows have no column "${args.y}".` };
  if (args.y && rows.length && kindOf(rows, args.y) !== 'number')
    return { ok: false, error: `_y: column "${args.y}" holds no numbers to chart; choose another, or none to count rows.` };
  const xKind = kindOf(rows, x);
  // Bars stand on categories (each value its own band, in the rows' order); lines and points on a scale.
  const xType =
    mark === 'bar'
      ? xKind === 'number'
        ? 'ordinal'
        : 'nominal'
      : xKind === 'number'
        ? 'quantitative'
        : xKind === 'date'
          ? 'temporal'
          : 'nominal';
  const xEncoding: VlSpec = { field: x, type: xType, title: x };
  if (xType === 'nominal' || xType === 'ordinal') xEncoding.sort = null;
  const yEncoding: VlSpec = args.y
    ? { field: args.y, type: 'quantitative', title: args.y }
    : { aggregate: 'count', type: 'quantitative', title: 'Rows' };
  const spec: VlSpec = {
    mark: mark === 'bar' ? 'bar' : { type: mark, ...(mark === 'line' ? { point: true } : {}) },
    encoding: { x: xEncoding, y: yEncoding },
  };
  return { ok: true, spec, title: args.y ? `${args.y} by ${x}` : `Rows by ${x}` };
}

/** Compiled specs by their JSON: the same arguments on the same kind of rows compile once. */
const compiled = new Map<string, CompiledChart>();
const KEEP = 200;

export function compiledFor(spec: VlSpec): CompiledChart {
  const key = JSON.stringify(spec);
  let chart = compiled.get(key);
  if (!chart) {
    chart = new CompiledChart(spec, { strict: false });
    if (compiled.size >= KEEP) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, chart);
  }
  return chart;
}
