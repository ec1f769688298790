// The first page of each view, answered once per version. A view is a query, often an aggregate over
// big tables (an agency's counts among millions of comments), that its page would otherwise run on
// every visit. Its unfiltered page asks for a default page of rows whatever its size (page-query.ts),
// so this one answer serves it at any size up to the default. A view that reads the clock, or reads
// a view that does, is left out: its answer belongs to a moment, not to the data. Each answer is
// seeded as it is made (for the version the caller reads), so the view's page, inspected next, is
// answered from it rather than run again.
import type { Engine } from '../engine.js';
import { readsClock } from '../sql/reads-clock.js';
import { pageQuery } from '../views/table/page-query.js';
import { tableRequest } from '../views/table/page-request.js';
import { unfilteredRequest } from './compute.js';
import { storeValue, type InspectedQuery } from './format.js';
import { seedAnswers } from './seed.js';

export async function inspectViewPages(engine: Engine, db: string, client: string, timeLimitMs: number | null): Promise<InspectedQuery[]> {
  const timely = viewsOfTheData(engine, db);
  const out: InspectedQuery[] = [];
  for (const name of engine.databases.get(db)!.structure.viewOrder.filter((v) => timely.has(v))) {
    const { req, target } = unfilteredRequest(engine, db, name, client);
    try {
      const page = tableRequest(engine, req, target, 'json');
      if ('kind' in page) continue;
      const query = await pageQuery(engine, req, page);
      const maxRows = page.size + 1;
      const answer = await engine.query({ database: db, sql: query.runSql, params: query.pageParams, client, maxRows, timeLimitMs });
      const rows = answer.rawRows ?? [];
      const viewPage: InspectedQuery = {
        name,
        params: {},
        sql: answer.sql,
        columns: answer.columns,
        rows: rows.map((r) => r.map(storeValue)),
        complete: rows.length < maxRows,
      };
      seedAnswers(engine, db, [viewPage]);
      out.push(viewPage);
    } catch {
      // A broken or slow view: its page runs it, and says why it fails.
    }
  }
  return out;
}

/** The views of `db` whose rows depend on the data alone: none reads the clock, itself or through another view. */
function viewsOfTheData(engine: Engine, db: string): Set<string> {
  const { structure } = engine.databases.get(db)!;
  const sqlOf = (name: string): string => structure.tables.get(name)?.sql ?? '';
  const timed = new Set(structure.viewOrder.filter((v) => readsClock(sqlOf(v))));
  // A view that names a timed view is timed: repeat until none is added.
  for (let added = true; added;) {
    added = false;
    for (const v of structure.viewOrder) {
      if (timed.has(v)) continue;
      if ([...timed].some((t) => new RegExp(`(^|[^\\w$])${escapeRegExp(t)}($|[^\\w$])`, 'i').test(sqlOf(v)))) {
        timed.add(v);
        added = true;
      }
    }
  }
  return new Set(structure.viewOrder.filter((v) => !timed.has(v)));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
