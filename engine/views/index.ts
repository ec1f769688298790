// `/`: every database with a summary of its tables.
import { createHash } from 'node:crypto';
import type { Engine } from '../engine.js';
import type { RequestInfo } from '../request.js';
import type { PyJson } from '../json/pyjson.js';
import type { IndexResult } from './result.js';
import { estimatedCounts } from '../db/estimates.js';

const INDEX_COUNT_LIMIT_MS = 10;
/** Datasette only counts rows on the index page for immutable files or files under 100 MB. */
const COUNT_SIZE_LIMIT = 100 * 1024 * 1024;

export async function indexView(engine: Engine, req: RequestInfo): Promise<IndexResult> {
  const out: Record<string, PyJson> = {};
  const databases: IndexResult['databases'] = [];
  for (const info of engine.databases.values()) {
    const db = info.name;
    const all = info.structure.tableOrder.map((n) => info.structure.tables.get(n)!);
    const visible = all.filter((t) => !engine.isHidden(db, t));
    const hidden = all.filter((t) => engine.isHidden(db, t));
    // Counts known for this data version (inspected, or found by a page) cost nothing; Datasette's
    // own try, 10 ms a table, is left for the rest, and one that runs out drops them all, as there.
    const counts = new Map<string, number>();
    for (const t of all) {
      const known = engine.counts.known(db, t.name);
      if (known !== undefined) counts.set(t.name, known);
    }
    let countsShown = counts.size === all.length;
    if (!countsShown && (info.immutable || info.size < COUNT_SIZE_LIMIT)) {
      countsShown = true;
      for (const t of all.filter((t) => !counts.has(t.name))) {
        const c = await engine.counts.count(db, t.name, INDEX_COUNT_LIMIT_MS, req.client);
        if (c === null) {
          countsShown = false;
          break;
        }
        counts.set(t.name, c);
      }
    }
    // Without exact counts the page shows SQLite's own estimates (its planner statistics), marked.
    const estimates = countsShown ? new Map<string, number>() : await estimatedCounts(engine, db, req.client);
    // Datasette only weighs foreign-key relationships when it has no counts or `_sort=relationships`
    // asks; otherwise every table reports 0 and the order is by count, then name.
    const byRelationships = !countsShown || req.get('_sort') === 'relationships';
    const relationships = (name: string): number => {
      if (!byRelationships) return 0;
      const t = info.structure.tables.get(name)!;
      return t.incoming.length + t.outgoing.filter((fk) => info.structure.tables.has(fk.other_table)).length;
    };
    const ranked = [...visible].sort(
      (a, b) =>
        relationships(b.name) - relationships(a.name) ||
        (countsShown ? (counts.get(b.name) ?? 0) - (counts.get(a.name) ?? 0) : 0) ||
        (a.name < b.name ? 1 : a.name > b.name ? -1 : 0),
    );
    const top: PyJson[] = ranked.slice(0, 5).map((t) => ({
      name: t.name,
      columns: t.columns,
      primary_keys: t.primaryKeys,
      count: countsShown ? (counts.get(t.name) ?? null) : null,
      hidden: false,
      fts_table: t.fts?.table ?? null,
      num_relationships_for_sorting: relationships(t.name),
      private: false,
    }));
    for (const v of info.structure.viewOrder) {
      if (top.length >= 5) break;
      top.push({ name: v, private: false });
    }
    const sum = (ts: typeof all): number => ts.reduce((s, t) => s + (counts.get(t.name) ?? 0), 0);
    const estimate = (name: string): number | null => (countsShown ? null : (estimates.get(name) ?? null));
    const topViews = info.structure.viewOrder.slice(0, Math.max(0, 5 - Math.min(5, ranked.length)));
    databases.push({
      name: db,
      path: `/${info.route}`,
      tablesCount: visible.length,
      viewsCount: info.structure.viewOrder.length,
      hiddenTablesCount: hidden.length,
      rowsSum: countsShown ? sum(visible) : null,
      rowsSumEstimate: countsShown || !estimates.size ? null : visible.reduce((s, t) => s + (estimates.get(t.name) ?? 0), 0),
      top: [
        ...ranked.slice(0, 5).map((t) => ({
          name: t.name,
          isView: false,
          count: countsShown ? (counts.get(t.name) ?? null) : null,
          estimate: estimate(t.name),
        })),
        ...topViews.map((name) => ({ name, isView: true, count: null, estimate: null })),
      ],
      more: visible.length + info.structure.viewOrder.length > 5,
      queries: engine.canned.get(db) ?? [],
    });
    out[db] = {
      name: db,
      hash: info.snapshot?.sha256_unpacked ?? null,
      color: (info.snapshot?.sha256_unpacked ?? createHash('md5').update(db).digest('hex')).slice(0, 6),
      path: `/${info.route}`,
      tables_and_views_truncated: top,
      tables_and_views_more: visible.length + info.structure.viewOrder.length > 5,
      tables_count: visible.length,
      table_rows_sum: countsShown ? sum(visible) : null,
      show_table_row_counts: countsShown,
      hidden_table_rows_sum: countsShown ? sum(hidden) : null,
      hidden_tables_count: hidden.length,
      views_count: info.structure.viewOrder.length,
      private: false,
    };
  }
  return { kind: 'index', status: 200, envelope: out, databases };
}
