// A configured page's `charts:`: each chart draws one of the page's queries with a declared
// Vega-Lite spec. Specs are checked and compiled once, at start-up; a bad one stops the server
// with a ConfigError naming the page and the chart.
import { ConfigError } from '../config/load.js';
import { CompiledChart, type ChartRow } from './render.js';
import { specProblem, specWithData, type VlSpec } from './spec.js';
import { chartFigure, type ChartFigure } from './figure.js';

/** One entry of a page's `charts:`. */
export interface PageChart {
  /** The page query whose rows (all it returns, up to its `limit`) are the chart's data. */
  query: string;
  title: string;
  description?: string;
  /** A Vega-Lite spec without `data` (and no `url` anywhere). */
  spec: VlSpec;
}

const NAME = '^[A-Za-z_][A-Za-z0-9_]*$';

/** JSON Schema of a page's `charts:` map (the spec itself is checked by compiling it). */
export const pageChartsSchema = {
  type: 'object',
  propertyNames: { pattern: NAME },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['query', 'title', 'spec'],
    properties: {
      query: { type: 'string', pattern: NAME },
      title: { type: 'string', minLength: 1 },
      description: { type: 'string' },
      spec: { type: 'object' },
    },
  },
} as const;

export interface ReadyChart {
  name: string;
  declared: PageChart;
  compiled: CompiledChart;
}

/** The page's charts checked and compiled; `where` names the page in errors. */
export function preparePageCharts(where: string, charts: Record<string, PageChart> | undefined, queries: readonly string[]): ReadyChart[] {
  return Object.entries(charts ?? {}).map(([name, declared]) => {
    const at = `${where}, chart ${name}`;
    if (!queries.includes(declared.query)) throw new ConfigError(`${at}: the page has no query ${declared.query}`);
    const problem = specProblem(declared.spec);
    if (problem) throw new ConfigError(`${at}: ${problem}`);
    try {
      return { name, declared, compiled: new CompiledChart(declared.spec, { strict: true }) };
    } catch (e) {
      throw new ConfigError(`${at}: the Vega-Lite spec does not compile: ${(e as Error).message}`);
    }
  });
}

/** The rows a chart is drawn from, as JSON values (big integers as numbers, binary values as null). */
export function chartRows(rows: ReadonlyArray<Record<string, unknown>>): ChartRow[] {
  return rows.map((r) => {
    const out: ChartRow = {};
    for (const [k, v] of Object.entries(r)) {
      out[k] = typeof v === 'bigint' ? Number(v) : typeof v === 'object' && v !== null ? null : v;
    }
    return out;
  });
}

/** The rows of one page query and the URL of the same query's JSON. */
export interface ChartSource {
  rows: ReadonlyArray<Record<string, unknown>>;
  json: string;
}

const SPEC_SEGMENT = /\/-\/charts\/([A-Za-z_][A-Za-z0-9_]*)\.vl\.json$/;

/** `/member/A1/-/charts/trades.vl.json` → the page path and the chart's name; null for any other path. */
export function chartSpecTarget(path: string): { pagePath: string; chart: string } | null {
  const m = SPEC_SEGMENT.exec(path);
  return m ? { pagePath: path.slice(0, m.index), chart: m[1] } : null;
}

/** The URL of a chart's spec: the page's path and query string around `/-/charts/<name>.vl.json`. */
export function chartSpecUrl(pagePath: string, search: string, name: string): string {
  return `${pagePath}/-/charts/${name}.vl.json${search}`;
}

/** `charts.<name>` for the page's template. `search` is the page's query string (`?…` or ''). */
export async function pageChartFigures(
  charts: readonly ReadyChart[],
  sources: ReadonlyMap<string, ChartSource>,
  pagePath: string,
  search: string,
): Promise<Record<string, ChartFigure>> {
  const out: Record<string, ChartFigure> = {};
  for (const { name, declared, compiled } of charts) {
    const source = sources.get(declared.query)!;
    out[name] = await chartFigure(compiled, chartRows(source.rows), {
      name,
      title: declared.title,
      description: declared.description,
      dataJson: source.json,
      dataCsv: source.json.replace(/\.json(\?|$)/, '.csv$1'),
      specUrl: chartSpecUrl(pagePath, search, name),
    });
  }
  return out;
}

/** The complete Vega-Lite spec of a chart with its data inlined, as a JSON response. */
export function chartSpecResponse(chart: ReadyChart, source: ChartSource, headers: Record<string, string>): Response {
  const body = specWithData(chart.compiled.spec, chart.declared, chartRows(source.rows));
  return new Response(JSON.stringify(body, null, 2), {
    status: 200,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}
