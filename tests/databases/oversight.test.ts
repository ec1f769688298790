// The oversight domain's tables in the demo build (scale 0.01, seed 1): schema as published, join
// keys, the data rules, precomputed tables against their definitions, FTS.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATIONS, normalizeOrganization, organizationNormalizedSql } from '../../services/openregs/build/vocab/organizations.js';
import { demoBuildInfo } from '../support/demo-db.js';

let db: Database.Database;
let now: Date;

beforeAll(() => {
  const info = demoBuildInfo();
  db = new Database(info.openregs, { readonly: true });
  now = new Date(info.now);
});
afterAll(() => db?.close());

const all = <T>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]): T =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;

/** Congress in session on a YYYY-MM-DD day (January 3 of odd years starts a new one). */
function congressOf(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number);
  const y = month === 1 && day < 3 ? year - 1 : year;
  return Math.floor((y - 1787) / 2);
}

function fiscalYearOf(isoDay: string): number {
  const [year, month] = isoDay.split('-').map(Number);
  return month >= 10 ? year + 1 : year;
}

const nowDay = (): string => now.toISOString().slice(0, 10);

// Column name → declared type, in table order (the published schema).
const TABLES: Record<string, [string, string][]> = {
  hearings: [
    ['package_id', 'TEXT'],
    ['title', 'TEXT'],
    ['chamber', 'TEXT'],
    ['congress', 'INTEGER'],
    ['session', 'TEXT'],
    ['date_issued', 'TEXT'],
    ['committees', 'TEXT'],
    ['detail_url', 'TEXT'],
    ['html_url', 'TEXT'],
    ['pdf_url', 'TEXT'],
  ],
  hearing_witnesses: [
    ['id', 'INTEGER'],
    ['package_id', 'TEXT'],
    ['name', 'TEXT'],
    ['title', 'TEXT'],
    ['organization', 'TEXT'],
    ['organization_normalized', 'TEXT'],
    ['location', 'TEXT'],
  ],
  hearing_members: [
    ['package_id', 'TEXT'],
    ['name', 'TEXT'],
    ['role', 'TEXT'],
    ['bioguide_id', 'TEXT'],
  ],
  crs_reports: [
    ['id', 'TEXT'],
    ['title', 'TEXT'],
    ['publish_date', 'TEXT'],
    ['update_date', 'TEXT'],
    ['status', 'TEXT'],
    ['content_type', 'TEXT'],
    ['authors', 'TEXT'],
    ['topics', 'TEXT'],
    ['summary', 'TEXT'],
    ['pdf_url', 'TEXT'],
    ['html_url', 'TEXT'],
  ],
  crs_report_bills: [
    ['id', 'INTEGER'],
    ['report_id', 'TEXT'],
    ['bill_title', 'TEXT'],
    ['congress', 'INTEGER'],
    ['bill_type', 'TEXT'],
    ['bill_number', 'INTEGER'],
    ['bill_id', 'TEXT'],
  ],
  nominations: [
    ['id', 'TEXT'],
    ['congress', 'INTEGER'],
    ['number', 'INTEGER'],
    ['part_number', 'TEXT'],
    ['citation', 'TEXT'],
    ['description', 'TEXT'],
    ['organization', 'TEXT'],
    ['received_date', 'TEXT'],
    ['authority_date', 'TEXT'],
    ['is_civilian', 'INTEGER'],
    ['is_military', 'INTEGER'],
    ['status', 'TEXT'],
    ['vote_yea', 'INTEGER'],
    ['vote_nay', 'INTEGER'],
  ],
  nomination_actions: [
    ['id', 'INTEGER'],
    ['nomination_id', 'TEXT'],
    ['action_date', 'TEXT'],
    ['action_text', 'TEXT'],
    ['action_type', 'TEXT'],
  ],
  treaties: [
    ['id', 'TEXT'],
    ['congress', 'INTEGER'],
    ['number', 'INTEGER'],
    ['title', 'TEXT'],
    ['topic', 'TEXT'],
    ['transmitted_date', 'TEXT'],
    ['in_force_date', 'TEXT'],
    ['countries', 'TEXT'],
    ['index_terms', 'TEXT'],
    ['resolution_text', 'TEXT'],
  ],
  treaty_actions: [
    ['id', 'INTEGER'],
    ['treaty_id', 'TEXT'],
    ['action_date', 'TEXT'],
    ['action_text', 'TEXT'],
    ['action_type', 'TEXT'],
  ],
  gao_reports: [
    ['package_id', 'TEXT'],
    ['title', 'TEXT'],
    ['date_issued', 'TEXT'],
    ['report_number', 'TEXT'],
    ['document_type', 'TEXT'],
    ['doc_class', 'TEXT'],
    ['abstract', 'TEXT'],
    ['subjects', 'TEXT'],
    ['public_laws', 'TEXT'],
    ['usc_references', 'TEXT'],
    ['statute_references', 'TEXT'],
    ['citation', 'TEXT'],
    ['pdf_url', 'TEXT'],
    ['html_url', 'TEXT'],
    ['detail_url', 'TEXT'],
    ['sudocs', 'TEXT'],
  ],
  earmarks: [
    ['id', 'INTEGER'],
    ['fiscal_year', 'INTEGER'],
    ['chamber', 'TEXT'],
    ['member_name', 'TEXT'],
    ['member_last', 'TEXT'],
    ['member_first', 'TEXT'],
    ['bioguide_id', 'TEXT'],
    ['party', 'TEXT'],
    ['state', 'TEXT'],
    ['district', 'TEXT'],
    ['subcommittee', 'TEXT'],
    ['recipient', 'TEXT'],
    ['recipient_normalized', 'TEXT'],
    ['project_description', 'TEXT'],
    ['recipient_address', 'TEXT'],
    ['amount_requested', 'INTEGER'],
  ],
  spending_awards: [
    ['generated_internal_id', 'TEXT'],
    ['award_id', 'TEXT'],
    ['agency', 'TEXT'],
    ['sub_agency', 'TEXT'],
    ['award_category', 'TEXT'],
    ['award_type', 'TEXT'],
    ['recipient_name', 'TEXT'],
    ['recipient_name_normalized', 'TEXT'],
    ['recipient_uei', 'TEXT'],
    ['recipient_duns', 'TEXT'],
    ['recipient_id', 'TEXT'],
    ['recipient_location_state', 'TEXT'],
    ['award_amount', 'REAL'],
    ['total_outlays', 'REAL'],
    ['description', 'TEXT'],
    ['start_date', 'TEXT'],
    ['end_date', 'TEXT'],
    ['fiscal_year', 'INTEGER'],
    ['state_code', 'TEXT'],
    ['cfda_number', 'TEXT'],
    ['naics_code', 'TEXT'],
    ['naics_description', 'TEXT'],
  ],
};

