// The Datasette pages in a real browser (Debian's chromium): filter form, facets, sorting, paging,
// full-text search, canned-query forms, row pages and error pages, on the fixtures database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startFixtureServer, type FixtureServer } from '../support/server.js';
import { columnTexts, jsonOf, screenshot, useBrowser } from './pages.js';

interface TableJson {
  rows: unknown[];
  filtered_table_rows_count: number;
  human_description_en: string;
}

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server?.close());
const browser = useBrowser();

const open = (path: string, status?: number): Promise<Page> => browser.open(server.url + path, status);

/** Fill the filter form's blank (last) row and submit it. */
async function addFilter(page: Page, column: string, op: string, value: string): Promise<void> {
  const rows = page.locator('form.filters .filter-row');
  const last = rows.nth((await rows.count()) - 1);
  await last.locator('select[name^="_filter_column_"]').selectOption(column);
  await last.locator('select[name^="_filter_op_"]').selectOption(op);
  await last.locator('input[name^="_filter_value_"]').fill(value);
  await Promise.all([page.waitForURL(/\?/), page.locator('form.filters button[type=submit]').click()]);
}

/** Each filter row of the form as [column, operator value, value]. */
async function formFilters(page: Page): Promise<string[][]> {
  const rows = page.locator('form.filters .filter-row');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out.push([
      await row.locator('select[name^="_filter_column_"]').inputValue(),
      await row.locator('select[name^="_filter_op_"]').inputValue(),
      await row.locator('input[name^="_filter_value_"]').inputValue(),
    ]);
  }
  return out;
}

describe('index, database and error pages', () => {
  it('index lists the database with its tables and canned queries; the footer carries the metadata', async () => {
    const page = await open('/');
    await expect(page.locator('h2 a', { hasText: 'fixtures' }).count()).resolves.toBe(1);
    await expect(page.locator('footer').textContent()).resolves.toContain('Apache License 2.0');
    await screenshot(page, 'index');
    await page.locator('h2 a', { hasText: 'fixtures' }).click();
    await page.waitForURL(/\/fixtures$/);
    const canned = page.locator('.card', { has: page.locator('h3 a', { hasText: 'Search neighborhoods' }) });
    await expect(canned.textContent()).resolves.toContain('Parameters: text');
    await expect(page.locator('.card h3', { hasText: 'searchable' }).first().textContent()).resolves.toContain('(searchable)');
    await screenshot(page, 'database');
  });

  it('the SQL editor runs its query and the URL can be shared', async () => {
    const page = await open('/fixtures');
    await page.locator('#sql-editor').fill('select id, value from big_table where id <= 3 order by id');
    await Promise.all([page.waitForURL(/sql=/), page.getByRole('button', { name: 'Run SQL' }).click()]);
    expect(await columnTexts(page, 'value')).toEqual(['value 1', 'value 2', 'value 3']);
    const again = await open(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await again.locator('#sql-editor').inputValue()).toBe('select id, value from big_table where id <= 3 order by id');
    await screenshot(page, 'sql');
  });

  it('an unknown table is an HTML 404 with a way back to its database', async () => {
    const page = await browser.page();
    const response = await page.goto(`${server.url}/fixtures/no_such_table`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('.error').textContent()).resolves.toContain('Table not found');
    await screenshot(page, 'error');
    await page.getByRole('link', { name: 'Back to /fixtures' }).click();
    await page.waitForURL(/\/fixtures$/);
  });
});

