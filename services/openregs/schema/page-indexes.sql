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
create index if not exists idx_member_votes_cast_congress_desc on member_votes(vote_cast, congress desc);
create index if not exists idx_hearing_members_role_name on hearing_members(role, name, package_id);
create index if not exists idx_fec_contributions_entity_date on fec_contributions(entity_tp, transaction_dt);
create index if not exists idx_lobbying_activities_issue_year_desc on lobbying_activities(issue_code, filing_year desc);
create index if not exists idx_spending_awards_agency_amount on spending_awards(agency, award_amount);
create index if not exists idx_spending_awards_category_amount on spending_awards(award_category, award_amount);
create index if not exists idx_spending_awards_year_amount on spending_awards(fiscal_year, award_amount);
-- A bill action's kind and source (no facets declared: reached by a value's link).
create index if not exists idx_legislation_actions_type_date on legislation_actions(action_type, action_date);
create index if not exists idx_legislation_actions_code_date on legislation_actions(action_code, action_date);

-- The same for tables of tens of thousands of rows at full scale (a sort of all matching rows
-- there is tens of milliseconds; reading twenty is none).
create index if not exists idx_dockets_type_modified on dockets(docket_type, last_modified);
create index if not exists idx_cfr_sections_title_section on cfr_sections(title_number, section_id);
create index if not exists idx_cfr_sections_part_section on cfr_sections(part_number, section_id);
create index if not exists idx_legislation_congress_introduced on legislation(congress, introduced_date);
create index if not exists idx_legislation_type_introduced on legislation(bill_type, introduced_date);
create index if not exists idx_roll_call_votes_chamber_date on roll_call_votes(chamber, date desc, congress, session, roll_call_number);
create index if not exists idx_roll_call_votes_congress_date on roll_call_votes(congress, date desc, chamber, session, roll_call_number);
create index if not exists idx_roll_call_votes_result_date on roll_call_votes(result, date desc, congress, chamber, session, roll_call_number);
create index if not exists idx_stock_trades_chamber_date on stock_trades(chamber, transaction_date);
create index if not exists idx_stock_trades_type_date on stock_trades(transaction_type, transaction_date);
create index if not exists idx_stock_trades_ticker_date on stock_trades(ticker, transaction_date);
create index if not exists idx_hearings_chamber_date on hearings(chamber, date_issued);
create index if not exists idx_hearings_congress_date on hearings(congress, date_issued);
create index if not exists idx_hearing_witnesses_organization_name on hearing_witnesses(organization, name);
create index if not exists idx_nominations_congress_received on nominations(congress, received_date);
create index if not exists idx_fec_candidates_office_name on fec_candidates(cand_office, cand_name, cand_id, cycle);
create index if not exists idx_fec_candidates_party_name on fec_candidates(cand_pty_affiliation, cand_name, cand_id, cycle);
create index if not exists idx_fec_candidates_state_name on fec_candidates(cand_office_st, cand_name, cand_id, cycle);
create index if not exists idx_fec_committees_type_name on fec_committees(cmte_tp, cmte_nm, cmte_id, cycle);
create index if not exists idx_fec_committees_party_name on fec_committees(cmte_pty_affiliation, cmte_nm, cmte_id, cycle);
create index if not exists idx_fara_registrant_docs_type_date on fara_registrant_docs(document_type, date_stamped);
-- Tables whose metadata declares a sort and no facets, narrowed by a column of a few values (a
-- comment's country or kind, a GAO product's class or type): at full scale each such page sorted
-- every match (comment_details by country, 228 ms on every visit; gao_reports by class, 83 ms).
create index if not exists idx_comment_details_country_received on comment_details(country, receive_date);
create index if not exists idx_comment_details_subtype_received on comment_details(subtype, receive_date);
create index if not exists idx_gao_reports_class_issued on gao_reports(doc_class, date_issued);
create index if not exists idx_gao_reports_type_issued on gao_reports(document_type, date_issued);

