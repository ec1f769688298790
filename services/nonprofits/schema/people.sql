-- People listed on filings. Role flags are Form 990 check boxes (NULL on 990-EZ and 990-PF rows);
-- benefits and expense_account exist on 990-EZ/990-PF only, related-org and other pay on 990 only.
-- compensation is the deprecated legacy copy of the filing-org pay.
CREATE TABLE officers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  person_name TEXT,
  title TEXT,
  avg_hours_per_week REAL,
  compensation INTEGER,
  benefits INTEGER,
  expense_account INTEGER,
  reportable_comp_filing_org INTEGER,
  reportable_comp_related_org INTEGER,
  other_compensation INTEGER,
  is_highest_compensated_employee INTEGER,
  is_officer INTEGER,
  is_individual_trustee INTEGER,
  is_institutional_trustee INTEGER,
  is_key_employee INTEGER,
  is_former INTEGER
);

-- Highest-paid non-officer employees of 990-PF filers.
CREATE TABLE top_employees (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  person_name TEXT,
  title TEXT,
  avg_hours_per_week REAL,
  compensation INTEGER,
  benefits INTEGER,
  expense_account INTEGER,
  reportable_comp_filing_org INTEGER,
  reportable_comp_related_org INTEGER,
  other_compensation INTEGER
);

-- The five highest-paid independent contractors (Form 990 above $100K, 990-PF above $50K).
CREATE TABLE contractors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  contractor_name TEXT,
  city TEXT,
  state TEXT,
  service_type TEXT,
  compensation INTEGER
);
