-- Congress domain: members, committees, legislation, the Congressional Record, roll-call votes
-- and stock trades. Indexes on the multi-million-row tables (member_votes,
-- legislation_cosponsors, crec_*) are created in congress-derive.sql, after the bulk load,
-- which is much faster than maintaining them row by row.

-- Members: the hub every other table joins to. The stat columns are filled by derive SQL.
CREATE TABLE congress_members (
  bioguide_id TEXT PRIMARY KEY,
  first_name TEXT,
  last_name TEXT,
  full_name TEXT,
  nickname TEXT,
  party TEXT,
  state TEXT,
  chamber TEXT,
  district INTEGER,
  first_served TEXT,
  last_served TEXT,
  is_current INTEGER,
  fec_ids TEXT,
  thomas_id TEXT,
  lis_id TEXT,
  birthday TEXT,
  gender TEXT,
  terms_count INTEGER,
  served_until TEXT,
  trade_count INTEGER DEFAULT 0,
  speech_count INTEGER DEFAULT 0,
  bills_sponsored INTEGER DEFAULT 0,
  vote_count INTEGER DEFAULT 0,
  fec_total_received INTEGER DEFAULT 0,
  fec_ie_for INTEGER DEFAULT 0,
  fec_ie_against INTEGER DEFAULT 0
);
CREATE INDEX idx_congress_members_name ON congress_members (last_name, first_name);
CREATE INDEX idx_congress_members_party ON congress_members (party);
CREATE INDEX idx_congress_members_state ON congress_members (state);
CREATE INDEX idx_congress_members_chamber ON congress_members (chamber);
CREATE INDEX idx_congress_members_is_current ON congress_members (is_current);
CREATE INDEX idx_congress_members_current_trades ON congress_members (is_current DESC, trade_count DESC);

CREATE TABLE lis_to_bioguide (
  lis_id TEXT PRIMARY KEY,
  bioguide_id TEXT NOT NULL
);

CREATE TABLE committees (
  committee_id TEXT PRIMARY KEY,
  name TEXT,
  chamber TEXT,
  url TEXT,
  parent_committee_id TEXT
);

CREATE TABLE committee_memberships (
  bioguide_id TEXT,
  committee_id TEXT REFERENCES committees (committee_id),
  member_name TEXT,
  party TEXT,
  title TEXT,
  rank INTEGER,
  PRIMARY KEY (bioguide_id, committee_id)
);
CREATE INDEX idx_committee_memberships_committee ON committee_memberships (committee_id);
CREATE INDEX idx_committee_memberships_bioguide ON committee_memberships (bioguide_id);
CREATE INDEX idx_committee_memberships_title ON committee_memberships (title);

-- Legislation (Congresses 93-119).
CREATE TABLE legislation (
  bill_id TEXT PRIMARY KEY,
  congress INTEGER,
  bill_type TEXT,
  bill_number INTEGER,
  title TEXT,
  policy_area TEXT,
  introduced_date TEXT,
  latest_action_date TEXT,
  latest_action_text TEXT,
  origin_chamber TEXT,
  sponsor_name TEXT,
  sponsor_state TEXT,
  sponsor_party TEXT,
  sponsor_bioguide_id TEXT REFERENCES congress_members (bioguide_id),
  cosponsor_count INTEGER DEFAULT 0,
  summary_text TEXT,
  update_date TEXT,
  url TEXT
);
CREATE INDEX idx_legislation_congress ON legislation (congress, bill_type);
CREATE INDEX idx_legislation_bill_type ON legislation (bill_type);
CREATE INDEX idx_legislation_policy_area ON legislation (policy_area, introduced_date);
CREATE INDEX idx_legislation_introduced_date ON legislation (introduced_date);
CREATE INDEX idx_legislation_sponsor_name ON legislation (sponsor_name);
CREATE INDEX idx_legislation_sponsor_bioguide ON legislation (sponsor_bioguide_id, introduced_date);
CREATE INDEX idx_legislation_cosponsor_count ON legislation (cosponsor_count);

-- The action text is stored once as action_text; `text` is a virtual alias, so both names work.
CREATE TABLE legislation_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  bill_id TEXT REFERENCES legislation (bill_id),
  action_date TEXT,
  action_text TEXT,
  action_type TEXT,
  chamber TEXT,
  action_code TEXT,
  text TEXT GENERATED ALWAYS AS (action_text) VIRTUAL
);

CREATE TABLE legislation_subjects (
  bill_id TEXT REFERENCES legislation (bill_id),
  subject TEXT,
  PRIMARY KEY (bill_id, subject)
);

CREATE TABLE legislation_cosponsors (
  bill_id TEXT REFERENCES legislation (bill_id),
  bioguide_id TEXT,
  full_name TEXT,
  party TEXT,
  state TEXT,
  sponsorship_date TEXT,
  is_original_cosponsor INTEGER,
  PRIMARY KEY (bill_id, bioguide_id)
);

CREATE TABLE cbo_cost_estimates (
  bill_id TEXT NOT NULL REFERENCES legislation (bill_id),
  pub_date TEXT,
  title TEXT,
  description TEXT,
  url TEXT
);
CREATE INDEX idx_cbo_cost_estimates_bill ON cbo_cost_estimates (bill_id);

