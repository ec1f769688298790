// Members of Congress: profile, name search, stock trades, roll-call votes.
import type { TableRoute } from '../../../../api-shims/kit/spec.js';
import { BIOGUIDE_ID_PARAM, MEMBER_EXISTS, OFFSET_PARAM, limitParam } from './common.js';

export const memberRoutes: readonly TableRoute[] = [
  {
    kind: 'record',
    path: '/api/member/{bioguide_id}',
    operationId: 'getMember',
    tag: 'Members',
    summary: 'A member of Congress',
    description:
      'Biography (names, party, state, chamber, district, service dates, terms) with the activity counts ' +
      'kept in `member_stats`: stock trades, floor speeches, bills sponsored, roll-call votes. Runs the ' +
      'canned query `explore_member_profile`.',
    params: [BIOGUIDE_ID_PARAM],
    idParam: 'bioguide_id',
    what: 'member',
    source: { canned: 'explore_member_profile' },
    columns: {
      bioguide_id: 'string',
      first_name: 'string?',
      last_name: 'string?',
      full_name: 'string?',
      nickname: 'string?',
      party: 'string?',
      state: 'string?',
      chamber: 'string?',
      district: 'integer?',
      first_served: 'string?',
      last_served: 'string?',
      is_current: 'integer?',
      fec_ids: 'string?',
      thomas_id: 'string?',
      lis_id: 'string?',
      birthday: 'string?',
      gender: 'string?',
      terms_count: 'integer?',
      served_until: 'string?',
      trade_count: 'integer',
      speech_count: 'integer',
      bills_sponsored: 'integer',
      vote_count: 'integer?',
      fec_total_received: 'number?',
      fec_ie_for: 'number?',
      fec_ie_against: 'number?',
    },
  },
  {
    kind: 'list',
    path: '/api/search/members',
    operationId: 'searchMembers',
    tag: 'Members',
    summary: 'Find members of Congress by name',
    description:
      'Members whose full, first, last or nick name contains `q` (ASCII case-insensitive), current members ' +
      'first, then by most recent service. `congress_members` holds every member since 1789 (about 12,700 ' +
      'rows), so the name match stays fast without a full-text index.',
    params: [
      {
        name: 'q',
        in: 'query',
        required: true,
        bind: 'contains',
        description: "Part of the member's name, e.g. a last name.",
        schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
        example: 'pelosi',
      },
      {
        name: 'state',
        in: 'query',
        description: 'Two-letter state or territory code (any case).',
        schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
        example: 'CA',
      },
      {
        name: 'party',
        in: 'query',
        description: "Party of the member's latest term.",
        schema: { type: 'string', enum: ['Republican', 'Democrat', 'Independent'] },
      },
      {
        name: 'current',
        in: 'query',
        description: '1: serving members only; 0: former members only.',
        schema: { type: 'integer', enum: [0, 1] },
      },
      limitParam(20, 100),
      OFFSET_PARAM,
    ],
    source: {
      sql: `select cm.bioguide_id, cm.full_name, cm.party, cm.state, cm.chamber, cm.district, cm.is_current,
       cm.first_served, cm.last_served,
       coalesce(ms.trade_count, 0) as trade_count, coalesce(ms.speech_count, 0) as speech_count,
       coalesce(ms.bills_sponsored, 0) as bills_sponsored
from congress_members cm
left join member_stats ms on ms.bioguide_id = cm.bioguide_id
where (cm.full_name like :q escape '\\' or cm.last_name like :q escape '\\'
       or cm.first_name like :q escape '\\' or cm.nickname like :q escape '\\')
  and (:state is null or cm.state = upper(:state))
  and (:party is null or cm.party = :party)
  and (:current is null or cm.is_current = :current)
order by cm.is_current desc, cm.last_served desc, cm.bioguide_id`,
    },
    columns: {
      bioguide_id: 'string',
      full_name: 'string?',
      party: 'string?',
      state: 'string?',
      chamber: 'string?',
      district: 'integer?',
      is_current: 'integer?',
      first_served: 'string?',
      last_served: 'string?',
      trade_count: 'integer',
      speech_count: 'integer',
      bills_sponsored: 'integer',
    },
  },
  {
    kind: 'list',
    path: '/api/member/{bioguide_id}/trades',
    operationId: 'getMemberTrades',
    tag: 'Members',
    summary: "A member's stock trades",
    description: 'Periodic transaction reports filed by the member, most recent transaction first.',
    params: [
      BIOGUIDE_ID_PARAM,
      {
        name: 'ticker',
        in: 'query',
        description: 'Only trades in this ticker symbol (any case).',
        schema: { type: 'string', pattern: '^[A-Za-z0-9.\\-]{1,12}$' },
        example: 'AAPL',
      },
      limitParam(50, 500),
      OFFSET_PARAM,
    ],
    parent: MEMBER_EXISTS,
    source: {
      sql: `select id, transaction_date, disclosure_date, ticker, asset_description, asset_type, transaction_type,
       amount_range, owner, chamber, filing_type, source_url
from stock_trades
where bioguide_id = :bioguide_id
  and (:ticker is null or upper(ticker) = upper(:ticker))
order by transaction_date desc, id desc`,
    },
    columns: {
      id: 'integer',
      transaction_date: 'string?',
      disclosure_date: 'string?',
      ticker: 'string?',
      asset_description: 'string?',
      asset_type: 'string?',
      transaction_type: 'string?',
      amount_range: 'string?',
      owner: 'string?',
      chamber: 'string?',
      filing_type: 'string?',
      source_url: 'string?',
    },
  },
  {
    kind: 'list',
    path: '/api/member/{bioguide_id}/votes',
    operationId: 'getMemberVotes',
    tag: 'Members',
    summary: "A member's roll-call votes",
    description:
      "The member's position on each House or Senate roll call (from the 101st Congress on), with the roll " +
      "call's question, result, bill and tallies; most recent first.",
    params: [
      BIOGUIDE_ID_PARAM,
      {
        name: 'congress',
        in: 'query',
        description: 'Only votes of this Congress (roll calls are recorded from the 101st).',
        schema: { type: 'integer', minimum: 101, maximum: 119 },
        example: 118,
      },
      limitParam(50, 500),
      OFFSET_PARAM,
    ],
    parent: MEMBER_EXISTS,
    source: {
      sql: `select rv.congress, rv.chamber, rv.session, rv.roll_call_number, rv.date, rv.question, rv.description,
       rv.result, rv.bill_id, mv.vote_cast, rv.yea_count, rv.nay_count, rv.present_count, rv.not_voting_count,
       rv.source_url
from member_votes mv
join roll_call_votes rv on rv.congress = mv.congress and rv.chamber = mv.chamber
  and rv.session = mv.session and rv.roll_call_number = mv.roll_call_number
where mv.bioguide_id = :bioguide_id
  and (:congress is null or mv.congress = :congress)
order by rv.date desc, rv.congress desc, rv.chamber, rv.session desc, rv.roll_call_number desc`,
    },
    columns: {
      congress: 'integer',
      chamber: 'string',
      session: 'integer?',
      roll_call_number: 'integer',
      date: 'string?',
      question: 'string?',
      description: 'string?',
      result: 'string?',
      bill_id: 'string?',
      vote_cast: 'string?',
      yea_count: 'integer?',
      nay_count: 'integer?',
      present_count: 'integer?',
      not_voting_count: 'integer?',
      source_url: 'string?',
    },
  },
];
