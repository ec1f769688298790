// User SQL that would write, escape the served files or exhaust memory is refused with a 400 that
// says why; size bombs fail fast with SQLite's "string or blob too big"; the data is untouched.
import { describe, expect, it } from 'vitest';
import { readRows } from '../support/fixtures.js';
import { serveFixtures } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

const NOT_SELECT = 'Statement must be a SELECT';

async function refused(sql: string): Promise<{ error: string; title: string | null }> {
  const r = await get(`/fixtures.json?sql=${encodeURIComponent(sql)}`);
  expect(r.status, `${sql}: ${r.text}`).toBe(400);
  return r.json<{ error: string; title: string | null }>();
}

describe('statements that are not reads', () => {
  it.each([
    "update facetable set state = 'XX'",
    "insert into facet_cities (id, name) values (99, 'Nowhere')",
    'delete from facetable',
    'drop table facetable',
    'pragma writable_schema=1',
    'vacuum',
    'create temp table t (x)',
    'create table t (x)',
    'reindex',
    'analyze',
    'begin',
  ])('%s', async (sql) => {
    expect(await refused(sql)).toEqual({ ok: false, error: NOT_SELECT, status: 400, title: 'Invalid SQL' });
  });

  it('a WITH that writes passes the text check but SQLite says it writes: refused', async () => {
    for (const sql of [
      'with x as (select 1) insert into facet_cities (id, name) select 99, name from facet_cities limit 1',
      'with x as (select 1) delete from facetable',
      "with x as (select 1) update facetable set state = 'XX'",
    ]) {
      const body = await refused(sql);
      expect(body.title).toBe('Invalid SQL');
      expect(body.error, sql).toMatch(/^Statement must be a SELECT: .*read-only/);
    }
  });

  it('ATTACH and DETACH say they are not allowed', async () => {
    for (const sql of [
      `attach database '${fixture.server.fixtures.db}' as other`,
      "attach ':memory:' as m",
      'detach database main',
      '  /* hi */ ATTACH DATABASE "x" AS y',
    ]) {
      expect((await refused(sql)).error, sql).toBe('ATTACH and DETACH are not allowed: only the served databases can be queried');
    }
  });

  it('load_extension() is refused by name', async () => {
    expect((await refused("select load_extension('x')")).error).toBe('load_extension() is not allowed');
    expect((await refused("select 1 where load_extension ('/tmp/evil.so') is null")).error).toBe('load_extension() is not allowed');
  });

  it('pragma functions other than the allowed ones are refused', async () => {
    expect((await refused('select * from pragma_compile_options()')).error).toMatch(/^Statement contained a disallowed PRAGMA/);
    expect((await refused('select * from pragma_table_list')).error).toMatch(/^Statement contained a disallowed PRAGMA/);
    const allowed = await get("/fixtures.json?sql=select+name+from+pragma_table_info('facet_cities')");
    expect(allowed.json()).toMatchObject({ ok: true, rows: [['id'], ['name']] });
  });

  it('two statements are refused by SQLite', async () => {
    for (const sql of [
      'select 1; select 2',
      'select 1; drop table facetable',
      'with x as (select 1) select * from x; delete from facetable',
    ]) {
      const r = await get(`/fixtures.json?sql=${encodeURIComponent(sql)}`);
      expect(r.status).toBe(400);
      expect(r.json()).toMatchObject({ ok: false, rows: [], error: 'You can only execute one statement at a time.' });
    }
  });

  it('left every table as it was', () => {
    expect(readRows(fixture.server.fixtures.db, 'select count(*) from facetable')).toEqual([[15n]]);
    expect(readRows(fixture.server.fixtures.db, 'select count(*) from facet_cities')).toEqual([[4n]]);
    expect(readRows(fixture.server.fixtures.db, "select count(*) from facetable where state = 'XX'")).toEqual([[0n]]);
    expect(readRows(fixture.server.fixtures.db, "select count(*) from sqlite_master where name = 't'")).toEqual([[0n]]);
  });
});

describe('size bombs fail fast with "string or blob too big"', () => {
  it.each([
    'select randomblob(2e9)',
    'select length(randomblob(2000000000))',
    'select zeroblob(2000000000)',
    "select printf('%.*c', 2000000000, 'x')",
    // Under SQLite's own 1 GB maximum but over the engine's cap: only the cap stops these.
    'select length(randomblob(100000000))',
    'select length(zeroblob(100000000))',
    "select length(replace(hex(zeroblob(30000000)), '0', 'xx'))",
  ])('%s', async (sql) => {
    const r = await get(`/fixtures.json?sql=${encodeURIComponent(sql)}`);
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ ok: false, error: 'string or blob too big' });
  });

  it('values under the cap are fine', async () => {
    const r = await get(`/fixtures.json?sql=${encodeURIComponent('select length(randomblob(1000000)) as n')}`);
    expect(r.json()).toMatchObject({ ok: true, rows: [[1000000]] });
  });

  it('the server keeps answering', async () => {
    expect((await get('/fixtures/facet_cities.json')).status).toBe(200);
  });
});
