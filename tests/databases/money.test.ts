// The money domain's tables (lobbying, FARA, FEC) in the demo build (scale 0.01, seed 1):
// schema as published, join keys, the data rules, precomputed tables against their
// defining SQL, and full-text search.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mineBills } from '../../services/openregs/build/domains/money/lobbying-text.js';
import { repoRoot } from '../../databases/build/paths.js';
import { JUNK_EMPLOYERS } from '../../services/openregs/build/vocab/money-fec.js';
import { normalizeOrganization } from '../../services/openregs/build/vocab/organizations.js';
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

const T = 'TEXT',
  I = 'INTEGER',
  R = 'REAL';
// Column name → declared type, in table order (the published schema).
const TABLES: Record<string, [string, string][]> = {
  lobbying_filings: [
    ['filing_uuid', T],
    ['filing_type', T],
    ['registrant_id', I],
    ['registrant_name', T],
    ['registrant_state', T],
    ['registrant_country', T],
    ['registrant_house_id', I],
    ['client_id', I],
    ['client_name', T],
    ['client_state', T],
    ['client_ppb_state', T],
    ['client_country', T],
    ['client_ppb_country', T],
    ['client_general_description', T],
    ['client_government_entity', I],
    ['filing_year', I],
    ['filing_period', T],
    ['received_date', T],
    ['income_amount', R],
    ['expense_amount', R],
    ['is_amendment', I],
    ['is_no_activity', I],
    ['is_termination', I],
    ['affiliated_org_count', I],
  ],
  lobbying_activities: [
    ['id', I],
    ['filing_uuid', T],
    ['filing_type', T],
    ['registrant_name', T],
    ['registrant_id', I],
    ['client_name', T],
    ['client_name_normalized', T],
    ['filing_year', I],
    ['filing_period', T],
    ['issue_code', T],
    ['specific_issues', T],
    ['government_entities', T],
    ['is_no_activity', I],
    ['is_termination', I],
    ['received_date', T],
  ],
  lobbying_lobbyists: [
    ['id', I],
    ['filing_uuid', T],
    ['lobbyist_name', T],
    ['covered_position', T],
    ['is_new', I],
  ],
  lobbying_contributions: [
    ['id', I],
    ['filing_uuid', T],
    ['lobbyist_name', T],
    ['contributor_name', T],
    ['payee_name', T],
    ['recipient_name', T],
    ['contribution_type', T],
    ['amount', I],
    ['contribution_date', T],
    ['filing_year', I],
    ['filing_period', T],
    ['registrant_name', T],
    ['received_date', T],
  ],
  lobbying_issue_codes: [
    ['code', T],
    ['description', T],
  ],
  lobbying_bills: [
    ['id', I],
    ['filing_uuid', T],
    ['bill_congress', I],
    ['bill_type', T],
    ['bill_number', I],
    ['bill_id', T],
    ['client_name', T],
    ['issue_code', T],
  ],
  lobbying_issue_agencies: [
    ['issue_code', T],
    ['issue_description', T],
    ['primary_agencies', T],
    ['secondary_agencies', T],
    ['regs_gov_agency_prefixes', T],
    ['federal_register_agency_slugs', T],
    ['related_committee_ids', T],
    ['notes', T],
  ],
  fara_registrants: [
    ['registration_number', T],
    ['registration_date', T],
    ['termination_date', T],
    ['name', T],
    ['name_normalized', T],
    ['business_name', T],
    ['address_1', T],
    ['address_2', T],
    ['city', T],
    ['state', T],
    ['zip', T],
  ],
  fara_foreign_principals: [
    ['rowid', I],
    ['registration_number', T],
    ['registrant_date', T],
    ['registrant_name', T],
    ['foreign_principal', T],
    ['fp_registration_date', T],
    ['fp_termination_date', T],
    ['country', T],
    ['address_1', T],
    ['address_2', T],
    ['city', T],
    ['state', T],
    ['zip', T],
  ],
  fara_short_forms: [
    ['rowid', I],
    ['registration_number', T],
    ['registration_date', T],
    ['registrant_name', T],
    ['short_form_date', T],
    ['short_form_termination_date', T],
    ['last_name', T],
    ['first_name', T],
    ['address_1', T],
    ['address_2', T],
    ['city', T],
    ['state', T],
    ['zip', T],
  ],
  fara_registrant_docs: [
    ['rowid', I],
    ['registration_number', T],
    ['registrant_name', T],
    ['date_stamped', T],
    ['document_type', T],
    ['short_form_name', T],
    ['foreign_principal_name', T],
    ['foreign_principal_country', T],
    ['url', T],
  ],
  fec_candidates: [
    ['cand_id', T],
    ['cand_name', T],
    ['cand_pty_affiliation', T],
    ['cand_election_yr', I],
    ['cand_office_st', T],
    ['cand_office', T],
    ['cand_office_district', T],
    ['cand_ici', T],
    ['cand_status', T],
    ['cand_pcc', T],
    ['cycle', I],
  ],
  fec_committees: [
    ['cmte_id', T],
    ['cmte_nm', T],
    ['cmte_tp', T],
    ['cmte_dsgn', T],
    ['cmte_pty_affiliation', T],
    ['org_tp', T],
    ['connected_org_nm', T],
    ['cand_id', T],
    ['cycle', I],
  ],
  fec_contributions: [
    ['cmte_id', T],
    ['cmte_name', T],
    ['cand_id', T],
    ['cand_name', T],
    ['transaction_dt', T],
    ['transaction_amt', R],
    ['entity_tp', T],
    ['state', T],
    ['employer', T],
    ['occupation', T],
    ['transaction_tp', T],
    ['cycle', I],
  ],
  fec_candidate_crosswalk: [
    ['fec_candidate_id', T],
    ['bioguide_id', T],
    ['full_name', T],
    ['party', T],
    ['state', T],
    ['chamber', T],
  ],
  fec_employer_totals: [
    ['employer', T],
    ['donation_count', I],
    ['total_amount', I],
    ['avg_amount', I],
    ['unique_states', I],
    ['min_cycle', I],
    ['max_cycle', I],
  ],
  fec_employer_to_candidate: [
    ['employer', T],
    ['cand_id', T],
    ['bioguide_id', T],
    ['cand_name', T],
    ['party', T],
    ['office', T],
    ['state', T],
    ['cycle', I],
    ['donation_count', I],
    ['total_amount', I],
  ],
  fec_employer_to_party: [
    ['employer', T],
    ['party', T],
    ['cycle', I],
    ['donation_count', I],
    ['total_amount', I],
    ['candidate_count', I],
  ],
  fec_top_occupations: [
    ['employer', T],
    ['occupation', T],
    ['donation_count', I],
    ['total_amount', I],
  ],
};

