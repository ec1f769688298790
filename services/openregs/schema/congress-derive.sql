-- Congress domain, after every domain has generated: indexes on the bulk-loaded tables, the
-- denormalized member statistics, precomputed tables, views and the FTS indexes. Everything
-- here is computed from the base tables, so it always agrees with them.

-- Indexes on the big tables (built once after the load; every canned-query access path).
CREATE INDEX idx_legislation_actions_bill ON legislation_actions (bill_id);
CREATE INDEX idx_legislation_actions_date ON legislation_actions (action_date);
CREATE INDEX idx_legislation_subjects_subject ON legislation_subjects (subject);
CREATE INDEX idx_legislation_cosponsors_bioguide ON legislation_cosponsors (bioguide_id, is_original_cosponsor);
CREATE INDEX idx_legislation_cosponsors_bill ON legislation_cosponsors (bill_id, party, bioguide_id);
CREATE INDEX idx_legislation_cosponsors_original ON legislation_cosponsors (is_original_cosponsor);
CREATE INDEX idx_congressional_record_date ON congressional_record (date, chamber, page_start);
CREATE INDEX idx_congressional_record_chamber ON congressional_record (chamber);
CREATE INDEX idx_congressional_record_congress ON congressional_record (congress, chamber, date);
CREATE INDEX idx_congressional_record_class ON congressional_record (granule_class);
CREATE INDEX idx_crec_speakers_speaker ON crec_speakers (speaker_name);
CREATE INDEX idx_crec_speakers_bioguide ON crec_speakers (bioguide_id);
CREATE INDEX idx_crec_speakers_granule ON crec_speakers (granule_id);
CREATE INDEX idx_crec_bills_bill ON crec_bills (bill_id);
CREATE INDEX idx_crec_bills_type_number ON crec_bills (bill_type, bill_number);
CREATE INDEX idx_member_votes_bioguide ON member_votes (bioguide_id);
CREATE INDEX idx_member_votes_roll_call ON member_votes (congress, chamber, session, roll_call_number, party, vote_cast);
CREATE INDEX idx_member_votes_party ON member_votes (party);

-- committee_sic_ranges: one row per comma-separated item of committee_jurisdiction.sic_codes
-- ("1311-1389" is a range, "2911" a single code).
INSERT INTO committee_sic_ranges (committee_id, sic_start, sic_end, jurisdiction_tier)
WITH RECURSIVE items (committee_id, tier, item, rest) AS (
  SELECT committee_id, jurisdiction_tier, '', sic_codes || ',' FROM committee_jurisdiction
  UNION ALL
  SELECT committee_id, tier, trim(substr(rest, 1, instr(rest, ',') - 1)), substr(rest, instr(rest, ',') + 1)
  FROM items WHERE rest != ''
)
SELECT committee_id,
  CAST(CASE WHEN instr(item, '-') > 0 THEN substr(item, 1, instr(item, '-') - 1) ELSE item END AS INTEGER),
  CAST(CASE WHEN instr(item, '-') > 0 THEN substr(item, instr(item, '-') + 1) ELSE item END AS INTEGER),
  tier
FROM items WHERE item != '';

-- Denormalized member statistics. FEC money comes through the crosswalk: "received" counts
-- only contributions (24K/24Z); independent expenditures for (24E) and against (24A) apart.
CREATE TEMP TABLE member_fec AS
SELECT x.bioguide_id,
  CAST(total(CASE WHEN c.transaction_tp IN ('24K', '24Z') THEN c.transaction_amt END) AS INTEGER) AS received,
  CAST(total(CASE WHEN c.transaction_tp = '24E' THEN c.transaction_amt END) AS INTEGER) AS ie_for,
  CAST(total(CASE WHEN c.transaction_tp = '24A' THEN c.transaction_amt END) AS INTEGER) AS ie_against
FROM fec_candidate_crosswalk x JOIN fec_contributions c ON c.cand_id = x.fec_candidate_id
GROUP BY x.bioguide_id;
CREATE INDEX temp.idx_member_fec ON member_fec (bioguide_id);

