// The 990 entity pages (services/nonprofits/pages/pages.yaml) in a real browser over the test build:
// each kind of page renders its sections and its charts (as SVG), its links lead from one entity to
// the next, each table shows the rows of its JSON twin, and an unknown key is a 404 page whose link
// leads back home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../engine/index.js';
import { startNonprofitsServer } from '../nonprofits/api/server.js';
import { chooseEntities, type Entities } from '../nonprofits/pages/entities.js';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { jsonOf, screenshot, useBrowser } from './pages.js';

let server: RunningServer;
let e: Entities;
beforeAll(async () => {
  const started = await startNonprofitsServer();
  server = started.server;
  const db = new Database(join(started.dataDir, '990data_public.db'), { readonly: true });
  try {
    e = chooseEntities(db);
  } finally {
    db.close();
  }
});
afterAll(() => server?.close());
const browser = useBrowser();

const open = (path: string, status?: number): Promise<Page> => browser.open(server.url + path, status);

interface Twin {
  queries: Record<string, { rows: unknown[] }>;
}

/** Rows shown in the table that follows a heading. */
const shownRows = (page: Page, heading: string): Promise<number> =>
  page.locator(`h2:text-is("${heading}") ~ div.table-wrap`).first().locator('tbody tr').count();

describe('organisation page', () => {
  it('draws its finances as a chart and shows each section with the rows of its twin', async () => {
    const page = await open(`/org/${e.charity}`);
    const chart = page.locator('#figure-finances .chart-svg svg');
    await expect(chart.isVisible()).resolves.toBe(true);
    // A line and points for each of the three figures.
    expect(await chart.locator('path').count()).toBeGreaterThan(3);
    const twin = await jsonOf<Twin>(page);
    for (const [heading, query] of [
      ['Officers over the years', 'officers'],
      ['Grants made', 'grants_made'],
      ['Filings', 'filings'],
    ] as const) {
      expect(await shownRows(page, heading), heading).toBe(twin.queries[query].rows.length);
      expect(twin.queries[query].rows.length, heading).toBeGreaterThan(0);
    }
    await screenshot(page, 'nonprofit-org');
  });

  it('leads from a grant recipient to its own page', async () => {
    const page = await open(`/org/${e.charity}`);
    const link = page.locator('h2:text-is("Grants made") ~ div.table-wrap a[href^="/org/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${server.url}${href}`);
    await expect(page.locator('h1').count()).resolves.toBe(1);
  });

  it("is reached from the organisation's master-file row page", async () => {
    const page = await open('/990data_public/bmf/990000001');
    await page.getByRole('link', { name: 'Open the organisation page' }).click();
    await page.waitForURL(`${server.url}/org/990000001`);
    await expect(page.locator('h1').textContent()).resolves.toBe('EXAMPLE FAMILY FOUNDATION');
  });

  it('an unknown EIN is a 404 page with a link back', async () => {
    const page = await open('/org/999999999', 404);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});

describe('filing page', () => {
  it('shows its figures and people, and leads to a person', async () => {
    const page = await open(`/filing/${e.filing}`);
    const twin = await jsonOf<Twin>(page);
    expect(await shownRows(page, 'Figures')).toBe(twin.queries.figures.rows.length);
    expect(await shownRows(page, 'Officers, directors and key employees')).toBe(twin.queries.officers.rows.length);
    await screenshot(page, 'nonprofit-filing');
    const person = page.locator('a[href^="/person?name="]').first();
    const href = await person.getAttribute('href');
    await person.click();
    await page.waitForURL(`${server.url}${href}`);
    await expect(page.locator('h2:text-is("Do not add these amounts up")').count()).resolves.toBe(1);
  });
});

describe('person page', () => {
  it('shows the caveat, the organisations and the roles of the twin, and draws pay as a chart', async () => {
    const page = await open(`/person?name=${encodeURIComponent(e.person)}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(e.person);
    await expect(page.getByText('Summing pay across filings double counts').isVisible()).resolves.toBe(true);
    const twin = await jsonOf<Twin>(page);
    expect(await shownRows(page, 'Roles and pay by year')).toBe(twin.queries.roles.rows.length);
    expect(await shownRows(page, 'Organisations')).toBe(twin.queries.organisations.rows.length);
    await expect(page.locator('#figure-pay .chart-svg svg').isVisible()).resolves.toBe(true);
    await screenshot(page, 'nonprofit-person');
  });

  it('without a name is a 400 page', async () => {
    const page = await open('/person', 400);
    await expect(page.locator('body').textContent()).resolves.toMatch(/name/);
  });
});
