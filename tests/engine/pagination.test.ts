// Paging through whole tables with `_next`: every row exactly once, in the expected order, with
// Datasette's token format, on pk, compound-pk and rowid tables, views, and under sorts of
// NULL-heavy columns and of columns whose values repeat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pyFloatRepr } from '../../engine/json/pyjson.js';
import { tildeEncode } from '../../engine/url/tilde.js';
import { quotePlus } from '../../engine/url/query-string.js';
import { COMPOUND_THREE_ROWS, NO_PRIMARY_KEY_ROWS, SORTABLE_ROWS, plain, readRows } from '../support/fixtures.js';
import { client, followPages, startFixtureServer, type FixtureServer, type Page } from '../support/server.js';

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());

const rows = (sql: string): unknown[][] => readRows(server.fixtures.db, sql);

/** Python's str() of a typed SQLite value, tilde-encoded: one part of a `_next` token. */
function tokenPart(v: unknown): string {
  if (v === null) return '$null';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return tildeEncode(pyFloatRepr(v));
  return tildeEncode(String(v));
}

/** Each page's `next` must be built from the last row shown (typed values from the file). */
function expectTokens(pages: Page[], typed: unknown[][], tokenOf: (row: unknown[]) => string): void {
  let shown = 0;
  for (const page of pages.slice(0, -1)) {
    shown += page.rows.length;
    expect(page.next).toBe(tokenOf(typed[shown - 1]));
    expect(page.next_url).toContain(`_next=${quotePlus(page.next!)}`);
  }
  expect(pages[pages.length - 1].next).toBeNull();
  expect(pages[pages.length - 1].next_url).toBeNull();
}

describe('tables with primary keys', () => {
  it('single integer pk, small pages', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/facetable.json?_size=2&_col=state');
    const expected = rows('select pk, state from facetable order by pk');
    expect(got).toEqual(plain(expected));
    expect(pages).toHaveLength(8);
    expectTokens(pages, expected, (r) => tokenPart(r[0]));
  });

  it('compound pk whose values need every escape (/ . , ~ % space non-ASCII)', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/compound_primary_key.json?_size=1');
    const expected = rows('select pk1, pk2, content from compound_primary_key order by pk1, pk2');
    expect(got).toEqual(expected);
    expect(pages.map((p) => p.next)).toEqual(['a,b', 'a~2Cb,~7Ex~25y', 'a~2Fb,~2Ec-d', null]);
  });

  it('three-column compound pk, 1001 rows', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/compound_three_primary_keys.json?_size=100&_nocount=1');
    const expected = rows('select pk1, pk2, pk3, content from compound_three_primary_keys order by pk1, pk2, pk3');
    expect(got).toHaveLength(COMPOUND_THREE_ROWS);
    expect(got).toEqual(expected);
    expect(pages).toHaveLength(11);
    expectTokens(pages, expected, (r) => r.slice(0, 3).map(tokenPart).join(','));
  });

  it('with a filter and with a full-text search', async () => {
    const filtered = await followPages(server, '/fixtures/facetable.json?state=CA&_size=3&_col=state');
    expect(filtered.rows).toEqual(plain(rows("select pk, state from facetable where state = 'CA' order by pk")));
    const searched = await followPages(server, '/fixtures/searchable.json?_search=dog&_size=1');
    expect(searched.rows.map((r) => (r as unknown[])[0])).toEqual([1, 2, 3]);
  });

  it('_size=max pages through 2000 rows in two pages', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/big_table.json?_size=max');
    expect(got).toEqual(plain(rows('select id, value from big_table order by id')));
    expect(pages.map((p) => p.next)).toEqual(['1000', null]);
  });
});

describe('rowid tables and views', () => {
  it('rowid table: tokens are rowids', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/no_primary_key.json?_size=20');
    const expected = rows('select rowid, content, a, b, c from no_primary_key order by rowid');
    expect(got).toHaveLength(NO_PRIMARY_KEY_ROWS);
    expect(got).toEqual(plain(expected));
    expectTokens(pages, expected, (r) => tokenPart(r[0]));
  });

  it('rowid table sorted descending by a text column', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/no_primary_key.json?_size=30&_sort_desc=content&_col=content');
    const expected = rows('select rowid, content from no_primary_key order by content desc, rowid');
    expect(got).toEqual(plain(expected));
    expectTokens(pages, expected, (r) => `${tokenPart(r[1])},${tokenPart(r[0])}`);
  });

  it('view: offset tokens', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/paginated_view.json?_size=20');
    expect(got).toEqual(rows('select content, content_extra from paginated_view'));
    expect(pages.map((p) => p.next).slice(0, 3)).toEqual(['20', '40', '60']);
    expect(pages).toHaveLength(11);
  });

  it('view sorted by a column with repeated values: every row once', async () => {
    const { rows: got } = await followPages(server, '/fixtures/sortable_view.json?_size=7&_sort=sortable');
    const key = (r: unknown): string => JSON.stringify(r);
    expect(got.map(key).sort()).toEqual(plain(rows('select pk1, pk2, sortable, sortable_with_nulls from sortable_view')).map(key).sort());
    const sortValues = got.map((r) => (r as number[])[2]);
    expect(sortValues).toEqual([...sortValues].sort((a, b) => a - b));
  });
});

