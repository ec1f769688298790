// Searches: organisations, foundation grants, DAF disbursements, people, programmes, pay.
import type { TableRoute } from '../../../../api-shims/kit/spec.js';
import { EIN_OF_TEXT, OFFSET_PARAM, STATE_PARAM, YEAR_PARAM, amountParam, limitParam, searchTextParam } from './common.js';

/** An officer row with the filing it is listed on: the leading columns of the people searches. */
const PERSON_ON_FILING = {
  id: 'integer',
  person_name: 'string?',
  title: 'string?',
  ein: 'string?',
  org_name: 'string?',
  state: 'string?',
  object_id: 'string',
  tax_year: 'integer?',
  return_type: 'string?',
} as const;

const COMP_COLUMNS = ['reportable_comp_filing_org', 'reportable_comp_related_org', 'other_compensation', 'benefits', 'expense_account'];
/** An officer's total pay as officer_total_comp sums it (NULL as 0), over officers `o`. */
const TOTAL_COMP = COMP_COLUMNS.map((c) => `coalesce(o.${c}, 0)`).join(' + ');

const ORG_COLUMNS = `b.ein, b.name, b.city, b.state, b.zip, b.subsection, b.foundation, b.ntee_cd, b.ruling,
         b.asset_amt, b.income_amt, b.revenue_amt,
         (select max(r.tax_year) from returns r where r.ein = b.ein) as latest_tax_year`;
const ORG_FILTERS = `(:state is null or b.state = :state) and (:ntee is null or b.ntee_cd glob :ntee || '*')`;
/**
 * The name words, narrowed in the full-text index to the state's and NTEE code's own columns: the
 * index then finds the few matches of a common word in one state (6.7 ms for 'community' in Texas's
 * K codes at scale 1) instead of reading every match's row (113 ms for its 97,138). It matches every
 * row the filters keep (a code's one token starts with its prefix, any case), so ORG_FILTERS still
 * decides. `state` is one of the USPS codes and `ntee` a letter and digits (their schemas).
 */
const ORG_MATCH = `'(' || :q || ')'
      || case when :state is null then '' else ' AND state:"' || :state || '"' end
      || case when :ntee is null then '' else ' AND ntee_cd:' || :ntee || '*' end`;

/**
 * People whose name matches, best paid first. Sorting every match is slow for common names, so the
 * page is found among the first (offset + page) matches of fts_officers_by_pay, which lists the paid
 * people in this very order (see schema/people-search.sql); only when those run short (rare names,
 * deep pages) are the unpaid matches, who all rank after them, read from fts_officers and sorted
 * (a LIMIT of 0 keeps SQLite from reading them otherwise; -1 is no limit). Paid matches before the
 * offset are only counted (`wanted` is false): the LIMIT ... OFFSET after this query skips them.
 */
const PEOPLE_SQL = `with paid(k, id) as materialized (
  select fp.rowid, fp.rowid & 4294967295 from fts_officers_by_pay fp
  where fts_officers_by_pay match :q
  order by fp.rowid
  limit :_fetch + :offset),
unpaid(id) as (
  select o.id from fts_officers fo
  join officers o on o.id = fo.rowid
  where fts_officers match :q and ${TOTAL_COMP} <= 0
    and exists (select 1 from returns r where r.object_id = o.object_id)
  limit case when (select count(*) from paid) < :_fetch + :offset then -1 else 0 end),
hits(k, id, wanted) as (
  select k, id, k >= (select k from paid order by k limit 1 offset :offset) from paid
  union all
  select null, id, 1 from unpaid)
select o.id, o.person_name, o.title, o.ein, r.org_name, r.state, o.object_id, r.tax_year, r.return_type,
       o.reportable_comp_filing_org, ${TOTAL_COMP} as total_comp
from hits h
left join officers o on h.wanted and o.id = h.id
left join returns r on r.object_id = o.object_id
order by h.k is null, h.k, total_comp desc, r.tax_year desc, o.id`;

/** How many officers a state's pay search walks for each of the state's filings before reading them. */
export const PAY_WALK_PER_FILING = 2;

