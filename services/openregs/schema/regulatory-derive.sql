-- Regulatory domain, after every domain has generated: secondary indexes, the FR ↔
-- Regulations.gov cross-reference and agency map (derived by the matching rules), the
-- precomputed summary tables, views, and the full-text indexes.

-- ── Secondary indexes (one per access path of the canned queries, /api routes and views) ──
create index federal_register_publication_date on federal_register (publication_date);
create index federal_register_pub_year on federal_register (pub_year, publication_date);
create index federal_register_type on federal_register (type, publication_date);
create index federal_register_agency_names on federal_register (agency_names);
create index federal_register_agencies_agency_id on federal_register_agencies (agency_id);

create index presidential_documents_document_type on presidential_documents (document_type, signing_date);
create index presidential_documents_executive_order_number on presidential_documents (executive_order_number);
create index presidential_documents_signing_date on presidential_documents (signing_date);

create index dockets_agency_id on dockets (agency_id, last_modified);
create index dockets_docket_type on dockets (docket_type);

create index documents_agency_id on documents (agency_id, document_type);
create index documents_docket_id on documents (docket_id, posted_date);
create index documents_posted_date on documents (posted_date);
create index documents_posted_year on documents (posted_year);
create index documents_document_type on documents (document_type);
create index documents_fr_doc_num on documents (fr_doc_num);
create index documents_comment_end_date on documents (comment_end_date) where comment_end_date is not null and withdrawn = 0;
create index documents_comment_end_datetime on documents (comment_end_datetime) where comment_end_datetime is not null and withdrawn = 0;
-- Covers comment-period statistics without reading the ~85% of documents that have no period.
create index documents_comment_period on documents (agency_id, document_type, comment_start_date, comment_end_datetime)
  where comment_start_date is not null;

create index comments_agency_id on comments (agency_id, posted_date);
create index comments_docket_id on comments (docket_id, posted_date);
create index comments_docket_submitter_type on comments (docket_id, submitter_type, posted_date);
create index comments_posted_date on comments (posted_date);
create index comments_posted_year on comments (posted_year);
create index comments_submitter_name on comments (submitter_name, posted_date);
create index comments_submitter_type on comments (submitter_type);

create index comment_details_organization on comment_details (organization) where organization is not null;
create index comment_details_organization_normalized on comment_details (organization_normalized) where organization_normalized is not null;
create index comment_details_state_province on comment_details (state_province) where state_province is not null;
create index comment_details_subtype on comment_details (subtype);
create index comment_details_comment_on_document_id on comment_details (comment_on_document_id);

create index cfr_sections_title_number on cfr_sections (title_number, part_number);
create index cfr_sections_part_number on cfr_sections (part_number);
create index cfr_sections_agency on cfr_sections (agency, section_id);
create index cfr_sections_section_number on cfr_sections (section_number);

-- (decision, date_received) and (stage, date_received) also serve their table page's facets.
create index oira_reviews_rin on oira_reviews (rin);
create index oira_reviews_agency_code on oira_reviews (agency_code);
create index oira_reviews_date_received on oira_reviews (date_received);
create index idx_oira_reviews_decision_received on oira_reviews (decision, date_received);
create index oira_meetings_rin on oira_meetings (rin);
create index oira_meetings_meeting_date on oira_meetings (meeting_date);
create index oira_meetings_requestor_org on oira_meetings (requestor_org);
create index oira_meeting_attendees_meeting_id on oira_meeting_attendees (meeting_id);
create index oira_meeting_attendees_attendee_org on oira_meeting_attendees (attendee_org);

-- ── fr_regs_crossref: the matching rules, in order; each later rule only sees documents the
--    earlier ones left unmatched ──
create index fr_regs_crossref_regs_document_id on fr_regs_crossref (regs_document_id);

-- (1) fr_doc_num equals the FR document number.
insert or ignore into fr_regs_crossref (fr_document_number, regs_document_id)
select fr.document_number, d.id
from documents d join federal_register fr on fr.document_number = d.fr_doc_num;

