-- Indexes for the pages the metadata invites: each table page opens in its default sort, and people
-- narrow it by a facet column. Without an index on (facet column, sort column) SQLite reads every
-- matching row and sorts them all to show twenty; with it, it reads twenty. (Combinations an index
-- of the table's own domain already serves are not repeated here.)
create index if not exists idx_documents_agency_posted on documents(agency_id, posted_date);
create index if not exists idx_documents_type_posted on documents(document_type, posted_date);
create index if not exists idx_documents_year_posted on documents(posted_year, posted_date);
create index if not exists idx_comments_submitter_type_posted on comments(submitter_type, posted_date);
create index if not exists idx_comments_year_posted on comments(posted_year, posted_date);
create index if not exists idx_legislation_cosponsors_original_date on legislation_cosponsors(is_original_cosponsor, sponsorship_date);
create index if not exists idx_congressional_record_chamber_date on congressional_record(chamber, date);
create index if not exists idx_congressional_record_class_date on congressional_record(granule_class, date);
create index if not exists idx_congressional_record_congress_date on congressional_record(congress, date);
create index if not exists idx_crec_bills_type_congress on crec_bills(bill_type, congress);
create index if not exists idx_member_votes_cast_congress on member_votes(vote_cast, congress);
create index if not exists idx_hearing_members_role_name on hearing_members(role, name);
create index if not exists idx_fec_contributions_entity_date on fec_contributions(entity_tp, transaction_dt);
create index if not exists idx_lobbying_activities_issue_year on lobbying_activities(issue_code, filing_year);
create index if not exists idx_spending_awards_agency_amount on spending_awards(agency, award_amount);
create index if not exists idx_spending_awards_category_amount on spending_awards(award_category, award_amount);
create index if not exists idx_spending_awards_year_amount on spending_awards(fiscal_year, award_amount);
