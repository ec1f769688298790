-- The IRS Exempt Organizations Business Master File, its history and provenance.
CREATE TABLE bmf (
  ein TEXT PRIMARY KEY,
  name TEXT,
  ico TEXT,
  street TEXT,
  city TEXT,
  state TEXT,
  zip TEXT,
  grp TEXT,
  subsection TEXT,
  affiliation TEXT,
  classification TEXT,
  ruling TEXT,
  deductibility TEXT,
  foundation TEXT,
  activity TEXT,
  organization TEXT,
  status TEXT,
  tax_period TEXT,
  asset_cd TEXT,
  income_cd TEXT,
  filing_req_cd TEXT,
  pf_filing_req_cd TEXT,
  acct_pd TEXT,
  asset_amt INTEGER,
  income_amt INTEGER,
  revenue_amt INTEGER,
  ntee_cd TEXT,
  sort_name TEXT
);

-- Organisations of an earlier master file that are absent from the current one, as that file last
-- described them (ruling, foundation and status coded as in bmf).
CREATE TABLE bmf_former (
  ein TEXT PRIMARY KEY,
  name TEXT,
  city TEXT,
  state TEXT,
  subsection TEXT,
  ntee_cd TEXT,
  ruling TEXT,
  foundation TEXT,
  status TEXT,
  last_seen_asof TEXT,
  dropped_asof TEXT
);

-- Where each filer's returns.ntee_code came from: 'bmf' (current file) or 'prior_bmf_kept', and the
-- as-of date of the file the code was read from.
CREATE TABLE returns_ntee_source (
  ein TEXT PRIMARY KEY,
  ntee_code TEXT,
  source TEXT,
  source_asof TEXT
);

-- Provenance of the loaded master file (one row): when it was loaded (ISO UTC), its as-of date,
-- the regional extract files with their row counts, and a hash of its (ein, name) lines.
CREATE TABLE bmf_source_meta (
  loaded_utc TEXT,
  as_of_date TEXT,
  source_files TEXT,
  row_count INTEGER,
  content_sha256 TEXT
);

CREATE TABLE build_metadata (
  key TEXT PRIMARY KEY,
  value TEXT
);
