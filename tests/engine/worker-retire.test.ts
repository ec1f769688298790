// A worker is never terminated in the middle of a statement (that aborts the whole process): the
// stuck-worker path and shutdown stop the statement through the SQL watchdog first, and the pool
// (and the process running this test) goes on answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerPool } from '../../engine/pool/pool.js';
import { fixturesPool } from '../support/fixtures-pool.js';
import { QueryFailure } from '../../engine/query/failure.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';
import { until } from '../support/cli.js';

/** Runs for minutes unless stopped. */
const ENDLESS = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 4000000000) select count(*) from c';

let fixtures: Fixtures;
beforeAll(() => {
  fixtures = buildFixtures();
});
afterAll(() => fixtures.remove());

function pool(stuckGraceMs: number, noLimitStuckMs?: number): WorkerPool {
  return fixturesPool(fixtures.db, { size: 2, laneSize: 0, stuckGraceMs, noLimitStuckMs });
}

const job = (sql: string, timeLimitMs: number | null) => ({
  database: 'fixtures',
  path: fixtures.db,
  sql,
  params: {},
  maxRows: 1,
  timeLimitMs,
});

describe('a worker past its limit and grace', () => {
  it('has its statement stopped, answers as timed out, and the pool and process go on', async () => {
    const p = pool(300, 300);
    try {
      // No limit of its own: only the stuck-worker path can stop it.
      const failed = await p.run(job(ENDLESS, null), 'someone').catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(QueryFailure);
      expect((failed as QueryFailure).kind).toBe('timeout');
      const answer = await p.run(job('select 42', 1000), 'someone');
      expect(answer.rawRows).toEqual([[42n]]);
      // The same workers: none was replaced, so none was terminated.
      expect(p.threads().threads.map((t) => t.name)).toEqual(['sql-worker-1', 'sql-worker-2', 'sql-worker-3-background']);
    } finally {
      await p.close();
    }
  });
});

describe('a job with no time limit (a setting of 0)', () => {
  it('runs past the grace a limited job gets: the operator chose to let statements run', async () => {
    const p = pool(50);
    try {
      const slow = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) from c';
      expect((await p.run(job(slow, null), 'someone')).rawRows).toEqual([[3000000n]]);
    } finally {
      await p.close();
    }
  });

  it('is never what a limit of 0 means: a caller whose budget is spent gets its statement stopped, not unbounded', async () => {
    const p = pool(5000);
    try {
      const failed = await p.run(job(ENDLESS, 0), 'someone').catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(QueryFailure);
      // Not started (too little time left to be worth starting); a limit of 0 once meant none.
      expect((failed as QueryFailure).kind).toBe('deadline');
    } finally {
      await p.close();
    }
  });
});

describe('closing the pool', () => {
  it('stops statements still running first, then ends, with the process still up', async () => {
    const p = pool(5000);
    const running = p.run(job(ENDLESS, null), 'someone').catch((e: unknown) => e);
    await until('the statement running', () => p.threads().threads.some((t) => t.busy));
    await p.close();
    expect(((await running) as QueryFailure).kind).toBe('timeout');
    // Still here to answer: a new pool serves as before.
    const q = pool(5000);
    try {
      expect((await q.run(job('select 7', 1000), 'someone')).rawRows).toEqual([[7n]]);
    } finally {
      await q.close();
    }
  });
});
