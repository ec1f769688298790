// A canned query without parameters depends only on the data: `inspect` answers it once per version
// (within its page's time limit, never one that reads the clock), and a server seeded from the file
// answers every call that runs that very SQL without parameters from it (its page, the same SQL
// typed by hand), not from the data.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineOptions } from '../../engine/engine.js';
import type { InspectFile } from '../../engine/inspect/format.js';
import { runInspect } from '../../engine/inspect/run.js';
import { warmOnStart } from '../../engine/inspect/warm.js';
import { startServer, type RunningServer } from '../../engine/server.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';

const EXTRA_QUERIES = `database: fixtures
queries:
  today:
    sql: select date('now') as today
  counted:
    sql: with recursive c(n) as (select 1 union all select n + 1 from c where n < 1500) select n from c
`;

let fixtures: Fixtures;
let options: EngineOptions;
let file: InspectFile;

beforeAll(async () => {
  fixtures = buildFixtures();
  writeFileSync(join(fixtures.queriesDir, 'extra.yaml'), EXTRA_QUERIES);
  // slow_count runs past this limit: a page could never show its answer.
  options = {
    files: [{ path: fixtures.db, immutable: false }],
    metadataPath: fixtures.metadata,
    queriesDir: fixtures.queriesDir,
    settings: { sql_time_limit_ms: 300 },
  };
  [file] = await runInspect({ options, dataDir: fixtures.dir, log: () => undefined });
});
afterAll(() => fixtures.remove());

describe('inspect answers the canned queries without parameters', () => {
  it('keeps those that finish in time and read no clock, leaving out those with parameters', () => {
    expect(Object.keys(file.queries ?? {}).sort()).toEqual(['counted', 'plain']);
    expect(file.queries!.plain).toEqual({ sql: 'select 1 as one', columns: ['one'], rows: [[{ int: '1' }]], complete: true });
  });

  it('keeps the row cap and one more of a longer answer, marked incomplete', () => {
    const counted = file.queries!.counted;
    expect(counted.rows).toHaveLength(1001);
    expect(counted.rows.at(-1)).toEqual([{ int: '1001' }]);
    expect(counted.complete).toBe(false);
  });
});

describe('a server seeded from the file', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // An answer no query would give: what shows it came from the file.
    const path = join(fixtures.dir, '.snapshots', 'inspect', `${file.sha256}.json`);
    const stored = JSON.parse(readFileSync(path, 'utf8')) as InspectFile;
    stored.queries!.plain.rows = [[{ int: '42' }]];
    writeFileSync(path, JSON.stringify(stored));
    server = await startServer(options, '127.0.0.1', 0);
    await server.engine.ready;
    await warmOnStart(server.engine);
  });
  afterAll(() => server?.close());

  const rows = async (path: string): Promise<unknown> => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { rows: unknown }).rows;
  };

  it('answers the canned page, and the same SQL typed by hand, from the stored answer', async () => {
    expect(await rows('/fixtures/plain.json?_shape=objects')).toEqual([{ one: 42 }]);
    expect(await rows('/fixtures.json?sql=select+1+as+one&_shape=objects')).toEqual([{ one: 42 }]);
  });

  it('runs any other text, and queries with parameters, on the data', async () => {
    expect(await rows('/fixtures.json?sql=select+1+as+one+&_shape=objects')).toEqual([{ one: 1 }]);
    expect(await rows('/fixtures/today.json?_shape=objects')).toEqual([{ today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown }]);
  });

  it('shows a longer answer as its page would: the cap, truncated', async () => {
    const response = await fetch(`${server.url}/fixtures/counted.json?_shape=objects`);
    const body = (await response.json()) as { rows: Array<{ n: number }>; truncated: boolean };
    expect(body.rows).toHaveLength(1000);
    expect(body.rows.at(-1)).toEqual({ n: 1000 });
    expect(body.truncated).toBe(true);
  });
});
