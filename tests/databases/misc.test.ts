// The misc domain's tables in the demo build (scale 0.01, seed 1): office disbursements, White
// House visits, the entity layer and OGE disclosures. Schema as published, join keys, the data
// rules (redaction, identifier formats, OCR continuation pages, report arithmetic), precomputed
// tables against their definitions, and full-text search.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATIONS, normalizeOrganization } from '../../services/openregs/build/vocab/organizations.js';
import { AMOUNT_BRACKETS } from '../../services/openregs/build/vocab/misc-oge.js';
import { demoDatabasePaths } from '../support/demo-db.js';

let db: Database.Database;
beforeAll(() => {
  db = new Database(demoDatabasePaths().openregs, { readonly: true });
});
afterAll(() => db?.close());

const all = <T>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]): T =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const tableExists = (name: string): boolean => value<number>(`select count(*) from sqlite_schema where name = ?`, name) === 1;

// Column name → declared type, in table order (the published schema, plus the source columns
// the build adds: category/transaction_date, staff_count, source_page, period_*, filing_*).
const TABLES: Record<string, [string, string][]> = {
  house_disbursements_nonpersonnel: [
    ['id', 'INTEGER'],
    ['organization', 'TEXT'],
    ['program', 'TEXT'],
    ['category', 'TEXT'],
    ['vendor_name', 'TEXT'],
    ['description', 'TEXT'],
    ['quarter', 'TEXT'],
    ['transaction_date', 'TEXT'],
    ['amount', 'REAL'],
  ],
  house_disbursements_personnel_agg: [
    ['quarter', 'TEXT'],
    ['organization', 'TEXT'],
    ['staff_count', 'INTEGER'],
    ['total_amount', 'REAL'],
  ],
  house_pre2016_office_totals: [
    ['id', 'INTEGER'],
    ['office_name', 'TEXT'],
    ['office_type', 'TEXT'],
    ['category', 'TEXT'],
    ['quarter', 'TEXT'],
    ['quarter_amount', 'REAL'],
    ['source_page', 'INTEGER'],
  ],
  senate_office_totals: [
    ['id', 'INTEGER'],
    ['report_id', 'TEXT'],
    ['period_start', 'TEXT'],
    ['period_end', 'TEXT'],
    ['office_name', 'TEXT'],
    ['office_party', 'TEXT'],
    ['line_category', 'TEXT'],
    ['total_funding', 'REAL'],
    ['net_funds', 'REAL'],
  ],
  wh_visits: [
    ['visit_id', 'INTEGER'],
    ['admin', 'TEXT'],
    ['appt_start_iso', 'TEXT'],
    ['visitor_name_full', 'TEXT'],
    ['visitor_name_hash', 'TEXT'],
    ['visitor_is_tour', 'INTEGER'],
    ['visitor_is_lda_lobbyist', 'INTEGER'],
    ['visitor_public_actor_id', 'INTEGER'],
    ['visitor_is_plum_book', 'INTEGER'],
    ['visitee_name_last', 'TEXT'],
    ['visitee_name_first', 'TEXT'],
    ['visitee_full', 'TEXT'],
    ['meeting_loc', 'TEXT'],
    ['meeting_room', 'TEXT'],
    ['description', 'TEXT'],
    ['total_people', 'INTEGER'],
  ],
  entities: [
    ['entity_id', 'INTEGER'],
    ['canonical_name', 'TEXT'],
    ['name_normalized', 'TEXT'],
    ['display_name', 'TEXT'],
    ['entity_type', 'TEXT'],
    ['ein', 'TEXT'],
    ['cik', 'INTEGER'],
    ['uei', 'TEXT'],
    ['lei', 'TEXT'],
    ['ticker', 'TEXT'],
    ['fec_committee_id', 'TEXT'],
    ['duns', 'TEXT'],
    ['sic_code', 'TEXT'],
    ['naics_code', 'TEXT'],
    ['ntee_code', 'TEXT'],
    ['state_of_incorporation', 'TEXT'],
    ['primary_state', 'TEXT'],
    ['country', 'TEXT'],
    ['status', 'TEXT'],
    ['merged_into_entity_id', 'INTEGER'],
    ['source_provenance', 'TEXT'],
    ['predecessor_names', 'TEXT'],
    ['industry_codes', 'TEXT'],
    ['primary_industry', 'TEXT'],
    ['first_seen_date', 'TEXT'],
    ['last_seen_date', 'TEXT'],
    ['created_at', 'TEXT'],
    ['updated_at', 'TEXT'],
    ['notes', 'TEXT'],
    ['dd_id', 'TEXT'],
  ],
  entity_aliases: [
    ['entity_id', 'INTEGER'],
    ['alias_name', 'TEXT'],
    ['alias_normalized', 'TEXT'],
    ['alias_source', 'TEXT'],
    ['effective_start', 'TEXT'],
    ['effective_end', 'TEXT'],
  ],
  entity_prominence: [
    ['entity_id', 'INTEGER'],
    ['ein', 'TEXT'],
    ['peak_revenue', 'REAL'],
    ['size_band', 'INTEGER'],
  ],
  public_actors: [
    ['public_actor_id', 'INTEGER'],
    ['role_context', 'TEXT'],
    ['source_id', 'TEXT'],
    ['name_full', 'TEXT'],
    ['name_normalized', 'TEXT'],
    ['name_first', 'TEXT'],
    ['name_last', 'TEXT'],
    ['bioguide_id', 'TEXT'],
    ['fec_cand_id', 'TEXT'],
    ['fara_registration_number', 'TEXT'],
    ['oge_filer_slug', 'TEXT'],
    ['sec_reporter_cik', 'INTEGER'],
    ['employer_entity_id', 'INTEGER'],
    ['employer_entity_name', 'TEXT'],
    ['employer_ein', 'TEXT'],
    ['employer_cik', 'INTEGER'],
    ['employer_lda_registrant_id', 'INTEGER'],
    ['role_title', 'TEXT'],
    ['role_start_date', 'TEXT'],
    ['role_end_date', 'TEXT'],
    ['is_current', 'INTEGER'],
    ['materiality_tier', 'INTEGER'],
    ['materiality_reason', 'TEXT'],
    ['merged_into_public_actor_id', 'INTEGER'],
    ['merge_method', 'TEXT'],
    ['merge_confidence', 'REAL'],
    ['first_seen_date', 'TEXT'],
    ['last_seen_date', 'TEXT'],
    ['source_table', 'TEXT'],
    ['created_at', 'TEXT'],
    ['updated_at', 'TEXT'],
    ['notes', 'TEXT'],
    ['dd_id', 'TEXT'],
  ],
  oge_pas_filings: [
    ['filing_id', 'INTEGER'],
    ['filer_slug', 'TEXT'],
    ['filer_name_full', 'TEXT'],
    ['department', 'TEXT'],
    ['position', 'TEXT'],
    ['doc_type', 'TEXT'],
    ['filing_date', 'TEXT'],
    ['report_year', 'INTEGER'],
  ],
  oge_pas_transactions: [
    ['transaction_id', 'INTEGER'],
    ['filing_id', 'INTEGER'],
    ['filer_last', 'TEXT'],
    ['filer_first', 'TEXT'],
    ['department', 'TEXT'],
    ['position', 'TEXT'],
    ['tx_date_iso', 'TEXT'],
    ['tx_type', 'TEXT'],
    ['asset_name', 'TEXT'],
    ['asset_description', 'TEXT'],
    ['ticker', 'TEXT'],
    ['amount_range', 'TEXT'],
    ['amount_max', 'REAL'],
  ],
};

