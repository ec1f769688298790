-- Indexes for the entity pages (pages/pages.yaml) and the heaviest canned queries: each list a page
-- shows is read in the order it is shown, a page of rows at a time, instead of sorting every match,
-- and a leaderboard over a year of filings reads an index instead of every row; the build creates them with
-- the others and `snapshot pull` creates them in published archives that lack them
-- (service.yaml lists this file as databases.990data_public.indexes). The rowid that ends every
-- index is each table's id, the lists' tie-break.

-- /person?name=…: every listing of one name, matched in any case, with its filing and pay; and
-- each filing's EIN, year, form, amendment flag, e-file time and name, which decide whether the
-- listing counts (with idx_returns_year_type_ein below) and what the page shows of it. A person's
-- page reads both without a table row but for the rows it shows (at full scale, a name listed
-- 4,461 times: 57 ms a list, where reading the rows took 100-130).
create index if not exists idx_officers_name_pay on officers(person_name collate nocase, object_id,
  reportable_comp_filing_org, reportable_comp_related_org, other_compensation, benefits, expense_account);
create index if not exists idx_returns_oid_filing on returns(object_id, ein, tax_year, return_type, amended_return,
  return_ts, org_name);

-- /api/search/compensation with a state: officers walked in the search's order (pay, then id) with
-- their titles and filings, so a title that matches is checked against the filing's state and year
-- in idx_returns_state_oid, and only the page's officers and filings are read as rows (a state's
-- search walks up to twice as many officers as the state has filings before it reads the state's
-- filings instead).
create index if not exists idx_officers_pay_title_oid on officers(reportable_comp_filing_org desc, id, title, object_id);

-- /org/{ein}, grants made: a foundation's paid 990-PF grants and a charity's Schedule I grants,
-- largest first (a donor-advised-fund sponsor lists hundreds of thousands).
create index if not exists idx_grants_ein_type_amount on grants(ein, grant_type, amount desc);
create index if not exists idx_si990_ein_cash on schedule_i_990(ein, cash_grant_amt desc);

-- /org/{ein}, grants received: Schedule I grants naming the EIN, and paid 990-PF grants naming the
-- organisation's master-file name (990-PF recipients carry no EIN), largest first.
create index if not exists idx_si990_recip_ein_cash on schedule_i_990(recipient_ein, cash_grant_amt desc);
create index if not exists idx_grants_recip_type_amount on grants(recipient_name collate nocase, grant_type, amount desc);

-- /filing/{object_id}: the grant lines of one filing, largest first.
create index if not exists idx_grants_oid_amount on grants(object_id, amount desc);
create index if not exists idx_si990_oid_cash on schedule_i_990(object_id, cash_grant_amt desc);

-- The master file's organisations of one state by name (the bmf table page filtered by state, and
-- a first ad-hoc question), a page at a time instead of sorting a whole state.
create index if not exists idx_bmf_state_name on bmf(state, name);

-- The table pages of the filings and the master file filtered by the columns a person filters
-- first (a form, a year, a state, a subsection): a page in the table's own order (its key) read
-- from an index, where the index on the column alone left every match to be sorted on every visit
-- (scale 0.1: the Form 990 filings, 2 s; one state's organisations, 53 ms; the 501(c)(3)s, 106 ms).
create index if not exists idx_returns_type_oid on returns(return_type, object_id);
create index if not exists idx_returns_year_oid on returns(tax_year, object_id);
-- The year rides along for the pay search of a state and year (/api/search/compensation), which
-- takes this index for the state's filings and would otherwise read each filing's row for its year
-- (scale 0.1: 145 ms against 75 with idx_returns_state_year).
create index if not exists idx_returns_state_oid on returns(state, object_id, tax_year);
create index if not exists idx_bmf_subsection_ein on bmf(subsection, ein);
create index if not exists idx_bmf_state_ein on bmf(state, ein);

-- Filings by year and form, one organisation after another, with what picks the canonical filing:
-- filings_coverage, amended_returns and /api/coverage count and group them from the index alone
-- (at full scale 2 s and 0.24 s where reading the returns rows took over 10 s and 2.3 s).
create index if not exists idx_returns_year_type_ein on returns(tax_year, return_type, ein, amended_return, return_ts, object_id);
-- One form's filings year by year (the documented question on 990-T filings): that form's range of
-- an index, where idx_return_type had each filing's row read for its year (full scale: 9.2 s from a
-- cold disk and 0.16 s warm, now 7 ms).
create index if not exists idx_returns_type_year on returns(return_type, tax_year);

-- largest_charities_by_revenue: one year's Form 990 filings read in the order shown, largest revenue
-- first, each checked for canonicity by one probe of idx_returns_year_type_ein, until 100 are found
-- (state is in the index for the state filter). The canonical_returns window sorted every return of
-- the year first. Partial, so that counts over every form keep idx_returns_year_type_ein.
create index if not exists idx_returns_990_year_revenue on returns(tax_year, total_revenue desc, ein, state)
  where return_type = '990';
-- largest_foundations_by_assets: the same for 990-PF filings by the market value of their assets.
create index if not exists idx_returns_990pf_year_assets on returns(tax_year, fmv_assets_eoy desc, ein)
  where return_type = '990PF';

-- top_grant_recipients_by_year: one year's paid grants already grouped by recipient name in any
-- case, with what each group sums, so the query reads the index alone and sorts no grant.
create index if not exists idx_grants_year_type_recipient on grants(tax_year, grant_type, upper(recipient_name), ein, amount,
  recipient_name);

-- /api/search/programs: the programmes walked largest expenses first with their descriptions, so a
-- common word is answered from the first entries (full scale: 250 ms to 0.3 ms) and a rare one reads
-- this index rather than every table row (90 ms).
create index if not exists idx_progact_expenses_id_text on program_activities(expenses desc, id, description);

-- The documented question on the largest donor-advised-fund sponsors: each sponsor's grants summed
-- from the index alone (full scale: 236 ms to 109 ms).
create index if not exists idx_si_funder_name_amount on schedule_i_grants(funder_ein, funder_name, amount);
