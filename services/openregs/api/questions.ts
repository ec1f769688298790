// /api/questions.json: research questions, each with the URL (relative to this server) that answers it.

export type AnsweredBy = 'api' | 'canned_query' | 'sql';

export interface Question {
  id: number;
  question: string;
  url: string;
  answered_by: AnsweredBy;
}

type Params = Record<string, string>;

const api = (path: string, params: Params = {}): [string, AnsweredBy] => [
  Object.keys(params).length ? `${path}?${new URLSearchParams(params)}` : path,
  'api',
];
const canned = (name: string, params: Params = {}): [string, AnsweredBy] => [
  `/openregs/${name}.json?${new URLSearchParams({ ...params, _shape: 'objects' })}`,
  'canned_query',
];
const sql = (text: string): [string, AnsweredBy] => [`/api/sql?${new URLSearchParams({ sql: text.replace(/\s+/g, ' ').trim() })}`, 'sql'];

const ASKED: ReadonlyArray<[string, [string, AnsweredBy]]> = [
  [
    'Which members of Congress are named Pelosi, and how many trades, floor speeches and sponsored bills does each have?',
    api('/api/search/members', { q: 'pelosi' }),
  ],
  ['Who is Nancy Pelosi: party, state, chamber, years of service, and how active has she been?', api('/api/member/P000197')],
  ['Which Apple (AAPL) trades has Nancy Pelosi reported, and for what amounts?', api('/api/member/P000197/trades', { ticker: 'AAPL' })],
  ['How did Nancy Pelosi vote on the roll calls of the 118th Congress?', api('/api/member/P000197/votes', { congress: '118' })],
  [
    'Which serving Republicans from Iowa are named Grassley?',
    api('/api/search/members', { q: 'grassley', state: 'IA', party: 'Republican', current: '1' }),
  ],
  ['Which bills about climate were introduced in the 118th Congress?', api('/api/search/legislation', { q: 'climate', congress: '118' })],
  ['Which health bills deal with Medicare?', api('/api/search/legislation', { q: 'medicare', policy_area: 'Health' })],
  [
    'On which environmental issues (ENV) did the U.S. Chamber of Commerce lobby in 2023, and what income did each filing report?',
    api('/api/search/lobbying', { q: 'chamber of commerce', issue_code: 'ENV', year: '2023' }),
  ],
  [
    'Which final rules about emissions appeared in the Federal Register in 2024?',
    api('/api/search/federal_register', { q: 'emissions', type: 'Rule', year: '2024' }),
  ],
  [
    'Which National Science Foundation grants in fiscal year 2024 went to universities?',
    api('/api/search/spending', { q: 'university', agency: 'National Science Foundation', year: '2024', category: 'grants' }),
  ],
  ['Which Senate hearings examined cybersecurity?', api('/api/search/hearings', { q: 'cybersecurity', chamber: 'SENATE' })],
  [
    'What is EPA docket EPA-HQ-OAR-2021-0317 about, how many comments and documents does it have, and which documents are in it?',
    api('/api/docket/EPA-HQ-OAR-2021-0317'),
  ],
  [
    'Which public comments did the EPA receive from submitters matching "public"?',
    api('/api/search/comments', { q: 'public', agency: 'EPA' }),
  ],
  [
    'Which members traded a defense contractor (LMT, RTX) in the 60 days before a hearing on the military, the Army, the Navy or defense?',
    sql(`select st.member_name, st.ticker, st.transaction_date, st.transaction_type, st.amount_range,
           h.date_issued as hearing_date, h.title as hearing_title
         from hearings h
         join stock_trades st on st.ticker in ('LMT', 'RTX')
           and st.transaction_date < h.date_issued and st.transaction_date >= date(h.date_issued, '-60 days')
         where h.rowid in (select rowid from hearings_fts where hearings_fts match 'army OR navy OR defense OR military')
         order by st.transaction_date desc`),
  ],
  [
    'Who traded UnitedHealth (UNH) in the 30 days before a hearing about health?',
    sql(`select st.member_name, st.transaction_date, st.transaction_type, st.amount_range,
           h.date_issued as hearing_date, h.title as hearing_title
         from hearings h
         join stock_trades st on st.ticker = 'UNH'
           and st.transaction_date < h.date_issued and st.transaction_date >= date(h.date_issued, '-30 days')
         where h.rowid in (select rowid from hearings_fts where hearings_fts match 'health')
         order by st.transaction_date desc`),
  ],
  [
    'Which clients reported the most quarterly lobbying income on environmental issues (ENV) in 2023?',
    sql(`select f.client_name, count(*) as filings, cast(sum(f.income_amount) as integer) as total_income
         from lobbying_filings f
         where f.filing_type glob '[1234Q]*' and f.income_amount > 0 and f.filing_year = 2023
           and f.filing_uuid in (select filing_uuid from lobbying_activities where issue_code = 'ENV' and filing_year = 2023)
         group by f.client_name order by total_income desc limit 50`),
  ],
  [
    'Which proposed and final rules are open for comment right now, and when do their comment periods close?',
    sql(`select id, agency_id, docket_id, document_type, title, comment_end_datetime
         from documents
         where document_type in ('Proposed Rule', 'Rule') and withdrawn = 0
           and julianday(comment_end_datetime) > julianday('now')
         order by comment_end_datetime`),
  ],
  [
    'Which members of Congress have reported the most stock trades?',
    sql(`select cm.bioguide_id, cm.full_name, cm.party, cm.state, ms.trade_count
         from member_stats ms join congress_members cm on cm.bioguide_id = ms.bioguide_id
         order by ms.trade_count desc limit 25`),
  ],
  [
    'Which dockets with a Federal Register summary drew the most public comments?',
    sql(`select docket_id, comment_count, doc_count, summary from docket_summary order by comment_count desc limit 25`),
  ],
  [
    'Which dockets received the most public comments, and from whom (organizations, individuals, anonymous)?',
    canned('most_commented_dockets'),
  ],
  ['Which organizations file the most public comments on federal regulations?', canned('top_organizational_commenters')],
  ['Which lobbying issue areas draw the most filings, clients and income?', canned('explore_lobbying_issues')],
  [
    'Which lobbying clients with "Chamber of Commerce" in their name reported the most lobbying income?',
    canned('explore_lobbying_client', { name: 'Chamber of Commerce' }),
  ],
  ['Which organizations testify at congressional hearings and also lobby Congress?', canned('witness_lobbyist_overlap')],
  ['Which organizations comment on federal regulations and also lobby?', canned('commenter_lobbyist_overlap')],
  ['Which former members of Congress became registered lobbyists?', canned('revolving_door')],
  ['Which bills are named in the most lobbying filings?', canned('most_lobbied_bills')],
  ['Which Executive Orders were signed most recently?', canned('recent_executive_orders')],
  ['Which sections of the Code of Federal Regulations does the EPA administer?', canned('cfr_by_agency', { agency: 'EPA' })],
  [
    'Who represents Chinese foreign principals under the Foreign Agents Registration Act?',
    canned('fara_agents_for_country', { country: 'CHINA' }),
  ],
  [
    "Which political action committees gave the most to Nancy Pelosi's campaigns?",
    canned('top_pac_donors_to_candidate', { bioguide_id: 'P000197' }),
  ],
  ["Which floor speeches came within a week of the speaker's own stock trade?", canned('speeches_near_trades')],
];

export const QUESTIONS: readonly Question[] = ASKED.map(([question, [url, answeredBy]], i) => ({
  id: i + 1,
  question,
  url,
  answered_by: answeredBy,
}));
