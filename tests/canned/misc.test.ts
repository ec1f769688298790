// Canned queries #98-#113 (disbursements, White House, entities, OGE) run directly on the demo
// build: the contract's names, titles, parameters and output columns; every example returns
// rows; missing parameters fail only as SQLite errors; and each query's row semantics, checked
// against the query's definition computed straight from the base tables.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { AMOUNT_BRACKETS } from '../../services/openregs/build/vocab/misc-oge.js';
import { loadCannedQueries } from '../../engine/config/metadata.js';
import { cannedFamily, examplesOf, placeholders, QUERIES_DIR, useDemoDatabases } from './support.js';

const family = cannedFamily('disbursements', 'white-house', 'entities', 'oge');
const demo = useDemoDatabases();

type Rows = Record<string, unknown>[];
const all = (sql: string, params: Record<string, string> = {}): Rows => demo.db().prepare(sql).all(params) as Rows;
const run = (name: string, params: Record<string, string> = {}): Rows => demo.run(family.query(name), params);
const columnsOf = (name: string): string[] =>
  demo
    .statement(family.query(name))
    .columns()
    .map((c) => c.name);

/** The rows of `direct` (the query's definition, unlimited) keyed by `key`, for comparing a limited result. */
function byKey(direct: Rows, key: (r: Record<string, unknown>) => string): Map<string, Record<string, unknown>> {
  return new Map(direct.map((r) => [key(r), r]));
}

describe('canned queries: disbursements, white-house, entities, oge', () => {
  it('validate against the canned-query file schema', () => {
    // The engine's loader validates every file against the canned-query file schema and throws on the first invalid one.
    expect(() => loadCannedQueries({}, undefined, QUERIES_DIR)).not.toThrow();
    for (const f of family.files) expect(f.database, f.file).toBe('openregs');
  });

  it("hold exactly the contract's queries #98-#113 with their order, titles and parameters", () => {
    expect(family.contract).toHaveLength(16);
    expect(family.contract.map((c) => c.order)).toEqual(Array.from({ length: 16 }, (_, i) => 98 + i));
    expect(family.queries.map((q) => q.name).sort()).toEqual(family.contract.map((c) => c.name).sort());
    for (const c of family.contract) {
      const q = family.query(c.name);
      expect(q.order, c.name).toBe(c.order);
      expect(q.title, c.name).toBe(c.title);
      expect(q.params ?? [], c.name).toEqual(c.params);
      expect(q.description?.length ?? 0, c.name).toBeGreaterThan(60);
      expect(placeholders(q.sql), c.name).toEqual(c.params);
      if (c.params.length) expect(q.examples.length, c.name).toBeGreaterThan(0);
    }
  });

  it.each(family.contract.map((c) => [c.name, c] as const))(
    '%s returns rows with exactly the contract columns for each example',
    (name, c) => {
      expect(columnsOf(name)).toEqual(c.columns);
      for (const example of examplesOf(family.query(name))) {
        const rows = run(name, example);
        expect(rows.length, JSON.stringify(example)).toBeGreaterThan(0);
        expect(Object.keys(rows[0])).toEqual(c.columns);
      }
    },
  );

  it.each(family.contract.map((c) => [c.name, c] as const))('%s with every parameter empty returns rows or a SQLite error', (name, c) => {
    const empty = Object.fromEntries(c.params.map((p) => [p, '']));
    try {
      expect(Array.isArray(run(name, empty))).toBe(true);
    } catch (error) {
      expect(error).toBeInstanceOf(Database.SqliteError);
      expect((error as Error).message).toMatch(/fts5: syntax error/);
    }
  });
});

