-- Indexes, created after the bulk load (faster than maintaining them row by row).
CREATE INDEX idx_return_type ON returns(return_type);
CREATE INDEX idx_tax_year ON returns(tax_year);
CREATE INDEX idx_returns_ein_type ON returns(ein, return_type);
CREATE INDEX idx_returns_ein_year_oid ON returns(ein, tax_year DESC, object_id DESC);
CREATE INDEX idx_returns_year_type ON returns(tax_year, return_type);
CREATE INDEX idx_returns_state_year ON returns(state, tax_year);

CREATE INDEX idx_grants_type ON grants(grant_type);
CREATE INDEX idx_grants_amount ON grants(amount);
CREATE INDEX idx_grants_ein_type ON grants(ein, grant_type);
CREATE INDEX idx_grants_oid_type ON grants(object_id, grant_type);
CREATE INDEX idx_grants_year_amount ON grants(tax_year, amount DESC);
CREATE INDEX idx_grants_ein_recip ON grants(ein, recipient_name COLLATE NOCASE);
CREATE INDEX idx_grants_recip_type ON grants(recipient_name COLLATE NOCASE, grant_type);

CREATE INDEX idx_officers_oid ON officers(object_id);
CREATE INDEX idx_officers_ein ON officers(ein);
CREATE INDEX idx_officers_comp ON officers(reportable_comp_filing_org DESC);

CREATE INDEX idx_contributors_oid ON contributors(object_id);
CREATE INDEX idx_contributors_ein ON contributors(ein);
CREATE INDEX idx_capgains_oid ON capital_gains(object_id);
CREATE INDEX idx_capgains_ein ON capital_gains(ein);
CREATE INDEX idx_investments_oid ON investments(object_id);
CREATE INDEX idx_investments_ein ON investments(ein);
CREATE INDEX idx_progact_oid ON program_activities(object_id);
CREATE INDEX idx_progact_ein ON program_activities(ein);
CREATE INDEX idx_proginv_oid ON program_investments(object_id);
CREATE INDEX idx_proginv_ein ON program_investments(ein);
CREATE INDEX idx_contractors_oid ON contractors(object_id);
CREATE INDEX idx_contractors_ein ON contractors(ein);
CREATE INDEX idx_topempl_oid ON top_employees(object_id);
CREATE INDEX idx_topempl_ein ON top_employees(ein);
CREATE INDEX idx_si990_oid ON schedule_i_990(object_id);
CREATE INDEX idx_si990_ein ON schedule_i_990(ein);
CREATE INDEX idx_si990_recip_ein ON schedule_i_990(recipient_ein);
CREATE INDEX idx_relorg_oid ON related_orgs(object_id);
CREATE INDEX idx_relorg_ein ON related_orgs(ein);
CREATE INDEX idx_relorg_related_ein ON related_orgs(related_ein);

CREATE INDEX idx_governance_oid ON returns_governance(object_id);
CREATE INDEX idx_checklist_oid ON returns_checklist(object_id);

CREATE INDEX idx_si_funder ON schedule_i_grants(funder_ein);
CREATE INDEX idx_si_recipient ON schedule_i_grants(recipient_name);
CREATE INDEX idx_si_recipient_nocase ON schedule_i_grants(recipient_name COLLATE NOCASE);
CREATE INDEX idx_si_recipient_ein ON schedule_i_grants(recipient_ein);
CREATE INDEX idx_si_year ON schedule_i_grants(tax_year);
CREATE INDEX idx_si_amount ON schedule_i_grants(amount);
CREATE INDEX idx_si_funder_year_amt ON schedule_i_grants(funder_ein, tax_year, amount DESC);

CREATE INDEX idx_bmf_ntee ON bmf(ntee_cd);
CREATE INDEX idx_bmf_name_upper ON bmf(UPPER(name));
CREATE INDEX idx_bmf_subsection ON bmf(subsection);
CREATE INDEX idx_bmf_state ON bmf(state);
CREATE INDEX idx_bmf_foundation ON bmf(foundation);
CREATE INDEX idx_bmf_name_nocase ON bmf(name COLLATE NOCASE);