/**
 * Officers by pay from the filing organisation, best paid first. Without a state, the officers are
 * walked in pay order (idx_officers_comp, which lists them in this very order: pay, then id),
 * stopping at the page. With one, the officers paid at least as much as the (PAY_WALK_PER_FILING
 * × n)-th best paid, n the number of the state's filings (in the year asked for), are walked first
 * in that order, from idx_officers_pay_title_oid, which holds each title and filing, so a title
 * that matches is checked against its filing's state and year in idx_returns_state_oid, and no
 * row is read until the page's own; the walk stops once the page is found. Any match among them
 * comes before every match after them, so when they hold the page it is the page: a large state's
 * page soon is (at full scale, California's filers: 5.5 s reading and sorting the state's
 * officers, 100 ms walking; the executive directors of 2022 of California, 0.46-0.64 s → 83 ms
 * reading each matching title's officer and filing rows → 72 ms from the two indexes, 6,732
 * titles matching among 173,649 officers walked; of New York, found at 1.9 × n, 0.30 s → 77 ms →
 * 46 ms). When they do not (a rare title, a deep page, a small state), the state's filings
 * (idx_returns_state_year) and their officers are read and sorted, the work of the state's rows
 * only, after a walk of a few times as many index entries (a miss adds 30-60 ms). Exactly one of
 * the three arms has rows; SQLite merges them in the order asked for, so the LIMIT the kit
 * appends stops the walk without a state early. Each officer's filing is read through subqueries:
 * as a join, SQLite would first build a Bloom filter over every filing (a second at full scale)
 * for the few rows a page needs.
 */
const FILING_OF = (column: string): string => `(select r.${column} from returns r where r.object_id = o.object_id) as ${column}`;
const PAY_COLUMNS = `${COMP_COLUMNS.map((c) => `o.${c}`).join(', ')}, ${TOTAL_COMP} as total_comp`;
const WALKED_COLUMNS = `o.id, o.person_name, o.title, o.ein, ${FILING_OF('org_name')}, ${FILING_OF('state')}, o.object_id,
       ${FILING_OF('tax_year')}, ${FILING_OF('return_type')}, ${PAY_COLUMNS}`;
/** The title filter on officers aliased `alias`. */
const titleMatches = (alias: string): string => `(:title is null or ${alias}.title like :title escape '\\')`;
const COMPENSATION_SQL = `with state_filings(n) as (
  select case when :year is null then (select count(*) from returns where state = :state)
    else (select count(*) from returns where state = :state and tax_year = :year) end),
walked(id) as materialized (
  select p.id from (
    select id, title, object_id from officers
    where :state is not null
      and reportable_comp_filing_org >= coalesce(
        (select reportable_comp_filing_org from officers where reportable_comp_filing_org >= :min_comp
         order by reportable_comp_filing_org desc limit 1 offset ${PAY_WALK_PER_FILING} * (select n from state_filings) - 1),
        :min_comp)
    order by reportable_comp_filing_org desc, id
    -- No limit, but a LIMIT keeps this subquery apart: it reads idx_officers_pay_title_oid alone.
    limit -1) p
  where ${titleMatches('p')}
    and exists (select 1 from returns r
                where r.state = :state and r.object_id = p.object_id and (:year is null or r.tax_year = :year))
  limit :_fetch + :offset),
walk_holds_page(yes) as (select count(*) >= :_fetch + :offset from walked)
select ${WALKED_COLUMNS}
from walked w
join officers o on o.id = w.id
where (select yes from walk_holds_page)
union all
select o.id, o.person_name, o.title, o.ein, r.org_name, r.state, o.object_id, r.tax_year, r.return_type, ${PAY_COLUMNS}
from returns r
join officers o on o.object_id = r.object_id
where :state is not null and not (select yes from walk_holds_page) and r.state = :state
  and (:year is null or r.tax_year = :year)
  and o.reportable_comp_filing_org >= :min_comp
  and ${titleMatches('o')}
union all
select ${WALKED_COLUMNS}
from officers o
where :state is null
  and o.reportable_comp_filing_org >= :min_comp
  -- Listed on a filing (NULL when none), of the year when one is asked for.
  and (select :year is null or r.tax_year = :year from returns r where r.object_id = o.object_id)
  and ${titleMatches('o')}
order by reportable_comp_filing_org desc, id`;

/** Above this many matches, a grants search walks the grants by amount instead of sorting the matches. */
export const GRANT_MATCHES_SORTED = 5000;

/**
 * Paid grants whose recipient matches, largest first. A few thousand matches are read and sorted
 * (few); past that (a common word: "foundation" matches millions at full scale) the grants are
 * walked largest first, by year when one is asked for, each checked against the matches, until the
 * page is full (many, many_in_year). Each LIMIT is worked out once, so the paths not taken
 * read nothing.
 */
