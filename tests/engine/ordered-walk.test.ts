// A filtered page in an indexed order whose own query would sort every match: the SQL worker first
// reads a window of the order's index and keeps the matches, and runs the page's query when the
// window holds less than a page, or at once when the filter's own index finds fewer matches than
// the window. Whichever answers, the rows are those of the SQL the page shows, page after page;
// /-/metrics says which did.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../engine/server.js';

let dir: string;
let path: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ordered-walk-'));
  path = join(dir, 'walks.db');
  const db = new Database(path);
  // events: a rowid table whose `kind` has an index of its own (SQLite then finds the matches by it
  // and sorts them all) and whose `note` has none; some days are missing, and days repeat.
  // filings: a text key, and an index on filter and order together (no sort to save).
  db.exec(`
    create table events (kind text, day text, amount integer, tags text, note text);
    create index events_day on events(day);
    create index events_kind on events(kind);
    insert into events select
        case when value % 997 = 0 then 'rare' when value % 5 < 3 then 'common' else 'other' end,
        case when value % 41 = 0 then null else date('2020-01-01', '+' || (value % 300) || ' days') end,
        value % 13,
        json_array('t' || (value % 4), 't' || (value % 7)),
        case when value % 997 = 0 or value = 299 then 'flagged' end
      from (with recursive n(value) as (select 1 union all select value + 1 from n where value < 12000) select value from n);
    create table filings (id text primary key, kind text, filed text);
    create index filings_kind_filed on filings(kind, filed);
    create index filings_filed on filings(filed);
    insert into filings select printf('f%05d', value), case when value % 3 = 0 then 'a' else 'b' end, date('2021-01-01', '+' || (value % 50) || ' days')
      from (with recursive n(value) as (select 1 union all select value + 1 from n where value < 600) select value from n);`);
  db.close();
  server = await startServer({ files: [{ path, immutable: true }] }, '127.0.0.1', 0);
  await server.engine.ready;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** sql_ordered_walks_total by outcome, as /-/metrics reports it. */
async function walks(): Promise<Record<string, number>> {
  const text = await (await fetch(`${server.url}/-/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^sql_ordered_walks_total\{database="walks",outcome="(\w+)"\} (\d+)/gm)) out[m[1]] = Number(m[2]);
  return out;
}

/** Every page of `first` (JSON, objects) followed through next_url: the rows, and each page's shown SQL. */
async function allPages(first: string): Promise<{ rows: Record<string, unknown>[]; sql: string[] }> {
  const rows: Record<string, unknown>[] = [];
  const sql: string[] = [];
  let url: string | null = `${server.url}${first}`;
  while (url) {
    const page = (await (await fetch(url)).json()) as { rows: Record<string, unknown>[]; next_url: string | null; query: { sql: string } };
    rows.push(...page.rows);
    sql.push(page.query.sql);
    url = page.next_url;
  }
  return { rows, sql };
}

function direct(sql: string, ...params: unknown[]): unknown[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

describe("a filtered page walked in its order's index", () => {
  it('gives the rows of the SQL it shows, page after page, in both directions and past missing days', async () => {
    const before = await walks();
    let pages = 0;
    for (const [sort, order] of [
      ['_sort_desc=day', 'day desc'],
      ['_sort=day', 'day'],
    ]) {
      const { rows, sql } = await allPages(`/walks/events.json?kind=common&${sort}&_size=100&_shape=objects`);
      expect(rows).toEqual(direct(`select rowid, * from events where kind = 'common' order by ${order}, rowid`));
      expect(sql.every((s) => !s.includes('indexed by'))).toBe(true);
      pages += sql.length;
    }
    const after = await walks();
    // About 7,200 matches in pages of 100, windows of 5,050 rows: walked while the kind's own index
    // finds that many matches past the page's place, then sorted from that index.
    const answered = (after.answered ?? 0) - (before.answered ?? 0);
    const few = (after.few ?? 0) - (before.few ?? 0);
    expect(answered).toBeGreaterThanOrEqual(40);
    expect(few).toBeGreaterThanOrEqual(40);
    // Past the last day, the missing days need no sort: their order is their rowids'.
    expect(answered + few + (after.unneeded ?? 0) - (before.unneeded ?? 0)).toBe(pages);
  });

  it("falls back to the page's own query for a value the window does not hold a page of", async () => {
    const before = await walks();
    // Row 299 is on the last day, in the first page's window: one match of the three it needs.
    const { rows } = await allPages('/walks/events.json?note=flagged&_sort_desc=day&_size=2&_shape=objects');
    expect(rows).toEqual(direct(`select rowid, * from events where note = 'flagged' order by day desc, rowid`));
    expect(rows).toHaveLength(13);
    const after = await walks();
    expect((after.short ?? 0) - (before.short ?? 0)).toBeGreaterThanOrEqual(1);
  });

  it("does not walk where the filter's own index finds fewer matches than the window", async () => {
    const before = await walks();
    const { rows } = await allPages('/walks/events.json?kind=rare&_sort_desc=day&_size=2&_shape=objects');
    expect(rows).toEqual(direct(`select rowid, * from events where kind = 'rare' order by day desc, rowid`));
    const after = await walks();
    // Twelve matches in pages of two, fewer than any page's window.
    expect(rows).toHaveLength(12);
    expect((after.few ?? 0) - (before.few ?? 0)).toBe(6);
    expect(after.short ?? 0).toBe(before.short ?? 0);
    expect(after.answered ?? 0).toBe(before.answered ?? 0);
  });

  it("gives the same rows under other filters: ranges, a JSON array's items, text bound to a number's column", async () => {
    const cases: Array<[string, string]> = [
      ['amount__gt=3&kind=common', `amount > 3 and kind = 'common'`],
      ['tags__arraycontains=t2', `'t2' in (select value from json_each(tags))`],
      ['amount=5', 'amount = 5'],
      ['kind__in=common,other&amount__lt=9', `kind in ('common', 'other') and amount < 9`],
    ];
    for (const [filters, where] of cases) {
      const { rows } = await allPages(`/walks/events.json?${filters}&_sort_desc=day&_size=25&_shape=objects`);
      expect(rows, filters).toEqual(direct(`select rowid, * from events where ${where} order by day desc, rowid`));
    }
  });

  it('is not taken where an index serves both the filter and the order', async () => {
    const before = await walks();
    const { rows } = await allPages('/walks/filings.json?kind=b&_sort_desc=filed&_size=30&_shape=objects');
    expect(rows).toEqual(direct(`select * from filings where kind = 'b' order by filed desc, id`));
    const after = await walks();
    expect((after.unneeded ?? 0) - (before.unneeded ?? 0)).toBeGreaterThanOrEqual(1);
    expect(after.answered ?? 0).toBe(before.answered ?? 0);
  });

  it('leaves the HTML and CSV pages the same rows', async () => {
    const csv = await (await fetch(`${server.url}/walks/events.csv?kind=common&_sort_desc=day&_size=5&_col=day`)).text();
    const expected = direct(`select rowid, day from events where kind = 'common' order by day desc, rowid limit 5`) as Array<{
      rowid: number;
      day: string;
    }>;
    expect(csv.trim().split(/\r?\n/).slice(1)).toEqual(expected.map((r) => `${r.rowid},${r.day}`));
    const html = await (await fetch(`${server.url}/walks/events?kind=common&_sort_desc=day&_size=5`)).text();
    for (const r of expected) expect(html).toContain(`>${r.rowid}</a>`);
  });
});
