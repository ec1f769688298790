// A count too slow for a page, end to end on a real server: the JSON keeps Datasette's null and adds
// `filtered_table_rows_count_more_than`; the HTML page says "more than 10,000 rows" with a link that
// runs the full count; a later visit of the same data version has the exact count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../engine/server.js';
import { COUNT_CAP } from '../../engine/views/table/count.js';
import { until } from '../support/cli.js';

/** Enough rows that an unindexed `contains` over all of them outlasts the page's count limit many times over. */
const ROWS = 3_000_000;

let dir: string;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'capped-count-'));
  const path = join(dir, 'big.db');
  const db = new Database(path);
  db.exec(`create table big (id integer primary key, label text);
    insert into big (id, label) select value, 'row ' || value from (
      with recursive n(value) as (select 1 union all select value + 1 from n where value < ${ROWS}) select value from n);
    analyze`);
  db.close();
  // 20 ms: the first COUNT_CAP + 1 rows all match, so the capped count needs about one; the full one, over a hundred.
  const server = await startServer(
    { files: [{ path, immutable: true }], settings: { facet_time_limit_ms: 20, suggest_facets: false } },
    '127.0.0.1',
    0,
  );
  await server.engine.ready;
  url = server.url;
  close = () => server.close();
}, 120_000);
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

interface Page {
  filtered_table_rows_count: number | null;
  filtered_table_rows_count_more_than?: number;
  rows: unknown[][];
}

const json = async (path: string): Promise<Page & { cacheControl: string | null; etag: string | null }> => {
  const r = await fetch(url + path);
  expect(r.status).toBe(200);
  return { ...((await r.json()) as Page), cacheControl: r.headers.get('cache-control'), etag: r.headers.get('etag') };
};

describe('the index page of a database too big to count at once', () => {
  // First, before any page has counted the table: only SQLite's planner statistics are known.
  it("shows the estimated rows, marked as such; the JSON keeps Datasette's (no counts)", async () => {
    const html = await (await fetch(`${url}/`)).text();
    expect(html).toContain('about 3,000,000 rows (estimated) in 1 table');
    expect(html).toMatch(/big \(<abbr title="estimated by SQLite's planner statistics">≈3,000,000<\/abbr>\)/);
    const body = (await (await fetch(`${url}/.json`)).json()) as Record<
      string,
      { table_rows_sum: number | null; show_table_row_counts: boolean }
    >;
    expect(body.big).toMatchObject({ table_rows_sum: null, show_table_row_counts: false });
  });
});

describe('a count over millions of matching rows', () => {
  it('says "more than" in JSON and HTML at first, and is exact once finished', async () => {
    const first = await json('/big/big.json?label__contains=row&_size=2');
    expect(first.rows).toEqual([
      [1, 'row 1'],
      [2, 'row 2'],
    ]);
    expect(first.filtered_table_rows_count).toBeNull();
    expect(first.filtered_table_rows_count_more_than).toBe(COUNT_CAP);
    // Not to be kept by any cache (ours included): the next answer will have more.
    expect(first.cacheControl).toBe('no-store');
    expect(first.etag).toBeNull();

    const html = await (await fetch(`${url}/big/big?label__contains=row&_size=2`)).text();
    expect(html).toMatch(/<p class="count">more than <strong>10,000<\/strong> rows \(<a href="([^"]+)" class="count-all">count all<\/a>\)/);
    const countAll = new URL(/href="([^"]+)" class="count-all"/.exec(html)![1].replaceAll('&amp;', '&'), url);
    expect(countAll.pathname).toBe('/big');
    expect([...countAll.searchParams]).toEqual([
      ['sql', 'select count(*) from big where "label" like :p0'],
      ['p0', '%row%'],
    ]);
    const all = (await (await fetch(`${url}/big.json${countAll.search}&_shape=array`)).json()) as unknown[];
    expect(all).toEqual([{ 'count(*)': ROWS }]);

    // The exact count was finished in the background: a later visit has it, and no longer says "more than".
    let later = first;
    await until(
      'the exact count',
      async () => (later = await json('/big/big.json?label__contains=row&_size=2')).filtered_table_rows_count !== null,
    );
    expect(later.filtered_table_rows_count).toBe(ROWS);
    expect('filtered_table_rows_count_more_than' in later).toBe(false);
    expect(later.cacheControl).toMatch(/^max-age=/);
    expect(later.etag).not.toBeNull();
  });

  it('a rare match that only a full scan finds is not known in time (null, as Datasette), then exact', async () => {
    const path = '/big/big.json?label__contains=row+29999&_size=1';
    const first = await json(path);
    expect(first.filtered_table_rows_count).toBeNull();
    expect('filtered_table_rows_count_more_than' in first).toBe(false);
    let later = first;
    await until('the exact count', async () => (later = await json(path)).filtered_table_rows_count !== null);
    // row 29999, row 299990–299999, row 2999900–2999999
    expect(later.filtered_table_rows_count).toBe(111);
  });
});

describe('a page whose count used up its whole budget', () => {
  it('runs no capped count after it (its limit would be none): null at first, exact later', async () => {
    // The count may take the page's whole budget, so nothing is left for the capped count. Started
    // anyway, with no time left, it would run without a limit and say "more than 10,000".
    const server = await startServer(
      {
        files: [{ path: join(dir, 'big.db'), immutable: true }],
        settings: { facet_time_limit_ms: 20, page_extras_ms: 20, suggest_facets: false },
      },
      '127.0.0.1',
      0,
    );
    try {
      await server.engine.ready;
      const get = async (): Promise<Page> => (await (await fetch(`${server.url}/big/big.json?label__contains=row&_size=2`)).json()) as Page;
      const first = await get();
      expect(first.filtered_table_rows_count).toBeNull();
      expect('filtered_table_rows_count_more_than' in first).toBe(false);
      let later = first;
      await until('the exact count', async () => (later = await get()).filtered_table_rows_count !== null);
      expect(later.filtered_table_rows_count).toBe(ROWS);
    } finally {
      await server.close();
    }
  });
});
