-- Detail lines of 990-PF filings. grants.ein is the funder (the filer), never the recipient.
CREATE TABLE grants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  grant_type TEXT,
  recipient_name TEXT,
  recipient_city TEXT,
  recipient_state TEXT,
  recipient_country TEXT,
  recipient_zip TEXT,
  relationship TEXT,
  foundation_status TEXT,
  purpose TEXT,
  amount INTEGER,
  grant_date TEXT,
  expended_amount INTEGER,
  tax_year INTEGER
);

CREATE TABLE contributors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  contributor_name TEXT,
  city TEXT,
  state TEXT,
  zip TEXT,
  amount INTEGER,
  contributor_type TEXT
);

CREATE TABLE capital_gains (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  property_desc TEXT,
  how_acquired TEXT,
  acquired_date TEXT,
  sold_date TEXT,
  gross_sale_price INTEGER,
  cost_basis INTEGER,
  gain_or_loss INTEGER
);

CREATE TABLE investments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  investment_type TEXT,
  description TEXT,
  book_value INTEGER,
  fmv INTEGER,
  cost_basis INTEGER
);

CREATE TABLE program_activities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  activity_num INTEGER,
  description TEXT,
  expenses INTEGER
);

CREATE TABLE program_investments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id TEXT NOT NULL,
  ein TEXT,
  description TEXT,
  amount INTEGER
);
