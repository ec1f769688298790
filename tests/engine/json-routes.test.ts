// The exact bytes of each JSON route (key order, spacing, escapes), checked against what Datasette 0.65
// answers on the fixtures database. `query_ms` and the server's origin are
// normalised first.
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { tildeEncode } from '../../engine/url/tilde.js';
import { usableMemory } from '../../engine/config/settings.js';
import { METADATA_YAML, SOURCE_AND_LICENSE_JSON as TAIL } from '../support/fixtures.js';
import { type Fetched, serveFixtures, stable } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

const H = 'http://HOST';
const JSON_TYPE = 'application/json; charset=utf-8';

async function body(path: string, status = 200): Promise<string> {
  const r = await get(path);
  expect(r.status, r.text).toBe(status);
  return stable(r.text, fixture.server.url);
}

function expectJson(r: Fetched): void {
  expect(r.headers.get('content-type')).toBe(JSON_TYPE);
}

describe('custom SQL: /<db>.json?sql=', () => {
  const sql = '/fixtures.json?sql=select+*+from+facet_cities+order+by+id';
  const rows = '[[1, "San Francisco"], [2, "Los Angeles"], [3, "Detroit"], [4, "Memnonia"]]';
  const rest =
    '"truncated": false, "columns": ["id", "name"], "query": {"sql": "select * from facet_cities order by id", "params": {}}, ' +
    `"error": null, "private": false, "allow_execute_sql": true, "query_ms": 0, ${TAIL}}`;
  const objects =
    '[{"id": 1, "name": "San Francisco"}, {"id": 2, "name": "Los Angeles"}, {"id": 3, "name": "Detroit"}, {"id": 4, "name": "Memnonia"}]';

  it('default shape (arrays) is the "Success body" example', async () => {
    const r = await get(sql);
    expectJson(r);
    expect(stable(r.text)).toBe(`{"ok": true, "database": "fixtures", "query_name": null, "rows": ${rows}, ${rest}`);
    expect(await body(`${sql}&_shape=arrays`)).toBe(stable(r.text));
  });

  it('_shape=objects turns rows into objects and changes nothing else', async () => {
    expect(await body(`${sql}&_shape=objects`)).toBe(
      `{"ok": true, "database": "fixtures", "query_name": null, "rows": ${objects}, ${rest}`,
    );
  });

  it('_shape=array is the bare list of row objects', async () => {
    expect(await body(`${sql}&_shape=array`)).toBe(objects);
  });

  it('_shape=arrayfirst is the list of first values', async () => {
    expect(await body(`${sql}&_shape=arrayfirst`)).toBe('[1, 2, 3, 4]');
  });

  it('_shape=object is refused on SQL with the two-key body', async () => {
    // Datasette answers 200 here; a client mistake is a 400 in this engine, same body.
    expect(await body(`${sql}&_shape=object`, 400)).toBe('{"ok": false, "error": "_shape=object is only available on tables"}');
  });

  it('an unknown _shape gets the envelope naming it', async () => {
    expect(await body(`${sql}&_shape=bad`, 400)).toBe('{"ok": false, "error": "Invalid _shape: bad", "status": 400, "title": null}');
  });

  it('_nl with _shape=array gives newline-delimited objects as text/plain', async () => {
    const r = await get(`${sql}&_shape=array&_nl=on`);
    expect(r.headers.get('content-type')).toBe('text/plain');
    expect(r.text).toBe(objects.slice(1, -1).split(', {').join('\n{'));
    // Any non-empty value counts, even "off".
    expect((await get(`${sql}&_shape=array&_nl=off`)).text).toBe(r.text);
    expect((await get(`${sql}&_shape=array&_nl=`)).text).toBe(objects);
  });

  it('keeps duplicate column names; in objects the later one wins', async () => {
    const q = '/fixtures.json?sql=select+1+as+a,+2+as+a';
    expect(JSON.parse(await body(q))).toMatchObject({ columns: ['a', 'a'], rows: [[1, 2]] });
    expect(await body(`${q}&_shape=array`)).toBe('[{"a": 2}]');
  });
});

