// OpenRegs' member and docket profile pages (services/openregs/pages/pages.yaml) in a real browser, over the
// test demo build: the facts match the database, each table links to JSON with the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../engine/server.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { startOpenregsServer } from '../support/openregs-server.js';
import { jsonOf, screenshot, useBrowser } from './pages.js';

interface Member {
  bioguide_id: string;
  full_name: string;
  party: string;
  state: string;
  chamber: string;
  trades: number;
}
interface Docket {
  id: string;
  title: string;
  agency_id: string;
  comments: number;
  documents: number;
}

let server: RunningServer;
let member: Member;
let docket: Docket;

beforeAll(async () => {
  const db = new Database(demoDatabasePaths().openregs, { readonly: true });
  try {
    // The member with the most trades who also voted and sponsored a bill; the docket with the most comments.
    member = db
      .prepare(
        `select m.bioguide_id, m.full_name, m.party, m.state, m.chamber, count(*) as trades
      from congress_members m join stock_trades t on t.bioguide_id = m.bioguide_id
      where exists (select 1 from member_votes v where v.bioguide_id = m.bioguide_id)
        and exists (select 1 from legislation l where l.sponsor_bioguide_id = m.bioguide_id)
      group by m.bioguide_id order by trades desc, m.bioguide_id limit 1`,
      )
      .get() as Member;
    docket = db
      .prepare(
        `select d.id, d.title, d.agency_id,
        (select count(*) from comments c where c.docket_id = d.id) as comments,
        (select count(*) from documents x where x.docket_id = d.id) as documents
      from dockets d where d.title is not null order by comments desc, d.id limit 1`,
      )
      .get() as Docket;
  } finally {
    db.close();
  }
  server = await startOpenregsServer();
});
afterAll(() => server?.close());
const browser = useBrowser();

const open = (path: string, status?: number): Promise<Page> => browser.open(server.url + path, status);

/** The rows of the table under a heading, and the rows its JSON link answers. */
async function sectionRows(page: Page, heading: string): Promise<{ shown: number; json: unknown[] }> {
  const section = page.locator(`h2:text-is("${heading}") + *`);
  const shown = await section.locator('tbody tr').count();
  const href = await page.locator(`h2:text-is("${heading}") ~ p.pill-links a:text-is("JSON")`).first().getAttribute('href');
  const response = await fetch(server.url + href!);
  expect(response.status).toBe(200);
  return { shown, json: ((await response.json()) as { rows: unknown[] }).rows };
}

describe('member profile', () => {
  it("shows the member's facts and four tables, each linking to the JSON of its rows", async () => {
    const page = await open(`/member/${member.bioguide_id}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(member.full_name);
    await expect(page.title()).resolves.toContain(member.full_name);
    const facts = await page.locator('dl.record').textContent();
    for (const fact of [member.party, member.state, member.chamber]) expect(facts).toContain(fact);
    expect(facts).toMatch(/Years served\d{4}–(\d{4}|present)/);
    const trades = await sectionRows(page, 'Recent stock trades');
    expect(trades.shown).toBe(Math.min(member.trades, 25));
    // The JSON link answers the whole list; the page shows its first page.
    expect(trades.json.length).toBe(Math.min(member.trades, 1000));
    for (const heading of ['Recent votes', 'Sponsored bills']) {
      const rows = await sectionRows(page, heading);
      expect(rows.shown).toBeGreaterThan(0);
      expect(rows.shown).toBe(Math.min(rows.json.length, 25));
    }
    await expect(page.locator('h2', { hasText: 'Top donor committees' }).count()).resolves.toBe(1);
    await screenshot(page, 'member-profile');
  });

  it("is reached from the member's row page", async () => {
    const page = await open(`/openregs/congress_members/${member.bioguide_id}`);
    await page.getByRole('link', { name: 'Open the member of Congress page' }).click();
    await page.waitForURL(`${server.url}/member/${member.bioguide_id}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(member.full_name);
  });

  it('an unknown member is a 404 page with a link back', async () => {
    const page = await open('/member/X999999', 404);
    await expect(page.locator('.error').textContent()).resolves.toContain('X999999');
    await screenshot(page, 'profile-not-found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});

describe('docket profile', () => {
  it('shows title, agency, documents and comments per month adding up to the comment count', async () => {
    const page = await open(`/docket/${docket.id}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(docket.title);
    await expect(page.locator('dl.record').textContent()).resolves.toContain(docket.agency_id);
    await expect(page.locator('dl.record').textContent()).resolves.toContain(docket.comments.toLocaleString('en-US'));
    const documents = await sectionRows(page, 'Documents');
    expect(documents.shown).toBe(Math.min(docket.documents, 25));
    // The chart's data: comments per month add up to the docket's comments.
    await expect(page.locator('h2:text-is("Comments per month") + figure svg').count()).resolves.toBe(1);
    const perMonth = (await jsonOf<{ queries: { monthly: { rows: { comments: number }[] } } }>(page)).queries.monthly.rows;
    expect(perMonth.reduce((n, r) => n + r.comments, 0)).toBe(docket.comments);
    await screenshot(page, 'docket-profile');
  });

  it("is reached from the docket's row page", async () => {
    const page = await open(`/openregs/dockets/${encodeURIComponent(docket.id)}`);
    await page.getByRole('link', { name: 'Open the docket page' }).click();
    await page.waitForURL(`${server.url}/docket/${encodeURIComponent(docket.id)}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(docket.title);
  });

  it('reads well on a phone-sized screen', async () => {
    const page = await open(`/docket/${docket.id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing but the tables' own scroll areas is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'docket-profile-phone');
  });
});
