// The demo data (scale 0.01, seed 1): exact table totals, the views' meaning, full-text rowids,
// the caveats the data must show and the fixtures every scale carries.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonprofitsTestDb, TEST_SCALE } from './build-once.js';

let db: Database.Database;
beforeAll(async () => {
  db = new Database(await nonprofitsTestDb(), { readonly: true });
});
afterAll(() => db?.close());

const one = <T = number>(sql: string, ...params: unknown[]): T =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const all = <T>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const exact = (n: number): number => Math.max(1, Math.round(n * TEST_SCALE));

describe('scale rule', () => {
  const targets: Record<string, number> = {
    returns: 5_595_912,
    bmf: 1_957_340,
    bmf_former: 60_443,
    officers: 45_772_456,
    grants: 14_402_178,
    capital_gains: 18_139_997,
    schedule_i_990: 7_243_504,
    related_orgs: 9_634_856,
    investments: 5_334_190,
    contractors: 1_096_945,
    contributors: 534_603,
    program_activities: 399_569,
    program_investments: 225_908,
    top_employees: 56_603,
  };
  for (const [table, count] of Object.entries(targets)) {
    it(`${table} holds exactly round(${count} × S) rows`, () => expect(one(`select count(*) from ${table}`)).toBe(exact(count)));
  }
  it('derived tables land within ±5 %', () => {
    const near = (n: number, base: number): void => {
      expect(Math.abs(n - base * TEST_SCALE) / (base * TEST_SCALE)).toBeLessThanOrEqual(0.05);
    };
    near(one('select count(*) from schedule_i_grants'), 1_504_940);
    near(one('select count(*) from returns_ntee_source'), 593_626);
    near(one('select count(*) from returns_governance'), 2_878_600);
    expect(one('select count(*) from returns_checklist')).toBe(
      one("select count(*) from returns where return_type = '990' and parse_error is null"),
    );
    expect(one('select count(*) from bmf_source_meta')).toBe(1);
  });
  it('returns follow the year × form matrix (2016 990 cell)', () => {
    expect(one("select count(*) from returns where tax_year = 2016 and return_type = '990'")).toBe(Math.round(248_607 * TEST_SCALE));
    expect(one("select count(*) from returns where tax_year = 2025 and return_type = '990T'")).toBe(Math.round(4_439 * TEST_SCALE));
  });
  it('a few organisations file both Form 990 and 990-EZ; no private foundation files either', () => {
    const both = one(`select count(*) from (select ein from returns where return_type in ('990', '990EZ') and ein not like '99%'
      group by ein having count(distinct return_type) = 2)`);
    const filers = one("select count(distinct ein) from returns where return_type in ('990', '990EZ')");
    expect(both).toBeGreaterThan(0);
    expect(both / filers).toBeLessThan(0.05);
    expect(
      one(`select count(*) from (select ein from returns where ein not like '99%' and ein not in ('237825575', '110303001', '530196605')
      group by ein having sum(return_type = '990PF') > 0 and sum(return_type in ('990', '990EZ')) > 0)`),
    ).toBe(0);
  });

  it('returns are stored in object_id order and detail rows grouped per filing', () => {
    expect(
      one('select count(*) from (select object_id, lag(object_id) over (order by rowid) as prev from returns) where prev >= object_id'),
    ).toBe(0);
    const oidOrder = one(
      `select count(*) from (select object_id, lag(object_id) over (order by id) as prev from officers) where prev > object_id`,
    );
    expect(oidOrder).toBe(0);
  });
});

