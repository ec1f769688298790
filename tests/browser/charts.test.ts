// Charts in a real browser (Debian's chromium): a configured page over the OpenRegs demo build
// declares a stacked bar chart of a member's stock trades per month; the server-drawn SVG shows one
// bar per row of its data, its axis titles and its text alternative, with JavaScript disabled.
// `CHART_EXAMPLE_PNG=1 npx vitest run tests/browser/charts.test.ts` also writes the figure's
// screenshot to docs/chart-example.png (the README's example).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../engine/server.js';
import { loadPages } from '../../engine/pages/load.js';
import { pagesMount } from '../../engine/pages/mount.js';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { screenshot, useBrowser } from './pages.js';

const PAGES_YAML = `templates: templates
pages:
  - path: /trades/{bioguide_id}
    title: member
    template: trades.njk
    queries:
      member:
        database: openregs
        sql: "select member_name from stock_trades where bioguide_id = :bioguide_id limit 1"
        required: true
        single: true
      trades_monthly:
        database: openregs
        sql: >-
          select substr(transaction_date, 1, 7) as month, transaction_type, count(*) as trades
          from stock_trades
          where bioguide_id = :bioguide_id and transaction_date >= date(
            (select max(transaction_date) from stock_trades where bioguide_id = :bioguide_id), 'start of month', '-23 months')
          group by month, transaction_type order by month, transaction_type
        limit: 240
    charts:
      trades_by_month:
        query: trades_monthly
        title: Stock trades per month
        description: Trades the member reported in their last 24 months of trading, by month and transaction type.
        spec:
          mark: bar
          encoding:
            x: {field: month, type: temporal, timeUnit: yearmonth, title: Month}
            y: {field: trades, type: quantitative, title: Trades}
            color: {field: transaction_type, type: nominal, title: Type}
`;

const TEMPLATE = `{% extends "base.njk" %}
{% from "_pages.njk" import chart, queryTable %}
{% set title = member.member_name %}
{% block content %}<h1>{{ member.member_name }}</h1>
{{ chart(charts.trades_by_month) }}
{{ queryTable(trades_monthly_query, "Trades per month") }}
{% endblock %}
`;

let dir: string;
let server: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'charts-browser-'));
  mkdirSync(join(dir, 'templates'));
  writeFileSync(join(dir, 'templates', 'trades.njk'), TEMPLATE);
  writeFileSync(join(dir, 'pages.yaml'), PAGES_YAML);
  server = await startServer({ files: [{ path: demoDatabasePaths().openregs, immutable: true }] }, '127.0.0.1', 0, [
    pagesMount(loadPages(join(dir, 'pages.yaml'))),
  ]);
  await server.engine.ready;
});
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
const browser = useBrowser();

/** A page with JavaScript disabled before it loads: the chart must not need any. */
async function openWithoutScript(path: string): Promise<Page> {
  const page = await browser.page();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  const response = await page.goto(server.url + path);
  expect(response?.status()).toBe(200);
  return page;
}

describe('a page chart in the browser', () => {
  it('shows one bar per row of its data, with axis titles, without JavaScript', async () => {
    const page = await openWithoutScript('/trades/M001157');
    const figure = page.locator('figure.chart');
    const svg = figure.locator('svg[role="img"]');
    await expect(svg.isVisible()).resolves.toBe(true);
    const box = await svg.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(150);

    // The chart's data is what its spec URL inlines: one bar per row.
    const specHref = await figure.locator('a', { hasText: 'Vega-Lite spec' }).getAttribute('href');
    const spec = (await (await fetch(server.url + specHref!)).json()) as { data: { values: Array<{ month: string; trades: number }> } };
    const rows = spec.data.values;
    expect(rows.length).toBeGreaterThan(5);
    await expect(svg.locator('[aria-roledescription="bar"]').count()).resolves.toBe(rows.length);
    await expect(page.locator('table.rows tbody tr').count()).resolves.toBe(rows.length);

    const titles = await svg.locator('.role-axis-title text').allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['Month', 'Trades']));
    await expect(svg.locator('.role-legend-title text').allTextContents()).resolves.toEqual(['Type']);
    // The x axis reads months, in UTC: the first row's month is among its labels.
    const first = new Date(`${rows[0].month}-01T00:00:00Z`);
    const label = first.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    const labels = await svg.locator('.role-axis-label text').allTextContents();
    expect(
      labels.some((l) => l.startsWith(label) || l === `${label} ${first.getUTCFullYear()}` || l === String(first.getUTCFullYear())),
    ).toBe(true);

    // Its text alternative names the chart and sums up the data.
    const name = await svg.evaluate((el) => {
      const ids = (el.getAttribute('aria-labelledby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
    });
    expect(name).toMatch(/^Stock trades per month \| Trades the member reported .* \d+ bars; highest: \d{4}-\d{2}, \d+ trades\.$/);
    await expect(figure.locator('figcaption').textContent()).resolves.toContain('Stock trades per month');
    await expect(figure.locator('a').allTextContents()).resolves.toEqual(['Data (JSON)', 'Data (CSV)', 'Vega-Lite spec']);

    await screenshot(page, 'chart-page');
    if (process.env.CHART_EXAMPLE_PNG) await figure.screenshot({ path: join(repoRoot(), 'docs', 'chart-example.png') });
  });

  it('charts a table page from the Chart form', async () => {
    const page = await browser.open(`${server.url}/openregs/stock_trades?bioguide_id=M001157&_sort=transaction_date&_size=20`);
    await page.locator('details.chart-control summary').click();
    await page.locator('form.chart-form select[name="_x"]').selectOption('transaction_type');
    await Promise.all([page.waitForURL(/_chart=bar/), page.locator('form.chart-form button[type=submit]').click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('bioguide_id')).toBe('M001157');
    expect(url.searchParams.get('_x')).toBe('transaction_type');
    const types = await page.locator('table.rows tbody tr td:nth-child(11)').allTextContents();
    const svg = page.locator('figure.chart svg[role="img"]');
    await expect(svg.isVisible()).resolves.toBe(true);
    await expect(svg.locator('[aria-roledescription="bar"]').count()).resolves.toBe(new Set(types.map((t) => t.trim())).size);
    await screenshot(page, 'chart-table');
  });
});