// Row-count floors at scale 0.01 (ctx.count(base, min)).
const MIN_ROWS: Record<string, number> = {
  house_disbursements_nonpersonnel: 25_000 * 0.95,
  house_pre2016_office_totals: 1_000,
  senate_office_totals: 400,
  wh_visits: 70_000,
  entities: 20_000,
  entity_aliases: 400,
  public_actors: 100_000,
  oge_pas_filings: 80,
  oge_pas_transactions: 400,
};

const FTS: Record<string, { source: string; rowid: string; columns: string[] }> = {
  house_disbursements_nonpersonnel_fts: {
    source: 'house_disbursements_nonpersonnel',
    rowid: 'id',
    columns: ['organization', 'program', 'vendor_name', 'description'],
  },
  house_pre2016_office_totals_fts: { source: 'house_pre2016_office_totals', rowid: 'id', columns: ['office_name', 'category', 'quarter'] },
  senate_office_totals_fts: { source: 'senate_office_totals', rowid: 'id', columns: ['office_name', 'line_category', 'report_id'] },
  wh_visits_fts: {
    source: 'wh_visits',
    rowid: 'visit_id',
    columns: ['visitor_name_full', 'visitee_name_last', 'visitee_name_first', 'visitee_full', 'meeting_loc', 'meeting_room', 'description'],
  },
  entities_fts: {
    source: 'entities',
    rowid: 'entity_id',
    columns: ['canonical_name', 'display_name', 'ticker', 'ein', 'cik', 'uei', 'lei'],
  },
  entity_aliases_fts: { source: 'entity_aliases', rowid: 'rowid', columns: ['alias_name', 'alias_source'] },
  public_actors_fts: {
    source: 'public_actors',
    rowid: 'public_actor_id',
    columns: ['name_full', 'role_context', 'role_title', 'bioguide_id', 'fec_cand_id', 'employer_entity_name'],
  },
  oge_pas_filings_fts: {
    source: 'oge_pas_filings',
    rowid: 'filing_id',
    columns: ['filer_name_full', 'department', 'position', 'doc_type'],
  },
  oge_pas_transactions_fts: {
    source: 'oge_pas_transactions',
    rowid: 'transaction_id',
    columns: ['filer_last', 'filer_first', 'asset_description', 'asset_name', 'ticker', 'tx_type', 'department', 'position'],
  },
};

