-- Indexes for the pages the metadata invites: each table page opens in its default sort, and people
-- narrow it by a facet column. Without an index on (facet column, sort column) SQLite reads every
-- matching row and sorts them all to show twenty; with it, it reads twenty. Where the primary key
-- has several columns the index carries them too, in the page's order (the sort column's direction,
-- then the key ascending): SQLite sorts ties of a single last term cheaply, but not of several.
-- (Combinations an index of the table's own domain already serves are not repeated here.)
create index if not exists idx_documents_agency_posted on documents(agency_id, posted_date);
create index if not exists idx_documents_type_posted on documents(document_type, posted_date);
create index if not exists idx_documents_year_posted on documents(posted_year, posted_date);
create index if not exists idx_comments_submitter_type_posted on comments(submitter_type, posted_date);
create index if not exists idx_comments_year_posted on comments(posted_year, posted_date);
create index if not exists idx_legislation_cosponsors_original_date on legislation_cosponsors(is_original_cosponsor, sponsorship_date desc, bill_id, bioguide_id);
create index if not exists idx_congressional_record_chamber_date on congressional_record(chamber, date);
create index if not exists idx_congressional_record_class_date on congressional_record(granule_class, date);
create index if not exists idx_congressional_record_congress_date on congressional_record(congress, date);
create index if not exists idx_crec_bills_type_congress on crec_bills(bill_type, congress desc, granule_id, bill_number);
create index if not exists idx_member_votes_cast_congress on member_votes(vote_cast, congress);
create index if not exists idx_hearing_members_role_name on hearing_members(role, name, package_id);
create index if not exists idx_fec_contributions_entity_date on fec_contributions(entity_tp, transaction_dt);
create index if not exists idx_lobbying_activities_issue_year on lobbying_activities(issue_code, filing_year);
create index if not exists idx_spending_awards_agency_amount on spending_awards(agency, award_amount);
create index if not exists idx_spending_awards_category_amount on spending_awards(award_category, award_amount);
create index if not exists idx_spending_awards_year_amount on spending_awards(fiscal_year, award_amount);

-- Default sorts with no index of their own: the unfiltered table page.
create index if not exists idx_comment_details_receive_date on comment_details(receive_date);
create index if not exists idx_legislation_cosponsors_date on legislation_cosponsors(sponsorship_date desc, bill_id, bioguide_id);
create index if not exists idx_crec_speakers_name on crec_speakers(speaker_name, granule_id);
create index if not exists idx_crec_bills_congress on crec_bills(congress desc, granule_id, bill_type, bill_number);
create index if not exists idx_hearing_members_name on hearing_members(name, package_id);
create index if not exists idx_fec_contributions_date on fec_contributions(transaction_dt);
create index if not exists idx_fec_employer_to_candidate_amount on fec_employer_to_candidate(total_amount);
create index if not exists idx_fec_employer_to_party_amount on fec_employer_to_party(total_amount);
create index if not exists idx_fec_top_occupations_amount on fec_top_occupations(total_amount);
create index if not exists idx_spending_awards_amount on spending_awards(award_amount);
