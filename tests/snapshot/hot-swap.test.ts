// Swapping versions under a running server: a query in flight finishes on the version it began with,
// new requests see the new one, no file is held after it was deleted, HTTP validators change with the
// version, and SIGHUP is a prompt to look (not a reason to exit).
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startCliServer, until, type CliServer } from '../support/cli.js';
import { publishWeek, snapshotWorld, writeShop, type SnapshotWorld } from './support.js';

let world: SnapshotWorld;
let dir: string;
let server: CliServer;

const publishAndPull = async (week: string, rows: number, label: string): Promise<void> => {
  writeShop(join(world.source, 'shop.db'), rows, label);
  expect((await publishWeek(world, week)).code).toBe(0);
  const pulled = await runCli(['snapshot', 'pull', '--from', world.archive, '--config', world.config, '--data-dir', dir]);
  expect(pulled.code, pulled.stderr).toBe(0);
};
const items = async (): Promise<string[]> =>
  ((await (await fetch(`${server.url}/shop/items.json?_shape=array`)).json()) as Array<{ name: string }>).map((r) => r.name);
const openFiles = (): string[] =>
  readdirSync(`/proc/${server.child.pid}/fd`).map((fd) => {
    try {
      return readlinkSync(`/proc/${server.child.pid}/fd/${fd}`);
    } catch {
      return '';
    }
  });
const deletedFiles = (): string[] =>
  readdirSync(`/proc/${server.child.pid}/fd`)
    .map((fd) => {
      try {
        return readlinkSync(`/proc/${server.child.pid}/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.endsWith('(deleted)') && target.includes(dir));

beforeAll(async () => {
  world = snapshotWorld();
  dir = join(world.root, 'served');
  await publishAndPull('2026-W40', 3, 'week1');
  server = await startCliServer(['serve', '--config', world.config, '--data-dir', dir]);
  await until('workers to be ready', async () => (await fetch(`${server.url}/-/ready`)).status === 200);
});
afterAll(() => {
  server?.child.kill('SIGKILL');
  world.remove();
});

const SLOW =
  'with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select (select count(*) from items) as n, count(*) as steps from c';

describe('a swap under a running server', () => {
  it('a query in flight finishes on its version; new requests see the new one; validators change', async () => {
    const before = await fetch(`${server.url}/shop/items.json?_shape=array`);
    const oldTag = before.headers.get('etag')!;
    expect(oldTag).toMatch(/^W\/"/);
    expect(((await before.json()) as unknown[]).length).toBe(3);
    expect((await fetch(`${server.url}/shop/items.json?_shape=array`, { headers: { 'If-None-Match': oldTag } })).status).toBe(304);

    const slow = fetch(`${server.url}/shop.json?sql=${encodeURIComponent(SLOW)}&_shape=array`);
    await until('the slow query to run', async () =>
      ((await (await fetch(`${server.url}/-/threads.json`)).json()) as { threads: Array<{ busy: boolean }> }).threads.some((t) => t.busy),
    );
    await publishAndPull('2026-W41', 4, 'week2');
    await until('the new version to be served', async () => (await items()).length === 4);
    expect(await items()).toEqual(['week2 1', 'week2 2', 'week2 3', 'week2 4']);
    // The new version is read into the operating system's cache, as the first one was at start-up.
    const preloads = (): string[] =>
      server
        .output()
        .split('\n')
        .filter((l) => l.includes('files read into the operating system cache'));
    await until('the new version read into the cache', () => preloads().length === 2);
    expect(preloads()[1]).toMatch(/shop/);
    const slowAnswer = await slow;
    expect(slowAnswer.status).toBe(200);
    expect(await slowAnswer.json()).toEqual([{ n: 3, steps: 3000000 }]);

    const stale = await fetch(`${server.url}/shop/items.json?_shape=array`, { headers: { 'If-None-Match': oldTag } });
    expect(stale.status).toBe(200);
    const newTag = stale.headers.get('etag')!;
    expect(newTag).not.toBe(oldTag);
    const fresh = await fetch(`${server.url}/shop/items.json?_shape=array`, { headers: { 'If-None-Match': newTag } });
    expect(fresh.status).toBe(304);
    expect(await fresh.text()).toBe('');
  });

  it('reports the active version, and holds no deleted file once versions are trimmed', async () => {
    await publishAndPull('2026-W42', 5, 'week3');
    await until('the third version to be served', async () => (await items()).length === 5);
    // The first version's file is gone from disk (one previous version is kept): nothing holds it.
    await until('no deleted file to be held', () => deletedFiles().length === 0, 10_000);
    const snapshot = (await (await fetch(`${server.url}/-/snapshot.json`)).json()) as {
      databases: Record<string, Record<string, unknown>>;
    };
    const manifest = JSON.parse(readFileSync(join(world.archive, 'manifest.json'), 'utf8')) as {
      artifacts: Array<{ filename: string; sha256_gzipped: string }>;
    };
    expect(snapshot.databases.shop).toMatchObject({
      current_week: '2026-W42',
      sha256_gzipped: manifest.artifacts.find((a) => a.filename === 'shop.db.gz')!.sha256_gzipped,
    });
    expect(await (await fetch(`${server.url}/-/metrics`)).text()).toMatch(
      /^database_version_info\{database="shop",version="2026-W42-[0-9a-f]{12}"\} 1$/m,
    );
  });

  it('SIGHUP makes the server look again, and it keeps serving', async () => {
    expect((await runCli(['snapshot', 'rollback', '--data-dir', dir])).code).toBe(0);
    server.child.kill('SIGHUP');
    await until('the rolled-back version to be served', async () => (await items()).length === 4);
    expect((await fetch(`${server.url}/-/health`)).status).toBe(200);
  });

  it('a streamed CSV reads every page from the version it began on, and lets go of it when it ends', async () => {
    const ROWS = 200_000;
    await publishAndPull('2026-W43', ROWS, 'before');
    await until('the streamed version to be served', async () => (await items())[0] === 'before 1');
    const oldFile = realpathSync(join(dir, 'shop.db'));
    const response = await fetch(`${server.url}/shop/items.csv?_stream=on&_size=100`);
    const reader = response.body!.getReader();
    let text = new TextDecoder().decode((await reader.read()).value);
    // The client stops reading, so the server stops pulling pages: the swap lands mid-stream.
    await publishAndPull('2026-W44', 10, 'after');
    await until('the new version to be served', async () => (await items())[0] === 'after 1');
    expect(openFiles()).toContain(oldFile);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,name');
    expect(lines.length).toBe(ROWS + 1);
    expect(lines.slice(1).every((line, i) => line === `${i + 1},before ${i + 1}`)).toBe(true);
    await until('the old version to be closed', () => !openFiles().includes(oldFile), 10_000);
  });
});
