// The search box in a real browser, on the town fixture: type in the header's box on a Datasette
// page, land on /search with results grouped by kind, follow one to its entity page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../engine/server.js';
import { buildTown, SEARCH_YAML, serveTown, type Town } from '../pages/site/town.js';
import { screenshot, useBrowser } from './pages.js';

let town: Town;
let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  town = buildTown(SEARCH_YAML);
  server = await serveTown(town);
});
afterAll(async () => {
  await server?.close();
  town?.remove();
});

describe('the header search box', () => {
  it('searches from any page and follows a result to its page', async () => {
    const page = await browser.open(`${server.url}/town/grants`);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('library');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=library$/);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Grants (24 results)', 'Notes (2 results)']);
    // The header box keeps the text searched for.
    expect(await page.getByRole('searchbox', { name: 'Search the site' }).inputValue()).toBe('library');
    await screenshot(page, 'search-results');
    const notes = page.locator('#kind-notes');
    await notes.getByRole('link', { name: 'Note 2' }).click();
    await page.waitForURL(/\/person\/P2$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Alan Turing');
    await page.close();
  });

  it('a search SQLite cannot read shows a message, and "more" pages through one kind', async () => {
    const page = await browser.open(`${server.url}/search?q=library&kind=grants`);
    expect(await page.locator('ol.search-results li').count()).toBe(20);
    await page.getByRole('link', { name: 'Next page →' }).click();
    await page.waitForURL(/page=2$/);
    expect(await page.locator('ol.search-results li').count()).toBe(4);
    await page.close();
    const raw = await browser.open(`${server.url}/search?q=${encodeURIComponent('"library')}&_searchmode=raw`);
    expect(await raw.getByRole('alert').textContent()).toContain('Your search could not be understood');
    await raw.close();
  });
});
