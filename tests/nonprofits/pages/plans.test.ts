// The 990 entity pages stay fast at full scale (millions of returns, tens of millions of officer
// and grant rows): SQLite's plan for every query of every page (services/nonprofits/pages/pages.yaml)
// reads rows through an index, never a whole table; the lists that can run to hundreds of
// thousands of rows (a donor-advised-fund sponsor's grants) are read in the order they are shown,
// without sorting every match; and the indexes the pages need (schema/page-indexes.sql) are the
// service's declared indexes, present in the build.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCannedQueries, loadMetadata } from '../../../engine/config/metadata.js';
import { loadPages } from '../../../engine/pages/load.js';
import { pagesItself } from '../../../engine/pages/run-queries.js';
import { indexName, indexStatements } from '../../../engine/snapshot/indexes.js';
import { extractNamedParameters } from '../../../engine/sql/named-params.js';
import { repoRoot } from '../../../databases/build/paths.js';
import { demoDataDir, serviceConfig } from '../api/demo.js';
import { QUESTIONS } from '../../../services/nonprofits/api/questions.js';
import { searchRoutes } from '../../../services/nonprofits/api/routes/search.js';

const service = join(repoRoot(), 'services', 'nonprofits');
const pages = loadPages(join(service, 'pages', 'pages.yaml')).pages;
const canned = loadCannedQueries(
  loadMetadata(join(service, 'metadata.yaml')),
  join(service, 'metadata.yaml'),
  join(service, 'queries'),
).get('990data_public')!;

/** Lists whose rows per entity are unbounded at full scale: no sort of every match. */
const READ_IN_ORDER = [
  '/org/{ein} grants_made',
  '/org/{ein} grants_received',
  '/filing/{object_id} grants',
  '/filing/{object_id} schedule_i',
];

/** Tables of a fixed handful of rows at any scale: reading them whole is free. */
const FIXED_SIZE_TABLES = ['bmf_source_meta', 'build_metadata'];

/** Values of the page variables (fixtures with data in every section, spec §C.5), and a second page. */
const SAMPLE: Record<string, string | number> = {
  ein: '110303001',
  object_id: '202301000005796598',
  name: 'JOHN SMITH',
  _page_limit: 51,
  _page_offset: 50,
};

let db: Database.Database;
beforeAll(async () => {
  db = new Database(join(await demoDataDir(), '990data_public.db'), { readonly: true });
});
afterAll(() => db?.close());

const queries = pages.flatMap((page) =>
  Object.entries(page.queries).map(([name, q]) => {
    const own = q.sql ?? canned.find((c) => c.name === q.canned)!.sql;
    // A paged list runs wrapped, a page at a time, unless it pages itself (engine/pages/run-queries.ts):
    // check its second page.
    const limit = q.limit ?? 100;
    const wrapped = q.paged === true && !pagesItself(extractNamedParameters(own));
    const sql = wrapped ? `select * from (\n${own}\n) limit ${limit + 1} offset ${limit}` : own;
    return { label: `${page.path} ${name}`, sql, paged: q.paged === true };
  }),
);

