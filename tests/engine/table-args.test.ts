// Table-page arguments other than filters, search and paging: `_col`/`_nocol`, `_labels`/`_label`,
// `_json`, `_nl`, `_nocount`, `_ttl` and Cache-Control, the `link` header, HEAD, form redirects.
import { describe, expect, it } from 'vitest';
import { serveFixtures } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

interface TablePage {
  columns: string[];
  rows: unknown[];
  expanded_columns: unknown[];
  filtered_table_rows_count: number | null;
  query: { sql: string };
}

async function page(path: string): Promise<TablePage> {
  const r = await get(path);
  expect(r.status, r.text).toBe(200);
  return r.json<TablePage>();
}

describe('_col and _nocol', () => {
  it('_col keeps the primary keys first, then the named columns in request order, once each', async () => {
    const p = await page('/fixtures/facetable.json?_col=state&_col=created&_col=state&_size=1');
    expect(p.columns).toEqual(['pk', 'state', 'created']);
    expect(p.rows).toEqual([[1, 'CA', '2019-01-14 08:00:00']]);
    expect(p.query.sql).toBe('select pk, state, created from facetable order by pk limit 2');
  });

  it('_nocol removes columns; rowid tables keep rowid', async () => {
    expect((await page('/fixtures/facetable.json?_nocol=tags&_nocol=complex_array&_size=1')).columns).toEqual([
      'pk',
      'created',
      'planet_int',
      'on_earth',
      'state',
      '_city_id',
      '_neighborhood',
      'distinct_some_null',
      'n',
    ]);
    expect((await page('/fixtures/no_primary_key.json?_col=b&_size=1')).rows).toEqual([[1, 'b1']]);
  });

  it('names needing brackets are escaped in the SQL', async () => {
    const p = await page('/fixtures/select.json?_col=group&_col=and');
    expect(p.query.sql).toBe('select rowid, [group], [and] from [select] order by rowid limit 101');
    expect(p.rows).toEqual([[1, 'group', 'and']]);
  });
});

describe('_labels and _label', () => {
  it('_labels=on expands every foreign key; rows become objects even in the default shape', async () => {
    const p = await page('/fixtures/facetable.json?_labels=on&_size=1&_col=_city_id');
    expect(p.rows).toEqual([{ pk: 1, _city_id: { value: 1, label: 'San Francisco' } }]);
    // Datasette 0.65.2 names the expanded columns; expandable_columns keeps the (foreign key, label) pairs.
    expect(p.expanded_columns).toEqual(['_city_id']);
    expect((p as unknown as { expandable_columns: unknown[] }).expandable_columns).toEqual([
      [{ column: '_city_id', other_table: 'facet_cities', other_column: 'id' }, 'name'],
    ]);
  });

  it('label columns: metadata label_column, a two-column table, and none (the value as text)', async () => {
    const p = await page('/fixtures/foreign_key_references.json?_labels=1');
    expect(p.rows).toEqual([
      {
        pk: '1',
        foreign_key_with_label: { value: '1', label: 'hello' },
        foreign_key_with_custom_label: { value: '1', label: 'world' },
        foreign_key_with_no_label: { value: '1', label: '1' },
      },
      { pk: '2', foreign_key_with_label: null, foreign_key_with_custom_label: null, foreign_key_with_no_label: null },
    ]);
  });

  it('_label=col expands only the named column', async () => {
    const p = await page('/fixtures/foreign_key_references.json?_label=foreign_key_with_custom_label&_size=1');
    expect(p.rows).toEqual([
      {
        pk: '1',
        foreign_key_with_label: '1',
        foreign_key_with_custom_label: { value: '1', label: 'world' },
        foreign_key_with_no_label: '1',
      },
    ]);
    expect(p.expanded_columns).toEqual(['foreign_key_with_custom_label']);
  });

  it('an unparseable _labels value is off', async () => {
    const p = await page('/fixtures/facetable.json?_labels=perhaps&_size=1&_col=_city_id');
    expect(p.rows).toEqual([[1, 1]]);
    expect(p.expanded_columns).toEqual([]);
  });
});

