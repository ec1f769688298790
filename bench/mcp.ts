// MCP tool calls against the same requests over HTTP, on OpenRegs' demo data: execute_sql against
// `/openregs.json?sql=…&_shape=objects`, and the search_members tool against `/api/search/members`,
// each at concurrency 1 and 16, the MCP calls in both protocol eras. Prints calls per second, p50
// and p99, the server's CPU time per call, MCP's rate as a share of HTTP's (target: at least 80 %),
// and the server's RSS. The server
// runs as its own process with the response cache off (an MCP POST is never served from it, so
// the HTTP figures must not be either), on default fairness settings.
// Run: npm run bench:mcp -- [--data-dir DIR] [--seconds N] (N one-second turns per figure)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { loadServiceConfig } from '../engine/index.js';
import { repoRoot } from '../databases/build/paths.js';
import { percentile } from './support/http.js';
import { cpuSeconds, rssMb, rssSampler } from './support/proc.js';
import { startServerProcess } from './support/server-process.js';

const BIN = join(repoRoot(), 'dist', 'bin', 'openregs.js');
const CONFIG = join(repoRoot(), 'services', 'openregs', 'service.yaml');
const MODERN = '2026-07-28';
const SQL =
  'select document_number, title, type, publication_date from federal_register where pub_year = :year order by document_number limit 20';

interface Args {
  dataDir: string;
  seconds: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { dataDir: join(repoRoot(), 'databases', 'data'), seconds: 8 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--data-dir') args.dataDir = value;
    else if (flag === '--seconds') args.seconds = Number(value);
    else throw new Error(`unknown flag ${flag}`);
  }
  return args;
}

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request; resolves with its time, or rejects unless it is a 200 (an MCP tool error fails it too). */
function send(base: string, sent: Sent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${sent.path}`, { method: sent.method, agent, headers: sent.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200 || (sent.method === 'POST' && /"isError":true|"error":\{/.test(text))) {
          reject(new Error(`${sent.method} ${sent.path}: ${res.statusCode} ${text.slice(0, 300)}`));
        } else resolve(performance.now() - started);
      });
    });
    req.on('error', reject);
    req.end(sent.body);
  });
}

function toolCall(era: 'legacy' | 'modern', name: string, args: Record<string, unknown>): Sent {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  let params: Record<string, unknown> = { name, arguments: args };
  if (era === 'legacy') headers['mcp-protocol-version'] = '2025-11-25';
  else {
    Object.assign(headers, { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/call', 'mcp-name': name });
    params = {
      ...params,
      _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} },
    };
  }
  return { method: 'POST', path: '/-/mcp', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }) };
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  /** The server's CPU time per call (its SQL worker threads included), in ms. */
  cpuMs: number;
}

interface Tally {
  times: number[];
  seconds: number;
  cpu: number;
}

/** `concurrency` loops sending `sent` for `seconds`, adding to `tally`. */
async function slice(base: string, pid: number, sent: Sent, concurrency: number, seconds: number, tally: Tally): Promise<void> {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) tally.times.push(await send(base, sent));
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
  tally.cpu += cpuSeconds(pid) - cpuBefore;
}

/**
 * The variants in turns of one second each, `seconds` turns apiece: on a shared machine, load from
 * elsewhere then weighs on every variant alike.
 */
async function compare(base: string, pid: number, variants: Sent[], concurrency: number, seconds: number): Promise<Figures[]> {
  for (const sent of variants) for (let i = 0; i < 50; i++) await send(base, sent); // warm-up
  const tallies: Tally[] = variants.map(() => ({ times: [], seconds: 0, cpu: 0 }));
  for (let turn = 0; turn < seconds; turn++) {
    for (const [i, sent] of variants.entries()) await slice(base, pid, sent, concurrency, 1, tallies[i]);
  }
  return tallies.map((t) => ({
    perSecond: t.times.length / t.seconds,
    p50: percentile(t.times, 50),
    p99: percentile(t.times, 99),
    cpuMs: (t.cpu * 1000) / t.times.length,
  }));
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadServiceConfig(CONFIG, { dataDir: args.dataDir, defaultDataDir: args.dataDir, requireDatabaseFiles: false });
  if (!config.databases.every((d) => existsSync(d.path))) {
    console.log(`building the demo data into ${args.dataDir} (scale 0.01) ...`);
    const r = spawnSync(process.execPath, [BIN, 'build-db', '--config', CONFIG, '--out', args.dataDir], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build-db failed');
  }
  const server = await startServerProcess([
    ...['--config', CONFIG, '--data-dir', args.dataDir],
    ...['--setting', 'response_cache_mb', '0'],
  ]);
  const base = server.url;
  const rssStart = rssMb(server.pid);
  const rss = rssSampler(server.pid);
  const sqlArgs = { database: 'openregs', sql: SQL, params: { year: '2024' } };
  const cases: Array<{ what: string; http: Sent; mcp: (era: 'legacy' | 'modern') => Sent }> = [
    {
      what: 'execute_sql vs /openregs.json?sql=',
      http: { method: 'GET', path: `/openregs.json?${new URLSearchParams({ sql: SQL, _shape: 'objects', year: '2024' })}` },
      mcp: (era) => toolCall(era, 'execute_sql', sqlArgs),
    },
    {
      what: 'search_members vs /api/search/members',
      http: { method: 'GET', path: '/api/search/members?q=smith' },
      mcp: (era) => toolCall(era, 'search_members', { q: 'smith' }),
    },
  ];
  console.log(`MCP bench: OpenRegs on ${args.dataDir}, ${args.seconds} one-second turns per figure, response cache off`);
  let worst = Infinity;
  const line = (label: string, f: Figures, http?: Figures): string =>
    `    ${label.padEnd(9)} ${f.perSecond.toFixed(0).padStart(5)} calls/s  p50 ${f.p50.toFixed(2).padStart(6)} ms  p99 ${f.p99.toFixed(2).padStart(7)} ms  ` +
    `server CPU ${f.cpuMs.toFixed(2)} ms/call` +
    (http
      ? `  ${((f.perSecond / http.perSecond) * 100).toFixed(0)} % of HTTP's rate, ${((f.cpuMs / http.cpuMs) * 100).toFixed(0)} % of its CPU`
      : '');
  for (const c of cases) {
    for (const concurrency of [1, 16]) {
      const [http, legacy, modern] = await compare(base, server.pid, [c.http, c.mcp('legacy'), c.mcp('modern')], concurrency, args.seconds);
      console.log(`  ${c.what}, concurrency ${concurrency}`);
      console.log(line('HTTP', http));
      console.log(line('MCP 2025', legacy, http));
      console.log(line('MCP 2026', modern, http));
      worst = Math.min(worst, legacy.perSecond / http.perSecond, modern.perSecond / http.perSecond);
    }
  }
  const peak = rss.stop();
  console.log(
    `  server RSS: ${rssStart.toFixed(0)} MB at start, peak ${peak.toFixed(0)} MB, ${rssMb(server.pid).toFixed(0)} MB at the end`,
  );
  console.log(`  lowest MCP share of HTTP: ${(worst * 100).toFixed(0)} % (target ≥ 80 %): ${worst >= 0.8 ? 'met' : 'NOT met'}`);
  await server.stop();
  agent.destroy();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
