// Configured-page features on a database of their own, through a real server: query_params, the
// `.json` twin, paged queries, column labels/formats/links (query and file level), file-level links
// on Datasette pages, and the 404/400 pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { RunningServer } from '../../engine/server.js';
import { client, type Fetched } from '../support/server.js';
import { buildTown, P1_GRANTS, serveTown, type Town } from './site/town.js';

let town: Town;
let server: RunningServer;
let get: (path: string) => Promise<Fetched>;

beforeAll(async () => {
  town = buildTown();
  server = await serveTown(town);
  get = client(server);
});
afterAll(async () => {
  await server?.close();
  town?.remove();
});

const unescape = (s: string): string => s.replace(/&amp;/g, '&');

interface TwinQuery {
  columns: string[];
  rows: Array<Record<string, unknown>>;
  truncated: boolean;
  json: string;
  page?: number;
  prev_url?: string | null;
  next_url?: string | null;
}
interface Twin {
  page: string;
  params: Record<string, string>;
  queries: Record<string, TwinQuery>;
}

describe('column labels, formats and links', () => {
  it('label headers, format values, right-align numbers and link cells', async () => {
    const r = await get('/person/P1');
    expect(r.status).toBe(200);
    const grants = r.text.slice(r.text.indexOf('<section id="grants">'), r.text.indexOf('<section id="figures">'));
    // Query-level label, file-level label, humanised names.
    expect(grants).toContain('<th scope="col" title="grant_id">Grant</th>');
    expect(grants).toContain('<th scope="col" title="awarded">Awarded on</th>');
    expect(grants).toContain('<th scope="col" title="person_id">Person id</th>');
    // File-level money and date formats; numbers right-aligned.
    expect(grants).toContain('<td class="num">$3,000</td>');
    expect(grants).toContain('<td>Jan 3, 2024</td>');
    // Links from the row (another column) and from the cell itself.
    expect(grants).toContain('<a href="/grant/3">3</a>');
    expect(grants).toContain('<a href="/person/P1">P1</a>');
    const figures = r.text.slice(r.text.indexOf('<section id="figures">'));
    expect(figures).toContain('<th scope="col" title="salary">Pay</th>');
    expect(figures).toContain('<td class="num">$1,234.50</td>');
    expect(figures).toContain('<td class="num">12,345</td>');
    expect(figures).toContain('<td class="num">12.5%</td>');
    expect(figures).toContain('<td>2024</td>');
  });

  it('nulls show as a dash saying there is no value, unformatted and unlinked', async () => {
    const r = await get('/person/P3');
    const figures = r.text.slice(r.text.indexOf('<section id="figures">'));
    expect(figures).toContain('<td class="num">0</td>');
    expect(figures.match(/<span class="null" title="No value">—<\/span>/g)?.length).toBe(4);
    expect(figures).not.toContain('null<');
    expect((await get('/person/P2')).text).toContain('<td>1999</td>');
  });
});

