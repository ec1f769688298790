// Background work (a page's count, facets and suggestions finished for the next visit) runs as
// BACKGROUND_CLIENT: on a worker of its own at a lower OS priority, one job at a time, never on a
// request's worker, and holding at most max_queued_queries jobs (more are dropped). Which job ends
// first never depends on timing here: the slow statements run until their own limits, which are
// seconds apart, and the quick ones take no time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../engine/server.js';
import { readdirSync, readFileSync } from 'node:fs';
import { BACKGROUND_CLIENT, BACKGROUND_NICE } from '../../engine/pool/pool.js';
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

const threads = (): Array<{ busy: boolean; background: boolean; sql?: string }> => server.engine.pool.threads().threads;

/** The nice value of each of this process's threads but SQLite watchdogs (which take their creator's). */
function niceValues(): number[] {
  return readdirSync('/proc/self/task')
    .filter((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== 'sql-watchdog')
    .map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis, from the third (state); nice is the 19th.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
}

describe('background work', () => {
  it('runs on a worker of its own, one job at a time, and holds no more than the waiting room', async () => {
    const settled: string[] = [];
    const note = (name: string, p: Promise<unknown>): Promise<unknown> => p.finally(() => settled.push(name));

    const backgroundSlow = note('background slow', run(SLOW, BACKGROUND_CLIENT, 3000));
    await until('the background statement running on the background worker', () =>
      threads().some((t) => t.background && t.busy && t.sql === SLOW),
    );
    // More background work waits for that worker, though both request workers are idle.
    const backgroundQuick = note('background quick', run('select 2', BACKGROUND_CLIENT));
    expect(threads().filter((t) => t.busy)).toHaveLength(1);
    expect(server.engine.pool.threads().queued).toBe(1);
    // Two background jobs are held: a third is dropped at once (its caller asks again on a later visit).
    expect(await run('select 4', BACKGROUND_CLIENT)).toBe('shed');

    // Every request worker is the requests': two clients' slow statements run beside it.
    const firstSlow = note('client slow', run(SLOW, 'someone', 6000));
    const secondSlow = note('other client slow', run(SLOW, 'someone else', 6000));
    await until('both request workers busy too', () => busySlow() === 3);
    expect(await backgroundQuick).toBe(2);
    expect(await backgroundSlow).toBe('timeout');
    expect(await firstSlow).toBe('timeout');
    expect(await secondSlow).toBe('timeout');
    expect(settled.slice(0, 2)).toEqual(['background slow', 'background quick']);
    expect(settled.slice(2).sort()).toEqual(['client slow', 'other client slow']);
  }, 60_000);

  it("runs at a lower OS priority than the requests' threads", () => {
    const nice = niceValues();
    expect(nice.filter((n) => n === BACKGROUND_NICE)).toHaveLength(1);
    expect(nice.filter((n) => n === 0).length).toBeGreaterThan(3);
  });
});
