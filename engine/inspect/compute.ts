// Everything a page would otherwise compute on its first visit that depends only on the data, for
// one data version: each table's and view's unfiltered page is answered once (its count, declared
// facets and suggested facets land in the engine's versioned cache, background runs included), and
// the facet page of each facet it suggests (the links a visitor or a crawler follows first), then
// read back in the file's form; and each canned query is answered without parameters, or with each
// of its examples.
import type { Engine } from '../engine.js';
import { RequestInfo } from '../request.js';
import { tildeEncode } from '../url/tilde.js';
import { tableView, type TableTarget } from '../views/table/table.js';
import { unfilteredFacetKey, unfilteredPage } from '../views/table/page-extras.js';
import { FACET_ROWS } from '../views/table/facets.js';
import { SUGGESTIONS, suggestionsKey } from '../views/table/suggest.js';
import { facetKind } from '../views/table/facet-kinds.js';
import type { Facet } from '../views/result.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { readsClock } from '../sql/reads-clock.js';
import { rowCap } from '../views/query.js';
import type { QueryAnswer } from '../query/run.js';
import { sameFacet, storeValue, type InspectedAnswer, type InspectedQuery, type InspectedTable } from './format.js';

export interface InspectProgress {
  /** Called after each table with its position among all of them. */
  table(name: string, done: number, of: number, ms: number): void;
}

/** Every table, view and full-text index of `db`, answered as its unfiltered page would be, for `client`. */
export async function inspectTables(
  engine: Engine,
  db: string,
  client: string,
  progress?: InspectProgress,
): Promise<Record<string, InspectedTable>> {
  const info = engine.databases.get(db)!;
  const names = [...info.structure.tableOrder, ...info.structure.viewOrder];
  const out: Record<string, InspectedTable> = {};
  for (const [i, name] of names.entries()) {
    const started = performance.now();
    const { req, target } = unfilteredRequest(engine, db, name, client);
    try {
      await tableView(engine, req, target, 'json');
      await engine.cache.settled();
      await answerSuggestedFacets(engine, db, name, client);
    } catch {
      // A table whose page fails (a broken view) has nothing to keep; the rest go on.
    }
    await engine.cache.settled();
    out[name] = inspectedTable(engine, db, name);
    progress?.table(name, i + 1, names.length, performance.now() - started);
  }
  return out;
}

/**
 * The facet page of each facet a table's unfiltered page suggests (each is a link on the page), as
 * `client`; the suggestions must be in the versioned cache (the page answered, or seeded).
 */
export async function answerSuggestedFacets(engine: Engine, db: string, name: string, client: string): Promise<void> {
  const { target } = unfilteredRequest(engine, db, name, client);
  for (const s of suggestedOf(engine, db, unfilteredPage(engine, db, engine.table(db, name)!))) {
    const arg = facetKind(s.type).arg;
    const { req } = unfilteredRequest(engine, db, name, client, `${arg}=${encodeURIComponent(s.column)}`);
    await tableView(engine, req, target, 'json');
  }
  await engine.cache.settled();
}

/** The request for a table's or view's unfiltered JSON page (with `query`, its facet arguments), as `client` makes it. */
export function unfilteredRequest(
  engine: Engine,
  db: string,
  name: string,
  client: string,
  query = '',
): { req: RequestInfo; target: TableTarget } {
  const path = `/${engine.databases.get(db)!.route}/${tildeEncode(name)}`;
  return {
    req: new RequestInfo('GET', `${path}.json`, query, 'localhost', 'http', client, new Headers()),
    target: { db, table: name, path },
  };
}

/** The facets an unfiltered `page` suggests, as the versioned cache holds them (none until found whole). */
function suggestedOf(engine: Engine, db: string, page: ReturnType<typeof unfilteredPage>): Array<{ column: string; type: Facet['type'] }> {
  const found = engine.cache.get(SUGGESTIONS, db, suggestionsKey(page.innerSql, {}, page.size));
  return found?.complete ? found.found : [];
}

/** A table's unfiltered count, facets (declared and suggested) and suggestions as the versioned cache now holds them. */
export function inspectedTable(engine: Engine, db: string, name: string): InspectedTable {
  const table = engine.table(db, name)!;
  const page = unfilteredPage(engine, db, table);
  const declared = page.facets.map((f) => ({ column: f.column, type: f.kind.type }));
  const suggested = suggestedOf(engine, db, page).filter((s) => !declared.some((d) => sameFacet(d, s)));
  const facets = [...declared, ...suggested].flatMap((f) => {
    const rows = engine.cache.get(FACET_ROWS, db, unfilteredFacetKey(page, f.type, f.column));
    return rows
      ? [
          {
            type: f.type,
            column: f.column,
            size: page.size,
            rows: rows.map(([v, n]): [ReturnType<typeof storeValue>, number] => [storeValue(v), Number(n)]),
          },
        ]
      : [];
  });
  const suggestions = engine.cache.get(SUGGESTIONS, db, suggestionsKey(page.innerSql, {}, page.size));
  return {
    count: engine.counts.known(db, name) ?? null,
    facets,
    suggested_facets: suggestions?.complete ? suggestions.found : null,
  };
}

/**
 * A query's answer as a file keeps it: its parameters as bound (text), and whether it holds every
 * row (it was fetched with the row cap `cap` and one more).
 */
export function keptAnswer(answer: QueryAnswer, cap: number): InspectedAnswer {
  const rows = answer.rawRows ?? [];
  return {
    params: Object.fromEntries(Object.entries(answer.params).map(([k, v]) => [k, v === null ? '' : String(v)])),
    sql: answer.sql,
    columns: answer.columns,
    rows: rows.map((r) => r.map(storeValue)),
    complete: rows.length <= cap,
  };
}

/**
 * The answers of the canned queries of `db` that read no clock: without parameters when they take
 * none, else with each example they document (the calls their pages, the guide and the API's
 * questions link to); fetched as a page fetches them (the row cap and one more) within the page's
 * time limit, `timeLimitMs`. A call that fails or runs out of time is left out: its page runs it.
 */
export async function inspectQueries(engine: Engine, db: string, client: string, timeLimitMs: number | null): Promise<InspectedQuery[]> {
  const cap = rowCap(engine.settings);
  const out: InspectedQuery[] = [];
  // Without a row cap an answer could be any size: nothing is kept.
  if (cap <= 0) return out;
  for (const q of engine.canned.get(db) ?? []) {
    const inSql = extractNamedParameters(q.sql);
    const names = q.params ?? inSql;
    // Magic parameters (_header_…, _now_…) are the request's or the clock's, never an example's.
    if (readsClock(q.sql) || inSql.some((n) => n.startsWith('_'))) continue;
    const calls = names.length === 0 ? [{}] : q.examples.filter((e) => names.every((n) => n in e));
    for (const params of calls) {
      try {
        const answer = await engine.query({
          database: db,
          canned: q.name,
          params,
          missingParams: 'empty',
          client,
          maxRows: cap + 1,
          timeLimitMs,
        });
        out.push({ name: q.name, ...keptAnswer(answer, cap) });
      } catch {
        // Its page will run it, and say why it fails.
      }
    }
  }
  return out;
}