// Precomputed tables: columns in order (the published schema).
const DERIVED: Record<string, string[]> = {
  lobbying_issue_summary: ['issue_code', 'description', 'filing_count', 'client_count', 'total_income'],
  // Not in the published schema: per-client LD-2 totals that keep explore_lobbying_client fast.
  lobbying_client_summary: ['client_name', 'total_income', 'firm_count', 'filing_count', 'year_from', 'year_to'],
  lobbying_bill_summary: ['bill_id', 'bill_title', 'policy_area', 'lobby_filings', 'unique_clients', 'issue_codes', 'clients'],
  witness_lobby_overlap: [
    'organization',
    'hearings_testified',
    'lobby_filings',
    'total_lobby_income',
    'first_hearing',
    'last_hearing',
    'lobby_issues',
  ],
  commenter_lobby_overlap: ['organization', 'comments_filed', 'agencies_commented', 'lobby_filings', 'total_lobby_income', 'lobby_issues'],
  revolving_door: [
    'bioguide_id',
    'full_name',
    'party',
    'state',
    'congress_chamber',
    'lobbying_filing_count',
    'client_count',
    'firm_count',
    'first_lobbying_year',
    'last_lobbying_year',
    'total_reported_income',
    'lobbying_firms',
    'covered_position_sample',
  ],
  fara_hearing_overlap: [
    'registrant_name',
    'registration_number',
    'hearings_testified',
    'countries_represented',
    'countries',
    'foreign_principals',
    'first_hearing',
    'last_hearing',
    'registration_date',
    'termination_date',
  ],
  committee_donor_summary: [
    'committee_name',
    'member_name',
    'party',
    'state',
    'bioguide_id',
    'donor_committee',
    'donor_cmte_id',
    'total_donated',
    'contribution_count',
  ],
};

