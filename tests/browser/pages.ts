// Shared steps of the browser suites: a browser per test file, screenshots, JSON of the same page.
import { afterAll, beforeAll } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS, type RunningBrowser } from './chromium.js';

/** A chromium for the calling test file (launched in beforeAll, closed in afterAll). */
export function useBrowser(): { page(): Promise<Page> } {
  let running: RunningBrowser | undefined;
  beforeAll(async () => {
    running = await launchChromium();
  });
  afterAll(() => running?.close());
  return { page: () => running!.context.newPage() };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The JSON of the page the browser shows: same path with `.json`, same query string. */
export async function jsonOf<T>(page: Page): Promise<T> {
  const url = new URL(page.url());
  url.pathname += '.json';
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} → ${response.status}`);
  return (await response.json()) as T;
}

/** The text of every cell of one column of the page's results table. */
export async function columnTexts(page: Page, column: string): Promise<string[]> {
  const headers = await page.locator('table.rows thead th').allTextContents();
  const index = headers.findIndex((h) => h.replace(/[▲▼]/g, '').trim() === column);
  if (index < 0) throw new Error(`no column ${column} among ${headers.join(', ')}`);
  return page.locator(`table.rows tbody tr td:nth-child(${index + 1})`).allTextContents();
}
