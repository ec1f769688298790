// Serves configured pages: each request whose path matches a page's pattern runs the page's
// queries and renders its template (or, at the path plus `.json`, answers its twin: the same rows
// as JSON); other requests go on to the Datasette routes.
import type { Context } from 'hono';
import type { Engine } from '../engine.js';
import { requestClient, type Mount } from '../http/app.js';
import { ConfigError } from '../config/load.js';
import { QueryFailure } from '../query/failure.js';
import { failureHeaders, pageAnswer } from '../query/answers.js';
import { createEnvironment } from '../html/environment.js';
import { renderTemplate } from '../html/render.js';
import { renderErrorPage } from '../html/error-page.js';
import { registerPageLinks } from '../html/page-links.js';
import { registerColumnLinks } from '../html/column-links.js';
import { searchMount } from '../search/mount.js';
import { checkPage, type PagesConfig } from './load.js';
import { requestWidth, sideBySide } from '../query/side-by-side.js';
import { matchPath, pathVariables, patternRegExp } from './path-pattern.js';
import { resolveQuery, runPageQuery, type QueryRows, type ResolvedQuery } from './run-queries.js';
import { columnHeaders } from './display.js';
import { pageNumber, pageUrl, pageVariables, PageRequestError, twinOf } from './request.js';
import { pageJson, type PageJson } from './json-twin.js';
import type { ColumnDisplay, PageDeclaration } from './schema.js';
import {
  chartSpecResponse,
  chartSpecTarget,
  pageChartFigures,
  preparePageCharts,
  type ChartSource,
  type ReadyChart,
} from '../charts/page-charts.js';

interface ReadyPage {
  page: PageDeclaration;
  re: RegExp;
  queries: Array<[string, ResolvedQuery]>;
  charts: ReadyChart[];
}

type Environment = ReturnType<typeof createEnvironment>;

