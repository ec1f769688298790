// Every table page the metadata invites people to open (the table in its default sort, and narrowed
// by a facet column) reads the rows it shows in index order instead of sorting every match: SQLite's
// plan for the page's query has no full sort (sorting the ties of the last term is fine, unless the
// sort column has so few values that each tie is a large part of the table). Small tables are
// exempt: sorting them is cheap.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMetadata, facetColumn, loadCannedQueries } from '../../engine/config/metadata.js';
import { loadPages } from '../../engine/pages/load.js';
import { pathVariables } from '../../engine/pages/path-pattern.js';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { QUESTIONS } from '../../services/openregs/api/questions.js';

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

/**
 * Columns of a few values that narrow a table whose metadata declares a sort and no facets (a
 * comment's country or kind, a GAO product's class or type, a bill action's kind or source): pages a
 * person reaches by a value's link.
 */
const NARROWED: Record<string, string[]> = {
  comment_details: ['country', 'subtype'],
  gao_reports: ['doc_class', 'document_type'],
  legislation_actions: ['action_type', 'action_code'],
};

describe('indexes for the pages the metadata invites', () => {
  const declared = loadMetadata(join(repoRoot(), 'services', 'openregs', 'metadata.yaml')).databases?.openregs?.tables ?? {};
  const tables = Object.fromEntries(
    Object.entries(declared).map(([name, meta]) => [name, { ...meta, facets: meta.facets ?? NARROWED[name] }]),
  );
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

// Every query of the entity pages (services/openregs/pages/pages.yaml), bound to the entity of its
// kind with the most rows, reads the big tables through an index: its plan scans no table of
// SMALL_TABLE_ROWS rows or more (nor builds an automatic index over one), so its cost follows the
// entity's own rows, not the table's.
describe('entity page queries read through indexes', () => {
  const root = join(repoRoot(), 'services', 'openregs');
  const { pages } = loadPages(join(root, 'pages', 'pages.yaml'));
  const canned = loadCannedQueries({}, undefined, join(root, 'queries')).get('openregs') ?? [];
  const queries: [string, string, string][] = [];
  for (const page of pages) {
    for (const [name, q] of Object.entries(page.queries)) {
      if (q.database !== 'openregs') continue;
      const sql = q.sql ?? canned.find((c) => c.name === q.canned)?.sql;
      if (!sql) throw new Error(`${page.path} ${name}: no SQL`);
      queries.push([page.path, name, sql]);
    }
  }

  /** The heaviest entity of each page kind, by path. */
  const heaviest: Record<string, string> = {
    '/member/{bioguide_id}': `select bioguide_id from stock_trades where bioguide_id != '' group by 1 order by count(*) desc limit 1`,
    '/bill/{bill_id}': 'select bill_id from crec_bills group by 1 order by count(*) desc limit 1',
    '/committee/{committee_id}': 'select committee_id from committee_memberships group by 1 order by count(*) desc limit 1',
    '/docket/{docket_id}': 'select docket_id from comments group by 1 order by count(*) desc limit 1',
    '/document/{document_number}': 'select fr_document_number from fr_regs_crossref group by 1 order by count(*) desc limit 1',
    '/agency/{agency}': 'select agency_id from dockets group by 1 order by count(*) desc limit 1',
    '/lobbying/client/{name}': 'select client_name from lobbying_filings group by 1 order by count(*) desc limit 1',
    '/lobbying/registrant/{name}': 'select registrant_name from lobbying_filings group by 1 order by count(*) desc limit 1',
  };

  it('covers every page', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(Object.keys(heaviest).sort());
  });

  it.each(queries)('%s %s', (path, _name, sql) => {
    const [variable] = pathVariables(path);
    const entity = db.prepare(heaviest[path]).pluck().get();
    const names = [...new Set([...sql.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]))];
    const params = Object.fromEntries(names.map((n) => [n, n === variable ? entity : '']));
    const plan = (db.prepare(`explain query plan ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail);
    const wholeTable = plan.filter((d) => {
      const m = /^(?:SCAN|SEARCH) (\S+)(?! VIRTUAL TABLE)/.exec(d);
      if (!m || d.includes('VIRTUAL TABLE') || d === 'SCAN CONSTANT ROW') return false;
      if (d.startsWith('SEARCH') && !d.includes('AUTOMATIC')) return false;
      const table = tableOf(sql, m[1]);
      return table !== null && !isSmall(table);
    });
    expect(wholeTable, `${sql}\n${plan.join('\n')}`).toEqual([]);
  });
});

/** The table a plan line names: itself, or the table an alias of the SQL stands for; null for a CTE or subquery. */
function tableOf(sql: string, name: string): string | null {
  const exists = (t: string): boolean => !!db.prepare("select 1 from sqlite_master where type in ('table', 'view') and name = ?").get(t);
  if (exists(name)) return name;
  const m = new RegExp(`\\b(?:from|join)\\s+(\\w+)\\s+(?:as\\s+)?${name}\\b`, 'i').exec(sql);
  return m && exists(m[1]) ? m[1] : null;
}

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

// Queries people and agents write first: a year's lobbying reports newest first, the documented
// question totalling LD-2 income by client for an issue area and year, and the documents open for
// comment now.
describe('first questions read through indexes', () => {
  const planOf = (sql: string): string[] => (db.prepare(`explain query plan ${sql}`).all() as { detail: string }[]).map((r) => r.detail);

  it("reads a year's reports in received order, twenty at a time", () => {
    const sql = 'select * from lobbying_filings where filing_year = 2020 order by received_date desc limit 20';
    expect(planOf(sql)).toEqual(['SEARCH lobbying_filings USING INDEX idx_lobbying_filings_year_received (filing_year=?)']);
  });

  it('totals LD-2 income by client from indexes alone, never the rows', () => {
    const asked = QUESTIONS.find((q) => q.question.includes('lobbying income on environmental issues'));
    const sql = new URL(asked!.url, 'http://x').searchParams.get('sql')!;
    const reads = planOf(sql).filter((d) => /^(SCAN|SEARCH) /.test(d));
    expect(reads).toEqual([
      'SEARCH f USING COVERING INDEX idx_lobbying_filings_year_filing_totals (filing_year=? AND filing_uuid=?)',
      'SEARCH lobbying_activities USING COVERING INDEX idx_lobbying_activities_issue_year_filing (issue_code=? AND filing_year=?)',
    ]);
  });
  it('finds the documents open for comment from an index on their closing instant, never every rule', () => {
    const asked = QUESTIONS.find((q) => q.question.includes('open for comment right now'));
    const sql = new URL(asked!.url, 'http://x').searchParams.get('sql')!;
    expect(sql).toContain("julianday(comment_end_datetime) > julianday('now')");
    const reads = planOf(sql).filter((d) => /^(SCAN|SEARCH) /.test(d));
    expect(reads).toEqual(['SEARCH documents USING INDEX idx_documents_open_julianday (<expr>>?)']);
  });
});
