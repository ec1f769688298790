// A canned query without parameters, or with the parameters of one of its examples, depends only on
// the data: `inspect` answers it once per version (within its page's time limit, never one that
// reads the clock), and a server seeded from the file answers every call that runs that very SQL
// with those very parameters from it (its page, the same SQL typed by hand), not from the data.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineOptions } from '../../engine/engine.js';
import type { InspectFile, InspectedQuery } from '../../engine/inspect/format.js';
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
  doubled:
    sql: select :n * 2 as twice
    examples:
      - {n: '21'}
  header:
    sql: select :_header_user_agent as agent
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

const answer = (name: string): InspectedQuery => file.queries!.find((q) => q.name === name)!;

describe('inspect answers the canned queries without parameters, and the examples of the others', () => {
  it('keeps those that finish in time and read no clock or request, each example of the others', () => {
    expect(file.queries!.map((q) => [q.name, q.params]).sort()).toEqual([
      ['counted', {}],
      ['doubled', { n: '21' }],
      ['plain', {}],
    ]);
    expect(answer('plain')).toEqual({
      name: 'plain',
      params: {},
      sql: 'select 1 as one',
      columns: ['one'],
      rows: [[{ int: '1' }]],
      complete: true,
    });
    expect(answer('doubled').rows).toEqual([[{ int: '42' }]]);
  });

  it('keeps the row cap and one more of a longer answer, marked incomplete', () => {
    const counted = answer('counted');
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
    for (const q of stored.queries!) if (q.name === 'plain' || q.name === 'doubled') q.rows = [[{ int: '4242' }]];
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

  it('answers the canned page, an example, and the same SQL typed by hand, from the stored answer', async () => {
    expect(await rows('/fixtures/plain.json?_shape=objects')).toEqual([{ one: 4242 }]);
    expect(await rows('/fixtures.json?sql=select+1+as+one&_shape=objects')).toEqual([{ one: 4242 }]);
    expect(await rows('/fixtures/doubled.json?n=21&_shape=objects')).toEqual([{ twice: 4242 }]);
    expect(await rows('/fixtures.json?sql=select+%3An+*+2+as+twice&n=21&_shape=objects')).toEqual([{ twice: 4242 }]);
  });

  it('serves an example only to a call binding its parameters as text, as pages do', async () => {
    const asText = await server.engine.query({ database: 'fixtures', canned: 'doubled', params: { n: '21' }, client: 'test', maxRows: 10 });
    expect(asText.rawRows).toEqual([[4242n]]);
    const asNumber = await server.engine.query({ database: 'fixtures', canned: 'doubled', params: { n: 21 }, client: 'test', maxRows: 10 });
    expect(asNumber.rawRows).toEqual([[42]]);
  });

  it('runs any other text, other parameters, and queries that read the clock, on the data', async () => {
    expect(await rows('/fixtures.json?sql=select+1+as+one+&_shape=objects')).toEqual([{ one: 1 }]);
    expect(await rows('/fixtures/doubled.json?n=22&_shape=objects')).toEqual([{ twice: 44 }]);
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

describe('an inspect file of another shape', () => {
  it('is treated as absent: the server starts, serves, and inspects the version again', async () => {
    const path = join(fixtures.dir, '.snapshots', 'inspect', `${file.sha256}.json`);
    // An earlier layout kept the answers by name: read as this engine's list, it would not seed.
    const other = { ...file, queries: { plain: { sql: 'select 1 as one', columns: ['one'], rows: [[{ int: '7' }]], complete: true } } };
    writeFileSync(path, JSON.stringify(other));
    const server = await startServer(options, '127.0.0.1', 0);
    try {
      await server.engine.ready;
      await warmOnStart(server.engine);
      const body = (await (await fetch(`${server.url}/fixtures/plain.json?_shape=objects`)).json()) as { rows: unknown };
      expect(body.rows).toEqual([{ one: 1 }]);
      const rewritten = JSON.parse(readFileSync(path, 'utf8')) as InspectFile;
      expect(Array.isArray(rewritten.queries)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
