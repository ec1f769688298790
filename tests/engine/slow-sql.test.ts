// SQL people type that runs slow is remembered in the data folder (its text and the parameters it
// names, never who ran it), and the next inspect answers it as it answers documented SQL: after
// the next swap its first visit is answered from the inspect file, not from the data.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineOptions } from '../../engine/engine.js';
import type { InspectFile } from '../../engine/inspect/format.js';
import { runInspect } from '../../engine/inspect/run.js';
import { warmOnStart } from '../../engine/inspect/warm.js';
import { readSlowSql, SlowSql, slowSqlPath } from '../../engine/query/slow-sql.js';
import { startServer } from '../../engine/server.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';

// A million steps of a recursive count: far past the 20 ms these tests call slow on any machine.
const SLOW = 'with recursive c(n) as (select 1 union all select n + 1 from c where n < cast(:top as integer)) select count(*) as n from c';
const SLOW_CLOCK = `${SLOW.replace('count(*) as n', "count(*) as n, date('now') as today")}`;
const url = (sql: string, extra = ''): string => `/fixtures.json?sql=${encodeURIComponent(sql)}&top=1000000${extra}&_shape=objects`;

let fixtures: Fixtures;
let options: EngineOptions;

beforeAll(() => {
  fixtures = buildFixtures();
  options = {
    files: [{ path: fixtures.db, immutable: false }],
    metadataPath: fixtures.metadata,
    queriesDir: fixtures.queriesDir,
    settings: { remember_slow_sql_ms: 20, sql_time_limit_ms: 3000 },
  };
});
afterAll(() => fixtures.remove());

describe('a server remembers the SQL its users ran slow, and the next version answers it in advance', () => {
  let file: InspectFile;

  it('writes the text and the parameters the SQL names to .snapshots/slow-sql.json when it stops', async () => {
    const server = await startServer(options, '127.0.0.1', 0);
    try {
      for (const path of [url(SLOW, '&_json=n'), url(SLOW), url(SLOW_CLOCK)]) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(200);
      }
      // An agent's execute_sql (a 2026-07-28 request: no initialize).
      const era = '2026-07-28';
      const params = {
        name: 'execute_sql',
        arguments: { database: 'fixtures', sql: SLOW, params: { top: '1000001' } },
        _meta: { 'io.modelcontextprotocol/protocolVersion': era, 'io.modelcontextprotocol/clientCapabilities': {} },
      };
      const response = await fetch(`${server.url}/-/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': era,
          'mcp-method': 'tools/call',
          'mcp-name': 'execute_sql',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }),
      });
      const body = (await response.json()) as { result: { structuredContent: { rows: unknown } } };
      expect(body.result.structuredContent.rows).toEqual([{ n: 1000001 }]);
    } finally {
      await server.close();
    }
    const kept = readSlowSql(fixtures.dir).get('fixtures')!;
    // One entry for both runs: `_json` is not a parameter the SQL names. The clock's is never kept.
    const entry = (top: string, runs: number): unknown => ({
      sql: SLOW,
      params: { top },
      ms: expect.any(Number) as number,
      runs,
      last_run: expect.any(String) as string,
    });
    expect(kept).toEqual([entry('1000000', 2), entry('1000001', 1)]);
    expect(Math.min(...kept.map((s) => s.ms))).toBeGreaterThanOrEqual(20);
  });

  it('is answered by the next inspect, with the documented SQL', async () => {
    [file] = await runInspect({ options, dataDir: fixtures.dir, log: () => undefined });
    const answer = file.documented_sql!.find((d) => d.sql === SLOW)!;
    expect(answer).toMatchObject({ params: { top: '1000000' }, columns: ['n'], rows: [[{ int: '1000000' }]], complete: true });
  });

  it("answers that text's first visit on a fresh server from the inspect file; other parameters run on the data", async () => {
    // An answer no query would give: what shows it came from the file.
    const path = join(fixtures.dir, '.snapshots', 'inspect', `${file.sha256}.json`);
    const stored = JSON.parse(readFileSync(path, 'utf8')) as InspectFile;
    stored.documented_sql!.find((d) => d.sql === SLOW)!.rows = [[{ int: '4242' }]];
    writeFileSync(path, JSON.stringify(stored));
    const server = await startServer(options, '127.0.0.1', 0);
    try {
      await server.engine.ready;
      await warmOnStart(server.engine);
      const rows = async (p: string): Promise<unknown> => ((await (await fetch(`${server.url}${p}`)).json()) as { rows: unknown }).rows;
      expect(await rows(url(SLOW))).toEqual([{ n: 4242 }]);
      expect(await rows(url(SLOW).replace('top=1000000', 'top=1000'))).toEqual([{ n: 1000 }]);
    } finally {
      await server.close();
    }
  });
});

describe('what is remembered', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'slow-sql-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** The texts the folder's file keeps for `db`. */
  const keptSql = (db: string): string[] =>
    readSlowSql(dir)
      .get(db)!
      .map((s) => s.sql);

  it('only statements that ran at least the setting, bound as text, that read no clock, not too long; nothing at 0', () => {
    const slow = new SlowSql(100, () => dir);
    slow.record('db', 'select 1 as fast', {}, 99);
    slow.record('db', 'select :n as number', { n: 2 }, 500);
    slow.record('db', "select date('now') as today", {}, 500);
    slow.record('db', 'select 2 as slow', {}, 100);
    slow.record('db', 'select :long as long', { long: 'x'.repeat(20_000) }, 500);
    expect(slow.of('db')).toEqual([{ database: 'db', sql: 'select 2 as slow', params: {} }]);
    new SlowSql(0, () => dir).record('db', 'select 3 as off', {}, 10_000);
    slow.flush();
    expect(keptSql('db')).toEqual(['select 2 as slow']);
  });

  it('merges with what other servers of the folder wrote: runs added up, the most run first', () => {
    const a = new SlowSql(1, () => dir);
    const b = new SlowSql(1, () => dir);
    a.record('db', 'select 4 as shared', {}, 5);
    b.record('db', 'select 4 as shared', {}, 5);
    b.record('db', 'select 4 as shared', {}, 5);
    b.record('other', 'select 5 as elsewhere', {}, 5);
    a.flush();
    b.flush();
    const kept = readSlowSql(dir);
    expect(kept.get('db')!.map((s) => [s.sql, s.runs])).toEqual([
      ['select 4 as shared', 3],
      ['select 2 as slow', 1],
    ]);
    expect(keptSql('other')).toEqual(['select 5 as elsewhere']);
  });

  it('an unreadable file carries nothing and is written anew', () => {
    writeFileSync(slowSqlPath(dir), '{not json');
    expect(readSlowSql(dir).size).toBe(0);
    const slow = new SlowSql(1, () => dir);
    slow.record('db', 'select 6 as again', {}, 5);
    slow.flush();
    expect(keptSql('db')).toEqual(['select 6 as again']);
    expect(existsSync(`${slowSqlPath(dir)}.tmp-${process.pid}`)).toBe(false);
  });

  it('answers in advance the most run that fit in a minute of their last runs', () => {
    const slow = new SlowSql(1, () => dir);
    slow.record('budget', 'select 7 as minute', {}, 40_000);
    slow.record('budget', 'select 7 as minute', {}, 40_000);
    slow.record('budget', 'select 8 as past', {}, 30_000);
    slow.record('budget', 'select 9 as within', {}, 20_000);
    expect(slow.of('budget').map((s) => s.sql)).toEqual(['select 7 as minute', 'select 9 as within']);
  });
});
