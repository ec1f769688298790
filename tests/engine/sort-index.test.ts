// Which index an unfiltered sorted page walks (SQLite may otherwise sort a whole table whose key
// tie-break is not in the sort column's index): one kept in the sort's direction, else the
// narrowest; never a partial index (it lacks rows) nor one on an expression.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexForOrder, introspect, type TableInfo } from '../../engine/db/introspect.js';
import { startServer, type RunningServer } from '../../engine/server.js';

let dir: string;
let table: (name: string) => TableInfo;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sort-index-'));
  const path = join(dir, 'docs.db');
  const db = new Database(path);
  db.exec(`
    create table docs (id text primary key, published text, year integer, kind text);
    create index docs_published on docs(published);
    create index docs_published_kind on docs(published, kind);
    create index docs_year_desc on docs(year desc);
    create index docs_year on docs(year, kind);
    create index docs_kind_some on docs(kind) where kind = 'rule';
    create index docs_kind_lower on docs(lower(kind));
    insert into docs select printf('d%04d', value), date('2020-01-01', '+' || (value % 97) || ' days'), 2000 + value % 7, 'k' || (value % 3)
      from (with recursive n(value) as (select 1 union all select value + 1 from n where value < 500) select value from n);
    analyze;`);
  db.close();
  const structure = introspect(path);
  table = (name) => structure.tables.get(name)!;
  server = await startServer({ files: [{ path, immutable: true }] }, '127.0.0.1', 0);
  await server.engine.ready;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the index a sorted page walks', () => {
  it('is the narrowest one leading with the sort column when none is kept in its direction', () => {
    expect(indexForOrder(table('docs'), 'published', false)).toBe('docs_published');
    expect(indexForOrder(table('docs'), 'published', true)).toBe('docs_published');
  });

  it('is one kept in the direction of the sort when there is one', () => {
    expect(indexForOrder(table('docs'), 'year', true)).toBe('docs_year_desc');
    expect(indexForOrder(table('docs'), 'year', false)).toBe('docs_year');
  });

  it('is never a partial index or one on an expression, and none for an unindexed column', () => {
    expect(indexForOrder(table('docs'), 'kind', false)).toBeUndefined();
    expect(indexForOrder(table('docs'), 'id', false)).toBe('sqlite_autoindex_docs_1');
  });

  it('gives the rows of the order shown, page after page', async () => {
    const db = new Database(join(dir, 'docs.db'), { readonly: true });
    const expected = db.prepare('select id from docs order by year desc, id').pluck().all();
    db.close();
    const seen: unknown[] = [];
    let url: string | null = `${server.url}/docs/docs.json?_sort_desc=year&_size=7&_col=year&_shape=objects`;
    while (url) {
      const page = (await (await fetch(url)).json()) as { rows: Array<{ id: string }>; next_url: string | null; query: { sql: string } };
      expect(page.query.sql).not.toContain('indexed by');
      seen.push(...page.rows.map((r) => r.id));
      url = page.next_url;
    }
    expect(seen).toEqual(expected);
  });
});