describe('views', () => {
  it('officer_total_comp sums the five pay columns with NULL as 0 and carries form and year', () => {
    const bad = one(`select count(*) from officer_total_comp v join officers o on o.id = v.id join returns r on r.object_id = o.object_id
      where v.total_comp != coalesce(o.reportable_comp_filing_org,0)+coalesce(o.reportable_comp_related_org,0)+coalesce(o.other_compensation,0)+coalesce(o.benefits,0)+coalesce(o.expense_account,0)
         or v.return_type != r.return_type or v.tax_year != r.tax_year`);
    expect(bad).toBe(0);
    expect(one('select count(*) from officer_total_comp')).toBe(one('select count(*) from officers'));
  });

  it('canonical_returns prefers amended, then the latest UTC return_ts, then the larger object_id (fixture 990000009)', () => {
    const y22 = all<{ object_id: string; amended_return: number }>(
      "select object_id, amended_return from returns where ein = '990000009' and tax_year = 2022 order by object_id",
    );
    expect(y22).toHaveLength(3);
    expect(y22[0].amended_return).toBe(1);
    expect(one("select object_id from canonical_returns where ein = '990000009' and tax_year = 2022 and return_type = '990'")).toBe(
      y22[0].object_id,
    );
    const y21 = all<{ object_id: string; return_ts: string }>(
      "select object_id, return_ts from returns where ein = '990000009' and tax_year = 2021 order by object_id",
    );
    expect(y21).toHaveLength(2);
    expect(Date.parse(y21[1].return_ts)).toBeLessThan(Date.parse(y21[0].return_ts));
    expect(one("select object_id from canonical_returns where ein = '990000009' and tax_year = 2021")).toBe(y21[0].object_id);
  });

  it('canonical_returns keeps one row per (ein, tax_year, return_type), matching the preference order everywhere', () => {
    const groups = all<{ ein: string | null; tax_year: number; return_type: string; picks: string }>(`
      select ein, tax_year, return_type, group_concat(object_id || '|' || coalesce(amended_return, '') || '|' || coalesce(return_ts, ''), ';') as picks
      from returns group by ein, tax_year, return_type having count(*) > 1`);
    expect(groups.length).toBeGreaterThan(20);
    const chosen = new Map(
      all<{ k: string; object_id: string }>(
        "select coalesce(ein,'') || '/' || tax_year || '/' || return_type as k, object_id from canonical_returns",
      ).map((r) => [r.k, r.object_id]),
    );
    let notHighest = 0;
    for (const g of groups) {
      const filings = g.picks.split(';').map((p) => {
        const [oid, amended, ts] = p.split('|');
        return { oid, amended: amended === '1' ? 1 : 0, ts: ts ? Date.parse(ts) : -Infinity };
      });
      filings.sort((a, b) => b.amended - a.amended || b.ts - a.ts || (b.oid > a.oid ? 1 : -1));
      expect(chosen.get(`${g.ein ?? ''}/${g.tax_year}/${g.return_type}`)).toBe(filings[0].oid);
      if (
        filings[0].oid !==
        filings
          .map((f) => f.oid)
          .sort()
          .at(-1)
      )
        notHighest++;
    }
    expect(notHighest / groups.length).toBeGreaterThanOrEqual(0.24);
    expect(one('select count(*) from canonical_returns')).toBe(
      one('select count(*) from (select distinct ein, tax_year, return_type from returns)'),
    );
  });
});

describe('full-text indexes', () => {
  const pairs: [string, string, string][] = [
    ['fts_returns', 'returns', 'rowid'],
    ['fts_grants', 'grants', 'id'],
    ['fts_daf', 'schedule_i_grants', 'id'],
    ['fts_si990', 'schedule_i_990', 'id'],
    ['fts_bmf', 'bmf', 'rowid'],
    ['fts_officers', 'officers', 'id'],
    ['fts_programs', 'program_activities', 'id'],
  ];
  for (const [fts, base, key] of pairs) {
    it(`${fts} holds every ${base} row and its rowids join back`, () => {
      expect(one(`select count(*) from ${fts}`)).toBe(one(`select count(*) from ${base}`));
      const column =
        { fts_officers: 'person_name', fts_returns: 'org_name', fts_bmf: 'name', fts_programs: 'description' }[fts] ?? 'recipient_name';
      const word = { fts_officers: 'smith', fts_programs: 'scholarship' }[fts] ?? 'red';
      const hits = all<{ v: string }>(
        `select b.${column} as v from ${fts} f join ${base} b on b.${key} = f.rowid where ${fts} match ? limit 50`,
        word,
      );
      expect(hits.length).toBeGreaterThan(0);
      for (const h of hits) expect(h.v.toLowerCase()).toContain(word);
    });
  }
  it('reads indexed columns through the FTS table and matches phrases', () => {
    expect(one(`select count(distinct ein) from fts_returns where fts_returns match '"community food bank"'`)).toBeGreaterThan(0);
    expect(one(`select count(*) from fts_grants ft where ft.recipient_name match 'red cross'`)).toBeGreaterThan(0);
  });
});

