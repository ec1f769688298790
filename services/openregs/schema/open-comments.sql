-- open_comments: the documents whose comment period has not ended, a daily snapshot kept
-- separate from the weekly archive. Same columns as openregs.documents with dates cut to
-- YYYY-MM-DD, plus perpetual_docket; comment_end_datetime keeps the closing instant.
create table documents (
  id text primary key,
  agency_id text,
  docket_id text,
  title text,
  document_type text,
  subtype text,
  posted_date text,
  posted_year integer,
  posted_month integer,
  comment_start_date text,
  comment_end_date text,
  perpetual_docket integer,
  last_modified text,
  fr_doc_num text,
  open_for_comment integer,
  withdrawn integer,
  object_id text,
  comment_end_datetime text
);
create index documents_agency_id on documents (agency_id);
create index documents_comment_end_date on documents (comment_end_date);
create index documents_comment_end_datetime on documents (comment_end_datetime);
create index documents_withdrawn on documents (withdrawn);
create index documents_perpetual_docket on documents (perpetual_docket);

create table dockets (
  id text primary key,
  agency_id text
);

create table _metadata (
  key text primary key,
  value text
);
