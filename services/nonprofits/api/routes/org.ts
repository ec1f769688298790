// One organisation by EIN: its profile, the officers of one filing, the grants it made, its filings.
import type { TableRoute } from '../../../../api-shims/kit/spec.js';
import { BMF_COLUMNS, BMF_FORMER_COLUMNS } from '../../schema/master-file-columns.js';
import { EIN_PARAM, OFFSET_PARAM, ORG_EXISTS, YEAR_PARAM, limitParam } from './common.js';

const LATEST_COLUMNS = [
  'object_id',
  'tax_year',
  'return_type',
  'tax_period_end',
  'total_revenue',
  'total_expenses',
  'total_assets_eoy',
  'net_assets_eoy',
  'contributions_received',
  'contributions_paid',
  'fmv_assets_eoy',
  'amended_return',
  'return_ts',
];

/** json_object('col', col, ...) over `columns`. */
const jsonObject = (columns: readonly string[]): string => `json_object(${columns.map((c) => `'${c}', ${c}`).join(', ')})`;

/** 990 before 990-EZ before 990-PF: the form that says most about an organisation's finances. */
export const FORM_RANK = `case return_type when '990' then 0 when '990EZ' then 1 when '990PF' then 2 else 3 end`;

const ORG_SQL = `with
  b as (select * from bmf where ein = :ein),
  f as (select * from bmf_former where ein = :ein),
  src as (select * from returns_ntee_source where ein = :ein),
  latest as (
    select * from canonical_returns
    where ein = :ein
    order by return_type in ('990', '990EZ', '990PF') desc, tax_year desc, ${FORM_RANK}
    limit 1)
select
  :ein as ein,
  coalesce((select name from b), (select name from f),
           (select org_name from returns where ein = :ein order by tax_year desc, object_id desc limit 1)) as name,
  exists (select 1 from b) as in_bmf,
  (select ${jsonObject(BMF_COLUMNS)} from b) as bmf,
  (select ${jsonObject(BMF_FORMER_COLUMNS)} from f) as former,
  coalesce((select ntee_code from src), (select ntee_cd from b), (select ntee_cd from f)) as ntee_code,
  coalesce((select source from src),
           case when (select ntee_cd from b) is not null then 'bmf'
                when (select ntee_cd from f) is not null then 'bmf_former' end) as ntee_source,
  (select count(*) from returns where ein = :ein) as filings_count,
  (select min(tax_year) from returns where ein = :ein) as first_tax_year,
  (select max(tax_year) from returns where ein = :ein) as last_tax_year,
  (select json_group_array(return_type)
     from (select distinct return_type from returns where ein = :ein and return_type is not null order by return_type)) as return_types,
  (select ${jsonObject(LATEST_COLUMNS)} from latest) as latest_filing,
  json_object(
    'grants_paid', (select count(*) from grants where ein = :ein and grant_type = 'paid'),
    'schedule_i_made', (select count(*) from schedule_i_990 where ein = :ein),
    'schedule_i_received', (select count(*) from schedule_i_990 where recipient_ein = :ein),
    'daf_received', (select count(*) from schedule_i_grants where recipient_ein = :ein),
    'related_orgs', (select count(*) from related_orgs where ein = :ein)) as counts,
  json_object(
    'officers', '/api/org/' || :ein || '/officers',
    'grants', '/api/org/' || :ein || '/grants',
    'filings', '/api/org/' || :ein || '/filings') as links
where exists (select 1 from b) or exists (select 1 from f) or exists (select 1 from returns where ein = :ein)`;

const ROLE_FLAGS = [
  'is_highest_compensated_employee',
  'is_officer',
  'is_individual_trustee',
  'is_institutional_trustee',
  'is_key_employee',
  'is_former',
];

