// Shared steps of the browser suites: a browser per test file, screenshots, JSON of the same page.
import { afterAll, beforeAll, expect } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS, type RunningBrowser } from './chromium.js';

export interface TestBrowser {
  page(): Promise<Page>;
  /** A new page at `url`, expecting the answer's status. */
  open(url: string, status?: number): Promise<Page>;
}

/** A chromium for the calling test file (launched in beforeAll, closed in afterAll). */
export function useBrowser(): TestBrowser {
  let running: RunningBrowser | undefined;
  beforeAll(async () => {
    running = await launchChromium();
  });
  afterAll(() => running?.close());
  const page = (): Promise<Page> => running!.context.newPage();
  return {
    page,
    async open(url, status = 200) {
      const opened = await page();
      const response = await opened.goto(url);
      expect(response?.status(), url).toBe(status);
      return opened;
    },
  };
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
