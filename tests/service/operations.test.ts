// What an operator relies on: readiness only once the workers answer, Prometheus metrics that count
// requests, `check` as a deploy gate, and shutdowns that finish the work in flight.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.js';
import { createApp } from '../../engine/http/app.js';
import { BIN, runCli, startCliServer, until } from '../support/cli.js';

let tmp: string;
let db: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'service-ops-'));
  db = join(tmp, 'shop.db');
  const conn = new Database(db);
  conn.exec(`create table items (id integer primary key, name text, price real);
    insert into items (name, price) values ('pen', 1.5), ('ink', 7), ('nib', 2.25);`);
  conn.close();
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function service(name: string, queries: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'queries'), { recursive: true });
  mkdirSync(join(dir, 'data'), { recursive: true });
  copyFileSync(db, join(dir, 'data', 'shop.db'));
  writeFileSync(join(dir, 'queries', 'shop.yaml'), `database: shop\nqueries:\n${queries}`);
  writeFileSync(join(dir, 'service.yaml'), 'name: shop\ndatabases:\n  shop: {file: shop.db}\nqueries: queries\n');
  return dir;
}

/** The value of one sample in Prometheus text, after checking every line has the format's shape. */
function sample(text: string, name: string, labels: string): number {
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? (-?[0-9.e+-]+|NaN|Nan|[+-]Inf)$/);
  }
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describe('readiness', () => {
  it('is 503 with a reason until every worker has answered, then 200', async () => {
    const engine = Engine.create({ files: [{ path: db, immutable: true }], settings: { num_sql_threads: 2 } });
    const app = createApp(engine);
    try {
      const early = await app.request('/-/ready');
      expect(early.status).toBe(503);
      expect(await early.json()).toEqual({ ok: false, status: 'not ready', reason: 'SQL workers are starting' });
      await engine.ready;
      const later = await app.request('/-/ready');
      expect(later.status).toBe(200);
    } finally {
      await engine.close();
    }
  });
});

describe('metrics', () => {
  it('parse as Prometheus text and count a request', async () => {
    const dir = service('metrics', '  cheap: {sql: select name from items order by id}\n');
    const server = await startCliServer(['serve', '--config', join(dir, 'service.yaml'), '--data-dir', join(dir, 'data')]);
    try {
      const read = async (): Promise<string> => (await fetch(`${server.url}/-/metrics`)).text();
      const before = sample(await read(), 'http_requests_total', 'kind="table",status="200"');
      expect((await fetch(`${server.url}/shop/items.json`)).status).toBe(200);
      const text = await read();
      expect(sample(text, 'http_requests_total', 'kind="table",status="200"')).toBe(before + 1);
      expect(sample(text, 'http_request_duration_seconds_count', 'kind="table"')).toBe(before + 1);
      expect(text).toMatch(/^database_version_info\{database="shop",version="[^"]+"\} 1$/m);
      expect(text).toMatch(/^sql_queue_depth 0$/m);
      expect(text).toMatch(/^sql_workers 5$/m); // 3 regular, 1 fast lane, 1 for background work
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});

describe('check', () => {
  it('passes a service whose queries fit its data', async () => {
    const dir = service('check-ok', '  cheap: {sql: select name from items}\n');
    const r = await runCli(['check', '--config', join(dir, 'service.yaml'), '--data-dir', join(dir, 'data')]);
    expect(r.stdout).toMatch(/^check: ok: shop, 1 database in /m);
    expect(r.code).toBe(0);
  });

  it('reports a canned query that names a missing column, and exits 1', async () => {
    const dir = service('check-bad', '  cheap: {sql: select name from items}\n  broken: {sql: select colour from items}\n');
    const r = await runCli(['check', '--config', join(dir, 'service.yaml'), '--data-dir', join(dir, 'data')]);
    expect(r.stdout).toMatch(/^FAIL canned query shop\/broken \(.*shop\.yaml\): no such column: colour$/m);
    expect(r.stdout).not.toMatch(/cheap/);
    expect(r.stdout).toMatch(/^check: 1 problem in shop/m);
    expect(r.code).toBe(1);
  });
});

const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 4000000) select count(*) as n from c';

describe('shutdown', () => {
  it('SIGTERM lets the query in flight finish, then exits 0', async () => {
    const dir = service('sigterm', '  cheap: {sql: select 1}\n');
    const server = await startCliServer(['serve', '--config', join(dir, 'service.yaml'), '--data-dir', join(dir, 'data')]);
    const inFlight = fetch(`${server.url}/shop.json?sql=${encodeURIComponent(SLOW)}&_shape=array`);
    await until('the slow query to be running', async () => {
      const t = (await (await fetch(`${server.url}/-/threads.json`)).json()) as { threads: Array<{ busy: boolean }> };
      return t.threads.some((th) => th.busy);
    });
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ n: 4000000 }]);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/-/health`)).rejects.toThrow();
  });

  it('a server started through npm or npx stops when its launcher goes away', async () => {
    const dir = service('launcher', '  cheap: {sql: select 1}\n');
    // As npm runs a script: a shell between the launcher and the server, which does not pass signals on.
    const script = `"${process.execPath}" "${BIN}" serve --config "${join(dir, 'service.yaml')}" --data-dir "${join(dir, 'data')}" -p 0 & echo "server pid $!"; wait`;
    const shell = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_command: 'run-script' } });
    let text = '';
    shell.stdout.on('data', (d: Buffer) => {
      text += d.toString();
    });
    await until('the server to start', () => /Serving .* at http/.test(text));
    const url = /at (http:\/\/[^\s/]+)\//.exec(text)![1];
    expect((await fetch(`${url}/-/health`)).status).toBe(200);
    const pid = Number(/server pid (\d+)/.exec(text)![1]);
    shell.kill('SIGKILL');
    await until('the orphaned server to stop', async () => {
      try {
        await fetch(`${url}/-/health`);
        return false;
      } catch {
        return true;
      }
    });
    // Gone, not just deaf: its last writes into the data folder are done before the folder is removed.
    await until('the orphaned server to exit', () => !alive(pid));
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
