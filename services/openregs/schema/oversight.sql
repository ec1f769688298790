-- Oversight domain: hearings, CRS reports, nominations, treaties, GAO reports, earmarks and
-- federal spending awards, and their FTS tables. Run before the domain generates.

-- Committee hearings published on GovInfo.
create table hearings (
  package_id TEXT primary key,   -- CHRG-{congress}{h|s|j}hrg{number}
  title TEXT,
  chamber TEXT,                  -- HOUSE / SENATE / JOINT (a few legacy House / Senate)
  congress INTEGER,
  session TEXT,
  date_issued TEXT,              -- YYYY-MM-DD
  committees TEXT,               -- JSON array of {"name","chamber","full_hierarchy"}
  detail_url TEXT,
  html_url TEXT,
  pdf_url TEXT
);
-- (chamber, congress, date_issued) covers hearings_by_committee; (package_id, date_issued)
-- covers the witness join of top_hearing_witnesses.
create index idx_hearings_chamber on hearings(chamber, congress, date_issued);
create index idx_hearings_congress on hearings(congress);
create index idx_hearings_date_issued on hearings(date_issued);
create index idx_hearings_package_id_date on hearings(package_id, date_issued);

create table hearing_witnesses (
  id INTEGER primary key autoincrement,
  package_id TEXT not null references hearings(package_id),
  name TEXT,
  title TEXT,
  organization TEXT,             -- '' when unknown
  organization_normalized TEXT,  -- normalizeOrganization(organization); NULL when organization is ''
  location TEXT
);
create index idx_hearing_witnesses_package_id on hearing_witnesses(package_id);
-- (name, package_id, organization) covers top_hearing_witnesses' grouping by name.
create index idx_hearing_witnesses_name on hearing_witnesses(name, package_id, organization);
create index idx_hearing_witnesses_organization on hearing_witnesses(organization) where organization != '';
create index idx_hearing_witnesses_organization_normalized on hearing_witnesses(organization_normalized)
  where organization_normalized is not null;

create table hearing_members (
  package_id TEXT not null,
  name TEXT not null,
  role TEXT default 'committee member',
  bioguide_id TEXT,              -- NULL when the name matched no member
  primary key (package_id, name)
);
-- Secondary indexes: oversight-derive.sql (built once after loading, much faster than
-- maintaining them through a million inserts).

-- Congressional Research Service products.
create table crs_reports (
  id TEXT primary key,           -- product code: R12345, RL33456, IF10234, …
  title TEXT,
  publish_date TEXT,
  update_date TEXT,
  status TEXT,                   -- Active / Archived
  content_type TEXT,
  authors TEXT,                  -- ", "-joined
  topics TEXT,                   -- ", "-joined
  summary TEXT,
  pdf_url TEXT,
  html_url TEXT
);
create index idx_crs_reports_publish_date on crs_reports(publish_date);
create index idx_crs_reports_status on crs_reports(status);

create table crs_report_bills (
  id INTEGER primary key autoincrement,
  report_id TEXT references crs_reports(id),
  bill_title TEXT,
  congress INTEGER,
  bill_type TEXT,
  bill_number INTEGER,
  bill_id TEXT                   -- canonical {congress}-{type}-{number}, NULL when unresolved
);
create index idx_crs_report_bills_report_id on crs_report_bills(report_id);
create index idx_crs_report_bills_bill_id on crs_report_bills(bill_id);

-- Presidential nominations.
create table nominations (
  id TEXT primary key,           -- {congress}-{number}[-{part}]
  congress INTEGER,
  number INTEGER,
  part_number TEXT,              -- '' when the nomination has no parts
  citation TEXT,                 -- PN{number}[-{part}]
  description TEXT,
  organization TEXT,
  received_date TEXT,
  authority_date TEXT,
  is_civilian INTEGER,
  is_military INTEGER,
  status TEXT,                   -- Confirmed / Withdrawn / Returned / Rejected / Pending
  vote_yea INTEGER,
  vote_nay INTEGER
);
create index idx_nominations_congress on nominations(congress);
create index idx_nominations_received_date on nominations(received_date);
create index idx_nominations_organization on nominations(organization) where organization is not null;
create index idx_nominations_status_received on nominations(status, received_date desc);
create index idx_nominations_civilian_status_received on nominations(is_civilian, status, received_date desc);

create table nomination_actions (
  id INTEGER primary key autoincrement,
  nomination_id TEXT references nominations(id),
  action_date TEXT,
  action_text TEXT,
  action_type TEXT
);
create index idx_nomination_actions_nomination_id on nomination_actions(nomination_id);

-- Treaty documents.
create table treaties (
  id TEXT primary key,           -- {congress}-{number}[-{suffix}]
  congress INTEGER,
  number INTEGER,
  title TEXT,
  topic TEXT,
  transmitted_date TEXT,
  in_force_date TEXT,
  countries TEXT,                -- ", "-joined
  index_terms TEXT,              -- ", "-joined
  resolution_text TEXT
);
create index idx_treaties_congress on treaties(congress);
create index idx_treaties_transmitted_date on treaties(transmitted_date);

create table treaty_actions (
  id INTEGER primary key,
  treaty_id TEXT references treaties(id),
  action_date TEXT,
  action_text TEXT,
  action_type TEXT
);
create index idx_treaty_actions_treaty_id on treaty_actions(treaty_id);

