-- /api/search/people lists the people whose name matches, best paid first (total_comp desc, then
-- tax_year desc, then id). Sorting every match is slow for common names (hundreds of thousands at
-- full scale), so the paid people (total_comp > 0, about a fifth of officers) are also indexed in
-- pay order: this index's rowid is (rank << 32) | officers.id, rank counting from the best paid,
-- so reading its matches in rowid order yields them best paid first and lets a LIMIT stop early.
-- The unpaid rest all rank after them and are few whenever they are needed at all. Contentless:
-- only the rowids are read; same tokenizer as fts_officers, so both match the same people.
CREATE VIRTUAL TABLE fts_officers_by_pay USING fts5(person_name, content='', columnsize=0);

INSERT INTO fts_officers_by_pay(rowid, person_name)
SELECT (row_number() OVER (ORDER BY total_comp DESC, tax_year DESC, id)) * 4294967296 + id, person_name
FROM (
  SELECT o.id, o.person_name, r.tax_year,
         coalesce(o.reportable_comp_filing_org, 0) + coalesce(o.reportable_comp_related_org, 0)
           + coalesce(o.other_compensation, 0) + coalesce(o.benefits, 0) + coalesce(o.expense_account, 0) AS total_comp
  FROM officers o NOT INDEXED
  CROSS JOIN returns r ON r.object_id = o.object_id
)
WHERE total_comp > 0;
