-- Money domain: Senate LDA lobbying, FARA and FEC campaign finance.
-- Base tables and the external-content FTS5 tables (rebuilt in money-derive.sql). Their
-- secondary indexes are in money-indexes.sql, built once the rows are in (see money.ts).

-- ---------------------------------------------------------------- lobbying (Senate LDA)
create table lobbying_filings (
  filing_uuid TEXT PRIMARY KEY,
  filing_type TEXT NOT NULL,
  registrant_id INTEGER,
  registrant_name TEXT,
  registrant_state TEXT,
  registrant_country TEXT,
  registrant_house_id INTEGER,
  client_id INTEGER,
  client_name TEXT,
  client_state TEXT,
  client_ppb_state TEXT,
  client_country TEXT,
  client_ppb_country TEXT,
  client_general_description TEXT,
  client_government_entity INTEGER,
  filing_year INTEGER,
  filing_period TEXT,
  received_date TEXT,
  income_amount REAL,
  expense_amount REAL,
  is_amendment INTEGER DEFAULT 0,
  is_no_activity INTEGER DEFAULT 0,
  is_termination INTEGER DEFAULT 0,
  affiliated_org_count INTEGER
);

create table lobbying_activities (
  id INTEGER PRIMARY KEY,
  filing_uuid TEXT NOT NULL REFERENCES lobbying_filings(filing_uuid),
  filing_type TEXT NOT NULL,
  registrant_name TEXT NOT NULL,
  registrant_id INTEGER,
  client_name TEXT NOT NULL,
  client_name_normalized TEXT,
  filing_year INTEGER NOT NULL,
  filing_period TEXT NOT NULL,
  issue_code TEXT,
  specific_issues TEXT,
  government_entities TEXT,
  is_no_activity INTEGER,
  is_termination INTEGER,
  received_date TEXT
);

create table lobbying_lobbyists (
  id INTEGER PRIMARY KEY,
  filing_uuid TEXT NOT NULL REFERENCES lobbying_filings(filing_uuid),
  lobbyist_name TEXT NOT NULL,
  covered_position TEXT,
  is_new INTEGER DEFAULT 0
);

create table lobbying_contributions (
  id INTEGER PRIMARY KEY,
  filing_uuid TEXT NOT NULL REFERENCES lobbying_filings(filing_uuid),
  lobbyist_name TEXT,
  contributor_name TEXT,
  payee_name TEXT,
  recipient_name TEXT,
  contribution_type TEXT,
  amount INTEGER,
  contribution_date TEXT,
  filing_year INTEGER,
  filing_period TEXT,
  registrant_name TEXT,
  received_date TEXT
);

create table lobbying_issue_codes (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL
);

create table lobbying_bills (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  filing_uuid TEXT REFERENCES lobbying_filings(filing_uuid),
  bill_congress INTEGER,
  bill_type TEXT,
  bill_number INTEGER,
  bill_id TEXT,
  client_name TEXT,
  issue_code TEXT
);

create table lobbying_issue_agencies (
  issue_code TEXT PRIMARY KEY,
  issue_description TEXT,
  primary_agencies TEXT,
  secondary_agencies TEXT,
  regs_gov_agency_prefixes TEXT,
  federal_register_agency_slugs TEXT,
  related_committee_ids TEXT,
  notes TEXT
);

-- Affiliated organisations a filing lists (one row each; a filing's rows number its
-- affiliated_org_count). The ids come from the full lobbying pull and are not stable across pulls.
create table lobbying_affiliated_orgs (
  id INTEGER PRIMARY KEY,
  filing_uuid TEXT NOT NULL,
  org_name TEXT,
  country TEXT,
  country_code TEXT              -- the API's country_display: a country name, despite the column name
);

create virtual table lobbying_fts using fts5(
  client_name, registrant_name, specific_issues, government_entities, issue_code,
  content='lobbying_activities'
);

