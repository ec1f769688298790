// Facets as Datasette 0.65 computes them: column, date and array facets, counts,
// selection and toggle URLs, labels, metadata facets (not hideable), `_facet_size`, `_nofacet`,
// repeated facets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startFixtureServer, stable, type FixtureServer } from '../support/server.js';

let server: FixtureServer;
let get: ReturnType<typeof client>;

beforeAll(async () => {
  // Slow facets are dropped silently; give them room so a busy machine cannot empty the results.
  server = await startFixtureServer({ settings: { facet_time_limit_ms: 5000 } });
  get = client(server);
});
afterAll(() => server.close());

const H = 'http://HOST';

interface FacetItem {
  value: unknown;
  label: unknown;
  count: number;
  toggle_url: string;
  selected: boolean;
}
interface Facet {
  name: string;
  type: string;
  hideable: boolean;
  toggle_url: string;
  results: FacetItem[];
  truncated: boolean;
}

async function facets(path: string): Promise<Record<string, Facet>> {
  const r = await get(path);
  expect(r.status, r.text).toBe(200);
  return JSON.parse(stable(r.text, server.url)).facet_results as Record<string, Facet>;
}

/** The bytes of facet_results inside a table page. */
async function facetBytes(path: string): Promise<string> {
  const text = stable((await get(path)).text, server.url);
  const start = text.indexOf('"facet_results": ') + '"facet_results": '.length;
  const end = text.indexOf(', "suggested_facets": ');
  return text.slice(start, end);
}

describe('facet results', () => {
  it('the facetable example: column, date and array facets in that order, truncated at _facet_size', async () => {
    const q = '_facet_array=tags&_facet_date=created&_facet=state&_facet_size=2&_size=0&_nosuggest=1';
    const base = `/fixtures/facetable.json?${q}`;
    const item = (value: string, count: number, arg: string): string =>
      `{"value": "${value}", "label": "${value}", "count": ${count}, "toggle_url": "${H}${base}&${arg}=${value}", "selected": false}`;
    expect(await facetBytes(base)).toBe(
      '{"state": {"name": "state", "type": "column", "hideable": true, ' +
        '"toggle_url": "/fixtures/facetable.json?_facet_array=tags&_facet_date=created&_facet_size=2&_size=0&_nosuggest=1", ' +
        `"results": [${item('CA', 10, 'state')}, ${item('MI', 4, 'state')}], "truncated": true}, ` +
        '"created": {"name": "created", "type": "date", ' +
        `"results": [${item('2019-01-14', 4, 'created__date')}, ${item('2019-01-15', 4, 'created__date')}], "hideable": true, ` +
        '"toggle_url": "/fixtures/facetable.json?_facet_array=tags&_facet=state&_facet_size=2&_size=0&_nosuggest=1", "truncated": true}, ' +
        '"tags": {"name": "tags", "type": "array", ' +
        `"results": [${item('tag1', 2, 'tags__arraycontains')}, ${item('tag2', 1, 'tags__arraycontains')}], "hideable": true, ` +
        '"toggle_url": "/fixtures/facetable.json?_facet_date=created&_facet=state&_facet_size=2&_size=0&_nosuggest=1", "truncated": true}}',
    );
  });

  it('counts respect the filters; a selected value toggles off', async () => {
    const f = await facets('/fixtures/facetable.json?state=CA&_facet=state&_facet=_city_id&_size=0');
    expect(f.state.results).toEqual([
      {
        value: 'CA',
        label: 'CA',
        count: 10,
        toggle_url: `${H}/fixtures/facetable.json?_facet=state&_facet=_city_id&_size=0`,
        selected: true,
      },
    ]);
    // Foreign-key facets show labels; `_`-prefixed columns select with __exact.
    expect(f._city_id.results.map(({ value, label, count, selected }) => ({ value, label, count, selected }))).toEqual([
      { value: 1, label: 'San Francisco', count: 6, selected: false },
      { value: 2, label: 'Los Angeles', count: 4, selected: false },
    ]);
    expect(f._city_id.results[0].toggle_url).toBe(
      `${H}/fixtures/facetable.json?state=CA&_facet=state&_facet=_city_id&_size=0&_city_id__exact=1`,
    );
    const selected = await facets('/fixtures/facetable.json?_city_id__exact=3&_facet=_city_id&_size=0');
    expect(selected._city_id.results).toEqual([
      { value: 3, label: 'Detroit', count: 4, toggle_url: `${H}/fixtures/facetable.json?_facet=_city_id&_size=0`, selected: true },
    ]);
  });

  it('values are ordered by count, then value; NULLs are left out', async () => {
    const f = await facets('/fixtures/facetable.json?_facet=distinct_some_null&_facet=_neighborhood&_size=0');
    expect(f.distinct_some_null.results.map((r) => [r.value, r.count])).toEqual([
      ['one', 1],
      ['two', 1],
    ]);
    expect(f._neighborhood.results[0]).toMatchObject({ value: 'Downtown', count: 2 });
    expect(f._neighborhood.results.slice(1).map((r) => r.value)).toEqual([
      'Arcadia Planitia',
      'Bernal Heights',
      'Corktown',
      'Dogpatch',
      'Greektown',
      'Hayes Valley',
      'Hollywood',
      'Koreatown',
      'Los Feliz',
      'Mexicantown',
      'Mission',
      'SOMA',
      'Tenderloin',
    ]);
    expect(f._neighborhood.truncated).toBe(false);
  });

  it('a facet asked for twice gets a numbered key', async () => {
    const f = await facets('/fixtures/facetable.json?_facet=state&_facet=state&_size=0');
    expect(Object.keys(f)).toEqual(['state', 'state_2']);
    expect(f.state_2.results).toEqual(f.state.results);
  });

  it('_facet_size=max and a JSON facet config', async () => {
    const f = await facets('/fixtures/facetable.json?_facet=%7B%22column%22:+%22state%22%7D&_facet_size=max&_size=0');
    expect(f.state.results.map((r) => r.value)).toEqual(['CA', 'MI', 'MC']);
  });
});

describe('metadata facets', () => {
  it('come first, are not hideable, and their toggle_url is the page itself', async () => {
    const f = await facets('/fixtures/attractions.json?_size=0&_facet=name');
    expect(Object.keys(f)).toEqual(['state', 'name', 'opened', 'tags']);
    expect(f.state).toMatchObject({ hideable: false, toggle_url: '/fixtures/attractions.json?_size=0&_facet=name' });
    expect(f.name).toMatchObject({ hideable: true, toggle_url: '/fixtures/attractions.json?_size=0' });
    expect(f.tags).toMatchObject({ type: 'array', hideable: false });
    expect(f.tags.results.map((r) => [r.value, r.count])).toEqual([
      ['tourist', 3],
      ['gambling', 1],
      ['haunted', 1],
      ['strange', 1],
    ]);
    expect(f.opened).toMatchObject({ type: 'date', hideable: false });
    expect(f.state.results.map((r) => [r.value, r.count])).toEqual([
      ['CA', 4],
      ['MI', 1],
    ]);
  });

  it('_nofacet turns every facet off', async () => {
    expect(await facets('/fixtures/attractions.json?_nofacet=1&_facet=state')).toEqual({});
  });

  it('_shape=array has no facets to compute (and still answers)', async () => {
    const r = await get('/fixtures/attractions.json?_shape=array&_facet=state');
    expect(r.status).toBe(200);
    expect(r.json<unknown[]>()).toHaveLength(5);
  });
});