-- (2) the same after removing spaces and turning en/em dashes into hyphens;
-- (3) then also without leading zeros after the first hyphen.
with unmatched as (
  select d.id, replace(replace(replace(d.fr_doc_num, ' ', ''), char(8211), '-'), char(8212), '-') as cleaned
  from documents d
  where d.fr_doc_num is not null
    and not exists (select 1 from fr_regs_crossref x where x.regs_document_id = d.id)
), candidates as (
  select id, cleaned as candidate from unmatched
  union all
  select id, substr(cleaned, 1, instr(cleaned, '-')) || coalesce(nullif(ltrim(substr(cleaned, instr(cleaned, '-') + 1), '0'), ''), '0')
  from unmatched where instr(cleaned, '-') > 0
)
insert or ignore into fr_regs_crossref (fr_document_number, regs_document_id)
select fr.document_number, c.id
from candidates c join federal_register fr on fr.document_number = c.candidate;

-- (4)/(5) title + same date (the posted date's date part is the publication date), accepted only
-- when exactly one FR document matches. The index serves both and is dropped afterwards.
create index federal_register_date_title_nocase on federal_register (publication_date, title collate nocase);

-- (4) documents whose fr_doc_num still matched nothing: case-insensitive title.
insert or ignore into fr_regs_crossref (fr_document_number, regs_document_id)
select min(fr.document_number), d.id
from documents d
join federal_register fr on fr.publication_date = substr(d.posted_date, 1, 10) and fr.title = d.title collate nocase
where d.fr_doc_num is not null
  and not exists (select 1 from fr_regs_crossref x where x.regs_document_id = d.id)
group by d.id
having count(*) = 1;

-- (5) documents without an fr_doc_num: exact title longer than 20 characters.
insert or ignore into fr_regs_crossref (fr_document_number, regs_document_id)
select min(fr.document_number), d.id
from documents d
join federal_register fr on fr.publication_date = substr(d.posted_date, 1, 10) and fr.title = d.title collate nocase
where d.fr_doc_num is null and length(d.title) > 20 and fr.title = d.title
group by d.id
having count(*) = 1;

drop index federal_register_date_title_nocase;

-- ── agency_map: for each regs.gov agency code, the FR agency most often attached to its
--    cross-referenced documents (ties go to the more specific, i.e. sub-agency, then lowest id) ──
insert into agency_map (regs_code, fr_agency_id, fr_agency_name, fr_raw_name)
select regs_code, fr_agency_id, fr_agency_name, fr_raw_name
from (
  select d.agency_id as regs_code, a.id as fr_agency_id, a.name as fr_agency_name, a.raw_name as fr_raw_name,
         row_number() over (partition by d.agency_id order by count(*) desc, (a.parent_id is not null) desc, a.id) as choice
  from fr_regs_crossref x
  join documents d on d.id = x.regs_document_id
  join federal_register_agencies fra on fra.document_number = x.fr_document_number
  join agencies a on a.id = fra.agency_id
  where d.agency_id is not null
  group by d.agency_id, a.id
)
where choice = 1;

-- ── Precomputed tables ──
create table docket_stats as
select d.id, d.agency_id, d.title, d.docket_type,
       coalesce(c.comment_count, 0) as comment_count,
       coalesce(m.document_count, 0) as document_count,
       c.earliest_comment, c.latest_comment, m.earliest_document, m.latest_document
from dockets d
left join (
  select docket_id, count(*) as comment_count, min(posted_date) as earliest_comment, max(posted_date) as latest_comment
  from comments group by docket_id
) c on c.docket_id = d.id
left join (
  select docket_id, count(*) as document_count, min(posted_date) as earliest_document, max(posted_date) as latest_document
  from documents group by docket_id
) m on m.docket_id = d.id;
create index docket_stats_id on docket_stats (id);
create index docket_stats_agency_id on docket_stats (agency_id);
create index docket_stats_comment_count on docket_stats (comment_count desc);

-- Federal Register documents per agency, year and type: the agency page's chart (counting through
-- the junction at request time would read every document of a large agency).
create table federal_register_agency_year as
select fa.agency_id, fr.pub_year, fr.type, count(*) as doc_count
from federal_register_agencies fa
join federal_register fr on fr.document_number = fa.document_number
where fr.pub_year is not null
group by fa.agency_id, fr.pub_year, fr.type;
create index federal_register_agency_year_agency on federal_register_agency_year (agency_id, pub_year, type);

