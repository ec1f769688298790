// The published schema: every table's columns in order with their declared types, the views'
// columns, the full-text tables and the index names clients and query plans rely on.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BMF_COLUMNS, BMF_FORMER_COLUMNS } from '../../../services/nonprofits/schema/master-file-columns.js';
import { nonprofitsTestDb } from './build-once.js';

let db: Database.Database;
beforeAll(async () => {
  db = new Database(await nonprofitsTestDb(), { readonly: true });
});
afterAll(() => db?.close());

const T = 'TEXT',
  I = 'INTEGER',
  R = 'REAL';
const PK_ID = 'id:INTEGER,object_id:TEXT,ein:TEXT';
const ints = (names: string): string =>
  names
    .split(' ')
    .map((n) => `${n}:${I}`)
    .join(',');

/** table → "column:TYPE,…" in physical order. */
const TABLES: Record<string, string> = {
  returns: [
    `object_id:${T},ein:${T},org_name:${T},state:${T},tax_year:${I},tax_period_end:${T},return_type:${T},ntee_code:${T}`,
    ints('total_revenue total_expenses program_expenses fundraising_expenses management_expenses total_assets_eoy officer_comp'),
    `source_file:${T},parse_error:${T}`,
    ints(
      'contributions_received dividends interest_income net_gain_sale_assets contributions_paid fmv_assets_eoy net_assets_eoy grants_payable_eoy qualifying_distributions distributable_amount min_investment_return excess_distribution_cyov total_functional_expenses',
    ),
    `return_version:${T},contractors_over_100k_cnt:${I},amended_return:${I},return_ts:${T},name_line1:${T},name_line2:${T},name_rule_class:${T},name_street_suffix:${I},group_exemption_num:${T}`,
    ints(
      'group_return_for_affiliates_ind all_affiliates_included_ind voting_members_cnt voting_members_independent_cnt total_employee_cnt total_volunteers_cnt gross_receipts formation_year',
    ),
    `legal_domicile_state:${T},activity_or_mission_desc:${T},mission_desc:${T},website:${T},principal_officer_name:${T}`,
  ].join(','),
  grants: `${PK_ID},grant_type:T,recipient_name:T,recipient_city:T,recipient_state:T,recipient_country:T,recipient_zip:T,relationship:T,foundation_status:T,purpose:T,amount:I,grant_date:T,expended_amount:I,tax_year:I`,
  officers: `${PK_ID},person_name:T,title:T,avg_hours_per_week:R,compensation:I,benefits:I,expense_account:I,reportable_comp_filing_org:I,reportable_comp_related_org:I,other_compensation:I,is_highest_compensated_employee:I,is_officer:I,is_individual_trustee:I,is_institutional_trustee:I,is_key_employee:I,is_former:I`,
  top_employees: `${PK_ID},person_name:T,title:T,avg_hours_per_week:R,compensation:I,benefits:I,expense_account:I,reportable_comp_filing_org:I,reportable_comp_related_org:I,other_compensation:I`,
  contributors: `${PK_ID},contributor_name:T,city:T,state:T,zip:T,amount:I,contributor_type:T`,
  capital_gains: `${PK_ID},property_desc:T,how_acquired:T,acquired_date:T,sold_date:T,gross_sale_price:I,cost_basis:I,gain_or_loss:I`,
  investments: `${PK_ID},investment_type:T,description:T,book_value:I,fmv:I,cost_basis:I`,
  program_activities: `${PK_ID},activity_num:I,description:T,expenses:I`,
  program_investments: `${PK_ID},description:T,amount:I`,
  contractors: `${PK_ID},contractor_name:T,city:T,state:T,service_type:T,compensation:I`,
  schedule_i_990: `${PK_ID},recipient_name:T,recipient_ein:T,recipient_city:T,recipient_state:T,recipient_zip:T,irc_section:T,cash_grant_amt:I,non_cash_amt:I,purpose:T`,
  schedule_i_grants:
    'id:I,funder_ein:T,funder_name:T,tax_year:I,grant_type:T,recipient_name:T,recipient_ein:T,recipient_city:T,recipient_state:T,recipient_zip:T,recipient_country:T,amount:I,purpose:T,source_file:T',
  related_orgs: `${PK_ID},related_org_name:T,related_ein:T,city:T,state:T,zip:T,primary_activity:T,legal_domicile:T,exempt_code_section:T,public_charity_status:T,direct_controlling:T,controlled_org_ind:I,section:T`,
  returns_governance: `${PK_ID},${ints('conflict_of_interest_policy_ind coi_annual_disclosure_ind coi_regular_monitoring_ind whistleblower_policy_ind document_retention_policy_ind comp_process_ceo_ind comp_process_other_ind family_or_business_rln_ind material_diversion_ind form990_provided_to_board_ind governing_body_voting_members_cnt independent_voting_members_cnt delegation_of_mgmt_duties_ind minutes_of_governing_body_ind')}`,
  returns_checklist: `${PK_ID},${ints('described_in_section_501c3_ind schedule_b_required_ind political_campaign_acty_ind lobbying_activities_ind subject_to_proxy_tax_ind donor_advised_fund_ind conservation_easements_ind collections_of_art_ind credit_counseling_ind donor_rstr_or_quasi_endowments_ind report_land_building_equipment_ind report_investments_other_sec_ind report_program_related_invst_ind report_other_assets_ind report_other_liabilities_ind include_fin48_footnote_ind independent_audit_fincl_stmt_ind consolidated_audit_fincl_stmt_ind school_operating_ind foreign_office_ind foreign_activities_ind more_than_5000k_to_org_ind more_than_5000k_to_individuals_ind professional_fundraising_ind fundraising_activities_ind gaming_activities_ind operate_hospital_ind audited_financial_stmt_att_ind grants_to_organizations_ind grants_to_individuals_ind schedule_j_required_ind tax_exempt_bonds_ind invest_tax_exempt_bonds_ind escrow_account_ind on_behalf_of_issuer_ind engaged_in_excess_benefit_trans_ind py_excess_benefit_trans_ind loan_outstanding_ind grant_to_related_person_ind business_rln_with_org_mem_ind business_rln_with_fam_mem_ind business_rln_with_35_ctrl_ent_ind deductible_non_cash_contri_ind deductible_art_contribution_ind terminate_operations_ind partial_liquidation_ind disregarded_entity_ind related_entity_ind related_organization_ctrl_ent_ind transaction_with_control_ent_ind trnsfr_exmpt_non_chrtbl_rltd_org_ind activities_conducted_prtshp_ind schedule_o_required_ind')}`,
  bmf: 'ein:T,name:T,ico:T,street:T,city:T,state:T,zip:T,grp:T,subsection:T,affiliation:T,classification:T,ruling:T,deductibility:T,foundation:T,activity:T,organization:T,status:T,tax_period:T,asset_cd:T,income_cd:T,filing_req_cd:T,pf_filing_req_cd:T,acct_pd:T,asset_amt:I,income_amt:I,revenue_amt:I,ntee_cd:T,sort_name:T',
  bmf_former: 'ein:T,name:T,city:T,state:T,subsection:T,ntee_cd:T,ruling:T,foundation:T,status:T,last_seen_asof:T,dropped_asof:T',
  returns_ntee_source: 'ein:T,ntee_code:T,source:T,source_asof:T',
  bmf_source_meta: 'loaded_utc:T,as_of_date:T,source_files:T,row_count:I,content_sha256:T',
  build_metadata: 'key:T,value:T',
};
const TYPE_NAMES: Record<string, string> = { T, I, R, TEXT: T, INTEGER: I, REAL: R };