UPDATE congress_members SET
  trade_count = (SELECT count(*) FROM stock_trades st WHERE st.bioguide_id = congress_members.bioguide_id),
  speech_count = (SELECT count(*) FROM crec_speakers cs WHERE cs.bioguide_id = congress_members.bioguide_id),
  bills_sponsored = (SELECT count(*) FROM legislation l WHERE l.sponsor_bioguide_id = congress_members.bioguide_id),
  vote_count = (SELECT count(*) FROM member_votes mv WHERE mv.bioguide_id = congress_members.bioguide_id),
  fec_total_received = coalesce((SELECT received FROM member_fec f WHERE f.bioguide_id = congress_members.bioguide_id), 0),
  fec_ie_for = coalesce((SELECT ie_for FROM member_fec f WHERE f.bioguide_id = congress_members.bioguide_id), 0),
  fec_ie_against = coalesce((SELECT ie_against FROM member_fec f WHERE f.bioguide_id = congress_members.bioguide_id), 0);
DROP TABLE temp.member_fec;

-- Views.
CREATE VIEW member_stats AS
SELECT bioguide_id, trade_count, speech_count, bills_sponsored, vote_count, fec_total_received, fec_ie_for, fec_ie_against
FROM congress_members;

CREATE VIEW member_overview AS
SELECT cm.bioguide_id, cm.full_name, cm.party, cm.state, cm.chamber, cm.is_current,
  (SELECT count(*) FROM stock_trades st WHERE st.bioguide_id = cm.bioguide_id) AS trade_count,
  (SELECT count(*) FROM crec_speakers cs WHERE cs.bioguide_id = cm.bioguide_id) AS speech_count,
  (SELECT count(*) FROM legislation l WHERE l.sponsor_bioguide_id = cm.bioguide_id) AS bills_sponsored,
  (SELECT min(nullif(transaction_date, '')) FROM stock_trades st WHERE st.bioguide_id = cm.bioguide_id) AS first_trade,
  (SELECT max(nullif(transaction_date, '')) FROM stock_trades st WHERE st.bioguide_id = cm.bioguide_id) AS last_trade,
  (SELECT group_concat(DISTINCT ticker) FROM stock_trades st WHERE st.bioguide_id = cm.bioguide_id AND st.ticker != '') AS top_tickers
FROM congress_members cm
WHERE cm.is_current = 1
ORDER BY trade_count DESC;

CREATE VIEW committee_member_trades AS
SELECT m.committee_id, c.name AS committee_name, m.bioguide_id, m.member_name, m.title AS committee_role,
  st.ticker, st.asset_description, st.transaction_type, st.transaction_date, st.amount_range
FROM committee_memberships m
JOIN committees c ON c.committee_id = m.committee_id
JOIN stock_trades st ON st.bioguide_id = m.bioguide_id AND st.ticker != ''
ORDER BY m.committee_id, st.transaction_date DESC;

-- Precomputed tables.
CREATE TABLE speaker_activity AS
WITH per_speaker AS (
  SELECT cs.speaker_name, max(cs.bioguide_id) AS bioguide_id, count(*) AS total_speeches,
    count(DISTINCT cr.date) AS active_days, min(cr.date) AS first_appearance, max(cr.date) AS last_appearance,
    group_concat(DISTINCT cr.chamber) AS chambers, count(DISTINCT cr.congress) AS congresses_active
  FROM crec_speakers cs JOIN congressional_record cr ON cr.granule_id = cs.granule_id
  GROUP BY cs.speaker_name
)
SELECT s.speaker_name, s.bioguide_id, cm.full_name AS official_name, cm.party, cm.state, s.total_speeches,
  s.active_days, s.first_appearance, s.last_appearance, s.chambers, s.congresses_active
FROM per_speaker s LEFT JOIN congress_members cm ON cm.bioguide_id = s.bioguide_id;
CREATE INDEX idx_speaker_activity_bioguide ON speaker_activity (bioguide_id);
CREATE INDEX idx_speaker_activity_total ON speaker_activity (total_speeches DESC);
CREATE INDEX idx_speaker_activity_name ON speaker_activity (speaker_name);