export const orgRoutes: readonly TableRoute[] = [
  {
    kind: 'record',
    path: '/api/org/{ein}',
    operationId: 'getOrg',
    tag: 'Organisations',
    summary: 'An organisation by EIN',
    description:
      'Master-file record (`bmf`, or `former` for organisations that left it), NTEE code and its source, ' +
      'filing span, the latest canonical filing (990 over 990-EZ over 990-PF), counts of grants made and ' +
      'received, related organisations, and links to the lists. 404 when the EIN is in neither master ' +
      'file nor any return.',
    params: [EIN_PARAM],
    idParam: 'ein',
    what: 'organisation',
    source: { sql: ORG_SQL },
    columns: {
      ein: 'string',
      name: 'string?',
      in_bmf: 'boolean',
      bmf: 'object?',
      former: 'object?',
      ntee_code: 'string?',
      ntee_source: 'string?',
      filings_count: 'integer',
      first_tax_year: 'integer?',
      last_tax_year: 'integer?',
      return_types: 'array',
      latest_filing: 'object?',
      counts: 'object',
      links: 'object',
    },
  },
  {
    kind: 'list',
    path: '/api/org/{ein}/officers',
    operationId: 'getOrgOfficers',
    tag: 'Organisations',
    summary: 'Officers, directors and key employees of one filing',
    description:
      'People listed on ONE filing: the canonical 990, 990-EZ or 990-PF (in that order of preference) of ' +
      '`year`, by default the latest tax year filed. `other_comp` sums the four pay columns besides ' +
      '`reportable_comp_filing_org` (NULL as 0); `total_comp` sums all five. Role flags are NULL on 990-EZ and ' +
      '990-PF rows. Best paid first; 100 per page.',
    params: [EIN_PARAM, YEAR_PARAM, OFFSET_PARAM],
    pageSize: 100,
    parent: ORG_EXISTS,
    source: {
      sql: `with pick as (
  select object_id from canonical_returns
  where ein = :ein and return_type in ('990', '990EZ', '990PF')
    and tax_year = coalesce(:year,
      (select max(tax_year) from returns where ein = :ein and return_type in ('990', '990EZ', '990PF')))
  order by ${FORM_RANK}
  limit 1)
select o.id, o.person_name, o.title, o.avg_hours_per_week,
       o.reportable_comp_filing_org, o.reportable_comp_related_org, o.other_compensation, o.benefits, o.expense_account,
       coalesce(o.reportable_comp_related_org, 0) + coalesce(o.other_compensation, 0)
         + coalesce(o.benefits, 0) + coalesce(o.expense_account, 0) as other_comp,
       t.total_comp, ${ROLE_FLAGS.map((f) => `o.${f}`).join(', ')},
       o.object_id, t.tax_year, t.return_type
from officer_total_comp t
join officers o on o.id = t.id
where t.object_id = (select object_id from pick)
order by o.reportable_comp_filing_org is null, o.reportable_comp_filing_org desc, o.id`,
    },
    columns: {
      id: 'integer',
      person_name: 'string?',
      title: 'string?',
      avg_hours_per_week: 'number?',
      reportable_comp_filing_org: 'integer?',
      reportable_comp_related_org: 'integer?',
      other_compensation: 'integer?',
      benefits: 'integer?',
      expense_account: 'integer?',
      other_comp: 'integer',
      total_comp: 'integer',
      ...Object.fromEntries(ROLE_FLAGS.map((f) => [f, 'integer?' as const])),
      object_id: 'string',
      tax_year: 'integer?',
      return_type: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/org/{ein}/grants',
    operationId: 'getOrgGrants',
    tag: 'Organisations',
    summary: 'Grants paid by a private foundation',
    description:
      "Grants reported as paid on the organisation's 990-PF filings (the EIN is the funder). Recipients " +
      'carry no EIN. Newest tax year first, then largest.',
    params: [EIN_PARAM, limitParam(50), OFFSET_PARAM],
    parent: ORG_EXISTS,
    source: {
      sql: `select id, object_id, tax_year, recipient_name, recipient_city, recipient_state, recipient_country,
       amount, purpose, relationship, foundation_status
from grants
where ein = :ein and grant_type = 'paid'
order by tax_year desc, amount desc, id`,
    },
    columns: {
      id: 'integer',
      object_id: 'string',
      tax_year: 'integer?',
      recipient_name: 'string?',
      recipient_city: 'string?',
      recipient_state: 'string?',
      recipient_country: 'string?',
      amount: 'integer?',
      purpose: 'string?',
      relationship: 'string?',
      foundation_status: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/org/{ein}/filings',
    operationId: 'getOrgFilings',
    tag: 'Organisations',
    summary: 'Every return an organisation filed',
    description:
      'All returns of the EIN, every form, amendments and re-files included. `is_canonical` is 1 on the ' +
      'filing that counts for its (tax year, form): amended first, then the latest e-file timestamp. ' +
      '100 per page.',
    params: [EIN_PARAM, OFFSET_PARAM],
    pageSize: 100,
    parent: ORG_EXISTS,
    source: {
      sql: `with canon as materialized (select object_id from canonical_returns where ein = :ein)
select r.object_id, r.tax_year, r.tax_period_end, r.return_type, r.org_name, r.amended_return, r.return_ts,
       (r.object_id in (select object_id from canon)) as is_canonical,
       r.total_revenue, r.total_expenses, r.total_assets_eoy, r.net_assets_eoy, r.parse_error
from returns r
where r.ein = :ein
order by r.tax_year desc, r.return_type, r.object_id desc`,
    },
    columns: {
      object_id: 'string',
      tax_year: 'integer?',
      tax_period_end: 'string?',
      return_type: 'string?',
      org_name: 'string?',
      amended_return: 'integer?',
      return_ts: 'string?',
      is_canonical: 'integer',
      total_revenue: 'integer?',
      total_expenses: 'integer?',
      total_assets_eoy: 'integer?',
      net_assets_eoy: 'integer?',
      parse_error: 'string?',
    },
  },
];
