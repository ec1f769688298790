// Every kind of OpenRegs entity page in a real browser, over the test demo build: the page renders
// its title and its sections, a name in a list leads to that entity's page, and the page reads on a
// phone-sized screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { RunningServer } from '../../engine/server.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { startOpenregsServer } from '../support/openregs-server.js';
import { screenshot, useBrowser } from './pages.js';

interface Kind {
  /** Page path for the entity. */
  path: string;
  /** The page's heading. */
  title: string;
  /** Section headings the page shows. */
  sections: string[];
  /** A link on the page to another entity page (its path prefix). */
  leadsTo: string;
  /** Charts the page draws. */
  charts: number;
}

let server: RunningServer;
const kinds: Record<string, Kind> = {};

beforeAll(async () => {
  const db = new Database(demoDatabasePaths().openregs, { readonly: true });
  const get = <T>(sql: string): T => db.prepare(sql).get() as T;
  try {
    const member = get<{ id: string; name: string }>(
      `select m.bioguide_id as id, m.full_name as name from congress_members m
       where exists (select 1 from committee_memberships c where c.bioguide_id = m.bioguide_id)
         and exists (select 1 from legislation l where l.sponsor_bioguide_id = m.bioguide_id)
       order by m.trade_count desc, m.bioguide_id limit 1`,
    );
    kinds.member = {
      path: `/member/${member.id}`,
      title: member.name,
      sections: ['Committees', 'Recent stock trades', 'Recent votes', 'Sponsored bills', 'Cosponsored bills', 'Floor speeches'],
      leadsTo: '/committee/',
      charts: 1,
    };
    const bill = get<{ id: string; title: string }>(
      `select l.bill_id as id, l.title from legislation l
       where exists (select 1 from legislation_cosponsors c join congress_members m on m.bioguide_id = c.bioguide_id where c.bill_id = l.bill_id)
       order by l.cosponsor_count desc, l.bill_id limit 1`,
    );
    kinds.bill = {
      path: `/bill/${bill.id}`,
      title: bill.title,
      sections: ['Subjects', 'Cosponsors', 'Actions', 'Roll-call votes', 'Floor speeches', 'Lobbying'],
      leadsTo: '/member/',
      charts: 0,
    };
    const committee = get<{ id: string; name: string }>(
      `select c.committee_id as id, c.name from committees c where c.parent_committee_id is null
       order by (select count(*) from committee_memberships m where m.committee_id = c.committee_id) desc, c.committee_id limit 1`,
    );
    kinds.committee = {
      path: `/committee/${committee.id}`,
      title: committee.name,
      sections: ['Members', 'Hearings', "Members' stock trades", 'Recent trades by members'],
      leadsTo: '/member/',
      charts: 0,
    };
    const docket = get<{ id: string; title: string }>(
      `select d.id, d.title from dockets d where d.title is not null
       order by (select count(*) from comments c where c.docket_id = d.id) desc, d.id limit 1`,
    );
    kinds.docket = {
      path: `/docket/${encodeURIComponent(docket.id)}`,
      title: docket.title,
      sections: ['Documents', 'Comments per month', 'Top commenting organizations', 'Federal Register documents'],
      leadsTo: '/agency/',
      charts: 1,
    };
    const document = get<{ id: string; title: string }>(
      `select fr.document_number as id, fr.title from federal_register fr
       where exists (select 1 from fr_regs_crossref x where x.fr_document_number = fr.document_number)
       order by fr.publication_date desc, fr.document_number limit 1`,
    );
    kinds.document = {
      path: `/document/${encodeURIComponent(document.id)}`,
      title: document.title,
      sections: ['On Regulations.gov', "Its docket's documents"],
      leadsTo: '/agency/',
      charts: 0,
    };
    const agency = get<{ code: string; name: string }>(
      `select m.regs_code as code, m.fr_agency_name as name from agency_map m
       order by (select count(*) from dockets d where d.agency_id = m.regs_code) desc limit 1`,
    );
    kinds.agency = {
      path: `/agency/${encodeURIComponent(agency.code)}`,
      title: agency.name,
      sections: ['Federal Register documents per year', 'Open for comment now', 'Dockets', 'Spending awards per fiscal year'],
      leadsTo: '/docket/',
      charts: 2,
    };
    const client = get<{ name: string }>(
      `select client_name as name from lobbying_filings where filing_type glob '[1234Q]*' group by 1 order by count(*) desc, 1 limit 1`,
    );
    kinds.client = {
      path: `/lobbying/client/${encodeURIComponent(client.name)}`,
      title: client.name,
      sections: ['LD-2 totals per year', 'Issues', 'Lobbying firms', 'Lobbyists'],
      leadsTo: '/lobbying/registrant/',
      charts: 1,
    };
    const registrant = get<{ name: string }>(
      `select registrant_name as name from lobbying_filings where filing_type glob '[1234Q]*' group by 1 order by count(*) desc, 1 limit 1`,
    );
    kinds.registrant = {
      path: `/lobbying/registrant/${encodeURIComponent(registrant.name)}`,
      title: registrant.name,
      sections: ['LD-2 totals per year', 'Issues', 'Clients', 'Lobbyists'],
      leadsTo: '/lobbying/client/',
      charts: 1,
    };
  } finally {
    db.close();
  }
  server = await startOpenregsServer();
});
afterAll(() => server?.close());
const browser = useBrowser();

describe.each(['member', 'bill', 'committee', 'docket', 'document', 'agency', 'client', 'registrant'])('the %s page', (kind) => {
  it('renders its title and sections, and a name on it leads to that page', async () => {
    const { path, title, sections, leadsTo } = kinds[kind];
    const page = await browser.open(server.url + path);
    await expect(page.locator('h1').textContent()).resolves.toContain(title);
    await expect(page.title()).resolves.toContain(title.slice(0, 40));
    const headings = await page.locator('h2').allTextContents();
    for (const heading of sections) expect(headings, heading).toContain(heading);
    // Charts are server-drawn SVG, each with its text alternative.
    await expect(page.locator('main figure svg').count()).resolves.toBe(kinds[kind].charts);
    await screenshot(page, `entity-${kind}`);
    const link = page.locator(`main a[href^="${leadsTo}"]`).first();
    await expect(link.count(), `a link to ${leadsTo}`).resolves.toBe(1);
    const href = await link.getAttribute('href');
    expect(href, `a link to ${leadsTo}`).toBeTruthy();
    await link.click();
    await page.waitForURL(`${server.url}${href}`);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(page.locator('.error').count()).resolves.toBe(0);
  });

  it('reads on a phone-sized screen', async () => {
    const page = await browser.open(server.url + kinds[kind].path);
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
