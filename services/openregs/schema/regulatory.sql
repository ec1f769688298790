-- Regulatory domain of openregs: Federal Register, presidential documents, Regulations.gov
-- dockets/documents/comments, the FR ↔ Regulations.gov cross-reference and the eCFR.
-- Secondary indexes are created in regulatory-derive.sql, after the bulk load (building an index
-- once over loaded rows is several times faster than maintaining it row by row).

create table federal_register (
  document_number text primary key,
  title text,
  type text,
  abstract text,
  publication_date text,
  pub_year integer,
  pub_month integer,
  html_url text,
  pdf_url text,
  agency_names text,
  agency_ids text,
  excerpts text,
  regulation_id_numbers text
);

create table agencies (
  id integer primary key,
  name text,
  raw_name text,
  slug text,
  parent_id integer
);

create table federal_register_agencies (
  document_number text references federal_register (document_number),
  agency_id integer references agencies (id),
  primary key (document_number, agency_id)
);

create table presidential_documents (
  document_number text primary key,
  title text,
  document_type text,
  executive_order_number integer,
  signing_date text,
  publication_date text,
  html_url text,
  abstract text
);

create table dockets (
  id text primary key,
  agency_id text,
  title text,
  docket_type text,
  last_modified text,
  object_id text
);

-- comment_end_datetime: the closing instant in UTC; comment_end_date is its UTC date.
create table documents (
  id text primary key,
  agency_id text,
  docket_id text references dockets (id),
  title text,
  document_type text,
  subtype text,
  posted_date text,
  posted_year integer,
  posted_month integer,
  comment_start_date text,
  comment_end_date text,
  last_modified text,
  fr_doc_num text,
  open_for_comment integer,
  withdrawn integer,
  object_id text,
  comment_end_datetime text
);

-- organization: the submitting organisation named on the comment, when there is one.
create table comments (
  id text primary key,
  agency_id text,
  docket_id text,
  title text,
  submitter_name text,
  submitter_type text,
  document_type text,
  posted_date text,
  posted_year integer,
  posted_month integer,
  last_modified text,
  withdrawn integer,
  object_id text,
  organization text
);

create table comment_details (
  id text primary key references comments (id),
  comment_text text,
  organization text,
  organization_normalized text,
  first_name text,
  last_name text,
  city text,
  state_province text,
  zip text,
  country text,
  subtype text,
  category text,
  tracking_number text,
  duplicate_comments integer,
  comment_on_document_id text references documents (id),
  receive_date text,
  postmark_date text,
  gov_agency text,
  gov_agency_type text,
  page_count integer,
  attachment_count integer,
  attachment_urls text
);

-- Filled by regulatory-derive.sql from the matching rules, so every pair resolves.
create table fr_regs_crossref (
  fr_document_number text references federal_register (document_number),
  regs_document_id text references documents (id),
  primary key (fr_document_number, regs_document_id)
);

-- Filled by regulatory-derive.sql: each regs.gov agency code's most-attached FR agency.
create table agency_map (
  regs_code text primary key,
  fr_agency_id integer,
  fr_agency_name text,
  fr_raw_name text
);

-- heading / content are virtual aliases of section_heading / full_text: either name works.
create table cfr_sections (
  section_id text primary key,
  title_number integer,
  title_name text,
  chapter text,
  subchapter text,
  part_number text,
  part_name text,
  subpart text,
  subpart_name text,
  section_number text,
  section_heading text,
  agency text,
  authority text,
  source_citation text,
  amendment_citations text,
  full_text text,
  heading text generated always as (section_heading) virtual,
  content text generated always as (full_text) virtual
);

-- OIRA (reginfo.gov) reviews of agency rules under Executive Order 12866, and the meetings OIRA
-- held with outside parties about rules under review, with who attended. No key on the reviews:
-- a rule can be reviewed several times, and the published loader repeats some reviews.
create table oira_reviews (
  rin TEXT,
  agency_code TEXT,              -- first four digits of the RIN (reginfo's code, not agencies.id)
  title TEXT,
  stage TEXT,
  economically_significant TEXT,
  date_received TEXT,            -- YYYY-MM-DD
  date_completed TEXT,           -- YYYY-MM-DD; '' while under review
  decision TEXT,                 -- '' while under review
  date_published TEXT,           -- Federal Register publication, YYYY-MM-DD; '' when not published
  major TEXT
);

create table oira_meetings (
  meeting_id TEXT PRIMARY KEY,   -- reginfo's number, or gen_ + 12 hex for bulk-file rows without one
  rin TEXT,
  title TEXT,
  agency_acronym TEXT,
  rule_stage TEXT,
  meeting_date TEXT,             -- as the source gives it: DD-MON-YY (bulk file), MM/DD/YYYY HH:MM AM (site)
  meeting_date_iso TEXT,         -- YYYY-MM-DD read from either
  requestor_org TEXT,
  requestor_name TEXT,
  meeting_type TEXT,
  type_cd TEXT,
  source TEXT                    -- xml / scrape
);

create table oira_meeting_attendees (
  meeting_id TEXT,
  attendee_name TEXT,
  attendee_org TEXT,
  participation_type TEXT,       -- In Person / Teleconference / ''
  is_government INTEGER DEFAULT 0
);

create table build_metadata (
  key text primary key,
  value text
);

-- Full-text indexes (default unicode61 tokenizer), joined to their source on rowid.
create virtual table federal_register_fts using fts5(title, abstract, agency_names, excerpts, content='federal_register');
create virtual table documents_fts using fts5(title, agency_id, document_type, content='documents');
-- organization comes last, after the published service's five columns.
create virtual table comments_fts using fts5(title, submitter_name, agency_id, submitter_type, docket_id, organization, content='comments');
create virtual table cfr_fts using fts5(section_number, section_heading, part_name, agency, full_text, content='cfr_sections');
-- Stores its own text: rowid = dockets.rowid, summary from docket_summary.
create virtual table dockets_fts using fts5(title, agency_id, summary);
