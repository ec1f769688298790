-- misc domain, after every domain has generated: indexes of the loaded tables, the pre-2016
-- dedup view, the precomputed summaries (daily White House aggregate, and the aggregates that
-- keep the House disbursement, White House visitor and industry-ranking canned queries fast at
-- scale 1), and the FTS rebuilds.
-- Every summary is a "create table as select" over the base tables, so it agrees with them.

-- Disbursements.
create index house_pre2016_type_category on house_pre2016_office_totals(office_type, category);
create index house_pre2016_office_quarter on house_pre2016_office_totals(office_name, quarter, category);
create index senate_office_totals_office on senate_office_totals(office_name, office_party);
create index senate_office_totals_report on senate_office_totals(report_id);

-- The House disbursement queries aggregate millions of vendor payments at scale 1; these
-- summaries hold the same aggregates (unrounded) so the queries read thousands of rows instead.
-- Per vendor (named vendors only), as house_nonpersonnel_top_vendors groups them.
create table house_vendor_totals as
select vendor_name,
       count(*) as n_transactions,
       sum(amount) as total_paid,
       count(distinct organization) as n_offices,
       min(quarter) as first_quarter,
       max(quarter) as last_quarter
from house_disbursements_nonpersonnel
where vendor_name is not null and vendor_name != ''
group by vendor_name;
create unique index house_vendor_totals_vendor on house_vendor_totals(vendor_name);
create index house_vendor_totals_paid on house_vendor_totals(total_paid);

-- Per office and quarter, as house_quarterly_spending_by_office and
-- house_personnel_vs_nonpersonnel group them (every group, NULL office included).
create table house_office_quarter_totals as
select quarter,
       organization,
       count(*) as n_transactions,
       sum(amount) as nonpersonnel_total
from house_disbursements_nonpersonnel
group by quarter, organization;
create index house_office_quarter_totals_key on house_office_quarter_totals(quarter, organization);
create index house_office_quarter_totals_order on house_office_quarter_totals(quarter, nonpersonnel_total);

-- The pre-2016 statements were OCR'd from PDFs. When an office's block runs over a page break,
-- the next page opens with "<OFFICE> (CONTINUED)" and repeats the block's lines with the same
-- amounts. This view collapses those continuation pages: it strips the " (CONTINUED)" marker
-- from the office name and keeps one row per (office, office_type, category, quarter): the one
-- on the earliest page (lowest source_page, then lowest id). Columns are the base table's.
-- (Written as NOT EXISTS over the office/quarter index so a filtered read of the view probes
-- a few index entries per row instead of sorting the whole table.)
create view house_pre2016_office_totals_dedup as
select t.id,
       case when t.office_name like '% (CONTINUED)'
            then substr(t.office_name, 1, length(t.office_name) - length(' (CONTINUED)'))
            else t.office_name end as office_name,
       t.office_type, t.category, t.quarter, t.quarter_amount, t.source_page
from house_pre2016_office_totals t
where not exists (
  select 1 from house_pre2016_office_totals e
  where e.office_name in (
          case when t.office_name like '% (CONTINUED)'
               then substr(t.office_name, 1, length(t.office_name) - length(' (CONTINUED)'))
               else t.office_name end,
          case when t.office_name like '% (CONTINUED)' then t.office_name else t.office_name || ' (CONTINUED)' end)
    and e.quarter = t.quarter and e.category = t.category and e.office_type = t.office_type
    and (e.source_page < t.source_page or (e.source_page = t.source_page and e.id < t.id))
);

-- White House visits.
create index wh_visits_start on wh_visits(appt_start_iso);
create index wh_visits_public_actor on wh_visits(visitor_public_actor_id) where visitor_public_actor_id is not null;

-- wh_top_policy_visitors and wh_top_visitees aggregate millions of visits at scale 1; these
-- summaries hold their aggregates.
-- Per named visitor over non-tour visits, as wh_top_policy_visitors groups them.
create table wh_visitor_totals as
select visitor_name_full,
       count(*) as n_visits,
       min(appt_start_iso) as first_visit,
       max(appt_start_iso) as last_visit,
       count(distinct admin) as administrations
from wh_visits
where visitor_is_tour = 0 and visitor_name_full is not null
group by visitor_name_full;
create unique index wh_visitor_totals_name on wh_visitor_totals(visitor_name_full);
create index wh_visitor_totals_visits on wh_visitor_totals(n_visits);

-- Per host and administration, as wh_top_visitees groups them.
create table wh_visitee_totals as
select visitee_full,
       admin,
       count(*) as n_visits,
       count(distinct visitor_name_hash) as distinct_visitors,
       sum(visitor_is_tour) as tour_visits
from wh_visits
where visitee_full is not null
group by visitee_full, admin;
create unique index wh_visitee_totals_key on wh_visitee_totals(visitee_full, admin);
create index wh_visitee_totals_visits on wh_visitee_totals(n_visits);

