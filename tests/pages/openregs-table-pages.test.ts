// OpenRegs table pages (demo build): every 100-row page under 300 KB, metadata shown on the page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../engine/server.js';
import { startOpenregsServer } from '../support/openregs-server.js';

const LIMIT = 300 * 1024;
let server: RunningServer;
beforeAll(async () => {
  server = await startOpenregsServer();
});
afterAll(() => server?.close());

it('each table page of 100 rows is under 300 KB of HTML', async () => {
  const listing = (await (await fetch(`${server.url}/openregs.json`)).json()) as { tables: Array<{ name: string; hidden: boolean }> };
  const tables = listing.tables.filter((t) => !t.hidden).map((t) => t.name);
  expect(tables.length).toBeGreaterThan(20);
  const sizes: Array<[string, number]> = [];
  for (const table of tables) {
    const response = await fetch(`${server.url}/openregs/${encodeURIComponent(table)}?_size=100`);
    expect(response.status, table).toBe(200);
    sizes.push([table, Buffer.byteLength(await response.text())]);
  }
  sizes.sort((a, b) => b[1] - a[1]);
  console.log(
    `largest 100-row pages: ${sizes
      .slice(0, 3)
      .map(([t, n]) => `${t} ${(n / 1024).toFixed(1)} KB`)
      .join(', ')}`,
  );
  for (const [table, size] of sizes) expect(size, table).toBeLessThan(LIMIT);
});

it('column descriptions from metadata show on the column headers', async () => {
  const text = await (await fetch(`${server.url}/openregs/hearings?_size=1`)).text();
  expect(text).toContain('<th scope="col" title="Chamber that held the hearing — HOUSE, SENATE or JOINT.">');
  expect(text).toContain('Published congressional hearing transcripts.');
});

it('the dockets page searches dockets_fts, which holds its own text (named in the metadata)', async () => {
  const word = 'rule';
  const all = (await (await fetch(`${server.url}/openregs/dockets.json?_size=max&_shape=objects`)).json()) as { rows: unknown[] };
  const found = (await (await fetch(`${server.url}/openregs/dockets.json?_search=${word}&_size=max&_shape=objects&_col=id`)).json()) as {
    rows: Array<{ id: string }>;
  };
  const expected = (await (
    await fetch(
      `${server.url}/openregs.json?_shape=arrayfirst&sql=${encodeURIComponent(
        `select d.id from dockets d join dockets_fts f on f.rowid = d.rowid where dockets_fts match '${word}' order by d.id`,
      )}`,
    )
  ).json()) as string[];
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.rows.length);
  expect(found.rows.map((r) => r.id).sort()).toEqual(expected);
  const html = await (await fetch(`${server.url}/openregs/dockets?_search=${word}`)).text();
  expect(html).toContain(`<input id="search-box" type="search" name="_search" value="${word}">`);
});