describe('misc schema', () => {
  it.each(Object.entries(TABLES))('%s has the published columns and types, in order', (table, columns) => {
    const info = all<{ name: string; type: string }>(`select name, type from pragma_table_info('${table}')`);
    expect(info.map((c) => [c.name, c.type])).toEqual(columns);
  });

  it.each(Object.entries(MIN_ROWS))('%s has at least its scaled floor of rows', (table, floor) => {
    expect(value<number>(`select count(*) from ${table}`)).toBeGreaterThanOrEqual(floor);
  });

  it('keys tables as published', () => {
    const pk = (table: string): string[] =>
      all<{ name: string; pk: number }>(`select name, pk from pragma_table_info('${table}') where pk > 0 order by pk`).map((c) => c.name);
    expect(pk('wh_visits')).toEqual(['visit_id']);
    expect(pk('entities')).toEqual(['entity_id']);
    expect(pk('public_actors')).toEqual(['public_actor_id']);
    expect(pk('entity_aliases')).toEqual(['entity_id', 'alias_name', 'alias_source']);
    expect(pk('house_disbursements_personnel_agg')).toEqual(['quarter', 'organization']);
    const unique = all<{ name: string; unique: number; partial: number }>(
      `select name, "unique", partial from pragma_index_list('public_actors')`,
    )
      .filter((i) => i.unique && !i.partial)
      .map((i) => all<{ name: string }>(`select name from pragma_index_info('${i.name}')`).map((c) => c.name));
    expect(unique).toContainEqual(['role_context', 'source_id']);
    for (const id of ['ein', 'cik', 'uei', 'lei', 'fec_committee_id']) {
      const idx = all<{ name: string; unique: number; partial: number }>(
        `select name, "unique", partial from pragma_index_list('entities')`,
      ).find(
        (i) =>
          all<{ name: string }>(`select name from pragma_index_info('${i.name}')`)
            .map((c) => c.name)
            .join() === id,
      );
      expect(idx, id).toMatchObject({ unique: 1, partial: 1 });
    }
  });

  it.each(Object.entries(FTS))('%s indexes its source with the published columns, rebuilt', (fts, { source, rowid, columns }) => {
    const sql = value<string>(`select sql from sqlite_schema where name = ?`, fts);
    expect(sql).toMatch(/using fts5/i);
    expect(sql).toContain(`content='${source}'`);
    if (rowid !== 'rowid') expect(sql).toContain(`content_rowid='${rowid}'`);
    expect(all<{ name: string }>(`select name from pragma_table_info('${fts}')`).map((c) => c.name)).toEqual(columns);
    expect(value<number>(`select count(*) from ${fts}`)).toBe(value<number>(`select count(*) from ${source}`));
  });

  it("house_pre2016_office_totals_dedup is a view with the base table's columns", () => {
    expect(value<string>(`select type from sqlite_schema where name = 'house_pre2016_office_totals_dedup'`)).toBe('view');
    expect(all<{ name: string }>(`select name from pragma_table_info('house_pre2016_office_totals_dedup')`).map((c) => c.name)).toEqual(
      TABLES.house_pre2016_office_totals.map(([name]) => name),
    );
  });

  it('wh_visits_daily_agg has the published columns in order', () => {
    expect(all<{ name: string }>(`select name from pragma_table_info('wh_visits_daily_agg')`).map((c) => c.name)).toEqual([
      'admin',
      'visit_date',
      'n_visits',
      'n_tour_visits',
      'n_unique_visitors',
    ]);
  });
});

