// Reading a version's file into the operating system's cache: the walk finds every b-tree's pages
// from its interior pages alone (checked against SQLite's own dbstat), and the plan reads smaller
// b-trees first, within the budget.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { btreePages, PageReader, type BTreePages } from '../../engine/db/btree-pages.js';
import { btreeRoots, planReads, preloadFiles, runsOf, type PreloadTree } from '../../engine/db/preload.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';
import { demoDatabasePaths } from '../support/demo-db.js';

let tmp: string;
let fixtures: Fixtures;
/** Small pages and many rows: b-trees four levels deep, and a schema table (page 1) that is interior. */
let deep: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'preload-'));
  fixtures = buildFixtures();
  deep = join(tmp, 'deep.db');
  const db = new Database(deep);
  db.pragma('page_size = 512');
  db.exec('create table words (id integer primary key, word text, n integer)');
  const insert = db.prepare('insert into words (word, n) values (?, ?)');
  db.transaction(() => {
    for (let i = 0; i < 30_000; i++) insert.run(`word ${(i * 7919) % 30_000} of ${i % 97}`, i % 13);
  })();
  db.exec('create index words_word on words (word)');
  db.exec('create index words_n on words (n)');
  db.exec("create virtual table words_fts using fts5 (word, content='words', content_rowid='id')");
  db.exec("insert into words_fts (words_fts) values ('rebuild')");
  for (let i = 0; i < 60; i++) db.exec(`create table t${i} (a integer, b text)`);
  db.close();
});
afterAll(() => {
  fixtures.remove();
  rmSync(tmp, { recursive: true, force: true });
});

/** SQLite's own account of a b-tree's pages. */
function dbstat(path: string, name: string): { interior: number[]; leaves: number[] } {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db.prepare('select pageno, pagetype from dbstat where name = ?').all(name) as Array<{ pageno: number; pagetype: string }>;
    const of = (type: string): number[] => rows.filter((r) => r.pagetype === type).map((r) => r.pageno);
    return { interior: of('internal'), leaves: of('leaf') };
  } finally {
    db.close();
  }
}

async function walkAll(path: string): Promise<{ pageSize: number; trees: BTreePages[] }> {
  const file = await open(path, 'r');
  try {
    const reader = await PageReader.open(file);
    const trees: BTreePages[] = [];
    for (const root of btreeRoots(path)) trees.push(await btreePages(reader, root));
    return { pageSize: reader.pageSize, trees };
  } finally {
    await file.close();
  }
}

const sorted = (pages: number[]): number[] => [...pages].sort((a, b) => a - b);
/** A b-tree's leaves, in key order. */
function leavesOf(tree: BTreePages): number[] {
  const pages: number[] = [];
  for (let i = 0; i < tree.leafRuns.length; i += 2) for (let p = 0; p < tree.leafRuns[i + 1]; p++) pages.push(tree.leafRuns[i] + p);
  return pages;
}

describe('the walk of an SQLite file', () => {
  it.each([
    ['deep b-trees and an interior schema page', () => deep],
    ["Datasette's fixtures", () => fixtures.db],
    ['the OpenRegs demo database', () => demoDatabasePaths().openregs],
  ])('finds the interior and leaf pages dbstat finds, for every b-tree (%s)', async (_, path) => {
    const { trees } = await walkAll(path());
    expect(trees.length).toBeGreaterThan(5);
    for (const tree of trees) {
      const want = dbstat(path(), tree.name);
      expect({ name: tree.name, interior: sorted(tree.interior), leaves: sorted(leavesOf(tree)) }).toEqual({
        name: tree.name,
        interior: sorted(want.interior),
        leaves: sorted(want.leaves),
      });
    }
  });

  it("walks b-trees several levels deep, the schema's from page 1", async () => {
    const { trees } = await walkAll(deep);
    const schema = trees.find((t) => t.rootpage === 1)!;
    expect(schema.name).toBe('sqlite_schema');
    expect(schema.interior).toContain(1);
    // Four levels: the root, two interior levels, then the leaves.
    const words = trees.find((t) => t.name === 'words_word')!;
    expect(words.interior.length).toBeGreaterThan(words.leafCount / 100 + 1);
    expect(leavesOf(words)).toHaveLength(words.leafCount);
    let page = words.rootpage;
    const file = await open(deep, 'r');
    let depth = 0;
    try {
      const reader = await PageReader.open(file);
      while (!leavesOf(words).includes(page)) {
        page = (await reader.read(page)).readUInt32BE(8);
        depth++;
      }
    } finally {
      await file.close();
    }
    expect(depth).toBeGreaterThanOrEqual(3);
  });

  it('refuses a damaged file, naming the page', async () => {
    const damaged = join(tmp, 'damaged.db');
    copyFileSync(deep, damaged);
    const { trees } = await walkAll(deep);
    // Zero one interior page below the root of the table's b-tree: SQLite still opens the file.
    const page = trees.find((t) => t.name === 'words')!.interior[1];
    const file = await open(damaged, 'r+');
    await file.write(Buffer.alloc(512), 0, 512, (page - 1) * 512);
    await file.close();
    await expect(preloadFiles([{ path: damaged }], 1 << 30)).rejects.toThrow(new RegExp(`page ${page} is not a b-tree page`));
  });
});