function html(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

function json(body: unknown, status: number, headers: Record<string, string> = {}, empty = false): Response {
  return new Response(empty ? '' : JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

function readyPage(engine: Engine, env: Environment, page: PageDeclaration): ReadyPage {
  const where = `page ${page.path}`;
  checkPage(where, page);
  try {
    env.getTemplate(page.template, true);
  } catch (e) {
    throw new ConfigError(`${where}: template ${page.template}: ${(e as Error).message}`);
  }
  const queries = Object.entries(page.queries).map(([name, q]): [string, ResolvedQuery] => [
    name,
    resolveQuery(engine, `${where}, query ${name}`, q),
  ]);
  for (const source of page.linked_from ?? []) {
    const table = engine.table(source.database, source.table);
    if (!table) throw new ConfigError(`${where}: linked_from ${source.database}.${source.table}: no such table`);
    for (const variable of [...pathVariables(page.path), ...(page.query_params ?? [])]) {
      const column = source.columns?.[variable] ?? variable;
      if (!table.columns.includes(column))
        throw new ConfigError(`${where}: linked_from ${source.table}: no column ${column} for {${variable}}`);
    }
  }
  const charts = preparePageCharts(where, page.charts, Object.keys(page.queries));
  return { page, re: patternRegExp(page.path), queries, charts };
}

/** Row pages of the `linked_from` tables link to their page. */
function registerLinkedFrom(engine: Engine, pages: PageDeclaration[]): void {
  registerPageLinks(
    engine,
    pages.flatMap((page) =>
      (page.linked_from ?? []).map((source) => ({
        database: source.database,
        table: source.table,
        path: page.path,
        query: page.query_params ?? [],
        columns: source.columns ?? {},
        label: page.title ? `Open the ${page.title} page` : `Open ${page.path}`,
      })),
    ),
  );
}

export function pagesMount(config: PagesConfig): Mount {
  return (app, engine) => {
    const env = createEnvironment([config.templatesDir]);
    const ready = config.pages.map((page) => readyPage(engine, env, page));
    registerLinkedFrom(engine, config.pages);
    if (config.links) registerColumnLinks(engine, config.links);
    if (config.search) searchMount(config.search)(app, engine);
    app.use('*', async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const path = new URL(c.req.url).pathname;
      // A chart's spec lives under its page: <page path>/-/charts/<name>.vl.json
      const spec = chartSpecTarget(path);
      if (spec) {
        for (const r of ready) {
          const variables = matchPath(r.re, spec.pagePath);
          const chart = r.charts.find((ch) => ch.name === spec.chart);
          if (variables && chart)
            return servePage(engine, env, r, variables, c, {
              pagePath: spec.pagePath,
              asJson: true, // its errors answer as JSON
              columns: config.columns ?? {},
              chart,
            });
        }
        return next();
      }
      const twin = twinOf(path);
      // The twin first: `/member/A1.json` would otherwise match `/member/{id}` with id "A1.json".
      const candidates: Array<[string, boolean]> =
        twin === null
          ? [[path, false]]
          : [
              [twin, true],
              [path, false],
            ];
      for (const [pagePath, asJson] of candidates) {
        for (const r of ready) {
          const variables = matchPath(r.re, pagePath);
          if (variables) return servePage(engine, env, r, variables, c, { pagePath, asJson, columns: config.columns ?? {} });
        }
      }
      return next();
    });
  };
}

interface Serving {
  /** The HTML page's path (the twin's without `.json`). */
  pagePath: string;
  asJson: boolean;
  /** The file's column display defaults. */
  columns: Record<string, ColumnDisplay>;
  /** Serve this chart's complete spec instead of the page. */
  chart?: ReadyChart;
}

async function servePage(
  engine: Engine,
  env: Environment,
  r: ReadyPage,
  fromPath: Record<string, string>,
  c: Context,
  s: Serving,
): Promise<Response> {
  const url = new URL(c.req.url);
  const client = requestClient(engine, c);
  const ownPath = s.asJson ? `${s.pagePath}.json` : s.pagePath;
  const fail = (status: number, message: string, headers: Record<string, string> = {}, searchText?: string): Response =>
    s.asJson
      ? json({ ok: false, error: message, status, title: null }, status, headers)
      : html(renderErrorPage(engine, s.pagePath, status, null, message, '/', { searchText }), status, headers);
  try {
    const variables = pageVariables(r.page, fromPath, url.searchParams);
    const pages = new Map(
      r.queries.filter(([name]) => r.page.queries[name].paged).map(([name]) => [name, pageNumber(name, url.searchParams)]),
    );
    const run = async ([name, resolved]: [string, ResolvedQuery]): Promise<[string, QueryRows]> => {
      const q = r.page.queries[name];
      const headers = (columns: string[]) => columnHeaders(columns, s.columns, q.columns);
      const rows = await runPageQuery(engine, q, resolved, variables, client, headers, pages.get(name));
      const page = pages.get(name);
      if (page === undefined) return [name, rows];
      const prev_url = page > 1 ? pageUrl(ownPath, url.searchParams, name, page - 1) : null;
      const next_url = rows.truncated ? pageUrl(ownPath, url.searchParams, name, page + 1) : null;
      return [name, { ...rows, page, prev_url, next_url }];
    };
    // The queries that decide whether the page exists run first: a missing id costs no more.
    const width = requestWidth(engine.settings);
    const required = await sideBySide(
      r.queries.filter(([name]) => r.page.queries[name].required),
      width,
      run,
    );
    if (required.some(([, rows]) => rows.rows.length === 0)) {
      const values = Object.values(variables);
      throw new PageRequestError(404, `No ${r.page.title ?? 'page'} matches ${values.join(', ')}.`, values.join(' '));
    }
    const rest = await sideBySide(
      r.queries.filter(([name]) => !r.page.queries[name].required),
      width,
      run,
    );
    const all = [...required, ...rest];
    const cache = { 'Cache-Control': `max-age=${engine.settings.default_cache_ttl}` };
    // A chart draws all its query's rows: a paged query runs once more, unpaged (up to the server's
    // row cap), for its charts.
    const sources = new Map<string, ChartSource>(all);
    for (const name of new Set(r.charts.map((ch) => ch.declared.query))) {
      if (!pages.has(name)) continue;
      const q = { ...r.page.queries[name], limit: Math.max(r.page.queries[name].limit ?? 0, engine.settings.max_returned_rows) };
      const resolved = r.queries.find(([n]) => n === name)![1];
      sources.set(
        name,
        await runPageQuery(engine, q, resolved, variables, client, (columns) => columnHeaders(columns, s.columns, q.columns)),
      );
    }
    if (s.chart) return chartSpecResponse(s.chart, sources.get(s.chart.declared.query)!, cache);
    if (s.asJson) {
      const body: PageJson = pageJson(s.pagePath, variables, all);
      return c.req.method === 'HEAD' ? json(null, 200, cache, true) : json(body, 200, cache);
    }
    const twinUrl = `${s.pagePath}.json${url.search}`;
    const context: Record<string, unknown> = { params: variables, json_url: twinUrl };
    for (const [name, rows] of all) {
      context[name] = r.page.queries[name].single ? (rows.rows[0] ?? null) : rows;
      context[`${name}_query`] = rows;
    }
    context.charts = await pageChartFigures(r.charts, sources, s.pagePath, url.search);
    const body = renderTemplate(engine, r.page.template, context, [], env);
    return html(c.req.method === 'HEAD' ? '' : body, 200, cache);
  } catch (e) {
    if (e instanceof PageRequestError) return fail(e.status, e.message, {}, e.searchText);
    if (!(e instanceof QueryFailure)) {
      engine.logger.error({ err: e, path: url.pathname }, 'page failed with a server error');
      return fail(500, e instanceof Error ? e.message : String(e));
    }
    const { status, message, headers } = pageAnswer(e);
    return fail(status, message, { ...failureHeaders(e), ...headers });
  }
}
