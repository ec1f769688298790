// The pages people open, timed: the mixed URL set of support/url-mix.ts, drawn from a built service.
// Prints p50/p95/p99/max per kind, the 20 slowest URLs, and req/s at concurrency 1 and 8. The server
// starts as a replica does after a swap: its versions inspected (the inspect file is written first
// when missing, and the time it took printed) and seeded, nothing else; first visits are reported
// apart from repeat visits.
// Run: npm run bench:pages -- [--scale S] [--data-dir DIR] [--config FILE] [--seconds N] [--cold]
//                            [--drop-os-cache] [--preload-mb N]
//   --cold: no inspect file is used (first visits compute as they go, as before inspect existed).
//   --drop-os-cache: the database files' pages are dropped from the operating system's cache
//     before the server starts, as on a replica that has just pulled a version larger than memory.
//   --preload-mb N: the server's preload_mb setting (0: the files are not read into the cache).
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { serviceEngine, startServer, inspectService, readInspect, warmOnStart } from '../engine/index.js';
import { serviceUrls, type Kind } from './support/url-mix.js';
import { builtService } from './support/service-data.js';
import { repoRoot } from '../databases/build/paths.js';

interface Args {
  scale: number;
  dataDir?: string;
  config: string;
  seconds: number;
  cold: boolean;
  dropOsCache: boolean;
  preloadMb?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    scale: 0.1,
    config: join(repoRoot(), 'services', 'openregs', 'service.yaml'),
    seconds: 10,
    cold: false,
    dropOsCache: false,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--cold' || flag === '--drop-os-cache') {
      if (flag === '--cold') args.cold = true;
      else args.dropOsCache = true;
      i--;
      continue;
    }
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--scale') args.scale = Number(value);
    else if (flag === '--data-dir') args.dataDir = value;
    else if (flag === '--config') args.config = value;
    else if (flag === '--seconds') args.seconds = Number(value);
    else if (flag === '--preload-mb') args.preloadMb = value;
    else throw new Error(`unknown flag ${flag}`);
  }
  return args;
}

/** The engine's version label of a plain file (its size and modification time). */
function versionOf(path: string): string {
  const stat = statSync(path);
  return `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * GET `url`, once more if the kept-alive connection it went out on was reset: the server closes a
 * connection idle past its keep-alive timeout (while a slow page held another one), and reusing
 * it just then is the client's race, not a failed page.
 */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (e) {
    const code = e instanceof TypeError ? (e.cause as { code?: string } | undefined)?.code : undefined;
    if (code !== 'ECONNRESET') throw e;
    return fetch(url);
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = args.dataDir ?? join(repoRoot(), 'bench', 'out', `scale-${args.scale}`);
  const config = await builtService(args.config, dataDir, args.scale);
  // What a pull does before activating a version: inspect it (once; the file is kept beside it).
  const uninspected = config.databases.filter((d) => !readInspect(dataDir, d.name, versionOf(d.path), null));
  if (!args.cold && uninspected.length) {
    const t0 = performance.now();
    await inspectService(config);
    console.log(`inspect: ${uninspected.map((d) => d.name).join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (args.dropOsCache) {
    // GNU dd's nocache with no data copied asks the kernel to drop the whole file's cached pages.
    for (const d of config.databases) execFileSync('dd', [`if=${d.path}`, 'iflag=nocache', 'count=0', 'status=none']);
    console.log(`dropped from the OS cache: ${config.databases.map((d) => d.name).join(', ')}`);
  }
  // No response cache: every request does its work, so the figures are the pages', not the cache's.
  const { options, mounts } = await serviceEngine(config, {
    settings: [['response_cache_mb', '0'], ...(args.preloadMb === undefined ? [] : [['preload_mb', args.preloadMb] as [string, string]])],
  });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  await server.engine.ready;
  // A replica after a swap: its versions seeded from their inspect files and read into the OS
  // cache (within preload_mb) before the first request.
  if (!args.cold) {
    const t0 = performance.now();
    await warmOnStart(server.engine);
    console.log(`warm-up (seeded, files read into the OS cache): ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const targets = await serviceUrls(config, server.url);

  type Timing = { kind: Kind; ms: number; status: number };
  // The first visit of each URL finds our per-version count, facet and suggestion caches empty; it
  // is reported on its own. The figures that follow are repeat visits (median of 3).
  const firstVisits = new Map<string, Timing>();
  for (const t of targets) {
    const t0 = performance.now();
    const res = await get(server.url + t.path);
    await res.arrayBuffer();
    firstVisits.set(t.path, { kind: t.kind, ms: performance.now() - t0, status: res.status });
  }
  const timings = new Map<string, Timing>();
  for (const t of targets) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const res = await get(server.url + t.path);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      status = res.status;
    }
    times.sort((a, b) => a - b);
    timings.set(t.path, { kind: t.kind, ms: times[1], status });
  }
  const report = (title: string, measured: Map<string, Timing>, slowest: number): void => {
    console.log(`\n${title}`);
    console.log('kind       URLs    p50 ms    p95 ms    p99 ms    max ms  non-200');
    for (const kind of new Set(targets.map((t) => t.kind))) {
      const all = [...measured.values()].filter((v) => v.kind === kind);
      const ms = all.map((v) => v.ms).sort((a, b) => a - b);
      const bad = all.filter((v) => v.status !== 200).length;
      console.log(
        `${kind.padEnd(9)} ${String(ms.length).padStart(5)} ${[50, 95, 99].map((p) => pct(ms, p).toFixed(1).padStart(9)).join(' ')} ${ms[ms.length - 1].toFixed(1).padStart(9)} ${String(bad).padStart(8)}`,
      );
    }
    console.log(`\nslowest ${slowest} URLs:`);
    for (const [path, v] of [...measured.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, slowest)) {
      console.log(`${v.ms.toFixed(1).padStart(9)} ms  ${v.status}  ${v.kind.padEnd(7)} ${path}`);
    }
  };
  console.log(`pages bench: ${targets.length} URLs on ${dataDir}`);
  report('repeat visits (median of 3 runs each, warm cache):', timings, 20);
  report(
    args.cold
      ? 'first visits (per-version count, facet and suggestion caches empty):'
      : 'first visits (a freshly started server, its versions seeded from their inspect files):',
    firstVisits,
    10,
  );
  console.log('');
  for (const concurrency of [1, 8]) {
    let done = 0;
    let next = 0;
    const end = performance.now() + args.seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const t = targets[next++ % targets.length];
          await (await get(server.url + t.path)).arrayBuffer();
          done++;
        }
      }),
    );
    console.log(`concurrency ${concurrency}: ${(done / args.seconds).toFixed(1)} req/s over ${args.seconds} s`);
  }
  await server.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
