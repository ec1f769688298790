// The one search box on a database of its own, through a real server: /search and /search.json
// group results by kind with counts (capped), rank by FTS5 rank, page one kind, link each result to
// its page, never answer a 500 for FTS syntax, and a kind past the time limit says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../engine/server.js';
import type { KindJson, SearchJson } from '../../engine/search/mount.js';
import { client, type Fetched } from '../support/server.js';
import { RANK_WINDOW } from '../../engine/search/kinds.js';
import { buildTown, FILTERED_KINDS_YAML, NARROWED_KINDS_YAML, SEARCH_YAML, serveTown, SLOW_KIND_YAML, type Town } from './site/town.js';

let town: Town;
let server: RunningServer;
let get: (path: string) => Promise<Fetched>;

beforeAll(async () => {
  town = buildTown(SEARCH_YAML);
  server = await serveTown(town);
  get = client(server);
});
afterAll(async () => {
  await server?.close();
  town?.remove();
});

const search = async (query: string): Promise<SearchJson> => {
  const r = await get(`/search.json?${query}`);
  expect(r.status).toBe(200);
  return r.json<SearchJson>();
};

describe('/search', () => {
  it('groups results by kind with a count each, best match first, each linking to its page', async () => {
    const j = await search('q=library');
    expect(j).toMatchObject({ q: 'library', mode: 'escaped', kind: null, error: null });
    expect(j.kinds.map((k) => [k.name, k.count, k.count_capped, k.timed_out])).toEqual([
      ['people', 0, false, false],
      ['grants', 24, false, false],
      ['notes', 2, false, false],
    ]);
    const notes = j.kinds[2];
    // "library" three times outranks once; notes link to their person's page.
    expect(notes.results).toEqual([
      { title: 'Note 2', subtitle: null, snippet: 'library library library', url: '/person/P2' },
      { title: 'Note 1', subtitle: null, snippet: 'a note about the library', url: '/person/P1' },
    ]);
    expect(notes.more_url).toBeNull();
    const grants = j.kinds[1];
    expect(grants.results).toHaveLength(5);
    // No link declared: the row page.
    expect(grants.results[0].url).toMatch(/^\/town\/grants\/\d+$/);
    expect(grants.more_url).toBe('/search.json?q=library&kind=grants');
  });

  it('the HTML page shows the kinds with matches, names the others, and links to more', async () => {
    const r = await get('/search?q=library');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<h2 id="kind-grants-h">Grants <span class="count">(24 results)</span></h2>');
    expect(r.text).toContain('<h2 id="kind-notes-h">Notes <span class="count">(2 results)</span></h2>');
    expect(r.text).toContain('<a href="/person/P2">Note 2</a>');
    expect(r.text).toContain('<a href="/search?q=library&amp;kind=grants">More Grants results</a>');
    expect(r.text).toContain('No matches in: People.');
    expect(r.text).not.toContain('id="kind-people"');
    expect(r.text).toContain('<a href="/search.json?q=library">This page as JSON</a>');
    // The header box holds the text searched for.
    expect(r.text).toContain('<input type="search" id="site-q" name="q" placeholder="Search" value="library">');
  });

  it('pages through one kind', async () => {
    const first = await search('q=library&kind=grants');
    expect(first.kinds).toHaveLength(1);
    expect(first.kinds[0]).toMatchObject({
      name: 'grants',
      page: 1,
      prev_url: null,
      next_url: '/search.json?q=library&kind=grants&page=2',
    });
    expect(first.kinds[0].results).toHaveLength(20);
    const second = await search('q=library&kind=grants&page=2');
    expect(second.kinds[0]).toMatchObject({ page: 2, prev_url: '/search.json?q=library&kind=grants', next_url: null });
    expect(second.kinds[0].results).toHaveLength(4);
    const urls = [...first.kinds[0].results, ...second.kinds[0].results].map((h) => h.url);
    expect(new Set(urls).size).toBe(24);
    const html = await get('/search?q=library&kind=grants');
    expect(html.text).toContain('rel="next"');
    expect(html.text).toContain('<a href="/search?q=library">All kinds of results for “library”</a>');
  });

  it('caps counts: 1,000+', async () => {
    const j = await search('q=bulk');
    expect(j.kinds[2]).toMatchObject({ name: 'notes', count: 1000, count_capped: true });
    expect((await get('/search?q=bulk')).text).toContain('Notes <span class="count">(1,000+ results)</span>');
  });

  it('ranks a common word among the newest matches, and says so', async () => {
    const notes = (await search('q=crowd')).kinds[2];
    expect(notes).toMatchObject({ name: 'notes', count: 1000, count_capped: true, ranked_among: RANK_WINDOW });
    // The oldest notes say it three times, but fall outside the window of the newest 5,000.
    expect(notes.results.map((h) => h.title)).not.toContain('Note 20000');
    expect(notes.results).toHaveLength(5);
    const html = (await get('/search?q=crowd')).text;
    expect(html).toContain('Best matches first among the 5,000 most recently added; add words to find others.');
    // Fewer matches than the window: every one is ranked, and nothing is said about it.
    expect((await get('/search?q=library')).text).not.toContain('most recently added');
  });

  it('quotes each word, so FTS5 operators and stray quotes are words, never errors', async () => {
    for (const q of ['AND', '*', 'library AND', '"library', 'library OR', 'NEAR(', 'a:b', '-library', '^']) {
      const j = await search(`q=${encodeURIComponent(q)}`);
      expect(j.error).toBeNull();
    }
    expect((await search('q=%22library')).kinds[2].count).toBe(2);
    const quotes = await search('q=%22');
    expect(quotes.error).toBe('There is nothing to search for in quotation marks alone; try plain words or "a phrase".');
    expect((await get('/search?q=%22%22')).status).toBe(200);
  });

  it('raw mode passes FTS5 syntax through; what it cannot read is a message on a 200 page', async () => {
    expect((await search('q=library+NOT+books&_searchmode=raw')).kinds[1].count).toBe(1);
    for (const q of ['AND', '*', '"library', 'library AND', 'nosuchcolumn:library', '(']) {
      const r = await get(`/search?q=${encodeURIComponent(q)}&_searchmode=raw`);
      expect(r.status).toBe(200);
      expect(r.text).toContain('Your search could not be understood: ');
      expect(r.text).toContain('try plain words or &quot;a phrase&quot;');
      const j = await search(`q=${encodeURIComponent(q)}&_searchmode=raw`);
      expect(j.error).toMatch(/^Your search could not be understood: .+; try plain words or "a phrase"\.$/);
      expect(j.kinds).toEqual([]);
    }
  });

  it('empty text is the empty search page', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      const r = await get(path);
      expect(r.status).toBe(200);
      expect(r.text).toContain('<input type="search" id="search-q" name="q" value="">');
      expect(r.text).not.toContain('class="search-kind"');
    }
    expect(await search('q=')).toEqual({ q: '', mode: 'escaped', kind: null, error: null, kinds: [] });
  });

  it('an unknown kind or a bad page is a 400', async () => {
    const kind = await get('/search?q=library&kind=nope');
    expect(kind.status).toBe(400);
    expect(kind.text).toContain('There is no kind of result named &quot;nope&quot;; the kinds are people, grants, notes.');
    const page = await get('/search.json?q=library&kind=grants&page=0');
    expect(page.status).toBe(400);
    expect(page.json()).toMatchObject({ ok: false, status: 400 });
  });

  it('escapes the text searched for', async () => {
    const r = await get('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('<script>');
    expect(r.text).toContain('&lt;script&gt;');
  });
});

