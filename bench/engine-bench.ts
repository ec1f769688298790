// Engine benchmark: a 1M-row table with an FTS index, served over HTTP, against the
// same queries run in-process with better-sqlite3 + JSON.stringify as the floor.
// Run: npm run bench:engine   (options: --rows N --seconds S --keep)
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { Rng } from '../databases/build/kit/index.js';
import { repoRoot } from '../databases/build/paths.js';
import { SERVER_NODE_FLAGS } from '../engine/index.js';
import { NO_SLOW_SQL } from './support/server-process.js';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ROWS = opt('rows', 1_000_000);
const SECONDS = opt('seconds', 5);
const WORDS = [
  'climate',
  'pollution',
  'tariff',
  'medicare',
  'energy',
  'water',
  'safety',
  'rule',
  'notice',
  'grant',
  'permit',
  'hearing',
  'budget',
  'tax',
  'health',
  'labor',
  'trade',
  'defense',
  'education',
  'housing',
];

function buildDatabase(path: string): void {
  if (existsSync(path)) return;
  const tmp = `${path}.tmp-${process.pid}`;
  rmSync(tmp, { force: true });
  const db = new Database(tmp);
  db.pragma('journal_mode = off');
  db.pragma('synchronous = off');
  db.exec(`create table items (id integer primary key, title text, category text, amount real, created text, payload text);
    create index items_category on items(category);`);
  const insert = db.prepare('insert into items values (?, ?, ?, ?, ?, ?)');
  const rng = new Rng(1, 'bench-items');
  const batch = db.transaction((from: number, to: number) => {
    for (let id = from; id < to; id++) {
      const title = `${rng.pick(WORDS)} ${rng.pick(WORDS)} ${rng.pick(WORDS)} report ${id}`;
      const day = `20${String(10 + (id % 15)).padStart(2, '0')}-${String(1 + (id % 12)).padStart(2, '0')}-${String(1 + (id % 28)).padStart(2, '0')}`;
      insert.run(id, title, rng.pick(WORDS), Math.round(rng.next() * 1e8) / 100, day, `payload ${rng.hex(40)}`);
    }
  });
  for (let i = 1; i <= ROWS; i += 50_000) {
    batch(i, Math.min(ROWS + 1, i + 50_000));
    process.stderr.write(`\rbuilding bench database: ${Math.min(ROWS, i + 49_999)} / ${ROWS} rows`);
  }
  db.exec(`create virtual table items_fts using fts5(title, content='items', content_rowid='id');
    insert into items_fts(items_fts) values('rebuild'); analyze;`);
  db.close();
  renameSync(tmp, path);
  process.stderr.write('\n');
}

interface Case {
  name: string;
  url: (r: Rng) => string;
  floor: (db: Database.Database, r: Rng) => string;
}

const CASES: Case[] = [
  {
    name: 'point lookup',
    url: (r) => `/bench/items/${r.int(1, ROWS)}.json`,
    floor: (db, r) => JSON.stringify(db.prepare('select * from items where id = ?').all(r.int(1, ROWS))),
  },
  {
    name: '100-row table page',
    url: () => '/bench/items.json?_size=100',
    floor: (db) => JSON.stringify(db.prepare('select * from items order by id limit 101').all()),
  },
  {
    name: '_next deep page',
    url: (r) => `/bench/items.json?_size=100&_nocount=1&_next=${r.int(1, ROWS - 200)}`,
    floor: (db, r) => JSON.stringify(db.prepare('select * from items where id > ? order by id limit 101').all(r.int(1, ROWS - 200))),
  },
  {
    name: '1000-row SQL _shape=objects',
    url: (r) =>
      `/bench.json?sql=select+*+from+items+where+id+%3E+:start+order+by+id+limit+1000&_shape=objects&start=${r.int(1, ROWS - 1000)}`,
    floor: (db, r) => JSON.stringify(db.prepare('select * from items where id > ? order by id limit 1000').all(r.int(1, ROWS - 1000))),
  },
  {
    name: 'FTS search',
    url: (r) =>
      `/bench.json?sql=select+items.*+from+items_fts+join+items+on+items.id+%3D+items_fts.rowid+where+items_fts+match+:q+order+by+rank+limit+20&_shape=objects&q=${r.pick(WORDS)}`,
    floor: (db, r) =>
      JSON.stringify(
        db
          .prepare('select items.* from items_fts join items on items.id = items_fts.rowid where items_fts match ? order by rank limit 20')
          .all(r.pick(WORDS)),
      ),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function load(base: string, c: Case, concurrency: number): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  const worker = async (id: number): Promise<void> => {
    const rng = new Rng(id, c.name);
    while (performance.now() < end) {
      const started = performance.now();
      const status = await new Promise<number>((resolve) => {
        http
          .get(base + c.url(rng), { agent }, (res) => {
            res.on('data', () => {});
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', () => resolve(0));
      });
      latencies.push(performance.now() - started);
      if (status !== 200) errors++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i + 1)));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors };
}

function floorRate(path: string, c: Case): number {
  const db = new Database(path, { readonly: true });
  const rng = new Rng(99, c.name);
  let n = 0;
  const end = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  while (performance.now() < end) {
    c.floor(db, rng);
    n++;
  }
  db.close();
  return n / ((performance.now() - t0) / 1000);
}

function startServer(dbPath: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(repoRoot(), 'dist/bin/openregs.js'), 'serve', ...NO_SLOW_SQL, '-i', dbPath, '-p', '0'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /at (http:\/\/\S+?)\/?\s/.exec(chunk.toString());
      if (m) resolve({ child, base: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmHWM:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) / 1024 : NaN;
}

async function main(): Promise<void> {
  // The file stem is the database name the URLs use: /bench/…
  const dir = join(repoRoot(), 'bench', 'out', `rows-${ROWS}`);
  mkdirSync(dir, { recursive: true });
  const dbPath = join(dir, 'bench.db');
  buildDatabase(dbPath);
  const { child, base } = await startServer(dbPath);
  console.log(`engine benchmark: ${ROWS.toLocaleString('en-US')} rows, ${SECONDS} s per measurement, server ${base}`);
  console.log('case                          | conc |  req/s  | p50 ms | p99 ms | errors | in-process/s | HTTP/floor');
  for (const c of CASES) {
    await load(base, c, 4); // warm the page cache and the count cache
    const floor = floorRate(dbPath, c);
    for (const concurrency of [1, 16]) {
      const r = await load(base, c, concurrency);
      console.log(
        `${c.name.padEnd(30)}| ${String(concurrency).padStart(4)} | ${r.rps.toFixed(0).padStart(7)} | ${r.p50.toFixed(2).padStart(6)} | ${r.p99.toFixed(2).padStart(6)} | ${String(r.errors).padStart(6)} | ${floor.toFixed(0).padStart(12)} | ${((100 * r.rps) / floor).toFixed(0).padStart(8)}%`,
      );
    }
  }
  console.log(`server peak RSS: ${peakRssMb(child.pid!).toFixed(0)} MB`);
  child.kill('SIGTERM');
}

void main();