const GRANT_MATCHES = 'select rowid from fts_grants where fts_grants match :q';
const GRANTS_SQL = `with matched(n) as materialized (select count(*) from fts_grants where fts_grants match :q),
few(id) as (
  select g.id from grants g
  where g.rowid in (${GRANT_MATCHES})
    and g.grant_type = 'paid' and g.amount >= :min_amount
    and (:year is null or g.tax_year = :year)
  limit case when (select n from matched) <= ${GRANT_MATCHES_SORTED} then -1 else 0 end),
many(id) as (
  select g.id from grants g
  where +g.rowid in (${GRANT_MATCHES})
    and +g.grant_type = 'paid' and g.amount >= :min_amount
  order by g.amount desc, g.id
  limit case when (select n from matched) > ${GRANT_MATCHES_SORTED} and :year is null then :_fetch + :offset else 0 end),
many_in_year(id) as (
  select g.id from grants g
  where g.tax_year = :year
    and +g.rowid in (${GRANT_MATCHES})
    and +g.grant_type = 'paid' and g.amount >= :min_amount
  order by g.amount desc, g.id
  limit case when (select n from matched) > ${GRANT_MATCHES_SORTED} and :year is not null then :_fetch + :offset else 0 end)
select g.id, g.object_id, g.ein as funder_ein, r.org_name as funder_name, g.tax_year, g.recipient_name,
       g.recipient_city, g.recipient_state, g.recipient_country, g.amount, g.purpose
from (select id from few union all select id from many union all select id from many_in_year) h
join grants g on g.id = h.id
left join returns r on r.object_id = g.object_id
order by g.amount desc, g.id`;

const DAF_COLUMNS = `id, funder_ein, funder_name, tax_year, grant_type, recipient_name, recipient_ein, recipient_city,
         recipient_state, recipient_country, amount, purpose`;

