// The data life cycle on disk: publish a service's databases in the archive format, pull them back
// verified into an empty folder, keep a previous version and roll back; every refusal leaves the
// active version in place and says which check failed.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { publishWeek, snapshotWorld, writeShop, type SnapshotWorld } from './support.js';

let world: SnapshotWorld;
beforeAll(() => {
  world = snapshotWorld();
});
afterAll(() => world.remove());

const publish = (week: string) => publishWeek(world, week);
const pull = (dir: string) => runCli(['snapshot', 'pull', '--from', world.archive, '--config', world.config, '--data-dir', dir]);
const manifest = () =>
  JSON.parse(readFileSync(join(world.archive, 'manifest.json'), 'utf8')) as {
    current_week: string;
    artifacts: Array<Record<string, unknown>>;
  };
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const names = (dir: string) => {
  const db = readFileSync(join(dir, 'shop.db'));
  return db.includes(Buffer.from('week2')) ? 'week2' : db.includes(Buffer.from('week1')) ? 'week1' : 'other';
};

describe('publish', () => {
  it('lays out a week as the real archive does, root manifest last', async () => {
    const r = await publish('2026-W40');
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(join(world.archive, 'weekly', '2026-W40')).sort()).toEqual(['extra.db.gz', 'manifest.json', 'shop.db.gz']);
    expect(existsSync(join(world.archive, 'manifests', '2026-W40.json'))).toBe(true);
    const m = manifest();
    expect(Object.keys(m)).toEqual(['manifest_generated_at', 'schema_version_format', 'sha256_target', 'current_week', 'artifacts']);
    expect(m).toMatchObject({ schema_version_format: 'integer-monotonic', sha256_target: 'gzipped_artifact', current_week: '2026-W40' });
    expect(m.artifacts.map((a) => a.filename)).toEqual(['extra.db.gz', 'shop.db.gz']);
    const shop = m.artifacts[1];
    const gz = join(world.archive, 'weekly', '2026-W40', 'shop.db.gz');
    expect(shop).toMatchObject({
      size_bytes: readFileSync(gz).length,
      sha256_gzipped: sha256(gz),
      schema_version: 1,
      row_counts: { items: 3 },
      sha256_unpacked: sha256(join(world.source, 'shop.db')),
    });
    expect(String(shop.generated_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const history = readFileSync(join(world.archive, 'manifest_history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(history).toHaveLength(1);
    expect(Object.keys(history[0])).toEqual(['week_id', 'manifest_generated_at', 'artifacts']);
  });

  it('an unchanged database gives a byte-identical .gz the next week', async () => {
    const before = sha256(join(world.archive, 'weekly', '2026-W40', 'extra.db.gz'));
    writeShop(join(world.source, 'shop.db'), 4, 'week2');
    expect((await publish('2026-W41')).code).toBe(0);
    expect(sha256(join(world.archive, 'weekly', '2026-W41', 'extra.db.gz'))).toBe(before);
    expect(manifest().current_week).toBe('2026-W41');
    expect(readFileSync(join(world.archive, 'manifest_history.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  });
});

describe('pull', () => {
  it('into an empty folder: verified, activated as links to versions, then nothing new', async () => {
    const dir = join(world.root, 'pulled');
    const r = await pull(dir);
    expect(r.stdout).toMatch(/^pulled 2026-W41: activated shop, extra$/m);
    expect(r.code).toBe(0);
    expect(lstatSync(join(dir, 'shop.db')).isSymbolicLink()).toBe(true);
    expect(names(dir)).toBe('week2');
    // Each version was inspected before it was activated: served warm from its first request.
    const manifest = JSON.parse(readFileSync(join(world.archive, 'manifest.json'), 'utf8')) as {
      artifacts: Array<{ filename: string; sha256_unpacked: string }>;
    };
    for (const a of manifest.artifacts) {
      const inspected = JSON.parse(readFileSync(join(dir, '.snapshots', 'inspect', `${a.sha256_unpacked}.json`), 'utf8')) as {
        tables: Record<string, { count: number }>;
      };
      if (a.filename === 'shop.db.gz') {
        const db = new Database(join(dir, 'shop.db'), { readonly: true });
        expect(inspected.tables.items.count).toBe(db.prepare('select count(*) from items').pluck().get());
        db.close();
      }
    }
    // And read into this machine's cache (the file is far smaller than the default budget: whole).
    expect(r.stderr).toMatch(/^pull: reading the new versions into the cache: [\d.]+ \/ [\d.]+ MB \(100\.0 %\)$/m);
    const again = await pull(dir);
    expect(again.stdout).toMatch(/nothing new; unchanged shop, extra/);
    const status = await runCli(['snapshot', 'status', '--data-dir', dir]);
    expect(status.stdout).toMatch(/^shop: active 2026-W41 [0-9a-f]{12} /m);
  });

  describe('refusals leave the active version serving', () => {
    const dir = (): string => join(world.root, 'pulled');
    const tamper = (edit: (m: ReturnType<typeof manifest>) => void): void => {
      const m = manifest();
      edit(m);
      writeFileSync(join(world.archive, 'manifest.json'), JSON.stringify(m));
    };
    const newWeek = async (week: string, rows: number, options: { dropName?: boolean } = {}): Promise<void> => {
      writeShop(join(world.source, 'shop.db'), rows, 'week1', options);
      expect((await publish(week)).code).toBe(0);
    };
    const refused = async (why: RegExp): Promise<void> => {
      const r = await pull(dir());
      expect(r.stderr).toMatch(/snapshot pull refused, nothing activated: /);
      expect(r.stderr).toMatch(why);
      expect(r.code).toBe(1);
      expect(names(dir())).toBe('week2');
    };

    it('a gzipped file whose SHA-256 does not match', async () => {
      await newWeek('2026-W42', 5);
      tamper((m) => {
        m.artifacts[1].sha256_gzipped = '0'.repeat(64);
      });
      await refused(/shop: gzipped file check failed/);
    });

    it('a truncated download', async () => {
      await newWeek('2026-W43', 5);
      const gz = join(world.archive, 'weekly', '2026-W43', 'shop.db.gz');
      truncateSync(gz, Math.floor(readFileSync(gz).length / 2));
      await refused(/shop: gzipped file check failed: \d+ bytes/);
    });

    it('an unpacked file whose SHA-256 does not match', async () => {
      await newWeek('2026-W44', 5);
      tamper((m) => {
        m.artifacts[1].sha256_unpacked = 'f'.repeat(64);
      });
      await refused(/shop: unpacked SHA-256 check failed/);
    });

    it('a file that fails PRAGMA quick_check', async () => {
      await newWeek('2026-W45', 2000);
      // Replace the week's file by a damaged copy whose hashes the manifest states correctly.
      const bytes = readFileSync(join(world.source, 'shop.db'));
      for (let i = 4096 + 8; i < 8192; i++) bytes[i] = (i * 7) & 0xff; // scramble the table's first b-tree page
      const gz = gzipSync(bytes);
      writeFileSync(join(world.archive, 'weekly', '2026-W45', 'shop.db.gz'), gz);
      tamper((m) => {
        Object.assign(m.artifacts[1], {
          size_bytes: gz.length,
          sha256_gzipped: createHash('sha256').update(gz).digest('hex'),
          unpacked_size_bytes: bytes.length,
          sha256_unpacked: createHash('sha256').update(bytes).digest('hex'),
        });
        delete m.artifacts[1].row_counts;
      });
      await refused(/shop: PRAGMA quick_check failed/);
    });

    it('a schema that breaks a canned query', async () => {
      await newWeek('2026-W46', 5, { dropName: true });
      await refused(/service check failed against the new data: canned query shop\/names .*no such column: name/);
    });
  });

  it('rollback returns to the previous version', async () => {
    const dir = join(world.root, 'rolling');
    writeShop(join(world.source, 'shop.db'), 3, 'week1');
    expect((await publish('2026-W47')).code).toBe(0);
    expect((await pull(dir)).code).toBe(0);
    writeShop(join(world.source, 'shop.db'), 3, 'week2');
    expect((await publish('2026-W48')).code).toBe(0);
    expect((await pull(dir)).code).toBe(0);
    expect(names(dir)).toBe('week2');
    const r = await runCli(['snapshot', 'rollback', '--data-dir', dir]);
    expect(r.stdout).toMatch(/^rolled back shop/m);
    expect(names(dir)).toBe('week1');
  });
});
