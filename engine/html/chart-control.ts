// The "Chart" control of table and query HTML pages: a small form (mark, x column, y column) and,
// when `_chart` asks, the page's own rows drawn as a chart (engine/charts/rows-chart.ts).
import type { Engine } from '../engine.js';
import type { RequestInfo } from '../request.js';
import type { PageResult, ValueRows } from '../views/result.js';
import type { QueryPairs } from '../url/query-string.js';
import { jsonValue } from '../query/values.js';
import { chartFigure, type ChartFigure } from '../charts/figure.js';
import type { ChartRow } from '../charts/render.js';
import { CHART_ARGS, CHART_MARKS, compiledFor, planRowsChart } from '../charts/rows-chart.js';
import { specWithData } from '../charts/spec.js';
import { databasePath, tablePath } from './paths.js';
import { withQuery, without } from './urls.js';

/** Asks for the chart's complete Vega-Lite spec (data inlined) instead of the page. */
const SPEC_ARG = '_chart_spec';

export interface ChartControl {
  action: string;
  /** The form starts open when the page draws a chart. */
  open: boolean;
  marks: Array<{ value: string; selected: boolean }>;
  xs: Array<{ name: string; selected: boolean }>;
  ys: Array<{ name: string; selected: boolean }>;
  /** The page's other arguments, kept by the form. */
  hidden: QueryPairs;
  figure: ChartFigure | null;
}

export interface RowsChart {
  control: ChartControl;
  /** 400 when the chart's arguments are wrong; else the page's own status. */
  status: number;
  /** Set when `_chart_spec` asked for the spec. */
  spec?: Response;
}

/** The rows a table or query page shows, with its path; null for other pages or when no rows ran. */
function pageRows(result: PageResult): { rows: ValueRows; path: string } | null {
  if (result.kind === 'table' && result.rows.form === 'values') return { rows: result.rows, path: result.path };
  if (result.kind === 'query' && result.rows?.form === 'values' && !result.error) {
    const path = result.canned ? tablePath(result.database, result.canned.name) : databasePath(result.database);
    return { rows: result.rows, path };
  }
  return null;
}

function chartRows(rows: ValueRows): ChartRow[] {
  return rows.values.map((values) => Object.fromEntries(rows.columns.map((c, i) => [c, jsonValue(values[i])])) as ChartRow);
}

/** The chart control (and chart) of a table or query page; null for any other page. */
export async function rowsChart(engine: Engine, req: RequestInfo, result: PageResult): Promise<RowsChart | null> {
  const page = pageRows(result);
  if (!page) return null;
  const { rows, path } = page;
  const plain = without(req.pairs, ...CHART_ARGS, SPEC_ARG);
  const mark = req.get('_chart');
  const x = req.get('_x') || undefined;
  const y = req.get('_y') || undefined;
  const control: ChartControl = {
    action: path,
    open: mark !== undefined,
    marks: CHART_MARKS.map((value) => ({ value, selected: value === (mark ?? 'bar') })),
    xs: rows.columns.map((name) => ({ name, selected: name === x })),
    ys: rows.columns.map((name) => ({ name, selected: name === y })),
    hidden: plain,
    figure: null,
  };
  if (mark === undefined) return { control, status: result.status };
  const data = chartRows(rows);
  const links = {
    name: 'rows',
    dataJson: withQuery(`${path}.json`, plain),
    dataCsv: withQuery(`${path}.csv`, plain),
    specUrl: withQuery(path, [...without(req.pairs, SPEC_ARG), [SPEC_ARG, 'on']]),
  };
  const plan = planRowsChart({ mark, x, y }, rows.columns, data);
  if (!plan.ok) {
    control.figure = failedFigure(links, plan.error);
    return { control, status: 400 };
  }
  const description = `The ${data.length.toLocaleString('en-US')} row${data.length === 1 ? '' : 's'} on this page.`;
  const chart = compiledFor(plan.spec);
  if (req.has(SPEC_ARG)) {
    const body = specWithData(chart.spec, { title: plan.title, description }, data);
    const headers = { 'content-type': 'application/json; charset=utf-8', 'Cache-Control': `max-age=${engine.settings.default_cache_ttl}` };
    return {
      control,
      status: 200,
      spec: new Response(req.method === 'HEAD' ? null : JSON.stringify(body, null, 2), { status: 200, headers }),
    };
  }
  try {
    control.figure = await chartFigure(chart, data, { ...links, title: plan.title, description });
  } catch (e) {
    engine.logger.warn({ err: e, path: req.path }, 'chart could not be drawn');
    control.figure = failedFigure(links, `The chart could not be drawn: ${(e as Error).message}`);
  }
  return { control, status: result.status };
}

function failedFigure(links: { name: string; dataJson: string; dataCsv: string }, error: string): ChartFigure {
  return {
    name: links.name,
    title: 'Chart',
    description: '',
    svg: null,
    alt: error,
    empty: null,
    error,
    data_json: links.dataJson,
    data_csv: links.dataCsv,
    spec_url: '',
  };
}
