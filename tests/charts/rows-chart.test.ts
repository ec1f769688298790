// `_chart=bar|line|point&_x=…&_y=…` on table and query HTML pages of a real server over the fixtures:
// the page's own rows drawn on the server, a form to choose them, bad arguments a 400 with a message
// on the page, and the `.json`/`.csv` pages unchanged by them.
import { describe, expect, it } from 'vitest';
import { serveFixtures } from '../support/server.js';

const { get } = serveFixtures();

const bars = (html: string): number => (html.match(/aria-roledescription="bar"/g) ?? []).length;
const points = (html: string): number => (html.match(/aria-roledescription="point"/g) ?? []).length;
const unescape = (s: string): string => s.replace(/&amp;/g, '&');
const sql = (s: string): string => `/fixtures?sql=${encodeURIComponent(s)}`;

describe('a table page chart', () => {
  it('offers the chart form with the columns of the rows, keeping the other arguments', async () => {
    const r = await get('/fixtures/facetable?state=CA&_size=5');
    expect(r.status).toBe(200);
    const form = /<form class="chart-form" action="\/fixtures\/facetable" method="get">[^]*?<\/form>/.exec(r.text)![0];
    expect(form).toContain('<option selected>bar</option><option>line</option><option>point</option>');
    expect(form).toContain('<option>planet_int</option>');
    expect(form).toContain('<option value="">(count of rows)</option>');
    expect(form).toContain('<input type="hidden" name="state" value="CA">');
    expect(form).toContain('<input type="hidden" name="_size" value="5">');
    expect(r.text).toContain('<details class="chart-control">');
    expect(r.text).not.toContain('<figure');
  });

  it('counts the rows per x when _y is omitted', async () => {
    const r = await get('/fixtures/facetable?_chart=bar&_x=state');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<details class="chart-control" open>');
    expect(bars(r.text)).toBe(3);
    expect(r.text).toContain('<figcaption><strong>Rows by state</strong>');
    expect(r.text).toContain('The 15 rows on this page. 3 bars; highest: CA, 10 rows.</desc>');
    expect(r.text).toMatch(/role-axis-title[^]*>state<\/text>/);
    expect(r.text).toMatch(/role-axis-title[^]*>Rows<\/text>/);
    // The table is still there, filtered by nothing.
    expect(r.text).toContain('<strong>15</strong> rows');
  });

  it('draws the current page only: one bar per row', async () => {
    const r = await get('/fixtures/facetable?_size=4&_chart=bar&_x=_neighborhood&_y=pk');
    expect(r.status).toBe(200);
    expect(bars(r.text)).toBe(4);
    expect(r.text).toContain('4 bars; highest: Tenderloin, 4 pk');
    // Its data links are the same page's JSON and CSV, without the chart's arguments.
    const json = unescape(/<a href="([^"]+)">Data \(JSON\)<\/a>/.exec(r.text)![1]);
    expect(json).toBe('/fixtures/facetable.json?_size=4');
    expect(unescape(/<a href="([^"]+)">Data \(CSV\)<\/a>/.exec(r.text)![1])).toBe('/fixtures/facetable.csv?_size=4');
  });

  it('serves the chart spec with the rows inlined', async () => {
    const page = await get('/fixtures/facetable?_size=4&_chart=point&_x=pk&_y=planet_int');
    expect(points(page.text)).toBe(4);
    const url = unescape(/<a href="([^"]+)" type="application\/json">Vega-Lite spec<\/a>/.exec(page.text)![1]);
    const r = await get(url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const spec = r.json<{ mark: unknown; encoding: { x: { field: string; type: string } }; data: { values: Array<{ pk: number }> } }>();
    expect(spec.mark).toEqual({ type: 'point' });
    expect(spec.encoding.x).toMatchObject({ field: 'pk', type: 'quantitative' });
    expect(spec.data.values.map((v) => v.pk)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['/fixtures/facetable?_chart=pie&_x=state', '_chart must be bar, line, point, not &quot;pie&quot;.'],
    ['/fixtures/facetable?_chart=bar&_x=nope', '_x: these rows have no column &quot;nope&quot;.'],
    ['/fixtures/facetable?_chart=bar&_x=state&_y=nope', '_y: these rows have no column &quot;nope&quot;.'],
    ['/fixtures/facetable?_chart=bar&_x=pk&_y=state', '_y: column &quot;state&quot; holds no numbers to chart'],
  ])('%s is a 400 with a message on the page', async (path, message) => {
    const r = await get(path);
    expect(r.status).toBe(400);
    expect(r.text).toContain('<p class="chart-error" role="alert">');
    expect(r.text).toContain(message);
    expect(r.text).not.toContain('<svg');
    expect(r.text).toContain('<strong>15</strong> rows');
  });

  it('leaves the JSON and CSV pages as they are', async () => {
    const args = '_chart=pie&_x=nope&_y=state';
    const plainJson = await get('/fixtures/facetable.json?_size=3');
    const withChart = await get(`/fixtures/facetable.json?_size=3&${args}`);
    expect(withChart.status).toBe(200);
    expect(withChart.json<{ rows: unknown[]; filtered_table_rows_count: number }>().rows).toEqual(
      plainJson.json<{ rows: unknown[] }>().rows,
    );
    expect(withChart.json<{ filtered_table_rows_count: number }>().filtered_table_rows_count).toBe(15);
    const csv = await get(`/fixtures/facetable.csv?_size=3&${args}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toBe((await get('/fixtures/facetable.csv?_size=3')).text);
  });
});

describe('a query page chart', () => {
  it('charts the rows of custom SQL', async () => {
    const r = await get(
      `${sql('select state, count(*) as places from facetable group by state order by state')}&_chart=line&_x=state&_y=places`,
    );
    expect(r.status).toBe(200);
    expect(points(r.text)).toBe(3);
    expect(r.text).toContain('places by state');
    expect(r.text).toContain('3 points on a line; highest: CA, 10 places');
    const json = unescape(/<a href="([^"]+)">Data \(JSON\)<\/a>/.exec(r.text)![1]);
    expect((await get(`${json}&_shape=array`)).json()).toEqual([
      { state: 'CA', places: 10 },
      { state: 'MC', places: 1 },
      { state: 'MI', places: 4 },
    ]);
  });

  it('charts a canned query and reports a bad column', async () => {
    const ok = await get('/fixtures/neighborhood~20search~2Fv2?text=town&_chart=bar&_x=name');
    expect(ok.status).toBe(200);
    expect(bars(ok.text)).toBe(2);
    expect(ok.text).toContain('2 bars; highest: Detroit, 4 rows');
    const bad = await get('/fixtures/neighborhood~20search~2Fv2?text=town&_chart=bar&_x=city');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('_x: these rows have no column &quot;city&quot;.');
  });

  it('has no chart where the query did not run', async () => {
    const r = await get(`${sql('select nope from facetable')}&_chart=bar`);
    expect(r.status).toBe(400);
    expect(r.text).not.toContain('chart-control');
  });
});