describe('caveats', () => {
  it('1: 990-T only from TY2020, its revenue column holds UBTI (zero or negative allowed)', () => {
    expect(one("select min(tax_year) from returns where return_type = '990T'")).toBe(2020);
    expect(one("select count(*) from returns where return_type = '990T' and total_revenue <= 0")).toBeGreaterThan(0);
    expect(one("select count(*) from returns where return_type = '990T' and program_expenses is not null")).toBe(0);
  });
  it('2: grants.ein is the 990-PF funder; future and expenditure-responsibility grants exist', () => {
    expect(
      one(
        "select count(*) from grants g join returns r using (object_id) where r.ein != g.ein or r.return_type != '990PF' or r.tax_year != g.tax_year",
      ),
    ).toBe(0);
    expect(one('select count(distinct grant_type) from grants')).toBe(3);
    expect(one("select count(*) from grants where grant_type = 'exp_responsibility' and grant_date is null")).toBe(0);
  });
  it('3: pre-2021 years are a rising share; 2014-2015 partial; 2025 sparse', () => {
    const n = (y: number): number => one('select count(*) from returns where tax_year = ?', y);
    expect(n(2014)).toBeLessThan(n(2015));
    expect(n(2015)).toBeLessThan(n(2016));
    expect(n(2016)).toBeLessThan(n(2019));
    expect(n(2025)).toBeLessThan(n(2024) / 10);
  });
  it('4: several filings per (ein, tax_year, type), amendments, unique object_ids', () => {
    expect(one('select count(*) from (select 1 from returns group by ein, tax_year, return_type having count(*) > 1)')).toBeGreaterThan(0);
    expect(one('select count(*) from (select 1 from returns group by ein, tax_year, return_type having count(*) = 3)')).toBeGreaterThan(0);
    const amended = one<number>('select avg(amended_return = 1) from returns');
    expect(amended).toBeGreaterThan(0.005);
    expect(amended).toBeLessThan(0.03);
    expect(one('select count(*) from returns where amended_return is null')).toBeGreaterThan(0);
    expect(
      one(
        "select count(*) from returns where object_id not glob '20[12][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'",
      ),
    ).toBe(0);
  });
  it('officers paid by a related organisation also appear on its return (the double-count caveat)', () => {
    const onRelated = `exists (select 1 from related_orgs ro join officers o2 on o2.ein = ro.related_ein and o2.person_name = o.person_name
      where ro.object_id = o.object_id)`;
    const officers990 = "from officers o join returns r on r.object_id = o.object_id and r.return_type = '990'";
    const share = one(`select count(*) ${officers990} where ${onRelated}`) / one(`select count(*) ${officers990}`);
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.03);
    expect(one(`select count(*) ${officers990} where o.reportable_comp_related_org > 0 and ${onRelated}`)).toBeGreaterThan(0);
  });

  it('5: role flags NULL on EZ/PF officers, form-specific pay columns, legacy compensation', () => {
    expect(
      one(
        "select count(*) from officers o join returns r using (object_id) where r.return_type in ('990EZ','990PF') and (is_officer is not null or is_individual_trustee is not null or is_former is not null)",
      ),
    ).toBe(0);
    expect(
      one(
        "select count(*) from officers o join returns r using (object_id) where r.return_type = '990' and (is_officer is null or benefits is not null or expense_account is not null)",
      ),
    ).toBe(0);
    expect(
      one(
        "select count(*) from officers o join returns r using (object_id) where r.return_type != '990' and (reportable_comp_related_org is not null or other_compensation is not null)",
      ),
    ).toBe(0);
    expect(one('select count(*) from officers where compensation is not null and compensation != reportable_comp_filing_org')).toBe(0);
    expect(
      one(
        "select count(*) from officers o join returns r using (object_id) where substr(r.object_id,1,4) >= '2026' and o.compensation is not null",
      ),
    ).toBe(0);
    expect(one('select count(*) from officers where compensation is not null')).toBeGreaterThan(0);
  });
  it('6: foundation schedules only on 990-PF, Form 990 schedules only on 990', () => {
    for (const t of [
      'contributors',
      'capital_gains',
      'investments',
      'program_activities',
      'program_investments',
      'top_employees',
      'grants',
    ]) {
      expect(one(`select count(*) from ${t} d join returns r using (object_id) where r.return_type != '990PF' or r.ein != d.ein`), t).toBe(
        0,
      );
    }
    for (const t of ['schedule_i_990', 'related_orgs', 'returns_governance', 'returns_checklist']) {
      expect(one(`select count(*) from ${t} d join returns r using (object_id) where r.return_type != '990' or r.ein != d.ein`), t).toBe(0);
    }
    expect(one("select count(*) from contractors d join returns r using (object_id) where r.return_type not in ('990','990PF')")).toBe(0);
  });
  it('7: grant recipients carry no EIN; bmf names are shared by several EINs', () => {
    expect(one("select count(*) from pragma_table_info('grants') where name like '%recipient_ein%'")).toBe(0);
    expect(one('select count(*) from (select name from bmf group by name having count(*) between 2 and 50)')).toBeGreaterThan(0);
    const shared = one<number>('select avg(n > 1) from (select name, count(*) over (partition by name) as n from bmf)');
    expect(shared).toBeGreaterThan(0.005);
  });
  it("8: opaque DAF recipients, '' placeholders, original and amended rows", () => {
    expect(
      one("select count(*) from schedule_i_grants where recipient_name in ('VARIOUS CHARITIES', 'SEE ATTACHED SCHEDULE', 'VARIOUS')"),
    ).toBeGreaterThan(0);
    expect(
      one(
        'select count(*) from schedule_i_grants where recipient_ein is null or recipient_city is null or recipient_state is null or recipient_zip is null or purpose is null',
      ),
    ).toBe(0);
    expect(
      one("select count(*) from schedule_i_grants where grant_type = 'foreign_org' and (recipient_ein != '' or recipient_country is null)"),
    ).toBe(0);
    expect(one("select count(*) from schedule_i_grants where amount <= 0 or recipient_name = ''")).toBe(0);
    expect(one('select count(distinct funder_ein) from schedule_i_grants')).toBe(20);
    const share = one<number>("select avg(grant_type = 'foreign_org') from schedule_i_grants");
    expect(share).toBeGreaterThan(0.015);
    expect(share).toBeLessThan(0.05);
  });
  it('9: source_file always NULL; parse-error rows have NULL financials', () => {
    expect(one('select count(*) from returns where source_file is not null')).toBe(0);
    expect(one('select count(*) from schedule_i_grants where source_file is not null')).toBe(0);
    expect(one('select count(*) from returns where parse_error is not null')).toBeGreaterThan(0);
    expect(
      one(
        'select count(*) from returns where parse_error is not null and (total_revenue is not null or total_assets_eoy is not null or amended_return is not null)',
      ),
    ).toBe(0);
  });
  it('10: stale NTEE, organisations that left the BMF, filers in neither file', () => {
    expect(one("select count(*) from returns_ntee_source where source = 'prior_bmf_kept'")).toBeGreaterThan(0);
    expect(
      one("select count(*) from returns_ntee_source s where source = 'bmf' and s.ntee_code != (select ntee_cd from bmf where ein = s.ein)"),
    ).toBe(0);
    expect(
      one("select count(*) from returns_ntee_source s where source = 'prior_bmf_kept' and s.ein not in (select ein from bmf_former)"),
    ).toBe(0);
    expect(one('select count(*) from bmf_former where ein in (select ein from bmf)')).toBe(0);
    expect(one('select count(*) from bmf_former where dropped_asof <= last_seen_asof')).toBe(0);
    expect(
      one('select count(distinct ein) from returns where ein not in (select ein from bmf) and ein not in (select ein from bmf_former)'),
    ).toBeGreaterThan(0);
    expect(
      one('select count(*) from (select ein from returns where ntee_code is not null group by ein having count(distinct ntee_code) > 1)'),
    ).toBe(0);
    expect(one('select count(distinct ein) from returns where ntee_code is not null')).toBe(
      one('select count(*) from returns_ntee_source'),
    );
    // Stale: the code's major group is not the one the name speaks of (food banks are K).
    expect(
      one("select count(*) from returns where org_name like '%FOOD BANK%' and ntee_code is not null and ntee_code not like 'K%'"),
    ).toBeGreaterThan(0);
  });
  it('bmf_former codes ruling, foundation and status as bmf does', () => {
    const formers = one('select count(*) from bmf_former');
    expect(formers).toBeGreaterThan(0);
    expect(
      one("select count(*) from bmf_former where ruling glob '[12][0-9][0-9][0-9][01][0-9]' and substr(ruling, 5) between '01' and '12'"),
    ).toBe(formers);
    // Ruled before the organisation was last seen.
    expect(one("select count(*) from bmf_former where ruling > replace(substr(last_seen_asof, 1, 7), '-', '')")).toBe(0);
    expect(one('select count(*) from bmf_former where foundation not in (select distinct foundation from bmf)')).toBe(0);
    expect(one("select count(*) from bmf_former where status not in ('01', '02', '12', '25')")).toBe(0);
    expect(one("select count(*) from bmf_former where status = '01'")).toBeGreaterThan(formers * 0.8);
    // Private foundations that left the file keep a private-foundation code.
    expect(
      one(
        "select count(*) from bmf_former f where f.ein in (select ein from returns where return_type = '990PF') and f.foundation not in ('02', '03', '04')",
      ),
    ).toBe(0);
  });
  it('11: values kept as filed (formation_year 9999, thousands of voting members, odd sale dates)', () => {
    expect(one('select count(*) from returns where formation_year = 9999')).toBeGreaterThan(0);
    expect(one("select count(*) from capital_gains where acquired_date < '1900' or acquired_date > '2050'")).toBeGreaterThan(0);
    expect(one('select max(voting_members_cnt) from returns')).toBeGreaterThan(1000);
    expect(
      one(
        "select count(*) from returns where return_type != '990' and (voting_members_cnt is not null or formation_year is not null or return_version is not null)",
      ),
    ).toBe(0);
  });
});

