// Canned queries of the money domain (services/openregs/queries/lobbying.yaml, fara.yaml,
// campaign-finance.yaml: #67–#77, #88, #89, #91, #93, #95, #97) run directly on the demo build:
// contract names, order, titles, parameters and output columns; examples that return rows; missing
// parameters that answer or fail cleanly; and the row semantics each query promises.
import { describe, expect, it } from 'vitest';
import { cannedFamily, examplesOf, placeholders, useDemoDatabases } from './support.js';

const family = cannedFamily('lobbying', 'fara', 'campaign-finance');
const { query } = family;

// The row limit each query's SQL ends with (null: no LIMIT).
const LIMITS: Record<string, number | null> = {
  explore_lobbying_client: 50,
  explore_lobbying_activity: 100,
  explore_lobbying_lobbyists: 100,
  explore_lobbying_issues: null,
  explore_revolving_door: 200,
  fara_by_country: 50,
  fara_search_registrants: 50,
  fara_agents_for_country: 100,
  top_pac_donors_to_candidate: 50,
  top_employer_donors: 50,
  employer_donations_to_candidate: 50,
  witness_lobbyist_overlap: null,
  commenter_lobbyist_overlap: null,
  top_donors_to_committees: 200,
  most_lobbied_bills: 200,
  revolving_door: 300,
  lobbying_issue_agency_map: null,
};

const demo = useDemoDatabases();

type Rows = Record<string, unknown>[];
const run = (name: string, params: Record<string, string> = {}): Rows => demo.run(query(name), params);
const columnsOf = (name: string): string[] =>
  demo
    .statement(query(name))
    .columns()
    .map((c) => c.name);
const { value } = demo;

describe('money canned-query files', () => {
  it('hold exactly the contract queries for openregs, with order, title, description and parameters', () => {
    for (const f of family.files) expect(f.database, f.file).toBe('openregs');
    expect(family.queries.map((q) => q.name).sort()).toEqual(family.contract.map((c) => c.name).sort());
    expect(family.contract).toHaveLength(17);
    for (const c of family.contract) {
      const q = query(c.name);
      expect(q.order, c.name).toBe(c.order);
      expect(q.title, c.name).toBe(c.title);
      expect(q.description?.length ?? 0, c.name).toBeGreaterThan(40);
      expect(q.params ?? [], c.name).toEqual(c.params);
      expect(placeholders(q.sql).sort(), c.name).toEqual([...c.params].sort());
      if (c.params.length > 0) expect(q.examples.length, c.name).toBeGreaterThan(0);
    }
  });
});

describe('money canned queries on the demo build', () => {
  it('return the contract columns, in order, within the row limit', () => {
    for (const { name, columns } of family.contract) {
      expect(columnsOf(name), name).toEqual(columns);
      const limit = LIMITS[name];
      if (limit === null) expect(query(name).sql, name).not.toMatch(/\blimit\b/i);
      else expect(query(name).sql, name).toMatch(new RegExp(`limit ${limit}\\s*$`));
    }
  });

  it('return rows for every example, and for every query that takes no parameters', () => {
    for (const q of family.queries) {
      for (const example of examplesOf(q)) expect(run(q.name, example).length, `${q.name} ${JSON.stringify(example)}`).toBeGreaterThan(0);
    }
  });

  it('answer or fail with a SQLite error when every parameter is missing (bound as empty text)', () => {
    for (const q of family.queries) {
      const empty = Object.fromEntries((q.params ?? []).map((p) => [p, '']));
      try {
        expect(Array.isArray(run(q.name, empty)), q.name).toBe(true);
      } catch (error) {
        expect((error as Error).name, q.name).toBe('SqliteError');
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
    // Each row is what aggregating lobbying_filings directly gives, as the query is defined.
    const direct = demo.db().prepare(`select client_name, cast(sum(income_amount) as integer) as total_income,
        count(distinct registrant_name) as firm_count, count(*) as filing_count, min(filing_year) as year_from, max(filing_year) as year_to
      from lobbying_filings where client_name = ? and filing_type glob '[1234Q]*' and income_amount > 0`);
    for (const r of rows) expect(r).toEqual(direct.get(r.client_name));
    // No matching client is left out: the 50th total is at least every unlisted client's total.
    const listed = new Set(rows.map((r) => r.client_name));
    const best = value<number>(
      `select max(total) from (select client_name, sum(income_amount) as total from lobbying_filings
      where client_name like '%association%' and filing_type glob '[1234Q]*' and income_amount > 0 group by client_name)
      where client_name not in (${rows.map(() => '?').join(',')})`,
      ...listed,
    );
    expect(best ?? 0).toBeLessThanOrEqual(totals[totals.length - 1]);
  });

  it('explore_lobbying_activity lists one client, newest first, with report amounts as integers', () => {
    const client = query('explore_lobbying_activity').examples[0].client_name;
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
    expect(run('fara_search_registrants', { search: 'consulting OR japan' }).length).toBe(
      Math.min(50, new Set([...consulting, ...japan].map((r) => r.registration_number)).size),
    );
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
    const receipts = demo.db().prepare(`select total(fc.transaction_amt) as total, count(*) as n from fec_contributions fc
      join fec_candidate_crosswalk x on x.fec_candidate_id = fc.cand_id
      where x.bioguide_id = 'P000197' and fc.cmte_id = ? and fc.transaction_tp in ('24K', '24Z')`);
    for (const r of run('top_pac_donors_to_candidate', { bioguide_id: 'P000197' })) {
      const expected = receipts.get(r.cmte_id) as { total: number; n: number };
      expect([r.total, r.contributions], String(r.cmte_id)).toEqual([expected.total, expected.n]);
    }
    expect(query('top_pac_donors_to_candidate').description).toMatch(/24K/);
  });

  it("employer_donations_to_candidate sums the member's employer aggregates over cycles", () => {
    const rows = run('employer_donations_to_candidate', { bioguide_id: 'P000197' });
    const top = rows[0];
    expect(top.total).toBe(
      value<number>(`select sum(total_amount) from fec_employer_to_candidate where bioguide_id = 'P000197' and employer = ?`, top.employer),
    );
    const totals = rows.map((r) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('the precomputed-table queries return their tables in the promised order', () => {
    const ordered: [string, string][] = [
      ['witness_lobbyist_overlap', 'hearings_testified'],
      ['commenter_lobbyist_overlap', 'comments_filed'],
      ['top_donors_to_committees', 'total_donated'],
      ['most_lobbied_bills', 'lobby_filings'],
      ['revolving_door', 'lobbying_filing_count'],
      ['explore_lobbying_issues', 'filing_count'],
      ['fara_by_country', 'principals'],
      ['top_employer_donors', 'total_amount'],
    ];
    for (const [name, column] of ordered) {
      const values = run(name).map((r) => Number(r[column]));
      expect(values, name).toEqual([...values].sort((a, b) => b - a));
    }
    const codes = run('lobbying_issue_agency_map').map((r) => String(r.issue_code));
    expect(codes).toEqual([...codes].sort());
    expect(run('witness_lobbyist_overlap').length).toBe(value<number>('select count(*) from witness_lobby_overlap'));
  });
});
