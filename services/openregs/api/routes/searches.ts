// Full-text searches: each reads its table's FTS5 index and ranks as FTS5's bm25 (bm25_known: the
// same scores, the version's common words counted once), ties broken by the primary key so pages
// never overlap. The ranking keeps only row id, score and key; whole rows are read for the page alone.
import type { TableRoute } from '../../../../api-shims/kit/spec.js';
import { OFFSET_PARAM, limitParam, searchTextParam } from './common.js';

const YEAR_MAX = 2099;

/**
 * A search's SQL: `ranking` gives each match's `match_rowid`, `score` and tie-breaking key (`tie`),
 * filtered; only the rows the kit's page can show (`limit` + 1 after `offset`) leave it as `ranked`,
 * and `rows` (joins onto `ranked`) reads whole rows for those alone.
 */
function rankedSearch(select: string, ranking: string, rows: string): string {
  return `select ${select}
from (${ranking}
  order by score, tie
  limit :limit + 1 + :offset) ranked
${rows}
order by ranked.score, ranked.tie`;
}

export const searchRoutes: readonly TableRoute[] = [
  {
    kind: 'list',
    path: '/api/search/legislation',
    operationId: 'searchLegislation',
    tag: 'Legislation',
    summary: 'Search bills and resolutions',
    description: 'Bills and resolutions (93rd-119th Congress) whose title, policy area or bill id match `q`.',
    params: [
      searchTextParam("Words in the bill's title, policy area or id.", 'climate', { table: 'legislation_fts' }),
      {
        name: 'congress',
        in: 'query',
        description: 'Only bills of this Congress.',
        schema: { type: 'integer', minimum: 93, maximum: 119 },
        example: 118,
      },
      {
        name: 'policy_area',
        in: 'query',
        description: 'Only bills in this CRS policy area (any case), e.g. Health, Taxation.',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        example: 'Health',
        narrows: 'policy_area',
      },
      limitParam(20, 100),
      OFFSET_PARAM,
    ],
    source: {
      sql: rankedSearch(
        `l.bill_id, l.congress, l.bill_type, l.bill_number, l.title, l.policy_area, l.introduced_date,
       l.latest_action_date, l.latest_action_text, l.origin_chamber, l.sponsor_name, l.sponsor_bioguide_id,
       l.sponsor_party, l.sponsor_state, l.cosponsor_count, l.url`,
        `select legislation_fts.rowid as match_rowid, bm25_known(legislation_fts, :q_known) as score, l.bill_id as tie
  from legislation_fts
  join legislation l on l.rowid = legislation_fts.rowid
  where legislation_fts match :q
    and (:congress is null or l.congress = :congress)
    and (:policy_area is null or lower(l.policy_area) = lower(:policy_area))`,
        `join legislation l on l.rowid = ranked.match_rowid`,
      ),
    },
    columns: {
      bill_id: 'string',
      congress: 'integer?',
      bill_type: 'string?',
      bill_number: 'integer?',
      title: 'string?',
      policy_area: 'string?',
      introduced_date: 'string?',
      latest_action_date: 'string?',
      latest_action_text: 'string?',
      origin_chamber: 'string?',
      sponsor_name: 'string?',
      sponsor_bioguide_id: 'string?',
      sponsor_party: 'string?',
      sponsor_state: 'string?',
      cosponsor_count: 'integer?',
      url: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/lobbying',
    operationId: 'searchLobbying',
    tag: 'Lobbying',
    summary: 'Search lobbying activity by client or registrant',
    description:
      'Lobbying Disclosure Act activity records (one per filing and issue area) whose client or registrant ' +
      "name matches `q`, with the issue code's description and the filing's reported income and expense. " +
      'The amounts belong to the whole filing (joined from `lobbying_filings` by `filing_uuid`): they repeat ' +
      'on each issue row of a filing, so never add them up across rows.',
    params: [
      searchTextParam("Words in the client's or the registrant's name.", 'chamber of commerce', {
        table: 'lobbying_fts',
        columns: ['client_name', 'registrant_name'],
      }),
      {
        name: 'year',
        in: 'query',
        description: 'Only filings for this filing year.',
        schema: { type: 'integer', minimum: 1999, maximum: YEAR_MAX },
        example: 2023,
      },
      {
        name: 'issue_code',
        in: 'query',
        description: 'Only activity on this LDA issue area (three letters, any case; see `lobbying_issue_codes`), e.g. ENV, TAX, HCR, DEF.',
        schema: { type: 'string', pattern: '^[A-Za-z]{3}$' },
        example: 'ENV',
        narrows: 'issue_code',
      },
      limitParam(20, 100),
      OFFSET_PARAM,
    ],
    source: {
      sql: rankedSearch(
        `la.id, la.filing_uuid, la.filing_year, la.filing_period, la.filing_type, la.client_name,
       la.registrant_name, la.issue_code, ic.description as issue_description, la.specific_issues,
       la.government_entities, f.income_amount, f.expense_amount, la.received_date`,
        `select lobbying_fts.rowid as match_rowid, bm25_known(lobbying_fts, :q_known) as score, lobbying_fts.rowid as tie
  from lobbying_fts
  where lobbying_fts match :q
    and (:year is null or lobbying_fts.rowid in (select id from lobbying_activities where filing_year = :year))
    and (:issue_code is null
      or (select issue_code from lobbying_activities where id = lobbying_fts.rowid) = upper(:issue_code))`,
        `join lobbying_activities la on la.id = ranked.match_rowid
left join lobbying_filings f on f.filing_uuid = la.filing_uuid
left join lobbying_issue_codes ic on ic.code = la.issue_code`,
      ),
    },
    columns: {
      id: 'integer',
      filing_uuid: 'string',
      filing_year: 'integer',
      filing_period: 'string?',
      filing_type: 'string',
      client_name: 'string',
      registrant_name: 'string',
      issue_code: 'string?',
      issue_description: 'string?',
      specific_issues: 'string?',
      government_entities: 'string?',
      income_amount: 'number?',
      expense_amount: 'number?',
      received_date: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/federal_register',
    operationId: 'searchFederalRegister',
    tag: 'Federal Register',
    summary: 'Search Federal Register documents',
    description: 'Federal Register documents (1994 on) whose title, abstract, agency names or excerpts match `q`.',
    params: [
      searchTextParam('Words in the title, abstract, agency names or excerpts.', 'emissions', { table: 'federal_register_fts' }),
      {
        name: 'type',
        in: 'query',
        description: 'Only documents of this type.',
        schema: { type: 'string', enum: ['Rule', 'Proposed Rule', 'Notice', 'Presidential Document'] },
        example: 'Rule',
      },
      {
        name: 'year',
        in: 'query',
        description: 'Only documents published in this year.',
        schema: { type: 'integer', minimum: 1994, maximum: YEAR_MAX },
        example: 2024,
      },
      limitParam(20, 100),
      OFFSET_PARAM,
    ],
    source: {
      sql: rankedSearch(
        `fr.document_number, fr.title, fr.type, fr.abstract, fr.publication_date, fr.agency_names,
       fr.regulation_id_numbers, fr.html_url, fr.pdf_url`,
        `select federal_register_fts.rowid as match_rowid, bm25_known(federal_register_fts, :q_known) as score, fr.document_number as tie
  from federal_register_fts
  join federal_register fr on fr.rowid = federal_register_fts.rowid
  where federal_register_fts match :q
    and (:type is null or fr.type = :type)
    and (:year is null or fr.pub_year = :year)`,
        `join federal_register fr on fr.rowid = ranked.match_rowid`,
      ),
    },
    columns: {
      document_number: 'string',
      title: 'string?',
      type: 'string?',
      abstract: 'string?',
      publication_date: 'string?',
      agency_names: 'string?',
      regulation_id_numbers: 'string?',
      html_url: 'string?',
      pdf_url: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/comments',
    operationId: 'searchComments',
    tag: 'Regulations.gov',
    summary: 'Search public comments',
    description: 'Public comments on Regulations.gov whose title, submitter, agency, submitter type or docket id match `q`.',
    params: [
      searchTextParam("Words in the comment's title, submitter name, agency code, submitter type or docket id.", 'public', {
        table: 'comments_fts',
      }),
      {
        name: 'agency',
        in: 'query',
        description: 'Only comments to this agency (Regulations.gov code, any case), e.g. EPA, FDA.',
        schema: { type: 'string', pattern: '^[A-Za-z]{2,12}$' },
        example: 'EPA',
        narrows: 'agency_id',
      },
      limitParam(20, 100),
      OFFSET_PARAM,
    ],
    source: {
      sql: rankedSearch(
        `c.id, c.docket_id, c.agency_id, c.title, c.submitter_name, c.submitter_type, c.document_type,
       c.posted_date, c.withdrawn`,
        `select comments_fts.rowid as match_rowid, bm25_known(comments_fts, :q_known) as score, c.id as tie
  from comments_fts
  join comments c on c.rowid = comments_fts.rowid
  where comments_fts match :q
    and (:agency is null or c.agency_id = upper(:agency))`,
        `join comments c on c.rowid = ranked.match_rowid`,
      ),
    },
    columns: {
      id: 'string',
      docket_id: 'string?',
      agency_id: 'string?',
      title: 'string?',
      submitter_name: 'string?',
      submitter_type: 'string?',
      document_type: 'string?',
      posted_date: 'string?',
      withdrawn: 'integer?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/spending',
    operationId: 'searchSpending',
    tag: 'Spending',
    summary: 'Search federal grants and contracts',
    description: 'USAspending awards (fiscal year 2017 on) whose recipient, awarding agency or sub-agency match `q`.',
    params: [
      searchTextParam("Words in the recipient's name or the awarding agency or sub-agency.", 'university', {
        table: 'spending_awards_fts',
      }),
      {
        name: 'agency',
        in: 'query',
        description: 'Only awards from this awarding agency, by its full name (any case), e.g. National Science Foundation.',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        example: 'National Science Foundation',
        narrows: 'agency',
      },
      {
        name: 'year',
        in: 'query',
        description: 'Only awards of this fiscal year.',
        schema: { type: 'integer', minimum: 2000, maximum: YEAR_MAX },
        example: 2024,
      },
      {
        name: 'category',
        in: 'query',
        description: 'Only grants or only contracts.',
        schema: { type: 'string', enum: ['grants', 'contracts'] },
      },
      limitParam(20, 100),
      OFFSET_PARAM,
    ],
    source: {
      sql: rankedSearch(
        `s.generated_internal_id, s.award_id, s.recipient_name, s.agency, s.sub_agency, s.award_category,
       s.award_type, s.award_amount, s.total_outlays, s.description, s.start_date, s.end_date, s.fiscal_year,
       s.recipient_location_state, s.state_code, s.cfda_number, s.naics_code, s.naics_description`,
        `select spending_awards_fts.rowid as match_rowid, bm25_known(spending_awards_fts, :q_known) as score, s.generated_internal_id as tie
  from spending_awards_fts
  join spending_awards s on s.rowid = spending_awards_fts.rowid
  where spending_awards_fts match :q
    and (:agency is null or lower(s.agency) = lower(:agency))
    and (:year is null or s.fiscal_year = :year)
    and (:category is null or s.award_category = :category)`,
        `join spending_awards s on s.rowid = ranked.match_rowid`,
      ),
    },
    columns: {
      generated_internal_id: 'string',
      award_id: 'string?',
      recipient_name: 'string?',
      agency: 'string?',
      sub_agency: 'string?',
      award_category: 'string?',
      award_type: 'string?',
      award_amount: 'number?',
      total_outlays: 'number?',
      description: 'string?',
      start_date: 'string?',
      end_date: 'string?',
      fiscal_year: 'integer?',
      recipient_location_state: 'string?',
      state_code: 'string?',
      cfda_number: 'string?',
      naics_code: 'string?',
      naics_description: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/hearings',
    operationId: 'searchHearings',
    tag: 'Hearings',
    summary: 'Search congressional hearings',
    description:
      'Published committee hearings whose title, chamber or committees match `q`. `committees` is the ' +
      'stored JSON text: an array of {name, chamber, full_hierarchy}.',
    params: [
      searchTextParam("Words in the hearing's title or committee names.", 'cybersecurity', { table: 'hearings_fts' }),
      {
        name: 'chamber',
        in: 'query',
        description: 'Only hearings of this chamber.',
        schema: { type: 'string', enum: ['HOUSE', 'SENATE', 'JOINT'] },
        example: 'SENATE',
        narrows: 'chamber',
      },
      limitParam(20, 100),
      OFFSET_PARAM,
    ],
    source: {
      sql: rankedSearch(
        `h.package_id, h.title, h.chamber, h.congress, h.session, h.date_issued, h.committees,
       h.detail_url, h.html_url, h.pdf_url`,
        `select hearings_fts.rowid as match_rowid, bm25_known(hearings_fts, :q_known) as score, h.package_id as tie
  from hearings_fts
  join hearings h on h.rowid = hearings_fts.rowid
  where hearings_fts match :q
    and (:chamber is null or upper(h.chamber) = :chamber)`,
        `join hearings h on h.rowid = ranked.match_rowid`,
      ),
    },
    columns: {
      package_id: 'string',
      title: 'string?',
      chamber: 'string?',
      congress: 'integer?',
      session: 'string?',
      date_issued: 'string?',
      committees: 'string?',
      detail_url: 'string?',
      html_url: 'string?',
      pdf_url: 'string?',
    },
  },
];
