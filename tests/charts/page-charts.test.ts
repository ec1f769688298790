// Page-level `charts:` over the fixtures database: a pages file in real YAML, served on a real
// server; each chart is drawn on the server from its query's rows, with a text alternative, links to
// its data and a spec URL that answers the complete Vega-Lite spec with the data inlined.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { startServer, type RunningServer } from '../../engine/server.js';
import { Engine } from '../../engine/engine.js';
import { loadPages } from '../../engine/pages/load.js';
import { pagesMount } from '../../engine/pages/mount.js';
import { ConfigError } from '../../engine/config/load.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';
import { client, type Fetched } from '../support/server.js';

const PAGES_YAML = `templates: templates
pages:
  - path: /state/{state}
    title: state
    template: state.njk
    queries:
      days:
        database: fixtures
        sql: "select substr(created, 1, 10) as day, count(*) as places from facetable where state = :state group by day order by day"
        limit: 2
      cities:
        database: fixtures
        sql: "select facet_cities.name as city, count(*) as places from facetable join facet_cities on facet_cities.id = _city_id where state = :state group by city order by city"
    charts:
      places_by_day:
        query: days
        title: Places created per day
        description: How many places were created each day.
        spec:
          mark: bar
          encoding:
            x: {field: day, type: temporal, timeUnit: yearmonthdate, title: Day}
            y: {field: places, type: quantitative, title: Places}
      places_by_city:
        query: cities
        title: Places per city
        spec:
          mark: bar
          encoding:
            x: {field: city, type: nominal, title: City, sort: null}
            y: {field: places, type: quantitative, title: Places}
`;

const PAGED_PAGE = `  - path: /by-state
    title: state
    template: state.njk
    query_params: [state]
    queries:
      days:
        database: fixtures
        sql: "select substr(created, 1, 10) as day, count(*) as places from facetable where state = :state group by day order by day"
        limit: 1
        paged: true
      cities:
        database: fixtures
        sql: "select facet_cities.name as city, count(*) as places from facetable join facet_cities on facet_cities.id = _city_id where state = :state group by city order by city"
    charts:
      places_by_day:
        query: days
        title: Places created per day
        spec: {mark: bar, encoding: {x: {field: day, type: ordinal}, y: {field: places, type: quantitative}}}
      places_by_city:
        query: cities
        title: Places per city
        spec: {mark: bar, encoding: {x: {field: city, type: nominal}, y: {field: places, type: quantitative}}}
`;

const TEMPLATE = `{% extends "base.njk" %}
{% from "_pages.njk" import chart %}
{% set title = "State " + params.state %}
{% block content %}<h1>{{ title }}</h1>{{ chart(charts.places_by_day) }}{{ chart(charts.places_by_city) }}<p id="alt">{{ charts.places_by_city.alt }}</p>{% endblock %}
`;

let fixtures: Fixtures;
let server: RunningServer;
let get: (path: string) => Promise<Fetched>;
let dir: string;

function writePages(yaml: string): string {
  const at = mkdtempSync(join(dir, 'pages-'));
  mkdirSync(join(at, 'templates'));
  writeFileSync(join(at, 'templates', 'state.njk'), TEMPLATE);
  writeFileSync(join(at, 'pages.yaml'), yaml);
  return join(at, 'pages.yaml');
}

/** Mounting the pages on an engine over the fixtures: what start-up does, without serving. */
async function mount(yaml: string): Promise<void> {
  const engine = Engine.create({ files: [{ path: fixtures.db, immutable: false }], queriesDir: fixtures.queriesDir });
  try {
    pagesMount(loadPages(writePages(yaml)))(new Hono(), engine);
  } finally {
    await engine.close();
  }
}