create table comments_by_year as
select agency_id, posted_year,
       count(*) as comment_count,
       count(distinct docket_id) as docket_count,
       count(case when submitter_type = 'organization' then 1 end) as org_comments,
       count(case when submitter_type = 'individual' then 1 end) as individual_comments,
       count(case when submitter_type = 'anonymous' then 1 end) as anonymous_comments
from comments
where posted_year is not null
group by agency_id, posted_year;
create index comments_by_year_agency_id on comments_by_year (agency_id, posted_year);

create table fr_by_year as
select pub_year, type, count(*) as doc_count
from federal_register
where pub_year is not null
group by pub_year, type;
create index fr_by_year_pub_year on fr_by_year (pub_year);

create table top_dockets as
select c.docket_id,
       c.agency_id,
       d.title as docket_title,
       d.docket_type,
       count(*) as comment_count,
       count(distinct c.submitter_name) as unique_submitters,
       count(case when c.submitter_type = 'organization' then 1 end) as org_comments,
       count(case when c.submitter_type = 'individual' then 1 end) as individual_comments,
       count(case when c.submitter_type = 'anonymous' then 1 end) as anonymous_comments,
       min(c.posted_date) as first_comment,
       max(c.posted_date) as last_comment
from comments c
left join dockets d on d.id = c.docket_id
where c.docket_id is not null
group by c.docket_id;
create index top_dockets_comment_count on top_dockets (comment_count desc);
create index top_dockets_agency_id on top_dockets (agency_id);
create index top_dockets_docket_id on top_dockets (docket_id);

create table comments_monthly as
select agency_id, posted_year, posted_month,
       printf('%04d-%02d', posted_year, posted_month) as year_month,
       count(*) as comment_count,
       count(distinct docket_id) as active_dockets
from comments
where posted_year is not null and posted_month is not null
group by agency_id, posted_year, posted_month;
create index comments_monthly_agency_id on comments_monthly (agency_id);
create index comments_monthly_year_month on comments_monthly (year_month desc);

create table top_submitters as
select submitter_name, submitter_type,
       count(*) as comment_count,
       count(distinct agency_id) as agencies_commented,
       count(distinct docket_id) as dockets_commented,
       min(posted_date) as first_comment,
       max(posted_date) as last_comment,
       group_concat(distinct agency_id) as agency_list
from comments
where submitter_type = 'organization' and submitter_name is not null
group by submitter_name
having count(*) >= 5;
create index top_submitters_comment_count on top_submitters (comment_count desc);

-- docket_summary: the longest non-empty abstract among the FR documents whose number a docket's
-- documents record verbatim, plus the docket's comment and document counts.
create table docket_summary as
select s.docket_id, s.summary, ds.comment_count, ds.document_count as doc_count
from (
  select d.docket_id, fr.abstract as summary,
         row_number() over (partition by d.docket_id order by length(fr.abstract) desc, fr.document_number) as choice
  from documents d
  join federal_register fr on fr.document_number = d.fr_doc_num
  where d.docket_id is not null and fr.abstract is not null and fr.abstract != ''
) s
join docket_stats ds on ds.id = s.docket_id
where s.choice = 1;
create unique index docket_summary_docket_id on docket_summary (docket_id);
create index docket_summary_comment_count on docket_summary (comment_count desc);

