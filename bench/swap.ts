// Snapshots and HTTP caching under load, on the OpenRegs demo data: cache-hit latency, the share of
// revalidations answered 304, and two swaps of the main database while 16 clients load the server
// (failed requests, time from activation to the new version being served, peak RSS).
// Run: npm run bench:swap
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { importServiceModule, loadServiceConfig } from '../engine/index.js';
import { repoRoot } from '../databases/build/paths.js';
import { startServerProcess } from './support/server-process.js';
import { closeAgents, getFrom, percentile } from './support/http.js';
import { rssSampler } from './support/proc.js';

const BIN = new URL('../bin/openregs.js', import.meta.url).pathname;
const CONFIG = join(repoRoot(), 'services', 'openregs', 'service.yaml');
const URLS = [
  '/openregs/congress_members.json?_size=20',
  '/openregs/federal_register.json?_size=20',
  '/openregs/dockets.json?_facet=agency_id&_size=5',
  '/openregs/most_commented_dockets.json',
  '/api/search/members?q=smith',
  '/openregs/legislation.json?_size=10',
  '/openregs/congress_members?_size=20',
  '/openregs.json?sql=select+count(*)+from+congress_members',
];

/**
 * Run `openregs <args>` to its end. Asynchronous: the load goes on while a pull runs (a pull that
 * froze this process let the server close the clients' idle kept-alive connections, and each
 * client's next request then failed on a reset socket, the bench's doing, not the server's).
 */
function cli(args: string[]): Promise<void> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`openregs ${args.join(' ')}: ${stderr}`)))),
  );
}

async function main(): Promise<void> {
  // Three weeks of archive and served versions: over a gigabyte, removed however the run ends.
  const work = mkdtempSync(join(tmpdir(), 'bench-swap-'));
  try {
    await run(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function run(work: string): Promise<void> {
  const source = join(repoRoot(), 'bench', 'out', 'scale-0.01');
  const config = loadServiceConfig(CONFIG, { dataDir: source, defaultDataDir: source, requireDatabaseFiles: false });
  if (config.databases.some((d) => !existsSync(d.path))) {
    const builder = await importServiceModule(config.path, 'demo.builder', config.demo!.builder);
    await (builder.build as (r: { outDir: string; scale: number; seed: number }) => Promise<void>)({
      outDir: source,
      scale: 0.01,
      seed: 1,
    });
  }
  // Three weeks: the second and third change the main database (a marker table).
  const staging = join(work, 'staging');
  const archive = join(work, 'archive');
  const served = join(work, 'served');
  for (const [i, week] of ['2026-W01', '2026-W02', '2026-W03'].entries()) {
    mkdirSync(staging, { recursive: true });
    copyFileSync(join(source, 'openregs.db'), join(staging, 'openregs.db'));
    copyFileSync(join(source, 'open_comments.db'), join(staging, 'open_comments.db'));
    if (i > 0) {
      const db = new Database(join(staging, 'openregs.db'));
      db.exec(`create table bench_marker (week text); insert into bench_marker values ('${week}')`);
      db.close();
    }
    await cli(['snapshot', 'publish', '--config', CONFIG, '--data-dir', staging, '--out', archive, '--week', week]);
  }
  const useWeek = (week: string): void => copyFileSync(join(archive, 'manifests', `${week}.json`), join(archive, 'manifest.json'));
  useWeek('2026-W01');
  await cli(['snapshot', 'pull', '--from', archive, '--config', CONFIG, '--data-dir', served]);
  const server = await startServerProcess(['--config', CONFIG, '--data-dir', served]);
  const url = server.url;

  // Cache hits: the same request again and again.
  await getFrom('127.0.0.1', url + URLS[0]);
  const hits: number[] = [];
  for (let i = 0; i < 300; i++) hits.push((await getFrom('127.0.0.1', url + URLS[0])).ms);
  // Revalidation: each URL with the ETag it was just given.
  let revalidated = 0;
  let notModified = 0;
  for (const path of URLS) {
    const first = await fetch(url + path);
    await first.arrayBuffer();
    const tag = first.headers.get('etag');
    if (!tag) continue;
    const again = await fetch(url + path, { headers: { 'If-None-Match': tag } });
    await again.arrayBuffer();
    revalidated++;
    if (again.status === 304) notModified++;
  }

  // Swaps under load.
  const rss = rssSampler(server.pid);
  let failed = 0;
  let requests = 0;
  let stop = false;
  const load = Promise.all(
    Array.from({ length: 16 }, async (_, w) => {
      for (let i = w; !stop; i += 16) {
        const a = await getFrom(`127.0.0.${1 + (w % 4)}`, url + URLS[i % URLS.length]);
        requests++;
        if (a.status === 0 || a.status >= 500) failed++;
      }
    }),
  );
  const swapTimes: number[] = [];
  for (const week of ['2026-W02', '2026-W03']) {
    await new Promise((r) => setTimeout(r, 3000));
    useWeek(week);
    await cli(['snapshot', 'pull', '--from', archive, '--config', CONFIG, '--data-dir', served]);
    const activated = performance.now();
    for (;;) {
      const body = (await (await fetch(`${url}/-/snapshot.json`)).json()) as { databases: { openregs: { current_week: string } } };
      const marker = await fetch(`${url}/openregs.json?sql=select+week+from+bench_marker&_shape=array`);
      const rows = marker.status === 200 ? ((await marker.json()) as Array<{ week: string }>) : [];
      if (body.databases.openregs.current_week === week && rows[0]?.week === week) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    swapTimes.push(performance.now() - activated);
  }
  await new Promise((r) => setTimeout(r, 2000));
  stop = true;
  await load;
  const peak = rss.stop();
  await server.stop();
  closeAgents();

  console.log('swap bench (OpenRegs demo data, scale 0.01)');
  console.log(
    `  cache hits: p50 ${percentile(hits, 50).toFixed(2)} ms, p99 ${percentile(hits, 99).toFixed(2)} ms over ${hits.length} requests`,
  );
  console.log(`  revalidation: ${notModified} of ${revalidated} answered 304 (${((notModified / revalidated) * 100).toFixed(0)} %)`);
  console.log(`  two swaps of openregs.db under load (concurrency 16): ${requests} requests, ${failed} failed (must be 0)`);
  console.log(`  activation → new version served: ${swapTimes.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
  console.log(`  peak RSS during the swaps: ${peak.toFixed(0)} MB`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
