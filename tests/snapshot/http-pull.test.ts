// Pulling over HTTP: the archive served by a plain web server; a partial download left by an
// interrupted pull is continued with a Range request, not started again.
import { createReadStream, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { publishWeek, snapshotWorld, type SnapshotWorld } from './support.js';

let world: SnapshotWorld;
let web: Server;
let base: string;
const ranges: string[] = [];

beforeAll(async () => {
  world = snapshotWorld();
  const r = await publishWeek(world, '2026-W40');
  expect(r.code).toBe(0);
  web = createServer((req, res) => {
    const file = join(world.archive, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      res.writeHead(404).end();
      return;
    }
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    if (range) {
      ranges.push(`${req.url} ${req.headers.range}`);
      const start = Number(range[1]);
      res.writeHead(206, { 'Content-Length': size - start, 'Content-Range': `bytes ${start}-${size - 1}/${size}` });
      createReadStream(file, { start }).pipe(res);
    } else {
      res.writeHead(200, { 'Content-Length': size });
      createReadStream(file).pipe(res);
    }
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(() => {
  web.close();
  world.remove();
});

describe('pull over HTTP', () => {
  it('continues a partial download and verifies it', async () => {
    const dir = join(world.root, 'over-http');
    const gz = readFileSync(join(world.archive, 'weekly', '2026-W40', 'shop.db.gz'));
    mkdirSync(join(dir, '.snapshots', 'downloads'), { recursive: true });
    writeFileSync(join(dir, '.snapshots', 'downloads', 'shop.db.gz.part'), gz.subarray(0, Math.floor(gz.length / 2)));
    const r = await runCli(['snapshot', 'pull', '--from', base, '--config', world.config, '--data-dir', dir]);
    expect(r.stdout).toMatch(/^pulled 2026-W40: activated shop, extra$/m);
    expect(r.code).toBe(0);
    expect(ranges).toEqual([`/weekly/2026-W40/shop.db.gz bytes=${Math.floor(gz.length / 2)}-`]);
    expect(readFileSync(join(dir, 'shop.db')).includes(Buffer.from('week1 3'))).toBe(true);
  });
});