describe('disbursement query semantics', () => {
  it('#98 ranks Senate offices by office-level net funds over all reports', () => {
    const rows = run('senate_top_offices_by_spending');
    const direct = byKey(
      all(`select office_name, office_party, count(distinct report_id) as reports, count(*) as "rows",
        round(avg(total_funding), 2) as avg_total_funding,
        round(sum(case when line_category is null then net_funds end), 2) as sum_office_level_net_funds
      from senate_office_totals where office_name is not null group by office_name, office_party`),
      (r) => `${r.office_name}|${r.office_party}`,
    );
    for (const r of rows) expect(r).toEqual(direct.get(`${r.office_name}|${r.office_party}`));
    const sums = rows.map((r) => r.sum_office_level_net_funds as number);
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
    expect(rows.length).toBe(Math.min(50, direct.size));
  });

  it('#99 matches the per-vendor aggregate of the payments, largest first', () => {
    const rows = run('house_nonpersonnel_top_vendors');
    const direct = all(`select vendor_name, count(*) as n_transactions, round(sum(amount), 2) as total_paid,
        count(distinct organization) as n_offices, min(quarter) as first_quarter, max(quarter) as last_quarter
      from house_disbursements_nonpersonnel where vendor_name is not null and vendor_name != ''
      group by vendor_name order by total_paid desc`);
    const lookup = byKey(direct, (r) => String(r.vendor_name));
    for (const r of rows) expect(r).toEqual(lookup.get(String(r.vendor_name)));
    expect(rows.map((r) => r.total_paid)).toEqual(direct.slice(0, 100).map((r) => r.total_paid));
  });

  it('#100 matches the per-office, per-quarter sums, latest quarter first', () => {
    const rows = run('house_quarterly_spending_by_office');
    const direct = all(`select quarter, organization, round(sum(amount), 2) as nonpersonnel_total
      from house_disbursements_nonpersonnel where organization is not null
      group by quarter, organization order by quarter desc, nonpersonnel_total desc`);
    const lookup = byKey(direct, (r) => `${r.quarter}|${r.organization}`);
    for (const r of rows) expect(r).toEqual(lookup.get(`${r.quarter}|${r.organization}`));
    expect(rows.map((r) => `${r.quarter}|${r.nonpersonnel_total}`)).toEqual(
      direct.slice(0, 500).map((r) => `${r.quarter}|${r.nonpersonnel_total}`),
    );
  });

  it('#101 puts payroll next to vendor spending above $10,000', () => {
    const rows = run('house_personnel_vs_nonpersonnel');
    const direct = all(`select np.quarter, np.organization, round(sum(np.amount), 2) as nonpersonnel,
        (select round(sum(p.total_amount), 2) from house_disbursements_personnel_agg p
          where p.quarter = np.quarter and p.organization = np.organization) as personnel
      from house_disbursements_nonpersonnel np group by np.quarter, np.organization
      having nonpersonnel > 10000 order by np.quarter desc, nonpersonnel + coalesce(personnel, 0) desc`);
    const lookup = byKey(direct, (r) => `${r.quarter}|${r.organization}`);
    expect(rows.length).toBe(Math.min(200, direct.length));
    for (const r of rows) {
      expect(r).toEqual(lookup.get(`${r.quarter}|${r.organization}`));
      expect(r.nonpersonnel as number).toBeGreaterThan(10000);
      expect(r.personnel).not.toBeNull();
    }
  });

  it('#102 lists member office totals once per office and quarter, continuation pages collapsed', () => {
    const rows = run('house_pre2016_member_totals');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => `${r.office_name}|${r.quarter}`)).size).toBe(rows.length);
    for (const r of rows) {
      expect(String(r.office_name)).toMatch(/^HON\. /);
      expect(String(r.office_name)).not.toContain('CONTINUED');
    }
    const amounts = rows.map((r) => r.quarter_amount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const best = all(
      `select round(max(quarter_amount), 2) as m from house_pre2016_office_totals where office_type = 'member' and category = 'OFFICE TOTALS'`,
    )[0].m;
    expect(amounts[0]).toBe(best);
  });
});