describe('output modifiers', () => {
  it('_json=col parses JSON text; other text is left alone', async () => {
    const p = await page('/fixtures/facetable.json?_json=tags&_json=n&_size=1&_col=tags&_col=n');
    expect(p.rows).toEqual([[1, ['tag1', 'tag2'], 'n1']]);
    const text = (await get('/fixtures/select.json?_json=json&_shape=array')).text;
    expect(text).toBe(
      '[{"rowid": 1, "group": "group", "having": "having", "and": "and", "json": {"href": "http://example.com/", "label": "Example"}}]',
    );
  });

  it('_nl on a table page with _shape=array', async () => {
    const r = await get('/fixtures/facet_cities.json?_shape=array&_nl=1');
    expect(r.headers.get('content-type')).toBe('text/plain');
    expect(r.text).toBe(
      '{"id": 1, "name": "San Francisco"}\n{"id": 2, "name": "Los Angeles"}\n{"id": 3, "name": "Detroit"}\n{"id": 4, "name": "Memnonia"}',
    );
  });

  it('_shape=object keeps row order, even with integer keys', async () => {
    const r = await get('/fixtures/facetable.json?_shape=object&_sort_desc=pk&_size=3&_col=state');
    expect(r.text).toBe('{"15": {"pk": 15, "state": "MC"}, "14": {"pk": 14, "state": "MI"}, "13": {"pk": 13, "state": "MI"}}');
  });

  it('_nocount, and _shape=array|object, skip the count', async () => {
    expect((await page('/fixtures/facetable.json?_nocount=1')).filtered_table_rows_count).toBeNull();
    expect((await page('/fixtures/facetable.json?_nocount=')).filtered_table_rows_count).toBe(15);
  });
});

describe('headers', () => {
  it('Cache-Control follows _ttl and default_cache_ttl on 200 data views only', async () => {
    const cache = async (path: string): Promise<string | null> => (await get(path)).headers.get('cache-control');
    expect(await cache('/fixtures/facetable.json')).toBe('max-age=5, stale-while-revalidate=60');
    expect(await cache('/fixtures/facetable.json?_ttl=60')).toBe('max-age=60, stale-while-revalidate=600');
    expect(await cache('/fixtures/facetable.json?_ttl=0')).toBe('no-cache');
    expect(await cache('/fixtures/facetable.json?_ttl=soon')).toBe('max-age=5, stale-while-revalidate=60');
    expect(await cache('/fixtures.json?sql=select+1&_ttl=7')).toBe('max-age=7, stale-while-revalidate=70');
    expect(await cache('/fixtures/facetable/1.json')).toBe('max-age=5, stale-while-revalidate=60');
    expect(await cache('/fixtures/nope.json')).toBeNull();
    expect(await cache('/fixtures.json?sql=select+*+from+nope')).toBeNull();
    expect(await cache('/.json')).toBeNull();
    expect(await cache('/-/versions.json')).toBeNull();
  });

  it('Referrer-Policy on data views, including the SQL error body', async () => {
    expect((await get('/fixtures/facetable.json')).headers.get('referrer-policy')).toBe('no-referrer');
    expect((await get('/fixtures.json?sql=select+*+from+nope')).headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('link: rel="next" for every shape that has a next page', async () => {
    for (const shape of ['arrays', 'objects', 'array', 'arrayfirst']) {
      const r = await get(`/fixtures/facetable.json?_size=5&_shape=${shape}`);
      expect(r.headers.get('link'), shape).toBe(
        `<${fixture.server.url}/fixtures/facetable.json?_size=5&_shape=${shape}&_next=5>; rel="next"`,
      );
    }
    expect((await get('/fixtures/facetable.json?_size=20')).headers.get('link')).toBeNull();
  });

  it('HEAD answers like GET without a body', async () => {
    const head = await get('/fixtures/facetable.json?_size=5', { method: 'HEAD' });
    const full = await get('/fixtures/facetable.json?_size=5');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toBe(full.headers.get('content-type'));
    expect(head.headers.get('link')).toBe(full.headers.get('link'));
  });
});

describe('redirects', () => {
  it('.jsono → .json with _shape=objects', async () => {
    const r = await get('/fixtures/facet_cities.jsono?_size=1');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/fixtures/facet_cities.json?_size=1&_shape=objects');
  });

  it('_filter_column/_filter_op/_filter_value become a filter', async () => {
    const r = await get(
      '/fixtures/facetable.json?_filter_column=state&_filter_op=exact&_filter_value=MI&_filter_column_2=pk&_filter_op_2=gt&_filter_value_2=12',
    );
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/fixtures/facetable.json?state__exact=MI&pk__gt=12');
    expect(r.text).toBe('');
  });

  it('_sort_by_desc turns _sort into _sort_desc', async () => {
    const r = await get('/fixtures/facetable.json?_sort=state&_sort_by_desc=1');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/fixtures/facetable.json?_sort_desc=state');
  });
});

describe('_size=0', () => {
  it("shows no rows and no next page, reporting Datasette's limit 1 query, also sorted and after _next", async () => {
    for (const path of [
      '/fixtures/facetable.json?_size=0',
      '/fixtures/sortable.json?_sort_desc=sortable&_size=0',
      '/fixtures/facetable.json?_size=0&_next=3',
    ]) {
      const p = await page(path);
      expect([p.rows, (p as TablePage & { next: string | null }).next], path).toEqual([[], null]);
      expect(p.query.sql, path).toMatch(/ limit 1$/);
    }
  });
});