describe('misc join keys', () => {
  const orphans = (sql: string): number => value<number>(`select count(*) from (${sql})`);

  it('visits, actors, aliases and sizes point at existing rows', () => {
    expect(
      orphans(`select 1 from wh_visits v where v.visitor_public_actor_id is not null
      and not exists (select 1 from public_actors p where p.public_actor_id = v.visitor_public_actor_id)`),
    ).toBe(0);
    expect(
      orphans(`select 1 from public_actors p where p.employer_entity_id is not null
      and not exists (select 1 from entities e where e.entity_id = p.employer_entity_id)`),
    ).toBe(0);
    expect(
      orphans(`select 1 from public_actors p where p.merged_into_public_actor_id is not null
      and not exists (select 1 from public_actors q where q.public_actor_id = p.merged_into_public_actor_id)`),
    ).toBe(0);
    expect(
      orphans(`select 1 from entities e where e.merged_into_entity_id is not null
      and not exists (select 1 from entities m where m.entity_id = e.merged_into_entity_id and m.entity_id < e.entity_id)`),
    ).toBe(0);
    expect(orphans(`select 1 from entity_aliases a where not exists (select 1 from entities e where e.entity_id = a.entity_id)`)).toBe(0);
    expect(
      orphans(
        `select 1 from entity_prominence p where not exists (select 1 from entities e where e.entity_id = p.entity_id and e.ein is p.ein)`,
      ),
    ).toBe(0);
    expect(
      orphans(`select 1 from oge_pas_transactions t where not exists (select 1 from oge_pas_filings f
      where f.filing_id = t.filing_id and f.department = t.department and f.position = t.position
        and f.doc_type = '278-T Periodic Transaction Report' and f.filer_name_full like t.filer_first || ' %' || t.filer_last)`),
    ).toBe(0);
  });

  it('public actors carry the ids of the tables that name them', () => {
    expect(
      orphans(`select 1 from public_actors p where p.bioguide_id is not null
      and not exists (select 1 from congress_members m where m.bioguide_id = p.bioguide_id)`),
    ).toBe(0);
    // Every member of Congress is a public actor.
    expect(
      orphans(`select 1 from congress_members m where not exists
      (select 1 from public_actors p where p.role_context = 'congress_member' and p.bioguide_id = m.bioguide_id)`),
    ).toBe(0);
    expect(
      orphans(`select 1 from oge_pas_filings f where not exists
      (select 1 from public_actors p where p.role_context = 'oge_pas_filer' and p.oge_filer_slug = f.filer_slug)`),
    ).toBe(0);
    const lobbyists = value<number>(`select count(*) from public_actors where role_context = 'lobbyist_lda'`);
    if (tableExists('lobbying_lobbyists') && value<number>('select count(*) from lobbying_lobbyists') > 0) {
      expect(lobbyists).toBeGreaterThan(0);
      expect(
        orphans(`select 1 from public_actors p where p.role_context = 'lobbyist_lda'
        and not exists (select 1 from lobbying_lobbyists l where l.lobbyist_name = p.name_full)`),
      ).toBe(0);
    } else expect(lobbyists).toBe(0);
    const candidates = value<number>(`select count(*) from public_actors where role_context = 'fec_candidate'`);
    if (tableExists('fec_candidates') && value<number>('select count(*) from fec_candidates') > 0) {
      expect(candidates).toBe(value<number>('select count(distinct cand_id) from fec_candidates where cand_name is not null'));
      expect(
        orphans(`select 1 from public_actors p where p.fec_cand_id is not null
        and not exists (select 1 from fec_candidates c where c.cand_id = p.fec_cand_id)`),
      ).toBe(0);
    } else expect(candidates).toBe(0);
    const agents = value<number>(`select count(*) from public_actors where role_context = 'fara_agent'`);
    if (tableExists('fara_short_forms') && value<number>('select count(*) from fara_short_forms') > 0) {
      expect(agents).toBeGreaterThan(0);
      expect(
        orphans(`select 1 from public_actors p where p.fara_registration_number is not null
        and not exists (select 1 from fara_short_forms s where cast(s.registration_number as text) = p.fara_registration_number)`),
      ).toBe(0);
    } else expect(agents).toBe(0);
  });

  it('every office and quarter with vendor payments has a payroll row, and no payroll row lacks an office', () => {
    expect(
      orphans(`select distinct quarter, organization from house_disbursements_nonpersonnel np where not exists
      (select 1 from house_disbursements_personnel_agg p where p.quarter = np.quarter and p.organization = np.organization)`),
    ).toBe(0);
    expect(
      orphans(`select 1 from house_disbursements_personnel_agg p where not exists
      (select 1 from house_disbursements_nonpersonnel np where np.organization = p.organization)`),
    ).toBe(0);
  });

  it('member offices are named after members of Congress who served in that chamber and period', () => {
    const houseMembers = new Set(
      all<{ n: string }>(`select upper(full_name) as n from congress_members where lower(chamber) = 'house'`).map((r) => r.n),
    );
    const offices = all<{
      office: string;
    }>(`select distinct organization as office from house_disbursements_nonpersonnel where program = 'MEMBERS'' REPRESENTATIONAL ALLOWANCES'
      union select distinct office_name from house_pre2016_office_totals_dedup where office_type = 'member'`);
    expect(offices.length).toBeGreaterThan(0);
    for (const { office } of offices)
      expect(houseMembers.has(office.replace(/^HON\. /, '').replace(/ \([A-Z]{2}\)$/, '')), office).toBe(true);
    const senators = new Set(
      all<{ n: string }>(`select upper(full_name) as n from congress_members where lower(chamber) = 'senate'`).map((r) => r.n),
    );
    for (const { office } of all<{ office: string }>(
      `select distinct office_name as office from senate_office_totals where office_party is not null`,
    )) {
      expect(senators.has(office.replace(/^SENATOR /, '').replace(/ \([A-Z]{2}\)$/, '')), office).toBe(true);
    }
  });
});

