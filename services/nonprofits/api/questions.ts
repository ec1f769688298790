// /api/questions.json: research questions, each with the URL (relative to this server) that answers
// it. Every URL names synthetic fixtures the generator creates at any scale, so each answers rows.

export type AnswersWith = 'api' | 'canned' | 'sql';

export interface Question {
  id: string;
  question: string;
  url: string;
  answers_with: AnswersWith;
}

type Params = Record<string, string>;

const query = (params: Params): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

const api = (path: string, params: Params = {}): [string, AnswersWith] => [
  Object.keys(params).length ? `${path}?${query(params)}` : path,
  'api',
];
const canned = (name: string, params: Params = {}): [string, AnswersWith] => [
  `/990data_public/${name}.json?${query({ ...params, _shape: 'objects' })}`,
  'canned',
];
const sql = (text: string): [string, AnswersWith] => [`/api/sql?${query({ sql: text })}`, 'sql'];

const ASKED: ReadonlyArray<[string, [string, AnswersWith]]> = [
  ['How many filings of each form does each tax year hold?', api('/api/coverage')],
  ['Which family foundations are registered in New York?', api('/api/search/orgs', { q: 'family foundation', state: 'NY' })],
  [
    'Which food-related charities (NTEE K) in Texas have "community" in their name?',
    api('/api/search/orgs', { q: 'community', state: 'TX', ntee: 'K' }),
  ],
  ['What do we know about EIN 23-7825575?', api('/api/org/237825575')],
  ['Which returns has EIN 990000009 filed, and which one counts for each year?', api('/api/org/990000009/filings')],
  [
    'Who led the American National Red Cross in tax year 2022 and what were they paid?',
    api('/api/org/530196605/officers', { year: '2022' }),
  ],
  ['What are the largest grants paid by the Example Family Foundation?', api('/api/org/990000001/grants', { limit: '20' })],
  [
    'Which foundations gave at least $100,000 to recipients named "red cross"?',
    api('/api/search/grants', { q: 'red cross', min_amount: '100000' }),
  ],
  ['Which foundation grants in tax year 2022 went to food banks?', api('/api/search/grants', { q: 'food bank', year: '2022' })],
  ['Which donor-advised-fund sponsors gave to the Red Cross?', api('/api/search/daf', { q: 'red cross' })],
  ['Which DAF grants went to EIN 530196605?', api('/api/search/daf', { q: '530196605' })],
  ['Where do people named Smith serve as officers, and what are they paid?', api('/api/search/people', { q: 'smith' })],
  ['Which foundations run scholarship programmes?', api('/api/search/programs', { q: 'scholarship' })],
  [
    'Who were the best-paid executive directors in California in 2022?',
    api('/api/search/compensation', { state: 'CA', title: 'executive director', year: '2022' }),
  ],
  [
    'Which officers were paid at least $1M by their own organisation in 2023?',
    api('/api/search/compensation', { min_comp: '1000000', year: '2023' }),
  ],
  ['Which private foundations held the most assets in 2022?', canned('largest_foundations_by_assets', { year: '2022' })],
  ['Which DAF sponsors disbursed the most in 2022?', canned('top_daf_sponsors_by_year', { year: '2022' })],
  ['Who were the best-paid officers in New York in 2021?', canned('compensation_leaders_by_state', { state: 'NY', year: '2021' })],
  [
    'How many 990-T returns are there per year?',
    sql("select tax_year, count(*) as n from returns where return_type='990T' group by tax_year order by tax_year"),
  ],
  ['Which 2022 filings were amended, and which filing is canonical?', canned('amended_returns', { year: '2022' })],
  ['What share of Form 990 filers report a whistleblower policy, year by year?', canned('governance_policy_rates')],
  ['Which Schedule I grants did EIN 530196605 receive (exact EIN match)?', canned('grants_received_by_ein', { ein: '530196605' })],
  ['Which organisations are related to EIN 990000002?', canned('related_orgs_for_ein', { ein: '990000002' })],
  [
    "How did the Red Cross's revenue, expenses and assets change, one filing per year?",
    canned('org_financial_timeline', { ein: '530196605' }),
  ],
  ['Did the Example Family Foundation distribute what it had to?', canned('foundation_payout', { ein: '990000001' })],
  ['Which recipients received the most foundation money in 2022?', canned('top_grant_recipients_by_year', { year: '2022' })],
  ['How many organisations per NTEE group are registered in Ohio?', canned('ntee_category_summary', { state: 'OH' })],
  ['Who are the top-paid people at EIN 990000002 in its latest filing?', api('/api/org/990000002/officers')],
  [
    'How much has each DAF sponsor disbursed in total?',
    sql('select funder_name, sum(amount) as total from schedule_i_grants group by funder_ein order by total desc'),
  ],
  [
    'Which organisations have left the IRS master file?',
    sql('select ein, name, dropped_asof from bmf_former order by dropped_asof desc limit 50'),
  ],
];

export const QUESTIONS: readonly Question[] = ASKED.map(([question, [url, answersWith]], i) => ({
  id: `q${String(i + 1).padStart(2, '0')}`,
  question,
  url,
  answers_with: answersWith,
}));
