// The b-trees a service's own statements open, as inspect records them for the cache to read first:
// the tables and indexes SQLite's plan opens, and the shadow tables of a full-text index named.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from '../../engine/config/service.js';
import { statementBtrees, statementBtreesOffThread } from '../../engine/inspect/statement-btrees.js';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'statement-btrees-'));
  mkdirSync(join(root, 'data'));
  mkdirSync(join(root, 'queries'));
  const db = new Database(join(root, 'data', 'docs.db'));
  db.exec(`create table docs (id integer primary key, title text, year integer);
    create index docs_year on docs (year);
    create table unused (id integer primary key, x text);
    create index unused_x on unused (x);
    create virtual table docs_fts using fts5 (title, content='docs', content_rowid='id');
    insert into docs (title, year) values ('clean water rule', 2024), ('air quality notice', 2023);
    insert into docs_fts (docs_fts) values ('rebuild');`);
  db.close();
  writeFileSync(
    join(root, 'queries', 'docs.yaml'),
    [
      'database: docs',
      'queries:',
      '  by_year: {sql: "select title from docs where year = :year"}',
      '  search: {sql: "select docs.title from docs_fts join docs on docs.id = docs_fts.rowid where docs_fts match :q order by rank"}',
      '',
    ].join('\n'),
  );
  writeFileSync(join(root, 'service.yaml'), 'name: docs\ndatabases:\n  docs: {file: docs.db}\nqueries: queries\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the b-trees the statements open', () => {
  it('are the tables and indexes the plans open and the full-text index named, not the others', async () => {
    const config = loadServiceConfig(join(root, 'service.yaml'), { dataDir: join(root, 'data'), defaultDataDir: join(root, 'data') });
    const found = await statementBtrees(config);
    const docs = found.get('docs')!;
    expect(docs).toEqual(expect.arrayContaining(['docs', 'docs_year', 'docs_fts_data', 'docs_fts_idx']));
    expect(docs).not.toContain('unused');
    expect(docs).not.toContain('unused_x');
  });

  it('are the same found on a thread of its own, as a serving process finds them', async () => {
    const config = loadServiceConfig(join(root, 'service.yaml'), { dataDir: join(root, 'data'), defaultDataDir: join(root, 'data') });
    expect(await statementBtreesOffThread(config)).toEqual(await statementBtrees(config));
  });

  it('fail on that thread as a rejection, not a crash', async () => {
    const config = loadServiceConfig(join(root, 'service.yaml'), { dataDir: join(root, 'data'), defaultDataDir: join(root, 'data') });
    const broken = { ...config, api: join(root, 'missing-api.ts') };
    await expect(statementBtreesOffThread(broken)).rejects.toThrow(/module not found/);
  });
});
