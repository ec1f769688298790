// A table page's count: exact when found within the facet time limit or already known for this
// data version; else "more than COUNT_CAP" from a capped count, with the exact figure finished in
// the background for the next visit. The engine here is a stand-in that decides which statements
// run out of time, so every branch is taken on purpose.
import { describe, expect, it } from 'vitest';
import { COUNT_CAP, pageCount, type CountQuery } from '../../engine/views/table/count.js';
import { CountCache } from '../../engine/db/counts.js';
import { VersionedCache } from '../../engine/cache/versioned.js';
import type { Engine } from '../../engine/engine.js';
import { datasetteAnswer } from '../../engine/query/answers.js';
import { QueryFailure } from '../../engine/query/failure.js';
import type { QueryCall } from '../../engine/query/run.js';
import type { QueryResult } from '../../engine/pool/protocol.js';

const FACET_LIMIT = 200;
const SQL_LIMIT = 10_000;

interface Stand {
  engine: Engine;
  /** A page query on this stand's own database (counts are kept per database, across stands). */
  query: CountQuery;
  /** Each statement run, with its time limit. */
  runs: Array<[string, number]>;
  database: { version: string };
  /** Settles once the background count (if any) has run. */
  background: () => Promise<void>;
}

/**
 * `matching` rows match; the full count needs `countNeedsMs` of time limit and the capped one
 * `cappedNeedsMs`; `error` makes every statement fail as invalid SQL.
 */
let stands = 0;
function stand(matching: number, countNeedsMs: number, cappedNeedsMs = 0, error = false): Stand {
  const runs: Array<[string, number]> = [];
  const database = { name: `db${++stands}`, version: 'v1' };
  const pending: Array<Promise<unknown>> = [];
  const stub = {
    databases: new Map([[database.name, database]]),
    settings: { facet_time_limit_ms: FACET_LIMIT, sql_time_limit_ms: SQL_LIMIT },
    // The version this stand's requests read: a test changes it as a swap would.
    cache: new VersionedCache(() => database.version),
    query(call: QueryCall): Promise<QueryResult> {
      const job = { sql: call.sql!, timeLimitMs: call.timeLimitMs! };
      runs.push([job.sql, job.timeLimitMs]);
      const capped = job.sql.includes(`limit ${COUNT_CAP + 1}`);
      const answer = error
        ? Promise.reject(new QueryFailure('bad_sql', 'no such column: nope'))
        : job.timeLimitMs < (capped ? cappedNeedsMs : countNeedsMs)
          ? Promise.reject(new QueryFailure('timeout', 'interrupted'))
          : Promise.resolve({
              columns: ['count(*)'],
              rowCount: 1,
              rawRows: [[BigInt(capped ? Math.min(matching, COUNT_CAP + 1) : matching)]],
              rawOffset: 0,
              ms: 1,
            });
      pending.push(answer.catch(() => undefined));
      return answer;
    },
  };
  const engine = stub as unknown as Engine;
  Object.assign(stub, { counts: new CountCache(engine) });
  return {
    engine,
    // No page budget here: each statement gets the facet time limit.
    query: { db: database.name, fromWhere: 'from t where "a" = :p0', params: { p0: 'x' }, client: 'c', deadline: Number.POSITIVE_INFINITY },
    runs,
    database,
    background: async () => {
      await Promise.all(pending);
      await new Promise((r) => setImmediate(r));
    },
  };
}

const FULL = 'select count(*) from t where "a" = :p0';
const CAPPED = `select count(*) from (select 1 from t where "a" = :p0 limit ${COUNT_CAP + 1})`;

describe('pageCount', () => {
  it('a count found within the facet time limit is exact and kept for the version', async () => {
    const s = stand(123_456, 0);
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: 123_456, moreThan: null, pending: false });
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: 123_456, moreThan: null, pending: false });
    expect(s.runs).toEqual([[FULL, FACET_LIMIT]]);
  });

  it('a slow count says "more than COUNT_CAP", then finishes in the background for the next visit', async () => {
    const s = stand(2_500_000, 1000);
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: null, moreThan: COUNT_CAP, pending: true });
    await s.background();
    expect(s.runs).toEqual([
      [FULL, FACET_LIMIT],
      [CAPPED, FACET_LIMIT],
      [FULL, SQL_LIMIT],
    ]);
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: 2_500_000, moreThan: null, pending: false });
    expect(s.runs).toHaveLength(3);
  });

  it('a visit while the exact count is being finished gets the capped answer at once', async () => {
    const s = stand(2_500_000, 1000);
    await pageCount(s.engine, s.query);
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: null, moreThan: COUNT_CAP, pending: true });
    expect(s.runs).toHaveLength(3);
  });

  it('a count that outlasts even the SQL time limit keeps its capped answer for good', async () => {
    const s = stand(900_000_000, 20_000);
    await pageCount(s.engine, s.query);
    await s.background();
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: null, moreThan: COUNT_CAP, pending: false });
    await s.background();
    expect(s.runs).toHaveLength(3);
  });

  it('a new data version counts again', async () => {
    const s = stand(7, 0);
    await pageCount(s.engine, s.query);
    s.database.version = 'v2';
    await pageCount(s.engine, s.query);
    expect(s.runs.map(([, ms]) => ms)).toEqual([FACET_LIMIT, FACET_LIMIT]);
  });

  it('a slow count of few rows (an unindexed filter) is exact from the capped count', async () => {
    const s = stand(42, 1000);
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: 42, moreThan: null, pending: false });
    await s.background();
    expect(s.runs).toHaveLength(2);
  });

  it('when the capped count runs out of time too, the count is unknown (as Datasette says: null)', async () => {
    const s = stand(5_000_000, 1000, 1000);
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: null, moreThan: null, pending: true });
    await s.background();
    expect(await pageCount(s.engine, s.query)).toEqual({ exact: 5_000_000, moreThan: null, pending: false });
  });

  it('a SQL error is the page error, not a missing count', async () => {
    const s = stand(0, 0, 0, true);
    const failed = await pageCount(s.engine, s.query).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(QueryFailure);
    expect(datasetteAnswer(failed as QueryFailure).status).toBe(400);
  });

  it("a whole table's count is shared with the database listing's count cache, both ways", async () => {
    const s = stand(99, 0);
    const whole = { ...s.query, fromWhere: 'from t', params: {}, wholeTable: 't' };
    expect(await pageCount(s.engine, whole)).toEqual({ exact: 99, moreThan: null, pending: false });
    expect(s.engine.counts.known(s.query.db, 't')).toBe(99);
    s.engine.counts.remember(s.query.db, 'u', 5);
    expect(await pageCount(s.engine, { ...whole, fromWhere: 'from u', wholeTable: 'u' })).toEqual({
      exact: 5,
      moreThan: null,
      pending: false,
    });
    expect(s.runs).toEqual([['select count(*) from t', FACET_LIMIT]]);
  });
});