-- Facet and sort pairs the build's own domain files already index (same names, so the build makes
-- each once); here for published snapshots, whose indexes lead with the facet column alone.
create index if not exists idx_fec_operating_expenditures_cycle_date on fec_operating_expenditures(cycle, transaction_dt_iso);
create index if not exists idx_fec_operating_expenditures_entity_date on fec_operating_expenditures(entity_tp, transaction_dt_iso);
create index if not exists idx_fec_operating_expenditures_form_date on fec_operating_expenditures(form_tp_cd, transaction_dt_iso);
create index if not exists idx_fec_pac_summary_type_disb on fec_pac_summary(cmte_tp, ttl_disb desc, cmte_id, cycle);
create index if not exists idx_fec_pac_summary_disb_key on fec_pac_summary(ttl_disb desc, cmte_id, cycle);
create index if not exists idx_fec_independent_expenditures_sup_opp_amount on fec_independent_expenditures(sup_opp, exp_amo);
create index if not exists idx_fec_independent_expenditures_cycle_amount on fec_independent_expenditures(cycle, exp_amo);
create index if not exists idx_fec_communication_costs_sup_opp_amount on fec_communication_costs(sup_opp, transaction_amt);
create index if not exists idx_ig_reports_type_date on ig_reports(report_type, date_issued);
create index if not exists idx_ig_reports_oig_date on ig_reports(submitting_oig, date_issued);
create index if not exists idx_oira_reviews_decision_received on oira_reviews(decision, date_received);
-- New pairs.
create index if not exists idx_fec_pac_summary_cycle_disb on fec_pac_summary(cycle, ttl_disb desc, cmte_id);
create index if not exists idx_fec_independent_expenditures_office_amount on fec_independent_expenditures(can_office, exp_amo);
create index if not exists idx_fec_communication_costs_type_amount on fec_communication_costs(communication_tp, transaction_amt);
create index if not exists idx_fec_communication_costs_cycle_amount on fec_communication_costs(cycle, transaction_amt);
create index if not exists idx_oira_reviews_stage_received on oira_reviews(stage, date_received);
create index if not exists idx_oira_reviews_significant_received on oira_reviews(economically_significant, date_received);
create index if not exists idx_oira_meetings_source_date on oira_meetings(source, meeting_date_iso);
create index if not exists idx_oira_meetings_stage_date on oira_meetings(rule_stage, meeting_date_iso);
create index if not exists idx_dd_id_redirects_reason_merged on dd_id_redirects(reason, merged_at);

-- Default sorts with no index of their own: the unfiltered table page.
-- A descending sort on a column of few values (a year, a Congress) needs the index in that order:
-- walking an ascending one backwards gives each year's rows in descending key order, and sorting
-- them back is sorting a whole year.
create index if not exists idx_member_votes_congress_desc on member_votes(congress desc);
create index if not exists idx_lobbying_filings_year_desc on lobbying_filings(filing_year desc, filing_uuid);
create index if not exists idx_lobbying_activities_year_desc on lobbying_activities(filing_year desc);
create index if not exists idx_lobbying_contributions_year_desc on lobbying_contributions(filing_year desc);
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
create index if not exists idx_dockets_modified on dockets(last_modified);
create index if not exists idx_nomination_actions_date on nomination_actions(action_date);
create index if not exists idx_fec_candidates_name on fec_candidates(cand_name, cand_id, cycle);
create index if not exists idx_fec_committees_name on fec_committees(cmte_nm, cmte_id, cycle);
create index if not exists idx_fara_registrant_docs_date on fara_registrant_docs(date_stamped);
-- The raw transaction_dt (MM/DD/YYYY) does not sort by date; the page sorts on the ISO sidecar.
create index if not exists idx_fec_operating_expenditures_date_iso on fec_operating_expenditures(transaction_dt_iso);
create index if not exists idx_fec_communication_costs_amount on fec_communication_costs(transaction_amt);
create index if not exists idx_oira_meetings_date_iso on oira_meetings(meeting_date_iso);
create index if not exists idx_dd_id_redirects_merged on dd_id_redirects(merged_at);