create table docket_importance as
select docket_id, agency_id, title, total_docs, doc_type_count, proposed_rules, final_rules, comment_count, fr_crossref_count,
       cast(
         (case when proposed_rules > 0 and final_rules > 0 then 10 else 0 end)
         + (case when final_rules > 0 then 5 else 0 end)
         + round(3 * log10(comment_count + 1), 1)
         + round(2 * log10(total_docs + 1), 1)
         + 2 * doc_type_count
         + (case when fr_crossref_count > 0 then 3 else 0 end)
       as integer) as importance_score
from (
  select d.id as docket_id, d.agency_id, d.title,
         coalesce(m.total_docs, 0) as total_docs,
         coalesce(m.doc_type_count, 0) as doc_type_count,
         coalesce(m.proposed_rules, 0) as proposed_rules,
         coalesce(m.final_rules, 0) as final_rules,
         ds.comment_count,
         coalesce(x.fr_crossref_count, 0) as fr_crossref_count
  from dockets d
  join docket_stats ds on ds.id = d.id
  left join (
    select docket_id, count(*) as total_docs, count(distinct document_type) as doc_type_count,
           count(case when document_type = 'Proposed Rule' then 1 end) as proposed_rules,
           count(case when document_type = 'Rule' then 1 end) as final_rules
    from documents group by docket_id
  ) m on m.docket_id = d.id
  left join (
    select doc.docket_id, count(*) as fr_crossref_count
    from fr_regs_crossref x join documents doc on doc.id = x.regs_document_id
    group by doc.docket_id
  ) x on x.docket_id = d.id
  where d.title is not null and d.title != ''
);
create index docket_importance_score on docket_importance (importance_score desc);
create index docket_importance_agency_id on docket_importance (agency_id);
create index docket_importance_docket_id on docket_importance (docket_id);

-- ── Views ──
create view regulatory_pipeline as
select d.id as docket_id, d.agency_id, d.title as docket_title,
       p.id as proposed_rule_id, p.title as proposed_rule_title, p.posted_date as proposed_date,
       p.comment_start_date, p.comment_end_date,
       f.id as final_rule_id, f.title as final_rule_title, f.posted_date as final_date,
       julianday(f.posted_date) - julianday(p.posted_date) as days_proposed_to_final,
       (select count(*) from comments c where c.docket_id = d.id) as total_comments
from dockets d
join documents p on p.docket_id = d.id and p.document_type = 'Proposed Rule'
join documents f on f.docket_id = d.id and f.document_type = 'Rule'
where d.docket_type = 'Rulemaking';

create view agency_overview as
select m.regs_code as agency_code,
       m.fr_agency_name as agency_name,
       (select count(*) from dockets x where x.agency_id = m.regs_code) as docket_count,
       (select count(*) from documents x where x.agency_id = m.regs_code) as document_count,
       (select count(*) from comments x where x.agency_id = m.regs_code) as comment_count,
       (select count(*) from documents x where x.agency_id = m.regs_code and x.document_type = 'Rule') as final_rules,
       (select count(*) from documents x where x.agency_id = m.regs_code and x.document_type = 'Proposed Rule') as proposed_rules,
       (select count(*) from documents x where x.agency_id = m.regs_code and x.document_type = 'Notice') as notices,
       (select min(x.posted_date) from comments x where x.agency_id = m.regs_code) as earliest_comment,
       (select max(x.posted_date) from comments x where x.agency_id = m.regs_code) as latest_comment
from agency_map m;

-- ── Full-text indexes ──
insert into federal_register_fts (federal_register_fts) values ('rebuild');
insert into documents_fts (documents_fts) values ('rebuild');
insert into comments_fts (comments_fts) values ('rebuild');
insert into cfr_fts (cfr_fts) values ('rebuild');
insert into dockets_fts (rowid, title, agency_id, summary)
select d.rowid, d.title, d.agency_id, coalesce(s.summary, '')
from dockets d left join docket_summary s on s.docket_id = d.id;
