// Database metadata `query_groups`: the database page lists canned queries under headings, each
// query under the first group one of whose words its lower-cased name contains.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startServer, type RunningServer } from '../../engine/server.js';
import { METADATA_YAML, buildFixtures, type Fixtures } from '../support/fixtures.js';

let fixtures: Fixtures;
let dir: string;
let grouped: RunningServer;
let plain: RunningServer;

beforeAll(async () => {
  fixtures = buildFixtures();
  dir = mkdtempSync(join(tmpdir(), 'query-groups-'));
  const metadata = parse(METADATA_YAML) as { databases: { fixtures: Record<string, unknown> } };
  metadata.databases.fixtures.query_groups = [
    { title: 'Searches', match: ['SEARCH'] },
    { title: 'Pairs', match: ['params', 'search'] },
    { title: 'Empty', match: ['nothing-matches'] },
  ];
  const path = join(dir, 'metadata.json');
  writeFileSync(path, JSON.stringify(metadata));
  const files = [{ path: fixtures.db, immutable: false }];
  grouped = await startServer({ files, metadataPath: path, queriesDir: fixtures.queriesDir }, '127.0.0.1', 0);
  plain = await startServer({ files, metadataPath: fixtures.metadata, queriesDir: fixtures.queriesDir }, '127.0.0.1', 0);
});
afterAll(async () => {
  await grouped?.close();
  await plain?.close();
  fixtures?.remove();
  rmSync(dir, { recursive: true, force: true });
});

/** Group headings and the query titles under each, in page order. */
function groups(html: string): Array<[string, string[]]> {
  return html
    .split('<h3 class="query-group">')
    .slice(1)
    .map((part) => {
      const end = part.indexOf('</h3>');
      const title = part.slice(0, end);
      const cards = part.slice(end).split('<h2>')[0];
      return [title, [...cards.matchAll(/<div class="card"><h3><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1])];
    });
}

describe('query_groups', () => {
  it('puts each query under the first matching group, the rest under "Other queries", and drops empty groups', async () => {
    const html = await (await fetch(`${grouped.url}/fixtures`)).text();
    expect(groups(html)).toEqual([
      ['Searches', ['Search neighborhoods']],
      ['Pairs', ['two_params']],
      ['Other queries', ['plain', 'slow_count']],
    ]);
  });

  it('leaves the page without headings when no groups are declared', async () => {
    const html = await (await fetch(`${plain.url}/fixtures`)).text();
    expect(html).toContain('<h2>Canned queries</h2>');
    expect(html).not.toContain('query-group');
  });
});
