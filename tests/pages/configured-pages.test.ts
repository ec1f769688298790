// Configured pages over the fixtures database: a pages file declared in real YAML, served through a
// Mount on a real server; path variables feed canned and inline queries; validation errors name the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../engine/server.js';
import { Hono } from 'hono';
import { Engine } from '../../engine/engine.js';
import { loadPages, type PagesConfig } from '../../engine/pages/load.js';
import { pagesMount } from '../../engine/pages/mount.js';
import { ConfigError } from '../../engine/config/load.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';
import { client, type Fetched } from '../support/server.js';

const PAGES_YAML = `templates: page-templates
pages:
  - path: /city/{id}
    title: city
    template: city.njk
    linked_from: [{database: fixtures, table: facet_cities}]
    queries:
      city: {database: fixtures, required: true, single: true, sql: "select id, name from facet_cities where id = :id"}
      places:
        database: fixtures
        sql: "select pk, _neighborhood, state from facetable where _city_id = :id order by pk"
        limit: 3
      search:
        database: fixtures
        canned: neighborhood search/v2
        params: {text: id}
`;

const CITY_TEMPLATE = `{% extends "base.njk" %}
{% from "_pages.njk" import queryTable %}
{% set title = city.name %}
{% block content %}<h1 id="name">{{ city.name }}</h1>{{ queryTable(places_query, "Places") }}<p id="search-count">{{ search.rows.length }}</p>{% endblock %}
`;

let fixtures: Fixtures;

/** Mount the pages on an app over the fixtures (with their canned queries); the engine is closed after. */
async function mountOnFixtures(pages: PagesConfig): Promise<void> {
  const engine = Engine.create({ files: [{ path: fixtures.db, immutable: false }], queriesDir: fixtures.queriesDir });
  try {
    pagesMount(pages)(new Hono(), engine);
  } finally {
    await engine.close();
  }
}
let server: RunningServer;
let get: (path: string) => Promise<Fetched>;

function writePages(yaml: string): string {
  const dir = join(fixtures.dir, 'pages');
  mkdirSync(join(dir, 'page-templates'), { recursive: true });
  writeFileSync(join(dir, 'page-templates', 'city.njk'), CITY_TEMPLATE);
  writeFileSync(join(dir, 'pages.yaml'), yaml);
  return join(dir, 'pages.yaml');
}

beforeAll(async () => {
  fixtures = buildFixtures();
  const pages = loadPages(writePages(PAGES_YAML));
  server = await startServer(
    { files: [{ path: fixtures.db, immutable: false }], metadataPath: fixtures.metadata, queriesDir: fixtures.queriesDir },
    '127.0.0.1',
    0,
    [pagesMount(pages)],
  );
  get = client(server);
});
afterAll(async () => {
  await server?.close();
  fixtures?.remove();
});

describe('a configured page', () => {
  it('renders its template with each query fed from the path', async () => {
    const r = await get('/city/3');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.text).toContain('<h1 id="name">Detroit</h1>');
    expect(r.text).toContain('<title>Detroit · Engine test fixtures</title>');
    expect(r.text).toContain('Only the first 3 rows are shown.');
    expect(r.text).toContain('Apache License 2.0'); // the metadata footer
    // Each table links to the same query's JSON on the Datasette routes, which answers the same rows.
    const json = /href="(\/fixtures\.json\?sql=[^"]+)"/.exec(r.text)![1].replace(/&amp;/g, '&');
    const rows = (await get(json)).json<{ rows: unknown[][] }>().rows;
    expect(rows.slice(0, 3).map((row) => String(row[1]))).toEqual(['Downtown', 'Greektown', 'Corktown']);
    for (const name of ['Downtown', 'Greektown', 'Corktown']) expect(r.text).toContain(`<td>${name}</td>`);
    // A canned query's parameter can take a path variable of another name.
    expect(r.text).toContain('<p id="search-count">0</p>');
  });

  it('an id with no row is a 404 page with a link back', async () => {
    const r = await get('/city/999');
    expect(r.status).toBe(404);
    expect(r.text).toContain('No city matches 999.');
    expect(r.text).toContain('<a href="/">Back to the home page</a>');
  });

  it('escapes values from the path and the data', async () => {
    const r = await get('/city/%3Cscript%3E');
    expect(r.status).toBe(404);
    expect(r.text).toContain('No city matches &lt;script&gt;.');
    expect(r.text).not.toContain('<script>');
  });

  it('is linked from the row pages of the tables it names', async () => {
    const row = await get('/fixtures/facet_cities/3');
    expect(row.text).toContain('<a href="/city/3">Open the city page</a>');
    expect((await get('/fixtures/facetable/1')).text).not.toContain('Open the city page');
  });

  it('leaves every other path to the Datasette routes', async () => {
    expect((await get('/city')).status).toBe(404);
    expect((await get('/city/3/more')).status).toBe(404);
    expect((await get('/fixtures/facet_cities/3.json')).status).toBe(200);
  });
});