describe('White House visit rules', () => {
  it('redacts visitor names by the build rule, and only then', () => {
    const rule = `visitor_is_tour = 0
      and upper(description) not like '%TOUR%' and upper(description) not like '%RECEPTION%'
      and upper(description) not like '%HOLIDAY%' and upper(description) not like '%VOLUNTEER%'
      and upper(description) not like '%CEREMONY%' and upper(description) not like '%PARTY%'
      and visitee_full != 'VISITORS OFFICE'
      and (visitor_public_actor_id is not null or visitor_is_lda_lobbyist = 1 or visitor_is_plum_book = 1)`;
    expect(value<number>(`select count(*) from wh_visits where visitor_name_full is not null and not (${rule})`)).toBe(0);
    expect(value<number>(`select count(*) from wh_visits where visitor_name_full is null and (${rule})`)).toBe(0);
    // Each way a name is dropped occurs in the data, and names survive where the rule allows.
    expect(value<number>(`select count(*) from wh_visits where visitor_name_full is not null`)).toBeGreaterThan(100);
    expect(
      value<number>(`select count(*) from wh_visits where visitor_is_tour = 0 and visitor_public_actor_id is not null
      and upper(description) like '%RECEPTION%' and visitor_name_full is null`),
    ).toBeGreaterThan(0);
    expect(
      value<number>(`select count(*) from wh_visits where visitor_is_tour = 0 and visitee_full = 'VISITORS OFFICE'
      and visitor_public_actor_id is not null and visitor_name_full is null`),
    ).toBeGreaterThan(0);
    expect(
      value<number>(`select count(*) from wh_visits where visitor_is_tour = 0 and visitor_public_actor_id is null
      and visitor_name_full is null`),
    ).toBeGreaterThan(0);
  });

  it("names of matched visitors are their public actor's name, with consistent flags", () => {
    expect(
      value<number>(`select count(*) from wh_visits v join public_actors p on p.public_actor_id = v.visitor_public_actor_id
      where v.visitor_name_full is not null and v.visitor_name_full != p.name_full`),
    ).toBe(0);
    expect(
      value<number>(`select count(*) from wh_visits v join public_actors p on p.public_actor_id = v.visitor_public_actor_id
      where v.visitor_is_lda_lobbyist != (p.role_context = 'lobbyist_lda')`),
    ).toBe(0);
    expect(value<number>(`select count(*) from wh_visits where visitor_is_plum_book = 1`)).toBeGreaterThan(0);
  });

  it('keeps a name hash on every visit, one per distinct name', () => {
    expect(value<number>(`select count(*) from wh_visits where visitor_name_hash is null or length(visitor_name_hash) != 14`)).toBe(0);
    expect(
      value<number>(`select count(*) from (select visitor_name_full from wh_visits where visitor_name_full is not null
      group by visitor_name_full having count(distinct visitor_name_hash) > 1)`),
    ).toBe(0);
  });

  it('covers the published administrations with ISO timestamps, tours hosted by the Visitors Office', () => {
    const spans = all<{ admin: string; first: string; last: string }>(
      `select admin, min(appt_start_iso) as first, max(appt_start_iso) as last from wh_visits group by admin order by first`,
    );
    expect(spans.map((s) => s.admin)).toEqual(['Obama', 'Biden']);
    expect(spans[0].first >= '2009-01-20' && spans[0].last < '2017-01-20').toBe(true);
    expect(spans[1].first >= '2021-01-20' && spans[1].last < '2025-01-20').toBe(true);
    expect(
      value<number>(
        `select count(*) from wh_visits where appt_start_iso not glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]'`,
      ),
    ).toBe(0);
    expect(
      value<number>(
        `select count(*) from wh_visits where visitor_is_tour = 1 and (visitee_full != 'VISITORS OFFICE' or visitor_name_full is not null)`,
      ),
    ).toBe(0);
    const tourShare = value<number>(`select avg(visitor_is_tour) from wh_visits`);
    expect(tourShare).toBeGreaterThan(0.3);
    expect(tourShare).toBeLessThan(0.6);
  });

  it('numbers visits in appointment order (the search query relies on it)', () => {
    expect(
      value<number>(`select count(*) from wh_visits a join wh_visits b on b.visit_id = a.visit_id + 1
      where b.appt_start_iso < a.appt_start_iso`),
    ).toBe(0);
    expect(value<number>(`select max(visit_id) - min(visit_id) + 1 - count(*) from wh_visits`)).toBe(0);
  });

  it('fans out like life: a few named visitors come very often', () => {
    const counts = all<{ n: number }>(
      `select count(*) as n from wh_visits where visitor_name_full is not null group by visitor_name_full order by n desc`,
    ).map((r) => r.n);
    const median = counts[Math.floor(counts.length / 2)];
    expect(counts[0]).toBeGreaterThan(10 * median);
  });
});