// Precomputed tables and views: columns in order (the published schema).
const DERIVED: Record<string, string[]> = {
  spending_by_agency: ['agency', 'sub_agency', 'award_category', 'award_count', 'total_amount', 'avg_amount', 'earliest', 'latest'],
  spending_agency_summary: ['name', 'award_count', 'total_spending', 'sub_count'],
  gao_legislation: ['gao_package_id', 'gao_title', 'gao_date', 'bill_id', 'public_law_number'],
  earmark_spending_crossref: [
    'earmark_id',
    'bioguide_id',
    'member_name',
    'earmark_fy',
    'earmark_recipient',
    'amount_requested',
    'project_description',
    'spending_id',
    'spending_recipient',
    'award_amount',
    'spending_agency',
    'spending_description',
    'spending_fy',
    'match_type',
  ],
  nomination_rates: ['congress', 'total', 'confirmed', 'withdrawn', 'returned', 'rejected', 'pending', 'confirm_pct'],
  hearing_activity: ['congress', 'chamber', 'hearing_count', 'unique_witnesses', 'earliest', 'latest'],
};

const FTS: Record<string, { source: string; columns: string[] }> = {
  hearings_fts: { source: 'hearings', columns: ['title', 'chamber', 'committees'] },
  crs_reports_fts: { source: 'crs_reports', columns: ['title', 'authors', 'topics', 'summary'] },
  nominations_fts: { source: 'nominations', columns: ['description', 'organization', 'citation', 'status'] },
  gao_reports_fts: { source: 'gao_reports', columns: ['title', 'abstract', 'subjects', 'report_number'] },
  earmarks_fts: { source: 'earmarks', columns: ['recipient', 'project_description', 'member_name', 'recipient_address'] },
  spending_awards_fts: { source: 'spending_awards', columns: ['recipient_name', 'agency', 'sub_agency'] },
};

