// JSON keys Datasette 0.65.2 fills that are easy to get subtly wrong: suggested facets, `_through`,
// `_label` vs `_labels`, the FTS table of every listed table, the index page's table order.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../engine/server.js';
import { client, serveFixtures } from '../support/server.js';

// Budgets no busy machine can run out of: these tests are about what a page holds, and a suggestion
// probe or a page's extras that ran late would be left out of it (budgets have tests of their own).
const fixture = serveFixtures({ settings: { page_extras_ms: 60_000, facet_suggest_time_limit_ms: 60_000, facet_time_limit_ms: 60_000 } });
const { get } = fixture;

interface Suggested {
  name: string;
  type?: string;
  toggle_url: string;
}
interface TableJson {
  rows: unknown[][];
  suggested_facets: Suggested[];
  human_description_en: string;
  query: { sql: string; params: Record<string, unknown> };
  expanded_columns: unknown[];
}

async function table(path: string): Promise<TableJson> {
  const r = await get(path);
  expect(r.status, r.text).toBe(200);
  return r.json<TableJson>();
}

describe('suggested_facets', () => {
  it('lists column suggestions, then date, then array, as Datasette 0.65 lists them for facetable', async () => {
    const query = '_shape=objects&_size=2&state=CA&_facet=state&_facet=_city_id';
    const p = await table(`/fixtures/facetable.json?${query}`);
    const base = `${fixture.server.url}/fixtures/facetable.json?${query}`;
    expect(p.suggested_facets).toEqual([
      { name: 'created', toggle_url: `${base}&_facet=created` },
      { name: 'tags', toggle_url: `${base}&_facet=tags` },
      { name: 'complex_array', toggle_url: `${base}&_facet=complex_array` },
      { name: 'created', type: 'date', toggle_url: `${base}&_facet_date=created` },
      { name: 'tags', type: 'array', toggle_url: `${base}&_facet_array=tags` },
    ]);
  });

  it('_nosuggest, _nofacet and _next turn suggestions off', async () => {
    expect((await table('/fixtures/facetable.json?_nosuggest=1')).suggested_facets).toEqual([]);
    expect((await table('/fixtures/facetable.json?_nofacet=1')).suggested_facets).toEqual([]);
    expect((await table('/fixtures/facetable.json?_next=3')).suggested_facets).toEqual([]);
  });

  it('a column already faceted is not suggested again as that type', async () => {
    const names = (await table('/fixtures/facetable.json?_facet=created&_facet_array=tags')).suggested_facets.map(
      (s) => `${s.name}:${s.type ?? 'column'}`,
    );
    expect(names).not.toContain('created:column');
    expect(names).not.toContain('tags:array');
    expect(names).toContain('created:date');
  });
});

describe('suggest_facets off', () => {
  const off = serveFixtures({ settings: { suggest_facets: false } });
  it('suggests nothing', async () => {
    const r = await off.get('/fixtures/facetable.json?_size=0');
    expect(r.status).toBe(200);
    expect(r.json<TableJson>().suggested_facets).toEqual([]);
  });
});

describe('facet_suggest_time_limit_ms bounds every suggestion probe', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'suggest-'));
    const db = new Database(join(dir, 'endless.db'));
    // A billion rows: any probe that scans them runs for minutes.
    db.exec(
      'create view endless as with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select x, x % 7 as weekday from c',
    );
    db.close();
    server = await startServer(
      {
        files: [{ path: join(dir, 'endless.db'), immutable: false }],
        settings: { sql_time_limit_ms: 600_000, facet_suggest_time_limit_ms: 20 },
      },
      '127.0.0.1',
      0,
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the page answers (within the test timeout) with the timed-out suggestions left out', async () => {
    const r = await client(server)('/endless/endless.json?_size=3&_nocount=1');
    expect(r.status, r.text).toBe(200);
    const body = r.json<TableJson>();
    expect(body.rows).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(body.suggested_facets).toEqual([]);
  });
});

describe('_through', () => {
  it('selects the rows a row of another table points at, numbering its parameter p0', async () => {
    const p = await table(
      '/fixtures/facet_cities.json?_through={"table":"facetable","column":"_neighborhood","value":"Mission"}&_nosuggest=1',
    );
    expect(p.rows).toEqual([[1, 'San Francisco']]);
    expect(p.human_description_en).toBe('where facetable._neighborhood = "Mission"');
    expect(p.query.sql).toBe(
      'select id, name from facet_cities where id in (select _city_id from facetable where _neighborhood = :p0) order by id limit 101',
    );
    expect(p.query.params).toEqual({ p0: 'Mission' });
  });

  it('numbers its parameters after the filters, so both apply, also on later pages', async () => {
    const through = encodeURIComponent('{"table":"facetable","column":"state","value":"CA"}');
    const first = await table(`/fixtures/facet_cities.json?name__startswith=S&_through=${through}&_nosuggest=1`);
    expect(first.rows).toEqual([[1, 'San Francisco']]);
    expect(first.query.params).toEqual({ p0: 'S%', p1: 'CA' });
    const paged = await table(`/fixtures/facet_cities.json?id__gte=1&_through=${through}&_size=1&_next=1&_nosuggest=1`);
    expect(paged.rows).toEqual([[2, 'Los Angeles']]);
    expect(paged.query.params).toEqual({ p0: 1, p1: 'CA', p2: 1 });
  });

  it('no foreign key from that table, or no JSON, is a 400', async () => {
    const none = await get('/fixtures/facet_cities.json?_through={"table":"sortable","column":"pk1","value":"a"}');
    expect(none.status).toBe(400);
    expect(none.json<{ error: string }>().error).toBe('Invalid _through - could not find corresponding foreign key');
    expect((await get('/fixtures/facet_cities.json?_through=nope')).status).toBe(400);
  });
});

