// A precomputed version put to use: its counts, facets, suggestions, canned answers and view pages go into the
// engine's versioned cache, under the keys the pages and queries read, so no page of that version
// starts cold.
import type { Engine } from '../engine.js';
import { unfilteredFacetKey, unfilteredPage } from '../views/table/page-extras.js';
import { FACET_ROWS } from '../views/table/facets.js';
import { SUGGESTIONS, suggestionsKey } from '../views/table/suggest.js';
import { STORED_ANSWER, storedAnswerKey } from '../query/stored-answers.js';
import { KNOWN_TERMS, formKey } from '../query/known-counts.js';
import { loadValue, type InspectFile, type InspectedAnswer, type InspectedFullText } from './format.js';

/** Seed what `file` holds for the version of its database the engine serves now; returns the tables seeded. */
export function seedCache(engine: Engine, file: InspectFile): number {
  const db = file.database;
  let seeded = 0;
  for (const [name, t] of Object.entries(file.tables)) {
    const table = engine.table(db, name);
    if (!table) continue;
    if (t.count !== null) engine.counts.remember(db, name, t.count);
    const page = unfilteredPage(engine, db, table);
    // Declared and suggested facets alike: each is the facet of the unfiltered page that asks for it.
    for (const stored of t.facets) {
      // Rows counted for another facet size would not be this page's.
      if (stored.size !== page.size) continue;
      const rows = stored.rows.map(([v, n]) => [loadValue(v), BigInt(n)]);
      engine.cache.set(FACET_ROWS, db, unfilteredFacetKey(page, stored.type, stored.column), rows);
    }
    if (t.suggested_facets) {
      engine.cache.set(SUGGESTIONS, db, suggestionsKey(page.innerSql, {}, page.size), {
        found: t.suggested_facets,
        complete: true,
      });
    }
    seeded++;
  }
  seedAnswers(engine, db, [...(file.queries ?? []), ...(file.view_pages ?? []), ...(file.documented_sql ?? [])]);
  seedFullText(engine, db, file.full_text ?? []);
  return seeded;
}

/** The counted common words of a version's full-text forms, for the ranked queries that read them. */
export function seedFullText(engine: Engine, db: string, forms: readonly InspectedFullText[]): void {
  for (const f of forms) {
    engine.cache.set(KNOWN_TERMS, db, formKey(f.table, f.columns), { rows: f.rows, tokens: f.tokens, terms: f.terms });
  }
}

/** The stored answers of a version (canned, view pages, documented SQL), for every call that runs their SQL with their parameters. */
export function seedAnswers(engine: Engine, db: string, queries: readonly InspectedAnswer[]): void {
  for (const q of queries) {
    engine.cache.set(STORED_ANSWER, db, storedAnswerKey(q.sql, q.params), {
      columns: q.columns,
      rows: q.rows.map((r) => r.map(loadValue)),
      complete: q.complete,
    });
  }
}