export const searchRoutes: readonly TableRoute[] = [
  {
    kind: 'list',
    path: '/api/search/orgs',
    operationId: 'searchOrgs',
    tag: 'Search',
    summary: 'Find organisations in the IRS master file',
    description:
      'Organisations of the Business Master File by name words (also matched against EIN, city, state and ' +
      'NTEE code), or exactly by EIN when `q` is one (9 digits or NN-NNNNNNN). Largest income first. ' +
      '`latest_tax_year` is the latest year the EIN filed a return (null if never).',
    params: [
      searchTextParam('Name words or an EIN.', 'red cross', 'fts_tokens', 'q_text'),
      STATE_PARAM,
      {
        name: 'ntee',
        in: 'query',
        normalize: 'upper',
        description: 'NTEE major group (one letter) or code (letter and two digits), any case; matches codes starting with it.',
        schema: { type: 'string', pattern: '^[A-Z]([0-9]{2})?$' },
        example: 'K',
      },
      limitParam(20),
      OFFSET_PARAM,
    ],
    source: {
      sql: `select * from (
  select ${ORG_COLUMNS}
  from bmf b
  where b.ein = ${EIN_OF_TEXT} and ${ORG_FILTERS}
  union all
  select ${ORG_COLUMNS}
  from bmf b
  where ${EIN_OF_TEXT} is null
    and b.rowid in (select rowid from fts_bmf where fts_bmf match ${ORG_MATCH}) and ${ORG_FILTERS}
)
order by income_amt is null, income_amt desc, ein`,
    },
    columns: {
      ein: 'string',
      name: 'string?',
      city: 'string?',
      state: 'string?',
      zip: 'string?',
      subsection: 'string?',
      foundation: 'string?',
      ntee_cd: 'string?',
      ruling: 'string?',
      asset_amt: 'integer?',
      income_amt: 'integer?',
      revenue_amt: 'integer?',
      latest_tax_year: 'integer?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/grants',
    operationId: 'searchGrants',
    tag: 'Search',
    summary: 'Find private-foundation grants by recipient name',
    description:
      'Grants paid on 990-PF filings whose recipient name holds every word of `q`. Recipients carry no EIN, ' +
      'so different organisations with the same name are merged. `funder_name` is the name on the ' +
      "funder's filing. Largest first.",
    params: [
      searchTextParam('Recipient name words.', 'red cross'),
      amountParam('min_amount', 'Smallest grant amount, in dollars.'),
      YEAR_PARAM,
      limitParam(20),
      OFFSET_PARAM,
    ],
    source: { sql: GRANTS_SQL },
    columns: {
      id: 'integer',
      object_id: 'string',
      funder_ein: 'string?',
      funder_name: 'string?',
      tax_year: 'integer?',
      recipient_name: 'string?',
      recipient_city: 'string?',
      recipient_state: 'string?',
      recipient_country: 'string?',
      amount: 'integer',
      purpose: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/daf',
    operationId: 'searchDaf',
    tag: 'Search',
    summary: 'Find donor-advised-fund disbursements by recipient',
    description:
      'Grants of the 20 DAF and intermediary sponsors (Schedule I of their Form 990) whose recipient name ' +
      'holds every word of `q`, or whose recipient EIN is `q` when it is one. Original and amended ' +
      'filings of a year both appear. Largest first.',
    params: [searchTextParam('Recipient name words or an EIN.', 'red cross', 'fts_tokens', 'q_text'), limitParam(20), OFFSET_PARAM],
    source: {
      sql: `select * from (
  select ${DAF_COLUMNS} from schedule_i_grants where recipient_ein = ${EIN_OF_TEXT}
  union all
  select ${DAF_COLUMNS} from schedule_i_grants
  where ${EIN_OF_TEXT} is null and rowid in (select rowid from fts_daf where fts_daf match :q)
)
order by amount desc, id`,
    },
    columns: {
      id: 'integer',
      funder_ein: 'string',
      funder_name: 'string?',
      tax_year: 'integer?',
      grant_type: 'string?',
      recipient_name: 'string?',
      recipient_ein: 'string?',
      recipient_city: 'string?',
      recipient_state: 'string?',
      recipient_country: 'string?',
      amount: 'integer?',
      purpose: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/people',
    operationId: 'searchPeople',
    tag: 'Search',
    summary: 'Find officers, directors and key employees by name',
    description:
      'People listed on 990, 990-EZ and 990-PF filings whose name holds every word of `q`, with the filer ' +
      'and the pay reported. `total_comp` sums the five pay columns. Best paid first.',
    params: [searchTextParam('Person name words.', 'smith'), limitParam(20), OFFSET_PARAM],
    source: { sql: PEOPLE_SQL },
    columns: {
      ...PERSON_ON_FILING,
      reportable_comp_filing_org: 'integer?',
      total_comp: 'integer',
    },
  },
  {
    kind: 'list',
    path: '/api/search/programs',
    operationId: 'searchPrograms',
    tag: 'Search',
    summary: 'Find foundation programmes by keyword',
    description:
      'Direct charitable activities reported on 990-PF filings whose description contains every word of ' +
      '`q` (case-insensitive substrings: "scholar" finds "scholarships"). Largest expenses first.',
    params: [searchTextParam('Keywords.', 'scholarship', 'tokens_json'), limitParam(20), OFFSET_PARAM],
    source: {
      // The words are read from the JSON once, not for every row; the rows are walked in the order
      // shown (an index holds each description, largest expenses first, SQLite's descending order
      // putting the unknown last), so a common word stops after a page of matches.
      sql: `with words(word) as materialized (select lower(value) from json_each(:q))
select pa.id, pa.object_id, pa.ein, r.org_name, r.tax_year, r.return_type, pa.activity_num, pa.description, pa.expenses
from program_activities pa
left join returns r on r.object_id = pa.object_id
where pa.description is not null
  and not exists (select 1 from words where instr(lower(pa.description), words.word) = 0)
order by pa.expenses desc, pa.id`,
    },
    columns: {
      id: 'integer',
      object_id: 'string',
      ein: 'string?',
      org_name: 'string?',
      tax_year: 'integer?',
      return_type: 'string?',
      activity_num: 'integer?',
      description: 'string',
      expenses: 'integer?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/compensation',
    operationId: 'searchCompensation',
    tag: 'Search',
    summary: 'Find the best-paid officers and employees',
    description:
      'People whose pay from the filing organisation (`reportable_comp_filing_org`) is at least ' +
      '`min_comp`, optionally in one state (of the filer), one tax year, or with a title containing ' +
      '`title`. Best paid first. Without `year` or `state` the search walks the whole officer list by pay.',
    params: [
      STATE_PARAM,
      amountParam('min_comp', 'Smallest pay from the filing organisation, in dollars.'),
      {
        name: 'title',
        in: 'query',
        bind: 'contains',
        description: 'Part of the title as filed, any case (e.g. `executive director`).',
        schema: { type: 'string', maxLength: 100 },
        example: 'executive director',
      },
      YEAR_PARAM,
      limitParam(20),
      OFFSET_PARAM,
    ],
    source: { sql: COMPENSATION_SQL },
    columns: {
      ...PERSON_ON_FILING,
      ...Object.fromEntries(COMP_COLUMNS.map((c) => [c, 'integer?' as const])),
      reportable_comp_filing_org: 'integer',
      total_comp: 'integer',
    },
  },
];
