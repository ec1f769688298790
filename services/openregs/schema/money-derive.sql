-- Money domain, after every domain has generated: precomputed summary and overlap tables,
-- the employer-to-party roll-up, and the FTS rebuilds.
-- Reads other domains' tables: hearings / hearing_witnesses (oversight), comment_details
-- (regulatory), congress_members / committees / committee_memberships / legislation (congress).

-- ---------------------------------------------------------------- lobbying summaries

-- Per issue area, LD-2 reports only: each (issue, filing) counted once, its income once.
-- (Deduplicating on the filing's integer rowid sorts far less than on uuid and client text;
-- NOT INDEXED: one pass over the activities beats hopping through the issue_code index.)
create table lobbying_issue_summary as
with pairs as (
  select la.issue_code as issue_code, f.rowid as filing, max(la.client_name) as client_name, max(f.income_amount) as income
  from lobbying_activities la not indexed
  join lobbying_filings f on f.filing_uuid = la.filing_uuid
  where f.filing_type glob '[1234Q]*' and la.issue_code is not null
  group by la.issue_code, f.rowid
)
select pairs.issue_code as issue_code,
  ic.description as description,
  count(*) as filing_count,
  count(distinct pairs.client_name) as client_count,
  cast(total(pairs.income) as integer) as total_income
from pairs
left join lobbying_issue_codes ic on ic.code = pairs.issue_code
group by pairs.issue_code;
create unique index idx_lobbying_issue_summary_issue_code on lobbying_issue_summary(issue_code);

-- Per client: what it paid outside firms on LD-2 reports (income > 0). explore_lobbying_client
-- searches client names by substring; scanning this instead of every filing keeps it fast.
create table lobbying_client_summary as
select client_name as client_name,
  cast(sum(income_amount) as integer) as total_income,
  count(distinct registrant_name) as firm_count,
  count(*) as filing_count,
  min(filing_year) as year_from,
  max(filing_year) as year_to
from lobbying_filings
where filing_type glob '[1234Q]*' and income_amount > 0
group by client_name;
create index idx_lobbying_client_summary_total_income on lobbying_client_summary(total_income);
create index idx_lobbying_client_summary_client_name on lobbying_client_summary(client_name);

-- Per cited bill: how many reports and clients cite it, under which issues.
create table lobbying_bill_summary as
with cited as (
  select bill_id,
    count(distinct filing_uuid) as lobby_filings,
    count(distinct client_name) as unique_clients,
    group_concat(distinct issue_code order by issue_code) as issue_codes,
    group_concat(distinct client_name order by client_name) as clients
  from lobbying_bills not indexed
  where bill_id is not null
  group by bill_id
)
select cited.bill_id as bill_id,
  l.title as bill_title,
  l.policy_area as policy_area,
  cited.lobby_filings as lobby_filings,
  cited.unique_clients as unique_clients,
  cited.issue_codes as issue_codes,
  cited.clients as clients
from cited
left join legislation l on l.bill_id = cited.bill_id;
create unique index idx_lobbying_bill_summary_bill_id on lobbying_bill_summary(bill_id);
create index idx_lobbying_bill_summary_lobby_filings on lobbying_bill_summary(lobby_filings);

-- ---------------------------------------------------------------- overlaps with lobbying clients

-- Lobbying clients (normalised name) that also appear as witness or commenter organisations:
-- their LD-2 reports with income, the income summed once per report, and their issue areas.
create temp table money_overlap_clients as
with keys as (
  select organization_normalized as client_key from hearing_witnesses where organization_normalized is not null and organization_normalized != ''
  union
  select organization_normalized from comment_details where organization_normalized is not null and organization_normalized != ''
),
paid as (
  select distinct la.client_name_normalized as client_key, f.filing_uuid, f.income_amount
  from lobbying_activities la
  join lobbying_filings f on f.filing_uuid = la.filing_uuid
  where la.client_name_normalized in (select client_key from keys)
    and f.filing_type glob '[1234Q]*' and f.income_amount > 0
),
issues as (
  select client_name_normalized as client_key, group_concat(distinct issue_code order by issue_code) as lobby_issues
  from lobbying_activities
  where client_name_normalized in (select client_key from keys)
    and filing_type glob '[1234Q]*' and issue_code is not null
  group by client_name_normalized
)
select paid.client_key as client_key,
  count(*) as lobby_filings,
  cast(total(paid.income_amount) as integer) as total_lobby_income,
  issues.lobby_issues as lobby_issues
from paid
left join issues on issues.client_key = paid.client_key
group by paid.client_key;

