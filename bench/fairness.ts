// Fairness under abuse: limit 1000 ms, 2 workers; one client (127.0.0.1) sends 4 endless queries
// while another (127.0.0.2) asks for a point lookup every 10 ms, latency counted from when each
// lookup was due. Prints when each endless query was answered, lookup statuses and p50/p99/max, the
// server's CPU use 2 s after the bombs, and its peak RSS. Then the fast lane under mixed parameters:
// two clients keep both regular workers busy, a third sends one statement known to be fast with
// parameters that alternate between cheap and costly, and the lookups must still get through the
// lane. Then busy but fair (fairness-lone-client.ts): one client alone at concurrency 8, 16 and 32
// on a built service is never refused, and a second client's lookups beside it stay quick.
// Run: npm run bench:fairness [-- --data-dir DIR] [--seconds N] [--only lone-client]
import { benchDatabase, ENDLESS_SQL, startServerProcess } from './support/server-process.js';
import { closeAgents, getFrom, percentile, statusSummary, type Answer } from './support/http.js';
import { cpuPercent, rssSampler } from './support/proc.js';
import { loneClient } from './fairness-lone-client.js';

const LIMIT_MS = 1000;
const LOOKUP_EVERY_MS = 10;
const LOOKUP_FOR_MS = 3000;

