// The 990 organisation page in a real browser over the demo build: each section's table shows the
// rows its JSON link answers, the page is reached from the master-file row page, and an unknown EIN
// is a 404 page whose link leads back home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../../engine/index.js';
import { screenshot, useBrowser } from '../../browser/pages.js';
import { startNonprofitsServer } from '../api/server.js';

let server: RunningServer;
beforeAll(async () => {
  ({ server } = await startNonprofitsServer());
});
afterAll(() => server?.close());
const browser = useBrowser();

const open = (path: string, status?: number): Promise<Page> => browser.open(server.url + path, status);

/** Rows shown under a heading, and the rows of the JSON that section links to. */
async function sectionRows(page: Page, heading: string): Promise<{ shown: number; json: unknown[] }> {
  const shown = await page.locator(`h2:text-is("${heading}") + * tbody tr`).count();
  const href = await page.locator(`h2:text-is("${heading}") ~ p.pill-links a:text-is("JSON")`).first().getAttribute('href');
  const response = await fetch(server.url + href!);
  expect(response.status).toBe(200);
  return { shown, json: ((await response.json()) as { rows: unknown[] }).rows };
}

describe('organisation page', () => {
  it('shows each section with the rows of its JSON', async () => {
    const page = await open('/org/530196605');
    await expect(page.locator('h1').textContent()).resolves.toBe('AMERICAN NATIONAL RED CROSS');
    for (const heading of ['Financial timeline', 'Officers of the latest filing', 'Grants received', 'Related organisations']) {
      const rows = await sectionRows(page, heading);
      expect(rows.shown, heading).toBeGreaterThan(0);
      expect(rows.shown, heading).toBe(rows.json.length);
    }
    await screenshot(page, 'org-profile');
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
