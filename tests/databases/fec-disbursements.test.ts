// The FEC disbursement tables in the demo build (scale 0.01, seed 1): their ids resolve into
// fec_committees and fec_candidates as the published tables' do, the quirks the published data
// has (raw dates beside an ISO sidecar, memo lines, '' kept by the CSV loaders, no electioneering
// amount), and the committee summaries agree with the itemised tables.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const count = (sql: string, ...params: unknown[]): number => value<number>(`select count(*) from (${sql})`, ...params);
const today = (): string => now.toISOString().slice(0, 10);

/** `DD-MON-YY`, as FEC's CSV downloads write dates. */
const CSV_DATE = /^\d{2}-(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)-\d{2}$/;

describe('fec_operating_expenditures', () => {
  it('draws every committee from fec_committees, named from the same cycle when it has one', () => {
    expect(count('select 1 from fec_operating_expenditures o where o.cmte_id not in (select cmte_id from fec_committees)')).toBe(0);
    expect(
      count(`select 1 from fec_operating_expenditures o
        left join fec_committees c on c.cmte_id = o.cmte_id and c.cycle = o.cycle
        where o.cmte_name is not c.cmte_nm`),
    ).toBe(0);
    // Committees paying off a finished campaign file in a cycle fec_committees has no row for.
    const unnamed = count('select 1 from fec_operating_expenditures where cmte_name is null');
    expect(unnamed).toBeGreaterThan(0);
    expect(unnamed / count('select 1 from fec_operating_expenditures')).toBeLessThan(0.05);
  });

  it('covers the 2010 cycle on, campaigns on F3/F3P and PACs and parties on F3X', () => {
    expect(all<{ cycle: number }>('select distinct cycle from fec_operating_expenditures order by cycle').map((r) => r.cycle)).toEqual([
      2010, 2012, 2014, 2016, 2018, 2020, 2022, 2024, 2026,
    ]);
    expect(
      count(`select 1 from fec_operating_expenditures o join fec_committees c on c.cmte_id = o.cmte_id and c.cycle = o.cycle
        where o.form_tp_cd != case when c.cmte_tp in ('H', 'S') then 'F3' when c.cmte_tp = 'P' then 'F3P' else 'F3X' end`),
    ).toBe(0);
  });

  it('keeps the filed MM/DD/YYYY date and fills the ISO sidecar only from a readable 1990–2050 one', () => {
    const slashIso = "substr(transaction_dt, 7, 4) || '-' || substr(transaction_dt, 1, 2) || '-' || substr(transaction_dt, 4, 2)";
    const readable =
      "transaction_dt glob '[0-1][0-9]/[0-3][0-9]/[0-9][0-9][0-9][0-9]' and substr(transaction_dt, 7, 4) between '1990' and '2050'";
    expect(
      count(`select 1 from fec_operating_expenditures where transaction_dt_iso is not null and transaction_dt_iso != ${slashIso}`),
    ).toBe(0);
    expect(count(`select 1 from fec_operating_expenditures where (transaction_dt_iso is null) = (${readable})`)).toBe(0);
    const unreadable = count('select 1 from fec_operating_expenditures where transaction_dt_iso is null');
    expect(unreadable).toBeGreaterThan(0);
    expect(unreadable / count('select 1 from fec_operating_expenditures')).toBeLessThan(0.01);
  });

  it('is current: its newest date on or before the build day is within 120 days, and a few filed dates lie ahead', () => {
    const newest = value<string>('select max(transaction_dt_iso) from fec_operating_expenditures where transaction_dt_iso <= ?', today());
    expect((Date.parse(today()) - Date.parse(newest)) / 86_400_000).toBeLessThanOrEqual(120);
    expect(count('select 1 from fec_operating_expenditures where transaction_dt_iso > ?', today())).toBeGreaterThan(0);
  });

  it('has memo lines that itemise card payments, with memo text, outside the totals', () => {
    const lines = count('select 1 from fec_operating_expenditures');
    const memos = count("select 1 from fec_operating_expenditures where memo_cd = 'X'");
    expect(memos / lines).toBeGreaterThan(0.03);
    expect(memos / lines).toBeLessThan(0.2);
    expect(count("select 1 from fec_operating_expenditures where (memo_cd = 'X') != (memo_text is not null)")).toBe(0);
    expect(count("select 1 from fec_operating_expenditures where memo_cd is not null and memo_cd != 'X'")).toBe(0);
    expect(count("select 1 from fec_operating_expenditures where purpose like 'CREDIT CARD%' and memo_cd is null")).toBeGreaterThan(0);
  });

  it('describes each category code it gives, and leaves most lines uncategorised', () => {
    expect(count('select 1 from fec_operating_expenditures where (category is null) != (category_desc is null)')).toBe(0);
    expect(
      all<{ d: number }>(
        'select count(distinct category_desc) as d from fec_operating_expenditures where category is not null group by category',
      ).every((r) => r.d === 1),
    ).toBe(true);
    expect(
      count('select 1 from fec_operating_expenditures where category is null') / count('select 1 from fec_operating_expenditures'),
    ).toBeGreaterThan(0.5);
  });

  it('pays organisations and people: ActBlue only for Democrats, WinRed only for Republicans', () => {
    const types = all<{ entity_tp: string | null }>('select distinct entity_tp from fec_operating_expenditures').map((r) => r.entity_tp);
    expect(types.sort()).toEqual(['IND', 'ORG', null].sort());
    const platformParty = (name: string): string[] =>
      all<{ party: string }>(
        `select distinct coalesce(c.cmte_pty_affiliation, '') as party from fec_operating_expenditures o
         join fec_committees c on c.cmte_id = o.cmte_id and c.cycle = o.cycle where o.name = ? and c.cmte_pty_affiliation in ('DEM', 'REP')`,
        name,
      ).map((r) => r.party);
    expect(platformParty('ACTBLUE')).toEqual(['DEM']);
    expect(platformParty('WINRED')).toEqual(['REP']);
  });
});