describe('table JSON', () => {
  it('is the "Response keys" example, keys in order (facets, labels, filter, link header)', async () => {
    const q = '_shape=objects&_size=2&state=CA&_facet=state&_facet=_city_id&_nosuggest=1';
    const r = await get(`/fixtures/facetable.json?${q}`);
    expect(r.status).toBe(200);
    expectJson(r);
    expect(r.headers.get('link')).toBe(`<${fixture.server.url}/fixtures/facetable.json?${q}&_next=2>; rel="next"`);
    const row1 =
      '{"pk": 1, "created": "2019-01-14 08:00:00", "planet_int": 1, "on_earth": 1, "state": "CA", "_city_id": 1, "_neighborhood": "Mission", "tags": "[\\"tag1\\", \\"tag2\\"]", "complex_array": "[{\\"foo\\": \\"bar\\"}]", "distinct_some_null": "one", "n": "n1"}';
    const row2 =
      '{"pk": 2, "created": "2019-01-14 08:00:00", "planet_int": 1, "on_earth": 1, "state": "CA", "_city_id": 1, "_neighborhood": "Dogpatch", "tags": "[\\"tag1\\", \\"tag3\\"]", "complex_array": "[]", "distinct_some_null": "two", "n": "n2"}';
    const cityItem = (id: number, name: string, count: number): string =>
      `{"value": ${id}, "label": "${name}", "count": ${count}, "toggle_url": "${H}/fixtures/facetable.json?${q}&_city_id__exact=${id}", "selected": false}`;
    const expected =
      '{"database": "fixtures", "table": "facetable", "is_view": false, "human_description_en": "where state = \\"CA\\"", ' +
      `"rows": [${row1}, ${row2}], "truncated": false, "filtered_table_rows_count": 10, "expanded_columns": [], ` +
      '"expandable_columns": [[{"column": "_city_id", "other_table": "facet_cities", "other_column": "id"}, "name"]], ' +
      '"columns": ["pk", "created", "planet_int", "on_earth", "state", "_city_id", "_neighborhood", "tags", "complex_array", "distinct_some_null", "n"], ' +
      '"primary_keys": ["pk"], "units": {}, ' +
      '"query": {"sql": "select pk, created, planet_int, on_earth, state, _city_id, _neighborhood, tags, complex_array, distinct_some_null, n from facetable where \\"state\\" = :p0 order by pk limit 3", "params": {"p0": "CA"}}, ' +
      '"facet_results": {' +
      '"state": {"name": "state", "type": "column", "hideable": true, "toggle_url": "/fixtures/facetable.json?_shape=objects&_size=2&state=CA&_facet=_city_id&_nosuggest=1", ' +
      `"results": [{"value": "CA", "label": "CA", "count": 10, "toggle_url": "${H}/fixtures/facetable.json?_shape=objects&_size=2&_facet=state&_facet=_city_id&_nosuggest=1", "selected": true}], "truncated": false}, ` +
      '"_city_id": {"name": "_city_id", "type": "column", "hideable": true, "toggle_url": "/fixtures/facetable.json?_shape=objects&_size=2&state=CA&_facet=state&_nosuggest=1", ' +
      `"results": [${cityItem(1, 'San Francisco', 6)}, ${cityItem(2, 'Los Angeles', 4)}], "truncated": false}}, ` +
      `"suggested_facets": [], "next": "2", "next_url": "${H}/fixtures/facetable.json?${q}&_next=2", ` +
      `"private": false, "allow_execute_sql": true, "query_ms": 0, ${TAIL}}`;
    expect(stable(r.text, fixture.server.url)).toBe(expected);
  });

  it('a view: is_view, no order by, two spaces before limit, offset tokens', async () => {
    const r = JSON.parse(await body('/fixtures/simple_view.json?_size=2')) as Record<string, unknown>;
    expect(r).toMatchObject({
      table: 'simple_view',
      is_view: true,
      primary_keys: [],
      columns: ['content', 'upper_content'],
      rows: [
        ['hello', 'HELLO'],
        ['world', 'WORLD'],
      ],
      next: '2',
      query: { sql: 'select content, upper_content from simple_view  limit 3', params: {} },
    });
  });

  it('a rowid table selects rowid first and has no primary keys', async () => {
    const r = JSON.parse(await body('/fixtures/no_primary_key.json?_size=1')) as Record<string, unknown>;
    expect(r).toMatchObject({
      columns: ['rowid', 'content', 'a', 'b', 'c'],
      primary_keys: [],
      rows: [[1, '1', 'a1', 'b1', 'c1']],
      next: '1',
      query: { sql: 'select rowid, content, a, b, c from no_primary_key order by rowid limit 2', params: {} },
    });
  });

  it('lists every key in Datasette order and no ok key', async () => {
    const keys = Object.keys(JSON.parse(await body('/fixtures/facet_cities.json')) as object);
    expect(keys).toEqual([
      'database',
      'table',
      'is_view',
      'human_description_en',
      'rows',
      'truncated',
      'filtered_table_rows_count',
      'expanded_columns',
      'expandable_columns',
      'columns',
      'primary_keys',
      'units',
      'query',
      'facet_results',
      'suggested_facets',
      'next',
      'next_url',
      'private',
      'allow_execute_sql',
      'query_ms',
      'source',
      'source_url',
      'license',
      'license_url',
    ]);
  });
});

