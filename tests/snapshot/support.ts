// A small service for snapshot tests: two databases, a canned query per database, a configuration
// file, and helpers to rewrite a database's content and publish it as a new week.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { runCli, type Exit } from '../support/cli.js';

export interface SnapshotWorld {
  root: string;
  /** Where the databases are built before publishing. */
  source: string;
  archive: string;
  config: string;
  remove(): void;
}

/** items(id, name) with `n` rows named `<label> <i>`; notes(text). */
export function writeShop(path: string, n: number, label: string, options: { dropName?: boolean } = {}): void {
  rmSync(path, { force: true });
  const db = new Database(path);
  db.exec(
    options.dropName ? 'create table items (id integer primary key, title text)' : 'create table items (id integer primary key, name text)',
  );
  const insert = db.prepare('insert into items values (?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= n; i++) insert.run(i, `${label} ${i}`);
  })();
  db.close();
}

export function writeExtra(path: string, label: string): void {
  rmSync(path, { force: true });
  const db = new Database(path);
  db.exec('create table notes (text text)');
  db.prepare('insert into notes values (?)').run(label);
  db.close();
}

export function snapshotWorld(): SnapshotWorld {
  const root = mkdtempSync(join(tmpdir(), 'snapshot-'));
  const source = join(root, 'source');
  const archive = join(root, 'archive');
  mkdirSync(source);
  mkdirSync(join(root, 'queries'));
  writeFileSync(join(root, 'queries', 'shop.yaml'), 'database: shop\nqueries:\n  names: {sql: select name from items order by id}\n');
  writeFileSync(
    join(root, 'service.yaml'),
    'name: shop\ndatabases:\n  shop: {file: shop.db}\n  extra: {file: extra.db}\nqueries: queries\n',
  );
  writeShop(join(source, 'shop.db'), 3, 'week1');
  writeExtra(join(source, 'extra.db'), 'unchanging');
  return { root, source, archive, config: join(root, 'service.yaml'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** `snapshot publish` of the world's source databases as `week`. */
export function publishWeek(world: SnapshotWorld, week: string): Promise<Exit> {
  return runCli(['snapshot', 'publish', '--config', world.config, '--data-dir', world.source, '--out', world.archive, '--week', week]);
}
