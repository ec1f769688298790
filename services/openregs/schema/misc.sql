-- misc domain: congressional office disbursements, White House visitor logs, the entity layer
-- (organisations, aliases, public actors) and OGE disclosures.
-- The real service copies these from a staging database; the columns below are the ones its
-- queries are known to read, plus a few source columns (noted) that the data naturally carries.
-- Secondary indexes are created in misc-derive.sql, after the rows are loaded: these tables
-- reach millions of rows and a bulk index build is much faster than maintaining it per insert.

-- House vendor payments, 2016 on (one row per statement line).
create table house_disbursements_nonpersonnel (
  id INTEGER PRIMARY KEY,
  organization TEXT,            -- the office, e.g. 'HON. NANCY PELOSI', 'COMMITTEE ON RULES'
  program TEXT,
  category TEXT,                -- budget object class (source column)
  vendor_name TEXT,
  description TEXT,
  quarter TEXT,                 -- 'YYYYQn'
  transaction_date TEXT,        -- YYYY-MM-DD (source column)
  amount REAL
);

-- Payroll per office and quarter (aggregated; no individual salaries).
create table house_disbursements_personnel_agg (
  quarter TEXT NOT NULL,
  organization TEXT NOT NULL,
  staff_count INTEGER,          -- source column
  total_amount REAL,
  PRIMARY KEY (quarter, organization)
);

-- Pre-2016 office totals read from the PDF statements (with OCR continuation pages).
create table house_pre2016_office_totals (
  id INTEGER PRIMARY KEY,
  office_name TEXT,
  office_type TEXT,             -- member / committee / leadership / officer
  category TEXT,                -- budget object class or 'OFFICE TOTALS'
  quarter TEXT,                 -- 2009Q3 .. 2015Q4
  quarter_amount REAL,
  source_page INTEGER           -- page of the quarter's PDF volume (source column)
);

-- Senate office totals per semiannual report; line_category NULL = office-level row.
create table senate_office_totals (
  id INTEGER PRIMARY KEY,
  report_id TEXT,               -- 'FY2024-H1' (October-March) / 'FY2024-H2' (April-September)
  period_start TEXT,            -- source column
  period_end TEXT,              -- source column
  office_name TEXT,
  office_party TEXT,            -- D / R / I for senators' offices, NULL otherwise
  line_category TEXT,
  total_funding REAL,
  net_funds REAL
);