describe('sorted tables: every row once, in sort order with the pk as tie-break', () => {
  // NULL-heavy REAL columns (unique values; few repeated values), an integer column with many
  // repeats, and a text column whose values are "$null" and "$blah".
  const columns = ['sortable_with_nulls', 'sortable_with_nulls_2', 'sortable', 'text'];
  for (const column of columns) {
    for (const desc of [false, true]) {
      const arg = desc ? '_sort_desc' : '_sort';
      it(`${arg}=${column}`, async () => {
        const { rows: got, pages } = await followPages(server, `/fixtures/sortable.json?_size=7&_col=${column}&${arg}=${column}`);
        const expected = rows(`select pk1, pk2, ${column} from sortable order by ${column}${desc ? ' desc' : ''}, pk1, pk2`);
        expect(got).toHaveLength(SORTABLE_ROWS);
        expect(got).toEqual(plain(expected));
        expectTokens(pages, expected, (r) => [r[2], r[0], r[1]].map(tokenPart).join(','));
        for (const page of pages.slice(0, -1)) expect(page.next_url!.endsWith(`&${arg}=${column}`)).toBe(true);
      });
    }
  }

  it('a sort column that is not selected is looked up for the token', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/sortable.json?_size=9&_sort_desc=sortable_with_nulls&_col=content');
    const expected = rows('select pk1, pk2, content, sortable_with_nulls from sortable order by sortable_with_nulls desc, pk1, pk2');
    expect(got).toEqual(expected.map((r) => r.slice(0, 3)));
    expectTokens(pages, expected, (r) => [r[3], r[0], r[1]].map(tokenPart).join(','));
  });

  it('a filter and a sort together number their parameters apart', async () => {
    const { rows: got } = await followPages(server, '/fixtures/sortable.json?text=%24blah&_size=5&_sort=sortable&_col=sortable');
    expect(got).toEqual(plain(rows("select pk1, pk2, sortable from sortable where text = '$blah' order by sortable, pk1, pk2")));
  });

  it('metadata sort_desc applies, and next_url carries it', async () => {
    const { rows: got, pages } = await followPages(server, '/fixtures/attractions.json?_size=2&_col=opened');
    expect(got).toEqual(plain(rows('select pk, opened from attractions order by opened desc, pk')));
    expect(pages[0].next_url).toBe(`${server.url}/fixtures/attractions.json?_size=2&_col=opened&_next=2000-11-10%2C5&_sort_desc=opened`);
  });

  it('the token of a NULL sort value is $null, url-encoded in next_url', async () => {
    const page = (await client(server)('/fixtures/sortable.json?_size=2&_sort=sortable_with_nulls&_col=content')).json<{
      next: string;
      next_url: string;
    }>();
    const [first] = rows('select pk1, pk2 from sortable order by sortable_with_nulls, pk1, pk2 limit 1 offset 1');
    expect(page.next).toBe(`$null,${first[0]},${first[1]}`);
    expect(page.next_url).toBe(
      `${server.url}/fixtures/sortable.json?_size=2&_col=content&_next=%24null%2C${first[0]}%2C${first[1]}&_sort=sortable_with_nulls`,
    );
  });
});

describe('edge pages', () => {
  it('_size=0 returns no rows and no next page', async () => {
    const r = (await client(server)('/fixtures/facetable.json?_size=0')).json<Record<string, unknown>>();
    expect(r).toMatchObject({ rows: [], next: null, next_url: null, filtered_table_rows_count: 15 });
  });

  it('a garbage token is not an error: an empty page', async () => {
    const r = await client(server)('/fixtures/facetable.json?_next=abc');
    expect(r.status).toBe(200);
    expect(r.json<{ rows: unknown[] }>().rows).toEqual([]);
  });
});

describe('the Link header', () => {
  it('names the next page, unless its URL is too long for a response head (the body still names it)', async () => {
    const short = await fetch(`${server.url}/fixtures/big_table.json?_size=2`);
    expect(short.headers.get('link')).toMatch(/^<http:\/\/.*_next=2.*>; rel="next"$/);
    const long = await fetch(`${server.url}/fixtures/big_table.json?_size=2&_x=${'x'.repeat(100_000)}`);
    expect(long.status).toBe(200);
    expect(long.headers.get('link')).toBeNull();
    expect(((await long.json()) as Page).next_url).toContain(`_x=${'x'.repeat(100_000)}`);
  });
});
