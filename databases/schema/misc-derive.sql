-- misc domain, after every domain has generated: indexes of the loaded tables, the pre-2016
-- dedup view, the daily White House aggregate, and the FTS rebuilds.

-- Disbursements. The covering indexes let the grouping queries (#99-#101) read the index
-- alone, already in group order.
create index house_np_vendor_cover on house_disbursements_nonpersonnel(vendor_name, organization, quarter, amount);
create index house_np_quarter_cover on house_disbursements_nonpersonnel(quarter, organization, amount);
create index house_pre2016_type_category on house_pre2016_office_totals(office_type, category);
create index house_pre2016_office_quarter on house_pre2016_office_totals(office_name, quarter);
create index senate_office_totals_office on senate_office_totals(office_name, office_party);
create index senate_office_totals_report on senate_office_totals(report_id);

-- The pre-2016 statements were OCR'd from PDFs. When an office's block runs over a page break,
-- the next page opens with "<OFFICE> (CONTINUED)" and repeats the block's lines with the same
-- amounts. This view collapses those continuation pages: it strips the " (CONTINUED)" marker
-- from the office name and keeps one row per (office, office_type, category, quarter): the one
-- on the earliest page (lowest source_page, then lowest id). Columns are the base table's.
create view house_pre2016_office_totals_dedup as
select id, office_name, office_type, category, quarter, quarter_amount, source_page
from (
  select id, office_name, office_type, category, quarter, quarter_amount, source_page,
         row_number() over (
           partition by office_name, office_type, category, quarter
           order by source_page, id) as page_rank
  from (
    select id,
           case when office_name like '% (CONTINUED)'
                then substr(office_name, 1, length(office_name) - length(' (CONTINUED)'))
                else office_name end as office_name,
           office_type, category, quarter, quarter_amount, source_page
    from house_pre2016_office_totals
  )
)
where page_rank = 1;

-- White House visits. #103 reads only named non-tour visits (a small share): a partial covering
-- index. #104 groups every visit by host and administration.
create index wh_visits_named_cover on wh_visits(visitor_name_full, appt_start_iso, admin)
  where visitor_is_tour = 0 and visitor_name_full is not null;
create index wh_visits_visitee_cover on wh_visits(visitee_full, admin, visitor_name_hash, visitor_is_tour);
create index wh_visits_start on wh_visits(appt_start_iso);
create index wh_visits_public_actor on wh_visits(visitor_public_actor_id) where visitor_public_actor_id is not null;

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

-- Entities (spec §2.13 indexes). The identifier indexes are unique where present.
create unique index entities_ein on entities(ein) where ein is not null;
create unique index entities_cik on entities(cik) where cik is not null;
create unique index entities_uei on entities(uei) where uei is not null;
create unique index entities_lei on entities(lei) where lei is not null;
create unique index entities_fec_committee_id on entities(fec_committee_id) where fec_committee_id is not null;
create index entities_name_normalized_state on entities(name_normalized, primary_state);
create index entities_ticker on entities(ticker) where ticker is not null;
create index entities_entity_type on entities(entity_type);
create index entities_source_provenance on entities(source_provenance) where source_provenance is not null;
-- #108 and #109 read these in their ORDER BY order and stop at the LIMIT.
create index entities_all_ids_by_name on entities(canonical_name)
  where ein is not null and cik is not null and uei is not null;
create index entities_industry_by_name on entities(primary_industry, canonical_name) where primary_industry is not null;
create index entity_aliases_normalized on entity_aliases(alias_normalized);

-- Public actors (spec §2.13 indexes; role_context lookups use the UNIQUE (role_context, source_id) index).
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