describe('oversight schema', () => {
  it.each(Object.entries(TABLES))('%s has the published columns and types, in order, and rows', (table, columns) => {
    const info = all<{ name: string; type: string }>(`select name, type from pragma_table_info('${table}')`);
    expect(info.map((c) => [c.name, c.type])).toEqual(columns);
    expect(value<number>(`select count(*) from ${table}`)).toBeGreaterThan(0);
  });

  it.each(Object.entries(DERIVED))('%s has the published columns in order and rows', (name, columns) => {
    expect(all<{ name: string }>(`select name from pragma_table_info('${name}')`).map((c) => c.name)).toEqual(columns);
    expect(value<number>(`select count(*) from ${name}`)).toBeGreaterThan(0);
  });

  it('nomination_rates and hearing_activity are views; the summaries are tables', () => {
    const kinds = Object.fromEntries(
      all<{ name: string; type: string }>(
        `select name, type from sqlite_schema where name in (${Object.keys(DERIVED)
          .map((n) => `'${n}'`)
          .join(', ')})`,
      ).map((r) => [r.name, r.type]),
    );
    expect(kinds).toEqual({
      spending_by_agency: 'table',
      spending_agency_summary: 'table',
      gao_legislation: 'table',
      earmark_spending_crossref: 'table',
      nomination_rates: 'view',
      hearing_activity: 'view',
    });
  });

  it.each(Object.entries(FTS))('%s indexes its source by rowid with the published columns', (fts, { source, columns }) => {
    const sql = value<string>(`select sql from sqlite_schema where name = ?`, fts);
    expect(sql).toMatch(/using fts5/i);
    expect(sql).toContain(`content='${source}'`);
    expect(all<{ name: string }>(`select name from pragma_table_info('${fts}')`).map((c) => c.name)).toEqual(columns);
    // Rebuilt: the index holds one entry per source row.
    expect(value<number>(`select count(*) from ${fts}`)).toBe(value<number>(`select count(*) from ${source}`));
  });

  it('has the published indexes', () => {
    const indexed = (table: string): string[][] =>
      all<{ name: string }>(`select name from pragma_index_list('${table}')`).map((i) =>
        all<{ name: string }>(`select name from pragma_index_info('${i.name}')`).map((c) => c.name),
      );
    const has = (table: string, ...cols: string[]): void => {
      expect(
        indexed(table).some((c) => cols.every((col, k) => c[k] === col)),
        `${table}(${cols.join(', ')})`,
      ).toBe(true);
    };
    has('hearings', 'chamber');
    has('hearings', 'congress');
    has('hearings', 'date_issued');
    has('hearing_witnesses', 'package_id');
    has('hearing_witnesses', 'name');
    has('hearing_witnesses', 'organization');
    has('hearing_witnesses', 'organization_normalized');
    has('hearing_members', 'name');
    has('hearing_members', 'bioguide_id');
    has('hearing_members', 'package_id');
    has('crs_reports', 'publish_date');
    has('crs_reports', 'status');
    has('crs_report_bills', 'report_id');
    has('crs_report_bills', 'bill_id');
    has('nominations', 'congress');
    has('nominations', 'received_date');
    has('nominations', 'organization');
    has('nominations', 'status', 'received_date');
    has('nominations', 'is_civilian', 'status', 'received_date');
    has('nomination_actions', 'nomination_id');
    has('treaties', 'congress');
    has('treaties', 'transmitted_date');
    has('treaty_actions', 'treaty_id');
    has('gao_reports', 'date_issued');
    has('gao_reports', 'document_type');
    has('gao_reports', 'report_number');
    for (const c of ['fiscal_year', 'chamber', 'bioguide_id', 'state', 'amount_requested', 'recipient_normalized']) has('earmarks', c);
    for (const c of [
      'agency',
      'award_category',
      'fiscal_year',
      'recipient_name',
      'recipient_name_normalized',
      'recipient_uei',
      'recipient_duns',
      'state_code',
    ])
      has('spending_awards', c);
    has('spending_agency_summary', 'name');
    has('gao_legislation', 'gao_package_id');
    has('gao_legislation', 'bill_id');
    for (const c of ['earmark_id', 'spending_id', 'bioguide_id', 'match_type']) has('earmark_spending_crossref', c);
  });
});

