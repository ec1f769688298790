// Canned queries of the money domain (canned-queries/lobbying.yaml, fara.yaml,
// campaign-finance.yaml: #67–#77, #88, #89, #91, #93, #95, #97) run directly on the demo build:
// spec names, order, titles, parameters and output columns; examples that return rows; missing
// parameters that answer or fail cleanly; and the row semantics each query promises.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';

interface CannedQuery {
  order: number;
  title: string;
  description: string;
  sql: string;
  params?: string[];
  examples?: Record<string, string>[];
}

interface CannedFile { database: string; queries: Record<string, CannedQuery> }

const FILES = ['lobbying', 'fara', 'campaign-finance'];
const files = Object.fromEntries(FILES.map((f) => [f,
  parseYaml(readFileSync(join(repoRoot(), 'canned-queries', 'openregs', `${f}.yaml`), 'utf8')) as CannedFile]));
const queries: Record<string, CannedQuery> = Object.assign({}, ...Object.values(files).map((f) => f.queries));

// canned-queries.md §H–§J, §M: name → [order, title, params, output columns].
const SPEC: Record<string, [number, string, string[], string[]]> = {
  explore_lobbying_client: [67, 'Explore: Lobbying Client Search', ['name'],
    ['client_name', 'total_income', 'firm_count', 'filing_count', 'year_from', 'year_to']],
  explore_lobbying_activity: [68, 'Explore: Client Lobbying Activity', ['client_name'],
    ['registrant_name', 'filing_year', 'filing_period', 'issue_code', 'income', 'expense', 'specific_issues', 'government_entities']],
  explore_lobbying_lobbyists: [69, 'Explore: Client Lobbyists', ['client_name'], ['lobbyist_name', 'covered_position']],
  explore_lobbying_issues: [70, 'Explore: Lobbying Issue Areas', [], ['issue_code', 'description', 'filing_count', 'client_count', 'total_income']],
  explore_revolving_door: [71, 'Explore: Revolving Door', [],
    ['lobbyist_name', 'covered_position', 'client_name', 'registrant_name', 'filing_year']],
  fara_by_country: [72, 'FARA: Foreign Principals by Country', [], ['country', 'principals', 'registrants']],
  fara_search_registrants: [73, 'FARA: Search Registrants', ['search'],
    ['registration_number', 'name', 'business_name', 'city', 'state', 'registration_date', 'termination_date']],
  fara_agents_for_country: [74, 'FARA: Agents Representing a Country', ['country'],
    ['foreign_principal', 'country', 'registrant_name', 'fp_registration_date']],
  top_pac_donors_to_candidate: [75, 'FEC: Top PAC Donors to a Candidate', ['bioguide_id'],
    ['cmte_id', 'cmte_name', 'total', 'contributions', 'first_cycle', 'last_cycle']],
  top_employer_donors: [76, 'FEC: Top Employer Aggregates', [], ['employer', 'donation_count', 'total_amount', 'avg_amount', 'unique_states']],
  employer_donations_to_candidate: [77, 'FEC: Employer Donations to a Member', ['bioguide_id'], ['employer', 'total', 'contributions']],
  witness_lobbyist_overlap: [88, 'Hearing Witnesses Who Also Lobby Congress', [],
    ['organization', 'hearings_testified', 'lobby_filings', 'total_lobby_income', 'first_hearing', 'last_hearing', 'lobby_issues']],
  commenter_lobbyist_overlap: [89, 'Organizations That Comment on Regulations AND Lobby', [],
    ['organization', 'comments_filed', 'agencies_commented', 'lobby_filings', 'total_lobby_income', 'lobby_issues']],
  top_donors_to_committees: [91, 'Top Campaign Donors to Committee Members', [],
    ['committee_name', 'member_name', 'party', 'state', 'donor_committee', 'total_donated', 'contribution_count']],
  most_lobbied_bills: [93, 'Most Lobbied Bills', [], ['bill_id', 'bill_title', 'policy_area', 'lobby_filings', 'unique_clients', 'issue_codes']],
  revolving_door: [95, 'The Revolving Door: Former Members Who Became Lobbyists', [],
    ['full_name', 'party', 'state', 'congress_chamber', 'lobbying_filing_count', 'client_count', 'firm_count', 'first_lobbying_year',
      'last_lobbying_year', 'total_reported_income', 'lobbying_firms', 'covered_position_sample']],
  lobbying_issue_agency_map: [97, 'Lobbying Issue Codes → Agencies & Committees', [],
    ['issue_code', 'issue_description', 'primary_agencies', 'regs_gov_agency_prefixes', 'related_committee_ids', 'notes']],
};