describe('a pages file', () => {
  it('is validated: unknown keys and a query with neither sql nor canned are named', () => {
    const bad = writePages(
      'templates: page-templates\npages:\n  - path: /x/{id}\n    template: city.njk\n    colour: red\n    queries:\n      q: {database: fixtures}\n',
    );
    expect(() => loadPages(bad)).toThrow(ConfigError);
    expect(() => loadPages(bad)).toThrow(/pages\.0\.colour: must NOT have additional properties \(unknown key\)/);
    expect(() => loadPages(bad)).toThrow(/pages\.0\.queries\.q: must have required property 'canned'/);
  });

  it('rejects a search kind that reads its rows first without saying which rows', () => {
    const bad = writePages(
      'templates: page-templates\nsearch:\n  - {name: k, label: K, database: fixtures, table: searchable, title: text1, filter_first: true}\n',
    );
    expect(() => loadPages(bad)).toThrow(/search\.0: must have property where when property filter_first is present/);
    const unnarrowed = writePages(
      'templates: page-templates\nsearch:\n  - {name: k, label: K, database: fixtures, table: searchable, title: text1, narrow: {column: text1, value: a}}\n',
    );
    expect(() => loadPages(unnarrowed)).toThrow(/search\.0: must have property where when property narrow is present/);
  });

  it('rejects a parameter mapped to a variable the path does not have', () => {
    const bad = writePages(
      'templates: page-templates\npages:\n  - path: /x/{id}\n    template: city.njk\n    queries:\n      q: {database: fixtures, sql: "select :a", params: {a: nope}}\n',
    );
    expect(() => loadPages(bad)).toThrow(/query q: no path variable \{nope\}/);
  });

  it('rejects a query that names its own paging unless it is paged and names both', () => {
    const page = (q: string): string =>
      `templates: page-templates\npages:\n  - path: /x/{id}\n    template: city.njk\n    queries:\n      q: ${q}\n`;
    const message = /query q: a query that pages itself is `paged` and names both :_page_limit and :_page_offset/;
    const unpaged = '{database: fixtures, sql: "select :id limit :_page_limit offset :_page_offset"}';
    const half = '{database: fixtures, paged: true, sql: "select :id limit :_page_limit"}';
    for (const q of [unpaged, half]) expect(() => loadPages(writePages(page(q)))).toThrow(message);
    const whole = '{database: fixtures, paged: true, sql: "select :id limit :_page_limit offset :_page_offset"}';
    expect(() => loadPages(writePages(page(whole)))).not.toThrow();
  });

  it('rejects a missing or broken template when mounted', async () => {
    const missing = loadPages(
      writePages(
        'templates: page-templates\npages:\n  - path: /x/{id}\n    template: nope.njk\n    queries:\n      q: {database: fixtures, sql: "select :id"}\n',
      ),
    );
    await expect(mountOnFixtures(missing)).rejects.toThrow(/page \/x\/\{id\}: template nope\.njk: template not found/);
    writeFileSync(join(fixtures.dir, 'pages', 'page-templates', 'broken.njk'), '{% if %}');
    const broken = loadPages(
      writePages(
        'templates: page-templates\npages:\n  - path: /x/{id}\n    template: broken.njk\n    queries:\n      q: {database: fixtures, sql: "select :id"}\n',
      ),
    );
    await expect(mountOnFixtures(broken)).rejects.toThrow(/template broken\.njk: [\s\S]*unexpected token/i);
  });

  it("rejects linking from a table without the path's columns", async () => {
    const pages = loadPages(
      writePages(
        'templates: page-templates\npages:\n  - path: /x/{id}\n    template: city.njk\n    linked_from: [{database: fixtures, table: facetable, columns: {id: nope}}]\n    queries:\n      q: {database: fixtures, sql: "select :id"}\n',
      ),
    );
    await expect(mountOnFixtures(pages)).rejects.toThrow(/linked_from facetable: no column nope for \{id\}/);
  });

  it('rejects a canned query the database does not have when mounted', async () => {
    const pages = loadPages(
      writePages(
        'templates: page-templates\npages:\n  - path: /x/{id}\n    template: city.njk\n    queries:\n      q: {database: fixtures, canned: nope}\n',
      ),
    );
    await expect(mountOnFixtures(pages)).rejects.toThrow(/has no canned query nope/);
  });
});
