// Both services' search boxes over their test demo builds: common words find results in every
// kind, each result links where the kind says (entity page or row page), and the pages exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { RunningServer } from '../../engine/server.js';
import type { KindJson, SearchJson } from '../../engine/search/mount.js';
import { join, dirname } from 'node:path';
import { loadServiceConfig } from '../../engine/config/service.js';
import { serviceEngine } from '../../engine/service.js';
import { startServer } from '../../engine/server.js';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { startNonprofitsServer } from '../nonprofits/api/server.js';
import { client, type Fetched } from '../support/server.js';

// These tests are about what is found, not how fast: kinds get all the time they need.
const PATIENT: Array<[string, string]> = [['facet_time_limit_ms', '10000']];

async function startOpenregs(): Promise<RunningServer> {
  const dataDir = dirname(demoDatabasePaths().openregs);
  const config = loadServiceConfig(join(repoRoot(), 'services', 'openregs', 'service.yaml'), { dataDir, defaultDataDir: dataDir });
  const { options, mounts } = await serviceEngine(config, { settings: PATIENT });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  await server.engine.ready;
  return server;
}

const byName = (j: SearchJson): Record<string, KindJson> => Object.fromEntries(j.kinds.map((k) => [k.name, k]));

/** Every kind listed found matches, showed its best ones and did not run out of time. */
function expectFound(kinds: Record<string, KindJson>, names: string[]): void {
  for (const name of names) {
    const k = kinds[name];
    expect(k, name).toBeDefined();
    expect(k.timed_out, name).toBe(false);
    expect(k.count, name).toBeGreaterThan(0);
    expect(k.results.length, name).toBe(Math.min(5, k.count!));
  }
}

describe('OpenRegs search', () => {
  let server: RunningServer;
  let get: (path: string) => Promise<Fetched>;
  beforeAll(async () => {
    server = await startOpenregs();
    get = client(server);
  });
  afterAll(() => server?.close());

  it('finds a common word in every kind of record, each result linking to its page', async () => {
    const j = (await get('/search.json?q=health')).json<SearchJson>();
    expect(j.error).toBeNull();
    const kinds = byName(j);
    expect(Object.keys(kinds)).toEqual([
      'members',
      'bills',
      'federal_register',
      'dockets',
      'documents',
      'comments',
      'floor_speeches',
      'cfr',
      'hearings',
      'lobbying',
    ]);
    expectFound(kinds, ['bills', 'federal_register', 'dockets', 'documents', 'comments', 'floor_speeches', 'cfr', 'hearings', 'lobbying']);
    const prefixes: Record<string, RegExp> = {
      bills: /^\/bill\/[^/]+$/,
      federal_register: /^\/document\/[^/]+$/,
      dockets: /^\/docket\/[^/]+$/,
      documents: /^\/openregs\/documents\/[^/]+$/,
      comments: /^\/openregs\/comments\/[^/]+$/,
      floor_speeches: /^\/openregs\/congressional_record\/[^/]+$/,
      cfr: /^\/openregs\/cfr_sections\/[^/]+$/,
      hearings: /^\/openregs\/hearings\/[^/]+$/,
      lobbying: /^\/lobbying\/client\/[^/]+$/,
    };
    for (const [name, re] of Object.entries(prefixes)) for (const hit of kinds[name].results) expect(hit.url, name).toMatch(re);
    // Pages that exist on this branch open: the docket page and the row pages.
    for (const name of ['dockets', 'documents', 'comments', 'floor_speeches', 'cfr', 'hearings']) {
      expect((await get(kinds[name].results[0].url)).status, kinds[name].results[0].url).toBe(200);
    }
    // The HTML page groups the same results.
    const html = await get('/search?q=health');
    expect(html.status).toBe(200);
    expect(html.text).toContain('<h2 id="kind-bills-h">Bills <span class="count">');
    expect(html.text).toContain(`<a href="${kinds.hearings.results[0].url}">`);
  });

  it('finds members of Congress by name and links to their page', async () => {
    const db = new Database(demoDatabasePaths().openregs, { readonly: true });
    const member = db
      .prepare(
        `select a.name_last, a.bioguide_id from public_actors a join congress_members m on m.bioguide_id = a.bioguide_id
         where a.role_context = 'congress_member' and a.name_last is not null limit 1`,
      )
      .get() as { name_last: string; bioguide_id: string };
    db.close();
    const kinds = byName((await get(`/search.json?q=${encodeURIComponent(member.name_last)}`)).json<SearchJson>());
    expectFound(kinds, ['members']);
    const urls = (await get(`/search.json?q=${encodeURIComponent(member.name_last)}&kind=members`))
      .json<SearchJson>()
      .kinds[0].results.map((h) => h.url);
    expect(urls).toContain(`/member/${member.bioguide_id}`);
    expect((await get(`/member/${member.bioguide_id}`)).status).toBe(200);
  });

  it('every page has the search box', async () => {
    expect((await get('/openregs/legislation')).text).toContain('<form class="site-search" action="/search"');
  });
});