// Row limits of the spec (null: no LIMIT).
const LIMITS: Record<string, number | null> = {
  explore_lobbying_client: 50, explore_lobbying_activity: 100, explore_lobbying_lobbyists: 100, explore_lobbying_issues: null,
  explore_revolving_door: 200, fara_by_country: 50, fara_search_registrants: 50, fara_agents_for_country: 100,
  top_pac_donors_to_candidate: 50, top_employer_donors: 50, employer_donations_to_candidate: 50, witness_lobbyist_overlap: null,
  commenter_lobbyist_overlap: null, top_donors_to_committees: 200, most_lobbied_bills: 200, revolving_door: 300, lobbying_issue_agency_map: null,
};

let db: Database.Database;
beforeAll(() => { db = new Database(demoDatabasePaths().openregs, { readonly: true }); });
afterAll(() => db?.close());

type Rows = Record<string, unknown>[];
const run = (name: string, params: Record<string, string> = {}): Rows => db.prepare(queries[name].sql).all(params) as Rows;
const columnsOf = (name: string): string[] => db.prepare(queries[name].sql).columns().map((c) => c.name);
const value = <T>(sql: string, ...params: unknown[]): T => db.prepare(sql).pluck().get(...params) as T;

describe('money canned-query files', () => {
  it('hold exactly the spec queries for openregs, with order, title, description and parameters', () => {
    for (const f of Object.values(files)) expect(f.database).toBe('openregs');
    expect(Object.keys(queries).sort()).toEqual(Object.keys(SPEC).sort());
    for (const [name, [order, title, params]] of Object.entries(SPEC)) {
      const q = queries[name];
      expect(q.order, name).toBe(order);
      expect(q.title, name).toBe(title);
      expect(q.description.length, name).toBeGreaterThan(40);
      expect(q.params ?? [], name).toEqual(params);
      const placeholders = [...new Set([...q.sql.matchAll(/:(\w+)/g)].map((m) => m[1]))];
      expect(placeholders.sort(), name).toEqual([...params].sort());
      if (params.length > 0) expect(q.examples?.length ?? 0, name).toBeGreaterThan(0);
    }
  });
});

describe('money canned queries on the demo build', () => {
  it('return the spec columns, in order, within the spec row limit', () => {
    for (const [name, [, , , columns]] of Object.entries(SPEC)) {
      expect(columnsOf(name), name).toEqual(columns);
      const limit = LIMITS[name];
      if (limit === null) expect(queries[name].sql, name).not.toMatch(/\blimit\b/i);
      else expect(queries[name].sql, name).toMatch(new RegExp(`limit ${limit}\\s*$`));
    }
  });

  it('return rows for every example, and for every query that takes no parameters', () => {
    for (const [name, q] of Object.entries(queries)) {
      for (const example of q.examples ?? [{}]) expect(run(name, example).length, `${name} ${JSON.stringify(example)}`).toBeGreaterThan(0);
    }
  });

  it('answer or fail with a SQLite error when every parameter is missing (bound as empty text)', () => {
    for (const [name, q] of Object.entries(queries)) {
      const empty = Object.fromEntries((q.params ?? []).map((p) => [p, '']));
      try {
        expect(Array.isArray(run(name, empty)), name).toBe(true);
      } catch (error) {
        expect((error as Error).name, name).toBe('SqliteError');
      }
    }
    // The one full-text query: MATCH '' is an FTS5 syntax error, as in the real service.
    expect(() => run('fara_search_registrants', { search: '' })).toThrow(/fts5: syntax error/);
    // Substring searches with '' match everything.
    expect(run('explore_lobbying_client', { name: '' }).length).toBe(50);
  });
});

