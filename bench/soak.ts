// Soak: mixed load at concurrency 32 from several loopback addresses for N minutes (default 10),
// with slow queries mixed in, against the OpenRegs service on its demo data. Prints requests,
// 5xx (must be 0), shed requests per reason, p50/p99 of the fast requests, and the server's RSS at
// start and end (must stay within +10 %). Run: npm run bench:soak -- [--minutes M] [--data-dir DIR]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importServiceModule, loadCannedQueries, loadMetadata, loadServiceConfig, tildeEncode } from '../engine/index.js';
import { repoRoot } from '../databases/build/paths.js';
import { ENDLESS_SQL, startServerProcess } from './support/server-process.js';
import { closeAgents, getFrom, percentile } from './support/http.js';
import { rssMb } from './support/proc.js';

const CONCURRENCY = 32;
const CLIENTS = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4'];
/** One request in this many is a query that runs into the time limit. */
const SLOW_EVERY = 50;

function argValue(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const minutes = Number(argValue('--minutes') ?? 10);
  const configPath = join(repoRoot(), 'services', 'openregs', 'service.yaml');
  const dataDir = argValue('--data-dir') ?? join(repoRoot(), 'bench', 'out', 'scale-0.01');
  const config = loadServiceConfig(configPath, { dataDir, defaultDataDir: dataDir, requireDatabaseFiles: false });
  if (config.databases.some((d) => !existsSync(d.path))) {
    const builder = await importServiceModule(config.path, 'demo.builder', config.demo!.builder);
    await (builder.build as (r: { outDir: string; scale: number; seed: number }) => Promise<void>)({
      outDir: dataDir,
      scale: 0.01,
      seed: 1,
    });
  }
  const fast: string[] = [];
  const metadata = loadMetadata(config.metadataPath);
  for (const [table, meta] of Object.entries(metadata.databases?.openregs?.tables ?? {})) {
    if (meta.hidden) continue;
    fast.push(`/openregs/${tildeEncode(table)}.json?_size=20`);
    for (const facet of meta.facets ?? [])
      if (typeof facet === 'string') fast.push(`/openregs/${tildeEncode(table)}.json?_facet=${encodeURIComponent(facet)}&_size=0`);
  }
  for (const [db, queries] of loadCannedQueries(metadata, config.metadataPath, config.queriesDir)) {
    for (const q of queries) fast.push(`/${db}/${tildeEncode(q.name)}.json?${new URLSearchParams(q.examples[0] ?? {})}`);
  }
  fast.push('/api/search/members?q=smith', '/api/search/legislation?q=tax', '/openregs.json?sql=select+count(*)+from+congress_members');

  const server = await startServerProcess(['--config', configPath, '--data-dir', dataDir, '--setting', 'sql_time_limit_ms', '2000']);
  for (const path of fast) await getFrom(CLIENTS[0], server.url + path); // warm-up
  const fastMs: number[] = [];
  const statuses = new Map<number, number>();
  let requests = 0;
  let n = 0;
  /** Load at full concurrency until `until`; recorded only when `record`. */
  const load = (until: number, record: boolean): Promise<unknown> =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        const client = CLIENTS[worker % CLIENTS.length];
        while (performance.now() < until) {
          const i = n++;
          const slow = i % SLOW_EVERY === 0;
          const path = slow ? `/openregs.json?sql=${encodeURIComponent(ENDLESS_SQL)}` : fast[i % fast.length];
          const a = await getFrom(client, server.url + path);
          if (!record) continue;
          requests++;
          statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          if (!slow && a.status === 200) fastMs.push(a.ms);
        }
      }),
    );
  // The first minutes fill caches and let the heap settle: "start" is measured after them.
  const warmUpMs = Math.min(60_000, minutes * 60_000 * 0.2);
  await load(performance.now() + warmUpMs, false);
  const rssStart = rssMb(server.pid);
  await load(performance.now() + minutes * 60_000, true);
  const rssEnd = rssMb(server.pid);
  const metrics = await (await fetch(`${server.url}/-/metrics`)).text();
  await server.stop();
  closeAgents();
  const shed = metrics
    .split('\n')
    .filter((l) => l.startsWith('requests_shed_total{'))
    .map((l) => l.replace('requests_shed_total', ''));
  const fiveXx = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((sum, [, c]) => sum + c, 0);
  console.log(
    `soak: ${minutes} min after ${(warmUpMs / 1000).toFixed(0)} s of warm-up load, concurrency ${CONCURRENCY} from ${CLIENTS.length} addresses, 1 in ${SLOW_EVERY} requests an endless query (limit 2000 ms), ${fast.length} fast URLs`,
  );
  console.log(
    `  requests: ${requests} (${(requests / (minutes * 60)).toFixed(1)}/s); statuses ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, c]) => `${s}×${c}`)
      .join(', ')}`,
  );
  console.log(`  5xx or dropped: ${fiveXx} (must be 0; 503 counts here)`);
  console.log(`  shed by reason: ${shed.length ? shed.join(', ') : 'none'}`);
  console.log(`  fast requests: p50 ${percentile(fastMs, 50).toFixed(1)} ms, p99 ${percentile(fastMs, 99).toFixed(1)} ms`);
  console.log(
    `  server RSS: start ${rssStart.toFixed(0)} MB, end ${rssEnd.toFixed(0)} MB (${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)} %; must stay within +10 %)`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
