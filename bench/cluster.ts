// Throughput through the balancer: req/s and p99 at concurrency 16 through Caddy with 1, 2 and 3
// replicas on a mixed URL set, and the balancer's overhead against one replica asked directly.
// Every request is a distinct URL (an ignored `_bench` argument), so the replicas' response caches
// never answer for them. Run: npm run bench:cluster [-- --seconds N]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../databases/build/paths.js';
import { closeAgents, getFrom, percentile } from './support/http.js';

const BIN = new URL('../bin/openregs.js', import.meta.url).pathname;
const CLUSTER = new URL('../deploy/cluster/cluster.js', import.meta.url).pathname;
const CONFIG = join(repoRoot(), 'services', 'openregs', 'service.yaml');
const URLS = [
  '/openregs/congress_members.json?_size=20',
  '/openregs/federal_register.json?_size=20',
  '/openregs/dockets.json?_facet=agency_id&_size=5',
  '/openregs/most_commented_dockets.json',
  '/api/search/members?q=smith',
  '/openregs/legislation.json?_size=10',
  '/openregs.json?sql=select+count(*)+from+congress_members',
  '/openregs/congress_members?_size=20',
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function measure(base: string, seconds: number): Promise<{ rps: number; p99: number }> {
  const ms: number[] = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: 16 }, async (_, w) => {
      while (performance.now() < end) {
        const i = n++;
        const path = URLS[i % URLS.length];
        const a = await getFrom(`127.0.0.${1 + (w % 4)}`, `${base}${path}${path.includes('?') ? '&' : '?'}_bench=${i}`);
        if (a.status === 200) ms.push(a.ms);
      }
    }),
  );
  return { rps: ms.length / seconds, p99: percentile(ms, 99) };
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1] || 10) || 10;
  if (spawnSync('caddy', ['version']).error) throw new Error('caddy is not installed (apt-get install caddy)');
  const work = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const archive = join(work, 'archive');
  const source = join(repoRoot(), 'bench', 'out', 'scale-0.01');
  if (!existsSync(join(source, 'openregs.db')))
    spawnSync(process.execPath, [BIN, 'build-db', '--scale', '0.01', '--out', source], { stdio: 'inherit' });
  spawnSync(
    process.execPath,
    [BIN, 'snapshot', 'publish', '--config', CONFIG, '--data-dir', source, '--out', archive, '--week', '2026-W01'],
    { stdio: 'inherit' },
  );
  console.log(`cluster bench: ${seconds} s per measurement, concurrency 16, ${URLS.length} kinds of URL, each request distinct`);
  for (const replicas of [1, 2, 3]) {
    const port = await freePort();
    const child = spawn(process.execPath, [CLUSTER, '--replicas', String(replicas), '--port', String(port), '--archive', archive], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (/cluster ready/.test(out)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`cluster exited (${code})`)));
    });
    await measure(`http://127.0.0.1:${port}`, 3); // warm-up: the replicas' first reads come from disk
    const front = await measure(`http://127.0.0.1:${port}`, seconds);
    let line = `  ${replicas} replica${replicas > 1 ? 's' : ' '} through Caddy: ${front.rps.toFixed(0)} req/s, p99 ${front.p99.toFixed(1)} ms`;
    if (replicas === 1) {
      const direct = await measure(/replica 1: (http:\/\/\S+)/.exec(out)![1], seconds);
      line += `; the replica directly: ${direct.rps.toFixed(0)} req/s, p99 ${direct.p99.toFixed(1)} ms (balancer overhead ${(((direct.rps - front.rps) / direct.rps) * 100).toFixed(0)} % of throughput)`;
    }
    console.log(line);
    await new Promise((r) => {
      child.once('exit', r);
      child.kill('SIGTERM');
    });
  }
  closeAgents();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