-- ---------------------------------------------------------------- FARA
create table fara_registrants (
  registration_number TEXT PRIMARY KEY,
  registration_date TEXT,
  termination_date TEXT,
  name TEXT,
  name_normalized TEXT,
  business_name TEXT,
  address_1 TEXT,
  address_2 TEXT,
  city TEXT,
  state TEXT,
  zip TEXT
);

create table fara_foreign_principals (
  rowid INTEGER PRIMARY KEY,
  registration_number TEXT REFERENCES fara_registrants(registration_number),
  registrant_date TEXT,
  registrant_name TEXT,
  foreign_principal TEXT,
  fp_registration_date TEXT,
  fp_termination_date TEXT,
  country TEXT,
  address_1 TEXT,
  address_2 TEXT,
  city TEXT,
  state TEXT,
  zip TEXT
);

create table fara_short_forms (
  rowid INTEGER PRIMARY KEY,
  registration_number TEXT REFERENCES fara_registrants(registration_number),
  registration_date TEXT,
  registrant_name TEXT,
  short_form_date TEXT,
  short_form_termination_date TEXT,
  last_name TEXT,
  first_name TEXT,
  address_1 TEXT,
  address_2 TEXT,
  city TEXT,
  state TEXT,
  zip TEXT
);

create table fara_registrant_docs (
  rowid INTEGER PRIMARY KEY,
  registration_number TEXT REFERENCES fara_registrants(registration_number),
  registrant_name TEXT,
  date_stamped TEXT,
  document_type TEXT,
  short_form_name TEXT,
  foreign_principal_name TEXT,
  foreign_principal_country TEXT,
  url TEXT
);

create virtual table fara_registrants_fts using fts5(
  name, business_name, city, state,
  content='fara_registrants'
);
create virtual table fara_foreign_principals_fts using fts5(
  registrant_name, foreign_principal, country,
  content='fara_foreign_principals'
);

-- ---------------------------------------------------------------- FEC
create table fec_candidates (
  cand_id TEXT NOT NULL,
  cand_name TEXT,
  cand_pty_affiliation TEXT,
  cand_election_yr INTEGER,
  cand_office_st TEXT,
  cand_office TEXT,
  cand_office_district TEXT,
  cand_ici TEXT,
  cand_status TEXT,
  cand_pcc TEXT,
  cycle INTEGER NOT NULL,
  PRIMARY KEY (cand_id, cycle)
);

create table fec_committees (
  cmte_id TEXT NOT NULL,
  cmte_nm TEXT,
  cmte_tp TEXT,
  cmte_dsgn TEXT,
  cmte_pty_affiliation TEXT,
  org_tp TEXT,
  connected_org_nm TEXT,
  cand_id TEXT,
  cycle INTEGER NOT NULL,
  PRIMARY KEY (cmte_id, cycle)
);

create table fec_contributions (
  cmte_id TEXT,
  cmte_name TEXT,
  cand_id TEXT,
  cand_name TEXT,
  transaction_dt TEXT,
  transaction_amt REAL,
  entity_tp TEXT,
  state TEXT,
  employer TEXT,
  occupation TEXT,
  transaction_tp TEXT,
  cycle INTEGER NOT NULL
);

create table fec_candidate_crosswalk (
  fec_candidate_id TEXT NOT NULL,
  bioguide_id TEXT NOT NULL,
  full_name TEXT,
  party TEXT,
  state TEXT,
  chamber TEXT,
  PRIMARY KEY (fec_candidate_id, bioguide_id)
);

create table fec_employer_totals (
  employer TEXT PRIMARY KEY,
  donation_count INTEGER,
  total_amount INTEGER,
  avg_amount INTEGER,
  unique_states INTEGER,
  min_cycle INTEGER,
  max_cycle INTEGER
);

