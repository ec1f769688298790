// Background work (a page's count, facets and suggestions finished for the next visit) runs as
// BACKGROUND_CLIENT: on one worker at most, after every waiting request's job, and holding at most
// max_queued_queries jobs (more are dropped). Which job ends first never depends on timing here: the slow statements run until
// their own limits, which are seconds apart, and the quick ones take no time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../engine/server.js';
import { BACKGROUND_CLIENT } from '../../engine/pool/pool.js';
import { QueryFailure } from '../../engine/query/failure.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';
import { until } from '../support/cli.js';

const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) from c';

let fixtures: Fixtures;
let server: RunningServer;

beforeAll(async () => {
  fixtures = buildFixtures();
  server = await startServer(
    {
      files: [{ path: fixtures.db, immutable: true }],
      settings: { num_sql_threads: 2, fast_lane_threads: 0, max_queued_queries: 2, max_queries_per_client: 10, sql_time_limit_ms: 20_000 },
    },
    '127.0.0.1',
    0,
  );
  await server.engine.ready;
});
afterAll(async () => {
  await server?.close();
  fixtures?.remove();
});

/** Run `sql` for `client`; settles with its first value, or with the error's failure kind. */
function run(sql: string, client: string, timeLimitMs = 20_000): Promise<unknown> {
  return server.engine.query({ database: 'fixtures', sql, maxRows: 1, timeLimitMs, client }).then(
    (r) => Number(r.rawRows![0][0]),
    (e: unknown) => (e instanceof QueryFailure ? e.kind : String(e)),
  );
}

const busySlow = (): number => server.engine.pool.threads().threads.filter((t) => t.busy && t.sql === SLOW).length;

describe('background work', () => {
  it('takes one worker at most, goes after waiting requests, and holds no more than the waiting room', async () => {
    const settled: string[] = [];
    const note = (name: string, p: Promise<unknown>): Promise<unknown> => p.finally(() => settled.push(name));

    // A slow background statement runs; more background work waits, as only one may run.
    const backgroundSlow = note('background slow', run(SLOW, BACKGROUND_CLIENT, 3000));
    await until('the background statement running', () => busySlow() === 1);
    const backgroundQuick = note('background quick', run('select 2', BACKGROUND_CLIENT));
    // Two background jobs are held: a third is dropped at once (its caller asks again on a later visit).
    expect(await run('select 4', BACKGROUND_CLIENT)).toBe('shed');
    // A client's statement still starts at once, on the other worker.
    expect(await note('client select 1', run('select 1', 'someone'))).toBe(1);

    // A client's slow statement takes that worker. A request arriving now runs before the waiting
    // background work when the background statement ends.
    const clientSlow = note('client slow', run(SLOW, 'someone', 6000));
    await until('both workers busy', () => busySlow() === 2);
    expect(await note('client quick', run('select 3', 'someone else'))).toBe(3);
    expect(await backgroundQuick).toBe(2);
    expect(await backgroundSlow).toBe('timeout');
    expect(await clientSlow).toBe('timeout');
    expect(settled).toEqual(['client select 1', 'background slow', 'client quick', 'background quick', 'client slow']);
  }, 60_000);
});