-- Per administration and day: visits, tour visits and distinct visitors (by name hash, so
-- redacted visitors count too).
create table wh_visits_daily_agg as
select admin,
       substr(appt_start_iso, 1, 10) as visit_date,
       count(*) as n_visits,
       sum(visitor_is_tour) as n_tour_visits,
       count(distinct visitor_name_hash) as n_unique_visitors
from wh_visits
group by admin, substr(appt_start_iso, 1, 10);
create unique index wh_visits_daily_agg_key on wh_visits_daily_agg(admin, visit_date);
create index wh_visits_daily_agg_date on wh_visits_daily_agg(visit_date);

-- Entities (the published service's indexes). The identifier indexes are unique where present.
create unique index entities_ein on entities(ein) where ein is not null;
create unique index entities_cik on entities(cik) where cik is not null;
create unique index entities_uei on entities(uei) where uei is not null;
create unique index entities_lei on entities(lei) where lei is not null;
create unique index entities_fec_committee_id on entities(fec_committee_id) where fec_committee_id is not null;
create index entities_name_normalized_state on entities(name_normalized, primary_state);
create index entities_ticker on entities(ticker) where ticker is not null;
create index entities_entity_type on entities(entity_type);
create index entities_source_provenance on entities(source_provenance) where source_provenance is not null;
-- entities_with_all_ids reads this in its ORDER BY order and stops at the LIMIT.
create index entities_all_ids_by_name on entities(canonical_name)
  where ein is not null and cik is not null and uei is not null;
create index entity_aliases_normalized on entity_aliases(alias_normalized);
create index entity_relationships_parent on entity_relationships(parent_entity_id) where parent_entity_id is not null;
create index entity_relationships_child on entity_relationships(child_entity_id);
create index entity_relationships_type on entity_relationships(relationship_type);
create index entity_relationships_gen on entity_relationships(gen) where gen is not null;
create index entity_relationships_source on entity_relationships(source);
create index dd_id_redirects_new on dd_id_redirects(new_dd_id) where new_dd_id is not null;
create index anchor_conflicts_entity on anchor_conflicts(entity_id);

-- The largest organisations of each industry tag (by peak revenue), for
-- entities_industry_dominants, whose title promises a ranking by size: the 25 largest per
-- primary_industry, merged entities left out.
create table entity_industry_leaders as
select primary_industry, size_rank, entity_id, canonical_name, entity_type, naics_code, sic_code, ticker, peak_revenue
from (
  select e.primary_industry, e.entity_id, e.canonical_name, e.entity_type, e.naics_code, e.sic_code, e.ticker,
         p.peak_revenue,
         row_number() over (partition by e.primary_industry order by p.peak_revenue desc, e.entity_id) as size_rank
  from entities e
  join entity_prominence p on p.entity_id = e.entity_id
  where e.primary_industry is not null and e.merged_into_entity_id is null and p.peak_revenue is not null
)
where size_rank <= 25;
create unique index entity_industry_leaders_key on entity_industry_leaders(primary_industry, size_rank);

-- Public actors. The table's UNIQUE (role_context, source_id) key is this unique
-- index (built once here rather than maintained under 10M random-order inserts); it also
-- serves role_context lookups.
create unique index public_actors_role_source on public_actors(role_context, source_id);
create index public_actors_name_normalized on public_actors(name_normalized);
create index public_actors_bioguide_id on public_actors(bioguide_id) where bioguide_id is not null;
create index public_actors_fec_cand_id on public_actors(fec_cand_id) where fec_cand_id is not null;
create index public_actors_fara_registration_number on public_actors(fara_registration_number) where fara_registration_number is not null;
create index public_actors_employer_entity_id on public_actors(employer_entity_id) where employer_entity_id is not null;
create index public_actors_merged_into on public_actors(merged_into_public_actor_id) where merged_into_public_actor_id is not null;
create index public_actors_materiality_tier on public_actors(materiality_tier);

-- OGE.
create index oge_pas_filings_department on oge_pas_filings(department, filer_slug);
create index oge_pas_transactions_ticker on oge_pas_transactions(ticker, tx_type, tx_date_iso) where ticker is not null;
create index oge_pas_transactions_value on oge_pas_transactions(amount_max desc, tx_date_iso desc) where tx_date_iso is not null;
create index oge_pas_transactions_filing on oge_pas_transactions(filing_id);

-- Full-text indexes over the loaded rows.
insert into house_disbursements_nonpersonnel_fts(house_disbursements_nonpersonnel_fts) values('rebuild');
insert into house_pre2016_office_totals_fts(house_pre2016_office_totals_fts) values('rebuild');
insert into senate_office_totals_fts(senate_office_totals_fts) values('rebuild');
insert into wh_visits_fts(wh_visits_fts) values('rebuild');
insert into entities_fts(entities_fts) values('rebuild');
insert into entity_aliases_fts(entity_aliases_fts) values('rebuild');
insert into public_actors_fts(public_actors_fts) values('rebuild');
insert into oge_pas_filings_fts(oge_pas_filings_fts) values('rebuild');
insert into oge_pas_transactions_fts(oge_pas_transactions_fts) values('rebuild');
