// Busy but fair, on a built service (default: OpenRegs at scale 0.1, response cache off): one client
// alone sends the mixed URL set (support/url-mix.ts) at concurrency 8, 16 and 32, and must never be
// refused; then, with that client still at 32, a second client asks for a point lookup (a row page)
// every 20 ms: its p99 from when each was due must stay under 250 ms, and the first client's
// requests must keep being answered. Prints req/s, latency and statuses per phase, and peak RSS.
import { join } from 'node:path';
import { repoRoot } from '../databases/build/paths.js';
import { Rng } from '../databases/build/kit/index.js';
import { startServerProcess } from './support/server-process.js';
import { closeAgents, getFrom, percentile, statusSummary, type Answer } from './support/http.js';
import { rssSampler } from './support/proc.js';
import { builtService } from './support/service-data.js';
import { serviceUrls } from './support/url-mix.js';

const LOOKUP_EVERY_MS = 20;
const LONE = '127.0.0.1';
const NEWCOMER = '127.0.0.2';

export interface LoneClientOptions {
  dataDir?: string;
  seconds: number;
}

/** `concurrency` loops sending `urls` in turn from `address` until `running()` is false. */
async function sendMix(base: string, urls: string[], address: string, concurrency: number, running: () => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (running()) answers.push(await getFrom(address, base + urls[next++ % urls.length]));
    }),
  );
  return answers;
}

const refused = (answers: Answer[]): number => answers.filter((a) => a.status === 429 || a.status === 503).length;

/** Runs the scenario and prints its figures; true when its targets are met. */
export async function loneClient(options: LoneClientOptions): Promise<boolean> {
  const dataDir = options.dataDir ?? join(repoRoot(), 'bench', 'out', 'scale-0.1');
  const configPath = join(repoRoot(), 'services', 'openregs', 'service.yaml');
  const config = await builtService(configPath, dataDir, 0.1);
  const server = await startServerProcess(['--config', configPath, '--data-dir', dataDir, '--setting', 'response_cache_mb', '0']);
  const rss = rssSampler(server.pid);
  const targets = await serviceUrls(config, server.url);
  // The same shuffled order every run: pages of every kind interleaved, as a script's queue would be.
  const rng = new Rng(1, 'lone-client');
  const urls = targets.map((t) => t.path);
  for (let i = urls.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [urls[i], urls[j]] = [urls[j], urls[i]];
  }
  const lookups = targets.filter((t) => t.kind === 'row').map((t) => t.path);
  console.log(
    `\nbusy but fair: ${urls.length} mixed URLs on ${dataDir}, response cache off, defaults (max_queries_per_client 8, max_queued_queries 64)`,
  );
  let ok = true;
  for (const concurrency of [8, 16, 32]) {
    const end = performance.now() + options.seconds * 1000;
    const answers = await sendMix(server.url, urls, LONE, concurrency, () => performance.now() < end);
    const ms = answers.map((a) => a.ms);
    console.log(
      `  one client alone at concurrency ${String(concurrency).padStart(2)}: ${(answers.length / options.seconds).toFixed(1)} req/s, p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, refused ${refused(answers)}; statuses ${statusSummary(answers)}`,
    );
    if (refused(answers) > 0) ok = false;
  }
  // The newcomer joins while the first client keeps 32 requests in flight.
  let running = true;
  const first = sendMix(server.url, urls, LONE, 32, () => running);
  await new Promise((r) => setTimeout(r, 1000));
  const t0 = performance.now();
  const looked: Array<Promise<Answer & { late: number }>> = [];
  for (let i = 0; i * LOOKUP_EVERY_MS < options.seconds * 1000; i++) {
    const due = t0 + i * LOOKUP_EVERY_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    looked.push(getFrom(NEWCOMER, server.url + lookups[i % lookups.length]).then((a) => ({ ...a, late: performance.now() - due })));
  }
  const lookupAnswers = await Promise.all(looked);
  running = false;
  const answers = await first;
  const peak = rss.stop();
  await server.stop();
  closeAgents();
  const late = lookupAnswers.map((a) => a.late);
  const answered = answers.filter((a) => a.status === 200).length;
  console.log(
    `  a second client's lookups (one every ${LOOKUP_EVERY_MS} ms, ${lookupAnswers.length} row pages) beside it: p50 ${percentile(late, 50).toFixed(1)} ms, p99 ${percentile(late, 99).toFixed(1)} ms, max ${Math.max(...late).toFixed(1)} ms from when due; statuses ${statusSummary(lookupAnswers)}`,
  );
  console.log(`  the first client meanwhile: ${answered} answered 200, refused ${refused(answers)}; statuses ${statusSummary(answers)}`);
  console.log(`  peak RSS of the server ${peak.toFixed(0)} MB`);
  const lookupsOk = lookupAnswers.every((a) => a.status === 200) && percentile(late, 99) < 250;
  if (!lookupsOk || answered === 0) ok = false;
  console.log(
    ok
      ? 'targets met: no refusals for the lone client at 8, 16 and 32; lookups all 200 with p99 < 250 ms while the first client is answered'
      : 'TARGETS NOT MET',
  );
  return ok;
}
