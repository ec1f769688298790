// Input a hostile user sends: lookups keyed by user input never reach Object.prototype, every path
// ending in .json errs in JSON, redirects never echo unbounded input, and whatever SQLite would not
// read as sent (a NUL in the SQL or in a value) is refused with a 400 that says why.
import { describe, expect, it } from 'vitest';
import { serveFixtures } from '../support/server.js';

const { get } = serveFixtures();

describe('prototype keys in user input', () => {
  it.each(['x__constructor', 'x__toString', 'x__hasOwnProperty', 'pk__valueOf', 'pk____proto__'])(
    'a filter operator %s is ignored like any unknown one',
    async (key) => {
      const r = await get(`/fixtures/facetable.json?${key}=1&_size=1`);
      expect(r.status).toBe(200);
      expect(r.json<{ human_description_en: string }>().human_description_en).toBe('');
    },
  );

  it('a facet on a column named like a prototype key is just a missing column', async () => {
    const r = await get('/fixtures/facetable.json?_facet=constructor&_size=1');
    expect(r.status).toBe(400);
    expect(r.json<{ error: string }>().error).toBe('no such column: constructor');
  });

  it('_shape=object on HTML pages, CSV, row pages and unknown extensions is never a 500: each page answers as usual', async () => {
    // An unregistered extension falls through to the HTML page; _shape only shapes JSON.
    for (const [path, type] of [
      ['/fixtures/facetable', 'text/html; charset=utf-8'],
      ['/fixtures/facetable.csv', 'text/plain; charset=utf-8'],
      ['/fixtures/facetable/1', 'text/html; charset=utf-8'],
      ['/fixtures/facetable/1.json', 'application/json; charset=utf-8'],
      ['/fixtures/facetable.xyz', 'text/html; charset=utf-8'],
    ] as const) {
      const r = await get(`${path}?_shape=object`);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type'), path).toBe(type);
    }
    const csv = await get('/fixtures/facetable.csv?_shape=object&_size=1');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

describe('paths ending in .json', () => {
  it.each(['/fixtures/facetable/.json', '/fixtures/neighborhood~20search~2Fv2/.json', '/nosuchdb/x/.json', '/fixtures/nosuchtable.json'])(
    '%s gets a JSON error',
    async (path) => {
      const r = await get(path);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.json<{ ok: boolean }>().ok).toBe(false);
    },
  );
});

describe('redirects echo bounded input', () => {
  it('a short filter form redirects with a preload link', async () => {
    const r = await get('/fixtures/facetable.json?_filter_column=state&_filter_op=exact&_filter_value=CA');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/fixtures/facetable.json?state__exact=CA');
    expect(r.headers.get('link')).toBe('</fixtures/facetable.json?state__exact=CA>; rel=preload');
  });

  it('a 3 KB value redirects without repeating itself in a Link header', async () => {
    const value = 'a'.repeat(3000);
    const r = await get(`/fixtures/facetable.json?_filter_column=state&_filter_op=exact&_filter_value=${value}`);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')!.length).toBeLessThan(3100);
    expect(r.headers.get('link')).toBeNull();
  });

  it('a 10 KB value is refused with a 400 saying what to do instead', async () => {
    const r = await get(`/fixtures/facetable.json?_filter_column=state&_filter_op=exact&_filter_value=${'a'.repeat(10_000)}`);
    expect(r.status).toBe(400);
    expect(r.json<{ error: string }>().error).toMatch(
      /more than a redirect can carry .* send the filters as column__op=value parameters instead/,
    );
    expect(r.text.length).toBeLessThan(1000);
  });

  it('any redirect that would repeat a 20 KB query string is a 414 without a Location header', async () => {
    const r = await get(`/fixtures/facetable.jsono?_size=${'9'.repeat(20_000)}`);
    expect(r.status).toBe(414);
    expect(r.headers.get('location')).toBeNull();
    expect(r.json<{ error: string; status: number }>()).toMatchObject({
      ok: false,
      status: 414,
      error: 'URI too long to redirect: shorten the query string',
    });
  });
});

describe('a NUL character is refused wherever it would reach SQLite', () => {
  const NUL_SQL = /NUL character \(U\+0000\)/;
  it.each([
    ['SQL text', `/fixtures.json?sql=${encodeURIComponent('select 1;\u0000delete from facetable')}`],
    ['a SQL parameter', `/fixtures.json?sql=${encodeURIComponent('select :a')}&a=x%00y`],
    ['a filter value', '/fixtures/facetable.json?state=C%00A'],
    ['_where', `/fixtures/facetable.json?_where=${encodeURIComponent("state = 'CA'\u0000")}`],
    ['a _next token', '/fixtures/sortable.json?_next=a%00,b'],
    ['a canned-query parameter', '/fixtures/two_params.json?a=x%00'],
    ['a tilde-encoded row path', '/fixtures/simple_primary_key/1~00.json'],
  ])('%s', async (_what, path) => {
    const r = await get(path);
    expect(r.status, r.text).toBe(400);
    expect(r.json<{ error: string }>().error).toMatch(NUL_SQL);
  });
});

describe('bounded answers', () => {
  const small = serveFixtures({ settings: { max_response_bytes: 1000 } });
  it('an answer past max_response_bytes is refused while fetching, saying what to do', async () => {
    const r = await small.get('/fixtures.json?sql=select+*+from+facetable');
    expect(r.status).toBe(400);
    const body = r.json<{ error: string; title: string }>();
    expect(body.title).toBe('Response too large');
    expect(body.error).toMatch(/max_response_bytes.*_size, LIMIT.*_stream=on/);
  });

  it('an answer under it is served', async () => {
    const r = await small.get('/fixtures.json?sql=select+pk+from+facetable+limit+3');
    expect(r.status).toBe(200);
  });
});

describe('the memory brake', () => {
  const braked = serveFixtures({ settings: { sql_memory_limit_mb: 1 } });
  it('an aggregate that grows past the memory SQL may use is stopped with a 400 saying so', async () => {
    const sql =
      "with recursive c(x) as (select 1 union all select x + 1 from c where x < 100000000) select json_group_array(printf('%.100c', 'x')) from c";
    const r = await braked.get(`/fixtures.json?sql=${encodeURIComponent(sql)}`);
    expect(r.status).toBe(400);
    expect(r.json<{ error: string; title: string }>()).toMatchObject({
      title: 'Response too large',
      error: expect.stringMatching(/sql_memory_limit_mb/),
    });
  });
});