describe('what is read, and in what order', () => {
  it('reads every page of every b-tree when the budget allows', async () => {
    const report = await preloadFiles([{ path: deep }], 1 << 30);
    const { trees } = await walkAll(deep);
    const pages = trees.reduce((n, t) => n + t.interior.length + t.leafCount, 0);
    expect(report).toMatchObject({ bytes: pages * 512, total: pages * 512, whole: trees.length, trees: trees.length });
  });

  it('with no budget, reads the interior pages only', async () => {
    const report = await preloadFiles([{ path: deep }], 0);
    const { trees } = await walkAll(deep);
    expect(report.bytes).toBe(trees.reduce((n, t) => n + t.interior.length, 0) * 512);
    expect(report.whole).toBe(0);
  });

  it('plans smaller b-trees first, and stops inside the first one the budget cannot hold', async () => {
    const file = await open(deep, 'r');
    try {
      const reader = await PageReader.open(file);
      const trees: PreloadTree[] = [];
      for (const root of btreeRoots(deep)) trees.push({ reader, pages: await btreePages(reader, root), first: false });
      const interior = trees.reduce((n, t) => n + t.pages.interior.length, 0);
      const bySize = [...trees].sort((a, b) => a.pages.leafCount - b.pages.leafCount);
      const largest = bySize[bySize.length - 1];
      expect(largest.pages.name).toBe('words');
      // Room for every b-tree but the largest, and three of its leaves.
      const leaves = bySize.slice(0, -1).reduce((n, t) => n + t.pages.leafCount, 0);
      const budget = (interior + leaves + 3) * 512;
      const plan = planReads(trees, budget);
      expect(plan.planned).toBe(budget);
      expect(plan.whole).toBe(trees.length - 1);
      const runs = [...runsOf(plan.reads)];
      const read = new Set(runs.flatMap((r) => Array.from({ length: r.count }, (_, i) => r.first + i)));
      for (const t of bySize.slice(0, -1)) for (const p of leavesOf(t.pages)) expect(read.has(p)).toBe(true);
      expect(leavesOf(largest.pages).filter((p) => read.has(p))).toEqual(leavesOf(largest.pages).slice(0, 3));
      // The first read is of the smallest b-tree; the last, of the largest.
      expect(leavesOf(bySize[0].pages)).toContain(runs[0].first);
      expect(leavesOf(largest.pages)).toContain(runs[runs.length - 1].first);
    } finally {
      await file.close();
    }
  });

  it("plans the service's b-trees first, whatever their size", async () => {
    const file = await open(deep, 'r');
    try {
      const reader = await PageReader.open(file);
      const trees: PreloadTree[] = [];
      for (const root of btreeRoots(deep)) trees.push({ reader, pages: await btreePages(reader, root), first: root.name === 'words' });
      const interior = trees.reduce((n, t) => n + t.pages.interior.length, 0);
      const words = trees.find((t) => t.first)!;
      // Room for the largest b-tree, named first, and nothing more.
      const plan = planReads(trees, (interior + words.pages.leafCount) * 512);
      expect(plan.whole).toBe(1);
      const read = [...runsOf(plan.reads)].flatMap((r) => Array.from({ length: r.count }, (_, i) => r.first + i));
      expect(read.sort((a, b) => a - b)).toEqual(sorted(leavesOf(words.pages)));
      expect(trees.filter((t) => t.pages.leafCount < words.pages.leafCount).length).toBeGreaterThan(5);
    } finally {
      await file.close();
    }
  });

  it('reads nothing of an empty file (an empty database)', async () => {
    const empty = join(tmp, 'empty.db');
    new Database(empty).close();
    expect(await preloadFiles([{ path: empty }], 1 << 30)).toMatchObject({ bytes: 0, total: 0, trees: 0 });
  });

  it('stops when asked', async () => {
    await expect(preloadFiles([{ path: deep }], 1 << 30, { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
  });
});
