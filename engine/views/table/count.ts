// A table page's row count. Counts of a data version never change, so each answer is kept until the
// version does. A new count gets the facet time limit, so it cannot hold a page up for long; when it
// runs out, a capped count (at most COUNT_CAP + 1 matching rows, cheap where the filter is indexed)
// says "more than COUNT_CAP" instead, and the exact figure is finished in the background under the
// SQL time limit. Until it is, later visits get the capped answer at once. Datasette's own answer to
// a count that runs out is null.
import type { Engine } from '../../engine.js';
import { BACKGROUND_CLIENT } from '../../pool/pool.js';
import type { ParamValue } from '../../pool/protocol.js';
import { isTimeout } from '../../query/failure.js';
import { cacheKind } from '../../cache/versioned.js';
import { extrasTimeLeft } from './extras-time.js';
import { timeLimit } from '../../config/settings.js';
import { statementKey } from '../../query/statement-key.js';

/** Past this many matching rows a count that runs out of time is shown as "more than COUNT_CAP". */
export const COUNT_CAP = 10_000;

export interface PageCount {
  /** The exact number of matching rows, or null when it was not found in time. */
  exact: number | null;
  /** When `exact` is null: COUNT_CAP if more rows than that match, else null (not known). */
  moreThan: number | null;
  /** The exact count is being finished in the background: a later answer may have it. */
  pending: boolean;
}

export interface CountQuery {
  db: string;
  /** `from <table> <where>`, as the page's rows are selected. */
  fromWhere: string;
  params: Record<string, ParamValue>;
  client: string;
  /** Set when nothing filters the table: its count is shared with the database page's listing. */
  wholeTable?: string;
  /** performance.now() by which the page's extras must be done (what is left is finished in the background). */
  deadline: number;
}

/**
 * Exact counts, and the capped answers given instead: while an exact one is being finished
 * (pending), or for good once it ran out of even the SQL time limit.
 */
const EXACT_COUNT = cacheKind<number>('count');
const CAPPED_COUNT = cacheKind<PageCount>('count-capped');

/** The count SQL of a page, as its JSON and the "count all" link show it. */
export function countSql(fromWhere: string): string {
  return `select count(*) ${fromWhere}`.trimEnd();
}

export async function pageCount(engine: Engine, q: CountQuery): Promise<PageCount> {
  const sql = countSql(q.fromWhere);
  const { cache } = engine;
  const key = statementKey(sql, q.params);
  const remember = (count: number): void => {
    cache.set(EXACT_COUNT, q.db, key, count);
    cache.delete(CAPPED_COUNT, q.db, key);
    if (q.wholeTable !== undefined) engine.counts.remember(q.db, q.wholeTable, count);
  };
  const known = cache.get(EXACT_COUNT, q.db, key) ?? (q.wholeTable === undefined ? undefined : engine.counts.known(q.db, q.wholeTable));
  if (known !== undefined) return { exact: known, moreThan: null, pending: false };

  const run = async (text: string, timeLimitMs: number | null, client = q.client): Promise<number | null> => {
    try {
      const r = await engine.query({ database: q.db, sql: text, params: q.params, maxRows: 1, timeLimitMs, client });
      return Number(r.rawRows![0][0]);
    } catch (e) {
      if (!isTimeout(e)) throw e;
      return null;
    }
  };
  const finishInBackground = (): void =>
    cache.background(EXACT_COUNT, q.db, key, async () => {
      const n = await run(sql, timeLimit(engine.settings.sql_time_limit_ms), BACKGROUND_CLIENT);
      const capped = cache.get(CAPPED_COUNT, q.db, key);
      if (n !== null) remember(n);
      else if (capped) cache.set(CAPPED_COUNT, q.db, key, { ...capped, pending: false });
    });
  const capped = cache.get(CAPPED_COUNT, q.db, key);
  if (capped) {
    if (capped.pending) finishInBackground();
    return capped;
  }

  // Inline, within what is left of the page's budget; once it is spent, as if it ran out.
  const inline = async (text: string): Promise<number | null> => {
    const ms = extrasTimeLeft(engine, q.deadline);
    return ms > 0 ? run(text, ms) : null;
  };
  const exact = await inline(sql);
  if (exact !== null) {
    remember(exact);
    return { exact, moreThan: null, pending: false };
  }
  const upTo = await inline(`select count(*) from (select 1 ${q.fromWhere} limit ${COUNT_CAP + 1})`);
  if (upTo !== null && upTo <= COUNT_CAP) {
    // Few rows match, but finding them was slow (an unindexed filter): the capped count is exact.
    remember(upTo);
    return { exact: upTo, moreThan: null, pending: false };
  }
  const answer = { exact: null, moreThan: upTo === null ? null : COUNT_CAP, pending: true };
  cache.set(CAPPED_COUNT, q.db, key, answer);
  finishInBackground();
  return answer;
}
