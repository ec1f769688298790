// Row counts as SQLite's planner statistics estimate them (sqlite_stat1, which ANALYZE writes), for
// pages that cannot wait for exact counts. Marked as estimates wherever they are shown.
import type { Engine } from '../engine.js';
import { QueryFailure } from '../query/failure.js';
import { timeLimit } from '../config/settings.js';

/** Each table's estimated rows, where the file has statistics (none: an empty map). */
export async function estimatedCounts(engine: Engine, db: string, client: string): Promise<Map<string, number>> {
  try {
    const r = await engine.query({
      database: db,
      sql: 'select tbl, max(cast(stat as integer)) from sqlite_stat1 group by tbl',
      maxRows: 0,
      timeLimitMs: timeLimit(engine.settings.facet_time_limit_ms),
      client,
    });
    return new Map(r.rawRows!.map(([t, n]) => [String(t), Number(n)]));
  } catch (e) {
    if (e instanceof QueryFailure) return new Map(); // no statistics: nothing to show
    throw e;
  }
}
