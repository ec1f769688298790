// HTML pages over HTTP: weight of a 100-row page, truncated long values with a way to the whole
// value, error pages with the JSON's statuses, escaping, and the canned-query form without a run.
import { describe, expect, it } from 'vitest';
import { fetchPath, serveFixtures, startFixtureServer } from '../support/server.js';

const { get } = serveFixtures({ settings: { truncate_cells_html: 50 } });

describe('HTML pages', () => {
  it('a 100-row table page stays under 300 KB', async () => {
    const r = await get('/fixtures/big_table?_size=100');
    expect(r.status).toBe(200);
    expect((r.text.match(/<tr>/g) ?? []).length).toBe(101);
    expect(Buffer.byteLength(r.text)).toBeLessThan(300 * 1024);
  });

  it('cuts long values to truncate_cells_html characters and links to the whole value', async () => {
    const sql = "select 'start-' || printf('%.200c', 'x') || '-end' as long_value";
    const r = await get(`/fixtures?sql=${encodeURIComponent(sql)}`);
    expect(r.status).toBe(200);
    expect(r.text).toContain(`start-${'x'.repeat(44)}…`);
    expect(r.text).not.toContain('-end</td>');
    const href = /<a href="([^"]+)" aria-label="Show the whole value">/.exec(r.text)![1].replace(/&amp;/g, '&');
    const whole = (await get(href)).json<{ rows: string[][] }>();
    expect(whole.rows[0][0]).toBe(`start-${'x'.repeat(200)}-end`);
  });

  it.each([
    ['/nope', 404],
    ['/fixtures/nope', 404],
    ['/fixtures/facetable/999', 404],
    ['/fixtures?sql=delete+from+facetable', 400],
    ['/fixtures/sortable?_sort=nope', 400],
  ])('error page for %s has the JSON status (%i), the message and a way back', async (path, status) => {
    const html = await get(path);
    const at = path.indexOf('?');
    const json = await get(at < 0 ? `${path}.json` : `${path.slice(0, at)}.json${path.slice(at)}`);
    expect(json.status).toBe(status);
    expect(html.status).toBe(json.status);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.text).toContain(json.json<{ error: string }>().error.replace(/"/g, '&quot;'));
    expect(html.text).toMatch(/<a href="\/[^"]*">Back to /);
  });

  it.each([
    ['/fixtures/no_primary_key?_size=1', '<a href="/fixtures/no_primary_key/1">1</a>'],
    ['/fixtures/compound_primary_key?_size=1', '<a href="/fixtures/compound_primary_key/a,b">a</a>'],
    ['/fixtures/table~2Fwith~2Fslashes~2Ecsv', '<a href="/fixtures/table~2Fwith~2Fslashes~2Ecsv/3">3</a>'],
    ['/fixtures/foreign_key_references?_size=1', '<a href="/fixtures/simple_primary_key/1">hello</a> <span class="key">1</span>'],
    ['/fixtures/binary_data?_size=1', '<td>&lt;Binary: 3 bytes&gt;</td>'],
  ])('%s links rows by their keys and shows values as Datasette does', async (path, expected) => {
    const r = await get(path);
    expect(r.status).toBe(200);
    expect(r.text).toContain(expected);
  });

  it('views have no row links but sort like tables', async () => {
    const r = await get('/fixtures/sortable_view?_sort=sortable&_size=3');
    expect(r.text).not.toMatch(/<td[^>]*><a href="\/fixtures\/sortable_view\//);
    expect(r.text).toContain(
      '<th scope="col" aria-sort="ascending"><a href="/fixtures/sortable_view?_size=3&amp;_sort_desc=sortable" title="Sort by sortable">sortable</a> ▲</th>',
    );
  });

  it('a facet with more values than shown links to the page with every value', async () => {
    const r = await get('/fixtures/facetable?_facet=_neighborhood&_facet_size=3');
    expect(r.text).toContain('<a href="/fixtures/facetable?_facet=_neighborhood&amp;_facet_size=max">Show more values</a>');
    const all = await get('/fixtures/facetable?_facet=_neighborhood&_facet_size=max');
    expect(all.text).not.toContain('Show more values');
  });

  it('a query stopped by the time limit is a 400 page that says so and shows the SQL as text', async () => {
    const server = await startFixtureServer({ settings: { sql_time_limit_ms: 50 } });
    try {
      const r = await fetchPath(server.url, '/fixtures/slow_count');
      expect(r.status).toBe(400);
      expect(r.text).toContain('<h1>SQL Interrupted</h1>');
      expect(r.text).toContain('The query took longer than the time limit');
      expect(r.text).toContain('<pre class="sql">with recursive c(x) as (select 1 union all select x + 1 from c where x &lt; 1000000000)');
      expect(r.text).not.toContain('<script>');
    } finally {
      await server.close();
    }
  });

  it('escapes data and query text', async () => {
    const r = await get(`/fixtures?sql=${encodeURIComponent('select \'<b>bold</b>\' as "<i>"')}`);
    expect(r.text).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(r.text).toContain('<th scope="col">&lt;i&gt;</th>');
    expect(r.text).not.toContain('<b>bold</b>');
  });

  it('a canned query with its required parameter empty shows the form only', async () => {
    const r = await get('/fixtures/neighborhood~20search~2Fv2');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<label for="param-text">text');
    expect(r.text).toContain('Fill in the parameters above and run the query.');
    expect(r.text).not.toContain('<table class="rows">');
    const filled = await get('/fixtures/neighborhood~20search~2Fv2?text=town');
    expect(filled.text).toContain('value="town"');
    expect(filled.text).toContain('<td>Koreatown</td>');
  });

  it('runs no query while a required parameter is empty: 200 and the form, where running would fail', async () => {
    const sql = encodeURIComponent("select json_extract(:j, '$.a') as a");
    const empty = await get(`/fixtures?sql=${sql}`);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('Fill in the parameters above and run the query.');
    expect(empty.text).not.toContain('class="error"');
    // The same query run for JSON fails on the empty value, so the page above did not run it.
    expect((await get(`/fixtures.json?sql=${sql}`)).status).toBe(400);
    const filled = await get(`/fixtures?sql=${sql}&j=${encodeURIComponent('{"a": 7}')}`);
    expect(filled.text).toContain('<td class="num">7</td>');
    // A parameter the SQL allows to be empty does not hold the query back.
    const optional = await get(`/fixtures?sql=${encodeURIComponent("select count(*) as n from facetable where :s = '' or state = :s")}`);
    expect(optional.text).toContain('<td class="num">15</td>');
  });

  it('table pages link to JSON, CSV, CSV with labels and the streamed CSV of the same rows', async () => {
    const r = await get('/fixtures/facetable?state=CA&_size=5');
    for (const href of [
      '/fixtures/facetable.json?state=CA&amp;_size=5',
      '/fixtures/facetable.csv?state=CA&amp;_size=5',
      '/fixtures/facetable.csv?state=CA&amp;_size=5&amp;_labels=on',
      '/fixtures/facetable.csv?state=CA&amp;_stream=on&amp;_dl=1',
    ])
      expect(r.text).toContain(`href="${href}"`);
    // A table without foreign keys has no labels to add.
    expect((await get('/fixtures/big_table')).text).not.toContain('CSV with labels');
  });
});
