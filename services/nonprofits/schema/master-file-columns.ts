// The columns of master-file.sql's bmf and bmf_former tables, in physical order: the generator
// inserts rows by these names and /api/org/{ein} returns them, so the list is declared once
// (tests/nonprofits/data/schema.test.ts checks it against the built tables).

/** The IRS Business Master File extract: 28 columns, all TEXT except the three amounts. */
export const BMF_COLUMNS = [
  'ein',
  'name',
  'ico',
  'street',
  'city',
  'state',
  'zip',
  'grp',
  'subsection',
  'affiliation',
  'classification',
  'ruling',
  'deductibility',
  'foundation',
  'activity',
  'organization',
  'status',
  'tax_period',
  'asset_cd',
  'income_cd',
  'filing_req_cd',
  'pf_filing_req_cd',
  'acct_pd',
  'asset_amt',
  'income_amt',
  'revenue_amt',
  'ntee_cd',
  'sort_name',
] as const;

/** Organisations that left the file, as the last file listing them described them. */
export const BMF_FORMER_COLUMNS = [
  'ein',
  'name',
  'city',
  'state',
  'subsection',
  'ntee_cd',
  'ruling',
  'foundation',
  'status',
  'last_seen_asof',
  'dropped_asof',
] as const;