describe('White House query semantics', () => {
  it('#103 matches the per-visitor counts of named non-tour visits', () => {
    const rows = run('wh_top_policy_visitors');
    const direct = all(`select visitor_name_full, count(*) as n_visits, min(appt_start_iso) as first_visit,
        max(appt_start_iso) as last_visit, count(distinct admin) as administrations
      from wh_visits where visitor_is_tour = 0 and visitor_name_full is not null group by visitor_name_full order by n_visits desc`);
    const lookup = byKey(direct, (r) => String(r.visitor_name_full));
    for (const r of rows) expect(r).toEqual(lookup.get(String(r.visitor_name_full)));
    expect(rows.map((r) => r.n_visits)).toEqual(direct.slice(0, 100).map((r) => r.n_visits));
  });

  it('#104 matches the per-host, per-administration counts', () => {
    const rows = run('wh_top_visitees');
    const direct = all(`select visitee_full, admin, count(*) as n_visits, count(distinct visitor_name_hash) as distinct_visitors,
        sum(visitor_is_tour) as tour_visits from wh_visits where visitee_full is not null group by visitee_full, admin order by n_visits desc`);
    const lookup = byKey(direct, (r) => `${r.visitee_full}|${r.admin}`);
    for (const r of rows) expect(r).toEqual(lookup.get(`${r.visitee_full}|${r.admin}`));
    expect(rows.map((r) => r.n_visits)).toEqual(direct.slice(0, 100).map((r) => r.n_visits));
    expect(rows[0].visitee_full).toBe('VISITORS OFFICE');
  });

  it('#105 gives daily totals per administration, latest day first', () => {
    const rows = run('wh_daily_visit_volume');
    expect(rows).toHaveLength(500);
    const latest = all(`select substr(max(appt_start_iso), 1, 10) as d from wh_visits`)[0].d;
    expect(rows[0].visit_date).toBe(latest);
    const day = all(
      `select admin, count(*) as visits, sum(visitor_is_tour) as tour_visits, count(distinct visitor_name_hash) as distinct_visitors
      from wh_visits where substr(appt_start_iso, 1, 10) = :day group by admin order by admin`,
      { day: String(latest) },
    );
    const shown = rows
      .filter((r) => r.visit_date === latest)
      .map(({ visit_date: _day, ...rest }) => rest)
      .sort((a, b) => String(a.admin).localeCompare(String(b.admin)));
    expect(shown).toEqual(day);
    const dates = rows.map((r) => String(r.visit_date));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('#106 searches non-tour visits with FTS5 phrases, OR and NOT, latest first', () => {
    const phrase = run('wh_search_visitors_fts', { q: '"drug price" OR tariff' });
    expect(phrase.length).toBeGreaterThan(0);
    for (const r of phrase) expect(String(r.description).toLowerCase()).toMatch(/drug price|tariff/);
    const not = run('wh_search_visitors_fts', { q: 'Medicare NOT Advantage' });
    expect(not.length).toBeGreaterThan(0);
    for (const r of not) {
      expect(String(r.description).toLowerCase()).toContain('medicare');
      expect(String(r.description).toLowerCase()).not.toContain('advantage');
    }
    const dates = phrase.map((r) => String(r.visit_date));
    expect(dates).toEqual([...dates].sort().reverse());
    // Tours are left out even when they match.
    expect(run('wh_search_visitors_fts', { q: 'tour' }).every((r) => !/TOUR/.test(String(r.description)))).toBe(true);
  });
});

describe('entity query semantics', () => {
  it('#107 finds organisations by name and identifier', () => {
    const pfizer = run('entities_search_by_name', { q: 'Pfizer' });
    expect(pfizer.map((r) => r.ticker)).toContain('PFE');
    const pfe = pfizer.find((r) => r.ticker === 'PFE')!;
    const identifier = String(pfe.ein ?? pfe.cik); // every listed issuer has a CIK
    expect(run('entities_search_by_name', { q: `"${identifier}"` }).map((r) => r.ticker)).toContain('PFE');
    const either = run('entities_search_by_name', { q: '"Exxon Mobil" OR Chevron' }).map((r) => String(r.canonical_name));
    expect(either.some((n) => n.includes('Exxon Mobil'))).toBe(true);
    expect(either.some((n) => n.includes('Chevron'))).toBe(true);
  });

  it('#108 lists organisations with EIN, CIK and UEI, alphabetically', () => {
    const rows = run('entities_with_all_ids');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) for (const id of ['ein', 'cik', 'uei']) expect(r[id], id).not.toBeNull();
    const names = rows.map((r) => String(r.canonical_name));
    expect(names).toEqual([...names].sort());
  });

  it("#109 ranks each industry's organisations by size, as its title says", () => {
    const rows = run('entities_industry_dominants');
    const industries = [...new Set(rows.map((r) => String(r.primary_industry)))];
    expect(industries).toEqual([...industries].sort());
    expect(industries.length).toBeGreaterThan(20);
    // The 14 largest (by peak revenue) non-merged organisations of each industry, computed from the base tables.
    const direct = all(`select primary_industry, canonical_name, entity_type, naics_code, sic_code, ticker from (
        select e.*, row_number() over (partition by e.primary_industry order by p.peak_revenue desc, e.entity_id) as size_rank
        from entities e join entity_prominence p using (entity_id)
        where e.primary_industry is not null and e.merged_into_entity_id is null and p.peak_revenue is not null)
      where size_rank <= 14 order by primary_industry, size_rank limit 500`);
    expect(rows).toEqual(direct);
    for (const industry of industries) expect(rows.filter((r) => r.primary_industry === industry).length).toBeLessThanOrEqual(14);
  });

  it('#110 finds members of Congress and other public actors', () => {
    const pelosi = run('public_actors_search', { q: 'Pelosi' });
    expect(pelosi.some((r) => r.bioguide_id === 'P000197' && r.role_context === 'congress_member')).toBe(true);
    const senators = run('public_actors_search', { q: '"U.S. Senator" McConnell' });
    expect(senators.some((r) => r.bioguide_id === 'M000355')).toBe(true);
  });
});

describe('OGE query semantics', () => {
  it('#111 counts officials and filings per department, most officials first', () => {
    const rows = run('oge_officials_by_department');
    expect(rows.reduce((s, r) => s + (r.n_filings as number), 0)).toBe(all('select count(*) as n from oge_pas_filings')[0].n);
    const officials = rows.map((r) => r.distinct_officials as number);
    expect(officials).toEqual([...officials].sort((a, b) => b - a));
  });

  it('#112 counts purchases and sales per ticker, most traded first', () => {
    const rows = run('oge_transactions_by_ticker');
    const counts = rows.map((r) => r.n_tx as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const r of rows) {
      expect(r.ticker).not.toBeNull();
      expect((r.purchases as number) + (r.sales as number)).toBeLessThanOrEqual(r.n_tx as number);
      expect(String(r.first_tx) <= String(r.last_tx)).toBe(true);
    }
    expect(rows.some((r) => (r.sales as number) > 0 && (r.purchases as number) > 0)).toBe(true);
  });

  it('#113 orders by value bracket, then latest first', () => {
    const rows = run('oge_recent_high_value_transactions');
    expect(rows).toHaveLength(100);
    const bound = new Map(AMOUNT_BRACKETS.map((b) => [b.range, b.max]));
    const keys = rows.map((r) => [bound.get(String(r.amount_range))!, String(r.tx_date_iso)] as const);
    for (let i = 1; i < keys.length; i++) {
      const [m0, d0] = keys[i - 1];
      const [m1, d1] = keys[i];
      expect(m0 > m1 || (m0 === m1 && d0 >= d1), `row ${i}`).toBe(true);
    }
    for (const r of rows) expect(String(r.filer)).toMatch(/^[^,]+, [^,]+$/);
  });
});
