-- Full-text indexes over their base tables (external content, default tokenizer), filled from the
-- finished tables. returns and bmf have TEXT keys, so their implicit rowids are the link: these are
-- built last, after anything that could renumber rowids.
CREATE VIRTUAL TABLE fts_returns USING fts5(org_name, ein, content='returns', content_rowid='rowid');
CREATE VIRTUAL TABLE fts_grants USING fts5(recipient_name, content='grants', content_rowid='rowid');
CREATE VIRTUAL TABLE fts_daf USING fts5(recipient_name, content='schedule_i_grants', content_rowid='rowid');
CREATE VIRTUAL TABLE fts_si990 USING fts5(recipient_name, content='schedule_i_990', content_rowid='id');
CREATE VIRTUAL TABLE fts_bmf USING fts5(name, ein, city, state, ntee_cd, content='bmf', content_rowid='rowid');
CREATE VIRTUAL TABLE fts_officers USING fts5(person_name, content='officers', content_rowid='rowid');
-- For the search box's programmes (/api/search/programs keeps its substring match). Descriptions
-- are prose: words are stemmed, so "scholarship" finds "scholarships".
CREATE VIRTUAL TABLE fts_programs USING fts5(description, content='program_activities', content_rowid='rowid', tokenize='porter unicode61');

INSERT INTO fts_returns(fts_returns) VALUES ('rebuild');
INSERT INTO fts_grants(fts_grants) VALUES ('rebuild');
INSERT INTO fts_daf(fts_daf) VALUES ('rebuild');
INSERT INTO fts_si990(fts_si990) VALUES ('rebuild');
INSERT INTO fts_bmf(fts_bmf) VALUES ('rebuild');
INSERT INTO fts_officers(fts_officers) VALUES ('rebuild');
INSERT INTO fts_programs(fts_programs) VALUES ('rebuild');