beforeAll(async () => {
  fixtures = buildFixtures();
  dir = mkdtempSync(join(tmpdir(), 'charts-pages-'));
  server = await startServer(
    { files: [{ path: fixtures.db, immutable: false }], metadataPath: fixtures.metadata, queriesDir: fixtures.queriesDir },
    '127.0.0.1',
    0,
    [pagesMount(loadPages(writePages(PAGES_YAML + PAGED_PAGE)))],
  );
  get = client(server);
});
afterAll(async () => {
  await server?.close();
  fixtures?.remove();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The markup of one figure of the page. */
function figure(html: string, name: string): string {
  const start = html.indexOf(`<figure class="chart" id="figure-${name}">`);
  expect(start).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</figure>', start));
}

const unescape = (s: string): string => s.replace(/&amp;/g, '&');

describe('a page chart', () => {
  it('draws its query rows (all up to the limit) as SVG with a text alternative', async () => {
    const r = await get('/state/CA');
    expect(r.status).toBe(200);
    const fig = figure(r.text, 'places_by_day');
    // CA has places on three days; the query's limit of 2 bounds the chart.
    expect(fig.match(/aria-roledescription="bar"/g)).toHaveLength(2);
    expect(fig).toContain('<figcaption><strong>Places created per day</strong>');
    expect(fig).toMatch(/<svg [^>]*role="img" aria-labelledby="chart-places_by_day-title chart-places_by_day-desc"/);
    expect(fig).toContain('<title id="chart-places_by_day-title">Places created per day</title>');
    expect(fig).toContain(
      '<desc id="chart-places_by_day-desc">How many places were created each day. 2 bars; highest: 2019-01-14, 4 places.</desc>',
    );
    expect(fig).toMatch(/>Day<\/text>/);
    expect(fig).toMatch(/>Places<\/text>/);
    expect(r.text).toContain('<p id="alt">Places per city. 2 bars; highest: San Francisco, 6 places.</p>');
  });

  it('links to its data as JSON and CSV, which answer the same rows', async () => {
    const fig = figure((await get('/state/MI')).text, 'places_by_city');
    const json = unescape(/<a href="([^"]+)">Data \(JSON\)<\/a>/.exec(fig)![1]);
    const csv = unescape(/<a href="([^"]+)">Data \(CSV\)<\/a>/.exec(fig)![1]);
    expect((await get(`${json}&_shape=array`)).json()).toEqual([{ city: 'Detroit', places: 4 }]);
    expect((await get(csv)).text).toBe('city,places\r\nDetroit,4\r\n');
  });

  it('serves its complete Vega-Lite spec with the data inlined', async () => {
    const fig = figure((await get('/state/MI')).text, 'places_by_day');
    const url = unescape(/<a href="([^"]+)" type="application\/json">Vega-Lite spec<\/a>/.exec(fig)![1]);
    expect(url).toBe('/state/MI/-/charts/places_by_day.vl.json');
    const r = await get(url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const spec = r.json<Record<string, unknown>>();
    expect(spec).toMatchObject({
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      title: 'Places created per day',
      description: 'How many places were created each day.',
      mark: 'bar',
      encoding: { x: { field: 'day', timeUnit: 'utcyearmonthdate' } },
      data: {
        values: [
          { day: '2019-01-16', places: 1 },
          { day: '2019-01-17', places: 3 },
        ],
      },
    });
    expect((await get('/state/MI/-/charts/nope.vl.json')).status).toBe(404);
  });

  it('draws every row of a paged query, on a page whose variables come from the query string', async () => {
    const r = await get('/by-state?state=CA&days_page=2');
    expect(r.status).toBe(200);
    const fig = figure(r.text, 'places_by_day');
    expect(fig.match(/aria-roledescription="bar"/g)).toHaveLength(3);
    const url = unescape(/<a href="([^"]+)" type="application\/json">Vega-Lite spec<\/a>/.exec(fig)![1]);
    expect(url).toBe('/by-state/-/charts/places_by_day.vl.json?state=CA&days_page=2');
    const spec = (await get(url)).json<{ data: { values: unknown[] } }>();
    expect(spec.data.values).toHaveLength(3);
    // A missing variable is the page's error, as JSON.
    const missing = await get('/by-state/-/charts/places_by_day.vl.json');
    expect(missing.status).toBe(400);
    expect(missing.json<{ ok: boolean }>().ok).toBe(false);
  });

  it('says there is no data instead of drawing an empty chart', async () => {
    const r = await get('/state/ZZ');
    expect(r.status).toBe(200);
    const fig = figure(r.text, 'places_by_day');
    expect(fig).toContain('No data to chart.');
    expect(fig).not.toContain('<svg');
    const spec = (await get('/state/ZZ/-/charts/places_by_day.vl.json')).json<{ data: { values: unknown[] } }>();
    expect(spec.data.values).toEqual([]);
  });

  it('gives each chart of a page its own element ids', async () => {
    const html = (await get('/state/CA')).text;
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a declared chart that breaks the rules stops start-up', () => {
  const withSpec = (spec: string): string =>
    PAGES_YAML.replace(/spec:\n {10}mark: bar\n {10}encoding:\n {12}x: \{field: city[^\n]*\n[^\n]*\n/, `spec: ${spec}\n`);

  it.each([
    ['data', '{mark: bar, data: {values: [{a: 1}]}}', 'the spec may not have "data"'],
    ['datasets', '{mark: bar, datasets: {d: []}}', 'the spec may not have "datasets"'],
    [
      'a URL anywhere',
      '{layer: [{mark: {type: image}, encoding: {url: {value: "http://example.com/x.png"}}}]}',
      'the spec may not name a URL (layer[0].encoding.url)',
    ],
    ['an unknown mark', '{mark: pie, encoding: {}}', 'unknown mark "pie"'],
    [
      'an unknown field type',
      '{mark: bar, encoding: {x: {field: city, type: quantitive}}}',
      'the Vega-Lite spec does not compile: Invalid field type',
    ],
    [
      'a channel the mark cannot take',
      '{mark: bar, encoding: {x: {field: city, type: nominal}, shape: {field: city, type: nominal}}}',
      'the Vega-Lite spec does not compile: shape dropped as it is incompatible with "bar".',
    ],
    [
      'a bad expression',
      '{mark: bar, transform: [{calculate: "datum.places +* 2", as: p}], encoding: {x: {field: city, type: nominal}, y: {field: p, type: quantitative}}}',
      'the Vega-Lite spec does not compile: Unexpected token *',
    ],
  ])('%s', async (_label, spec, message) => {
    const yaml = withSpec(spec);
    expect(yaml).not.toBe(PAGES_YAML);
    const error = await mount(yaml).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`page /state/{state}, chart places_by_city: ${message}`);
  });

  it('a chart of a query the page does not have', async () => {
    await expect(mount(PAGES_YAML.replace('query: cities', 'query: towns'))).rejects.toThrow(
      'page /state/{state}, chart places_by_city: the page has no query towns',
    );
  });
});
