// Draws a Vega-Lite spec as SVG on the server: compiled to Vega once, drawn per request with the rows
// handed over as data. Nothing is fetched: the loader refuses every URL and file.
import * as vega from 'vega';
import * as vegaLite from 'vega-lite';
import { DATA_NAME, drawableSpec, temporalFields, type VlSpec } from './spec.js';

export type ChartRow = Record<string, unknown>;

/** A loader that refuses everything, so a spec can never make the server read a file or the network. */
function refusingLoader(): vega.Loader {
  const refuse = (uri: string): Promise<never> => Promise.reject(new Error(`charts load nothing (asked for ${uri})`));
  const loader = vega.loader();
  loader.load = refuse;
  loader.sanitize = refuse;
  loader.http = refuse;
  loader.file = refuse;
  return loader;
}

const LOADER = refusingLoader();

/** Vega-Lite's warnings, collected so a declared spec that draws only part of what it says is refused. */
class WarningLog {
  readonly warnings: string[] = [];
  #level = 0;
  level(): number;
  level(_: number): this;
  level(l?: number): number | this {
    if (l === undefined) return this.#level;
    this.#level = l;
    return this;
  }
  warn(...args: readonly unknown[]): this {
    this.warnings.push(args.map(String).join(' '));
    return this;
  }
  info(): this {
    return this;
  }
  debug(): this {
    return this;
  }
  error(...args: readonly unknown[]): this {
    throw new Error(args.map(String).join(' '));
  }
}

/** Dates written without a zone (SQLite's `2024-03-05 12:00:00`) read as UTC, not the server's local time. */
const DATE_TEXT = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?)?)?$/;

function utcTime(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const m = DATE_TEXT.exec(v);
  if (!m) return v;
  const [, y, mo = '1', d = '1', h = '0', mi = '0', s = '0', frac = ''] = m;
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, frac ? Math.round(Number(frac) * 1000) : 0);
}

/** Renders run one at a time: Vega numbers its SVG definitions from a shared counter. */
let queue: Promise<unknown> = Promise.resolve();

export class CompiledChart {
  /** The spec as drawn (UTC, default size), without data. */
  readonly spec: VlSpec;
  readonly #runtime: vega.Runtime;
  readonly #dates: string[];

  /** Compiles the spec; throws with Vega-Lite's or Vega's message (or the first warning) when it is not valid. */
  constructor(declared: VlSpec, options: { strict: boolean }) {
    this.spec = drawableSpec(declared);
    const log = new WarningLog();
    const compiled = vegaLite.compile({ ...this.spec, data: { name: DATA_NAME } } as vegaLite.TopLevelSpec, { logger: log });
    if (options.strict && log.warnings.length) throw new Error(log.warnings[0]);
    this.#runtime = vega.parse(compiled.spec);
    this.#dates = [...temporalFields(this.spec)];
  }

  /** The SVG markup of the chart over `rows` (the same rows always give the same markup). */
  render(rows: readonly ChartRow[]): Promise<string> {
    const data = this.#dates.length
      ? rows.map((r) => {
          const out = { ...r };
          for (const f of this.#dates) out[f] = utcTime(r[f]);
          return out;
        })
      : rows.map((r) => ({ ...r }));
    const run = queue.then(async () => {
      vega.resetSVGDefIds(); // gradients are numbered while the data flows, clip paths while drawing
      const view = new vega.View(this.#runtime, { renderer: 'none', loader: LOADER, logLevel: vega.Error });
      view.data(DATA_NAME, data);
      try {
        return await view.toSVG();
      } finally {
        view.finalize();
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }
}