// FTS5 tables: external content table and indexed columns (the published schema).
const FTS: Record<string, [string, string[]]> = {
  lobbying_fts: ['lobbying_activities', ['client_name', 'registrant_name', 'specific_issues', 'government_entities', 'issue_code']],
  fara_registrants_fts: ['fara_registrants', ['name', 'business_name', 'city', 'state']],
  fara_foreign_principals_fts: ['fara_foreign_principals', ['registrant_name', 'foreign_principal', 'country']],
  fec_employer_fts: ['fec_employer_totals', ['employer']],
};

const LD2 = "filing_type glob '[1234Q]*'";

describe('money schema', () => {
  it('has every base table with the published columns and declared types, in order', () => {
    for (const [table, columns] of Object.entries(TABLES)) {
      const info = all<{ name: string; type: string }>(`select name, type from pragma_table_info(?)`, table);
      expect(
        info.map((c) => [c.name, c.type]),
        table,
      ).toEqual(columns);
    }
  });

  it('has every precomputed table with the published columns in order', () => {
    for (const [table, columns] of Object.entries(DERIVED)) {
      expect(
        all<{ name: string }>(`select name from pragma_table_info(?)`, table).map((c) => c.name),
        table,
      ).toEqual(columns);
    }
  });

  it('declares the FTS5 tables as external-content tables over their sources', () => {
    for (const [fts, [source, columns]] of Object.entries(FTS)) {
      const sql = value<string>(`select sql from sqlite_schema where name = ?`, fts);
      expect(sql, fts).toMatch(/using fts5/i);
      expect(sql, fts).toContain(`content='${source}'`);
      expect(sql, fts).not.toMatch(/tokenize/i);
      expect(
        all<{ name: string }>(`select name from pragma_table_info(?)`, fts).map((c) => c.name),
        fts,
      ).toEqual(columns);
      // One indexed document per source row (the docsize shadow table holds one row per document).
      expect(value<number>(`select count(*) from ${fts}_docsize`), fts).toBe(value<number>(`select count(*) from ${source}`));
    }
  });

  it('indexes the access paths the canned queries use', () => {
    const indexed = (table: string, column: string): boolean =>
      all<{ name: string }>(`select name from pragma_index_list(?)`, table).some(
        (ix) => value<string>(`select name from pragma_index_info(?) where seqno = 0`, ix.name) === column,
      );
    for (const [table, column] of [
      ['lobbying_filings', 'client_name'],
      ['lobbying_filings', 'filing_type'],
      ['lobbying_activities', 'client_name'],
      ['lobbying_activities', 'filing_uuid'],
      ['lobbying_activities', 'client_name_normalized'],
      ['lobbying_lobbyists', 'filing_uuid'],
      ['lobbying_lobbyists', 'lobbyist_name'],
      ['lobbying_lobbyists', 'covered_position'],
      ['lobbying_bills', 'bill_id'],
      ['fara_foreign_principals', 'country'],
      ['fec_contributions', 'cand_id'],
      ['fec_candidate_crosswalk', 'bioguide_id'],
      ['fec_employer_to_candidate', 'bioguide_id'],
      ['fec_employer_totals', 'total_amount'],
      ['lobbying_issue_summary', 'issue_code'],
      ['lobbying_bill_summary', 'bill_id'],
      ['lobbying_client_summary', 'total_income'],
      ['revolving_door', 'bioguide_id'],
      ['committee_donor_summary', 'bioguide_id'],
    ])
      expect(indexed(table, column), `${table}(${column})`).toBe(true);
  });
});