function plan(sql: string): string[] {
  const params = Object.fromEntries(extractNamedParameters(sql).map((p) => [p, SAMPLE[p] ?? '']));
  return (db.prepare(`explain query plan ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail);
}

/** Scans that read a whole base table (or a whole index of one): scanning a subquery, a view's
 * co-routine or a materialised common table expression reads the query's own rows. */
function tableScans(steps: string[]): string[] {
  const own = new Set(steps.map((d) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(d)?.[1]).filter(Boolean));
  return steps.filter((d) => {
    const target = /^SCAN (\S+)/.exec(d)?.[1];
    return (
      target !== undefined &&
      !target.startsWith('(') &&
      d !== 'SCAN CONSTANT ROW' &&
      !FIXED_SIZE_TABLES.includes(target) &&
      !(own.has(target) && !/ USING /.test(d))
    );
  });
}

describe('entity page query plans', () => {
  it('cover every query of the three pages', () => {
    expect(pages.map((p) => p.path)).toEqual(['/org/{ein}', '/filing/{object_id}', '/person']);
    expect(queries.length).toBeGreaterThanOrEqual(19);
    expect(queries.filter((q) => q.paged).length).toBeGreaterThanOrEqual(10);
  });

  it.each(queries)('$label reads no table whole', ({ sql }) => {
    const steps = plan(sql);
    expect(tableScans(steps), `${sql}\n${steps.join('\n')}`).toEqual([]);
  });

  it('would catch a query that reads a table whole', () => {
    expect(tableScans(plan('select * from returns where org_name = :name'))).toEqual(['SCAN returns']);
    expect(tableScans(plan('select ein from returns order by ein'))).toHaveLength(1);
  });

  it.each(queries.filter((q) => READ_IN_ORDER.includes(q.label)))('$label is read in its order, no sort', ({ sql }) => {
    const steps = plan(sql);
    expect(
      steps.filter((d) => d.startsWith('USE TEMP B-TREE')),
      `${sql}\n${steps.join('\n')}`,
    ).toEqual([]);
    expect(steps.some((d) => d.startsWith('MERGE') || /^SEARCH \S+ USING (COVERING )?INDEX/.test(d))).toBe(true);
  });

  it("reads a name's listings and their filings from covering indexes, and officers rows only for the rows shown", () => {
    const person = queries.filter((q) => q.label.startsWith('/person '));
    expect(person.map((q) => q.label)).toEqual([
      '/person listed',
      '/person person',
      '/person roles',
      '/person pay',
      '/person organisations',
    ]);
    for (const { label, sql } of person) {
      const steps = plan(sql);
      const at = `${label}\n${steps.join('\n')}`;
      // The name in any case, from the index that also holds each listing's filing and pay.
      expect(
        steps.some((d) => /^SEARCH (o|officers) USING COVERING INDEX idx_officers_name_pay \(person_name=\?\)$/.test(d)),
        at,
      ).toBe(true);
      // No table row but an officer's by its id (the rows a page shows), and no index without what the query needs.
      expect(
        steps.filter((d) => /^SEARCH \S+ USING INDEX /.test(d)),
        at,
      ).toEqual([]);
      if (label === '/person listed') continue;
      expect(steps, at).toContain('SEARCH r USING COVERING INDEX idx_returns_oid_filing (object_id=?)');
      // Whether the filing counts: one probe of the filings of its EIN, year and form.
      expect(steps, at).toContain('SEARCH p USING COVERING INDEX idx_returns_year_type_ein (tax_year=? AND return_type=? AND ein=?)');
    }
    for (const label of ['/person roles', '/person organisations']) {
      const steps = plan(person.find((q) => q.label === label)!.sql);
      expect(steps, label).toContain('SEARCH o USING INTEGER PRIMARY KEY (rowid=?)');
    }
  });
});

describe('whole-table questions', () => {
  it('counts filings by year and form from an index, never the returns rows', () => {
    const sql = canned.find((c) => c.name === 'filings_coverage')!.sql;
    expect(plan(sql)).toContain('SEARCH returns USING COVERING INDEX idx_returns_year_type_ein (tax_year>?)');
    const multi = 'select ein, return_type from returns where tax_year = 2022 group by ein, return_type having count(*) > 1';
    expect(plan(multi)).toEqual(['SEARCH returns USING COVERING INDEX idx_returns_year_type_ein (tax_year=?)']);
  });

  it("counts one form's filings by year from that form's range of an index", () => {
    const asked = QUESTIONS.find((q) => q.question.includes('990-T'));
    const sql = new URL(asked!.url, 'http://x').searchParams.get('sql')!;
    expect(plan(sql)).toEqual(['SEARCH returns USING COVERING INDEX idx_returns_type_year (return_type=?)']);
  });
});

describe('the pay search of one state', () => {
  it("walks the officers by pay with their titles and filings from an index, and checks a matching title's filing in another", () => {
    const { source } = searchRoutes.find((r) => r.path === '/api/search/compensation')!;
    if (!('sql' in source)) throw new Error('the pay search runs its own SQL');
    const steps = plan(source.sql);
    expect(steps).toContain('SEARCH officers USING COVERING INDEX idx_officers_pay_title_oid (reportable_comp_filing_org>?)');
    expect(steps).toContain('SEARCH r EXISTS USING COVERING INDEX idx_returns_state_oid (state=? AND object_id=?)');
  });
});

describe('the programme search', () => {
  it('walks the programmes in the order shown with their descriptions from an index, sorting nothing', () => {
    const { source } = searchRoutes.find((r) => r.path === '/api/search/programs')!;
    if (!('sql' in source)) throw new Error('the programme search runs its own SQL');
    const steps = plan(source.sql);
    expect(steps).toContain('SCAN pa USING INDEX idx_progact_expenses_id_text');
    expect(steps.filter((d) => d.startsWith('USE TEMP B-TREE'))).toEqual([]);
  });
});

describe('the sponsors question', () => {
  it("sums each sponsor's grants from an index alone", () => {
    const asked = QUESTIONS.find((q) => q.url.includes('funder_name'));
    const sql = new URL(asked!.url, 'http://x').searchParams.get('sql')!;
    expect(plan(sql)).toContain('SCAN schedule_i_grants USING COVERING INDEX idx_si_funder_name_amount');
  });
});

describe('the master file', () => {
  it("reads one state's organisations in name order, a page at a time", () => {
    const steps = plan("select ein, name, state from bmf where state = 'CA' order by name limit 20");
    expect(steps).toEqual(['SEARCH bmf USING INDEX idx_bmf_state_name (state=?)']);
  });
});

describe('table pages filtered by a first filter', () => {
  // The table page's SQL (as its JSON shows it): the filter, the table's key as the order, a page and one more.
  const FILTERED = [
    { table: 'returns', column: 'return_type', value: '990', key: 'object_id', index: 'idx_returns_type_oid' },
    { table: 'returns', column: 'tax_year', value: '2016', key: 'object_id', index: 'idx_returns_year_oid' },
    { table: 'returns', column: 'state', value: 'CA', key: 'object_id', index: 'idx_returns_state_oid' },
    { table: 'bmf', column: 'subsection', value: '03', key: 'ein', index: 'idx_bmf_subsection_ein' },
    { table: 'bmf', column: 'state', value: 'CA', key: 'ein', index: 'idx_bmf_state_ein' },
  ];

  it.each(FILTERED)('$table filtered by $column reads a page in its order from $index', ({ table, column, value, key, index }) => {
    const sql = `select * from ${table} where "${column}" = :p0 order by ${key} limit 21`;
    const steps = (db.prepare(`explain query plan ${sql}`).all({ p0: value }) as { detail: string }[]).map((r) => r.detail);
    expect(steps).toEqual([`SEARCH ${table} USING INDEX ${index} (${column}=?)`]);
  });
});

describe('the pages’ own indexes', () => {
  const file = serviceConfig('/nonexistent').databases.find((d) => d.name === '990data_public')!.indexes!;

  it('are the service’s declared indexes file', () => {
    expect(file).toBe(join(service, 'schema', 'page-indexes.sql'));
  });

  it('are all in the build', () => {
    const names = indexStatements(file).map((s) => indexName(s));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names)
      expect(db.prepare("select 1 from sqlite_schema where type = 'index' and name = ?").get(name), name).toBeTruthy();
  });
});
