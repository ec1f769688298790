// What a template gets for one chart: the SVG with its text alternative, and links to its data and spec.
import nunjucks from 'nunjucks';
import type { ChartRow, CompiledChart } from './render.js';
import { dataSummary } from './summary.js';

export interface ChartFigure {
  name: string;
  title: string;
  description: string;
  /** The SVG markup (marked safe for the templates), or null when there is nothing to draw. */
  svg: nunjucks.runtime.SafeString | null;
  /** The text alternative: title, description and a one-line summary of the data. */
  alt: string;
  /** Shown instead of the chart when there are no rows. */
  empty: string | null;
  /** The error that stopped the chart, for people (table and query pages' `_chart`). */
  error: string | null;
  data_json: string;
  data_csv: string;
  spec_url: string;
}

export interface FigureInput {
  name: string;
  title: string;
  description?: string;
  dataJson: string;
  dataCsv: string;
  specUrl: string;
}

/** Element ids in the markup made unique on the page (several charts, each numbering from 1). */
function prefixIds(svg: string, prefix: string): string {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  let out = svg;
  for (const id of ids) {
    out = out
      .split(`id="${id}"`)
      .join(`id="${prefix}-${id}"`)
      .split(`url(#${id})`)
      .join(`url(#${prefix}-${id})`)
      .split(`href="#${id}"`)
      .join(`href="#${prefix}-${id}"`);
  }
  return out;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An id fragment safe in HTML and CSS selectors. */
function idPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** The SVG as an image with a title and a description people's assistive technology reads. */
function accessible(svg: string, id: string, title: string, desc: string): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  const head = `${svg.slice(0, open)} role="img" aria-labelledby="${id}-title ${id}-desc" id="${id}">`;
  const text = `<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(desc)}</desc>`;
  return head + text + svg.slice(open + 1);
}

export async function chartFigure(chart: CompiledChart, rows: readonly ChartRow[], input: FigureInput): Promise<ChartFigure> {
  const summary = dataSummary(chart.spec, rows);
  const description = input.description ?? '';
  const alt = [input.title, description, rows.length ? `${summary}.` : 'No data.']
    .filter(Boolean)
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`))
    .join(' ');
  const id = `chart-${idPart(input.name)}`;
  let svg: nunjucks.runtime.SafeString | null = null;
  if (rows.length) {
    const markup = prefixIds(await chart.render(rows), id);
    svg = new nunjucks.runtime.SafeString(accessible(markup, id, input.title, [description, `${summary}.`].filter(Boolean).join(' ')));
  }
  return {
    name: input.name,
    title: input.title,
    description,
    svg,
    alt,
    empty: rows.length ? null : 'No data to chart.',
    error: null,
    data_json: input.dataJson,
    data_csv: input.dataCsv,
    spec_url: input.specUrl,
  };
}
