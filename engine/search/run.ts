// Runs one search over the kinds side by side: each kind's best matches and a capped count, each
// within the facet time limit, so a slow kind says "took too long" while the others still show.
import type { Engine } from '../engine.js';
import { isTimeout, QueryFailure } from '../query/failure.js';
import { valueText } from '../html/cells.js';
import { fillLink, text } from '../html/formats.js';
import { rowPath } from '../html/paths.js';
import type { SqlValue } from '../json/pyjson.js';
import { ALIAS, keyAlias, linkAlias, matchParams, type ReadyKind, type SearchMode } from './kinds.js';

/** Counts stop here: "1,000+". */
export const COUNT_CAP = 1000;
const SNIPPET_CHARS = 240;

export interface SearchHit {
  title: string;
  subtitle: string | null;
  snippet: string | null;
  url: string;
}

export interface KindOutcome {
  /** Matches, up to COUNT_CAP; null when counting took too long. */
  count: number | null;
  /** More than COUNT_CAP match. */
  countCapped: boolean;
  /** The results query ran out of time: the kind shows a notice instead. */
  timedOut: boolean;
  results: SearchHit[];
  /** Another page of results follows. */
  more: boolean;
}

/** The search text could not be read as FTS5 syntax: people get this message, never a 500. */
export class SearchSyntaxError extends Error {}

/** SQLite's words for an FTS5 query it cannot read (raw mode's `col:word` names a missing column). */
function isSyntaxFailure(e: QueryFailure, mode: SearchMode): boolean {
  if (e.kind !== 'bad_sql') return false;
  return (
    /fts5|unterminated string|malformed MATCH|unknown special query/i.test(e.message) ||
    (mode === 'raw' && /^no such column/.test(e.message))
  );
}

function hit(r: ReadyKind, row: Record<string, SqlValue>): SearchHit {
  const { kind } = r;
  const linkRow = Object.fromEntries(r.linkColumns.map((c) => [c, row[linkAlias(c)] === null ? null : valueText(row[linkAlias(c)])]));
  const url =
    (kind.link ? fillLink(kind.link, linkRow, null) : null) ??
    rowPath(
      kind.database,
      kind.table,
      r.keyColumns.map((_, i) => valueText(row[keyAlias(i)] ?? null)),
    );
  const snippet =
    row[ALIAS.snippet] === undefined || row[ALIAS.snippet] === null ? null : text(row[ALIAS.snippet]).replace(/\s+/g, ' ').trim();
  const title = text(row[ALIAS.title]).trim();
  return {
    title: title || '(untitled)',
    subtitle: row[ALIAS.subtitle] === undefined || row[ALIAS.subtitle] === null ? null : text(row[ALIAS.subtitle]),
    snippet: snippet && snippet.length > SNIPPET_CHARS ? `${snippet.slice(0, SNIPPET_CHARS)}…` : snippet || null,
    url,
  };
}

export interface SearchCall {
  q: string;
  mode: SearchMode;
  client: string;
  limit: number;
  offset: number;
  /** Each query's time limit (the facet time limit on the overview). */
  timeLimitMs: number | null;
}

/** One kind's page of results and its count, run side by side. */
export async function searchKind(engine: Engine, r: ReadyKind, call: SearchCall): Promise<KindOutcome> {
  const match = matchParams(engine, r, call.q, call.mode);
  const base = { database: r.kind.database, client: call.client, timeLimitMs: call.timeLimitMs };
  const results = engine.query({
    ...base,
    sql: r.resultsSql,
    params: { ...match, limit: call.limit + 1, offset: call.offset },
    maxRows: call.limit + 1,
  });
  const count = engine.query({ ...base, sql: r.countSql, params: { q: match.q, cap: COUNT_CAP + 1 }, maxRows: 1 });
  const [rows, counted] = await Promise.allSettled([results, count]);
  for (const settled of [rows, counted]) {
    if (settled.status === 'rejected') {
      const e: unknown = settled.reason;
      if (e instanceof QueryFailure && isSyntaxFailure(e, call.mode)) throw new SearchSyntaxError(e.message.replace(/^fts5: /, ''));
      if (!isTimeout(e)) throw e;
    }
  }
  const out: KindOutcome = { count: null, countCapped: false, timedOut: rows.status === 'rejected', results: [], more: false };
  if (counted.status === 'fulfilled') {
    const n = Number(counted.value.rawRows?.[0]?.[0] ?? 0);
    out.count = Math.min(n, COUNT_CAP);
    out.countCapped = n > COUNT_CAP;
  }
  if (rows.status === 'fulfilled') {
    const answer = rows.value;
    const raw = answer.rawRows ?? [];
    out.results = raw
      .slice(0, call.limit)
      .map((values) => hit(r, Object.fromEntries(answer.columns.map((c, i) => [c, (values[i] ?? null) as SqlValue]))));
    out.more = raw.length > call.limit;
  }
  return out;
}