describe('990 search', () => {
  let server: RunningServer;
  let get: (path: string) => Promise<Fetched>;
  beforeAll(async () => {
    server = (await startNonprofitsServer(PATIENT)).server;
    get = client(server);
  });
  afterAll(() => server?.close());

  it('finds organisations, grants and filings by a common word, officers by a common name', async () => {
    const kinds = byName((await get('/search.json?q=foundation')).json<SearchJson>());
    expect(Object.keys(kinds)).toEqual(['organisations', 'grants', 'officers', 'charity_grants', 'daf_grants', 'programs', 'filings']);
    expectFound(kinds, ['organisations', 'grants', 'filings']);
    for (const hit of kinds.organisations.results) expect(hit.url).toMatch(/^\/org\/\d+$/);
    for (const hit of [...kinds.grants.results, ...kinds.filings.results]) expect(hit.url).toMatch(/^\/filing\/[^/]+$/);
    expect((await get(kinds.organisations.results[0].url)).status).toBe(200);
    expect((await get(kinds.filings.results[0].url)).status).toBe(200);
    const officers = byName((await get('/search.json?q=john')).json<SearchJson>());
    expectFound(officers, ['officers']);
    for (const hit of officers.officers.results) expect(hit.url).toMatch(/^\/person\?name=.+/);
  });

  it('finds grants of public charities and donor-advised funds, and foundation programmes', async () => {
    const grants = byName((await get('/search.json?q=university')).json<SearchJson>());
    expectFound(grants, ['charity_grants', 'daf_grants']);
    for (const hit of grants.charity_grants.results) expect(hit.url).toMatch(/^\/filing\/[^/]+$/);
    for (const hit of grants.daf_grants.results) {
      expect(hit.url).toMatch(/^\/org\/\d+$/);
      // Money as money: thousands separated.
      expect(hit.subtitle).toMatch(/^from .+ · \$-?\d{1,3}(,\d{3})*( · \d{4})?$|^from [^$]+$/);
    }
    expect((await get(grants.daf_grants.results[0].url)).status).toBe(200);
    expect((await get(grants.charity_grants.results[0].url)).status).toBe(200);
    // Programme descriptions are stemmed: "scholarship" finds "SCHOLARSHIPS …".
    const programs = byName((await get('/search.json?q=scholarship')).json<SearchJson>()).programs;
    expectFound({ programs }, ['programs']);
    expect(programs.results.some((h) => /SCHOLARSHIPS/i.test(h.title))).toBe(true);
    expect((await get(programs.results[0].url)).status).toBe(200);
  });

  it('counts past the cap as 1,000+ on the HTML page', async () => {
    const html = await get('/search?q=foundation');
    expect(html.status).toBe(200);
    expect(html.text).toMatch(/Grants <span class="count">\((1,000\+|[\d,]+) results?\)<\/span>/);
    expect(html.text).toContain('<form class="site-search" action="/search"');
  });
});
