// The error catalogue: each status with its
// exact envelope. Where Datasette answers a client mistake with 500 this engine answers 400 with
// the same envelope shape. (Every fetch here also fails on a 500: see fetchPath.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startFixtureServer, type FixtureServer } from '../support/server.js';

let server: FixtureServer;
let restricted: FixtureServer;
let get: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startFixtureServer();
  restricted = await startFixtureServer({ settings: { default_allow_sql: false, allow_facet: false } });
  get = client(server);
});
afterAll(async () => {
  await server.close();
  await restricted.close();
});

const envelope = (error: string, status: number, title: string | null = null): string =>
  `{"ok": false, "error": ${JSON.stringify(error)}, "status": ${status}, "title": ${title === null ? 'null' : JSON.stringify(title)}}`;

async function expectError(path: string, status: number, error: string, title: string | null = null, from = server): Promise<void> {
  const r = await client(from)(path);
  expect(r.status, path).toBe(status);
  expect(r.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
  expect(r.text, path).toBe(envelope(error, status, title));
  expect(r.headers.get('cache-control'), path).toBeNull();
}

describe('404', () => {
  it('unknown database, table, row, path', async () => {
    await expectError('/nope.json', 404, 'Database not found');
    await expectError('/nope.json?sql=select+1', 404, 'Database not found');
    await expectError('/nope/t.json', 404, 'Database not found');
    await expectError('/-/nope.json', 404, 'Database not found');
    await expectError('/fixtures/nope.json', 404, 'Table not found');
    await expectError('/fixtures/facetable/999.json', 404, 'Record not found');
    await expectError('/fixtures/compound_primary_key/a,nope.json', 404, 'Record not found');
    await expectError('/fixtures/simple_view/1.json', 404, 'Record not found');
    await expectError('/a/b/c/d.json', 404, '404');
  });

  it('an unmatched path not ending in .json gets an HTML page', async () => {
    const r = await get('/a/b/c/d');
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('400 from SQL', () => {
  it('user SQL that is not a SELECT, or uses a disallowed pragma', async () => {
    await expectError('/fixtures.json?sql=selec+1', 400, 'Statement must be a SELECT', 'Invalid SQL');
    await expectError('/fixtures.json?sql=pragma+table_info(facetable)', 400, 'Statement must be a SELECT', 'Invalid SQL');
    await expectError(
      '/fixtures.json?sql=select+*+from+pragma_compile_options()',
      400,
      'Statement contained a disallowed PRAGMA. Allowed pragma functions are pragma_database_list(), pragma_foreign_key_list(), pragma_function_list(), pragma_index_info(), pragma_index_list(), pragma_index_xinfo(), pragma_page_count(), pragma_max_page_count(), pragma_page_size(), pragma_schema_version(), pragma_table_info(), pragma_table_xinfo()',
      'Invalid SQL',
    );
  });

  it('a SQLite error in custom SQL returns the full query body with ok false, whatever the _shape', async () => {
    for (const extra of ['', '&_shape=array', '&_shape=objects']) {
      const r = await get(`/fixtures.json?sql=select+*+from+nope${extra}`);
      expect(r.status).toBe(400);
      expect(r.json()).toMatchObject({
        ok: false,
        database: 'fixtures',
        query_name: null,
        rows: [],
        truncated: false,
        columns: [],
        query: { sql: 'select * from nope', params: {} },
        error: 'no such table: nope',
      });
    }
    for (const [sql, error] of [
      ['select+nope+from+facetable', 'no such column: nope'],
      ['select+sleep(1)', 'no such function: sleep'],
      ['select+x+y+z', 'near "z": syntax error'],
      ['select+1;+select+2', 'You can only execute one statement at a time.'],
      ['select+:_x', 'You did not supply a value for binding parameter :_x.'],
    ]) {
      const r = await get(`/fixtures.json?sql=${sql}`);
      expect(r.status, sql).toBe(400);
      expect(r.json<{ error: string }>().error, sql).toBe(error);
    }
  });

  it('a SQLite error in table SQL uses the exception envelope', async () => {
    await expectError('/fixtures/facetable.json?_where=nope', 400, 'no such column: nope', 'Invalid SQL');
    await expectError('/fixtures/facetable.json?_facet=nope', 400, 'no such column: nope', 'Invalid SQL');
    await expectError(
      '/fixtures/searchable.json?_search=dog+AND&_searchmode=raw',
      400,
      'malformed MATCH expression: [dog AND]',
      'Invalid SQL',
    );
  });
});

describe('400 from table arguments', () => {
  it('_size', async () => {
    await expectError('/fixtures/facetable.json?_size=-1', 400, '_size must be a positive integer');
    await expectError('/fixtures/facetable.json?_size=ten', 400, '_size must be a positive integer');
    await expectError('/fixtures/facetable.json?_size=1001', 400, '_size must be <= 1000');
  });

  it('_col, _nocol, _search_<col>, _shape', async () => {
    await expectError('/fixtures/facetable.json?_col=nope&_col=nada', 400, '_col=nope, nada - invalid columns');
    await expectError('/fixtures/facetable.json?_nocol=pk', 400, '_nocol=pk - invalid columns');
    await expectError('/fixtures/facetable.json?_nocol=nope', 400, '_nocol=nope - invalid columns');
    await expectError('/fixtures/searchable.json?_search_nope=x', 400, 'Cannot search by that column');
    await expectError('/fixtures/facetable.json?_shape=bad', 400, 'Invalid _shape: bad');
    const r = await get('/fixtures/no_primary_key.json?_shape=object');
    expect(r.status).toBe(400);
    expect(r.text).toBe('{"ok": false, "error": "_shape=object not available for tables with no primary keys"}');
    expect((await get('/fixtures/simple_view.json?_shape=object')).text).toBe(r.text);
  });

  it('where Datasette says 500, we say 400: bad _sort, both sort args, _timelimit, _json_infinity', async () => {
    await expectError('/fixtures/facetable.json?_sort=nope', 400, 'Cannot sort table by nope');
    // Metadata sortable_columns limits what may be sorted.
    await expectError('/fixtures/sortable.json?_sort=content', 400, 'Cannot sort table by content');
    await expectError('/fixtures/facetable.json?_sort=pk&_sort_desc=state', 400, 'Cannot use _sort and _sort_desc at the same time');
    await expectError('/fixtures/facetable.json?_timelimit=abc', 400, '_timelimit must be a whole number of milliseconds, not "abc"');
    await expectError('/fixtures.json?sql=select+1&_timelimit=1.5', 400, '_timelimit must be a whole number of milliseconds, not "1.5"');
    await expectError('/fixtures/facetable.json?_json_infinity=yes', 400, '_json_infinity must be on, off, true, false, 1 or 0, not "yes"');
    await expectError(
      '/fixtures.json?sql=select+1&_json_infinity=yes',
      400,
      '_json_infinity must be on, off, true, false, 1 or 0, not "yes"',
    );
  });

  it('a row URL with too few key parts', async () => {
    const r = await get('/fixtures/compound_primary_key/a.json');
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ ok: false, status: 400, title: null });
  });
});

describe('settings that forbid', () => {
  it('_where without execute-sql is 403; _facet with allow_facet off is 400', async () => {
    await expectError('/fixtures/facetable.json?_where=1', 403, '_where= is not allowed', null, restricted);
    await expectError('/fixtures/facetable.json?_facet=state', 400, '_facet= is not allowed', null, restricted);
    await expectError('/fixtures/facetable.json?_facet_array=tags', 400, '_facet= is not allowed', null, restricted);
    // Custom SQL is forbidden (403, after the SELECT check's 400); canned queries still run.
    await expectError(
      '/fixtures.json?sql=select+1',
      403,
      'Custom SQL is not allowed on this server (default_allow_sql is off)',
      'Forbidden',
      restricted,
    );
    await expectError('/fixtures.json?sql=update+facetable+set+pk=1', 400, 'Statement must be a SELECT', 'Invalid SQL', restricted);
    const canned = await client(restricted)('/fixtures/plain.json');
    expect(canned.json()).toMatchObject({ ok: true, rows: [[1]], allow_execute_sql: false });
    // Metadata facets are simply not computed.
    const r = await client(restricted)('/fixtures/attractions.json');
    expect(r.status).toBe(200);
    expect(r.json<{ facet_results: object }>().facet_results).toEqual({});
  });
});

describe('methods', () => {
  it('POST, PUT, PATCH, DELETE are 405 Method not allowed', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of [
        '/fixtures/facetable.json',
        '/fixtures.json?sql=select+1',
        '/fixtures/plain.json',
        '/-/settings.json',
        '/.json',
      ]) {
        const r = await get(path, { method });
        expect(r.status, `${method} ${path}`).toBe(405);
        expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(r.text).toBe('Method not allowed');
      }
    }
  });
});
