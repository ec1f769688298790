-- Oversight domain, after every domain has generated: precomputed tables derived from the
-- base tables (so they always agree with them), views, and FTS rebuilds.

-- Secondary indexes of the two million-row base tables, created after loading (sorting once
-- beats maintaining random-order B-trees through every insert).
create index idx_hearing_members_name on hearing_members(name);
create index idx_hearing_members_bioguide_id on hearing_members(bioguide_id);
create index idx_hearing_members_package_id on hearing_members(package_id);
create index idx_spending_awards_agency on spending_awards(agency);
create index idx_spending_awards_award_category on spending_awards(award_category);
create index idx_spending_awards_fiscal_year on spending_awards(fiscal_year);
create index idx_spending_awards_recipient_name on spending_awards(recipient_name);
-- (recipient_name_normalized, fiscal_year): the earmark crossref below joins on both.
create index idx_spending_awards_recipient_name_normalized on spending_awards(recipient_name_normalized, fiscal_year);
create index idx_spending_awards_recipient_uei on spending_awards(recipient_uei) where recipient_uei is not null;
create index idx_spending_awards_recipient_duns on spending_awards(recipient_duns) where recipient_duns is not null;
create index idx_spending_awards_state_code on spending_awards(state_code);

-- Spending aggregates per (agency, sub-agency, category); earliest/latest = start dates.
create table spending_by_agency as
select agency, sub_agency, award_category,
       count(*) as award_count,
       sum(award_amount) as total_amount,
       avg(award_amount) as avg_amount,
       min(start_date) as earliest,
       max(start_date) as latest
from spending_awards
group by agency, sub_agency, award_category;
create index idx_spending_by_agency_total_amount on spending_by_agency(total_amount desc);

-- One row per awarding agency.
create table spending_agency_summary as
select agency as name,
       count(*) as award_count,
       cast(sum(award_amount) as integer) as total_spending,
       count(distinct sub_agency) as sub_count
from spending_awards
group by agency;
create unique index idx_spending_agency_summary_name on spending_agency_summary(name);

-- GAO reports' "Public Law NNN-NNN" items matched to the bill whose action reads
-- "Became Public Law No: NNN-NNN." (legislation_actions, congress domain).
create table gao_legislation as
with items as (
  select g.package_id, g.title, g.date_issued, trim(j.value) as item
  from gao_reports g,
       json_each('["' || replace(replace(g.public_laws, '"', ''), ', ', '","') || '"]') j
  where g.public_laws is not null and g.public_laws != ''
),
laws as (
  select distinct bill_id,
         substr(action_text, 23, length(action_text) - 23) as law
  from legislation_actions
  where action_text like 'Became Public Law No: %.'
)
select i.package_id as gao_package_id,
       i.title as gao_title,
       i.date_issued as gao_date,
       l.bill_id,
       l.law as public_law_number
from items i
join laws l on l.law = substr(i.item, 12)
where i.item like 'Public Law %';
create index idx_gao_legislation_gao_package_id on gao_legislation(gao_package_id);
create index idx_gao_legislation_bill_id on gao_legislation(bill_id);

-- Earmarks matched to spending awards to the same (normalised) recipient in the same fiscal
-- year; exact_amount when the award equals the request.
create table earmark_spending_crossref as
select e.id as earmark_id,
       e.bioguide_id,
       e.member_name,
       e.fiscal_year as earmark_fy,
       e.recipient as earmark_recipient,
       e.amount_requested,
       e.project_description,
       s.generated_internal_id as spending_id,
       s.recipient_name as spending_recipient,
       s.award_amount,
       s.agency as spending_agency,
       s.description as spending_description,
       s.fiscal_year as spending_fy,
       case when s.award_amount = e.amount_requested then 'exact_amount' else 'name_fy' end as match_type
from earmarks e
join spending_awards s
  on s.recipient_name_normalized = e.recipient_normalized
 and s.fiscal_year = e.fiscal_year
where length(e.recipient_normalized) > 3;
create index idx_earmark_spending_crossref_earmark_id on earmark_spending_crossref(earmark_id);
create index idx_earmark_spending_crossref_spending_id on earmark_spending_crossref(spending_id);
create index idx_earmark_spending_crossref_bioguide_id on earmark_spending_crossref(bioguide_id);
create index idx_earmark_spending_crossref_match_type on earmark_spending_crossref(match_type);

-- Nomination outcomes per Congress.
create view nomination_rates as
select congress,
       count(*) as total,
       sum(status = 'Confirmed') as confirmed,
       sum(status = 'Withdrawn') as withdrawn,
       sum(status = 'Returned') as returned,
       sum(status = 'Rejected') as rejected,
       sum(status = 'Pending') as pending,
       round(100.0 * sum(status = 'Confirmed') / count(*), 1) as confirm_pct
from nominations
group by congress
order by congress;

-- Hearings per (congress, chamber). As in the real service, hearing_count counts the joined
-- hearing × witness rows, so hearings with several witnesses count several times.
create view hearing_activity as
select h.congress,
       h.chamber,
       count(*) as hearing_count,
       count(distinct w.name) as unique_witnesses,
       min(h.date_issued) as earliest,
       max(h.date_issued) as latest
from hearings h
left join hearing_witnesses w on w.package_id = h.package_id
group by h.congress, h.chamber;

insert into hearings_fts(hearings_fts) values ('rebuild');
insert into crs_reports_fts(crs_reports_fts) values ('rebuild');
insert into nominations_fts(nominations_fts) values ('rebuild');
insert into gao_reports_fts(gao_reports_fts) values ('rebuild');
insert into earmarks_fts(earmarks_fts) values ('rebuild');
insert into spending_awards_fts(spending_awards_fts) values ('rebuild');