CREATE TABLE bills_floor_time AS
WITH mentions AS (
  -- congress/type/number are the same on every row of a bill; kept as bare columns so the
  -- table keeps their INTEGER affinity (bills_discussed_on_floor compares congress to text).
  SELECT cb.bill_id, cb.congress, cb.bill_type, cb.bill_number,
    count(*) AS floor_mentions, count(DISTINCT cr.date) AS days_discussed, min(cr.date) AS first_discussed, max(cr.date) AS last_discussed
  FROM crec_bills cb JOIN congressional_record cr ON cr.granule_id = cb.granule_id
  GROUP BY cb.bill_id
  HAVING count(*) >= 3
)
SELECT m.bill_id, m.congress, m.bill_type, m.bill_number, l.title AS bill_title, l.policy_area, l.sponsor_name,
  m.floor_mentions, m.days_discussed, m.first_discussed, m.last_discussed
FROM mentions m LEFT JOIN legislation l ON l.bill_id = m.bill_id;
CREATE INDEX idx_bills_floor_time_mentions ON bills_floor_time (floor_mentions DESC);
CREATE INDEX idx_bills_floor_time_bill ON bills_floor_time (bill_id);
CREATE INDEX idx_bills_floor_time_congress ON bills_floor_time (congress, floor_mentions DESC);

-- first/last trade ignore the blanked ('') dates, which would otherwise always sort first.
CREATE TABLE stock_trades_by_ticker AS
SELECT st.ticker, max(st.asset_description) AS asset_description, count(*) AS trade_count,
  count(DISTINCT nullif(st.bioguide_id, '')) AS trader_count, group_concat(DISTINCT cm.full_name) AS traders,
  sum(st.transaction_type LIKE '%Purchase%') AS purchases, sum(st.transaction_type LIKE '%Sale%') AS sales,
  min(nullif(st.transaction_date, '')) AS first_trade, max(nullif(st.transaction_date, '')) AS last_trade
FROM stock_trades st LEFT JOIN congress_members cm ON cm.bioguide_id = st.bioguide_id
WHERE st.ticker != ''
GROUP BY st.ticker;
CREATE INDEX idx_stock_trades_by_ticker_count ON stock_trades_by_ticker (trade_count DESC);

CREATE TABLE legislation_policy_summary AS
SELECT policy_area, count(*) AS bill_count, count(DISTINCT sponsor_bioguide_id) AS sponsor_count,
  min(congress) AS from_congress, max(congress) AS to_congress
FROM legislation
WHERE policy_area IS NOT NULL AND policy_area != ''
GROUP BY policy_area;
CREATE UNIQUE INDEX idx_legislation_policy_summary ON legislation_policy_summary (policy_area);

-- Name, party and state as of the sponsor's latest bill (max() picks that row's values).
CREATE TABLE legislation_sponsor_summary AS
WITH latest AS (
  SELECT sponsor_bioguide_id, sponsor_name, sponsor_party, sponsor_state, max(introduced_date || bill_id) AS latest_key, count(*) AS bill_count
  FROM legislation
  WHERE sponsor_bioguide_id IS NOT NULL
  GROUP BY sponsor_bioguide_id
)
SELECT sponsor_name, sponsor_party, sponsor_state, sponsor_bioguide_id, bill_count FROM latest;
CREATE UNIQUE INDEX idx_legislation_sponsor_summary ON legislation_sponsor_summary (sponsor_bioguide_id);

CREATE TABLE legislation_subject_summary AS
SELECT subject, count(*) AS bill_count FROM legislation_subjects GROUP BY subject;
CREATE INDEX idx_legislation_subject_summary_count ON legislation_subject_summary (bill_count DESC);

-- Speeches within 7 days of a trade by the same member, via a (member, date) index of speeches.
CREATE TEMP TABLE speech_days AS
SELECT cs.bioguide_id, cr.date, cr.title
FROM crec_speakers cs JOIN congressional_record cr ON cr.granule_id = cs.granule_id
WHERE cs.bioguide_id IS NOT NULL;
CREATE INDEX temp.idx_speech_days ON speech_days (bioguide_id, date);