-- The newcomer's first queries: a year's lobbying reports, newest first (without it, a whole year is
-- read and sorted to show twenty).
create index if not exists idx_lobbying_filings_year_received on lobbying_filings(filing_year, received_date);
-- LD-2 totals by client for an issue area and year, as the agent guide and the documented /api
-- questions write them (a filing's uuids from its activities, then its type, income and client):
-- both read from indexes alone, not from the rows scattered over the tables.
create index if not exists idx_lobbying_activities_issue_year_filing on lobbying_activities(issue_code, filing_year, filing_uuid);
create index if not exists idx_lobbying_filings_year_filing_totals on lobbying_filings(filing_year, filing_uuid, filing_type, income_amount, client_name);
-- Open comment periods as the agent guide and the documented /api question write them
-- (`julianday(comment_end_datetime) > julianday('now')`, not withdrawn): the few documents still open,
-- from an index on that expression, instead of every proposed and final rule (100 ms at full scale).
create index if not exists idx_documents_open_julianday on documents(julianday(comment_end_datetime)) where withdrawn = 0;

-- Entity pages (services/openregs/pages/pages.yaml): each list reads one index range in the order
-- it shows, and each chart aggregates one entity's rows from an index that covers them, so a page
-- never reads the rows of other entities nor sorts all of an entity's rows to show a page of them.
-- /member: trades per month by type; cosponsored bills, roll-call votes and floor speeches newest first.
create index if not exists idx_stock_trades_member_date_type on stock_trades(bioguide_id, transaction_date, transaction_type);
create index if not exists idx_legislation_cosponsors_member_date on legislation_cosponsors(bioguide_id, sponsorship_date, bill_id);
create index if not exists idx_member_votes_member_roll_call on member_votes(bioguide_id, congress, session, roll_call_number, chamber);
create index if not exists idx_crec_speakers_member_granule on crec_speakers(bioguide_id, granule_id);
-- /bill: floor speeches newest first; the clients whose lobbying reports cite it.
create index if not exists idx_crec_bills_bill_granule on crec_bills(bill_id, granule_id);
create index if not exists idx_lobbying_bills_bill_client on lobbying_bills(bill_id, client_name, filing_uuid, issue_code);
-- /docket: its documents open for comment; comments per month; its top commenting organisations.
create index if not exists idx_documents_docket_comment_end on documents(docket_id, comment_end_datetime)
  where comment_end_datetime is not null and withdrawn = 0;
create index if not exists idx_comments_docket_month on comments(docket_id, posted_year, posted_month);
create index if not exists idx_comments_docket_type_submitter on comments(docket_id, submitter_type, submitter_name, posted_date);
-- /agency: its dockets newest first; its documents open for comment; its spending per fiscal year.
create index if not exists idx_dockets_agency_modified_id on dockets(agency_id, last_modified, id);
create index if not exists idx_documents_agency_comment_end on documents(agency_id, comment_end_datetime)
  where comment_end_datetime is not null and withdrawn = 0;
create index if not exists idx_spending_awards_agency_year on spending_awards(agency, fiscal_year, award_category, award_amount);
-- /lobbying/client and /lobbying/registrant: LD-2 totals per year (and the reports' lobbyists),
-- the other party of the reports, the issue areas.
create index if not exists idx_lobbying_filings_client_year on lobbying_filings(client_name, filing_year, filing_type, income_amount, expense_amount, filing_uuid);
create index if not exists idx_lobbying_filings_client_registrant on lobbying_filings(client_name, registrant_name, filing_type, income_amount, filing_year);
create index if not exists idx_lobbying_filings_registrant_year on lobbying_filings(registrant_name, filing_year, filing_type, income_amount, expense_amount, filing_uuid);
create index if not exists idx_lobbying_filings_registrant_client on lobbying_filings(registrant_name, client_name, filing_type, income_amount, filing_year);
create index if not exists idx_lobbying_activities_client_issue on lobbying_activities(client_name, issue_code, filing_type, filing_year);
create index if not exists idx_lobbying_activities_registrant_issue on lobbying_activities(registrant_name, issue_code, filing_type, filing_year);
create index if not exists idx_lobbying_lobbyists_filing_name on lobbying_lobbyists(filing_uuid, lobbyist_name, covered_position);