describe('entity layer rules', () => {
  const VOCAB: Record<string, string[]> = {
    'entities.entity_type': [
      'public_company',
      'private_company',
      'nonprofit',
      'foreign_entity',
      'pac',
      'trade_association',
      'union',
      'political_committee',
      'unknown',
    ],
    'entities.status': ['active', 'merged', 'defunct', 'unknown'],
    'public_actors.role_context': [
      'congress_member',
      'fara_agent',
      'fec_candidate',
      'oge_pas_filer',
      'sec_form4_reporter',
      'nonprofit_officer',
      'lobbyist_lda',
      'exec_branch_appointee',
    ],
    'entity_aliases.alias_source': ['990_filer', 'sec_former_name', 'lobbying_client', 'fara_registrant', 'sam_legal_name', 'manual'],
  };

  it.each(Object.entries(VOCAB))('%s uses the published vocabulary', (column, words) => {
    const [table, col] = column.split('.');
    const used = all<{ v: string }>(`select distinct ${col} as v from ${table}`).map((r) => r.v);
    expect(
      used.every((v) => words.includes(v)),
      used.join(),
    ).toBe(true);
  });

  it('the main entity types and role contexts all occur', () => {
    const types = all<{ v: string }>(`select distinct entity_type as v from entities`).map((r) => r.v);
    for (const t of ['public_company', 'private_company', 'nonprofit', 'pac', 'union', 'trade_association']) expect(types).toContain(t);
    const roles = all<{ v: string }>(`select distinct role_context as v from public_actors`).map((r) => r.v);
    for (const r of ['congress_member', 'oge_pas_filer', 'sec_form4_reporter', 'nonprofit_officer', 'exec_branch_appointee'])
      expect(roles).toContain(r);
  });

  it('identifiers have their real formats', () => {
    const bad = (where: string): number => value<number>(`select count(*) from entities where ${where}`);
    expect(bad(`ein is not null and (length(ein) != 9 or ein glob '*[^0-9]*')`)).toBe(0);
    expect(bad(`uei is not null and (length(uei) != 12 or uei glob '*[^0-9A-HJ-NP-Z]*')`)).toBe(0);
    expect(bad(`lei is not null and (length(lei) != 20 or lei glob '*[^0-9A-Z]*')`)).toBe(0);
    expect(bad(`fec_committee_id is not null and fec_committee_id not glob 'C[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'`)).toBe(0);
    expect(bad(`ticker is not null and ticker != upper(ticker)`)).toBe(0);
    expect(bad(`typeof(cik) not in ('integer', 'null')`)).toBe(0);
    expect(bad(`dd_id not like 'DD-E-%'`)).toBe(0);
    expect(value<number>(`select count(*) from public_actors where dd_id not like 'DD-P-%'`)).toBe(0);
    expect(bad(`ein is not null`)).toBeGreaterThan(0);
    expect(bad(`uei is not null`)).toBeGreaterThan(0);
    expect(bad(`fec_committee_id is not null`)).toBeGreaterThan(0);
  });

  it('LEIs carry valid ISO 7064 MOD 97-10 check digits', () => {
    const leis = all<{ lei: string }>(`select lei from entities where lei is not null limit 500`).map((r) => r.lei);
    expect(leis.length).toBeGreaterThan(0);
    for (const lei of leis) {
      let mod = 0;
      for (const ch of lei) for (const d of String(parseInt(ch, 36))) mod = (mod * 10 + Number(d)) % 97;
      expect(mod, lei).toBe(1);
    }
  });

  it('name_normalized follows the shared normalisation rule; provenance lists the id sources', () => {
    const rows = all<{ canonical_name: string; name_normalized: string }>(
      `select canonical_name, name_normalized from entities where entity_id % 37 = 0`,
    );
    for (const r of rows) expect(r.name_normalized, r.canonical_name).toBe(normalizeOrganization(r.canonical_name));
    expect(value<number>(`select count(*) from entities where (cik is not null) != (',' || source_provenance || ',' like '%,sec,%')`)).toBe(
      0,
    );
    expect(value<number>(`select count(*) from entities where (uei is not null) != (',' || source_provenance || ',' like '%,sam,%')`)).toBe(
      0,
    );
    expect(
      value<number>(
        `select count(*) from entities where (fec_committee_id is not null) != (entity_type in ('pac', 'political_committee'))`,
      ),
    ).toBe(0);
  });

  it('every shared organisation and listed issuer is an entity', () => {
    const names = new Set(all<{ n: string }>(`select canonical_name as n from entities`).map((r) => r.n));
    for (const org of ORGANIZATIONS) expect(names.has(org), org).toBe(true);
    for (const ticker of ['AAPL', 'MSFT', 'PFE', 'XOM'])
      expect(value<number>(`select count(*) from entities where ticker = ? and entity_type = 'public_company'`, ticker)).toBe(1);
  });

  it('public actors: normalised names, unique (role, source) keys, members first-tier', () => {
    expect(
      value<number>(
        `select count(*) from public_actors where name_normalized != lower(name_normalized) or name_normalized glob '*[^a-z0-9 ]*'`,
      ),
    ).toBe(0);
    expect(value<number>(`select count(*) from (select 1 from public_actors group by role_context, source_id having count(*) > 1)`)).toBe(
      0,
    );
    expect(
      value<number>(
        `select count(*) from public_actors where role_context = 'congress_member' and (materiality_tier != 1 or source_id != bioguide_id)`,
      ),
    ).toBe(0);
    for (const name of ['Pelosi', 'McConnell', 'Grassley', 'Burr']) {
      expect(
        value<number>(`select count(*) from public_actors where role_context = 'congress_member' and name_last = ?`, name),
        name,
      ).toBeGreaterThan(0);
    }
    expect(
      value<number>(`select count(*) from public_actors where role_context = 'sec_form4_reporter'
      and (sec_reporter_cik is null or employer_entity_id not in (select entity_id from entities where entity_type = 'public_company'))`),
    ).toBe(0);
  });

  it('aliases are alternative names, normalised by the shared rule', () => {
    expect(
      value<number>(`select count(*) from entity_aliases a join entities e using (entity_id) where a.alias_name = e.canonical_name`),
    ).toBe(0);
    const rows = all<{ alias_name: string; alias_normalized: string }>(`select alias_name, alias_normalized from entity_aliases limit 300`);
    for (const r of rows) expect(r.alias_normalized, r.alias_name).toBe(normalizeOrganization(r.alias_name));
    // Renamed companies keep their former names as SEC aliases.
    expect(
      value<number>(`select count(*) from entities e where predecessor_names is not null and not exists
      (select 1 from entity_aliases a, json_each(e.predecessor_names) j
        where a.entity_id = e.entity_id and a.alias_source = 'sec_former_name' and a.alias_name = j.value)`),
    ).toBe(0);
  });

  it('size bands follow peak revenue', () => {
    expect(
      value<number>(`select count(*) from entity_prominence where size_band != case
      when peak_revenue < 1e6 then 0 when peak_revenue < 1e7 then 1 when peak_revenue < 1e8 then 2
      when peak_revenue < 1e9 then 3 when peak_revenue < 1e10 then 4 else 5 end`),
    ).toBe(0);
    expect(value<number>(`select count(distinct size_band) from entity_prominence`)).toBeGreaterThanOrEqual(5);
  });
});

