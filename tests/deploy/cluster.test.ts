// A local cluster behind a real Caddy: traffic reaches every replica, a replica killed under load
// costs no failed request, a new snapshot rolls through every replica with no failed request, and a
// corrupt one is refused while the replicas keep serving. Skipped, saying so, only without caddy.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabasePaths } from '../support/demo-db.js';
import { until } from '../support/cli.js';
import { writeWeek } from './archive.js';

const HAS_CADDY = !spawnSync('caddy', ['version']).error;
if (!HAS_CADDY) console.warn('tests/deploy/cluster.test.ts: skipped: caddy is not installed (apt-get install caddy)');

const CLUSTER = fileURLToPath(new URL('../../dist/deploy/cluster/cluster.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface Load {
  stop(): Promise<{ ok: number; failed: string[] }>;
}

/** Longest a load may run: one a test forgot to stop (or failed before stopping) ends by itself. */
const LOAD_LIMIT_MS = 120_000;
/** Loads not stopped yet (a test that failed midway): afterAll stops them before the cluster. */
const loads = new Set<Load>();

/**
 * Requests through the balancer from 4 clients until stopped; every non-2xx/3xx/4xx answer is a
 * failure, and so is running past LOAD_LIMIT_MS without being stopped.
 */
function load(front: string): Load {
  let running = true;
  const failed: string[] = [];
  let ok = 0;
  const deadline = Date.now() + LOAD_LIMIT_MS;
  const workers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = 0; running; i++) {
      if (Date.now() > deadline) {
        failed.push(`load client ${w} was not stopped within ${LOAD_LIMIT_MS} ms`);
        return;
      }
      try {
        const r = await fetch(`${front}/openregs/agencies.json?_size=3&w=${w}&i=${i}`);
        await r.arrayBuffer();
        if (r.status >= 500) failed.push(`HTTP ${r.status}`);
        else ok++;
      } catch (e) {
        failed.push((e as Error).message);
      }
    }
  });
  const self: Load = {
    stop: async () => {
      running = false;
      loads.delete(self);
      await Promise.all(workers);
      return { ok, failed };
    },
  };
  loads.add(self);
  return self;
}

describe.skipIf(!HAS_CADDY)('a 3-replica cluster behind Caddy', () => {
  let work: string;
  let archive: string;
  let cluster: ChildProcess;
  let output = '';
  let front: string;
  let replicas: Array<{ n: number; url: string; pid: number }> = [];
  let comments: Buffer;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'cluster-'));
    archive = join(work, 'archive');
    const demo = demoDatabasePaths();
    comments = readFileSync(demo.open_comments);
    writeWeek(archive, '2026-W01', { 'openregs.db.gz': readFileSync(demo.openregs), 'open_comments.db.gz': comments });
    const port = await freePort();
    cluster = spawn(process.execPath, [CLUSTER, '--replicas', '3', '--port', String(port), '--archive', archive], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    cluster.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    await until('the cluster to be ready', () => /cluster ready: /.test(output), 120_000);
    front = /cluster ready: (http:\/\/\S+)/.exec(output)![1];
    replicas = [...output.matchAll(/replica (\d+): (http:\/\/\S+) pid (\d+)/g)].map((m) => ({
      n: Number(m[1]),
      url: m[2],
      pid: Number(m[3]),
    }));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...loads].map((l) => l.stop()));
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster.once('exit', r));
      cluster.kill('SIGTERM');
      await exited;
    }
    // Everything it started has stopped.
    for (const r of replicas) expect(() => process.kill(r.pid, 0)).toThrow();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  const tableRequests = async (url: string): Promise<number> => {
    const text = await (await fetch(`${url}/-/metrics`)).text();
    return Number(/^http_requests_total\{kind="table",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  };

  it('prints each replica and the front address; requests reach every replica', async () => {
    expect(replicas.map((r) => r.n)).toEqual([1, 2, 3]);
    for (let i = 0; i < 30; i++) expect((await fetch(`${front}/openregs/agencies.json?_size=1&spread=${i}`)).status).toBe(200);
    for (const r of replicas) expect(await tableRequests(r.url), `replica ${r.n}`).toBeGreaterThan(0);
  });

  it('kill -9 of a replica under load costs no failed request', async () => {
    const running = load(front);
    await new Promise((r) => setTimeout(r, 1000));
    process.kill(replicas[2].pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 3000));
    const { ok, failed } = await running.stop();
    expect(failed).toEqual([]);
    expect(ok).toBeGreaterThan(50);
  });

  it('a new snapshot rolls through every replica under load, with no failed request', async () => {
    const running = load(front);
    const copy = join(work, 'open_comments.db');
    writeFileSync(copy, comments);
    const db = new Database(copy);
    db.exec("create table roll_marker (week text); insert into roll_marker values ('2026-W02')");
    db.close();
    writeWeek(archive, '2026-W02', {
      'openregs.db.gz': readFileSync(demoDatabasePaths().openregs),
      'open_comments.db.gz': readFileSync(copy),
    });
    for (const r of replicas.slice(0, 2)) {
      await until(
        `replica ${r.n} to serve 2026-W02`,
        async () => {
          const s = (await (await fetch(`${r.url}/-/snapshot.json`)).json()) as { databases: { open_comments: { current_week: string } } };
          return s.databases.open_comments.current_week === '2026-W02';
        },
        60_000,
      );
    }
    const { failed } = await running.stop();
    expect(failed).toEqual([]);
  }, 90_000);

  it('a corrupt snapshot is refused: the replicas keep serving the week they had, and stay ready', async () => {
    writeWeek(
      archive,
      '2026-W03',
      { 'openregs.db.gz': readFileSync(demoDatabasePaths().openregs), 'open_comments.db.gz': comments },
      (a) => {
        if (a.filename === 'open_comments.db.gz') a.sha256_gzipped = '0'.repeat(64);
      },
    );
    await until(
      'both live replicas to refuse the corrupt week',
      () => (output.match(/kept its version: .*gzipped file check failed/g) ?? []).length >= 2,
      60_000,
    );
    for (const r of replicas.slice(0, 2)) {
      const s = (await (await fetch(`${r.url}/-/snapshot.json`)).json()) as { databases: { open_comments: { current_week: string } } };
      expect(s.databases.open_comments.current_week).toBe('2026-W02');
      expect((await fetch(`${r.url}/-/ready`)).status).toBe(200);
    }
  }, 90_000);
});
