// The configured 990 pages over HTTP on the demo build: /org/{ein} and /filing/{object_id} render
// their sections with links to each section's JSON, and an unknown id is a 404 page linking back.
import { describe, expect, it } from 'vitest';
import { rows } from '../../api/fixture.js';
import { useNonprofitsServer } from '../api/server.js';

const f = useNonprofitsServer();

async function page(path: string, status = 200): Promise<string> {
  const response = await f.get(path);
  const html = await response.text();
  expect(response.status, html.slice(0, 500)).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return html;
}

describe('/org/{ein}', () => {
  it('shows the profile and every section with its JSON link', async () => {
    const html = await page('/org/530196605');
    const [bmf] = rows<{ name: string; state: string; ntee_cd: string; subsection: string }>(
      f.db,
      "select name, state, ntee_cd, subsection from bmf where ein = '530196605'",
    );
    expect(html).toContain(`<h1>${bmf.name}</h1>`);
    expect(html).toContain(bmf.ntee_cd);
    expect(html).toContain(`(${bmf.subsection})`);
    for (const heading of [
      'Finances by year',
      'Officers over the years',
      'Grants made',
      'Grants received',
      'Related organisations',
      'Filings',
    ]) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('/990data_public/related_orgs_for_ein.json?');
    expect(html).toContain('PRESIDENT AND CEO');
  });

  it("shows a foundation's grants and payout", async () => {
    const html = await page('/org/990000001');
    expect(html).toContain('<h2>Foundation payout</h2>');
    const [largest] = rows<{ recipient_name: string }>(
      f.db,
      "select recipient_name from grants where ein = '990000001' and grant_type = 'paid' order by amount desc, id limit 1",
    );
    expect(html).toContain(largest.recipient_name.replace(/&/g, '&amp;'));
  });

  it('shows an organisation that left the master file, as the last file described it', async () => {
    const html = await page('/org/990000007');
    const [former] = rows<{ city: string; ruling: string; foundation: string; last_seen_asof: string; dropped_asof: string }>(
      f.db,
      "select city, ruling, foundation, last_seen_asof, dropped_asof from bmf_former where ein = '990000007'",
    );
    expect(html).toContain(`left the IRS master file (${former.dropped_asof}; last listed ${former.last_seen_asof})`);
    expect(html).toContain(`, ${former.city}</dd>`);
    expect(html).toContain(`<dt>Ruling</dt><dd>${former.ruling}</dd>`);
    expect(html).toContain(`<dt>Foundation code</dt><dd>${former.foundation}</dd>`);
  });

  it("names the master file's as-of date", async () => {
    const [{ as_of_date }] = rows<{ as_of_date: string }>(f.db, 'select as_of_date from bmf_source_meta order by loaded_utc desc limit 1');
    expect(await page('/org/530196605')).toContain(`(file as of ${as_of_date})`);
  });

  it('is a 404 page with a link back for an unknown EIN', async () => {
    expect(rows(f.db, "select 1 from returns where ein = '999999999'")).toEqual([]);
    const html = await page('/org/999999999', 404);
    expect(html).toMatch(/href="\/"/);
  });
});

describe('/filing/{object_id}', () => {
  it('shows the filing, its people and whether it is the canonical one', async () => {
    const [filing] = rows<{ object_id: string; org_name: string }>(
      f.db,
      "select object_id, org_name from canonical_returns where ein = '530196605' and tax_year = 2022 and return_type = '990'",
    );
    const html = await page(`/filing/${filing.object_id}`);
    expect(html).toContain(filing.org_name);
    expect(html).toContain('yes (canonical filing)');
    expect(html).toContain('PRESIDENT AND CEO');
    expect(html).toContain('href="/org/530196605"');
  });

  it('says when another filing of the year counts (fixture 990000009, 2022)', async () => {
    const [other] = rows<{ object_id: string }>(
      f.db,
      "select object_id from returns where ein = '990000009' and tax_year = 2022 and return_type = '990' order by object_id desc limit 1",
    );
    const html = await page(`/filing/${other.object_id}`);
    expect(html).toContain('another filing of this year and form is canonical');
  });

  it('is a 404 page with a link back for an unknown object_id', async () => {
    const html = await page('/filing/000000000000000000', 404);
    expect(html).toMatch(/href="\/"/);
  });
});

describe('the instance description', () => {
  it('states the live counts of the served database', async () => {
    const [n] = rows<{ returns: number; lo: number; hi: number }>(
      f.db,
      'select count(*) as returns, min(tax_year) as lo, max(tax_year) as hi from returns',
    );
    const compact = (v: number): string => (v >= 1e6 ? `${(v / 1e6).toFixed(1)}M` : v >= 1e3 ? `${Math.floor(v / 1e3)}K` : String(v));
    const html = await page('/');
    expect(html).toContain(`IRS Form 990 nonprofit data: ${compact(n.returns)} returns (tax years ${n.lo}–${n.hi})`);
    expect(html).not.toMatch(/\{\w+(:count)?\}/);
  });
});

describe('the database page', () => {
  it('lists the canned queries under their groups', async () => {
    const html = await page('/990data_public');
    const headings = [...html.matchAll(/<h3 class="query-group">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Search', 'Organisations', 'Grants &amp; DAFs', 'Compensation', 'Analysis']);
    const section = (title: string): string =>
      html.split(`<h3 class="query-group">${title}</h3>`)[1].split('<h3 class="query-group">')[0].split('<h2>')[0];
    expect(section('Search')).toContain('/990data_public/search_grants"');
    expect(section('Organisations')).toContain('/990data_public/grants_received_by_ein"');
    expect(section('Grants &amp; DAFs')).toContain('/990data_public/largest_foundations_by_assets"');
    expect(section('Compensation')).toContain('/990data_public/highest_paid_by_title"');
    expect(section('Analysis')).toContain('/990data_public/former_organisations"');
  });
});