describe('row JSON', () => {
  it('compound key with tilde-encoded parts is the "Row JSON" example', async () => {
    expect(await body('/fixtures/compound_primary_key/a~2Fb,~2Ec-d.json')).toBe(
      '{"database": "fixtures", "table": "compound_primary_key", "rows": [["a/b", ".c-d", "c"]], ' +
        '"columns": ["pk1", "pk2", "content"], "primary_keys": ["pk1", "pk2"], "primary_key_values": ["a/b", ".c-d"], ' +
        `"units": {}, "query_ms": 0, ${TAIL}}`,
    );
  });

  it('rowid tables use the rowid', async () => {
    expect(await body('/fixtures/no_primary_key/1.json')).toBe(
      '{"database": "fixtures", "table": "no_primary_key", "rows": [[1, "1", "a1", "b1", "c1"]], ' +
        '"columns": ["rowid", "content", "a", "b", "c"], "primary_keys": ["rowid"], "primary_key_values": ["1"], ' +
        `"units": {}, "query_ms": 0, ${TAIL}}`,
    );
  });

  it('_shape=object keys the row by its pk path; _extras=foreign_key_tables counts incoming references', async () => {
    expect(await body('/fixtures/compound_primary_key/a~2Fb,~2Ec-d.json?_shape=object')).toBe(
      '{"a~2Fb,~2Ec-d": {"pk1": "a/b", "pk2": ".c-d", "content": "c"}}',
    );
    const r = JSON.parse(await body('/fixtures/facet_cities/1.json?_extras=foreign_key_tables')) as Record<string, unknown>;
    expect(Object.keys(r).slice(6, 9)).toEqual(['units', 'foreign_key_tables', 'query_ms']);
    expect(r.foreign_key_tables).toEqual([
      { other_table: 'facetable', column: 'id', other_column: '_city_id', count: 6, link: '/fixtures/facetable?_city_id__exact=1' },
    ]);
  });
});

describe('canned query JSON', () => {
  it('has query_name and the canned SQL; a missing parameter binds as ""', async () => {
    const sql =
      "select _neighborhood, facet_cities.name, state from facetable\\njoin facet_cities on facetable._city_id = facet_cities.id\\nwhere _neighborhood like '%' || :text || '%' order by _neighborhood";
    expect(await body('/fixtures/neighborhood+search~2Fv2.json?text=town')).toBe(
      '{"ok": true, "database": "fixtures", "query_name": "neighborhood search/v2", ' +
        '"rows": [["Corktown", "Detroit", "MI"], ["Downtown", "Los Angeles", "CA"], ["Downtown", "Detroit", "MI"], ["Greektown", "Detroit", "MI"], ["Koreatown", "Los Angeles", "CA"], ["Mexicantown", "Detroit", "MI"]], ' +
        `"truncated": false, "columns": ["_neighborhood", "name", "state"], "query": {"sql": "${sql}", "params": {"text": "town"}}, ` +
        `"error": null, "private": false, "allow_execute_sql": true, "query_ms": 0, ${TAIL}}`,
    );
    const all = JSON.parse(await body('/fixtures/neighborhood+search~2Fv2.json')) as { rows: unknown[]; query: { params: object } };
    expect(all.rows).toHaveLength(15);
    expect(all.query.params).toEqual({ text: '' });
  });

  it('honours a params list: other names are still bound from the query string', async () => {
    expect(JSON.parse(await body('/fixtures/two_params.json?a=1&b=2'))).toMatchObject({
      rows: [['1', '2']],
      query: { params: { a: '1', b: '2' } },
    });
    const missing = JSON.parse(await body('/fixtures/two_params.json?a=1', 400)) as Record<string, unknown>;
    expect(missing).toMatchObject({
      ok: false,
      query_name: 'two_params',
      rows: [],
      error: 'You did not supply a value for binding parameter :b.',
    });
  });

  it('the string form from metadata works', async () => {
    expect(JSON.parse(await body('/fixtures/plain.json'))).toMatchObject({ ok: true, query_name: 'plain', columns: ['one'], rows: [[1]] });
  });
});