describe('the search box on every page', () => {
  it('is in the header of Datasette and configured pages', async () => {
    for (const path of ['/', '/town', '/town/people', '/town/people/P1', '/person/P1']) {
      expect((await get(path)).text).toContain('<form class="site-search" action="/search" method="get" role="search">');
    }
  });

  it('is offered in the body of 404 and 400 pages, prefilled with what was looked for', async () => {
    const missing = await get('/person/NOPE');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<input type="search" id="error-q" name="q" value="NOPE">');
    const bad = await get('/who');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('<form class="error-search" action="/search"');
    expect((await get('/town/nope')).text).toContain('<form class="error-search" action="/search"');
  });
});

describe('a kind past the time limit', () => {
  let slow: RunningServer;
  let slowTown: Town;
  beforeAll(async () => {
    slowTown = buildTown(SEARCH_YAML + SLOW_KIND_YAML);
    slow = await serveTown(slowTown);
  });
  afterAll(async () => {
    await slow?.close();
    slowTown?.remove();
  });

  it('says it took too long while the other kinds still show', async () => {
    const j = (await client(slow)('/search.json?q=library')).json<SearchJson>();
    const byName = Object.fromEntries(j.kinds.map((k) => [k.name, k]));
    expect(byName.slow).toMatchObject({ timed_out: true, results: [], more_url: '/search.json?q=library&kind=slow' });
    expect(byName.notes).toMatchObject({ timed_out: false, count: 2 });
    const html = await client(slow)('/search?q=library');
    expect(html.status).toBe(200);
    expect(html.text).toContain('Searching Slow notes took too long');
    // It may answer next time: no cache keeps the page.
    expect(html.headers.get('cache-control')).toBe('no-store');
    expect((await get('/search?q=library')).headers.get('cache-control')).toMatch(/^max-age=/);
    expect(html.text).toContain('<a href="/person/P2">Note 2</a>');
  });
});

