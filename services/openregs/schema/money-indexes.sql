-- Money domain: secondary indexes of the base tables, run at the end of the domain's generate()
-- (building an index over loaded rows is much faster than maintaining it row by row) and so
-- before any domain's derive SQL reads these tables.

-- ---------------------------------------------------------------- lobbying (Senate LDA)
create index idx_lobbying_filings_filing_type on lobbying_filings(filing_type);
-- Leads with client_name (the published service's index) and covers explore_lobbying_client's
-- columns, so the substring search over client names scans the index instead of the table.
create index idx_lobbying_filings_client_name on lobbying_filings(client_name, filing_type, income_amount, registrant_name, filing_year);
create index idx_lobbying_filings_filing_year on lobbying_filings(filing_year);
create index idx_lobbying_filings_client_state on lobbying_filings(client_state);
create index idx_lobbying_filings_registrant_state on lobbying_filings(registrant_state);
create index idx_lobbying_filings_registrant_house_id on lobbying_filings(registrant_house_id) where registrant_house_id is not null;
create index idx_lobbying_filings_client_government_entity on lobbying_filings(client_government_entity) where client_government_entity = 1;
-- (client_name, filing_year, filing_period) serves both the client lookups and
-- explore_lobbying_activity's newest-first order without a sort.
create index idx_lobbying_activities_client_name on lobbying_activities(client_name, filing_year, filing_period);
create index idx_lobbying_activities_client_name_normalized on lobbying_activities(client_name_normalized);
create index idx_lobbying_activities_issue_code on lobbying_activities(issue_code);
create index idx_lobbying_activities_filing_year on lobbying_activities(filing_year);
create index idx_lobbying_activities_filing_uuid on lobbying_activities(filing_uuid);
create index idx_lobbying_activities_registrant_name on lobbying_activities(registrant_name);
create index idx_lobbying_lobbyists_filing_uuid on lobbying_lobbyists(filing_uuid);
create index idx_lobbying_lobbyists_lobbyist_name on lobbying_lobbyists(lobbyist_name);
create index idx_lobbying_lobbyists_covered_position on lobbying_lobbyists(covered_position)
  where covered_position is not null and covered_position != '';
create index idx_lobbying_contributions_filing_year on lobbying_contributions(filing_year);
create index idx_lobbying_contributions_recipient_name on lobbying_contributions(recipient_name);
create index idx_lobbying_contributions_filing_uuid on lobbying_contributions(filing_uuid);
create index idx_lobbying_bills_bill_id on lobbying_bills(bill_id);
create index idx_lobbying_bills_filing_uuid on lobbying_bills(filing_uuid);
create index idx_lobbying_bills_client_name on lobbying_bills(client_name);
create index idx_lobbying_affiliated_orgs_filing_uuid on lobbying_affiliated_orgs(filing_uuid);
create index idx_lobbying_affiliated_orgs_org_name on lobbying_affiliated_orgs(org_name);

-- ---------------------------------------------------------------- FARA
create index idx_fara_registrants_name on fara_registrants(name);
create index idx_fara_registrants_name_normalized on fara_registrants(name_normalized);
create index idx_fara_foreign_principals_registration_number on fara_foreign_principals(registration_number);
create index idx_fara_foreign_principals_country on fara_foreign_principals(country);
create index idx_fara_foreign_principals_foreign_principal on fara_foreign_principals(foreign_principal);
create index idx_fara_short_forms_registration_number on fara_short_forms(registration_number);
create index idx_fara_short_forms_name on fara_short_forms(last_name, first_name);
create index idx_fara_registrant_docs_registration_number on fara_registrant_docs(registration_number);
create index idx_fara_registrant_docs_document_type on fara_registrant_docs(document_type);

-- ---------------------------------------------------------------- FEC
create index idx_fec_candidates_cand_name on fec_candidates(cand_name);
create index idx_fec_candidates_cand_office on fec_candidates(cand_office);
create index idx_fec_candidates_cand_office_st on fec_candidates(cand_office_st);
create index idx_fec_committees_cmte_nm on fec_committees(cmte_nm);
create index idx_fec_committees_connected_org_nm on fec_committees(connected_org_nm) where connected_org_nm is not null and connected_org_nm != '';
create index idx_fec_committees_cand_id on fec_committees(cand_id) where cand_id is not null and cand_id != '';
-- (cand_id, transaction_tp) also serves lookups by cand_id alone.
create index idx_fec_contributions_cand_tp on fec_contributions(cand_id, transaction_tp);
create index idx_fec_contributions_cmte_id on fec_contributions(cmte_id);
create index idx_fec_contributions_cycle on fec_contributions(cycle);
create index idx_fec_contributions_transaction_amt on fec_contributions(transaction_amt);
create index idx_fec_candidate_crosswalk_bioguide_id on fec_candidate_crosswalk(bioguide_id);
create index idx_fec_employer_totals_total_amount on fec_employer_totals(total_amount);
create index idx_fec_employer_to_candidate_employer on fec_employer_to_candidate(employer);
create index idx_fec_employer_to_candidate_cand_id on fec_employer_to_candidate(cand_id);
create index idx_fec_employer_to_candidate_bioguide_id on fec_employer_to_candidate(bioguide_id);
create index idx_fec_top_occupations_employer on fec_top_occupations(employer);

-- ---------------------------------------------------------------- FEC disbursements
-- Where a column is also a facet of the table's page, its index carries the page's sort column
-- second: it still serves lookups by the column alone, and the faceted page reads in order
-- (page-indexes.sql repeats these under the same names, for published snapshots).
create index idx_fec_operating_expenditures_cmte_id on fec_operating_expenditures(cmte_id);
create index idx_fec_operating_expenditures_name on fec_operating_expenditures(name);
create index idx_fec_operating_expenditures_transaction_amt on fec_operating_expenditures(transaction_amt);
create index idx_fec_operating_expenditures_transaction_dt on fec_operating_expenditures(transaction_dt);
create index idx_fec_operating_expenditures_cycle_date on fec_operating_expenditures(cycle, transaction_dt_iso);
create index idx_fec_operating_expenditures_purpose on fec_operating_expenditures(purpose);
create index idx_fec_operating_expenditures_entity_date on fec_operating_expenditures(entity_tp, transaction_dt_iso);
create index idx_fec_operating_expenditures_form_date on fec_operating_expenditures(form_tp_cd, transaction_dt_iso);
-- Pages of the summary sort by ttl_disb descending, then its two-column key: its indexes carry both.
create index idx_fec_pac_summary_cmte_nm on fec_pac_summary(cmte_nm);
create index idx_fec_pac_summary_type_disb on fec_pac_summary(cmte_tp, ttl_disb desc, cmte_id, cycle);
create index idx_fec_pac_summary_disb_key on fec_pac_summary(ttl_disb desc, cmte_id, cycle);
create index idx_fec_pac_summary_ind_exp on fec_pac_summary(ind_exp);
create index idx_fec_independent_expenditures_cand_id on fec_independent_expenditures(cand_id);
create index idx_fec_independent_expenditures_spe_id on fec_independent_expenditures(spe_id);
create index idx_fec_independent_expenditures_sup_opp_amount on fec_independent_expenditures(sup_opp, exp_amo);
create index idx_fec_independent_expenditures_exp_amo on fec_independent_expenditures(exp_amo);
create index idx_fec_independent_expenditures_exp_date on fec_independent_expenditures(exp_date);
create index idx_fec_independent_expenditures_cycle_amount on fec_independent_expenditures(cycle, exp_amo);
create index idx_fec_electioneering_cand_id on fec_electioneering(cand_id);
create index idx_fec_electioneering_cmte_id on fec_electioneering(cmte_id);
create index idx_fec_communication_costs_cand_id on fec_communication_costs(cand_id);
create index idx_fec_communication_costs_cmte_id on fec_communication_costs(cmte_id);
create index idx_fec_communication_costs_sup_opp_amount on fec_communication_costs(sup_opp, transaction_amt);
