// Canned-query benchmark: every canned query with each of its examples, served over HTTP
// by the engine, against a build at --scale (default 0.1; built into bench/out/ if missing).
// Prints p50 and max milliseconds per query, slowest first. Run: npm run bench:canned [-- --scale 1]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildDatabases } from '../databases/build/build.js';
import { openregsPlan } from '../services/openregs/build/plan.js';
import { repoRoot } from '../databases/build/paths.js';
import { loadCannedQueries, startServer } from '../engine/index.js';

const args = process.argv.slice(2);
const scaleArg = args.indexOf('--scale');
const SCALE = scaleArg >= 0 ? Number(args[scaleArg + 1]) : 0.1;
const RUNS = 5;
const TARGET_MS = SCALE <= 0.1 ? 200 : 2000;

async function main(): Promise<void> {
  const root = repoRoot();
  const dir = join(root, 'bench', 'out', `scale-${SCALE}`);
  if (!existsSync(join(dir, 'openregs.db')) || !existsSync(join(dir, 'open_comments.db'))) {
    await buildDatabases({ outDir: dir, scale: SCALE, seed: 1, now: new Date(), plan: openregsPlan() });
  }
  const queriesDir = join(root, 'services', 'openregs', 'queries');
  const server = await startServer(
    {
      files: [
        { path: join(dir, 'openregs.db'), immutable: true },
        { path: join(dir, 'open_comments.db'), immutable: true },
      ],
      queriesDir,
      settings: { sql_time_limit_ms: 60_000 },
    },
    '127.0.0.1',
    0,
  );
  const results: Array<{ name: string; p50: number; max: number; status: string }> = [];
  for (const [db, queries] of loadCannedQueries({}, undefined, queriesDir)) {
    for (const q of queries) {
      const times: number[] = [];
      let status = 'ok';
      for (const example of q.examples.length ? q.examples : [{}]) {
        const url = `${server.url}/${db}/${encodeURIComponent(q.name)}.json?${new URLSearchParams(example)}`;
        await (await fetch(url)).arrayBuffer(); // warm-up: first reads come from disk
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          const res = await fetch(url);
          await res.arrayBuffer();
          times.push(performance.now() - t0);
          if (res.status !== 200) status = `HTTP ${res.status}`;
        }
      }
      times.sort((a, b) => a - b);
      results.push({ name: `${db}/${q.name}`, p50: times[Math.floor(times.length / 2)], max: times[times.length - 1], status });
    }
  }
  await server.close();
  results.sort((a, b) => b.max - a.max);
  console.log(`canned queries at scale ${SCALE} (${RUNS} runs per example after a warm-up; target: every query under ${TARGET_MS} ms)`);
  console.log('query                                                   p50 ms    max ms');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(54)} ${r.p50.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(9)}${r.status === 'ok' ? '' : `  ${r.status}`}${r.max > TARGET_MS ? '  OVER TARGET' : ''}`,
    );
  }
  const over = results.filter((r) => r.max > TARGET_MS).length;
  console.log(`${results.length} queries, ${over} over ${TARGET_MS} ms`);
}

void main();
