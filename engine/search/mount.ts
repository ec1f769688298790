// The one search box: `/search?q=…` (HTML) and `/search.json?q=…` search every kind the service
// declares, side by side; `&kind=<name>` pages through one kind. Plain words are quoted one by one
// (Datasette's escape_fts: FTS5 operators are matched as words); `_searchmode=raw` passes FTS5
// syntax through, and text SQLite cannot read is a friendly message, never a 500.
import type { Context } from 'hono';
import type { Engine } from '../engine.js';
import { requestWidth, sideBySide } from '../query/side-by-side.js';
import { requestClient, type Mount } from '../http/app.js';
import { QueryFailure } from '../query/failure.js';
import { failureHeaders, pageAnswer } from '../query/answers.js';
import { renderTemplate } from '../html/render.js';
import { renderErrorPage } from '../html/error-page.js';
import { registerSearch } from './registry.js';
import { readyKind, type ReadyKind, type SearchMode } from './kinds.js';
import { searchKind, SearchSyntaxError, type KindOutcome } from './run.js';
import type { SearchKind } from './schema.js';
import { timeLimit } from '../config/settings.js';

export const SEARCH_PATH = '/search';
/** Results per kind on the overview, and per page of one kind. */
export const OVERVIEW_RESULTS = 5;
export const KIND_PAGE_RESULTS = 20;

class BadSearch extends Error {}

interface SearchRequest {
  q: string;
  mode: SearchMode;
  /** One kind, paged; null for the overview of every kind. */
  kind: ReadyKind | null;
  page: number;
}

function parseRequest(url: URL, kinds: ReadyKind[]): SearchRequest {
  const p = url.searchParams;
  const mode = p.get('_searchmode') === 'raw' ? 'raw' : 'escaped';
  const kindName = p.get('kind');
  const kind = kindName ? (kinds.find((k) => k.kind.name === kindName) ?? null) : null;
  if (kindName && !kind)
    throw new BadSearch(`There is no kind of result named "${kindName}"; the kinds are ${kinds.map((k) => k.kind.name).join(', ')}.`);
  const rawPage = p.get('page') ?? '1';
  if (!/^[1-9][0-9]{0,5}$/.test(rawPage)) throw new BadSearch(`"page" must be a page number (1, 2, 3, …), not "${rawPage}".`);
  return { q: (p.get('q') ?? '').trim(), mode, kind, page: Number(rawPage) };
}

/** A search URL with the same text and mode. */
function searchUrl(path: string, req: SearchRequest, extra: Array<[string, string]> = []): string {
  const p = new URLSearchParams([['q', req.q]]);
  if (req.mode === 'raw') p.set('_searchmode', 'raw');
  for (const [k, v] of extra) p.set(k, v);
  return `${path}?${p.toString()}`;
}

export interface KindJson {
  name: string;
  label: string;
  count: number | null;
  count_capped: boolean;
  timed_out: boolean;
  /** Results are ranked among at most this many of the most recently added matches (null: all). */
  ranked_among: number | null;
  results: KindOutcome['results'];
  /** The overview's link to every result of the kind. */
  more_url: string | null;
  page?: number;
  prev_url?: string | null;
  next_url?: string | null;
}

export interface SearchJson {
  q: string;
  mode: SearchMode;
  kind: string | null;
  /** Why the text could not be searched (FTS5 syntax), else null. */
  error: string | null;
  kinds: KindJson[];
}

/**
 * The overview is optional work on many indexes at once, like facets: each query may use the facet
 * time limit of worker time. Its limit counts from arrival, and the kinds' queries (two each) share
 * the SQL workers, so each gets that limit once per round of queries the workers need.
 */
/** Each kind runs two queries (results, count); one request has at most `requestWidth` in the pool. */
function kindsAtOnce(engine: Engine): number {
  return Math.max(1, Math.floor(requestWidth(engine.settings) / 2));
}

/**
 * A kind's queries may wait for a worker behind the other kinds' (time limits count from arrival):
 * each gets the facet time limit once per round the SQL workers need for the queries in the pool.
 */
function overviewTimeLimit(engine: Engine, kinds: number): number | null {
  const inPool = 2 * Math.min(kinds, kindsAtOnce(engine));
  const rounds = Math.ceil(inPool / Math.max(1, engine.settings.num_sql_threads));
  const facet = timeLimit(engine.settings.facet_time_limit_ms);
  return facet === null ? null : facet * rounds;
}