describe('fixtures', () => {
  it('sponsors: 990 filings each TY2016-2024 (alternate EIN only TY2023); NPT and Fidelity gave the Red Cross in TY2022', () => {
    expect(one("select count(*) from returns where ein = '237825575' and return_type = '990' and tax_year between 2016 and 2024")).toBe(9);
    expect(all("select tax_year from returns where ein = '934792247'")).toEqual([{ tax_year: 2023 }]);
    for (const [ein, cash] of [
      ['237825575', 250_000],
      ['110303001', 500_000],
    ] as const) {
      expect(
        one(
          "select count(*) from schedule_i_990 s join returns r using (object_id) where r.ein = ? and r.tax_year = 2022 and s.recipient_name = 'AMERICAN NATIONAL RED CROSS' and s.recipient_ein = '530196605' and s.cash_grant_amt = ?",
          ein,
          cash,
        ),
      ).toBe(1);
      expect(
        one(
          "select count(*) from schedule_i_grants where funder_ein = ? and tax_year = 2022 and recipient_ein = '530196605' and amount = ?",
          ein,
          cash,
        ),
      ).toBe(1);
      expect(
        one("select count(*) from schedule_i_grants where funder_ein = ? and tax_year = 2022 and grant_type = 'foreign_org'", ein),
      ).toBeGreaterThanOrEqual(1);
    }
    expect(one("select name from bmf where ein = '110303001'")).toBe('FIDELITY CHARITABLE');
    expect(one("select name from bmf where ein = '934792247'")).toBe('FIDELITY CHARITABLE');
    expect(one("select funder_name from schedule_i_grants where funder_ein = '237825575' limit 1")).toBe('National Philanthropic Trust');
  });
  it('American National Red Cross: ≥ 15 officers a year with a well-paid CEO, Schedule R rows', () => {
    expect(one("select name || '/' || state || '/' || ntee_cd from bmf where ein = '530196605'")).toBe(
      'AMERICAN NATIONAL RED CROSS/DC/P20',
    );
    expect(
      one(
        "select min(n) from (select count(*) n from officers o join returns r using (object_id) where r.ein = '530196605' group by r.tax_year)",
      ),
    ).toBeGreaterThanOrEqual(15);
    expect(
      one(
        "select count(distinct r.tax_year) from officers o join returns r using (object_id) where r.ein = '530196605' and o.title = 'PRESIDENT AND CEO' and o.reportable_comp_filing_org > 500000",
      ),
    ).toBe(9);
    expect(one("select count(*) from related_orgs where ein = '530196605'")).toBeGreaterThan(0);
  });
  it('EXAMPLE FAMILY FOUNDATION: grants, officer, assets and schedules', () => {
    expect(one("select foundation from bmf where ein = '990000001'")).toBe('04');
    expect(one("select fmv_assets_eoy from returns where ein = '990000001' and tax_year = 2022")).toBe(2_500_000_000);
    expect(
      one("select min(n) from (select count(*) n from grants where ein = '990000001' and grant_type = 'paid' group by tax_year)"),
    ).toBeGreaterThanOrEqual(150);
    expect(
      one("select amount from grants where ein = '990000001' and tax_year = 2022 and recipient_name = 'AMERICAN NATIONAL RED CROSS'"),
    ).toBe(250_000);
    expect(
      one("select amount from grants where ein = '990000001' and tax_year = 2022 and recipient_name = 'EXAMPLE COMMUNITY FOOD BANK'"),
    ).toBe(120_000);
    expect(
      one("select count(distinct tax_year) from grants where ein = '990000001' and recipient_name = 'EXAMPLE SHARED NAME CHARITY'"),
    ).toBe(9);
    expect(one("select count(*) from grants where ein = '990000001' and grant_type in ('future', 'exp_responsibility')")).toBeGreaterThan(
      0,
    );
    expect(
      one(
        "select reportable_comp_filing_org from officers o join returns r using (object_id) where r.ein = '990000001' and r.tax_year = 2021 and person_name = 'JOHN SMITH' and title = 'PRESIDENT'",
      ),
    ).toBe(350_000);
    for (const t of ['contributors', 'capital_gains', 'investments'])
      expect(one(`select count(*) from ${t} where ein = '990000001'`), t).toBeGreaterThan(0);
    expect(
      one("select count(*) from program_activities where ein = '990000001' and description = 'SCHOLARSHIPS FOR LOCAL STUDENTS'"),
    ).toBeGreaterThan(0);
    expect(
      one("select count(*) from returns where ein = '990000001' and (qualifying_distributions is null or distributable_amount is null)"),
    ).toBe(0);
  });
  it('EXAMPLE COMMUNITY HEALTH SYSTEM: executive pay, contractors, related orgs in four sections', () => {
    expect(
      one(
        "select count(*) from officers o join returns r using (object_id) where r.ein = '990000002' and r.tax_year = 2022 and title = 'EXECUTIVE DIRECTOR' and reportable_comp_filing_org = 980000",
      ),
    ).toBe(1);
    expect(
      one(
        "select count(*) from officers o join returns r using (object_id) where r.ein = '990000002' and r.tax_year = 2023 and title = 'CHIEF EXECUTIVE OFFICER' and reportable_comp_filing_org = 1250000",
      ),
    ).toBe(1);
    expect(one("select count(*) from contractors c join returns r using (object_id) where r.ein = '990000002' and r.tax_year = 2022")).toBe(
      5,
    );
    expect(one("select contractors_over_100k_cnt from returns where ein = '990000002' and tax_year = 2022")).toBe(9);
    expect(one("select count(distinct section) from related_orgs where ein = '990000002'")).toBe(4);
  });
  it('EXAMPLE YOUTH SOCCER LEAGUE: 990-EZ TY2019-2024 with 4 officers each, flags NULL', () => {
    expect(
      all("select tax_year, return_type from returns where ein = '990000003' order by tax_year").map((r) => JSON.stringify(r)),
    ).toEqual([2019, 2020, 2021, 2022, 2023, 2024].map((y) => JSON.stringify({ tax_year: y, return_type: '990EZ' })));
    expect(one("select count(*) from officers where ein = '990000003'")).toBe(24);
    expect(one("select count(*) from officers where ein = '990000003' and is_officer is not null")).toBe(0);
  });
  it('EXAMPLE SHARED NAME CHARITY on three EINs in IL, IN, WI', () => {
    expect(all("select ein, state from bmf where name = 'EXAMPLE SHARED NAME CHARITY' order by ein")).toEqual([
      { ein: '990000004', state: 'IL' },
      { ein: '990000005', state: 'IN' },
      { ein: '990000006', state: 'WI' },
    ]);
  });
  it('EXAMPLE DISSOLVED ARTS COUNCIL: only in bmf_former, filed 2016-2021, NTEE kept from the prior file', () => {
    expect(one("select count(*) from bmf where ein = '990000007'")).toBe(0);
    expect(one("select dropped_asof from bmf_former where ein = '990000007'")).toBe('2026-03-01');
    expect(one("select min(tax_year) || '-' || max(tax_year) from returns where ein = '990000007'")).toBe('2016-2021');
    expect(one("select source || '/' || ntee_code from returns_ntee_source where ein = '990000007'")).toBe('prior_bmf_kept/A25');
    // The code came from the last file that still listed the council.
    expect(one("select source_asof from returns_ntee_source where ein = '990000007'")).toBe(
      one("select last_seen_asof from bmf_former where ein = '990000007'"),
    );
    expect(one("select foundation from bmf_former where ein = '990000007'")).toBe('15');
  });
  it('EXAMPLE UNIVERSITY ENDOWMENT files 990 2016-2024 and 990-T 2020-2024; food bank receives a grant with its EIN', () => {
    expect(one("select count(*) from returns where ein = '990000008' and return_type = '990'")).toBe(9);
    expect(one("select count(*) from returns where ein = '990000008' and return_type = '990T' and tax_year between 2020 and 2024")).toBe(5);
    expect(one("select count(*) from schedule_i_990 where recipient_ein = '990000010'")).toBeGreaterThan(0);
    expect(one("select count(*) from returns where ein = '990000010' and return_type = '990'")).toBe(9);
  });
  it('every fixture filing carries the fixture state and NTEE', () => {
    expect(
      one(
        "select count(*) from returns r join bmf b on b.ein = r.ein where r.ein like '99%' and (r.state != b.state or r.ntee_code != b.ntee_cd)",
      ),
    ).toBe(0);
    expect(one("select count(*) from returns where ein like '99%' and state is null")).toBe(0);
  });
});