function columnsOf(table: string): string {
  const rows = db.prepare(`select name, type from pragma_table_info(?)`).all(table) as { name: string; type: string }[];
  return rows.map((r) => `${r.name}:${r.type}`).join(',');
}

describe('990data_public schema', () => {
  it('has exactly the published tables (plus FTS shadow tables)', () => {
    const names = (
      db.prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite%' and name not like 'fts%'").all() as {
        name: string;
      }[]
    )
      .map((r) => r.name)
      .sort();
    expect(names).toEqual(Object.keys(TABLES).sort());
  });

  for (const [table, spec] of Object.entries(TABLES)) {
    it(`${table}: columns in order with their declared types`, () => {
      const expected = spec
        .split(',')
        .map((c) => {
          const [n, t] = c.split(':');
          return `${n}:${TYPE_NAMES[t]}`;
        })
        .join(',');
      expect(columnsOf(table)).toBe(expected);
    });
  }

  it('the master-file column declarations the generator and /api share are the built tables', () => {
    const names = (t: string): string[] =>
      columnsOf(t)
        .split(',')
        .map((c) => c.split(':')[0]);
    expect(names('bmf')).toEqual([...BMF_COLUMNS]);
    expect(names('bmf_former')).toEqual([...BMF_FORMER_COLUMNS]);
  });

  it('returns has 52 columns with object_id as primary key; bmf is keyed by ein', () => {
    const pk = (t: string): string[] =>
      (db.prepare('select name from pragma_table_info(?) where pk > 0').all(t) as { name: string }[]).map((r) => r.name);
    expect(columnsOf('returns').split(',')).toHaveLength(52);
    expect(pk('returns')).toEqual(['object_id']);
    expect(pk('bmf')).toEqual(['ein']);
    expect(pk('grants')).toEqual(['id']);
    const autoincrement = db.prepare("select sql from sqlite_schema where name = 'officers'").get() as { sql: string };
    expect(autoincrement.sql).toMatch(/AUTOINCREMENT/i);
  });

  it('views: officer_total_comp and canonical_returns columns', () => {
    expect(columnsOf('officer_total_comp').replace(/:[A-Z]*/g, '')).toBe(
      'id,object_id,ein,person_name,title,avg_hours_per_week,reportable_comp_filing_org,reportable_comp_related_org,other_compensation,benefits,expense_account,return_type,tax_year,total_comp',
    );
    expect(columnsOf('canonical_returns').replace(/:[A-Z]*/g, '')).toBe(columnsOf('returns').replace(/:[A-Z]*/g, ''));
  });

  it('full-text tables index the published columns; there is no bmf_fts', () => {
    const fts = db.prepare("select name, sql from sqlite_schema where sql like 'CREATE VIRTUAL TABLE%'").all() as {
      name: string;
      sql: string;
    }[];
    // The six published ones, and the people search's pay-ordered name index (hidden, like them).
    expect(fts.map((f) => f.name).sort()).toEqual([
      'fts_bmf',
      'fts_daf',
      'fts_grants',
      'fts_officers',
      'fts_officers_by_pay',
      'fts_programs',
      'fts_returns',
      'fts_si990',
    ]);
    const cols = (t: string): string =>
      (db.prepare('select name from pragma_table_info(?)').all(t) as { name: string }[]).map((r) => r.name).join(',');
    expect(cols('fts_returns')).toBe('org_name,ein');
    expect(cols('fts_bmf')).toBe('name,ein,city,state,ntee_cd');
    expect(cols('fts_grants')).toBe('recipient_name');
    expect(cols('fts_si990')).toBe('recipient_name');
    expect(fts.find((f) => f.name === 'fts_si990')!.sql).toMatch(/content_rowid='id'/);
    expect(cols('fts_officers')).toBe('person_name');
    expect(cols('fts_daf')).toBe('recipient_name');
    expect(cols('fts_officers_by_pay')).toBe('person_name');
    expect(cols('fts_programs')).toBe('description');
    expect(fts.find((f) => f.name === 'fts_officers_by_pay')!.sql).toMatch(/content=''/);
  });

  it('indexes carry the published names and columns', () => {
    const idx = (name: string): string =>
      (db.prepare('select name from pragma_index_info(?)').all(name) as { name: string | null }[]).map((r) => r.name ?? 'expr').join(',');
    expect(idx('idx_returns_ein_year_oid')).toBe('ein,tax_year,object_id');
    expect(idx('idx_grants_recip_type')).toBe('recipient_name,grant_type');
    expect(idx('idx_si_funder_year_amt')).toBe('funder_ein,tax_year,amount');
    expect(idx('idx_bmf_name_upper')).toBe('expr');
    const names = new Set(
      (db.prepare("select name from sqlite_schema where type = 'index'").all() as { name: string }[]).map((r) => r.name),
    );
    for (const n of [
      'idx_return_type',
      'idx_tax_year',
      'idx_returns_ein_type',
      'idx_returns_year_type',
      'idx_returns_state_year',
      'idx_grants_type',
      'idx_grants_amount',
      'idx_grants_ein_type',
      'idx_grants_oid_type',
      'idx_grants_year_amount',
      'idx_grants_ein_recip',
      'idx_officers_oid',
      'idx_officers_ein',
      'idx_officers_comp',
      'idx_contributors_oid',
      'idx_contributors_ein',
      'idx_capgains_oid',
      'idx_capgains_ein',
      'idx_investments_oid',
      'idx_investments_ein',
      'idx_progact_oid',
      'idx_progact_ein',
      'idx_proginv_oid',
      'idx_proginv_ein',
      'idx_contractors_oid',
      'idx_contractors_ein',
      'idx_topempl_oid',
      'idx_topempl_ein',
      'idx_si990_oid',
      'idx_si990_ein',
      'idx_si990_recip_ein',
      'idx_relorg_oid',
      'idx_relorg_ein',
      'idx_relorg_related_ein',
      'idx_governance_oid',
      'idx_checklist_oid',
      'idx_si_funder',
      'idx_si_recipient',
      'idx_si_recipient_nocase',
      'idx_si_recipient_ein',
      'idx_si_year',
      'idx_si_amount',
      'idx_bmf_ntee',
      'idx_bmf_subsection',
      'idx_bmf_state',
      'idx_bmf_foundation',
      'idx_bmf_name_nocase',
    ]) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it('was analyzed', () => {
    const stat = db.prepare("select count(*) as n from sqlite_schema where name = 'sqlite_stat1'").get() as { n: number };
    expect(stat.n).toBe(1);
  });
});
