// A view's first page depends only on the data (unless the view reads the clock): `inspect` answers
// it once per version, and a server seeded from the file shows it from there, at any page size up to
// the default; other pages of the view, and bigger ones, run on the data.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineOptions } from '../../engine/engine.js';
import type { InspectFile, InspectedQuery } from '../../engine/inspect/format.js';
import { runInspect } from '../../engine/inspect/run.js';
import { warmOnStart } from '../../engine/inspect/warm.js';
import { startServer, type RunningServer } from '../../engine/server.js';

let dir: string;
let options: EngineOptions;
let file: InspectFile;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'view-pages-'));
  const path = join(dir, 'shop.db');
  const db = new Database(path);
  db.exec(`create table items (id integer primary key, category text, price real);
    create view by_category as select category, count(*) as n, sum(price) as total from items group by category;
    create view all_items as select id, price from items;
    create view today as select date('now') as day;
    create view "via today" as select day from today;
    create view items_today as select id from items where 'today' <> ''`);
  const insert = db.prepare('insert into items values (?, ?, ?)');
  for (let i = 1; i <= 300; i++) insert.run(i, `c${i % 5}`, i / 2);
  db.close();
  options = { files: [{ path, immutable: false }] };
  [file] = await runInspect({ options, dataDir: dir, log: () => undefined });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (name: string): InspectedQuery => file.view_pages!.find((q) => q.name === name)!;

describe('inspect', () => {
  it('answers the first page of each view, but of none that reads the clock, itself or through a view', () => {
    // items_today names the view today in a string only, but a name is taken as a read: left out, its
    // page runs on the data as before.
    expect(file.view_pages!.map((q) => q.name)).toEqual(['by_category', 'all_items']);
  });

  it("keeps the answer of the SQL the view's unfiltered page runs: a default page and one more row", () => {
    expect(page('all_items')).toMatchObject({ params: {}, sql: 'select id, price from all_items  limit 101', complete: false });
    expect(page('all_items').rows).toHaveLength(101);
    expect(page('all_items').rows[0]).toEqual([{ int: '1' }, 0.5]);
    expect(page('by_category')).toMatchObject({ columns: ['category', 'n', 'total'], complete: true });
    expect(page('by_category').rows).toHaveLength(5);
  });
});

describe('a server seeded from the file', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Prices no query would give: a page that shows them came from the file.
    const path = join(dir, '.snapshots', 'inspect', `${file.sha256}.json`);
    const stored = JSON.parse(readFileSync(path, 'utf8')) as InspectFile;
    for (const q of stored.view_pages!) if (q.name === 'all_items') q.rows = q.rows.map(([id]) => [id, 4242]);
    writeFileSync(path, JSON.stringify(stored));
    server = await startServer(options, '127.0.0.1', 0);
    await server.engine.ready;
    await warmOnStart(server.engine);
  });
  afterAll(() => server?.close());

  const prices = async (query: string): Promise<number[]> => {
    const response = await fetch(`${server.url}/shop/all_items.json?_shape=array&${query}`);
    expect(response.status, query).toBe(200);
    return ((await response.json()) as Array<{ price: number }>).map((r) => r.price);
  };

  it('shows the first page from it, at the default size or smaller, in JSON and HTML', async () => {
    expect(new Set(await prices(''))).toEqual(new Set([4242]));
    expect(await prices('_size=20')).toEqual(Array<number>(20).fill(4242));
    const html = await (await fetch(`${server.url}/shop/all_items`)).text();
    expect(html).toContain('4242');
    // The SQL shown is the page's own, as Datasette shows it.
    const body = (await (await fetch(`${server.url}/shop/all_items.json?_size=20`)).json()) as { query: { sql: string } };
    expect(body.query.sql).toBe('select id, price from all_items  limit 21');
  });

  it('runs the next pages and bigger ones on the data', async () => {
    expect((await prices('_size=20&_next=20'))[0]).toBe(10.5);
    expect((await prices('_size=200'))[0]).toBe(0.5);
  });
});
