// Every table page the metadata invites people to narrow (a facet column, in the table's default
// sort) is served by an index on (facet column, sort column) in the demo build, so the page reads
// the rows it shows instead of sorting every match. Small tables are exempt: sorting them is cheap.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMetadata, type FacetConfig } from '../../engine/config/metadata.js';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';

/** At demo scale (1 % of the real row counts), tables below this size are left unindexed. */
const SMALL_TABLE_ROWS = 2_000;

let db: Database.Database;
beforeAll(() => { db = new Database(demoDatabasePaths().openregs, { readonly: true }); });
afterAll(() => db?.close());

function facetColumn(f: FacetConfig): string {
  return typeof f === 'string' ? f : 'array' in f ? f.array : f.date;
}

/** Leading columns of each index of `table`, comma-joined. */
function indexedPrefixes(table: string): string[] {
  const names = db.prepare('select name from pragma_index_list(?)').pluck().all(table) as string[];
  return names.map((n) => (db.prepare('select name from pragma_index_info(?) order by seqno').pluck().all(n) as string[]).join(','));
}

describe('indexes for the pages the metadata invites', () => {
  const tables = loadMetadata(join(repoRoot(), 'metadata.yaml')).databases?.openregs?.tables ?? {};
  const wanted: [string, string, string][] = [];
  for (const [table, meta] of Object.entries(tables)) {
    const sort = meta.sort_desc ?? meta.sort;
    if (!sort) continue;
    for (const f of meta.facets ?? []) if (facetColumn(f) !== sort) wanted.push([table, facetColumn(f), sort]);
  }

  it('lists facet and sort pairs to check', () => expect(wanted.length).toBeGreaterThan(40));

  it.each(wanted)('%s filtered by %s in %s order', (table, facet, sort) => {
    const exists = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table);
    if (!exists || (db.prepare(`select count(*) from "${table}"`).pluck().get() as number) < SMALL_TABLE_ROWS) return;
    expect(indexedPrefixes(table).some((p) => p === `${facet},${sort}` || p.startsWith(`${facet},${sort},`)), `${table}(${facet}, ${sort})`).toBe(true);
  });
});