create table fec_employer_to_candidate (
  employer TEXT,
  cand_id TEXT,
  bioguide_id TEXT,
  cand_name TEXT,
  party TEXT,
  office TEXT,
  state TEXT,
  cycle INTEGER,
  donation_count INTEGER,
  total_amount INTEGER
);

create table fec_top_occupations (
  employer TEXT,
  occupation TEXT,
  donation_count INTEGER,
  total_amount INTEGER
);

create virtual table fec_employer_fts using fts5(
  employer,
  content='fec_employer_totals'
);

-- ---------------------------------------------------------------- FEC disbursements
-- Copied from the FEC build source with a reduced column set. Dates are kept as each bulk file
-- writes them: MM/DD/YYYY in the operating-expenditure and summary files (operating expenditures
-- carry an ISO sidecar), and as FEC publishes them in the three CSV files, whose loader keeps ''
-- for empty text and NULL for money it cannot parse.

-- Payee-level disbursements (oppexp); no key: one row per line as filed, memo lines included.
create table fec_operating_expenditures (
  cmte_id TEXT,
  cmte_name TEXT,                -- from fec_committees for the same (cmte_id, cycle); NULL if absent
  form_tp_cd TEXT,
  name TEXT,
  city TEXT,
  state TEXT,
  zip_code TEXT,
  transaction_dt TEXT,           -- MM/DD/YYYY as filed
  transaction_dt_iso TEXT,       -- YYYY-MM-DD when the raw value reads as a 1990-2050 date, else NULL
  transaction_amt REAL,
  purpose TEXT,
  category TEXT,
  category_desc TEXT,
  entity_tp TEXT,
  memo_cd TEXT,                  -- 'X': an itemisation of another line, outside the totals
  memo_text TEXT,
  cycle INTEGER NOT NULL
);

-- One cycle-to-date financial summary per committee and cycle (webk).
create table fec_pac_summary (
  cmte_id TEXT NOT NULL,
  cmte_nm TEXT,
  cmte_tp TEXT,
  cmte_dsgn TEXT,
  ttl_receipts REAL,
  indv_contrib REAL,
  other_pol_cmte_contrib REAL,
  ttl_disb REAL,
  contrib_to_other_cmte REAL,
  ind_exp REAL,
  pty_coord_exp REAL,
  coh_cop REAL,
  debts_owed_by REAL,
  cvg_end_dt TEXT,               -- MM/DD/YYYY
  cycle INTEGER NOT NULL,
  PRIMARY KEY (cmte_id, cycle)
);

-- Independent expenditures for or against a candidate (CSV).
create table fec_independent_expenditures (
  cand_id TEXT,
  cand_name TEXT,
  spe_id TEXT,
  spe_nam TEXT,
  can_office TEXT,
  can_office_state TEXT,
  cand_pty_aff TEXT,
  exp_amo REAL,
  exp_date TEXT,
  agg_amo REAL,                  -- the spender's running total: never sum it
  sup_opp TEXT,
  pur TEXT,
  pay TEXT,
  dissem_dt TEXT,
  fec_election_yr INTEGER,
  cycle INTEGER NOT NULL
);

-- Electioneering communications (CSV). disb_amt has no source header and is always NULL.
create table fec_electioneering (
  cmte_id TEXT,
  cmte_nm TEXT,
  cand_id TEXT,
  cand_name TEXT,
  cand_office TEXT,
  disb_amt REAL,
  disb_dt TEXT,
  comm_dt TEXT,
  payee_name TEXT,
  cycle INTEGER NOT NULL
);

-- Communication costs of corporations and unions about candidates (CSV).
create table fec_communication_costs (
  cmte_id TEXT,
  cmte_nm TEXT,
  cand_id TEXT,
  cand_name TEXT,
  cand_office TEXT,
  transaction_dt TEXT,
  transaction_amt REAL,
  communication_tp TEXT,
  purpose TEXT,
  sup_opp TEXT,
  cycle INTEGER NOT NULL
);