CREATE TABLE speeches_near_trades AS
SELECT cm.full_name, cm.party, cm.state, st.bioguide_id, st.transaction_date AS trade_date, st.ticker, st.asset_description,
  st.transaction_type, st.amount_range, sd.date AS speech_date, sd.title AS speech_title,
  CAST(abs(julianday(sd.date) - julianday(st.transaction_date)) AS INTEGER) AS days_apart
FROM stock_trades st
JOIN congress_members cm ON cm.bioguide_id = st.bioguide_id
JOIN speech_days sd ON sd.bioguide_id = st.bioguide_id
  AND sd.date BETWEEN date(st.transaction_date, '-7 days') AND date(st.transaction_date, '+7 days')
WHERE st.ticker != '' AND st.transaction_date != '' AND st.bioguide_id != ''
ORDER BY cm.full_name, st.transaction_date DESC;
DROP TABLE temp.speech_days;
CREATE INDEX idx_speeches_near_trades_bioguide ON speeches_near_trades (bioguide_id);
CREATE INDEX idx_speeches_near_trades_ticker ON speeches_near_trades (ticker);
CREATE INDEX idx_speeches_near_trades_order ON speeches_near_trades (full_name, trade_date DESC);

-- Trades by committee members in stocks whose SIC falls in one of the committee's ranges (same
-- tier); when the SIC tables are empty, the committee's example tickers stand in for them.
CREATE TABLE committee_trade_conflicts AS
SELECT cm.full_name, cm.party, cm.state, cm.bioguide_id, cj.committee_name, cj.jurisdiction_desc, cj.jurisdiction_tier,
  ts.sic_code, ts.sic_description, st.transaction_date, st.ticker, st.asset_description, st.transaction_type, st.amount_range
FROM committee_memberships mem
JOIN committee_jurisdiction cj ON cj.committee_id = mem.committee_id
JOIN stock_trades st ON st.bioguide_id = mem.bioguide_id AND st.ticker != ''
JOIN ticker_sic ts ON ts.ticker = st.ticker
JOIN congress_members cm ON cm.bioguide_id = mem.bioguide_id
WHERE EXISTS (
  SELECT 1 FROM committee_sic_ranges r
  WHERE r.committee_id = cj.committee_id AND r.jurisdiction_tier = cj.jurisdiction_tier
    AND CAST(ts.sic_code AS INTEGER) BETWEEN r.sic_start AND r.sic_end
)
UNION ALL
SELECT cm.full_name, cm.party, cm.state, cm.bioguide_id, cs.committee_name, cs.regulated_sectors, 'primary', '', '',
  st.transaction_date, st.ticker, st.asset_description, st.transaction_type, st.amount_range
FROM committee_memberships mem
JOIN committee_sectors cs ON cs.committee_id = mem.committee_id
JOIN stock_trades st ON st.bioguide_id = mem.bioguide_id AND st.ticker != ''
JOIN congress_members cm ON cm.bioguide_id = mem.bioguide_id
WHERE (NOT EXISTS (SELECT 1 FROM committee_sic_ranges) OR NOT EXISTS (SELECT 1 FROM ticker_sic))
  AND instr(',' || cs.example_tickers || ',', ',' || st.ticker || ',') > 0
ORDER BY 1, 10 DESC;
CREATE INDEX idx_committee_trade_conflicts_bioguide ON committee_trade_conflicts (bioguide_id);
CREATE INDEX idx_committee_trade_conflicts_ticker ON committee_trade_conflicts (ticker);
CREATE INDEX idx_committee_trade_conflicts_committee ON committee_trade_conflicts (committee_name);
CREATE INDEX idx_committee_trade_conflicts_order ON committee_trade_conflicts (full_name, transaction_date DESC);

CREATE TABLE committee_trade_counts AS
SELECT c.name AS committee_name, c.committee_id, cm.full_name AS member_name, cm.party, cm.state, cm.bioguide_id,
  count(*) AS trade_count, count(DISTINCT st.ticker) AS unique_tickers,
  sum(st.transaction_type LIKE '%Purchase%') AS purchases, sum(st.transaction_type LIKE '%Sale%') AS sales,
  min(st.transaction_date) AS first_trade, max(st.transaction_date) AS last_trade