describe('_label and _labels', () => {
  it('explicit _label columns win over _labels=on', async () => {
    const p = await table('/fixtures/foreign_key_references.json?_labels=on&_label=foreign_key_with_label');
    expect(p.expanded_columns).toEqual(['foreign_key_with_label']);
  });
});

describe('isblank and notblank', () => {
  it("compare with the SQL string literal ''", async () => {
    const blank = await table('/fixtures/simple_primary_key.json?content__isblank=1');
    expect(blank.query.sql).toContain(`("content" is null or "content" = '')`);
    expect(blank.rows).toEqual([['3', '']]);
    const notBlank = await table('/fixtures/simple_primary_key.json?content__notblank=1');
    expect(notBlank.query.sql).toContain(`("content" is not null and "content" != '')`);
    expect(notBlank.rows.map((r) => r[0])).toEqual(['1', '2', '4', '5']);
  });
});

describe('fts_table in the database listing', () => {
  interface Listing {
    tables: Array<{ name: string; fts_table: string | null; hidden: boolean }>;
  }
  it('an FTS4 table names itself; its content table names it', async () => {
    const r = await get('/fixtures.json');
    const tables = new Map(r.json<Listing>().tables.map((t) => [t.name, t.fts_table]));
    expect(tables.get('searchable')).toBe('searchable_fts');
    expect(tables.get('searchable_fts')).toBe('searchable_fts');
    expect(tables.get('articles_fts')).toBe('articles_fts');
    expect(tables.get('facetable')).toBeNull();
  });
});

describe('FTS3 and FTS4 tables in their own database', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fts-'));
    const db = new Database(join(dir, 'docs.db'));
    db.exec(`
      create table docs (id integer primary key, body text);
      insert into docs values (1, 'apples and pears'), (2, 'plums');
      create virtual table docs_fts3 using fts3(body);
      insert into docs_fts3 (rowid, body) values (1, 'apples and pears'), (2, 'plums');
      create virtual table "notes_fts4"
        using FTS4 (body, content="docs");
    `);
    db.close();
    server = await startServer({ files: [{ path: join(dir, 'docs.db'), immutable: false }] }, '127.0.0.1', 0);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('detects both, hides them and their shadow tables, and searches the FTS3 table directly', async () => {
    const fetchDocs = client(server);
    const listing = (await fetchDocs('/docs.json')).json<{ tables: Array<{ name: string; fts_table: string | null; hidden: boolean }> }>();
    const byName = new Map(listing.tables.map((t) => [t.name, t]));
    expect(byName.get('docs')?.fts_table).toBe('notes_fts4');
    expect(byName.get('docs_fts3')).toMatchObject({ fts_table: 'docs_fts3', hidden: true });
    expect(byName.get('notes_fts4')).toMatchObject({ fts_table: 'notes_fts4', hidden: true });
    expect(byName.get('docs_fts3_content')?.hidden).toBe(true);
    const found = (await fetchDocs('/docs/docs_fts3.json?_search=plums&_col=body')).json<{ rows: unknown[][] }>();
    expect(found.rows).toEqual([[2, 'plums']]);
  });
});

describe('/.json table order', () => {
  interface IndexJson {
    fixtures: { tables_and_views_truncated: Array<{ name: string; count?: number; num_relationships_for_sorting?: number }> };
  }
  it('with counts: by count then name, descending, relationships reported as 0', async () => {
    const top = (await get('/.json')).json<IndexJson>().fixtures.tables_and_views_truncated;
    expect(top.map((t) => t.name)).toEqual(['big_table', 'compound_three_primary_keys', 'sortable', 'no_primary_key', 'facetable']);
    expect(top.every((t) => t.num_relationships_for_sorting === 0)).toBe(true);
  });

  it('_sort=relationships ranks by foreign-key relationships first', async () => {
    const top = (await get('/.json?_sort=relationships')).json<IndexJson>().fixtures.tables_and_views_truncated;
    // foreign_key_references has three outgoing keys; every other table has at most one.
    expect(top[0]).toMatchObject({ name: 'foreign_key_references', num_relationships_for_sorting: 3 });
  });
});
