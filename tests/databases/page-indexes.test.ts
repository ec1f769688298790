// Every table page the metadata invites people to open (the table in its default sort, and narrowed
// by a facet column) reads the rows it shows in index order instead of sorting every match: SQLite's
// plan for the page's query has no full sort (sorting the ties of the last term is fine, unless the
// sort column has so few values that each tie is a large part of the table). Small tables are
// exempt: sorting them is cheap.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMetadata, facetColumn } from '../../engine/config/metadata.js';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';

/** At demo scale (1 % of the real row counts), tables below this size (about 80,000 rows at full scale) are left unindexed. */
const SMALL_TABLE_ROWS = 800;
/** A sort column with at most this many distinct values has ties of many rows each. */
const FEW_SORT_VALUES = 100;

let db: Database.Database;
beforeAll(() => {
  db = new Database(demoDatabasePaths().openregs, { readonly: true });
});
afterAll(() => db?.close());

/** Leading columns of each index of `table`, comma-joined. */
function indexedPrefixes(table: string): string[] {
  const names = db.prepare('select name from pragma_index_list(?)').pluck().all(table) as string[];
  return names.map((n) => (db.prepare('select name from pragma_index_info(?) order by seqno').pluck().all(n) as string[]).join(','));
}

describe('indexes for the pages the metadata invites', () => {
  const tables = loadMetadata(join(repoRoot(), 'services', 'openregs', 'metadata.yaml')).databases?.openregs?.tables ?? {};
  const wanted: [string, string, string][] = [];
  for (const [table, meta] of Object.entries(tables)) {
    const sort = meta.sort_desc ?? meta.sort;
    if (!sort) continue;
    for (const f of meta.facets ?? []) if (facetColumn(f) !== sort) wanted.push([table, facetColumn(f), sort]);
  }

  it('lists facet and sort pairs to check', () => expect(wanted.length).toBeGreaterThan(40));

  it.each(wanted)('%s filtered by %s in %s order', (table, facet, sort) => {
    if (isSmall(table)) return;
    expect(
      indexedPrefixes(table).some((p) => p === `${facet},${sort}` || p.startsWith(`${facet},${sort},`)),
      `${table}(${facet}, ${sort})`,
    ).toBe(true);
  });

  const pages: [string, string, string | null][] = [];
  for (const [table, meta] of Object.entries(tables)) {
    const sort = meta.sort_desc ?? meta.sort;
    if (!sort) continue;
    const order = `"${sort}"${meta.sort_desc ? ' desc' : ''}`;
    pages.push([table, order, null]);
    for (const f of meta.facets ?? []) if (facetColumn(f) !== sort) pages.push([table, order, facetColumn(f)]);
  }

  it.each(pages)('%s in %s order (filtered by %s) needs no full sort', (table, order, facet) => {
    if (isSmall(table)) return;
    const pks = db.prepare('select name from pragma_table_info(?) where pk > 0 order by pk').pluck().all(table) as string[];
    const sortColumn = /^"([^"]+)"/.exec(order)?.[1];
    const keys = pks.filter((c) => c !== sortColumn);
    const tieBreak = keys.length ? keys.map((c) => `"${c}"`).join(', ') : pks.length ? `"${pks[0]}"` : 'rowid';
    // As the table page asks it: the page size plus one, the facet value bound as a parameter.
    const sql = `select * from "${table}" ${facet ? `where "${facet}" = ?` : ''} order by ${order}, ${tieBreak} limit 21`;
    const plan = (db.prepare(`explain query plan ${sql}`).all(...(facet ? [topValue(table, facet)] : [])) as { detail: string }[]).map(
      (r) => r.detail,
    );
    // Sorting the ties of the last term is cheap when they are few; where the sort column has few
    // values (years, Congresses) a tie is a whole year of rows, so there must be no sort at all.
    const fewValues = (db.prepare(`select count(distinct "${sortColumn}") from "${table}"`).pluck().get() as number) <= FEW_SORT_VALUES;
    expect(
      plan.filter((d) => d === 'USE TEMP B-TREE FOR ORDER BY' || (fewValues && d.startsWith('USE TEMP B-TREE'))),
      `${sql}\n${plan.join('\n')}`,
    ).toEqual([]);
  });
});

function isSmall(table: string): boolean {
  const exists = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table);
  return !exists || (db.prepare(`select count(*) from "${table}"`).pluck().get() as number) < SMALL_TABLE_ROWS;
}

/** The facet column's most common value: what a person clicking the first facet link filters by. */
function topValue(table: string, column: string): unknown {
  return db
    .prepare(`select "${column}" from "${table}" where "${column}" is not null group by 1 order by count(*) desc limit 1`)
    .pluck()
    .get();
}