-- GAO reports (GovInfo records to 2008, gao.gov stubs after).
create table gao_reports (
  package_id TEXT primary key,
  title TEXT,
  date_issued TEXT,
  report_number TEXT,
  document_type TEXT,
  doc_class TEXT,
  abstract TEXT,
  subjects TEXT,                 -- ", "-joined
  public_laws TEXT,              -- ", "-joined "Public Law NNN-NNN"
  usc_references TEXT,
  statute_references TEXT,
  citation TEXT,
  pdf_url TEXT,
  html_url TEXT,
  detail_url TEXT,
  sudocs TEXT
);
create index idx_gao_reports_date_issued on gao_reports(date_issued);
create index idx_gao_reports_document_type on gao_reports(document_type);
create index idx_gao_reports_report_number on gao_reports(report_number);
-- Covers gao_reports_by_subject (same WHERE as the query, so the partial index applies).
create index idx_gao_reports_subjects on gao_reports(subjects, date_issued) where subjects is not null and subjects != '';

-- Inspector General reports on oversight.gov, and the recommendations listed on their pages.
-- Money columns hold 0 where the site states no figure: 0 does not mean none.
create table ig_reports (
  report_id TEXT PRIMARY KEY,    -- the page's URL slug; the report number (non-word characters as _) when there is no page
  title TEXT,
  date_issued TEXT,              -- YYYY-MM-DD (the listing's text when the page gives no date)
  report_number TEXT,
  report_type TEXT,
  agency_reviewed TEXT,
  submitting_oig TEXT,
  location TEXT,                 -- City, State when given
  description TEXT,
  num_recommendations INTEGER DEFAULT 0,
  questioned_costs INTEGER DEFAULT 0,
  funds_for_better_use INTEGER DEFAULT 0,
  pdf_url TEXT,
  detail_url TEXT
);
create index idx_ig_reports_date_issued on ig_reports(date_issued);
create index idx_ig_reports_agency_reviewed on ig_reports(agency_reviewed);
create index idx_ig_reports_type_date on ig_reports(report_type, date_issued);
create index idx_ig_reports_oig_date on ig_reports(submitting_oig, date_issued);

create table ig_recommendations (
  report_id TEXT,                -- → ig_reports
  rec_number TEXT,
  significant TEXT,              -- Yes / No, as the page shows it
  text TEXT,
  questioned_costs INTEGER DEFAULT 0,
  funds_for_better_use INTEGER DEFAULT 0
);
create index idx_ig_recommendations_report_id on ig_recommendations(report_id);
create index idx_ig_recommendations_significant on ig_recommendations(significant);

-- Community project funding requests.
create table earmarks (
  id INTEGER primary key,
  fiscal_year INTEGER not null,
  chamber TEXT not null,         -- House / Senate
  member_name TEXT,
  member_last TEXT,
  member_first TEXT,
  bioguide_id TEXT,
  party TEXT,
  state TEXT,
  district TEXT,                 -- TEXT as in the published build (the number as text)
  subcommittee TEXT,
  recipient TEXT,
  recipient_normalized TEXT,     -- normalizeOrganization(recipient)
  project_description TEXT,
  recipient_address TEXT,
  amount_requested INTEGER
);
create index idx_earmarks_fiscal_year on earmarks(fiscal_year);
create index idx_earmarks_chamber on earmarks(chamber);
create index idx_earmarks_bioguide_id on earmarks(bioguide_id);
create index idx_earmarks_state on earmarks(state);
create index idx_earmarks_amount_requested on earmarks(amount_requested);
create index idx_earmarks_recipient_normalized on earmarks(recipient_normalized);

-- USAspending grants and contracts of ~20 civilian and regulatory agencies, FY2017 on.
create table spending_awards (
  generated_internal_id TEXT primary key,
  award_id TEXT,
  agency TEXT,
  sub_agency TEXT,
  award_category TEXT,           -- grants / contracts
  award_type TEXT,
  recipient_name TEXT,
  recipient_name_normalized TEXT, -- normalizeOrganization(recipient_name)
  recipient_uei TEXT,
  recipient_duns TEXT,
  recipient_id TEXT,
  recipient_location_state TEXT,
  award_amount REAL,
  total_outlays REAL,
  description TEXT,
  start_date TEXT,
  end_date TEXT,
  fiscal_year INTEGER,
  state_code TEXT,
  cfda_number TEXT,
  naics_code TEXT,
  naics_description TEXT
);
-- Secondary indexes: oversight-derive.sql, as for hearing_members.

-- Full-text indexes (external content, rebuilt by oversight-derive.sql).
create virtual table hearings_fts using fts5(title, chamber, committees, content='hearings');
create virtual table crs_reports_fts using fts5(title, authors, topics, summary, content='crs_reports');
create virtual table nominations_fts using fts5(description, organization, citation, status, content='nominations');
create virtual table gao_reports_fts using fts5(title, abstract, subjects, report_number, content='gao_reports');
create virtual table earmarks_fts using fts5(recipient, project_description, member_name, recipient_address,
  content='earmarks', content_rowid='id');
create virtual table spending_awards_fts using fts5(recipient_name, agency, sub_agency, content='spending_awards');