describe('database and instance listings', () => {
  // Listings count with 5 and 10 ms limits, which a busy machine can miss (showing null counts).
  // Table pages count with the full limit first, and the listings reuse those cached counts.
  beforeAll(async () => {
    const file = new Database(fixture.server.fixtures.db, { readonly: true });
    const tables = file.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
    file.close();
    for (const t of tables) expect((await get(`/fixtures/${tildeEncode(t)}.json?_size=0`)).status).toBe(200);
  });

  it('/<db>.json lists tables sorted by (hidden, name) with counts, keys, FKs and FTS', async () => {
    const r = JSON.parse(await body('/fixtures.json')) as Record<string, unknown> & { tables: Array<Record<string, unknown>> };
    expect(Object.keys(r)).toEqual([
      'database',
      'private',
      'path',
      'size',
      'tables',
      'hidden_count',
      'views',
      'queries',
      'allow_execute_sql',
      'query_ms',
      'source',
      'source_url',
      'license',
      'license_url',
    ]);
    expect(r).toMatchObject({ database: 'fixtures', private: false, path: '/fixtures', hidden_count: 15 });
    const names = r.tables.map((t) => t.name as string);
    const visible = names.slice(0, names.length - 15);
    expect(visible[0]).toBe('123_starts_with_digits');
    expect(visible).toEqual([...visible].sort());
    expect(r.tables.slice(-15).every((t) => t.hidden === true)).toBe(true);
    expect(r.tables.find((t) => t.name === 'facet_cities')).toEqual({
      name: 'facet_cities',
      columns: ['id', 'name'],
      primary_keys: ['id'],
      count: 4,
      hidden: false,
      fts_table: null,
      foreign_keys: { incoming: [{ other_table: 'facetable', column: 'id', other_column: '_city_id' }], outgoing: [] },
      private: false,
    });
    expect(r.tables.find((t) => t.name === 'searchable')).toMatchObject({ fts_table: 'searchable_fts', count: 3 });
    expect(r.tables.find((t) => t.name === 'articles')).toMatchObject({ fts_table: 'articles_fts' });
    expect(r.tables.find((t) => t.name === 'notes')).toMatchObject({ fts_table: 'notes_fts' });
    expect(r.views).toEqual([
      { name: 'simple_view', private: false },
      { name: 'paginated_view', private: false },
      { name: 'sortable_view', private: false },
    ]);
    const queries = r.queries as Array<Record<string, unknown>>;
    expect(queries.map((q) => q.name)).toEqual(['plain', 'neighborhood search/v2', 'two_params', 'slow_count']);
    expect(queries[1]).toMatchObject({ title: 'Search neighborhoods', name: 'neighborhood search/v2', private: false });
    // Datasette's keys only: as defined, then name and private (no parameters the SQL implies).
    expect(queries[0]).toEqual({ sql: 'select 1 as one', name: 'plain', private: false });
    // The file size is the size on disk.
    expect(r.size).toBe(statSync(fixture.server.fixtures.db).size);
  });

  it('/.json summarises each database (no ok key)', async () => {
    const file = new Database(fixture.server.fixtures.db, { readonly: true });
    const tables = file.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
    const r = JSON.parse(await body('/.json')) as Record<string, Record<string, unknown>>;
    expect(Object.keys(r)).toEqual(['fixtures']);
    const db = r.fixtures;
    expect(Object.keys(db)).toEqual([
      'name',
      'hash',
      'color',
      'path',
      'tables_and_views_truncated',
      'tables_and_views_more',
      'tables_count',
      'table_rows_sum',
      'show_table_row_counts',
      'hidden_table_rows_sum',
      'hidden_tables_count',
      'views_count',
      'private',
    ]);
    // color = md5("fixtures")[:6] for a mutable file, as Datasette 0.65's instance index gives it.
    expect(db).toMatchObject({
      name: 'fixtures',
      hash: null,
      color: '9403e5',
      path: '/fixtures',
      tables_and_views_more: true,
      tables_count: 22,
      show_table_row_counts: true,
      hidden_tables_count: 15,
      views_count: 3,
    });
    const top = db.tables_and_views_truncated as Array<Record<string, unknown>>;
    expect(top).toHaveLength(5);
    // With counts, Datasette orders by count then name and reports no relationships.
    expect(top[0]).toMatchObject({ name: 'big_table', num_relationships_for_sorting: 0, count: 2000 });
    // Row sums, counted here straight from the file: FTS tables and their shadow tables are the hidden ones.
    const rows = (t: string): number => file.prepare(`select count(*) from "${t}"`).pluck().get() as number;
    const hidden = (t: string): boolean => /^(searchable|articles|notes)_fts/.test(t);
    const visibleSum = tables.filter((t) => !hidden(t)).reduce((s, t) => s + rows(t), 0);
    const hiddenSum = tables.filter(hidden).reduce((s, t) => s + rows(t), 0);
    file.close();
    expect(db.table_rows_sum).toBe(visibleSum);
    expect(db.hidden_table_rows_sum).toBe(hiddenSum);
  });
});

