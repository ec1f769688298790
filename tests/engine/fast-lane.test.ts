// The fast lane is judged by SQL text, so one client can send a statement known to be fast with
// parameters that make it slow. It cannot hold the lane: a job gets the lane's budget there, then
// waits for a regular worker, and another client's lookup goes by in the meantime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerPool } from '../../engine/pool/pool.js';
import { fixturesPool } from '../support/fixtures-pool.js';
import { QueryFailure } from '../../engine/query/failure.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';
import { until } from '../support/cli.js';

const COUNT_TO = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < :n) select count(*) from c';
const LOOKUP = 'select :id as id';

let fixtures: Fixtures;
let pool: WorkerPool;
beforeAll(() => {
  fixtures = buildFixtures();
  pool = fixturesPool(fixtures.db, { size: 1, laneSize: 1 });
});
afterAll(async () => {
  await pool.close();
  fixtures.remove();
});

const run = (sql: string, params: Record<string, number>, timeLimitMs: number, client: string): Promise<unknown> =>
  pool.run({ database: 'fixtures', path: fixtures.db, sql, params, maxRows: 1, timeLimitMs }, client).then(
    (r) => Number(r.rawRows![0][0]),
    (e: unknown) => (e instanceof QueryFailure ? e.kind : String(e)),
  );

describe('the fast lane', () => {
  it('cannot be held by a fast statement sent with costly parameters', async () => {
    // Both statements have run quickly (twice: a first run also waits for the workers to start),
    // so both are known to be fast.
    for (let i = 0; i < 2; i++) {
      expect(await run(COUNT_TO, { n: 10 }, 1000, 'mixer')).toBe(10);
      expect(await run(LOOKUP, { id: 1 }, 1000, 'reader')).toBe(1);
    }
    const settled: string[] = [];
    const note = (name: string, p: Promise<unknown>): Promise<unknown> => p.finally(() => settled.push(name));

    // The regular worker is busy with someone's long query; the mixer sends the fast text with a
    // costly count, which the lane takes.
    const long = note('long query', run(COUNT_TO, { n: 4_000_000_000 }, 4000, 'someone'));
    await until('the regular worker busy', () => pool.threads().threads.some((t) => t.busy && !t.lane));
    const costly = note('costly count', run(COUNT_TO, { n: 4_000_000_000 }, 3000, 'mixer'));
    await until('the lane busy', () => pool.threads().threads.some((t) => t.busy && t.lane));
    // A lookup from another client still goes through the lane, long before either ends.
    expect(await note('lookup', run(LOOKUP, { id: 2 }, 3000, 'reader'))).toBe(2);
    expect(await costly).toMatch(/^(timeout|deadline)$/);
    expect(await long).toBe('timeout');
    expect(settled[0]).toBe('lookup');
  }, 30_000);
});
