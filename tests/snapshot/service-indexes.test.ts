// A service's own indexes (`databases.<db>.indexes`): `snapshot pull` creates them in each new
// version before activating it, so pages are fast on an archive published without them; a file
// that would do anything but create indexes is a configuration error.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { publishWeek, snapshotWorld, type SnapshotWorld } from './support.js';

let world: SnapshotWorld;
beforeAll(() => {
  world = snapshotWorld();
  writeFileSync(
    join(world.root, 'indexes.sql'),
    '-- Items by name, for the names page.\ncreate index if not exists idx_items_name on items(name);\n',
  );
  writeFileSync(
    world.config,
    readFileSync(world.config, 'utf8').replace('shop: {file: shop.db}', 'shop: {file: shop.db, indexes: indexes.sql}'),
  );
  // The published file has planner statistics, so the new index must get its own.
  const db = new Database(join(world.source, 'shop.db'));
  db.exec('create index idx_items_id_name on items(id, name); analyze');
  db.close();
});
afterAll(() => world.remove());

const read = (path: string, sql: string): unknown[] => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).pluck().all();
  } finally {
    db.close();
  }
};
const indexesOf = (path: string): unknown[] => read(path, "select name from sqlite_master where type = 'index' and tbl_name = 'items'");

describe('databases.<db>.indexes', () => {
  it('are created in the pulled version, not in the archive', async () => {
    const published = await publishWeek(world, '2026-W41');
    expect(published.code, published.stderr).toBe(0);
    expect(indexesOf(join(world.source, 'shop.db'))).toEqual(['idx_items_id_name']);
    const dir = join(world.root, 'pulled');
    const pulled = await runCli(['snapshot', 'pull', '--from', world.archive, '--config', world.config, '--data-dir', dir]);
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(pulled.stderr).toMatch(/pull shop\.db\.gz: index 1 of 1/);
    expect(indexesOf(join(dir, 'shop.db'))).toEqual(['idx_items_id_name', 'idx_items_name']);
    expect(read(join(dir, 'shop.db'), "select stat from sqlite_stat1 where idx = 'idx_items_name'")).toEqual(['3 1']);
    expect(indexesOf(join(dir, 'extra.db'))).toEqual([]);
  });

  it('one naming a table or column the archive lacks is skipped with a warning, never refusing the pull', async () => {
    writeFileSync(
      join(world.root, 'indexes.sql'),
      'create index if not exists idx_items_name on items(name);\n' +
        'create index if not exists idx_items_price on items(price);\n' +
        'create index if not exists idx_orders_day on orders(day);\n',
    );
    const dir = join(world.root, 'drifted');
    const pulled = await runCli(['snapshot', 'pull', '--from', world.archive, '--config', world.config, '--data-dir', dir]);
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(pulled.stderr).toContain('pull shop.db.gz: warning: skipped index idx_items_price: no such column: price');
    expect(pulled.stderr).toContain('pull shop.db.gz: warning: skipped index idx_orders_day: no such table: main.orders');
    expect(indexesOf(join(dir, 'shop.db'))).toEqual(['idx_items_id_name', 'idx_items_name']);
    const checked = await runCli(['check', '--config', world.config, '--data-dir', dir]);
    expect(checked.stdout).toContain('WARN databases.shop.indexes, index idx_items_price: no such column: price: snapshot pull skips it');
    expect(checked.stdout).toContain(
      'WARN databases.shop.indexes, index idx_orders_day: no such table: main.orders: snapshot pull skips it',
    );
    expect(checked.stdout).toMatch(/check: ok: shop, 2 databases/);
    expect(checked.code).toBe(0);
  });

  it('a file with anything but CREATE INDEX is refused when the configuration loads', async () => {
    writeFileSync(join(world.root, 'indexes.sql'), 'create index if not exists idx_items_name on items(name);\ndrop table items;\n');
    const r = await runCli([
      'snapshot',
      'pull',
      '--from',
      world.archive,
      '--config',
      world.config,
      '--data-dir',
      join(world.root, 'other'),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /at databases\.shop\.indexes: .*indexes\.sql: only CREATE INDEX statements may be listed, not "drop table items"/,
    );
  });
});