describe('fec_pac_summary', () => {
  it('has one row per committee and cycle of fec_committees, with its name, type and designation', () => {
    expect(
      count(`select 1 from fec_pac_summary s left join fec_committees c on c.cmte_id = s.cmte_id and c.cycle = s.cycle
        where c.cmte_id is null or s.cmte_nm is not c.cmte_nm or s.cmte_tp is not c.cmte_tp or s.cmte_dsgn is not c.cmte_dsgn`),
    ).toBe(0);
    // Every PAC, party and super PAC of the covered cycles is summarised; campaigns fill the rest.
    expect(
      count(`select 1 from fec_committees c where c.cycle >= 2010 and c.cmte_tp not in ('H', 'S', 'P')
        and not exists (select 1 from fec_pac_summary s where s.cmte_id = c.cmte_id and s.cycle = c.cycle)`),
    ).toBe(0);
    expect(count("select 1 from fec_pac_summary where cmte_tp in ('H', 'S')")).toBeGreaterThan(0);
  });

  it('adds up the itemised tables: gifts, coordinated spending, independent and operating expenditures', () => {
    const mismatched = count(`select 1 from fec_pac_summary s
      left join (select cmte_id, cycle, total(transaction_amt) as given from fec_contributions
                 where transaction_tp in ('24K', '24Z') group by cmte_id, cycle) g on g.cmte_id = s.cmte_id and g.cycle = s.cycle
      where abs(s.contrib_to_other_cmte - coalesce(g.given, 0)) > 0.01`);
    expect(mismatched).toBe(0);
    // Independent expenditures: at least what the CSV's readable amounts add up to.
    expect(
      count(`select 1 from fec_pac_summary s
        join (select spe_id, cycle, total(exp_amo) as spent from fec_independent_expenditures group by spe_id, cycle) e
          on e.spe_id = s.cmte_id and e.cycle = s.cycle
        where s.ind_exp < e.spent - 0.01`),
    ).toBe(0);
    expect(count('select 1 from fec_pac_summary where ind_exp > 0')).toBeGreaterThan(0);
    // Only party committees report coordinated party expenditures.
    expect(count("select 1 from fec_pac_summary where pty_coord_exp > 0 and cmte_tp not in ('X', 'Y')")).toBe(0);
    expect(
      count(`select 1 from fec_pac_summary s
        left join (select cmte_id, cycle, total(transaction_amt) as spent from fec_operating_expenditures
                   where memo_cd is null group by cmte_id, cycle) o on o.cmte_id = s.cmte_id and o.cycle = s.cycle
        where s.ttl_disb + 1 < s.contrib_to_other_cmte + s.ind_exp + s.pty_coord_exp + max(0, coalesce(o.spent, 0))`),
    ).toBe(0);
    expect(count('select 1 from fec_pac_summary where indv_contrib + other_pol_cmte_contrib > ttl_receipts + 0.01 or coh_cop < 0')).toBe(0);
  });

  it('dates the coverage MM/DD/YYYY: the cycle end for past cycles', () => {
    expect(count("select 1 from fec_pac_summary where cvg_end_dt not glob '[0-1][0-9]/[0-3][0-9]/[0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(
      count("select 1 from fec_pac_summary where cycle < ? and cvg_end_dt != '12/31/' || cycle", Number(today().slice(0, 4)) - 1),
    ).toBe(0);
  });
});

describe('fec_independent_expenditures', () => {
  it('targets candidates running that cycle and is made mostly by committees of fec_committees', () => {
    expect(
      count(`select 1 from fec_independent_expenditures e where e.cand_id != ''
        and not exists (select 1 from fec_candidates c where c.cand_id = e.cand_id and c.cycle = e.cycle)`),
    ).toBe(0);
    const byCommittees = count('select 1 from fec_independent_expenditures where spe_id in (select cmte_id from fec_committees)');
    const total = count('select 1 from fec_independent_expenditures');
    expect(byCommittees / total).toBeGreaterThan(0.8);
    expect(byCommittees).toBeLessThan(total);
    expect(
      count(
        "select 1 from fec_independent_expenditures where spe_id not in (select cmte_id from fec_committees) and spe_id not glob 'C9*'",
      ),
    ).toBe(0);
  });

  it('supports its own side and opposes the other: the party committees', () => {
    const sides = all<{ spe_nam: string; sup_opp: string; cand_pty_aff: string }>(
      `select distinct spe_nam, sup_opp, cand_pty_aff from fec_independent_expenditures where spe_nam in ('NRCC', 'DCCC', 'DSCC', 'NATIONAL REPUBLICAN SENATORIAL COMMITTEE')`,
    );
    expect(sides.length).toBeGreaterThan(0);
    for (const s of sides) {
      const own = s.spe_nam === 'NRCC' || s.spe_nam.includes('REPUBLICAN') ? 'REP' : 'DEM';
      expect(s.sup_opp === 'S', JSON.stringify(s)).toBe(s.cand_pty_aff === own);
    }
    expect(all<{ sup_opp: string }>('select distinct sup_opp from fec_independent_expenditures order by 1').map((r) => r.sup_opp)).toEqual([
      'O',
      'S',
    ]);
  });

  it('reports agg_amo as a running total per spender and race', () => {
    // The aggregate includes the expenditure itself.
    expect(count('select 1 from fec_independent_expenditures where agg_amo < exp_amo - 0.01')).toBe(0);
    // Summing agg_amo would overstate: across runs of several items it is far above the spending.
    expect(value<number>('select total(agg_amo) from fec_independent_expenditures')).toBeGreaterThan(
      1.5 * value<number>('select total(exp_amo) from fec_independent_expenditures'),
    );
  });

  it("keeps the CSV loader's '' for empty text, NULL for unreadable money, and FEC's date text", () => {
    for (const column of ['cand_id', 'cand_name', 'spe_id', 'spe_nam', 'exp_date', 'sup_opp', 'pur', 'pay', 'dissem_dt'])
      expect(count(`select 1 from fec_independent_expenditures where ${column} is null`), column).toBe(0);
    expect(count("select 1 from fec_independent_expenditures where dissem_dt = ''")).toBeGreaterThan(0);
    expect(count('select 1 from fec_independent_expenditures where exp_amo is null')).toBeGreaterThan(0);
    const dates = all<{ d: string }>(
      "select exp_date as d from fec_independent_expenditures where exp_date != '' union select dissem_dt from fec_independent_expenditures where dissem_dt != ''",
    );
    expect(dates.filter((r) => !CSV_DATE.test(r.d))).toEqual([]);
  });
});

describe('fec_electioneering and fec_communication_costs', () => {
  it('electioneering has no amount: disb_amt is NULL on every row', () => {
    expect(count('select 1 from fec_electioneering')).toBeGreaterThan(0);
    expect(count('select 1 from fec_electioneering where disb_amt is not null')).toBe(0);
  });

  it('names candidates running that cycle; electioneering filers are committees only in part', () => {
    for (const table of ['fec_electioneering', 'fec_communication_costs'])
      expect(
        count(`select 1 from ${table} t where t.cand_id != ''
          and not exists (select 1 from fec_candidates c where c.cand_id = t.cand_id and c.cycle = t.cycle and c.cand_office = t.cand_office)`),
        table,
      ).toBe(0);
    const committees = count('select 1 from fec_electioneering where cmte_id in (select cmte_id from fec_committees)');
    expect(committees).toBeGreaterThan(0);
    expect(committees).toBeLessThan(count('select 1 from fec_electioneering'));
    expect(
      count("select 1 from fec_electioneering where cmte_id not in (select cmte_id from fec_committees) and cmte_id not glob 'C3*'"),
    ).toBe(0);
  });

  it('communication costs come from the organisations behind PACs, under ids of their own', () => {
    expect(count('select 1 from fec_communication_costs where cmte_id in (select cmte_id from fec_committees)')).toBe(0);
    const sponsors = count('select 1 from fec_communication_costs where cmte_nm in (select connected_org_nm from fec_committees)');
    expect(sponsors / count('select 1 from fec_communication_costs')).toBeGreaterThan(0.5);
    expect(
      all<{ s: string }>("select distinct sup_opp as s from fec_communication_costs where sup_opp != '' order by 1").map((r) => r.s),
    ).toEqual(['O', 'S']);
  });

  it("keep '' for empty text and FEC's date text", () => {
    for (const [table, columns] of [
      ['fec_electioneering', ['cmte_id', 'cmte_nm', 'cand_id', 'cand_name', 'disb_dt', 'comm_dt', 'payee_name']],
      ['fec_communication_costs', ['cmte_id', 'cmte_nm', 'cand_id', 'transaction_dt', 'communication_tp', 'purpose', 'sup_opp']],
    ] as const) {
      for (const column of columns) expect(count(`select 1 from ${table} where ${column} is null`), `${table}.${column}`).toBe(0);
    }
    const dates = all<{ d: string }>(
      'select disb_dt as d from fec_electioneering union select comm_dt from fec_electioneering union select transaction_dt from fec_communication_costs',
    ).filter((r) => r.d !== '');
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((r) => !CSV_DATE.test(r.d))).toEqual([]);
  });
});