describe('provenance', () => {
  it('build_metadata and bmf_source_meta describe the build from its as-of date', () => {
    const meta = Object.fromEntries(
      all<{ key: string; value: string }>('select key, value from build_metadata').map((r) => [r.key, r.value]),
    );
    expect(meta).toMatchObject({
      database: '990data_public',
      build_date: '2026-09-06',
      built_at: '2026-09-06T00:00:00Z',
      schema_version: '1',
      generator: 'synthetic',
      seed: '1',
      scale: String(TEST_SCALE),
      tax_year_min: '2014',
      tax_year_max: '2025',
      bmf_asof: '2026-09-05',
    });
    const src = all<{ loaded_utc: string; as_of_date: string; row_count: number; source_files: string; content_sha256: string }>(
      'select * from bmf_source_meta',
    )[0];
    expect(src.as_of_date).toBe('2026-09-05');
    expect(src.loaded_utc).toBe('2026-09-06T06:00:00Z');
    // What the public pages ask for: the as-of date of the latest load.
    expect(one('select as_of_date from bmf_source_meta order by loaded_utc desc limit 1')).toBe('2026-09-05');
    expect(src.row_count).toBe(one('select count(*) from bmf'));
    const files = JSON.parse(src.source_files) as { file: string; rows: number }[];
    expect(files.map((f) => f.file)).toEqual(['eo1.csv', 'eo2.csv', 'eo3.csv', 'eo4.csv']);
    expect(files.reduce((a, f) => a + f.rows, 0)).toBe(src.row_count);
    const lines = all<{ ein: string; name: string }>('select ein, name from bmf order by ein')
      .map((r) => `${r.ein}\t${r.name}`)
      .join('\n');
    expect(src.content_sha256).toBe(createHash('sha256').update(lines).digest('hex'));
  });
  it('EINs are 9 digits, never dashed; prefix 99 only on fixtures', () => {
    expect(one("select count(*) from bmf where ein not glob '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(one("select count(*) from returns where ein not glob '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(one("select count(*) from bmf where ein like '99%' and ein > '990000010'")).toBe(0);
    expect(one("select count(*) from bmf where ein like '0%'")).toBeGreaterThan(0);
  });
});