describe('table page', () => {
  it.each([
    ['state', 'exact', 'CA', 'state__exact=CA'],
    ['pk', 'gt', '5', 'pk__gt=5'],
    ['_neighborhood', 'startswith', 'S', '_neighborhood__startswith=S'],
    ['_neighborhood', 'notlike', '%o%', '_neighborhood__notlike=%25o%25'],
    ['state', 'in', 'MI,MC', 'state__in=MI%2CMC'],
    ['distinct_some_null', 'isnull__1', '', 'distinct_some_null__isnull=1'],
  ])('the filter form round-trips %s %s %s', async (column, op, value, pair) => {
    const page = await open('/fixtures/facetable');
    await addFilter(page, column, op, value);
    expect(page.url()).toContain(pair);
    const json = await jsonOf<TableJson>(page);
    await expect(page.locator('p.count strong').textContent()).resolves.toBe(String(json.filtered_table_rows_count));
    expect(json.filtered_table_rows_count).toBeGreaterThan(0);
    expect(json.filtered_table_rows_count).toBeLessThan(15);
    // The active filter comes back as an editable row, followed by one blank row.
    expect(await formFilters(page)).toEqual([
      [column, op, op.endsWith('__1') ? '' : value],
      ['', 'exact', ''],
    ]);
  });

  it('a second filter adds to the first, and an emptied column removes it', async () => {
    const page = await open('/fixtures/facetable?state=CA');
    await addFilter(page, 'planet_int', 'exact', '1');
    expect((await jsonOf<TableJson>(page)).human_description_en).toBe('where planet_int = 1 and state = "CA"');
    await page.locator('form.filters .filter-row').first().locator('select[name^="_filter_column_"]').selectOption('');
    await Promise.all([page.waitForURL(/planet_int/), page.locator('form.filters button[type=submit]').click()]);
    expect((await jsonOf<TableJson>(page)).human_description_en).toBe('where planet_int = 1');
    await screenshot(page, 'table-filtered');
  });

  it('facet values toggle their filter on and off', async () => {
    const page = await open('/fixtures/facetable?_facet=state&_facet=_city_id');
    await screenshot(page, 'table');
    await page.locator('.facet li a', { hasText: 'MI' }).click();
    await page.waitForURL(/state=MI/);
    await expect(page.locator('p.count strong').textContent()).resolves.toBe('4');
    await expect(page.locator('.facet li.selected').first().textContent()).resolves.toContain('MI');
    // Foreign-key facets show the referenced row's label.
    await expect(page.locator('.facet li a', { hasText: 'Detroit' }).count()).resolves.toBe(1);
    await page.locator('.facet li.selected a', { hasText: 'MI' }).click();
    await page.waitForURL((url) => !url.search.includes('state=MI'));
    await expect(page.locator('p.count strong').textContent()).resolves.toBe('15');
  });

  it("a suggested facet adds its facet; the facet's remove link takes it away", async () => {
    const page = await open('/fixtures/facetable');
    await page.locator('.pill-links a', { hasText: /^planet_int$/ }).click();
    await page.waitForURL(/_facet=planet_int/);
    await expect(page.locator('.facet h3').first().textContent()).resolves.toContain('planet_int');
    await expect(page.locator('.facet li').allTextContents()).resolves.toEqual(['1 14', '2 1']);
    await page.getByRole('link', { name: 'Remove facet planet_int' }).click();
    await page.waitForURL((url) => !url.search.includes('_facet=planet_int'));
    await expect(page.locator('.facet').count()).resolves.toBe(0);
  });

  it('column headers sort ascending, then descending', async () => {
    const page = await open('/fixtures/sortable');
    await page.locator('thead th a', { hasText: /^sortable$/ }).click();
    await page.waitForURL(/_sort=sortable/);
    await expect(page.locator('thead th[aria-sort="ascending"]').textContent()).resolves.toContain('sortable');
    const asc = (await columnTexts(page, 'sortable')).map(Number);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await page.locator('thead th a', { hasText: /^sortable$/ }).click();
    await page.waitForURL(/_sort_desc=sortable/);
    const desc = (await columnTexts(page, 'sortable')).map(Number);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0]);
  });

  it('"Next page" pages through every row exactly once', async () => {
    const page = await open('/fixtures/big_table?_size=500');
    const ids: string[] = [];
    for (let pages = 0; pages < 10; pages++) {
      ids.push(...(await columnTexts(page, 'id')));
      const next = page.getByRole('link', { name: 'Next page' });
      if ((await next.count()) === 0) break;
      await Promise.all([page.waitForURL(/_next=/), next.click()]);
    }
    expect(ids).toEqual(Array.from({ length: 2000 }, (_, i) => String(i + 1)));
    await expect(page.locator('.pill-links .current').textContent()).resolves.toBe('500');
  });

  it('reads on a phone-sized screen: only the rows table scrolls sideways', async () => {
    const page = await open('/fixtures/facetable?_facet=state');
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'table-phone');
  });

  it('the search box runs a full-text search', async () => {
    const page = await open('/fixtures/searchable');
    await page.getByLabel('Search this table').fill('dog');
    await Promise.all([page.waitForURL(/_search=dog/), page.getByRole('button', { name: 'Search' }).click()]);
    const json = await jsonOf<TableJson>(page);
    expect(json.human_description_en).toBe('where search matches "dog"');
    expect(await columnTexts(page, 'pk')).toEqual(json.rows.map((r) => String((r as unknown[])[0])));
    expect(json.rows.length).toBe(3);
  });

  it('"View and edit SQL" opens the page\'s query in the SQL editor with the same rows', async () => {
    const page = await open('/fixtures/facetable?state=MI');
    await page.getByRole('link', { name: 'View and edit SQL' }).click();
    await page.waitForURL(/sql=/);
    expect(await page.locator('#sql-editor').inputValue()).toContain('from facetable where "state" = :p0');
    expect(await columnTexts(page, 'state')).toEqual(['MI', 'MI', 'MI', 'MI']);
  });
});