create table witness_lobby_overlap as
select hw.organization_normalized as organization,
  count(distinct hw.package_id) as hearings_testified,
  c.lobby_filings as lobby_filings,
  c.total_lobby_income as total_lobby_income,
  min(h.date_issued) as first_hearing,
  max(h.date_issued) as last_hearing,
  c.lobby_issues as lobby_issues
from hearing_witnesses hw
join hearings h on h.package_id = hw.package_id
join temp.money_overlap_clients c on c.client_key = hw.organization_normalized
group by hw.organization_normalized
order by hearings_testified desc, organization;
create index idx_witness_lobby_overlap_organization on witness_lobby_overlap(organization);
create index idx_witness_lobby_overlap_hearings_testified on witness_lobby_overlap(hearings_testified);

create table commenter_lobby_overlap as
select cd.organization_normalized as organization,
  count(distinct cd.id) as comments_filed,
  count(distinct cd.gov_agency) as agencies_commented,
  c.lobby_filings as lobby_filings,
  c.total_lobby_income as total_lobby_income,
  c.lobby_issues as lobby_issues
from comment_details cd
join temp.money_overlap_clients c on c.client_key = cd.organization_normalized
group by cd.organization_normalized
order by comments_filed desc, organization;
create index idx_commenter_lobby_overlap_organization on commenter_lobby_overlap(organization);
create index idx_commenter_lobby_overlap_comments_filed on commenter_lobby_overlap(comments_filed);

drop table temp.money_overlap_clients;

-- ---------------------------------------------------------------- revolving door

-- Former members of Congress who lobby: a lobbyist who declares congressional service and whose
-- name is, in upper case, the full name of exactly one identifiable former member.
create table revolving_door as
with declared as materialized (
  select lobbyist_name, min(covered_position) as covered_position_sample
  from lobbying_lobbyists
  where covered_position is not null and covered_position != ''
    and (upper(covered_position) like '%MEMBER OF CONGRESS%'
      or upper(covered_position) like '%FORMER MEMBER%'
      or upper(covered_position) like 'U.S. REPRESENTATIVE%'
      or upper(covered_position) like 'U.S. SENATOR%'
      or upper(covered_position) like 'US REPRESENTATIVE%'
      or upper(covered_position) like 'US SENATOR%'
      or upper(covered_position) like 'CONGRESSMAN%'
      or upper(covered_position) like 'CONGRESSWOMAN%')
  group by lobbyist_name
),
namesakes as (
  select upper(full_name) as name_key, count(*) as members, sum(last_served >= '1991') as recent_members
  from congress_members
  where full_name is not null and full_name != ''
  group by upper(full_name)
),
former as materialized (
  select cm.bioguide_id, cm.full_name, cm.party, cm.state, cm.chamber, upper(cm.full_name) as name_key
  from congress_members cm
  join namesakes n on n.name_key = upper(cm.full_name)
  where cm.is_current = 0
    and (n.members = 1 or (n.recent_members = 1 and cm.last_served >= '1991'))
),
matched as materialized (
  select f.bioguide_id, d.lobbyist_name, d.covered_position_sample
  from declared d
  join former f on f.name_key = upper(d.lobbyist_name)
),
samples as (
  select bioguide_id, min(covered_position_sample) as covered_position_sample from matched group by bioguide_id
),
lobbied as (
  select distinct m.bioguide_id, fl.filing_uuid, fl.client_name, fl.registrant_name, fl.filing_year, fl.income_amount
  from matched m
  join lobbying_lobbyists ll on ll.lobbyist_name = m.lobbyist_name
  join lobbying_filings fl on fl.filing_uuid = ll.filing_uuid
  where fl.filing_type glob '[1234Q]*'
)
select f.bioguide_id as bioguide_id,
  f.full_name as full_name,
  f.party as party,
  f.state as state,
  f.chamber as congress_chamber,
  count(distinct l.filing_uuid) as lobbying_filing_count,
  count(distinct l.client_name) as client_count,
  count(distinct l.registrant_name) as firm_count,
  min(l.filing_year) as first_lobbying_year,
  max(l.filing_year) as last_lobbying_year,
  cast(total(l.income_amount) as integer) as total_reported_income,
  group_concat(distinct l.registrant_name order by l.registrant_name) as lobbying_firms,
  s.covered_position_sample as covered_position_sample
from lobbied l
join former f on f.bioguide_id = l.bioguide_id
join samples s on s.bioguide_id = l.bioguide_id
group by f.bioguide_id
order by lobbying_filing_count desc, bioguide_id;
create index idx_revolving_door_bioguide_id on revolving_door(bioguide_id);

-- ---------------------------------------------------------------- FARA