describe('oversight join keys resolve', () => {
  it.each([
    ['hearing_witnesses.package_id', 'select count(*) from hearing_witnesses where package_id not in (select package_id from hearings)'],
    ['hearing_members.package_id', 'select count(*) from hearing_members where package_id not in (select package_id from hearings)'],
    [
      'hearing_members.bioguide_id',
      'select count(*) from hearing_members where bioguide_id is not null and bioguide_id not in (select bioguide_id from congress_members)',
    ],
    ['crs_report_bills.report_id', 'select count(*) from crs_report_bills where report_id not in (select id from crs_reports)'],
    [
      'crs_report_bills.bill_id',
      'select count(*) from crs_report_bills where bill_id is not null and bill_id not in (select bill_id from legislation)',
    ],
    ['nomination_actions.nomination_id', 'select count(*) from nomination_actions where nomination_id not in (select id from nominations)'],
    ['treaty_actions.treaty_id', 'select count(*) from treaty_actions where treaty_id not in (select id from treaties)'],
    [
      'earmarks.bioguide_id',
      'select count(*) from earmarks where bioguide_id is null or bioguide_id not in (select bioguide_id from congress_members)',
    ],
    ['gao_legislation.bill_id', 'select count(*) from gao_legislation where bill_id not in (select bill_id from legislation)'],
    [
      'gao_legislation.gao_package_id',
      'select count(*) from gao_legislation where gao_package_id not in (select package_id from gao_reports)',
    ],
    [
      'earmark_spending_crossref.earmark_id',
      'select count(*) from earmark_spending_crossref where earmark_id not in (select id from earmarks)',
    ],
    [
      'earmark_spending_crossref.spending_id',
      'select count(*) from earmark_spending_crossref where spending_id not in (select generated_internal_id from spending_awards)',
    ],
  ])('%s', (_key, sql) => {
    expect(value<number>(sql)).toBe(0);
  });

  it('links hearing members to congress_members by exact full name, and most rows are linked', () => {
    expect(
      value<number>(`select count(*) from hearing_members hm join congress_members m on m.bioguide_id = hm.bioguide_id
      where hm.name != m.full_name`),
    ).toBe(0);
    const linked = value<number>('select avg(bioguide_id is not null) from hearing_members');
    expect(linked).toBeGreaterThan(0.9);
  });

  it('earmark members are the congress_members rows they name', () => {
    expect(
      value<number>(`select count(*) from earmarks e join congress_members m on m.bioguide_id = e.bioguide_id
      where e.member_name != m.full_name or e.member_last != m.last_name or e.state != m.state`),
    ).toBe(0);
  });
});

