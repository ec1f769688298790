// The document counts of a version's common full-text words, for ranking without counting them on
// every query. bm25 counts the rows holding each phrase of a query before it ranks one row; for a
// word in millions of rows that is most of the query's time. A service declares the full-text
// forms it ranks (an FTS5 table, and the columns its queries are limited to); inspect counts their
// common words once per version; ranked SQL passes the counts to bm25_known (engine/native/fts-rank.c),
// which scores exactly as bm25 and ignores counts made for another version. It can also leave out
// of the score phrases that only narrow the match to rows a query's own filter picks exactly.
import type { Engine } from '../engine.js';
import { cacheKind } from '../cache/versioned.js';

/** A full-text index as a service's ranked queries search it. */
export interface FullTextForm {
  database: string;
  /** The FTS5 table. */
  table: string;
  /** The columns every query of this form is limited to (an FTS5 column filter); null: all of them. */
  columns: string[] | null;
}

/** What inspect found for one form of one version. */
export interface KnownTerms {
  /** The table's row count and token total, as bm25_known checks them (fts5_totals). */
  rows: number;
  tokens: number;
  /** Rows matching each common word (its token, lower case), within the form's columns. */
  terms: Record<string, number>;
}

export const KNOWN_TERMS = cacheKind<KnownTerms>('known-terms');

export function formKey(table: string, columns: readonly string[] | null): string {
  return JSON.stringify([table, columns]);
}

/** The FTS5 column filter that limits a query to the form's columns ('' for all of them). */
export function columnFilter(columns: readonly string[] | null): string {
  return columns ? `{${columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(' ')}} : ` : '';
}

/** An FTS5 phrase matching `value` in `column` alone: a narrowing phrase (bm25_known's "x"). */
export function columnPhrase(column: string, value: string): string {
  return `${columnFilter([column])}"${value.replace(/"/g, '""')}"`;
}

/**
 * A phrase's lookup key: a single ASCII word, which FTS5's default tokenizer makes one token, its
 * lower case (anything else is counted by bm25_known itself, as bm25 would).
 */
export function plainToken(phrase: string, prefix: boolean): string | null {
  return !prefix && /^[A-Za-z0-9]+$/.test(phrase) ? phrase.toLowerCase() : null;
}

/**
 * bm25_known's second argument for a query of `form` on the version `engine` serves now: "R T p0 p1 …",
 * a count for each phrase in query order ("-": not known, counted as the query runs; both totals
 * "-" when nothing is known of the form), then "x" for each of `narrowing` phrases that follow them
 * (they narrow the match and add nothing to the score).
 */
export function knownCounts(engine: Engine, form: FullTextForm, tokens: ReadonlyArray<string | null>, narrowing = 0): string {
  const known = engine.cache.get(KNOWN_TERMS, form.database, formKey(form.table, form.columns));
  const counts = tokens.map((t) => (known && t !== null && Object.hasOwn(known.terms, t) ? String(known.terms[t]) : '-'));
  return [known?.rows ?? '-', known?.tokens ?? '-', ...counts, ...Array<string>(narrowing).fill('x')].join(' ');
}
