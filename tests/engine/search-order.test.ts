// A sorted `_search` page with many matches names the sort column's index, so SQLite walks the
// table in order until the page is full instead of sorting every match; with few matches, or
// another filter on the page, it keeps SQLite's own plan. Either way the rows are the same.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../engine/server.js';
import type { TablePage as Page } from '../support/server.js';

type TablePage = Page & { next_url: string | null };

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-order-'));
  const path = join(dir, 'notes.db');
  const db = new Database(path);
  db.exec(`create table notes (id integer primary key, body text, day text, kind text);
    create index notes_day on notes(day);
    create virtual table notes_fts using fts5(body, content='notes', content_rowid='id');
    create table tags (name text primary key, body text);
    create virtual table tags_fts using fts5(body, content='tags', content_rowid='rowid');`);
  const insert = db.prepare('insert into notes (id, body, day, kind) values (?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= 3000; i++) {
      // Every other note says "common"; every 300th also says "rare". Days repeat (ties).
      const words = [i % 2 === 0 ? 'common' : 'plain', i % 300 === 0 ? 'rare' : 'note'].join(' ');
      insert.run(i, words, `2024-01-${String((i % 28) + 1).padStart(2, '0')}`, i % 3 === 0 ? 'a' : 'b');
    }
  })();
  const tag = db.prepare('insert into tags (name, body) values (?, ?)');
  db.transaction(() => {
    // Names in an order of their own (not their rowids'): every other one "common", every 300th "rare".
    for (let i = 1; i <= 3000; i++)
      tag.run(`t${String((i * 7919) % 3001).padStart(4, '0')}`, i % 300 === 0 ? 'rare' : i % 2 ? 'common' : 'plain');
  })();
  db.exec(`insert into notes_fts(notes_fts) values ('rebuild'); insert into tags_fts(tags_fts) values ('rebuild'); analyze;`);
  db.close();
  server = await startServer({ files: [{ path, immutable: true }] }, '127.0.0.1', 0);
  await server.engine.ready;
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function page(args: string, table = 'notes'): Promise<TablePage> {
  const r = await fetch(`${server.url}/notes/${table}.json?${args}`);
  expect(r.status).toBe(200);
  return (await r.json()) as TablePage;
}

function expected(where: string, params: unknown[], from = 'notes', order = 'day desc, id'): unknown[] {
  const db = new Database(join(dir, 'notes.db'), { readonly: true });
  try {
    return db
      .prepare(`select ${from === 'notes' ? 'id' : 'name'} from ${from} where ${where} order by ${order} limit 20`)
      .pluck()
      .all(...params);
  } finally {
    db.close();
  }
}

const ids = (p: TablePage): unknown[] => p.rows.map((r) => r[0]);
const matching = (word: string): string => `id in (select rowid from notes_fts where notes_fts match '${word}')`;

describe('sorted full-text search pages', () => {
  it('with many matches, walk the sort index: same rows as sorting them all', async () => {
    const p = await page('_search=common&_sort_desc=day&_size=20');
    expect(p.query.sql).toContain('from notes indexed by notes_day where');
    expect(ids(p)).toEqual(expected(matching('common'), []));
  });

  it('with few matches, leave the plan to SQLite', async () => {
    const p = await page('_search=rare&_sort_desc=day&_size=20');
    expect(p.query.sql).not.toContain('indexed by');
    expect(ids(p)).toEqual(expected(matching('rare'), []));
  });

  it('with another filter on the page, leave the plan to SQLite', async () => {
    const p = await page('_search=common&kind=a&_sort_desc=day&_size=20');
    expect(p.query.sql).not.toContain('indexed by');
    expect(ids(p)).toEqual(expected(`${matching('common')} and kind = ?`, ['a']));
  });

  it('pages to the end with _next through the index, each match exactly once', async () => {
    const seen: unknown[] = [];
    let next = '_search=common&_sort_desc=day&_size=200';
    for (let guard = 0; guard < 20 && next; guard++) {
      const p = await page(next);
      seen.push(...ids(p));
      next = p.next_url ? new URL(p.next_url).search.slice(1) : '';
    }
    expect(next).toBe('');
    expect(seen.length).toBe(1500);
    expect(new Set(seen).size).toBe(1500);
  });
});

describe('full-text search pages in the order of a text primary key', () => {
  const tagsMatching = (word: string): string => `rowid in (select rowid from tags_fts where tags_fts match '${word}')`;

  it("with many matches, walk the key's index: same rows as sorting them all", async () => {
    const p = await page('_search=common&_size=20', 'tags');
    expect(p.query.sql).toContain('from tags indexed by sqlite_autoindex_tags_1 where');
    expect(ids(p)).toEqual(expected(tagsMatching('common'), [], 'tags', 'name'));
  });

  it('with few matches, leave the plan to SQLite', async () => {
    const p = await page('_search=rare&_size=20', 'tags');
    expect(p.query.sql).not.toContain('indexed by');
    expect(ids(p)).toEqual(expected(tagsMatching('rare'), [], 'tags', 'name'));
  });

  it('pages to the end with _next through the index, each match exactly once', async () => {
    const seen: unknown[] = [];
    let next = '_search=common&_size=200';
    for (let guard = 0; guard < 20 && next; guard++) {
      const p = await page(next, 'tags');
      seen.push(...ids(p));
      next = p.next_url ? new URL(p.next_url).search.slice(1) : '';
    }
    expect(next).toBe('');
    expect(seen.length).toBe(1500);
    expect(seen).toEqual([...seen].sort());
  });
});