describe('oversight data rules', () => {
  it('hearings run from 1993 to the build day, with ids, Congress and chamber consistent', () => {
    const rows = all<{ package_id: string; congress: number; chamber: string; date_issued: string; committees: string }>(
      'select package_id, congress, chamber, date_issued, committees from hearings',
    );
    expect(rows.reduce((m, r) => (r.date_issued < m ? r.date_issued : m), '9999')).toMatch(/^1993-/);
    for (const r of rows) {
      expect(r.date_issued >= '1993-01-01' && r.date_issued <= nowDay(), r.package_id).toBe(true);
      const m = /^CHRG-(\d+)([hsj])hrg\d+$/.exec(r.package_id);
      expect(m, r.package_id).not.toBeNull();
      expect(Number(m?.[1])).toBe(r.congress);
      expect(r.congress).toBe(congressOf(r.date_issued));
      expect(['HOUSE', 'SENATE', 'JOINT', 'House', 'Senate']).toContain(r.chamber);
      expect(r.chamber.toUpperCase().slice(0, 1).toLowerCase()).toBe(m?.[2]);
      const committees = JSON.parse(r.committees) as Record<string, unknown>[];
      expect(committees.length).toBeGreaterThan(0);
      for (const c of committees) {
        expect(Object.keys(c).sort()).toEqual(['chamber', 'full_hierarchy', 'name']);
        // The chamber once: "Joint Economic Committee", never "Joint Joint …".
        expect(c.full_hierarchy, r.package_id).not.toMatch(/^(\w+) \1 /);
      }
    }
    expect(rows.filter((r) => r.date_issued >= `${now.getUTCFullYear() - 1}-01-01`).length).toBeGreaterThan(0);
  });

  it('witness organisations come from the shared list and are normalised by normalizeOrganization', () => {
    const rows = all<{ organization: string; organization_normalized: string | null; sql_normalized: string }>(
      `select organization, organization_normalized, ${organizationNormalizedSql('organization')} as sql_normalized from hearing_witnesses`,
    );
    const shared = new Set(ORGANIZATIONS.map(normalizeOrganization));
    let fromShared = 0;
    for (const r of rows) {
      if (r.organization === '') {
        expect(r.organization_normalized).toBeNull();
        continue;
      }
      expect(r.organization_normalized).toBe(normalizeOrganization(r.organization));
      // The SQL mirror of the rule gives the same key, so derive SQL can reproduce it.
      expect(r.sql_normalized).toBe(r.organization_normalized);
      if (shared.has(r.organization_normalized ?? '')) fromShared++;
    }
    expect(fromShared / rows.length).toBeGreaterThan(0.3);
    expect(rows.some((r) => r.organization === '')).toBe(true);
  });

  it('normalizeOrganization strips case, punctuation and one company suffix', () => {
    expect(normalizeOrganization('  Exxon Mobil Corporation ')).toBe('EXXON MOBIL');
    expect(normalizeOrganization('Merck & Co., Inc.')).toBe('MERCK & CO');
    expect(normalizeOrganization("America's Health Insurance Plans")).toBe('AMERICAS HEALTH INSURANCE PLANS');
    expect(normalizeOrganization('Incorporated Village')).toBe('INCORPORATED VILLAGE');
  });

  it('some witnesses testify at several hearings (skewed fan-out)', () => {
    expect(
      value<number>(`select count(*) from (select name from hearing_witnesses group by name
      having count(distinct package_id) >= 3)`),
    ).toBeGreaterThan(0);
  });

  it('CRS reports carry product-code ids and ordered topic lists', () => {
    for (const r of all<{ id: string; status: string; publish_date: string; update_date: string }>(
      'select id, status, publish_date, update_date from crs_reports',
    )) {
      expect(r.id).toMatch(/^(R|RL|RS|IF|IN|LSB)\d{5}$/);
      expect(['Active', 'Archived']).toContain(r.status);
      expect(r.update_date >= r.publish_date && r.update_date <= nowDay()).toBe(true);
    }
    expect(
      value<number>(`select count(*) from crs_report_bills where bill_id is not null and
      bill_id != congress || '-' || bill_type || '-' || bill_number`),
    ).toBe(0);
  });

  it('nominations follow the id, citation, status and vote rules', () => {
    const current = congressOf(nowDay());
    const rows = all<{
      id: string;
      congress: number;
      number: number;
      part_number: string;
      citation: string;
      status: string;
      is_civilian: number;
      is_military: number;
      vote_yea: number | null;
      vote_nay: number | null;
      received_date: string;
      description: string;
    }>('select * from nominations');
    for (const r of rows) {
      const suffix = r.part_number === '' ? '' : `-${r.part_number}`;
      expect(r.id).toBe(`${r.congress}-${r.number}${suffix}`);
      expect(r.citation).toBe(`PN${r.number}${suffix}`);
      expect(r.congress >= 100 && r.congress <= current).toBe(true);
      expect(congressOf(r.received_date)).toBe(r.congress);
      expect(['Confirmed', 'Withdrawn', 'Returned', 'Rejected', 'Pending']).toContain(r.status);
      expect(r.is_civilian + r.is_military).toBe(1);
      if (r.is_military) expect(r.description).toMatch(/^Military nomination — /);
      if (r.vote_yea !== null) expect(['Confirmed', 'Rejected']).toContain(r.status);
      if (r.status === 'Rejected') expect(r.vote_nay ?? 0).toBeGreaterThan(r.vote_yea ?? 0);
      if (r.status === 'Pending') expect(r.congress).toBe(current);
    }
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(3);
    expect(
      value<number>(
        `select count(*) from nomination_actions a join nominations n on n.id = a.nomination_id
      where a.action_date < n.received_date or a.action_date > ?`,
        nowDay(),
      ),
    ).toBe(0);
  });

  it('treaties and GAO reports use their identifier formats', () => {
    for (const t of all<{ id: string; congress: number; number: number }>('select id, congress, number from treaties')) {
      expect(t.id).toMatch(new RegExp(`^${t.congress}-${t.number}(-[A-Z])?$`));
    }
    for (const g of all<{
      package_id: string;
      report_number: string;
      date_issued: string;
      subjects: string | null;
      document_type: string | null;
    }>('select package_id, report_number, date_issued, subjects, document_type from gao_reports')) {
      expect(g.date_issued >= '1994-01-01' && g.date_issued <= nowDay()).toBe(true);
      if (g.date_issued >= '2009') {
        // gao.gov stubs: id = report number, no GovInfo metadata.
        expect(g.package_id).toBe(g.report_number);
        expect(g.package_id).toMatch(/^GAO-\d{2}-\d+T?$/);
        expect(g.subjects).toBeNull();
        expect(g.document_type).toBeNull();
      } else {
        expect(g.package_id).toBe(`GAOREPORTS-${g.report_number}`);
        expect(g.subjects).not.toBeNull();
      }
    }
  });

  it('spending covers about 20 agencies from fiscal year 2017, with awarded amounts', () => {
    expect(value<number>('select count(distinct agency) from spending_awards')).toBeGreaterThanOrEqual(15);
    expect(value<number>('select count(distinct agency) from spending_awards')).toBeLessThanOrEqual(25);
    expect(value<number>('select min(fiscal_year) from spending_awards')).toBe(2017);
    expect(value<number>('select count(*) from spending_awards where award_amount is null or award_amount <= 0')).toBe(0);
    const rows = all<{
      generated_internal_id: string;
      award_category: string;
      start_date: string;
      fiscal_year: number;
      recipient_name: string;
      recipient_name_normalized: string;
    }>(
      'select generated_internal_id, award_category, start_date, fiscal_year, recipient_name, recipient_name_normalized from spending_awards',
    );
    for (const r of rows) {
      expect(r.generated_internal_id).toMatch(r.award_category === 'grants' ? /^ASST_NON_/ : /^CONT_AWD_/);
      expect(fiscalYearOf(r.start_date)).toBe(r.fiscal_year);
      expect(r.start_date <= nowDay()).toBe(true);
      expect(r.recipient_name_normalized).toBe(normalizeOrganization(r.recipient_name));
    }
    expect(new Set(rows.map((r) => r.award_category))).toEqual(new Set(['grants', 'contracts']));
  });

  it('earmarks fall in the earmark eras and keep normalised recipients', () => {
    const rows = all<{ fiscal_year: number; recipient: string; recipient_normalized: string; chamber: string; amount_requested: number }>(
      'select fiscal_year, recipient, recipient_normalized, chamber, amount_requested from earmarks',
    );
    for (const r of rows) {
      expect((r.fiscal_year >= 2008 && r.fiscal_year <= 2010) || r.fiscal_year >= 2022).toBe(true);
      expect(r.fiscal_year).toBeLessThanOrEqual(fiscalYearOf(nowDay()) + 1);
      expect(['House', 'Senate']).toContain(r.chamber);
      expect(r.recipient_normalized).toBe(normalizeOrganization(r.recipient));
      expect(r.amount_requested).toBeGreaterThan(0);
    }
  });
});

