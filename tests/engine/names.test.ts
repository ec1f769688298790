// Awkward names in URLs: tables with slashes, dots, spaces and SQL keywords, compound keys with
// every character that needs escaping, tilde-encoded canned query names, and the 302 from
// percent-encoding to tilde-encoding.
import { describe, expect, it } from 'vitest';
import { tildeEncode } from '../../engine/url/tilde.js';
import { COMPOUND_KEYS } from '../support/fixtures.js';
import { serveFixtures } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

interface TablePage {
  table: string;
  rows: unknown[][];
  query: { sql: string };
  next: string | null;
  human_description_en: string;
}

async function table(path: string): Promise<TablePage> {
  const r = await get(path);
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return r.json<TablePage>();
}

describe('table names', () => {
  it('slashes and dots are tilde-encoded', async () => {
    const p = await table('/fixtures/table~2Fwith~2Fslashes~2Ecsv.json');
    expect(p.table).toBe('table/with/slashes.csv');
    expect(p.rows).toEqual([['3', 'hey']]);
    expect(p.query.sql).toBe('select pk, content from [table/with/slashes.csv] order by pk limit 101');
    expect((await table('/fixtures/table~2Fwith~2Fslashes~2Ecsv/3.json')).rows).toEqual([['3', 'hey']]);
    const dotted = await table('/fixtures/dots~2Ein~2Ename.json');
    expect(dotted.query.sql).toBe('select pk, [name with . and spaces] from [dots.in.name] order by pk limit 101');
    expect((await table('/fixtures/dots~2Ein~2Ename/a~2Eb.json')).rows).toEqual([['a.b', 'dotted']]);
  });

  it('spaces may be written as + or ~20', async () => {
    for (const path of ['/fixtures/Table+With+Space+In+Name.json', '/fixtures/Table~20With~20Space~20In~20Name.json']) {
      const p = await table(path);
      expect(p.table).toBe('Table With Space In Name');
      expect(p.query.sql).toBe('select pk, content from [Table With Space In Name] order by pk limit 101');
    }
  });

  it('a percent-encoded path redirects to the tilde form (the .json suffix too, as Datasette does)', async () => {
    const r = await get('/fixtures/Table%20With%20Space%20In%20Name.json?_size=1');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/fixtures/Table~20With~20Space~20In~20Name~2Ejson?_size=1');
    const slashes = await get('/fixtures/table%2Fwith%2Fslashes.csv');
    expect(slashes.status).toBe(302);
    expect(slashes.headers.get('location')).toBe('/fixtures/table~2Fwith~2Fslashes~2Ecsv');
  });

  it('a trailing slash redirects away', async () => {
    for (const [from, to] of [
      ['/fixtures/', '/fixtures'],
      ['/fixtures/facetable.json/', '/fixtures/facetable.json'],
      ['/fixtures/facetable/?_size=1', '/fixtures/facetable?_size=1'],
    ]) {
      const r = await get(from);
      expect(r.status, from).toBe(302);
      expect(r.headers.get('location'), from).toBe(to);
    }
  });

  it('keyword table and column names: select, group, having, and', async () => {
    const p = await table('/fixtures/select.json?group=group&_sort=having');
    expect(p.rows).toEqual([[1, 'group', 'having', 'and', '{"href": "http://example.com/", "label":"Example"}']]);
    expect(p.query.sql).toBe(
      'select rowid, [group], [having], [and], json from [select] where "group" = :p0 order by [having], rowid limit 101',
    );
    expect(p.human_description_en).toBe('where group = "group" sorted by having');
    expect((await table('/fixtures/select.json?and__in=and,or&_facet=having')).rows).toHaveLength(1);
  });
});

describe('compound primary keys', () => {
  it.each(COMPOUND_KEYS)('row (%j, %j) is reachable at its tilde-encoded URL', async (pk1, pk2, content) => {
    const path = `/fixtures/compound_primary_key/${tildeEncode(pk1)},${tildeEncode(pk2)}.json`;
    const r = await get(path);
    expect(r.status, path).toBe(200);
    expect(r.json()).toMatchObject({ rows: [[pk1, pk2, content]], primary_key_values: [pk1, pk2] });
  });

  it('keys of _shape=object are the tilde-encoded pk paths', async () => {
    const r = await get('/fixtures/compound_primary_key.json?_shape=object');
    expect(Object.keys(r.json<object>())).toEqual(
      [...COMPOUND_KEYS]
        .sort(([a1, b1], [a2, b2]) => (a1 < a2 ? -1 : a1 > a2 ? 1 : b1 < b2 ? -1 : 1))
        .map(([a, b]) => `${tildeEncode(a)},${tildeEncode(b)}`),
    );
  });
});

describe('canned query names', () => {
  it('a name with a space and a slash is served at its tilde-encoded URL', async () => {
    const r = await get('/fixtures/neighborhood+search~2Fv2.json?text=Mission');
    expect(r.status).toBe(200);
    expect(r.json()).toMatchObject({ query_name: 'neighborhood search/v2', rows: [['Mission', 'San Francisco', 'CA']] });
  });
});
