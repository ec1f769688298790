// A server started as its own process through the command line, so what it uses can be measured
// apart from the bench that loads it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Database from 'better-sqlite3';
import { SERVER_NODE_FLAGS } from '../../engine/index.js';

const BIN = new URL('../../bin/openregs.js', import.meta.url);

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A load bench's server does not remember the SQL it ran slow: the next server started on the same
 * folder would answer it in the background at start (engine/query/slow-sql.ts), and the figures of
 * one bench would depend on the benches run before it. A bench may turn it on again in `args`.
 */
export const NO_SLOW_SQL = ['--setting', 'remember_slow_sql_ms', '0'];

export function startServerProcess(args: string[]): Promise<ServerProcess> {
  const serve = [...SERVER_NODE_FLAGS, BIN.pathname, 'serve', ...NO_SLOW_SQL, ...args, '-p', '0', '--log-format', 'json'];
  const child = spawn(process.execPath, serve, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${text}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      if (text.length < 10_000) text += d.toString();
      const m = /Serving .* at (http:\/\/[^\s/]+)\//.exec(text);
      if (m && timer) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          pid: child.pid!,
          child,
          stop: () =>
            new Promise((done) => {
              child.once('close', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('close', (code) => reject(new Error(`server exited (${code}):\n${text}`)));
  });
}

/** A small database for load benches: `items` with an integer key and a text column. */
export function benchDatabase(rows = 100_000): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  const path = join(dir, 'bench.db');
  const db = new Database(path);
  db.exec('create table items (id integer primary key, name text, price real, category text)');
  const insert = db.prepare('insert into items values (?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= rows; i++) insert.run(i, `item ${i}`, ((i * 37) % 1000) / 10, `c${i % 20}`);
  })();
  db.exec('create index items_category on items (category)');
  db.close();
  return path;
}

export const ENDLESS_SQL = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000000) select count(*) from c';