describe('oversight precomputed tables equal their definitions', () => {
  /** Rows of `a` missing from `b` plus rows of `b` missing from `a` (multiset-blind). */
  const difference = (a: string, b: string): number =>
    value<number>(`select (select count(*) from (${a} except ${b})) + (select count(*) from (${b} except ${a}))`);

  /** Rows keyed by their first `keyColumns` values; float sums compared to the cent. */
  function expectSameAggregates(actualSql: string, definingSql: string, keyColumns: number): void {
    const key = (r: unknown[]): string => JSON.stringify(r.slice(0, keyColumns));
    const actual = new Map(
      db
        .prepare(actualSql)
        .raw()
        .all()
        .map((r) => [key(r as unknown[]), r as unknown[]]),
    );
    const defining = db.prepare(definingSql).raw().all() as unknown[][];
    expect(actual.size).toBe(defining.length);
    for (const row of defining) {
      const got = actual.get(key(row));
      expect(got, key(row)).toBeDefined();
      row.forEach((v, i) => {
        if (typeof v === 'number' && !Number.isInteger(v)) expect(got?.[i] as number).toBeCloseTo(v, 2);
        else if (typeof v === 'number') expect(Math.abs((got?.[i] as number) - v)).toBeLessThanOrEqual(i < keyColumns ? 0 : 1);
        else expect(got?.[i]).toBe(v);
      });
    }
  }

  it('spending_by_agency', () => {
    expectSameAggregates(
      'select * from spending_by_agency',
      `select agency, sub_agency, award_category, count(*), sum(award_amount),
      avg(award_amount), min(start_date), max(start_date) from spending_awards group by 1, 2, 3`,
      3,
    );
  });

  it('spending_agency_summary', () => {
    // total_spending is an integer sum: allowed to differ by one from float summation order.
    expectSameAggregates(
      'select * from spending_agency_summary',
      `select agency, count(*), cast(sum(award_amount) as integer),
      count(distinct sub_agency) from spending_awards group by agency`,
      1,
    );
  });

  it('gao_legislation matches GAO public-law items to "Became Public Law" actions', () => {
    const lawBills = new Map<string, Set<string>>();
    for (const a of all<{ bill_id: string; action_text: string }>(
      "select bill_id, action_text from legislation_actions where action_text like 'Became Public Law No:%'",
    )) {
      const law = /^Became Public Law No: (.+)\.$/.exec(a.action_text)?.[1];
      if (!law) continue;
      if (!lawBills.has(law)) lawBills.set(law, new Set());
      lawBills.get(law)?.add(a.bill_id);
    }
    const expected: string[] = [];
    for (const g of all<{ package_id: string; title: string; date_issued: string; public_laws: string }>(
      "select package_id, title, date_issued, public_laws from gao_reports where public_laws != ''",
    )) {
      for (const item of g.public_laws.split(', ')) {
        const law = /^Public Law (.+)$/.exec(item)?.[1];
        for (const bill of (law && lawBills.get(law)) || [])
          expected.push(JSON.stringify([g.package_id, g.title, g.date_issued, bill, law]));
      }
    }
    const actual = all<unknown[]>('select gao_package_id, gao_title, gao_date, bill_id, public_law_number from gao_legislation').map((r) =>
      JSON.stringify(Object.values(r as object)),
    );
    expect(actual.sort()).toEqual(expected.sort());
    expect(actual.length).toBeGreaterThan(0);
  });

  it('earmark_spending_crossref pairs each earmark with every same-recipient, same-year award', () => {
    const defining = `select e.id, e.bioguide_id, e.member_name, e.fiscal_year, e.recipient, e.amount_requested,
        e.project_description, s.generated_internal_id, s.recipient_name, s.award_amount, s.agency, s.description,
        s.fiscal_year, iif(s.award_amount = e.amount_requested, 'exact_amount', 'name_fy')
      from earmarks e, spending_awards s
      where s.fiscal_year = e.fiscal_year and s.recipient_name_normalized = e.recipient_normalized
        and length(e.recipient_normalized) > 3`;
    expect(difference('select * from earmark_spending_crossref', defining)).toBe(0);
    expect(value<number>('select count(*) from earmark_spending_crossref')).toBe(value<number>(`select count(*) from (${defining})`));
    // Enacted earmarks show up as the grant that funded them.
    expect(value<number>("select count(*) from earmark_spending_crossref where match_type = 'exact_amount'")).toBeGreaterThan(0);
    expect(value<number>("select count(*) from earmark_spending_crossref where match_type = 'name_fy'")).toBeGreaterThan(0);
  });

  it('nomination_rates counts each status per Congress', () => {
    const counts = new Map<number, Record<string, number>>();
    for (const n of all<{ congress: number; status: string }>('select congress, status from nominations')) {
      const c = counts.get(n.congress) ?? { total: 0, Confirmed: 0, Withdrawn: 0, Returned: 0, Rejected: 0, Pending: 0 };
      c.total++;
      c[n.status]++;
      counts.set(n.congress, c);
    }
    const view = all<{
      congress: number;
      total: number;
      confirmed: number;
      withdrawn: number;
      returned: number;
      rejected: number;
      pending: number;
      confirm_pct: number;
    }>('select * from nomination_rates');
    expect(view.map((v) => v.congress)).toEqual([...counts.keys()].sort((a, b) => a - b));
    for (const v of view) {
      const c = counts.get(v.congress);
      expect([v.total, v.confirmed, v.withdrawn, v.returned, v.rejected, v.pending]).toEqual([
        c?.total,
        c?.Confirmed,
        c?.Withdrawn,
        c?.Returned,
        c?.Rejected,
        c?.Pending,
      ]);
      expect(v.confirm_pct).toBeCloseTo((100 * v.confirmed) / v.total, 1);
    }
  });

  it('hearing_activity counts hearing × witness rows per Congress and chamber', () => {
    const defining = `select h.congress, h.chamber, count(*), count(distinct w.name), min(h.date_issued), max(h.date_issued)
      from hearings h left join hearing_witnesses w using (package_id) group by 1, 2`;
    expect(difference('select * from hearing_activity', defining)).toBe(0);
    expect(value<number>('select sum(hearing_count) from hearing_activity')).toBe(
      value<number>('select count(*) from hearings h left join hearing_witnesses w using (package_id)'),
    );
  });
});

describe('oversight full-text search', () => {
  it.each([
    ['hearings_fts', 'climate'],
    ['hearings_fts', 'pollution'],
    ['crs_reports_fts', 'medicare'],
    ['crs_reports_fts', 'tariff'],
    ['gao_reports_fts', 'cybersecurity'],
    ['nominations_fts', 'judge'],
    ['earmarks_fts', 'highway'],
    ['spending_awards_fts', 'university'],
  ])('%s finds "%s" and joins back to the rows that contain it', (fts, word) => {
    const { source, columns } = FTS[fts];
    const text = columns.map((c) => `coalesce(s.${c}, '')`).join(" || ' ' || ");
    const rows = all<{ text: string }>(
      `select ${text} as text from ${fts} f join ${source} s on s.rowid = f.rowid
      where ${fts} match ? order by rank`,
      word,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.text.toLowerCase()).toContain(word);
  });
});