describe('money canned-query semantics', () => {
  it('explore_lobbying_client totals LD-2 income per client, largest first', () => {
    const rows = run('explore_lobbying_client', { name: 'association' });
    for (const r of rows) expect(String(r.client_name).toLowerCase()).toContain('association');
    const totals = rows.map((r) => Number(r.total_income));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    // Each row is what aggregating lobbying_filings directly gives, as the spec defines it.
    const direct = db.prepare(`select client_name, cast(sum(income_amount) as integer) as total_income,
        count(distinct registrant_name) as firm_count, count(*) as filing_count, min(filing_year) as year_from, max(filing_year) as year_to
      from lobbying_filings where client_name = ? and filing_type glob '[1234Q]*' and income_amount > 0`);
    for (const r of rows) expect(r).toEqual(direct.get(r.client_name));
    // No matching client is left out: the 50th total is at least every unlisted client's total.
    const listed = new Set(rows.map((r) => r.client_name));
    const best = value<number>(`select max(total) from (select client_name, sum(income_amount) as total from lobbying_filings
      where client_name like '%association%' and filing_type glob '[1234Q]*' and income_amount > 0 group by client_name)
      where client_name not in (${rows.map(() => '?').join(',')})`, ...listed);
    expect(best ?? 0).toBeLessThanOrEqual(totals[totals.length - 1]);
  });

  it('explore_lobbying_activity lists one client, newest first, with report amounts as integers', () => {
    const client = queries.explore_lobbying_activity.examples?.[0].client_name as string;
    const rows = run('explore_lobbying_activity', { client_name: client });
    expect(rows.length).toBe(Math.min(100, value<number>(`select count(*) from lobbying_activities where client_name = ?`, client)));
    const years = rows.map((r) => Number(r.filing_year));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const r of rows) {
      expect(r.income === null || Number.isInteger(r.income)).toBe(true);
      expect(r.expense === null || Number.isInteger(r.expense)).toBe(true);
    }
  });

  it('explore_lobbying_lobbyists lists distinct lobbyists alphabetically', () => {
    const rows = run('explore_lobbying_lobbyists', { client_name: 'U.S. Chamber of Commerce' });
    const keys = rows.map((r) => `${r.lobbyist_name}|${r.covered_position}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = rows.map((r) => String(r.lobbyist_name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('explore_revolving_door shows only declared positions', () => {
    for (const r of run('explore_revolving_door')) expect(['', 'N/A', null]).not.toContain(r.covered_position);
  });

  it('fara_search_registrants accepts FTS5 phrases, OR and NOT', () => {
    const consulting = run('fara_search_registrants', { search: 'consulting' });
    const japan = run('fara_search_registrants', { search: 'japan' });
    expect(run('fara_search_registrants', { search: 'consulting OR japan' }).length)
      .toBe(Math.min(50, new Set([...consulting, ...japan].map((r) => r.registration_number)).size));
    expect(run('fara_search_registrants', { search: 'japan NOT automobile' }).length).toBeLessThan(japan.length);
    expect(run('fara_search_registrants', { search: '"japan external trade"' }).length).toBeGreaterThan(0);
  });

  it('fara_agents_for_country matches the country case-insensitively', () => {
    for (const r of run('fara_agents_for_country', { country: 'china' })) expect(String(r.country)).toContain('CHINA');
  });

  it('top_pac_donors_to_candidate counts only money received (24K/24Z), not independent expenditures', () => {
    const other = value<number>(`select count(*) from fec_contributions fc join fec_candidate_crosswalk x on x.fec_candidate_id = fc.cand_id
      where x.bioguide_id = 'P000197' and fc.transaction_tp not in ('24K', '24Z')`);
    expect(other).toBeGreaterThan(0); // the demo data can tell the two meanings apart
    const receipts = db.prepare(`select total(fc.transaction_amt) as total, count(*) as n from fec_contributions fc
      join fec_candidate_crosswalk x on x.fec_candidate_id = fc.cand_id
      where x.bioguide_id = 'P000197' and fc.cmte_id = ? and fc.transaction_tp in ('24K', '24Z')`);
    for (const r of run('top_pac_donors_to_candidate', { bioguide_id: 'P000197' })) {
      const expected = receipts.get(r.cmte_id) as { total: number; n: number };
      expect([r.total, r.contributions], String(r.cmte_id)).toEqual([expected.total, expected.n]);
    }
    expect(queries.top_pac_donors_to_candidate.description).toMatch(/24K/);
  });

  it('employer_donations_to_candidate sums the member\'s employer aggregates over cycles', () => {
    const rows = run('employer_donations_to_candidate', { bioguide_id: 'P000197' });
    const top = rows[0];
    expect(top.total).toBe(value<number>(`select sum(total_amount) from fec_employer_to_candidate where bioguide_id = 'P000197' and employer = ?`, top.employer));
    const totals = rows.map((r) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('the precomputed-table queries return their tables in the promised order', () => {
    const ordered: [string, string][] = [['witness_lobbyist_overlap', 'hearings_testified'], ['commenter_lobbyist_overlap', 'comments_filed'],
      ['top_donors_to_committees', 'total_donated'], ['most_lobbied_bills', 'lobby_filings'], ['revolving_door', 'lobbying_filing_count'],
      ['explore_lobbying_issues', 'filing_count'], ['fara_by_country', 'principals'], ['top_employer_donors', 'total_amount']];
    for (const [name, column] of ordered) {
      const values = run(name).map((r) => Number(r[column]));
      expect(values, name).toEqual([...values].sort((a, b) => b - a));
    }
    const codes = run('lobbying_issue_agency_map').map((r) => String(r.issue_code));
    expect(codes).toEqual([...codes].sort());
    expect(run('witness_lobbyist_overlap').length).toBe(value<number>('select count(*) from witness_lobby_overlap'));
  });
});