-- FARA registrants that also testified (as a witness organisation) before Congress, with the
-- countries and names of the foreign principals they represent (comma-separated, sorted).
create table fara_hearing_overlap as
with testified as (
  select hw.organization_normalized as org,
    count(distinct hw.package_id) as hearings_testified,
    min(h.date_issued) as first_hearing,
    max(h.date_issued) as last_hearing
  from hearing_witnesses hw
  join hearings h on h.package_id = hw.package_id
  where hw.organization_normalized in (select name_normalized from fara_registrants)
  group by hw.organization_normalized
),
principals as (
  select registration_number,
    count(distinct country) as countries_represented,
    group_concat(distinct country order by country) as countries,
    group_concat(distinct foreign_principal order by foreign_principal) as foreign_principals
  from fara_foreign_principals
  group by registration_number
)
select r.name as registrant_name,
  r.registration_number as registration_number,
  t.hearings_testified as hearings_testified,
  coalesce(p.countries_represented, 0) as countries_represented,
  p.countries as countries,
  p.foreign_principals as foreign_principals,
  t.first_hearing as first_hearing,
  t.last_hearing as last_hearing,
  r.registration_date as registration_date,
  r.termination_date as termination_date
from fara_registrants r
join testified t on t.org = r.name_normalized
left join principals p on p.registration_number = r.registration_number
order by hearings_testified desc, registrant_name;
create index idx_fara_hearing_overlap_registration_number on fara_hearing_overlap(registration_number);
create index idx_fara_hearing_overlap_registrant_name on fara_hearing_overlap(registrant_name);

-- ---------------------------------------------------------------- FEC

-- Committee money received by current committee members, per (member, donor committee).
-- Only receipts count (24K direct, 24Z in-kind): independent expenditures for or against a
-- member and coordinated spending are not donations to them. Each member's committees are
-- listed once, so totals are not multiplied by the number of assignments.
create table committee_donor_summary as
with seats as (
  select cm.bioguide_id, group_concat(distinct c.name order by c.name) as committee_name
  from committee_memberships m
  join committees c on c.committee_id = m.committee_id
  join congress_members cm on cm.bioguide_id = m.bioguide_id
  where cm.is_current = 1
  group by cm.bioguide_id
),
received as (
  select xw.bioguide_id, fc.cmte_id, count(*) as contribution_count, total(fc.transaction_amt) as total_donated
  from fec_candidate_crosswalk xw
  join fec_contributions fc on fc.cand_id = xw.fec_candidate_id and fc.transaction_tp in ('24K', '24Z')
  where xw.bioguide_id in (select bioguide_id from seats)
  group by xw.bioguide_id, fc.cmte_id
  having total(fc.transaction_amt) >= 10000
)
select s.committee_name as committee_name,
  cm.full_name as member_name,
  cm.party as party,
  cm.state as state,
  r.bioguide_id as bioguide_id,
  (select d.cmte_nm from fec_committees d where d.cmte_id = r.cmte_id order by d.cycle desc limit 1) as donor_committee,
  r.cmte_id as donor_cmte_id,
  r.total_donated as total_donated,
  r.contribution_count as contribution_count
from received r
join seats s on s.bioguide_id = r.bioguide_id
join congress_members cm on cm.bioguide_id = r.bioguide_id
where exists (select 1 from fec_committees d where d.cmte_id = r.cmte_id)
order by total_donated desc, bioguide_id, donor_cmte_id;
create index idx_committee_donor_summary_bioguide_id on committee_donor_summary(bioguide_id);
create index idx_committee_donor_summary_committee_name on committee_donor_summary(committee_name);
create index idx_committee_donor_summary_total_donated on committee_donor_summary(total_donated);

-- Employer giving per party and cycle, rolled up from the per-candidate aggregates.
create table fec_employer_to_party (
  employer TEXT,
  party TEXT,
  cycle INTEGER,
  donation_count INTEGER,
  total_amount INTEGER,
  candidate_count INTEGER
);
insert into fec_employer_to_party (employer, party, cycle, donation_count, total_amount, candidate_count)
select employer, party, cycle, sum(donation_count), sum(total_amount), count(distinct cand_id)
from fec_employer_to_candidate
group by employer, party, cycle;
create index idx_fec_employer_to_party_employer on fec_employer_to_party(employer);

-- ---------------------------------------------------------------- full-text indexes
insert into lobbying_fts(lobbying_fts) values ('rebuild');
insert into fara_registrants_fts(fara_registrants_fts) values ('rebuild');
insert into fara_foreign_principals_fts(fara_foreign_principals_fts) values ('rebuild');
insert into fec_employer_fts(fec_employer_fts) values ('rebuild');
