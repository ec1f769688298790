// Serves configured pages: each request whose path matches a page's pattern runs the page's
// queries and renders its template; other requests go on to the Datasette routes.
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
import { checkPage, type PagesConfig } from './load.js';
import { matchPath, pathVariables, patternRegExp } from './path-pattern.js';
import { resolveQuery, runPageQuery, type QueryRows, type ResolvedQuery } from './run-queries.js';
import type { PageDeclaration } from './schema.js';
import { chartSpecResponse, chartSpecTarget, pageChartFigures, preparePageCharts, type ReadyChart } from '../charts/page-charts.js';

interface ReadyPage {
  page: PageDeclaration;
  re: RegExp;
  queries: Array<[string, ResolvedQuery]>;
  charts: ReadyChart[];
}

function html(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

export function pagesMount(config: PagesConfig): Mount {
  return (app, engine) => {
    const env = createEnvironment([config.templatesDir]);
    const ready: ReadyPage[] = config.pages.map((page) => {
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
        for (const variable of pathVariables(page.path)) {
          const column = source.columns?.[variable] ?? variable;
          if (!table.columns.includes(column))
            throw new ConfigError(`${where}: linked_from ${source.table}: no column ${column} for {${variable}}`);
        }
      }
      const charts = preparePageCharts(where, page.charts, Object.keys(page.queries));
      return { page, re: patternRegExp(page.path), queries, charts };
    });
    registerPageLinks(
      engine,
      config.pages.flatMap((page) =>
        (page.linked_from ?? []).map((source) => ({
          database: source.database,
          table: source.table,
          path: page.path,
          columns: source.columns ?? {},
          label: page.title ? `Open the ${page.title} page` : `Open ${page.path}`,
        })),
      ),
    );
    app.use('*', async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const path = new URL(c.req.url).pathname;
      // A chart's spec lives under its page: <page path>/-/charts/<name>.vl.json
      const spec = chartSpecTarget(path);
      for (const r of ready) {
        const variables = matchPath(r.re, spec?.pagePath ?? path);
        const chart = spec && r.charts.find((ch) => ch.name === spec.chart);
        if (variables && (!spec || chart)) return servePage(engine, env, r, variables, c, chart ?? undefined);
      }
      return next();
    });
  };
}

async function servePage(
  engine: Engine,
  env: ReturnType<typeof createEnvironment>,
  r: ReadyPage,
  variables: Record<string, string>,
  c: Context,
  specOf?: ReadyChart,
): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname;
  const client = requestClient(engine, c);
  const run = async ([name, resolved]: [string, ResolvedQuery]): Promise<[string, QueryRows]> => [
    name,
    await runPageQuery(engine, r.page.queries[name], resolved, variables, client),
  ];
  try {
    // The queries that decide whether the page exists run first: a missing id costs no more.
    const required = await Promise.all(r.queries.filter(([name]) => r.page.queries[name].required).map(run));
    if (required.some(([, rows]) => rows.rows.length === 0)) {
      const message = `No ${r.page.title ?? 'page'} matches ${Object.values(variables).join(', ')}.`;
      return html(renderErrorPage(engine, path, 404, 'Not found', message, '/'), 404);
    }
    const rest = await Promise.all(r.queries.filter(([name]) => !r.page.queries[name].required).map(run));
    const context: Record<string, unknown> = { params: variables };
    for (const [name, rows] of [...required, ...rest]) {
      context[name] = r.page.queries[name].single ? (rows.rows[0] ?? null) : rows;
      context[`${name}_query`] = rows;
    }
    const cacheControl = { 'Cache-Control': `max-age=${engine.settings.default_cache_ttl}` };
    const sources = new Map([...required, ...rest]);
    if (specOf) return chartSpecResponse(specOf, sources.get(specOf.declared.query)!, cacheControl);
    context.charts = await pageChartFigures(r.charts, sources, path, url.search);
    const body = renderTemplate(engine, r.page.template, context, [], env);
    return html(c.req.method === 'HEAD' ? '' : body, 200, cacheControl);
  } catch (e) {
    if (!(e instanceof QueryFailure)) {
      engine.logger.error({ err: e, path }, 'page failed with a server error');
      return html(renderErrorPage(engine, path, 500, null, e instanceof Error ? e.message : String(e), '/'), 500);
    }
    const { status, message, headers } = pageAnswer(e);
    return html(renderErrorPage(engine, path, status, null, message, '/'), status, { ...failureHeaders(e), ...headers });
  }
}