-- White House visitor logs; visit_id is the rowid the FTS index joins on.
create table wh_visits (
  visit_id INTEGER PRIMARY KEY,
  admin TEXT,
  appt_start_iso TEXT,          -- 'YYYY-MM-DDTHH:MM:SS' (Eastern, as published)
  visitor_name_full TEXT,       -- NULL when redacted (see the build's redaction rule)
  visitor_name_hash TEXT NOT NULL,
  visitor_is_tour INTEGER NOT NULL DEFAULT 0,
  visitor_is_lda_lobbyist INTEGER NOT NULL DEFAULT 0,
  visitor_public_actor_id INTEGER,   -- → public_actors
  visitor_is_plum_book INTEGER NOT NULL DEFAULT 0,
  visitee_name_last TEXT,
  visitee_name_first TEXT,
  visitee_full TEXT,
  meeting_loc TEXT,
  meeting_room TEXT,
  description TEXT,
  total_people INTEGER
);

-- Organisations (not people, not governments).
create table entities (
  entity_id INTEGER PRIMARY KEY,
  canonical_name TEXT NOT NULL,
  name_normalized TEXT NOT NULL,
  display_name TEXT,
  entity_type TEXT,
  ein TEXT,
  cik INTEGER,
  uei TEXT,
  lei TEXT,
  ticker TEXT,
  fec_committee_id TEXT,
  duns TEXT,
  sic_code TEXT,
  naics_code TEXT,
  ntee_code TEXT,
  state_of_incorporation TEXT,
  primary_state TEXT,
  country TEXT,
  status TEXT,
  merged_into_entity_id INTEGER,     -- → entities
  source_provenance TEXT,
  predecessor_names TEXT,            -- JSON array
  industry_codes TEXT,               -- JSON array of slugs
  primary_industry TEXT,
  first_seen_date TEXT,
  last_seen_date TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  notes TEXT,
  dd_id TEXT
);

create table entity_aliases (
  entity_id INTEGER NOT NULL,        -- → entities
  alias_name TEXT NOT NULL,
  alias_normalized TEXT,
  alias_source TEXT NOT NULL,
  effective_start TEXT,
  effective_end TEXT,
  PRIMARY KEY (entity_id, alias_name, alias_source)
);

-- Parent, subsidiary and affiliate links between organisations, from the IRS group exemptions
-- (bmf), SEC Exhibit 21 subsidiary lists, lobbying filings' affiliated organisations, GLEIF
-- successor records, FEC connected organisations, and analysts (manual). Links to an entity that
-- was merged away are re-pointed to its survivor, so none names a merged entity.
create table entity_relationships (
  relationship_id INTEGER PRIMARY KEY,
  parent_entity_id INTEGER,          -- → entities; NULL when the parent is not resolved
  child_entity_id INTEGER NOT NULL,  -- → entities
  relationship_type TEXT NOT NULL,
  source TEXT NOT NULL,
  source_ref TEXT,                   -- filing_uuid, SEC accession number, group exemption number, FEC committee id
  gen TEXT,                          -- IRS group exemption number (bmf rows)
  effective_start TEXT,
  effective_end TEXT,
  confidence_score REAL NOT NULL DEFAULT 1.0,
  notes TEXT,
  created_at TEXT NOT NULL,          -- ISO-8601 UTC
  CHECK (parent_entity_id != child_entity_id)
);

-- Retired DD-IDs and where they now lead (chains collapsed to the final survivor; NULL after a
-- soft delete). No foreign key: DD-IDs are meant to span people and governments too.
create table dd_id_redirects (
  old_dd_id TEXT PRIMARY KEY,
  new_dd_id TEXT,
  reason TEXT NOT NULL,              -- merge / soft_delete / manual_correction
  merged_at TEXT NOT NULL,           -- ISO-8601 UTC
  unmerged_at TEXT,
  resolution_note TEXT,
  CHECK (new_dd_id != old_dd_id)
);

-- Entities whose registry identifiers point at different organisations. The published build
-- declares it but none of its steps fills it (most likely empty there); it is empty here.
create table anchor_conflicts (
  entity_id INTEGER NOT NULL,        -- → entities
  conflicting_pair TEXT NOT NULL,    -- e.g. EIN-vs-LEI
  detail TEXT,
  detected_at TEXT NOT NULL,
  resolved_at TEXT,
  resolution_note TEXT
);

-- Size of organisations with financial filings (990 / SEC): peak revenue, band 0-5.
create table entity_prominence (
  entity_id INTEGER PRIMARY KEY,     -- → entities
  ein TEXT,
  peak_revenue REAL,
  size_band INTEGER
);

-- Named individuals in public roles, one row per person x role context.
create table public_actors (
  public_actor_id INTEGER PRIMARY KEY,
  role_context TEXT NOT NULL,
  source_id TEXT NOT NULL,
  name_full TEXT NOT NULL,
  name_normalized TEXT NOT NULL,
  name_first TEXT,
  name_last TEXT,
  bioguide_id TEXT,                  -- → congress_members
  fec_cand_id TEXT,
  fara_registration_number TEXT,
  oge_filer_slug TEXT,
  sec_reporter_cik INTEGER,
  employer_entity_id INTEGER,        -- → entities
  employer_entity_name TEXT,
  employer_ein TEXT,
  employer_cik INTEGER,
  employer_lda_registrant_id INTEGER,
  role_title TEXT,
  role_start_date TEXT,
  role_end_date TEXT,
  is_current INTEGER,
  materiality_tier INTEGER NOT NULL DEFAULT 2,
  materiality_reason TEXT,
  merged_into_public_actor_id INTEGER,
  merge_method TEXT,
  merge_confidence REAL,
  first_seen_date TEXT,
  last_seen_date TEXT,
  source_table TEXT,
  created_at TEXT,
  updated_at TEXT,
  notes TEXT,
  dd_id TEXT
  -- UNIQUE (role_context, source_id): a unique index built in misc-derive.sql after loading
);

-- OGE 278 filings of Senate-confirmed officials and their periodic transactions.
create table oge_pas_filings (
  filing_id INTEGER PRIMARY KEY,
  filer_slug TEXT NOT NULL,
  filer_name_full TEXT,
  department TEXT,
  position TEXT,
  doc_type TEXT,
  filing_date TEXT,                  -- source column
  report_year INTEGER                -- source column
);

create table oge_pas_transactions (
  transaction_id INTEGER PRIMARY KEY,
  filing_id INTEGER,                 -- → oge_pas_filings (source column)
  filer_last TEXT,
  filer_first TEXT,
  department TEXT,
  position TEXT,
  tx_date_iso TEXT,
  tx_type TEXT,
  asset_name TEXT,
  asset_description TEXT,
  ticker TEXT,
  amount_range TEXT,
  amount_max REAL
);

-- Full-text indexes (external content, default tokenizer; rebuilt in misc-derive.sql).
create virtual table house_disbursements_nonpersonnel_fts using fts5(
  organization, program, vendor_name, description, content='house_disbursements_nonpersonnel', content_rowid='id');
create virtual table house_pre2016_office_totals_fts using fts5(
  office_name, category, quarter, content='house_pre2016_office_totals', content_rowid='id');
create virtual table senate_office_totals_fts using fts5(
  office_name, line_category, report_id, content='senate_office_totals', content_rowid='id');
create virtual table wh_visits_fts using fts5(
  visitor_name_full, visitee_name_last, visitee_name_first, visitee_full, meeting_loc, meeting_room, description,
  content='wh_visits', content_rowid='visit_id');
create virtual table entities_fts using fts5(
  canonical_name, display_name, ticker, ein, cik, uei, lei, content='entities', content_rowid='entity_id');
create virtual table entity_aliases_fts using fts5(alias_name, alias_source, content='entity_aliases');
create virtual table public_actors_fts using fts5(
  name_full, role_context, role_title, bioguide_id, fec_cand_id, employer_entity_name,
  content='public_actors', content_rowid='public_actor_id');
create virtual table oge_pas_filings_fts using fts5(
  filer_name_full, department, position, doc_type, content='oge_pas_filings', content_rowid='filing_id');
create virtual table oge_pas_transactions_fts using fts5(
  filer_last, filer_first, asset_description, asset_name, ticker, tx_type, department, position,
  content='oge_pas_transactions', content_rowid='transaction_id');