describe('a kind that keeps some rows of its table', () => {
  let filtered: RunningServer;
  let filteredTown: Town;
  beforeAll(async () => {
    filteredTown = buildTown(FILTERED_KINDS_YAML);
    filtered = await serveTown(filteredTown);
  });
  afterAll(async () => {
    await filtered?.close();
    filteredTown?.remove();
  });
  const kinds = async (q: string): Promise<SearchJson['kinds']> => (await client(filtered)(`/search.json?q=${q}`)).json<SearchJson>().kinds;

  it('finds the same rows in the same order whether it reads the matches or its rows first', async () => {
    const [matched, picked] = await kinds('library');
    expect(matched.results.map((h) => h.title)).toEqual(['Note 2', 'Note 1']);
    expect(picked.results).toEqual(matched.results);
    expect([picked.count, matched.count]).toEqual([2, 2]);
    // P3's notes only: neither kind has them.
    expect((await kinds('bulk')).map((k) => k.count)).toEqual([0, 0]);
  });

  it('ranks the newest matches among its own rows, or with filter_first every one', async () => {
    // Thousands of newer matches belong to P3: the window is taken after the condition.
    const [matched, picked] = await kinds('crowd');
    expect(matched).toMatchObject({ count: 10, count_capped: false, ranked_among: RANK_WINDOW });
    expect(picked).toMatchObject({ count: 10, count_capped: false, ranked_among: null });
    expect(matched.results.map((h) => h.title)).toEqual(['Note 20000', 'Note 20001', 'Note 20002', 'Note 20003', 'Note 20004']);
    expect(picked.results).toEqual(matched.results);
  });
});

describe('a kind narrowed by a column of its index', () => {
  let narrowed: RunningServer;
  let narrowedTown: Town;
  beforeAll(async () => {
    narrowedTown = buildTown(NARROWED_KINDS_YAML);
    narrowed = await serveTown(narrowedTown);
  });
  afterAll(async () => {
    await narrowed?.close();
    narrowedTown?.remove();
  });
  const kinds = async (query: string): Promise<Map<string, KindJson>> => {
    const r = await client(narrowed)(`/search.json?${query}`);
    expect(r.status, r.text).toBe(200);
    return new Map(r.json<SearchJson>().kinds.map((k) => [k.name, k]));
  };
  const titles = (k: KindJson | undefined): string[] => (k?.results ?? []).map((h) => h.title);

  it('finds and counts the same rows, in the same order, as without narrowing', async () => {
    for (const query of ['q=library', 'q=note+library', 'q=library+OR+crowd&_searchmode=raw', 'q=crowd&kind=narrowed']) {
      const found = await kinds(query);
      const plain = await kinds(query.replace('kind=narrowed', 'kind=plain'));
      const expected = plain.get('plain');
      expect(titles(expected).length, query).toBeGreaterThan(0);
      for (const name of query.includes('kind=') ? ['narrowed'] : ['narrowed', 'narrowed_all']) {
        expect(titles(found.get(name)), `${query} ${name}`).toEqual(titles(expected));
        expect(found.get(name)?.count, `${query} ${name}`).toBe(expected?.count);
      }
    }
    // Ranked by score, not by rowid: note 2 says "library" three times, note 1 once.
    expect(titles((await kinds('q=library')).get('narrowed'))).toEqual(['Note 2', 'Note 1']);
  });

  it('ranks the newest matches, or with filter_first every one', async () => {
    const found = await kinds('q=crowd');
    expect(found.get('narrowed')).toMatchObject({ count: 10, ranked_among: RANK_WINDOW });
    expect(found.get('narrowed_all')).toMatchObject({ count: 10, ranked_among: null });
  });

  it('matches only rows whose column holds the value, whatever else the condition keeps', async () => {
    // P3's "bulk" notes meet the broader condition but are not alpha_team: narrowing leaves them out.
    const found = await kinds('q=bulk');
    expect(found.get('too_narrow')).toMatchObject({ count: 0, results: [] });
    expect((await kinds('q=library')).get('too_narrow')?.count).toBe(2);
  });

  it('says what cannot be read of a raw query, as any kind does', async () => {
    const r = await client(narrowed)('/search.json?q=library+AND&_searchmode=raw');
    expect(r.status).toBe(200);
    expect(r.json<SearchJson>().error).toMatch(/could not be understood/);
  });

  it('is refused at start-up on a column the index lacks, an index that is not FTS5, or a kind sorted by order', async () => {
    const base = '{name: k, label: K, database: town, table: notes, title: body, where: "person_id = \'P1\'"';
    for (const [kind, message] of [
      [`${base}, fts: notes_team_fts, narrow: {column: person_id, value: P1}}`, /narrow: notes_team_fts has no column person_id/],
      [`${base}, fts: notes_fts4, narrow: {column: team, value: alpha_team}}`, /narrow: notes_fts4 is not an FTS5 index/],
      [
        `${base}, fts: notes_team_fts, order: note_id, narrow: {column: team, value: alpha_team}}`,
        /narrow: a kind with order is not ranked/,
      ],
    ] as const) {
      const bad = buildTown(`search:\n  - ${kind}\n`);
      try {
        await expect(serveTown(bad)).rejects.toThrow(message);
      } finally {
        bad.remove();
      }
    }
  });
});