async function runSearch(engine: Engine, kinds: ReadyKind[], req: SearchRequest, client: string, path: string): Promise<SearchJson> {
  const out: SearchJson = { q: req.q, mode: req.mode, kind: req.kind?.kind.name ?? null, error: null, kinds: [] };
  if (req.q === '') return out;
  if (req.mode === 'escaped' && /^[\s"]*$/.test(req.q)) {
    out.error = 'There is nothing to search for in quotation marks alone; try plain words or "a phrase".';
    return out;
  }
  const shown = req.kind ? [req.kind] : kinds;
  const limit = req.kind ? KIND_PAGE_RESULTS : OVERVIEW_RESULTS;
  const call = {
    q: req.q,
    mode: req.mode,
    client,
    limit,
    offset: (req.page - 1) * limit,
    timeLimitMs: req.kind ? timeLimit(engine.settings.sql_time_limit_ms) : overviewTimeLimit(engine, shown.length),
  };
  try {
    const outcomes = await sideBySide(shown, kindsAtOnce(engine), (k) => searchKind(engine, k, call));
    out.kinds = shown.map((k, i): KindJson => {
      const o = outcomes[i];
      const entry: KindJson = {
        name: k.kind.name,
        label: k.kind.label,
        count: o.count,
        count_capped: o.countCapped,
        timed_out: o.timedOut,
        ranked_among: k.rankWindow,
        results: o.results,
        more_url: !req.kind && (o.more || o.timedOut) ? searchUrl(path, req, [['kind', k.kind.name]]) : null,
      };
      if (req.kind) {
        const pageLink = (n: number): string =>
          searchUrl(path, req, [['kind', k.kind.name], ...(n > 1 ? [['page', String(n)] as [string, string]] : [])]);
        Object.assign(entry, {
          page: req.page,
          prev_url: req.page > 1 ? pageLink(req.page - 1) : null,
          next_url: o.more ? pageLink(req.page + 1) : null,
        });
      }
      return entry;
    });
  } catch (e) {
    if (!(e instanceof SearchSyntaxError)) throw e;
    out.error = `Your search could not be understood: ${e.message}; try plain words or "a phrase".`;
  }
  return out;
}

/** "1,000+ results", "1 result", or null when the count took too long. */
function countText(k: KindJson): string | null {
  if (k.count === null) return null;
  const n = k.count.toLocaleString('en-US');
  return k.count_capped ? `${n}+ results` : `${n} result${k.count === 1 ? '' : 's'}`;
}

/** Said under a kind with more matches than it ranks (or that may have). */
function windowText(k: KindJson): string | null {
  if (k.ranked_among === null || (k.count !== null && !k.count_capped && k.count <= k.ranked_among)) return null;
  return `Best matches first among the ${k.ranked_among.toLocaleString('en-US')} most recently added; add words to find others.`;
}

function respond(c: Context, body: string, status: number, type: string, headers: Record<string, string> = {}): Response {
  return new Response(c.req.method === 'HEAD' ? '' : body, { status, headers: { ...headers, 'content-type': `${type}; charset=utf-8` } });
}

export function searchMount(declared: SearchKind[]): Mount {
  return (app, engine) => {
    const kinds = declared.map((k) => readyKind(engine, k));
    registerSearch(engine, SEARCH_PATH);
    const serve = async (c: Context, asJson: boolean): Promise<Response> => {
      const url = new URL(c.req.url);
      const path = asJson ? `${SEARCH_PATH}.json` : SEARCH_PATH;
      const fail = (status: number, message: string, headers: Record<string, string> = {}): Response =>
        asJson
          ? respond(c, JSON.stringify({ ok: false, error: message, status, title: null }), status, 'application/json', headers)
          : respond(c, renderErrorPage(engine, SEARCH_PATH, status, null, message, '/'), status, 'text/html', headers);
      try {
        const req = parseRequest(url, kinds);
        const result = await runSearch(engine, kinds, req, requestClient(engine, c), path);
        // A kind that ran out of time may answer next time: such a page is not kept.
        const cacheControl = result.kinds.some((k) => k.timed_out) ? 'no-store' : `max-age=${engine.settings.default_cache_ttl}`;
        const cache = { 'Cache-Control': cacheControl };
        if (asJson) return respond(c, JSON.stringify(result), 200, 'application/json', cache);
        const withText = result.kinds.map((k) => ({ ...k, countText: countText(k), windowText: windowText(k) }));
        const body = renderTemplate(engine, 'search.njk', {
          title: req.q ? `Search: ${req.q}` : 'Search',
          q: req.q,
          searchQuery: req.q,
          mode: req.mode,
          kind: req.kind ? { name: req.kind.kind.name, label: req.kind.kind.label } : null,
          error: result.error,
          // The overview lists the kinds with matches; those without are named in one line.
          found: req.kind ? withText : withText.filter((k) => k.results.length || k.timed_out),
          missing: req.kind ? [] : withText.filter((k) => !k.results.length && !k.timed_out),
          allUrl: req.kind ? searchUrl(SEARCH_PATH, req) : null,
          json_url: `${SEARCH_PATH}.json${url.search}`,
        });
        return respond(c, body, 200, 'text/html', cache);
      } catch (e) {
        if (e instanceof BadSearch) return fail(400, e.message);
        if (!(e instanceof QueryFailure)) throw e;
        const { status, message, headers } = pageAnswer(e);
        return fail(status, message, { ...failureHeaders(e), ...headers });
      }
    };
    app.get(SEARCH_PATH, (c) => serve(c, false));
    app.get(`${SEARCH_PATH}.json`, (c) => serve(c, true));
  };
}
