// An instance description filled with live figures from SQL (metadata `description_values`): the
// placeholders, the compact count format, and the filled text on the index page and in /-/metadata.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactCount, fillDescription } from '../../engine/config/description-values.js';
import { startServer, type RunningServer } from '../../engine/server.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';

describe('fillDescription', () => {
  it('formats counts compactly: one decimal and M from a million, K from a thousand', () => {
    expect([compactCount(5_595_912), compactCount(1_000_000), compactCount(14_402), compactCount(999), compactCount(0)]).toEqual([
      '5.6M',
      '1.0M',
      '14K',
      '999',
      '0',
    ]);
  });

  it('fills {name} as is and {name:count} compactly, leaving unknown names alone', () => {
    expect(fillDescription('{n:count} rows in {year} ({n}); {other}', { n: 12_345, year: 2014 })).toBe('12K rows in 2014 (12345); {other}');
  });
});

describe('description_values on a served instance', () => {
  let fixtures: Fixtures;
  let dir: string;
  let server: RunningServer;
  let expected: number;

  beforeAll(async () => {
    fixtures = buildFixtures();
    dir = mkdtempSync(join(tmpdir(), 'description-values-'));
    const metadata = join(dir, 'metadata.json');
    writeFileSync(
      metadata,
      JSON.stringify({
        title: 'Counted',
        description_html: '<p>{rows} facet rows, {big:count} in total</p>',
        description_values: { database: 'fixtures', sql: 'select count(*) as rows, count(*) * 100000 as big from facetable' },
      }),
    );
    const db = new Database(fixtures.db, { readonly: true });
    expected = (db.prepare('select count(*) as n from facetable').get() as { n: number }).n;
    db.close();
    server = await startServer({ files: [{ path: fixtures.db, immutable: false }], metadataPath: metadata }, '127.0.0.1', 0);
    await server.engine.ready;
  });
  afterAll(async () => {
    await server?.close();
    fixtures?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the filled description on the index page and in /-/metadata.json', async () => {
    const filled = `<p>${expected} facet rows, ${compactCount(expected * 100_000)} in total</p>`;
    expect(expected).toBeGreaterThan(0);
    expect(await (await fetch(`${server.url}/`)).text()).toContain(filled);
    const metadata = (await (await fetch(`${server.url}/-/metadata.json`)).json()) as { description_html: string };
    expect(metadata.description_html).toBe(filled);
  });
});