describe('money join keys', () => {
  const orphans = (sql: string): number => value<number>(`select count(*) from (${sql})`);

  it('every lobbying child row points at an existing filing of the right kind', () => {
    expect(
      orphans(`select 1 from lobbying_activities a left join lobbying_filings f using (filing_uuid) where f.filing_uuid is null`),
    ).toBe(0);
    expect(orphans(`select 1 from lobbying_lobbyists l left join lobbying_filings f using (filing_uuid) where f.filing_uuid is null`)).toBe(
      0,
    );
    expect(orphans(`select 1 from lobbying_bills b left join lobbying_filings f using (filing_uuid) where f.filing_uuid is null`)).toBe(0);
    // LD-203 contributions belong to LD-203 reports; activities to LD-2 reports; lobbyists to LD-1/LD-2.
    expect(
      orphans(`select 1 from lobbying_contributions c join lobbying_filings f using (filing_uuid)
      where f.filing_type not in ('MM', 'YY', 'MA', 'YA')`),
    ).toBe(0);
    expect(value<number>(`select count(*) from lobbying_contributions`)).toBe(
      value<number>(`select count(*) from lobbying_contributions c join lobbying_filings f using (filing_uuid)`),
    );
    expect(orphans(`select 1 from lobbying_activities a join lobbying_filings f using (filing_uuid) where not f.${LD2}`)).toBe(0);
    expect(
      orphans(`select 1 from lobbying_lobbyists l join lobbying_filings f using (filing_uuid)
      where not (f.${LD2} or f.filing_type in ('RR', 'RA'))`),
    ).toBe(0);
  });

  it('activity rows copy their filing and use known issue codes', () => {
    expect(
      orphans(`select 1 from lobbying_activities a join lobbying_filings f using (filing_uuid)
      where a.client_name is not f.client_name or a.registrant_name is not f.registrant_name or a.filing_year is not f.filing_year
        or a.filing_type is not f.filing_type or a.filing_period is not f.filing_period`),
    ).toBe(0);
    expect(
      orphans(`select 1 from lobbying_activities a left join lobbying_issue_codes c on c.code = a.issue_code
      where a.issue_code is not null and c.code is null`),
    ).toBe(0);
    expect(all<{ code: string }>(`select code from lobbying_issue_codes order by code`)).toEqual(
      all<{ code: string }>(`select issue_code as code from lobbying_issue_agencies order by issue_code`),
    );
  });

  it('issue areas name real committees', () => {
    const ids = all<{ ids: string }>(`select related_committee_ids as ids from lobbying_issue_agencies`).flatMap((r) => r.ids.split(','));
    expect(ids.length).toBeGreaterThan(32);
    expect(ids.filter((id) => value<number>(`select count(*) from committees where committee_id = ?`, id) === 0)).toEqual([]);
  });

  it('cited bills exist in legislation and belong to the Congress of the filing year', () => {
    expect(value<number>(`select count(*) from lobbying_bills`)).toBeGreaterThan(0);
    expect(orphans(`select 1 from lobbying_bills b left join legislation l on l.bill_id = b.bill_id where l.bill_id is null`)).toBe(0);
    expect(
      orphans(`select 1 from lobbying_bills b join lobbying_filings f using (filing_uuid)
      where b.bill_congress != (f.filing_year - 1789) / 2 + 1
         or b.bill_id != b.bill_congress || '-' || b.bill_type || '-' || b.bill_number`),
    ).toBe(0);
  });

  it('FARA rows point at registrants', () => {
    for (const table of ['fara_foreign_principals', 'fara_short_forms', 'fara_registrant_docs']) {
      expect(
        orphans(`select 1 from ${table} t left join fara_registrants r using (registration_number) where r.registration_number is null`),
        table,
      ).toBe(0);
    }
    expect(
      orphans(`select 1 from fara_foreign_principals p join fara_registrants r using (registration_number)
      where p.registrant_name != r.name or p.registrant_date != r.registration_date`),
    ).toBe(0);
  });

  it('FEC transactions, crosswalk and aggregates resolve to candidates, committees and members', () => {
    expect(
      orphans(`select 1 from fec_contributions c left join fec_candidates k on k.cand_id = c.cand_id and k.cycle = c.cycle
      where k.cand_id is null`),
    ).toBe(0);
    expect(
      orphans(`select 1 from fec_contributions c left join fec_committees m on m.cmte_id = c.cmte_id and m.cycle = c.cycle
      where m.cmte_id is null`),
    ).toBe(0);
    expect(
      orphans(`select 1 from fec_candidates c left join fec_committees m on m.cmte_id = c.cand_pcc and m.cycle = c.cycle
      where m.cmte_id is null`),
    ).toBe(0);
    expect(
      orphans(`select 1 from fec_candidate_crosswalk x left join congress_members m using (bioguide_id) where m.bioguide_id is null`),
    ).toBe(0);
    expect(
      orphans(`select 1 from fec_candidate_crosswalk x left join fec_candidates c on c.cand_id = x.fec_candidate_id
      where c.cand_id is null`),
    ).toBe(0);
    expect(
      orphans(`select 1 from fec_employer_to_candidate e left join fec_candidates c on c.cand_id = e.cand_id and c.cycle = e.cycle
      where c.cand_id is null`),
    ).toBe(0);
    // bioguide_id is set exactly when the crosswalk knows the candidate.
    expect(
      orphans(`select 1 from fec_employer_to_candidate e left join fec_candidate_crosswalk x on x.fec_candidate_id = e.cand_id
      where e.bioguide_id is not x.bioguide_id`),
    ).toBe(0);
    for (const table of ['fec_employer_to_candidate', 'fec_top_occupations']) {
      expect(orphans(`select 1 from ${table} t left join fec_employer_totals e using (employer) where e.employer is null`), table).toBe(0);
    }
  });
});