describe('accessibility', () => {
  it.each([
    '/fixtures',
    '/fixtures/searchable?text1__contains=dog',
    '/fixtures/neighborhood~20search~2Fv2',
    '/fixtures?sql=select+:x+as+x',
  ])('every field of %s has a label', async (path) => {
    const page = await open(path);
    const fields = page.locator('input:not([type=hidden]), select, textarea');
    expect(await fields.count()).toBeGreaterThan(0);
    const unlabelled = await fields.evaluateAll((els) =>
      els.filter((el) => !(el as HTMLInputElement).labels?.length).map((el) => el.outerHTML),
    );
    expect(unlabelled).toEqual([]);
  });

  it('the filter form can be filled and sent with the keyboard alone', async () => {
    const page = await open('/fixtures/facetable');
    await page.locator('#filter-column-1').focus();
    await page.keyboard.type('state');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('MC');
    await Promise.all([page.waitForURL(/state__exact=MC/), page.keyboard.press('Enter')]);
    await expect(page.locator('p.count strong').textContent()).resolves.toBe('1');
  });
});

describe('exports', () => {
  /** RFC 4180: fields split on commas, quoted fields may hold commas, quotes ("") and line breaks. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        row.push(field);
        field = '';
      } else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
        if (ch === '\r') i++;
        row.push(field);
        rows.push(row);
        row = [];
        field = '';
      } else field += ch;
    }
    if (field !== '' || row.length) {
      row.push(field);
      rows.push(row);
    }
    return rows;
  }

  it('the streamed CSV download holds every row the JSON has, in the same order', async () => {
    const page = await open('/fixtures/facetable?state=CA&_size=3');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV, all rows (stream)' }).click(),
    ]);
    const csv = parseCsv(readFileSync((await download.path())!, 'utf8'));
    const json = (await (await fetch(`${server.url}/fixtures/facetable.json?state=CA&_size=max`)).json()) as {
      columns: string[];
      rows: unknown[][];
    };
    expect(csv[0]).toEqual(json.columns);
    expect(csv.slice(1)).toEqual(json.rows.map((r) => r.map((v) => (v === null ? '' : String(v)))));
    expect(csv.length - 1).toBe(10);
  });
});

describe('row pages', () => {
  it('rows link to their page; foreign keys link to the referenced row by its label', async () => {
    const page = await open('/fixtures/facetable');
    await page.locator('table.rows tbody tr').first().locator('td').first().locator('a').click();
    await page.waitForURL(/\/fixtures\/facetable\/1$/);
    await screenshot(page, 'row');
    await page.getByRole('link', { name: 'San Francisco' }).click();
    await page.waitForURL(/\/fixtures\/facet_cities\/1$/);
  });

  it('"links from other tables" counts the referring rows and lists them', async () => {
    const page = await open('/fixtures/facet_cities/1');
    const link = page.locator('ul.incoming a', { hasText: 'from facetable' });
    await expect(link.textContent()).resolves.toBe('6 rows from facetable');
    await link.click();
    await page.waitForURL(/_city_id__exact=1/);
    await expect(page.locator('p.count strong').textContent()).resolves.toBe('6');
  });
});

describe('canned query page', () => {
  const path = '/fixtures/neighborhood~20search~2Fv2';

  it('with its parameter empty, shows the form and no error; submitting runs it', async () => {
    const page = await open(path);
    await expect(page.locator('h1').textContent()).resolves.toBe('Search neighborhoods');
    await expect(page.locator('.error').count()).resolves.toBe(0);
    await expect(page.locator('table.rows').count()).resolves.toBe(0);
    await page.getByLabel('text').fill('ow');
    await Promise.all([page.waitForURL(/text=ow/), page.getByRole('button', { name: 'Run query' }).click()]);
    expect(await columnTexts(page, '_neighborhood')).toEqual(
      ['Corktown', 'Downtown', 'Downtown', 'Greektown', 'Koreatown', 'Mexicantown', 'SOMA'].filter((n) => n.includes('ow')),
    );
    // The form keeps the value it ran with, and the SQL is shown.
    expect(await page.getByLabel('text').inputValue()).toBe('ow');
    await expect(page.locator('pre.sql').textContent()).resolves.toContain("like '%' || :text || '%'");
    await screenshot(page, 'canned-query');
  });
});