describe('disbursement rules', () => {
  it("quarters fall in each source's coverage, payments dated inside their quarter", () => {
    expect(
      value<number>(
        `select count(*) from house_disbursements_nonpersonnel where quarter not glob '20[12][0-9]Q[1-4]' or quarter < '2016Q1' or quarter > '2025Q4'`,
      ),
    ).toBe(0);
    expect(
      value<number>(`select count(*) from house_disbursements_nonpersonnel
      where cast(substr(transaction_date, 6, 2) as integer) not between 3 * cast(substr(quarter, 6) as integer) - 2 and 3 * cast(substr(quarter, 6) as integer)
         or substr(transaction_date, 1, 4) != substr(quarter, 1, 4)`),
    ).toBe(0);
    expect(
      value<number>(
        `select count(*) from house_pre2016_office_totals where quarter not glob '20[01][0-9]Q[1-4]' or quarter < '2009Q3' or quarter > '2015Q4'`,
      ),
    ).toBe(0);
  });

  it('vendor payments concentrate on a few vendors, with refunds and blank vendors present', () => {
    const shares = all<{ total: number }>(
      `select sum(amount) as total from house_disbursements_nonpersonnel where vendor_name != '' group by vendor_name order by total desc`,
    );
    const top = shares.slice(0, Math.ceil(shares.length * 0.05)).reduce((s, r) => s + r.total, 0);
    const sum = shares.reduce((s, r) => s + r.total, 0);
    expect(top / sum).toBeGreaterThan(0.25);
    expect(value<number>(`select count(*) from house_disbursements_nonpersonnel where amount < 0`)).toBeGreaterThan(0);
    expect(value<number>(`select count(*) from house_disbursements_nonpersonnel where vendor_name = ''`)).toBeGreaterThan(0);
  });

  it("pre-2016 OFFICE TOTALS lines are the sum of the office's category lines on the same page", () => {
    const off = all<{ office_name: string }>(`select t.office_name from house_pre2016_office_totals t
      where t.category = 'OFFICE TOTALS' and abs(t.quarter_amount - (select sum(c.quarter_amount) from house_pre2016_office_totals c
        where c.office_name = t.office_name and c.quarter = t.quarter and c.source_page = t.source_page and c.category != 'OFFICE TOTALS')) > 0.01`);
    expect(off).toEqual([]);
  });

  it('OCR continuation pages repeat a block on the next page; the dedup view keeps one row per line', () => {
    const continued = value<number>(`select count(*) from house_pre2016_office_totals where office_name like '% (CONTINUED)'`);
    expect(continued).toBeGreaterThan(0);
    // Each continuation line repeats the same line of the office's previous page.
    expect(
      value<number>(`select count(*) from house_pre2016_office_totals c where c.office_name like '% (CONTINUED)' and not exists
      (select 1 from house_pre2016_office_totals o where o.office_name || ' (CONTINUED)' = c.office_name and o.quarter = c.quarter
        and o.category = c.category and o.quarter_amount = c.quarter_amount and o.source_page = c.source_page - 1)`),
    ).toBe(0);
    const base = value<number>(`select count(*) from house_pre2016_office_totals`);
    expect(value<number>(`select count(*) from house_pre2016_office_totals_dedup`)).toBe(base - continued);
    expect(value<number>(`select count(*) from house_pre2016_office_totals_dedup where office_name like '%(CONTINUED)%'`)).toBe(0);
    expect(
      value<number>(
        `select count(*) from (select 1 from house_pre2016_office_totals_dedup group by office_name, office_type, category, quarter having count(*) > 1)`,
      ),
    ).toBe(0);
    // Every line of the base table is represented once it is un-continued.
    expect(
      value<number>(`select count(*) from (select distinct replace(office_name, ' (CONTINUED)', '') as o, office_type, category, quarter
      from house_pre2016_office_totals except select office_name, office_type, category, quarter from house_pre2016_office_totals_dedup)`),
    ).toBe(0);
  });

  it('Senate office-level net funds equal the sum of their lines; one office-level row per report', () => {
    expect(
      all(`select o.report_id, o.office_name from senate_office_totals o where o.line_category is null
      and abs(o.net_funds - (select sum(l.net_funds) from senate_office_totals l where l.report_id = o.report_id
        and l.office_name = o.office_name and l.line_category is not null)) > 0.01`),
    ).toEqual([]);
    expect(
      value<number>(
        `select count(*) from (select 1 from senate_office_totals where line_category is null group by report_id, office_name having count(*) > 1)`,
      ),
    ).toBe(0);
    expect(
      value<number>(`select count(*) from senate_office_totals where (office_party is null) != (office_name not like 'SENATOR %')`),
    ).toBe(0);
    expect(value<number>(`select count(*) from senate_office_totals where office_party not in ('D', 'R', 'I')`)).toBe(0);
    expect(value<number>(`select count(distinct report_id) from senate_office_totals`)).toBe(32);
  });
});