FROM committee_memberships mem
JOIN committees c ON c.committee_id = mem.committee_id
JOIN congress_members cm ON cm.bioguide_id = mem.bioguide_id
JOIN stock_trades st ON st.bioguide_id = mem.bioguide_id AND st.ticker != ''
GROUP BY mem.committee_id, mem.bioguide_id;
CREATE INDEX idx_committee_trade_counts_committee ON committee_trade_counts (committee_id);
CREATE INDEX idx_committee_trade_counts_bioguide ON committee_trade_counts (bioguide_id);
CREATE INDEX idx_committee_trade_counts_count ON committee_trade_counts (trade_count DESC);

-- Cosponsorship per member and per bill (the cross-party and most-prolific rankings would
-- otherwise aggregate every cosponsorship on each request).
CREATE TABLE cosponsor_member_summary AS
SELECT bioguide_id, count(*) AS bills_cosponsored,
  sum(CASE WHEN is_original_cosponsor THEN 1 ELSE 0 END) AS original_cosponsors
FROM legislation_cosponsors
GROUP BY bioguide_id;
CREATE UNIQUE INDEX idx_cosponsor_member_summary ON cosponsor_member_summary (bioguide_id);
CREATE INDEX idx_cosponsor_member_summary_count ON cosponsor_member_summary (bills_cosponsored DESC);

CREATE TABLE cosponsor_bill_summary AS
SELECT bill_id, count(DISTINCT bioguide_id) AS total_cosponsors, sum(party = 'R') AS r_cosponsors, sum(party = 'D') AS d_cosponsors
FROM legislation_cosponsors
GROUP BY bill_id;
CREATE UNIQUE INDEX idx_cosponsor_bill_summary ON cosponsor_bill_summary (bill_id);
CREATE INDEX idx_cosponsor_bill_summary_bipartisan ON cosponsor_bill_summary (total_cosponsors DESC)
  WHERE r_cosponsors > 0 AND d_cosponsors > 0;

-- How each roll call split by party (for "most partisan roll calls"): yes and no votes of
-- Democrats and Republicans, and when the two party majorities voted opposite ways, the share
-- of both parties' voting members who sided with their own party (1.0 = a pure party-line vote).
CREATE TABLE roll_call_party_split AS
WITH tallies AS (
  SELECT congress, chamber, session, roll_call_number,
    sum(party = 'D' AND vote_cast IN ('Yea', 'Aye')) AS dem_yes, sum(party = 'D' AND vote_cast IN ('Nay', 'No')) AS dem_no,
    sum(party = 'R' AND vote_cast IN ('Yea', 'Aye')) AS rep_yes, sum(party = 'R' AND vote_cast IN ('Nay', 'No')) AS rep_no
  FROM member_votes
  GROUP BY congress, chamber, session, roll_call_number
)
SELECT t.congress, t.chamber, t.session, t.roll_call_number, rv.date, t.dem_yes, t.dem_no, t.rep_yes, t.rep_no,
  CASE WHEN (t.dem_yes > t.dem_no AND t.rep_no > t.rep_yes) OR (t.dem_no > t.dem_yes AND t.rep_yes > t.rep_no)
    THEN round(1.0 * (max(t.dem_yes, t.dem_no) + max(t.rep_yes, t.rep_no)) / (t.dem_yes + t.dem_no + t.rep_yes + t.rep_no), 4)
    ELSE 0 END AS party_unity
FROM tallies t
JOIN roll_call_votes rv ON rv.congress = t.congress AND rv.chamber = t.chamber AND rv.session = t.session
  AND rv.roll_call_number = t.roll_call_number;
CREATE INDEX idx_roll_call_party_split_rank ON roll_call_party_split (date, party_unity);

-- Full-text indexes over their external content tables.
INSERT INTO crec_fts (crec_fts) VALUES ('rebuild');
INSERT INTO legislation_fts (legislation_fts) VALUES ('rebuild');
