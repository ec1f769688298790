-- Officers with their filing's form and year, and the form's own total pay (each form fills three
-- of the five pay columns, so NULLs count as 0). Related-org pay may be counted again when the
-- related organisation lists the same person on its own return.
CREATE VIEW officer_total_comp AS
SELECT
  o.id, o.object_id, o.ein, o.person_name, o.title, o.avg_hours_per_week,
  o.reportable_comp_filing_org, o.reportable_comp_related_org, o.other_compensation,
  o.benefits, o.expense_account,
  r.return_type, r.tax_year,
  coalesce(o.reportable_comp_filing_org, 0) + coalesce(o.reportable_comp_related_org, 0)
    + coalesce(o.other_compensation, 0) + coalesce(o.benefits, 0) + coalesce(o.expense_account, 0) AS total_comp
FROM officers o
JOIN returns r ON r.object_id = o.object_id;

-- One filing per (ein, tax_year, return_type), never across types: amended filings first, then the
-- latest e-file timestamp compared in UTC (missing or unreadable last), then the larger object_id.
-- Filter on ein or tax_year so SQLite pushes the filter into the window subquery.
CREATE VIEW canonical_returns AS
SELECT
  object_id, ein, org_name, state, tax_year, tax_period_end, return_type, ntee_code,
  total_revenue, total_expenses, program_expenses, fundraising_expenses, management_expenses,
  total_assets_eoy, officer_comp, source_file, parse_error, contributions_received, dividends,
  interest_income, net_gain_sale_assets, contributions_paid, fmv_assets_eoy, net_assets_eoy,
  grants_payable_eoy, qualifying_distributions, distributable_amount, min_investment_return,
  excess_distribution_cyov, total_functional_expenses, return_version, contractors_over_100k_cnt,
  amended_return, return_ts, name_line1, name_line2, name_rule_class, name_street_suffix,
  group_exemption_num, group_return_for_affiliates_ind, all_affiliates_included_ind,
  voting_members_cnt, voting_members_independent_cnt, total_employee_cnt, total_volunteers_cnt,
  gross_receipts, formation_year, legal_domicile_state, activity_or_mission_desc, mission_desc,
  website, principal_officer_name
FROM (
  SELECT
    r.*,
    row_number() OVER (
      PARTITION BY r.ein, r.tax_year, r.return_type
      ORDER BY
        CASE WHEN r.amended_return = 1 THEN 0 ELSE 1 END,
        datetime(r.return_ts) IS NULL,
        datetime(r.return_ts) DESC,
        r.object_id DESC
    ) AS filing_rank
  FROM returns r
)
WHERE filing_rank = 1;