-- Congressional Record (1994 on). Text fields default to ''.
CREATE TABLE congressional_record (
  granule_id TEXT PRIMARY KEY,
  date TEXT,
  congress INTEGER,
  session INTEGER,
  volume TEXT,
  issue TEXT,
  title TEXT,
  chamber TEXT,
  granule_class TEXT,
  sub_granule_class TEXT,
  page_start TEXT,
  page_end TEXT,
  speakers TEXT,
  bills TEXT,
  citation TEXT,
  full_text TEXT
);

CREATE TABLE crec_speakers (
  granule_id TEXT REFERENCES congressional_record (granule_id),
  speaker_name TEXT,
  speaker_role TEXT,
  bioguide_id TEXT,
  party TEXT,
  state TEXT,
  PRIMARY KEY (granule_id, speaker_name)
);

CREATE TABLE crec_bills (
  granule_id TEXT REFERENCES congressional_record (granule_id),
  congress INTEGER,
  bill_type TEXT,
  bill_number INTEGER,
  bill_id TEXT,
  PRIMARY KEY (granule_id, congress, bill_type, bill_number)
);

CREATE VIRTUAL TABLE crec_fts USING fts5 (title, chamber, full_text, content='congressional_record');
CREATE VIRTUAL TABLE legislation_fts USING fts5 (title, policy_area, bill_id, content='legislation');

-- Roll-call votes (101st Congress on); chamber is lower-case on both tables.
CREATE TABLE roll_call_votes (
  congress INTEGER NOT NULL,
  chamber TEXT NOT NULL,
  session INTEGER,
  roll_call_number INTEGER NOT NULL,
  date TEXT,
  question TEXT,
  vote_type TEXT,
  description TEXT,
  result TEXT,
  bill_id TEXT,
  legislation_type TEXT,
  legislation_number TEXT,
  yea_count INTEGER,
  nay_count INTEGER,
  present_count INTEGER,
  not_voting_count INTEGER,
  source_url TEXT,
  PRIMARY KEY (congress, chamber, session, roll_call_number)
);
CREATE INDEX idx_roll_call_votes_date ON roll_call_votes (date);
CREATE INDEX idx_roll_call_votes_bill ON roll_call_votes (bill_id);
CREATE INDEX idx_roll_call_votes_congress ON roll_call_votes (congress);
CREATE INDEX idx_roll_call_votes_result ON roll_call_votes (result);

CREATE TABLE member_votes (
  congress INTEGER,
  chamber TEXT,
  session INTEGER,
  roll_call_number INTEGER,
  bioguide_id TEXT,
  member_name TEXT,
  party TEXT,
  state TEXT,
  vote_cast TEXT,
  FOREIGN KEY (congress, chamber, session, roll_call_number)
    REFERENCES roll_call_votes (congress, chamber, session, roll_call_number)
);

-- Stock trades (periodic transaction reports) and the sector reference tables.
CREATE TABLE stock_trades (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_name TEXT,
  bioguide_id TEXT,
  chamber TEXT,
  transaction_date TEXT,
  disclosure_date TEXT,
  ticker TEXT,
  cik INTEGER,
  asset_description TEXT,
  asset_type TEXT,
  transaction_type TEXT,
  amount_range TEXT,
  owner TEXT,
  comment TEXT,
  source_url TEXT,
  filing_type TEXT,
  state_district TEXT,
  doc_id TEXT
);
CREATE INDEX idx_stock_trades_bioguide ON stock_trades (bioguide_id, transaction_date);
CREATE INDEX idx_stock_trades_ticker ON stock_trades (ticker);
CREATE INDEX idx_stock_trades_ticker_upper ON stock_trades (upper(ticker));
CREATE INDEX idx_stock_trades_cik ON stock_trades (cik) WHERE cik IS NOT NULL;
CREATE INDEX idx_stock_trades_transaction_date ON stock_trades (transaction_date);
CREATE INDEX idx_stock_trades_member_name ON stock_trades (member_name);
CREATE INDEX idx_stock_trades_transaction_type ON stock_trades (transaction_type);
CREATE INDEX idx_stock_trades_chamber ON stock_trades (chamber);

CREATE TABLE ticker_sic (
  ticker TEXT PRIMARY KEY,
  cik TEXT,
  company_name TEXT,
  sic_code TEXT,
  sic_description TEXT,
  exchange TEXT
);
CREATE INDEX idx_ticker_sic_sic_code ON ticker_sic (sic_code);

CREATE TABLE committee_sectors (
  committee_id TEXT PRIMARY KEY,
  committee_name TEXT,
  chamber TEXT,
  regulated_sectors TEXT,
  example_tickers TEXT,
  gics_sectors TEXT,
  sic_ranges TEXT,
  notes TEXT
);

CREATE TABLE committee_jurisdiction (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  committee_id TEXT,
  committee_name TEXT,
  chamber TEXT,
  jurisdiction_desc TEXT,
  sic_codes TEXT,
  jurisdiction_tier TEXT DEFAULT 'primary',
  notes TEXT
);
CREATE INDEX idx_committee_jurisdiction_committee ON committee_jurisdiction (committee_id);
CREATE INDEX idx_committee_jurisdiction_tier ON committee_jurisdiction (jurisdiction_tier);

-- One row per range or single code of committee_jurisdiction.sic_codes (filled by derive SQL).
CREATE TABLE committee_sic_ranges (
  committee_id TEXT,
  sic_start INTEGER,
  sic_end INTEGER,
  jurisdiction_tier TEXT
);
CREATE INDEX idx_committee_sic_ranges_range ON committee_sic_ranges (sic_start, sic_end);
CREATE INDEX idx_committee_sic_ranges_committee ON committee_sic_ranges (committee_id);
