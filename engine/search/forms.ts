// Which full-text index each search kind reads, and which kinds rank by bm25 over a whole FTS5
// index: those are full-text forms (engine/query/known-counts.ts), so inspect counts their common
// words once per version and a search for a common word does not count its rows on every query.
import type { Engine } from '../engine.js';
import type { TableInfo } from '../db/introspect.js';
import { formKey, type FullTextForm } from '../query/known-counts.js';
import type { SearchKind } from './schema.js';

/** The FTS table a kind reads: its own `fts`, else the table's `fts_table` metadata, else the index SQLite says indexes it. */
export function kindFtsTable(engine: Engine, kind: SearchKind): string | undefined {
  return kind.fts ?? engine.tableMetadata(kind.database, kind.table).fts_table ?? engine.table(kind.database, kind.table)?.fts?.table;
}

/** Whether `index` is an FTS5 table: bm25_known and column filters are FTS5's alone. */
export function isFts5(index: TableInfo | undefined): index is TableInfo {
  return !!index?.sql && /\busing\s+fts5\b/i.test(index.sql);
}

/**
 * The form a kind ranks when it ranks by bm25 over its whole index: not sorted by `order`, not
 * narrowed (a narrowed kind's counts are made as it runs), an FTS5 index that keeps FTS5's own rank.
 */
export function kindForm(engine: Engine, kind: SearchKind): FullTextForm | null {
  if (kind.order || kind.narrow || !engine.databases.has(kind.database)) return null;
  const fts = kindFtsTable(engine, kind);
  const index = fts === undefined ? undefined : engine.table(kind.database, fts);
  // A `rank` option sets another ranking function: bm25's counts would not rank as it does.
  if (fts === undefined || !isFts5(index) || index.ftsRank !== undefined) return null;
  return { database: kind.database, table: fts, columns: null };
}

/** The forms of `declared`, then those `kinds` add, each once. */
export function withSearchForms(engine: Engine, declared: readonly FullTextForm[], kinds: readonly SearchKind[]): FullTextForm[] {
  const key = (f: FullTextForm): string => `${f.database} ${formKey(f.table, f.columns)}`;
  const forms = new Map(declared.map((f) => [key(f), f]));
  for (const form of kinds.map((k) => kindForm(engine, k))) if (form && !forms.has(key(form))) forms.set(key(form), form);
  return [...forms.values()];
}