describe('paged queries', () => {
  it('page N at ?<query>_page=N with previous and next links', async () => {
    const first = await get('/person/P1');
    expect(first.text).toContain('<a href="/person/P1?grants_page=2" rel="next">');
    expect(first.text).not.toContain('rel="prev"');
    expect(first.text).not.toContain('Only the first');
    const second = await get('/person/P1?grants_page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('<a href="/person/P1" rel="prev">');
    expect(second.text).toContain('<a href="/person/P1?grants_page=3" rel="next">');
    expect(second.text).toContain('<a href="/grant/11">11</a>');
    expect(second.text).not.toContain('<a href="/grant/10">10</a>');
    const last = await get('/person/P1?grants_page=3');
    expect(last.text).toContain('<a href="/grant/23">23</a>');
    expect(last.text).not.toContain('rel="next"');
    // A page past the end is empty, not an error.
    expect((await get('/person/P1?grants_page=9')).text).toContain('<a href="/person/P1?grants_page=8" rel="prev">');
  });

  it('a query that pages itself gets the rows of the page asked for, bound, not wrapped', async () => {
    const db = new Database(town.db, { readonly: true });
    const all = db
      .prepare(
        'select g.grant_id, g.amount, p.name from grants g join people p using (person_id) where person_id = ? order by amount desc, grant_id',
      )
      .all('P1');
    db.close();
    expect(all).toHaveLength(P1_GRANTS);
    const first = (await get('/person/P1.json')).json<Twin>().queries.largest;
    expect(first.rows).toEqual(all.slice(0, 10));
    expect(first).toMatchObject({ page: 1, truncated: true, next_url: '/person/P1.json?largest_page=2' });
    // Its SQL on the Datasette routes, with the paging it ran with.
    expect(new URL(first.json, 'http://x').searchParams.get('_page_limit')).toBe('11');
    const second = (await get('/person/P1.json?largest_page=2')).json<Twin>().queries.largest;
    expect(second.rows).toEqual(all.slice(10, 20));
    expect(new URL(second.json, 'http://x').searchParams.get('_page_offset')).toBe('10');
    const last = (await get('/person/P1.json?largest_page=3')).json<Twin>().queries.largest;
    expect(last.rows).toEqual(all.slice(20));
    expect(last).toMatchObject({ page: 3, truncated: false, next_url: null });
  });

  it('a bad page number is a 400, in HTML and JSON', async () => {
    for (const bad of ['0', '-1', 'two', '1.5', '']) {
      const r = await get(`/person/P1?grants_page=${bad}`);
      expect(r.status).toBe(400);
      expect(r.text).toContain('&quot;grants_page&quot; must be a page number');
    }
    const j = await get('/person/P1.json?grants_page=x');
    expect(j.status).toBe(400);
    expect(j.json()).toEqual({ ok: false, error: '"grants_page" must be a page number (1, 2, 3, …), not "x".', status: 400, title: null });
  });
});

describe('the .json twin', () => {
  it('answers the page variables and each query with raw names and values', async () => {
    const r = await get('/person/P1.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const twin = r.json<Twin>();
    expect(twin.page).toBe('/person/P1');
    expect(twin.params).toEqual({ person_id: 'P1' });
    const db = new Database(town.db, { readonly: true });
    try {
      const expected = db
        .prepare('select grant_id, amount, awarded, purpose, person_id from grants where person_id = ? order by grant_id')
        .all('P1');
      expect(twin.queries.grants.rows).toEqual(expected.slice(0, 10));
      expect(twin.queries.grants.columns).toEqual(['grant_id', 'amount', 'awarded', 'purpose', 'person_id']);
      expect(twin.queries.person.rows).toEqual(db.prepare('select * from people where person_id = ?').all('P1'));
      expect(twin.queries.figures.rows).toEqual([{ visits: 12345, salary: 1234.5, bonus_pct: 12.5, joined: '2024-03-05', city: 'London' }]);
      const page3 = (await get('/person/P1.json?grants_page=3')).json<Twin>().queries.grants;
      expect(page3.rows).toEqual(expected.slice(20));
      expect(page3).toMatchObject({ page: 3, truncated: false, prev_url: '/person/P1.json?grants_page=2', next_url: null });
    } finally {
      db.close();
    }
    expect(twin.queries.grants).toMatchObject({ page: 1, truncated: true, prev_url: null, next_url: '/person/P1.json?grants_page=2' });
    expect(twin.queries.figures).not.toHaveProperty('page');
    // Each query's `json` is the same query, all its rows, on the Datasette routes.
    const all = (await get(twin.queries.grants.json + '&_shape=objects')).json<{ rows: unknown[] }>();
    expect(all.rows.length).toBe(P1_GRANTS);
  });

  it('the HTML page links to its twin, query string and all', async () => {
    expect((await get('/person/P1')).text).toContain('<a href="/person/P1.json">This page as JSON</a>');
    expect(unescape((await get('/person/P1?grants_page=2')).text)).toContain('<a href="/person/P1.json?grants_page=2">');
  });

  it('a missing key is a JSON 404', async () => {
    const r = await get('/person/NOPE.json');
    expect(r.status).toBe(404);
    expect(r.json()).toEqual({ ok: false, error: 'No person matches NOPE.', status: 404, title: null });
  });
});

describe('query_params', () => {
  it('are page variables read from the query string', async () => {
    const r = await get('/who?name=Ada%20Lovelace');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<h1>Ada Lovelace</h1>');
    const twin = (await get('/who.json?name=Alan+Turing')).json<Twin>();
    expect(twin.params).toEqual({ name: 'Alan Turing' });
    expect(twin.queries.people.rows).toEqual([{ person_id: 'P2', name: 'Alan Turing', city: 'Manchester' }]);
  });

  it('a missing or empty one is a 400 naming it', async () => {
    for (const path of ['/who', '/who?name=', '/who?name=%20', '/who?other=1']) {
      const r = await get(path);
      expect(r.status).toBe(400);
      expect(r.text).toContain('This page needs the query-string parameter &quot;name&quot; (/who?name=…).');
    }
    const j = await get('/who.json');
    expect(j.status).toBe(400);
    expect(j.json<{ error: string }>().error).toContain('"name"');
  });

  it('an unknown value is a 404 page', async () => {
    const r = await get('/who?name=Nobody');
    expect(r.status).toBe(404);
    expect(r.text).toContain('No person named matches Nobody.');
  });

  it('linked_from carries them in the query string', async () => {
    expect((await get('/town/people/P1')).text).toContain('<a href="/who?name=Ada%20Lovelace">Open the person named page</a>');
  });
});

describe('file-level links on Datasette pages', () => {
  it('link cells of the column on table, row and query pages', async () => {
    // A foreign key keeps its label and links to the configured page instead of the row.
    const table = await get('/town/grants');
    expect(table.text).toContain('<a href="/person/P1">Ada Lovelace</a> <span class="key">P1</span>');
    const row = await get('/town/grants/100');
    expect(row.text).toContain('<a href="/person/P2">Alan Turing</a> <span class="key">P2</span>');
    expect((await get('/town/people')).text).toContain('<a href="/town/people/P1">P1</a>'); // a key cell keeps its row link
    const query = await get('/town?sql=' + encodeURIComponent('select person_id, name from people order by person_id'));
    expect(query.text).toContain('<a href="/person/P3">P3</a>');
    // A link limited to one table applies there only.
    expect((await get('/town/people')).text).toContain('<a href="/who?name=Grace%20Hopper">Grace Hopper</a>');
    expect(query.text).not.toContain('/who?name=');
  });
});