describe('OGE rules', () => {
  it('amount_max is the bracket bound of amount_range; dates precede the report; tickers only for listed stock', () => {
    const brackets = new Map(AMOUNT_BRACKETS.map((b) => [b.range, b.max]));
    for (const r of all<{ amount_range: string; amount_max: number }>(
      `select distinct amount_range, amount_max from oge_pas_transactions`,
    )) {
      expect(brackets.get(r.amount_range), r.amount_range).toBe(r.amount_max);
    }
    expect(
      value<number>(
        `select count(*) from oge_pas_transactions t join oge_pas_filings f using (filing_id) where t.tx_date_iso >= f.filing_date`,
      ),
    ).toBe(0);
    expect(value<number>(`select count(*) from oge_pas_transactions where tx_date_iso is null`)).toBeGreaterThan(0);
    expect(
      value<number>(`select count(*) from oge_pas_transactions where (ticker is null) = (asset_description like '%common stock')`),
    ).toBe(0);
    expect(
      value<number>(`select count(*) from oge_pas_transactions where tx_type not in ('Purchase', 'Sale', 'Sale (Partial)', 'Exchange')`),
    ).toBe(0);
  });

  it('each official files a nominee report first and keeps one department and position', () => {
    expect(
      value<number>(`select count(*) from (select filer_slug from oge_pas_filings group by filer_slug
      having count(distinct department) > 1 or count(distinct position) > 1)`),
    ).toBe(0);
    expect(
      value<number>(`select count(*) from (select filer_slug, min(filing_date) as first from oge_pas_filings group by filer_slug) s
      where not exists (select 1 from oge_pas_filings f where f.filer_slug = s.filer_slug and f.filing_date = s.first and f.doc_type = '278e Nominee Report')`),
    ).toBe(0);
  });
});

describe('misc precomputed tables equal their definitions', () => {
  const DEFINITIONS: Record<string, string> = {
    wh_visits_daily_agg: `select admin, substr(appt_start_iso, 1, 10), count(*), sum(visitor_is_tour), count(distinct visitor_name_hash)
      from wh_visits group by 1, 2`,
    wh_visitor_totals: `select visitor_name_full, count(*), min(appt_start_iso), max(appt_start_iso), count(distinct admin)
      from wh_visits where visitor_is_tour = 0 and visitor_name_full is not null group by 1`,
    wh_visitee_totals: `select visitee_full, admin, count(*), count(distinct visitor_name_hash), sum(visitor_is_tour)
      from wh_visits where visitee_full is not null group by 1, 2`,
    house_vendor_totals: `select vendor_name, count(*), sum(amount), count(distinct organization), min(quarter), max(quarter)
      from house_disbursements_nonpersonnel where vendor_name is not null and vendor_name != '' group by 1`,
    house_office_quarter_totals: `select quarter, organization, count(*), sum(amount) from house_disbursements_nonpersonnel group by 1, 2`,
    entity_industry_leaders: `select * from (select e.primary_industry, row_number() over (partition by e.primary_industry
        order by p.peak_revenue desc, e.entity_id) as r, e.entity_id, e.canonical_name, e.entity_type, e.naics_code, e.sic_code, e.ticker, p.peak_revenue
      from entities e join entity_prominence p using (entity_id)
      where e.primary_industry is not null and e.merged_into_entity_id is null and p.peak_revenue is not null) where r <= 25`,
  };

  it.each(Object.entries(DEFINITIONS))('%s', (table, definition) => {
    const n = value<number>(`select count(*) from ${table}`);
    expect(n).toBeGreaterThan(0);
    expect(value<number>(`select count(*) from (${definition})`)).toBe(n);
    // Sums are compared rounded to the cent: summation order may differ in the last bits.
    const cols = all<{ name: string }>(`select name from pragma_table_info('${table}')`).map((c) => c.name);
    const rounded = (names: string[]): string =>
      names.map((c) => `case when typeof(${c}) = 'real' then round(${c}, 2) else ${c} end`).join(', ');
    const defCols = cols.map((_, i) => `c${i}`);
    const cte = `with d(${defCols.join(', ')}) as (${definition})`;
    expect(
      value<number>(`${cte} select count(*) from (select ${rounded(cols)} from ${table} except select ${rounded(defCols)} from d)`),
    ).toBe(0);
    expect(
      value<number>(`${cte} select count(*) from (select ${rounded(defCols)} from d except select ${rounded(cols)} from ${table})`),
    ).toBe(0);
  });
});

describe('misc full-text search', () => {
  const FINDS: [string, string, string][] = [
    ['wh_visits_fts', 'climate', 'description'],
    ['wh_visits_fts', 'pollution', 'description'],
    ['wh_visits_fts', 'tariff', 'description'],
    ['wh_visits_fts', 'medicare', 'description'],
    ['entities_fts', 'pfizer', 'canonical_name'],
    ['entities_fts', 'pharmaceuticals', 'canonical_name'],
    ['public_actors_fts', 'pelosi', 'name_full'],
    ['house_disbursements_nonpersonnel_fts', 'telecommunications', 'description'],
    ['senate_office_totals_fts', 'appropriations', 'office_name'],
    ['house_pre2016_office_totals_fts', 'travel', 'category'],
    ['oge_pas_filings_fts', 'treasury', 'department'],
    ['oge_pas_transactions_fts', 'aapl', 'ticker'],
    ['entity_aliases_fts', 'lobbying_client', 'alias_source'],
  ];

  it.each(FINDS)('%s finds "%s", joined by rowid to rows that contain it', (fts, word, column) => {
    const { source, rowid } = FTS[fts];
    const rows = all<{ text: string }>(
      `select s.${column} as text from ${source} s
      where s.${rowid} in (select rowid from ${fts} where ${fts} match ?) limit 50`,
      word,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.text.toLowerCase()).toContain(word);
  });
});