describe('lobbying data rules', () => {
  it('keeps amounts on filings only: exactly one of income / expense on LD-2 reports, neither on the rest', () => {
    expect(all<{ name: string }>(`select name from pragma_table_info('lobbying_activities')`).map((c) => c.name)).not.toEqual(
      expect.arrayContaining(['income_amount']),
    );
    expect(value<number>(`select count(*) from lobbying_filings where ${LD2} and (income_amount is null) = (expense_amount is null)`)).toBe(
      0,
    );
    expect(
      value<number>(`select count(*) from lobbying_filings where not ${LD2} and (income_amount is not null or expense_amount is not null)`),
    ).toBe(0);
    expect(value<number>(`select count(*) from lobbying_filings where ${LD2} and income_amount > 0`)).toBeGreaterThan(0);
    expect(value<number>(`select count(*) from lobbying_filings where ${LD2} and expense_amount > 0`)).toBeGreaterThan(0);
  });

  it('has quarterly kinds matching [1234Q]* and registration / contribution-report kinds', () => {
    const types = new Set(all<{ t: string }>(`select distinct filing_type as t from lobbying_filings`).map((r) => r.t));
    for (const t of ['Q1', 'Q2', 'Q3', 'Q4', '1A', '2T', 'RR', 'MM', 'YY']) expect(types.has(t), t).toBe(true);
    for (const t of types) expect(t, t).toMatch(/^(Q[1-4]|[1-4][AT]|RR|RA|MM|YY|MA|YA)$/);
  });

  it('has one activity row per (report, issue), every LD-2 report has one, and only no-activity reports lack an issue', () => {
    expect(
      value<number>(`select count(*) from (select filing_uuid, issue_code from lobbying_activities
      where issue_code is not null group by 1, 2 having count(*) > 1)`),
    ).toBe(0);
    expect(
      value<number>(`select count(*) from lobbying_filings f where ${LD2}
      and not exists (select 1 from lobbying_activities a where a.filing_uuid = f.filing_uuid)`),
    ).toBe(0);
    expect(value<number>(`select count(*) from lobbying_activities where issue_code is null and is_no_activity = 0`)).toBe(0);
    expect(
      value<number>(`select count(*) from (select filing_uuid from lobbying_activities where issue_code is null
      group by filing_uuid having count(*) > 1 or max(filing_uuid) in (select filing_uuid from lobbying_activities where issue_code is not null))`),
    ).toBe(0);
  });

  it('has a few clients lobbying on many issues while most lobby on a handful', () => {
    const perClient = all<{ n: number }>(`select count(distinct issue_code) as n from lobbying_activities
      where issue_code is not null group by client_name order by n`).map((r) => r.n);
    expect(perClient[perClient.length - 1]).toBeGreaterThanOrEqual(10);
    expect(perClient[Math.floor(perClient.length / 2)]).toBeLessThanOrEqual(4);
  });

  it('often leaves covered_position blank, including for former members who declare it elsewhere', () => {
    const blank = value<number>(`select avg(coalesce(covered_position, '') in ('', 'N/A')) from lobbying_lobbyists`);
    expect(blank).toBeGreaterThan(0.5);
    expect(value<number>(`select count(*) from lobbying_lobbyists where covered_position is null`)).toBeGreaterThan(0);
    const formerBlank = value<number>(`select count(*) from lobbying_lobbyists ll
      join revolving_door rd on upper(rd.full_name) = upper(ll.lobbyist_name)
      where coalesce(ll.covered_position, '') in ('', 'N/A')`);
    expect(formerBlank).toBeGreaterThan(0);
  });

  it('normalises client names with the shared organisation rule', () => {
    for (const r of all<{ client_name: string; client_name_normalized: string }>(
      `select distinct client_name, client_name_normalized from lobbying_activities`,
    )) {
      expect(r.client_name_normalized, r.client_name).toBe(normalizeOrganization(r.client_name));
    }
  });

  it('mines lobbying_bills from exactly the citations in each activity text', () => {
    const activities = all<{ filing_uuid: string; issue_code: string; specific_issues: string }>(
      `select filing_uuid, issue_code, specific_issues from lobbying_activities where issue_code is not null and id % 7 = 0`,
    );
    const cited = db
      .prepare(`select bill_type || '-' || bill_number as b from lobbying_bills where filing_uuid = ? and issue_code = ? order by id`)
      .pluck();
    let withBills = 0;
    for (const a of activities) {
      const mined = mineBills(a.specific_issues).map((b) => `${b.type}-${b.number}`);
      if (mined.length > 0) withBills++;
      expect(cited.all(a.filing_uuid, a.issue_code), a.specific_issues).toEqual(mined);
    }
    expect(withBills).toBeGreaterThan(activities.length / 4);
  });

  it('uses the source identifier and date formats', () => {
    const bad = (sql: string): number => value<number>(`select count(*) from (${sql})`);
    const uuids = all<{ u: string }>(`select filing_uuid as u from lobbying_filings`).map((r) => r.u);
    for (const u of uuids) expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(uuids).size).toBe(uuids.length);
    expect(
      bad(
        `select 1 from lobbying_filings where received_date not glob '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]-0[45]:00'`,
      ),
    ).toBe(0);
    expect(bad(`select 1 from lobbying_filings where filing_year not between 1999 and 2026`)).toBe(0);
    expect(bad(`select 1 from fara_registrants where registration_number not glob '[1-9]*' or registration_number glob '*[^0-9]*'`)).toBe(
      0,
    );
    expect(
      bad(`select 1 from fara_foreign_principals where fp_registration_date not glob '[01][0-9]/[0-3][0-9]/[12][0-9][0-9][0-9]'
      or country != upper(country)`),
    ).toBe(0);
    expect(bad(`select 1 from fec_contributions where transaction_dt not glob '[01][0-9][0-3][0-9][12][0-9][0-9][0-9]'`)).toBe(0);
    expect(
      bad(`select 1 from fec_candidates where not (cand_id glob '[HS][0-9][A-Z][A-Z][0-9][0-9][0-9][0-9][0-9]'
      or cand_id glob 'P[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]') or cand_name not like '%, %'`),
    ).toBe(0);
    expect(bad(`select 1 from fec_committees where cmte_id not glob 'C[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'`)).toBe(0);
    expect(bad(`select 1 from fec_candidates where cycle % 2 = 1 or cycle not between 2004 and 2026`)).toBe(0);
  });
});