function parseArgs(argv: string[]): { dataDir?: string; seconds: number; only?: string } {
  const args: { dataDir?: string; seconds: number; only?: string } = { seconds: 10 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--data-dir') args.dataDir = value;
    else if (flag === '--seconds') args.seconds = Number(value);
    else if (flag === '--only' && value === 'lone-client') args.only = value;
    else throw new Error(`unknown flag ${flag} ${value} (known: --data-dir DIR, --seconds N, --only lone-client)`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.only === 'lone-client') {
    if (!(await loneClient(args))) process.exitCode = 1;
    return;
  }
  const db = benchDatabase();
  const server = await startServerProcess([
    '-i',
    db,
    '--setting',
    'num_sql_threads',
    '2',
    '--setting',
    'sql_time_limit_ms',
    String(LIMIT_MS),
  ]);
  // Warm up: the lookup statement has run once (so it is known to be fast), as on a live server.
  await getFrom('127.0.0.2', `${server.url}/bench/items/1.json`);
  const rss = rssSampler(server.pid);

  const t0 = performance.now();
  const bombs = Array.from({ length: 4 }, () =>
    getFrom('127.0.0.1', `${server.url}/bench.json?sql=${encodeURIComponent(ENDLESS_SQL)}`).then((a) => ({
      ...a,
      at: performance.now() - t0,
    })),
  );
  const lookups: Array<Promise<Answer & { late: number }>> = [];
  for (let i = 0; i * LOOKUP_EVERY_MS < LOOKUP_FOR_MS; i++) {
    const due = t0 + i * LOOKUP_EVERY_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const id = 1 + ((i * 7919) % 100_000);
    lookups.push(getFrom('127.0.0.2', `${server.url}/bench/items/${id}.json`).then((a) => ({ ...a, late: performance.now() - due })));
  }
  const bombAnswers = await Promise.all(bombs);
  const lookupAnswers = await Promise.all(lookups);
  // The memory corpus: answers that would be huge, aggregates that would grow without bound.
  const counter = (n: number): string => `with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n})`;
  const corpus = [
    `${counter(1000)} select x, printf('%.1000000c', 'x') as mb from c`,
    `${counter(1000)} select x, zeroblob(1000000) as mb from c`,
    `${counter(10000000)} select json_group_array(printf('%.100c', 'x')) from c`,
    `${counter(10000000)} select group_concat(printf('%.100c', 'x')) from c`,
    `${counter(100000)} select x, count(*) over (order by printf('%.1000c', x)) from c`,
  ];
  const corpusAnswers = await Promise.all(
    corpus.map((sql) => getFrom('127.0.0.3', `${server.url}/bench.json?sql=${encodeURIComponent(sql)}&_size=max`)),
  );
  const peak = rss.stop();
  await new Promise((r) => setTimeout(r, 2000));
  const idleCpu = await cpuPercent(server.pid, 1000);
  await server.stop();
  closeAgents();

  const latencies = lookupAnswers.map((a) => a.late);
  console.log(
    `fairness bench: limit ${LIMIT_MS} ms, 2 workers (+1 fast lane), 4 endless queries from 127.0.0.1, a lookup every ${LOOKUP_EVERY_MS} ms from 127.0.0.2 for ${LOOKUP_FOR_MS} ms`,
  );
  for (const [i, b] of bombAnswers.entries()) console.log(`  endless query ${i + 1}: HTTP ${b.status} after ${b.at.toFixed(0)} ms`);
  console.log(`  lookups: ${lookupAnswers.length}, statuses ${statusSummary(lookupAnswers)}`);
  console.log(
    `  lookup latency from when due: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
  console.log(
    `  memory corpus (1000 rows of 1 MB as text and as blobs, json_group_array and group_concat over 10M rows, a 100 MB window sort): ${corpusAnswers.map((a) => a.status).join(', ')}`,
  );
  console.log(`  server CPU 2 s after: ${idleCpu.toFixed(1)} % of a core; peak RSS ${peak.toFixed(0)} MB`);
  const ok =
    bombAnswers.every((b) => b.at < 1500 && [400, 429, 503].includes(b.status)) &&
    lookupAnswers.every((a) => a.status === 200) &&
    percentile(latencies, 99) < 250 &&
    idleCpu < 20 &&
    peak < 512;
  console.log(ok ? 'targets met: bombs < 1500 ms, lookups all 200 with p99 < 250 ms, CPU < 20 %, RSS < 512 MB' : 'TARGETS NOT MET');
  const laneOk = await mixedParameters(db);
  const loneOk = await loneClient(args);
  if (!ok || !laneOk || !loneOk) process.exitCode = 1;
}

/** One statement, fast with small :n, costly with a big one. */
const COUNT_TO = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < :n) select count(*) from c';

async function mixedParameters(db: string): Promise<boolean> {
  const server = await startServerProcess([
    '-i',
    db,
    '--setting',
    'num_sql_threads',
    '2',
    '--setting',
    'sql_time_limit_ms',
    String(LIMIT_MS),
  ]);
  const countTo = (n: number): string => `${server.url}/bench.json?sql=${encodeURIComponent(COUNT_TO)}&n=${n}`;
  // Both statements have run quickly, so both are known to be fast.
  for (let i = 0; i < 2; i++) {
    await getFrom('127.0.0.4', countTo(10));
    await getFrom('127.0.0.2', `${server.url}/bench/items/1.json`);
  }
  const t0 = performance.now();
  let running = true;
  // Two clients keep the two regular workers busy the whole time.
  const occupy = async (address: string): Promise<void> => {
    while (running) await getFrom(address, `${server.url}/bench.json?sql=${encodeURIComponent(ENDLESS_SQL)}`);
  };
  // The mixer keeps four requests in flight, cheap and costly in turn.
  let mixed = 0;
  const mix = async (): Promise<void> => {
    while (running) await getFrom('127.0.0.4', countTo(mixed++ % 2 === 0 ? 10 : 4_000_000_000));
  };
  const load = [occupy('127.0.0.1'), occupy('127.0.0.5'), ...Array.from({ length: 4 }, mix)];
  await new Promise((r) => setTimeout(r, 200));
  const lookups: Array<Promise<Answer & { late: number }>> = [];
  for (let i = 0; i * LOOKUP_EVERY_MS < LOOKUP_FOR_MS; i++) {
    const due = t0 + 200 + i * LOOKUP_EVERY_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const id = 1 + ((i * 7919) % 100_000);
    lookups.push(getFrom('127.0.0.2', `${server.url}/bench/items/${id}.json`).then((a) => ({ ...a, late: performance.now() - due })));
  }
  const answers = await Promise.all(lookups);
  running = false;
  await Promise.all(load);
  await server.stop();
  closeAgents();
  const late = answers.map((a) => a.late);
  console.log(
    `fast lane under mixed parameters: 2 workers (+1 fast lane) kept busy by 127.0.0.1 and 127.0.0.5, 127.0.0.4 sending one fast statement with cheap and costly parameters in turn (4 in flight, ${mixed} sent), a lookup every ${LOOKUP_EVERY_MS} ms from 127.0.0.2`,
  );
  console.log(`  lookups: ${answers.length}, statuses ${statusSummary(answers)}`);
  console.log(
    `  lookup latency from when due: p50 ${percentile(late, 50).toFixed(1)} ms, p99 ${percentile(late, 99).toFixed(1)} ms, max ${Math.max(...late).toFixed(1)} ms`,
  );
  const ok = answers.every((a) => a.status === 200) && percentile(late, 99) < 500;
  console.log(ok ? 'targets met: lookups all 200 with p99 < 500 ms' : 'TARGETS NOT MET');
  return ok;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