describe('/-/ introspection', () => {
  it('/-/settings.json: Datasette keys in Datasette order, then ours', async () => {
    const r = await get('/-/settings.json');
    expectJson(r);
    expect(r.text).toBe(
      '{"default_page_size": 100, "max_returned_rows": 1000, "num_sql_threads": 3, "sql_time_limit_ms": 10000, ' +
        '"default_facet_size": 30, "facet_time_limit_ms": 200, "facet_suggest_time_limit_ms": 50, "allow_facet": true, ' +
        '"default_allow_sql": true, "allow_download": true, "suggest_facets": true, "default_cache_ttl": 5, "cache_size_kb": 0, ' +
        '"allow_csv_stream": true, "max_csv_mb": 100, "truncate_cells_html": 2048, "force_https_urls": false, ' +
        '"template_debug": false, "trace_debug": false, "base_url": "/", ' +
        '"fast_lane_threads": 1, "max_queued_queries": 64, "max_queries_per_client": 8, "response_cache_mb": 32, "trusted_proxies": "", "max_response_bytes": 52428800, "sql_memory_limit_mb": 256, "max_value_bytes": 67108864, "sql_cache_mb": 16, ' +
        `"preload_mb": ${Math.floor(usableMemory() / 2 / 1048576)}, ` +
        '"page_extras_ms": 50, "rate_limit_per_minute": 0, "remember_slow_sql_ms": 100, "allow_mcp": true, "mcp_allowed_hosts": ""}',
    );
    expect(r.headers.get('cache-control')).toBeNull();
  });

  it('/-/versions.json names the SQLite in use and the Datasette version we follow', async () => {
    const r = JSON.parse(await body('/-/versions.json')) as Record<string, Record<string, unknown>>;
    expect(Object.keys(r)).toEqual(['node', 'datasette', 'engine', 'sqlite']);
    expect(r.node.version).toBe(process.versions.node);
    expect(r.datasette.version).toBe('0.65.2');
    const memory = new Database(':memory:');
    const version = (memory.prepare('select sqlite_version() as v').get() as { v: string }).v;
    memory.close();
    expect(r.sqlite).toMatchObject({ version, fts_versions: ['FTS5', 'FTS4', 'FTS3'], extensions: { json1: null } });
    expect(r.sqlite.compile_options).toContain('ENABLE_FTS5');
  });

  it('/-/databases.json, /-/plugins.json, /-/metadata.json, /-/threads.json', async () => {
    expect(await body('/-/databases.json')).toBe(
      `[{"name": "fixtures", "route": "fixtures", "path": ${JSON.stringify(fixture.server.fixtures.db)}, "size": ${statSync(fixture.server.fixtures.db).size}, "is_mutable": true, "is_memory": false, "hash": null}]`,
    );
    expect(await body('/-/plugins.json')).toBe('[]');
    const metadata = await body('/-/metadata.json');
    expect(JSON.parse(metadata)).toEqual(parseYaml(METADATA_YAML));
    expect(metadata.startsWith('{"title": "Engine test fixtures", "license": "Apache License 2.0", "license_url": ')).toBe(true);
    expect(await body('/-/threads.json')).toBe(
      '{"num_threads": 5, "threads": [{"name": "sql-worker-1", "busy": false, "lane": false, "background": false}, ' +
        '{"name": "sql-worker-2", "busy": false, "lane": false, "background": false}, {"name": "sql-worker-3", "busy": false, "lane": false, "background": false}, ' +
        '{"name": "sql-worker-4-lane", "busy": false, "lane": true, "background": false}, ' +
        '{"name": "sql-worker-5-background", "busy": false, "lane": false, "background": true}], "num_queued": 0}',
    );
    expect(await body('/-/actor.json')).toBe('{"actor": null}');
  });

  it('/-/config.json moved to /-/settings.json', async () => {
    const r = await get('/-/config.json');
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/-/settings.json');
  });
});