describe('FARA and FEC data rules', () => {
  it('has the published example values', () => {
    expect(value<number>(`select count(*) from fara_foreign_principals where country = 'CHINA'`)).toBeGreaterThan(0);
    expect(value<number>(`select count(*) from fec_candidate_crosswalk where bioguide_id = 'P000197'`)).toBeGreaterThan(0);
    expect(value<number>(`select count(*) from fec_employer_to_candidate where bioguide_id = 'P000197'`)).toBeGreaterThan(0);
  });

  it('records several transaction types, receipts (24K/24Z) most of all', () => {
    const byType = new Map(
      all<{ t: string; n: number }>(`select transaction_tp as t, count(*) as n from fec_contributions group by 1`).map((r) => [r.t, r.n]),
    );
    for (const t of ['24K', '24Z', '24E', '24A']) expect(byType.get(t) ?? 0, t).toBeGreaterThan(0);
    const total = [...byType.values()].reduce((a, b) => a + b, 0);
    expect(((byType.get('24K') ?? 0) + (byType.get('24Z') ?? 0)) / total).toBeGreaterThan(0.7);
  });

  it('party committees give to their own side and spend against the other', () => {
    expect(
      value<number>(`select count(*) from fec_contributions c
      join fec_committees m on m.cmte_id = c.cmte_id and m.cycle = c.cycle
      join fec_candidates k on k.cand_id = c.cand_id and k.cycle = c.cycle
      where m.cmte_pty_affiliation != '' and ((m.cmte_pty_affiliation = k.cand_pty_affiliation) = (c.transaction_tp = '24A'))`),
    ).toBe(0);
  });

  it('keeps verbatim employer strings, people and eponymous businesses included, junk values excluded', () => {
    const employers = all<{ e: string }>(`select employer as e from fec_employer_totals`).map((r) => r.e);
    expect(
      employers.some((e) => /^[A-Z]+ [A-Z] [A-Z'-]+$/.test(e)),
      'a person',
    ).toBe(true);
    expect(
      employers.some((e) => /^(LAW OFFICE OF [A-Z]|[A-Z'-]+ & ASSOCIATES$|[A-Z'-]+ BROTHERS$)/.test(e)),
      'an eponymous business',
    ).toBe(true);
    for (const e of employers) {
      expect(JUNK_EMPLOYERS, e).not.toContain(e);
      expect(e, e).toBe(e.toUpperCase());
    }
    expect(
      value<number>(`select count(*) from fec_employer_totals where donation_count < 10 or avg_amount != round(total_amount * 1.0 / donation_count)
      or unique_states > donation_count or min_cycle > max_cycle`),
    ).toBe(0);
  });

  it('splits no employer into more donations than it made', () => {
    expect(value<number>(`select count(*) from fec_employer_to_candidate where donation_count < 5`)).toBe(0);
    expect(value<number>(`select count(*) from fec_top_occupations where donation_count < 10 or occupation != upper(occupation)`)).toBe(0);
    for (const table of ['fec_employer_to_candidate', 'fec_top_occupations']) {
      expect(
        value<number>(`select count(*) from (select t.employer from ${table} t join fec_employer_totals e using (employer)
        group by t.employer having sum(t.donation_count) > max(e.donation_count) or sum(t.total_amount) > max(e.total_amount))`),
        table,
      ).toBe(0);
    }
  });
});

/** The `create table … as select` and `insert … select` statements of money-derive.sql. */
function deriveStatements(): { temp: string[]; derived: { table: string; select: string }[] } {
  const text = readFileSync(join(repoRoot(), 'services', 'openregs', 'schema', 'money-derive.sql'), 'utf8').replace(/--[^\n]*/g, '');
  const temp: string[] = [];
  const derived: { table: string; select: string }[] = [];
  for (const statement of text
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const created = /^create table (\w+) as\s+([\s\S]+)$/i.exec(statement);
    const inserted = /^insert into (\w+) \([^)]*\)\s+(select[\s\S]+)$/i.exec(statement);
    if (/^create temp table/i.test(statement)) temp.push(statement);
    else if (created) derived.push({ table: created[1], select: created[2] });
    else if (inserted) derived.push({ table: inserted[1], select: inserted[2] });
  }
  return { temp, derived };
}

describe('money precomputed tables', () => {
  it('equal their defining SQL re-run on the base tables', () => {
    const { temp, derived } = deriveStatements();
    expect(derived.map((d) => d.table).sort()).toEqual([...Object.keys(DERIVED), 'fec_employer_to_party'].sort());
    for (const statement of temp) db.exec(statement); // temp objects only: the file stays read-only
    for (const { table, select } of derived) {
      const rows = value<number>(`select count(*) from ${table}`);
      expect(value<number>(`select count(*) from (${select})`), table).toBe(rows);
      expect(value<number>(`select count(*) from (select * from ${table} except select * from (${select}))`), table).toBe(0);
      expect(value<number>(`select count(*) from (select * from (${select}) except select * from ${table})`), table).toBe(0);
    }
    db.exec('drop table if exists temp.money_overlap_clients');
  });

  it('have rows at demo scale', () => {
    for (const table of Object.keys(DERIVED)) expect(value<number>(`select count(*) from ${table}`), table).toBeGreaterThan(0);
  });

  it('count each LD-2 report once per issue in lobbying_issue_summary', () => {
    const expected = new Map(
      all<{ code: string; filings: number; income: number }>(`
      select a.issue_code as code, count(*) as filings, cast(total(f.income_amount) as integer) as income
      from (select distinct filing_uuid, issue_code from lobbying_activities where issue_code is not null) a
      join lobbying_filings f using (filing_uuid) where f.${LD2} group by a.issue_code`).map((r) => [r.code, r]),
    );
    const summary = all<{ issue_code: string; filing_count: number; total_income: number; description: string }>(
      `select * from lobbying_issue_summary`,
    );
    expect(summary.length).toBe(expected.size);
    for (const s of summary) {
      expect(s.filing_count, s.issue_code).toBe(expected.get(s.issue_code)?.filings);
      expect(s.total_income, s.issue_code).toBe(expected.get(s.issue_code)?.income);
      expect(s.description, s.issue_code).toBe(value<string>(`select description from lobbying_issue_codes where code = ?`, s.issue_code));
    }
  });

  it('count only receipts in committee_donor_summary, once per member', () => {
    const rows = all<{ bioguide_id: string; donor_cmte_id: string; total_donated: number; contribution_count: number }>(
      `select bioguide_id, donor_cmte_id, total_donated, contribution_count from committee_donor_summary`,
    );
    expect(new Set(rows.map((r) => `${r.bioguide_id}|${r.donor_cmte_id}`)).size).toBe(rows.length);
    const receipts = db.prepare(`select total(fc.transaction_amt) as total, count(*) as n from fec_contributions fc
      join fec_candidate_crosswalk x on x.fec_candidate_id = fc.cand_id
      where x.bioguide_id = ? and fc.cmte_id = ? and fc.transaction_tp in ('24K', '24Z')`);
    for (const r of rows.slice(0, 50)) {
      const got = receipts.get(r.bioguide_id, r.donor_cmte_id) as { total: number; n: number };
      expect([r.total_donated, r.contribution_count]).toEqual([got.total, got.n]);
      expect(r.total_donated).toBeGreaterThanOrEqual(10_000);
    }
  });

  it('resolve revolving-door lobbyists to unambiguous former members who declared congressional service', () => {
    for (const r of all<{ bioguide_id: string; full_name: string; covered_position_sample: string }>(`select * from revolving_door`)) {
      expect(value<number>(`select is_current from congress_members where bioguide_id = ?`, r.bioguide_id), r.full_name).toBe(0);
      expect(r.covered_position_sample.toUpperCase(), r.full_name).toMatch(
        /MEMBER OF CONGRESS|FORMER MEMBER|^U\.S\. (REPRESENTATIVE|SENATOR)/,
      );
      expect(
        value<number>(`select count(*) from lobbying_lobbyists where lobbyist_name = ?`, r.full_name.toUpperCase()),
        r.full_name,
      ).toBeGreaterThan(0);
    }
  });

  it("list each overlapping registrant's foreign principals by name in fara_hearing_overlap", () => {
    const rows = all<{ registration_number: number; foreign_principals: string | null }>(
      `select registration_number, foreign_principals from fara_hearing_overlap`,
    );
    const names = db
      .prepare(`select distinct foreign_principal from fara_foreign_principals where registration_number = ? order by 1`)
      .pluck();
    expect(rows.some((r) => r.foreign_principals !== null)).toBe(true);
    for (const r of rows) {
      const expected = names.all(r.registration_number) as string[];
      expect(r.foreign_principals, String(r.registration_number)).toBe(expected.length ? expected.join(',') : null);
    }
  });
});

describe('money full-text search', () => {
  const hits = (fts: string, query: string): number => value<number>(`select count(*) from ${fts} where ${fts} match ?`, query);

  it('finds ordinary policy words in lobbying activity text', () => {
    for (const word of ['climate', 'pollution', 'tariff', 'medicare']) expect(hits('lobbying_fts', word), word).toBeGreaterThan(0);
  });

  it('supports phrases, OR and NOT', () => {
    const climate = hits('lobbying_fts', 'climate');
    const pollution = hits('lobbying_fts', 'pollution');
    const either = hits('lobbying_fts', 'climate OR pollution');
    expect(either).toBeGreaterThanOrEqual(Math.max(climate, pollution));
    expect(hits('lobbying_fts', 'climate AND pollution')).toBeGreaterThan(0);
    expect(hits('lobbying_fts', 'climate NOT pollution')).toBeLessThan(climate);
    expect(hits('lobbying_fts', '"greenhouse gas emissions"')).toBeGreaterThan(0);
    expect(hits('lobbying_fts', '"emissions greenhouse gas"')).toBe(0);
  });

  it('finds FARA registrants, principals and employers by the published example words', () => {
    expect(hits('fara_registrants_fts', 'consulting')).toBeGreaterThan(0);
    expect(hits('fara_registrants_fts', 'japan')).toBeGreaterThan(0);
    expect(hits('fara_foreign_principals_fts', 'china')).toBeGreaterThan(0);
    expect(hits('fec_employer_fts', 'google')).toBeGreaterThan(0);
  });

  it('joins back to the source rows by rowid', () => {
    const rows = all<{ client_name: string; specific_issues: string }>(`select a.client_name, a.specific_issues from lobbying_fts
      join lobbying_activities a on a.rowid = lobbying_fts.rowid where lobbying_fts match 'tariff' limit 20`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.specific_issues.toLowerCase()).toMatch(/tariff/);
  });
});
