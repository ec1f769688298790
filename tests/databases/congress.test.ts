// The congress domain's tables in the demo build (scale 0.01, seed 1): schema as published and
// the published row counts, join keys, the data rules, precomputed tables and views against independent
// recomputations from the base tables, full-text search, and regeneration from the seed.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, type BuildContext } from '../../databases/build/kit/index.js';
import { buildMemberUniverse, memberRows } from '../../services/openregs/build/domains/congress/members.js';
import { billsPerCongress, congressBills } from '../../services/openregs/build/domains/congress/legislation.js';
import { DATA_END } from '../../services/openregs/build/domains/congress/calendar.js';
import { congressStart } from '../../databases/build/kit/index.js';
import { demoBuildInfo } from '../support/demo-db.js';

let db: Database.Database;
let scale: number;
let seed: number;

beforeAll(() => {
  const info = demoBuildInfo();
  db = new Database(info.openregs, { readonly: true });
  scale = info.scale;
  seed = info.seed;
});
afterAll(() => db?.close());

type Row = Record<string, unknown>;
const all = <T = Row>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]): T =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const count = (sql: string, ...params: unknown[]): number => value<number>(sql, ...params);

/** Rows as sorted JSON strings, for order-insensitive comparison of result sets. */
function canonical(rows: readonly Row[]): string[] {
  return rows.map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Number(v.toFixed(6)) : v]))).sort();
}

// Column name → declared type, in table order (the published schema; the `text` alias last).
const TABLES: Record<string, [string, string][]> = {
  congress_members: [
    ['bioguide_id', 'TEXT'],
    ['first_name', 'TEXT'],
    ['last_name', 'TEXT'],
    ['full_name', 'TEXT'],
    ['nickname', 'TEXT'],
    ['party', 'TEXT'],
    ['state', 'TEXT'],
    ['chamber', 'TEXT'],
    ['district', 'INTEGER'],
    ['first_served', 'TEXT'],
    ['last_served', 'TEXT'],
    ['is_current', 'INTEGER'],
    ['fec_ids', 'TEXT'],
    ['thomas_id', 'TEXT'],
    ['lis_id', 'TEXT'],
    ['birthday', 'TEXT'],
    ['gender', 'TEXT'],
    ['terms_count', 'INTEGER'],
    ['served_until', 'TEXT'],
    ['trade_count', 'INTEGER'],
    ['speech_count', 'INTEGER'],
    ['bills_sponsored', 'INTEGER'],
    ['vote_count', 'INTEGER'],
    ['fec_total_received', 'INTEGER'],
    ['fec_ie_for', 'INTEGER'],
    ['fec_ie_against', 'INTEGER'],
  ],
  lis_to_bioguide: [
    ['lis_id', 'TEXT'],
    ['bioguide_id', 'TEXT'],
  ],
  committees: [
    ['committee_id', 'TEXT'],
    ['name', 'TEXT'],
    ['chamber', 'TEXT'],
    ['url', 'TEXT'],
    ['parent_committee_id', 'TEXT'],
  ],
  committee_memberships: [
    ['bioguide_id', 'TEXT'],
    ['committee_id', 'TEXT'],
    ['member_name', 'TEXT'],
    ['party', 'TEXT'],
    ['title', 'TEXT'],
    ['rank', 'INTEGER'],
  ],
  legislation: [
    ['bill_id', 'TEXT'],
    ['congress', 'INTEGER'],
    ['bill_type', 'TEXT'],
    ['bill_number', 'INTEGER'],
    ['title', 'TEXT'],
    ['policy_area', 'TEXT'],
    ['introduced_date', 'TEXT'],
    ['latest_action_date', 'TEXT'],
    ['latest_action_text', 'TEXT'],
    ['origin_chamber', 'TEXT'],
    ['sponsor_name', 'TEXT'],
    ['sponsor_state', 'TEXT'],
    ['sponsor_party', 'TEXT'],
    ['sponsor_bioguide_id', 'TEXT'],
    ['cosponsor_count', 'INTEGER'],
    ['summary_text', 'TEXT'],
    ['update_date', 'TEXT'],
    ['url', 'TEXT'],
  ],
  legislation_actions: [
    ['id', 'INTEGER'],
    ['bill_id', 'TEXT'],
    ['action_date', 'TEXT'],
    ['action_text', 'TEXT'],
    ['action_type', 'TEXT'],
    ['chamber', 'TEXT'],
    ['action_code', 'TEXT'],
    ['text', 'TEXT'],
  ],
  legislation_subjects: [
    ['bill_id', 'TEXT'],
    ['subject', 'TEXT'],
  ],
  legislation_cosponsors: [
    ['bill_id', 'TEXT'],
    ['bioguide_id', 'TEXT'],
    ['full_name', 'TEXT'],
    ['party', 'TEXT'],
    ['state', 'TEXT'],
    ['sponsorship_date', 'TEXT'],
    ['is_original_cosponsor', 'INTEGER'],
  ],
  cbo_cost_estimates: [
    ['bill_id', 'TEXT'],
    ['pub_date', 'TEXT'],
    ['title', 'TEXT'],
    ['description', 'TEXT'],
    ['url', 'TEXT'],
  ],
  congressional_record: [
    ['granule_id', 'TEXT'],
    ['date', 'TEXT'],
    ['congress', 'INTEGER'],
    ['session', 'INTEGER'],
    ['volume', 'TEXT'],
    ['issue', 'TEXT'],
    ['title', 'TEXT'],
    ['chamber', 'TEXT'],
    ['granule_class', 'TEXT'],
    ['sub_granule_class', 'TEXT'],
    ['page_start', 'TEXT'],
    ['page_end', 'TEXT'],
    ['speakers', 'TEXT'],
    ['bills', 'TEXT'],
    ['citation', 'TEXT'],
    ['full_text', 'TEXT'],
  ],
  crec_speakers: [
    ['granule_id', 'TEXT'],
    ['speaker_name', 'TEXT'],
    ['speaker_role', 'TEXT'],
    ['bioguide_id', 'TEXT'],
    ['party', 'TEXT'],
    ['state', 'TEXT'],
  ],
  crec_bills: [
    ['granule_id', 'TEXT'],
    ['congress', 'INTEGER'],
    ['bill_type', 'TEXT'],
    ['bill_number', 'INTEGER'],
    ['bill_id', 'TEXT'],
  ],
  roll_call_votes: [
    ['congress', 'INTEGER'],
    ['chamber', 'TEXT'],
    ['session', 'INTEGER'],
    ['roll_call_number', 'INTEGER'],
    ['date', 'TEXT'],
    ['question', 'TEXT'],
    ['vote_type', 'TEXT'],
    ['description', 'TEXT'],
    ['result', 'TEXT'],
    ['bill_id', 'TEXT'],
    ['legislation_type', 'TEXT'],
    ['legislation_number', 'TEXT'],
    ['yea_count', 'INTEGER'],
    ['nay_count', 'INTEGER'],
    ['present_count', 'INTEGER'],
    ['not_voting_count', 'INTEGER'],
    ['source_url', 'TEXT'],
  ],
  member_votes: [
    ['congress', 'INTEGER'],
    ['chamber', 'TEXT'],
    ['session', 'INTEGER'],
    ['roll_call_number', 'INTEGER'],
    ['bioguide_id', 'TEXT'],
    ['member_name', 'TEXT'],
    ['party', 'TEXT'],
    ['state', 'TEXT'],
    ['vote_cast', 'TEXT'],
  ],
  stock_trades: [
    ['id', 'INTEGER'],
    ['member_name', 'TEXT'],
    ['bioguide_id', 'TEXT'],
    ['chamber', 'TEXT'],
    ['transaction_date', 'TEXT'],
    ['disclosure_date', 'TEXT'],
    ['ticker', 'TEXT'],
    ['cik', 'INTEGER'],
    ['asset_description', 'TEXT'],
    ['asset_type', 'TEXT'],
    ['transaction_type', 'TEXT'],
    ['amount_range', 'TEXT'],
    ['owner', 'TEXT'],
    ['comment', 'TEXT'],
    ['source_url', 'TEXT'],
    ['filing_type', 'TEXT'],
    ['state_district', 'TEXT'],
    ['doc_id', 'TEXT'],
  ],
  ticker_sic: [
    ['ticker', 'TEXT'],
    ['cik', 'TEXT'],
    ['company_name', 'TEXT'],
    ['sic_code', 'TEXT'],
    ['sic_description', 'TEXT'],
    ['exchange', 'TEXT'],
  ],
  committee_sectors: [
    ['committee_id', 'TEXT'],
    ['committee_name', 'TEXT'],
    ['chamber', 'TEXT'],
    ['regulated_sectors', 'TEXT'],
    ['example_tickers', 'TEXT'],
    ['gics_sectors', 'TEXT'],
    ['sic_ranges', 'TEXT'],
    ['notes', 'TEXT'],
  ],
  committee_jurisdiction: [
    ['id', 'INTEGER'],
    ['committee_id', 'TEXT'],
    ['committee_name', 'TEXT'],
    ['chamber', 'TEXT'],
    ['jurisdiction_desc', 'TEXT'],
    ['sic_codes', 'TEXT'],
    ['jurisdiction_tier', 'TEXT'],
    ['notes', 'TEXT'],
  ],
  committee_sic_ranges: [
    ['committee_id', 'TEXT'],
    ['sic_start', 'INTEGER'],
    ['sic_end', 'INTEGER'],
    ['jurisdiction_tier', 'TEXT'],
  ],
};

// Precomputed tables and views: columns in order.
const DERIVED: Record<string, { type: 'table' | 'view'; columns: string[] }> = {
  member_stats: {
    type: 'view',
    columns: [
      'bioguide_id',
      'trade_count',
      'speech_count',
      'bills_sponsored',
      'vote_count',
      'fec_total_received',
      'fec_ie_for',
      'fec_ie_against',
    ],
  },
  member_overview: {
    type: 'view',
    columns: [
      'bioguide_id',
      'full_name',
      'party',
      'state',
      'chamber',
      'is_current',
      'trade_count',
      'speech_count',
      'bills_sponsored',
      'first_trade',
      'last_trade',
      'top_tickers',
    ],
  },
  committee_member_trades: {
    type: 'view',
    columns: [
      'committee_id',
      'committee_name',
      'bioguide_id',
      'member_name',
      'committee_role',
      'ticker',
      'asset_description',
      'transaction_type',
      'transaction_date',
      'amount_range',
    ],
  },
  speaker_activity: {
    type: 'table',
    columns: [
      'speaker_name',
      'bioguide_id',
      'official_name',
      'party',
      'state',
      'total_speeches',
      'active_days',
      'first_appearance',
      'last_appearance',
      'chambers',
      'congresses_active',
    ],
  },
  bills_floor_time: {
    type: 'table',
    columns: [
      'bill_id',
      'congress',
      'bill_type',
      'bill_number',
      'bill_title',
      'policy_area',
      'sponsor_name',
      'floor_mentions',
      'days_discussed',
      'first_discussed',
      'last_discussed',
    ],
  },
  stock_trades_by_ticker: {
    type: 'table',
    columns: ['ticker', 'asset_description', 'trade_count', 'trader_count', 'traders', 'purchases', 'sales', 'first_trade', 'last_trade'],
  },
  legislation_policy_summary: { type: 'table', columns: ['policy_area', 'bill_count', 'sponsor_count', 'from_congress', 'to_congress'] },
  legislation_sponsor_summary: {
    type: 'table',
    columns: ['sponsor_name', 'sponsor_party', 'sponsor_state', 'sponsor_bioguide_id', 'bill_count'],
  },
  legislation_subject_summary: { type: 'table', columns: ['subject', 'bill_count'] },
  speeches_near_trades: {
    type: 'table',
    columns: [
      'full_name',
      'party',
      'state',
      'bioguide_id',
      'trade_date',
      'ticker',
      'asset_description',
      'transaction_type',
      'amount_range',
      'speech_date',
      'speech_title',
      'days_apart',
    ],
  },
  committee_trade_conflicts: {
    type: 'table',
    columns: [
      'full_name',
      'party',
      'state',
      'bioguide_id',
      'committee_name',
      'jurisdiction_desc',
      'jurisdiction_tier',
      'sic_code',
      'sic_description',
      'transaction_date',
      'ticker',
      'asset_description',
      'transaction_type',
      'amount_range',
    ],
  },
  committee_trade_counts: {
    type: 'table',
    columns: [
      'committee_name',
      'committee_id',
      'member_name',
      'party',
      'state',
      'bioguide_id',
      'trade_count',
      'unique_tickers',
      'purchases',
      'sales',
      'first_trade',
      'last_trade',
    ],
  },
};

describe('congress schema', () => {
  it.each(Object.entries(TABLES))('%s has the published columns and types, in order', (table, columns) => {
    const info = all<{ name: string; type: string }>(`select name, type from pragma_table_xinfo(?)`, table);
    expect(info.map((c) => [c.name, c.type])).toEqual(columns);
  });

  it('stores the action text once: `text` is a VIRTUAL generated column equal to action_text', () => {
    const text = all<{ name: string; hidden: number }>(
      "select name, hidden from pragma_table_xinfo('legislation_actions') where name = 'text'",
    );
    expect(text).toEqual([{ name: 'text', hidden: 2 }]);
    expect(count('select count(*) from legislation_actions where text is not action_text')).toBe(0);
    expect(count("select count(*) from legislation_actions where text like 'Became Public Law No: %'")).toBeGreaterThan(0);
  });

  it.each(Object.entries(DERIVED))('%s is a %s with the published columns', (name, { type, columns }) => {
    expect(value<string>('select type from sqlite_schema where name = ?', name)).toBe(type);
    expect(all<{ name: string }>('select name from pragma_table_info(?)', name).map((c) => c.name)).toEqual(columns);
  });

  it('has external-content FTS5 tables on congressional_record and legislation with the published columns', () => {
    for (const [fts, source, columns] of [
      ['crec_fts', 'congressional_record', ['title', 'chamber', 'full_text']],
      ['legislation_fts', 'legislation', ['title', 'policy_area', 'bill_id']],
    ] as const) {
      const sql = value<string>('select sql from sqlite_schema where name = ?', fts);
      expect(sql).toMatch(/using fts5/i);
      expect(sql).toContain(`content='${source}'`);
      expect(sql).not.toMatch(/tokenize/i);
      expect(all<{ name: string }>('select name from pragma_table_info(?)', fts).map((c) => c.name)).toEqual(columns);
      expect(count(`select count(*) from ${fts}`)).toBe(count(`select count(*) from ${source}`));
    }
  });

  it('indexes every access path the canned queries use', () => {
    const indexed = (table: string, columns: string[]): boolean =>
      all<{ name: string }>('select name from pragma_index_list(?)', table).some(({ name }) => {
        const cols = all<{ name: string | null }>('select name from pragma_index_info(?) order by seqno', name).map((c) => c.name);
        return columns.every((c, i) => cols[i] === c);
      });
    const paths: [string, string[]][] = [
      ['congress_members', ['last_name', 'first_name']],
      ['congress_members', ['party']],
      ['congress_members', ['state']],
      ['congress_members', ['chamber']],
      ['congress_members', ['is_current']],
      ['congress_members', ['is_current', 'trade_count']],
      ['legislation', ['congress']],
      ['legislation', ['bill_type']],
      ['legislation', ['policy_area']],
      ['legislation', ['introduced_date']],
      ['legislation', ['sponsor_name']],
      ['legislation', ['sponsor_bioguide_id']],
      ['legislation', ['cosponsor_count']],
      ['legislation_actions', ['bill_id']],
      ['legislation_actions', ['action_date']],
      ['legislation_subjects', ['subject']],
      ['legislation_cosponsors', ['bioguide_id']],
      ['legislation_cosponsors', ['bill_id']],
      ['legislation_cosponsors', ['is_original_cosponsor']],
      ['cbo_cost_estimates', ['bill_id']],
      ['congressional_record', ['date']],
      ['congressional_record', ['chamber']],
      ['congressional_record', ['congress']],
      ['congressional_record', ['granule_class']],
      ['crec_speakers', ['speaker_name']],
      ['crec_speakers', ['bioguide_id']],
      ['crec_speakers', ['granule_id']],
      ['crec_bills', ['bill_id']],
      ['crec_bills', ['bill_type', 'bill_number']],
      ['committee_memberships', ['committee_id']],
      ['committee_memberships', ['bioguide_id']],
      ['committee_memberships', ['title']],
      ['roll_call_votes', ['date']],
      ['roll_call_votes', ['bill_id']],
      ['roll_call_votes', ['congress']],
      ['roll_call_votes', ['result']],
      ['member_votes', ['bioguide_id']],
      ['member_votes', ['congress', 'chamber', 'session', 'roll_call_number']],
      ['member_votes', ['party']],
      ['stock_trades', ['bioguide_id']],
      ['stock_trades', ['ticker']],
      ['stock_trades', ['cik']],
      ['stock_trades', ['transaction_date']],
      ['stock_trades', ['member_name']],
      ['stock_trades', ['transaction_type']],
      ['stock_trades', ['chamber']],
      ['ticker_sic', ['sic_code']],
      ['committee_jurisdiction', ['committee_id']],
      ['committee_jurisdiction', ['jurisdiction_tier']],
      ['committee_sic_ranges', ['sic_start', 'sic_end']],
      ['committee_sic_ranges', ['committee_id']],
      ['speaker_activity', ['bioguide_id']],
      ['bills_floor_time', ['bill_id']],
      ['speeches_near_trades', ['bioguide_id']],
      ['speeches_near_trades', ['ticker']],
      ['committee_trade_conflicts', ['bioguide_id']],
      ['committee_trade_conflicts', ['ticker']],
      ['committee_trade_conflicts', ['committee_name']],
      ['committee_trade_counts', ['committee_id']],
      ['committee_trade_counts', ['bioguide_id']],
      ['legislation_policy_summary', ['policy_area']],
      ['legislation_sponsor_summary', ['sponsor_bioguide_id']],
    ];
    for (const [table, columns] of paths) expect(indexed(table, columns), `${table}(${columns.join(', ')})`).toBe(true);
    // trades_by_ticker compares upper(ticker): an expression index serves it.
    expect(
      all<{ sql: string }>("select sql from sqlite_schema where type = 'index' and tbl_name = 'stock_trades'").some((r) =>
        /upper\s*\(\s*ticker\s*\)/i.test(r.sql ?? ''),
      ),
    ).toBe(true);
  });
});

describe('congress join keys resolve', () => {
  const orphans: [string, string][] = [
    [
      'legislation sponsors',
      'select count(*) from legislation l left join congress_members m on m.bioguide_id = l.sponsor_bioguide_id where m.bioguide_id is null',
    ],
    [
      'cosponsor members',
      'select count(*) from legislation_cosponsors c left join congress_members m on m.bioguide_id = c.bioguide_id where m.bioguide_id is null',
    ],
    [
      'cosponsor bills',
      'select count(*) from legislation_cosponsors c left join legislation l on l.bill_id = c.bill_id where l.bill_id is null',
    ],
    ['action bills', 'select count(*) from legislation_actions a left join legislation l on l.bill_id = a.bill_id where l.bill_id is null'],
    [
      'subject bills',
      'select count(*) from legislation_subjects s left join legislation l on l.bill_id = s.bill_id where l.bill_id is null',
    ],
    ['CBO bills', 'select count(*) from cbo_cost_estimates c left join legislation l on l.bill_id = c.bill_id where l.bill_id is null'],
    [
      'speaker granules',
      'select count(*) from crec_speakers s left join congressional_record r on r.granule_id = s.granule_id where r.granule_id is null',
    ],
    [
      'speaker members',
      'select count(*) from crec_speakers s left join congress_members m on m.bioguide_id = s.bioguide_id where s.bioguide_id is not null and m.bioguide_id is null',
    ],
    [
      'bill-mention granules',
      'select count(*) from crec_bills b left join congressional_record r on r.granule_id = b.granule_id where r.granule_id is null',
    ],
    [
      'vote roll calls',
      `select count(*) from member_votes v left join roll_call_votes r on r.congress = v.congress and r.chamber = v.chamber
      and r.session = v.session and r.roll_call_number = v.roll_call_number where r.congress is null`,
    ],
    [
      'vote members',
      'select count(*) from member_votes v left join congress_members m on m.bioguide_id = v.bioguide_id where m.bioguide_id is null',
    ],
    [
      'roll-call bills',
      `select count(*) from roll_call_votes r left join legislation l on l.bill_id = r.bill_id
      where r.bill_id is not null and r.bill_id not like '%-pn-%' and l.bill_id is null`,
    ],
    [
      'roll-call nominations',
      `select count(*) from roll_call_votes r
      where r.bill_id like '%-pn-%' and not exists (select 1 from nominations n
        where r.bill_id = n.congress || '-pn-' || n.number and n.congress = r.congress and n.is_civilian = 1 and n.received_date <= r.date)`,
    ],
    [
      'trade members',
      "select count(*) from stock_trades t left join congress_members m on m.bioguide_id = t.bioguide_id where t.bioguide_id != '' and m.bioguide_id is null",
    ],
    [
      'trade CIKs',
      'select count(*) from stock_trades t where t.cik is not null and not exists (select 1 from ticker_sic s where s.ticker = t.ticker and cast(s.cik as integer) = t.cik)',
    ],
    [
      'membership committees',
      'select count(*) from committee_memberships c left join committees k on k.committee_id = c.committee_id where k.committee_id is null',
    ],
    [
      'membership members',
      'select count(*) from committee_memberships c left join congress_members m on m.bioguide_id = c.bioguide_id where m.is_current is not 1',
    ],
    [
      'subcommittee parents',
      'select count(*) from committees c left join committees p on p.committee_id = c.parent_committee_id where c.parent_committee_id is not null and p.committee_id is null',
    ],
    [
      'LIS crosswalk',
      'select count(*) from lis_to_bioguide x left join congress_members m on m.bioguide_id = x.bioguide_id and m.lis_id = x.lis_id where m.bioguide_id is null',
    ],
    [
      'sector committees',
      'select count(*) from committee_sectors s left join committees c on c.committee_id = s.committee_id where c.committee_id is null',
    ],
    [
      'jurisdiction committees',
      'select count(*) from committee_jurisdiction j left join committee_sectors s on s.committee_id = j.committee_id where s.committee_id is null',
    ],
  ];
  it.each(orphans)('%s', (_, sql) => expect(count(sql)).toBe(0));

  it('every senator since 1989 with a LIS id is in lis_to_bioguide, and S153 is Grassley', () => {
    expect(count("select count(*) from congress_members where lis_id != ''")).toBe(count('select count(*) from lis_to_bioguide'));
    expect(value('select bioguide_id from lis_to_bioguide where lis_id = ?', 'S153')).toBe('G000386');
  });

  it('crec bill mentions mostly name bills in legislation, and a few name bills it lacks', () => {
    const total = count('select count(*) from crec_bills');
    const missing = count('select count(*) from crec_bills b where not exists (select 1 from legislation l where l.bill_id = b.bill_id)');
    expect(missing).toBeGreaterThan(0);
    expect(missing / total).toBeLessThan(0.1);
  });

  it('the speakers and bills JSON columns list exactly the crec_speakers and crec_bills rows', () => {
    const records = all<{ granule_id: string; speakers: string | null; bills: string | null }>(
      'select granule_id, speakers, bills from congressional_record',
    );
    const speakers = new Map<string, string[]>();
    for (const r of all<{ granule_id: string; speaker_name: string }>('select granule_id, speaker_name from crec_speakers')) {
      speakers.set(r.granule_id, [...(speakers.get(r.granule_id) ?? []), r.speaker_name]);
    }
    const bills = new Map<string, string[]>();
    for (const r of all<{ granule_id: string; congress: number; bill_type: string; bill_number: number; bill_id: string }>(
      'select * from crec_bills',
    )) {
      expect(r.bill_id).toBe(`${r.congress}-${r.bill_type}-${r.bill_number}`);
      bills.set(r.granule_id, [...(bills.get(r.granule_id) ?? []), r.bill_id]);
    }
    const mismatched: string[] = [];
    for (const r of records) {
      const listed = r.speakers ? (JSON.parse(r.speakers) as { name: string }[]).map((s) => s.name) : [];
      const mentioned = r.bills
        ? (JSON.parse(r.bills) as { congress: number; type: string; number: number }[]).map((b) => `${b.congress}-${b.type}-${b.number}`)
        : [];
      if (listed.sort().join('|') !== (speakers.get(r.granule_id) ?? []).sort().join('|')) mismatched.push(`${r.granule_id} speakers`);
      if (mentioned.sort().join('|') !== (bills.get(r.granule_id) ?? []).sort().join('|')) mismatched.push(`${r.granule_id} bills`);
    }
    expect(mismatched).toEqual([]);
    expect(records.filter((r) => r.speakers).length).toBeGreaterThan(0);
    expect(records.filter((r) => r.bills).length).toBeGreaterThan(0);
  });
});

describe('congress data rules', () => {
  it('uses the published identifier formats', () => {
    expect(count("select count(*) from congress_members where bioguide_id not glob '[A-Z][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(count("select count(*) from congress_members where lis_id != '' and lis_id not glob 'S[0-9][0-9][0-9]'")).toBe(0);
    expect(
      count(
        "select count(*) from committees where committee_id not glob '[A-Z][A-Z][A-Z][A-Z]' and committee_id not glob '[A-Z][A-Z][A-Z][A-Z][0-9][0-9]'",
      ),
    ).toBe(0);
    expect(
      count(`select count(*) from legislation where bill_id != congress || '-' || bill_type || '-' || bill_number
      or bill_type not in ('hr', 's', 'hjres', 'sjres', 'hconres', 'sconres', 'hres', 'sres')`),
    ).toBe(0);
    expect(
      count(`select count(*) from congressional_record where granule_id not like 'CREC-' || date || '-pt1-Pg%'
      or substr(page_start, 1, 1) not in ('H', 'S', 'E', 'D')`),
    ).toBe(0);
    const fecIds = all<{ fec_ids: string }>("select fec_ids from congress_members where fec_ids != ''").flatMap(
      (r) => JSON.parse(r.fec_ids) as string[],
    );
    expect(fecIds.length).toBeGreaterThan(0);
    for (const id of fecIds) expect(id).toMatch(/^[HS]\d[A-Z]{2}\d{5}$/);
    expect(value('select fec_ids from congress_members where bioguide_id = ?', 'P000197')).toBe('["H8CA05035"]');
  });

  it('uses the published vocabularies (parties, chambers, vote positions, trade fields)', () => {
    const distinct = (sql: string): unknown[] => db.prepare(sql).pluck().all();
    expect(distinct('select distinct chamber from congress_members order by 1')).toEqual(['House', 'Senate']);
    expect(distinct('select distinct party from congress_members where is_current = 1 order by 1')).toEqual([
      'Democrat',
      'Independent',
      'Republican',
    ]);
    expect(distinct('select distinct chamber from committees order by 1')).toEqual(['house', 'joint', 'senate']);
    expect(distinct('select distinct chamber from roll_call_votes order by 1')).toEqual(['house', 'senate']);
    expect(distinct('select distinct chamber from member_votes order by 1')).toEqual(['house', 'senate']);
    expect(new Set(distinct('select distinct vote_cast from member_votes'))).toEqual(
      new Set(['Yea', 'Nay', 'Aye', 'No', 'Present', 'Not Voting']),
    );
    expect(distinct('select distinct party from legislation_cosponsors order by 1')).toEqual(['D', 'I', 'R']);
    expect(distinct('select distinct party from committee_memberships order by 1')).toEqual(['majority', 'minority']);
    for (const t of distinct('select distinct title from committee_memberships') as string[]) {
      expect(['', 'Chairman', 'Ranking Member', 'Chair', 'Vice Chairman', 'Vice Chair', 'Ex Officio']).toContain(t);
    }
    for (const t of distinct('select distinct transaction_type from stock_trades') as string[]) {
      expect(['Purchase', 'Sale (Full)', 'Sale (Partial)', 'Sale', 'Exchange']).toContain(t);
    }
    for (const o of distinct('select distinct owner from stock_trades') as string[])
      expect(['Self', 'Spouse', 'Joint', 'Child', 'Dependent Child']).toContain(o);
    for (const a of distinct('select distinct amount_range from stock_trades') as string[]) expect(a).toMatch(/^\$[\d,]+( - \$[\d,]+|\+)$/);
    expect(distinct('select distinct granule_class from congressional_record order by 1')).toEqual([
      'DAILYDIGEST',
      'EXTENSIONS',
      'HOUSE',
      'SENATE',
    ]);
  });

  it('writes empty strings, not NULL, where the importers do', () => {
    for (const column of ['first_name', 'last_name', 'full_name', 'nickname', 'fec_ids', 'thomas_id', 'lis_id']) {
      expect(count(`select count(*) from congress_members where ${column} is null`), column).toBe(0);
    }
    expect(count("select count(*) from congress_members where nickname = ''")).toBeGreaterThan(0);
    expect(count("select count(*) from congress_members where lis_id = ''")).toBeGreaterThan(0);
    for (const column of ['bioguide_id', 'ticker', 'transaction_date', 'disclosure_date']) {
      expect(count(`select count(*) from stock_trades where ${column} is null`), column).toBe(0);
      expect(count(`select count(*) from stock_trades where ${column} = ''`), column).toBeGreaterThan(0);
    }
    expect(count('select count(*) from legislation_cosponsors where sponsorship_date is null')).toBe(0);
    for (const column of ['title', 'full_text', 'citation', 'volume', 'issue', 'page_start', 'page_end']) {
      expect(count(`select count(*) from congressional_record where ${column} is null`), column).toBe(0);
    }
  });

  it('bills belong to Congresses 93-119 and every date of a bill falls inside its Congress', () => {
    expect(value('select min(congress) from legislation')).toBe(93);
    expect(value('select max(congress) from legislation')).toBe(119);
    const span = (congress: number): [string, string] => [congressStart(congress), congressStart(congress + 1)];
    const bills = all<{ bill_id: string; congress: number; introduced_date: string; latest_action_date: string; update_date: string }>(
      'select bill_id, congress, introduced_date, latest_action_date, update_date from legislation',
    );
    const inside = (date: string, congress: number): boolean => date >= span(congress)[0] && date < span(congress)[1] && date <= DATA_END;
    expect(
      bills
        .filter(
          (b) =>
            !inside(b.introduced_date, b.congress) || !inside(b.latest_action_date, b.congress) || b.latest_action_date < b.introduced_date,
        )
        .map((b) => b.bill_id),
    ).toEqual([]);
    const actions = all<{ bill_id: string; congress: number; action_date: string }>(
      'select a.bill_id, l.congress, a.action_date from legislation_actions a join legislation l using (bill_id)',
    );
    expect(actions.filter((a) => !inside(a.action_date, a.congress)).map((a) => a.bill_id)).toEqual([]);
    const cosponsorships = all<{ bill_id: string; congress: number; sponsorship_date: string }>(
      "select c.bill_id, l.congress, c.sponsorship_date from legislation_cosponsors c join legislation l using (bill_id) where c.sponsorship_date != ''",
    );
    expect(cosponsorships.filter((c) => !inside(c.sponsorship_date, c.congress)).map((c) => c.bill_id)).toEqual([]);
  });

  it("a bill's latest action is its last action row, and cosponsor_count counts its cosponsors", () => {
    expect(
      count(`select count(*) from legislation l where latest_action_date != (select max(action_date) from legislation_actions a where a.bill_id = l.bill_id)
      or latest_action_text != (select action_text from legislation_actions a where a.bill_id = l.bill_id order by a.id desc limit 1)`),
    ).toBe(0);
    expect(
      count(
        'select count(*) from legislation l where cosponsor_count != (select count(*) from legislation_cosponsors c where c.bill_id = l.bill_id)',
      ),
    ).toBe(0);
    expect(count("select count(*) from legislation_actions where action_text glob 'Became Public Law No: [0-9]*-[0-9]*.'")).toBeGreaterThan(
      0,
    );
  });

  it("sponsors and cosponsors sit in the originating chamber during the bill's Congress", () => {
    const members = new Map(
      all<{ bioguide_id: string; chamber: string; first_served: string; last_served: string }>(
        'select bioguide_id, chamber, first_served, last_served from congress_members',
      ).map((m) => [m.bioguide_id, m]),
    );
    const serving = (bioguide: string, chamber: string, congress: number): boolean => {
      const m = members.get(bioguide);
      return !!m && m.chamber === chamber && m.first_served <= congressStart(congress + 1) && m.last_served >= congressStart(congress);
    };
    const sponsors = all<{ bill_id: string; sponsor_bioguide_id: string; origin_chamber: string; congress: number }>(
      'select bill_id, sponsor_bioguide_id, origin_chamber, congress from legislation',
    );
    expect(sponsors.filter((b) => !serving(b.sponsor_bioguide_id, b.origin_chamber, b.congress)).map((b) => b.bill_id)).toEqual([]);
    const cosponsors = all<{ bill_id: string; bioguide_id: string; origin_chamber: string; congress: number }>(
      'select c.bill_id, c.bioguide_id, l.origin_chamber, l.congress from legislation_cosponsors c join legislation l using (bill_id)',
    );
    expect(cosponsors.filter((c) => !serving(c.bioguide_id, c.origin_chamber, c.congress)).map((c) => c.bill_id)).toEqual([]);
    expect(
      count('select count(*) from legislation_cosponsors c join legislation l using (bill_id) where c.bioguide_id = l.sponsor_bioguide_id'),
    ).toBe(0);
    for (const b of all<{ sponsor_name: string; sponsor_party: string; sponsor_state: string; origin_chamber: string }>(
      'select sponsor_name, sponsor_party, sponsor_state, origin_chamber from legislation',
    )) {
      const suffix = `[${b.sponsor_party}-${b.sponsor_state}`;
      expect(b.sponsor_name).toMatch(
        b.origin_chamber === 'House' ? /^Rep\. .+, .+ \[[A-Z]-[A-Z]{2}-(\d+|At Large)\]$/ : /^Sen\. .+, .+ \[[A-Z]-[A-Z]{2}\]$/,
      );
      expect(b.sponsor_name).toContain(suffix);
    }
  });

  it('current members have no served_until and a term running past the snapshot; former members the reverse', () => {
    expect(
      count('select count(*) from congress_members where is_current = 1 and (served_until is not null or last_served <= ?)', DATA_END),
    ).toBe(0);
    expect(
      count(
        'select count(*) from congress_members where is_current = 0 and (served_until is null or served_until != last_served or last_served > ?)',
        DATA_END,
      ),
    ).toBe(0);
    expect(count("select count(*) from congress_members where chamber = 'Senate' and district is not null")).toBe(0);
    expect(count("select count(*) from congress_members where chamber = 'House' and district is null")).toBe(0);
    expect(count('select count(*) from congress_members where first_served > last_served or birthday >= first_served')).toBe(0);
  });

  it('has the published example members, committees, bill and tickers at demo scale', () => {
    const member = (id: string): Row | undefined =>
      db.prepare('select * from congress_members where bioguide_id = ?').get(id) as Row | undefined;
    expect(member('P000197')).toMatchObject({ last_name: 'Pelosi', party: 'Democrat', state: 'CA', chamber: 'House', is_current: 1 });
    expect(member('G000386')).toMatchObject({ last_name: 'Grassley', chamber: 'Senate', lis_id: 'S153', is_current: 1 });
    expect(member('B001135')).toMatchObject({ last_name: 'Burr', chamber: 'Senate', is_current: 0 });
    expect(member('M000355')).toMatchObject({ last_name: 'McConnell', chamber: 'Senate' });
    expect(member('W000817')).toMatchObject({ last_name: 'Warren' });
    expect(count("select count(*) from crec_speakers where speaker_name like '%McConnell%'")).toBeGreaterThan(0);
    expect(count("select count(*) from committees where committee_id in ('SSEV', 'HSAG', 'SSEG', 'SSEV10')")).toBe(4);
    expect(count("select count(*) from committee_memberships where committee_id = 'SSEV'")).toBeGreaterThan(0);
    expect(count("select count(*) from legislation_cosponsors where bill_id = '118-hr-3684'")).toBeGreaterThan(0);
    expect(count("select count(*) from crec_bills where bill_id = '118-hr-3684'")).toBeGreaterThan(0);
    expect(count("select count(*) from stock_trades where ticker = 'AAPL'")).toBeGreaterThan(0);
    expect(count("select count(*) from stock_trades where ticker = 'MSFT'")).toBeGreaterThan(0);
    expect(count("select count(*) from stock_trades where bioguide_id = 'B001135'")).toBeGreaterThan(0);
  });

  it("a few members make most trades, and trades fall inside the trader's service since 2012", () => {
    const perMember = db
      .prepare("select count(*) from stock_trades where bioguide_id != '' group by bioguide_id order by 1 desc")
      .pluck()
      .all() as number[];
    const total = perMember.reduce((a, b) => a + b, 0);
    expect(perMember.length).toBeGreaterThan(10);
    expect(perMember.slice(0, 5).reduce((a, b) => a + b, 0) / total).toBeGreaterThan(0.4);
    expect(perMember[Math.floor(perMember.length / 2)]).toBeLessThan(perMember[0] / 10);
    expect(
      count(
        `select count(*) from stock_trades t join congress_members m on m.bioguide_id = t.bioguide_id
      where t.transaction_date != '' and (t.transaction_date < '2012-01-01' or t.transaction_date > ? or t.transaction_date < m.first_served
        or t.transaction_date >= m.last_served or t.chamber != m.chamber)`,
        DATA_END,
      ),
    ).toBe(0);
    const unresolved = count("select count(*) from stock_trades where bioguide_id = ''") / count('select count(*) from stock_trades');
    expect(unresolved).toBeGreaterThan(0.05);
    expect(unresolved).toBeLessThan(0.3);
  });

  it('roll-call tallies and results agree with the member positions', () => {
    const rows = all<{
      vote_type: string;
      question: string;
      result: string;
      yea_count: number;
      nay_count: number;
      present_count: number;
      not_voting_count: number;
      yea: number;
      nay: number;
      present: number;
      not_voting: number;
    }>(`
      select r.vote_type, r.question, r.result, r.yea_count, r.nay_count, r.present_count, r.not_voting_count,
        sum(v.vote_cast in ('Yea', 'Aye')) as yea, sum(v.vote_cast in ('Nay', 'No')) as nay,
        sum(v.vote_cast = 'Present') as present, sum(v.vote_cast = 'Not Voting') as not_voting
      from roll_call_votes r join member_votes v using (congress, chamber, session, roll_call_number)
      group by r.congress, r.chamber, r.session, r.roll_call_number`);
    expect(rows.length).toBe(count('select count(*) from roll_call_votes'));
    for (const r of rows) {
      expect([r.yea_count, r.nay_count, r.present_count, r.not_voting_count]).toEqual([r.yea, r.nay, r.present, r.not_voting]);
      if (r.vote_type === 'YEA-AND-NAY' || r.vote_type === '1/2') {
        expect(['Passed', 'Agreed to', 'Nomination Confirmed'].includes(r.result)).toBe(r.yea_count > r.nay_count);
      }
    }
    expect(
      count(
        "select count(*) from member_votes v join roll_call_votes r using (congress, chamber, session, roll_call_number) where r.vote_type = 'RECORDED VOTE' and v.vote_cast in ('Yea', 'Nay')",
      ),
    ).toBe(0);
    expect(count("select count(*) from roll_call_votes where congress < 101 or date < '1989-01-03' or date > ?", DATA_END)).toBe(0);
  });

  it('Senate votes on a nomination name it as <congress>-pn-<number> and describe it', () => {
    const votes = all<{ bill_id: string; question: string; description: string; legislation_number: string; nomination: string }>(`
      select r.bill_id, r.question, r.description, r.legislation_number, n.description as nomination
      from roll_call_votes r join nominations n on r.bill_id = n.congress || '-pn-' || n.number and n.part_number = ''
      where r.chamber = 'senate' and r.question = 'On the Nomination'`);
    expect(votes.length).toBeGreaterThan(0);
    for (const v of votes) {
      expect(v.bill_id).toMatch(/^1\d\d-pn-\d+$/);
      expect(v.legislation_number).toBe(v.bill_id.split('-pn-')[1]);
      expect(v.description).toBe(`Confirmation: ${v.nomination}`);
    }
    expect(count("select count(*) from roll_call_votes where chamber = 'house' and bill_id like '%-pn-%'")).toBe(0);
    // Only a vote taken before any civilian nomination of its Congress arrived is left unlinked.
    expect(
      count(`select count(*) from roll_call_votes r where r.chamber = 'senate' and r.question = 'On the Nomination'
      and (r.bill_id is null or r.bill_id not like '%-pn-%') and exists (select 1 from nominations n
        where n.congress = r.congress and n.is_civilian = 1 and n.received_date <= r.date)`),
    ).toBe(0);
  });

  it('the Congressional Record runs from 1994 to the snapshot, dated inside its Congress and session', () => {
    expect(value<string>('select min(date) from congressional_record') >= '1994-01-01').toBe(true);
    expect(value<string>('select max(date) from congressional_record') <= DATA_END).toBe(true);
    for (const r of all<{ date: string; congress: number; session: number }>(
      'select distinct date, congress, session from congressional_record',
    )) {
      expect(r.date >= congressStart(r.congress) && r.date < congressStart(r.congress + 1)).toBe(true);
      expect(r.session).toBe(Math.min(2, Number(r.date.slice(0, 4)) - Number(congressStart(r.congress).slice(0, 4)) + 1));
    }
    expect(
      count(`select count(*) from crec_speakers s join congressional_record r using (granule_id) join congress_members m on m.bioguide_id = s.bioguide_id
      where r.date < m.first_served or r.date > m.last_served`),
    ).toBe(0);
    const linked = count('select count(*) from crec_speakers where bioguide_id is not null') / count('select count(*) from crec_speakers');
    expect(linked).toBeGreaterThan(0.9);
    expect(
      count(`select count(*) from crec_speakers s join congress_members m using (bioguide_id)
      where s.speaker_name not like '%' || upper(replace(m.last_name, 'Mc', '')) || '%'`),
    ).toBe(0);
  });

  it('committee rosters have one leader per side and seniority ranks 1..n', () => {
    const sides = all<{ committee_id: string; party: string; n: number; max_rank: number; distinct_ranks: number }>(`
      select committee_id, party, count(*) as n, max(rank) as max_rank, count(distinct rank) as distinct_ranks
      from committee_memberships group by committee_id, party`);
    for (const s of sides) expect([s.max_rank, s.distinct_ranks]).toEqual([s.n, s.n]);
    expect(
      count(`select count(*) from committee_memberships c join congress_members m using (bioguide_id)
      where (c.party = 'majority') != (m.party = 'Republican')`),
    ).toBe(0);
    expect(value("select title from committee_memberships where committee_id = 'SSJU' and bioguide_id = 'G000386'")).toBe('Chairman');
  });
});

describe('congress_members statistics and precomputed tables equal their definitions', () => {
  it('the denormalized stat columns equal counts over the base tables', () => {
    const counts = (sql: string): Map<string, number> => new Map(all<{ id: string; n: number }>(sql).map((r) => [r.id, r.n]));
    const trades = counts("select bioguide_id as id, count(*) as n from stock_trades where bioguide_id != '' group by 1");
    const speeches = counts('select bioguide_id as id, count(*) as n from crec_speakers where bioguide_id is not null group by 1');
    const bills = counts('select sponsor_bioguide_id as id, count(*) as n from legislation group by 1');
    const votes = counts('select bioguide_id as id, count(*) as n from member_votes group by 1');
    const received = counts(`select x.bioguide_id as id, cast(sum(c.transaction_amt) as integer) as n from fec_candidate_crosswalk x
      join fec_contributions c on c.cand_id = x.fec_candidate_id where c.transaction_tp in ('24K', '24Z') group by 1`);
    const members = all<{
      bioguide_id: string;
      trade_count: number;
      speech_count: number;
      bills_sponsored: number;
      vote_count: number;
      fec_total_received: number;
    }>('select bioguide_id, trade_count, speech_count, bills_sponsored, vote_count, fec_total_received from congress_members');
    for (const m of members) {
      expect([m.trade_count, m.speech_count, m.bills_sponsored, m.vote_count, m.fec_total_received], m.bioguide_id).toEqual([
        trades.get(m.bioguide_id) ?? 0,
        speeches.get(m.bioguide_id) ?? 0,
        bills.get(m.bioguide_id) ?? 0,
        votes.get(m.bioguide_id) ?? 0,
        received.get(m.bioguide_id) ?? 0,
      ]);
    }
    expect(members.filter((m) => m.trade_count > 0).length).toBeGreaterThan(10);
    expect(canonical(all('select * from member_stats'))).toEqual(
      canonical(
        all(`select bioguide_id, trade_count, speech_count, bills_sponsored,
      vote_count, fec_total_received, fec_ie_for, fec_ie_against from congress_members`),
      ),
    );
  });

  it('speaker_activity aggregates crec_speakers × congressional_record per speaker name', () => {
    const acc = new Map<
      string,
      { ids: Set<string>; n: number; days: Set<string>; chambers: Set<string>; congresses: Set<number>; first: string; last: string }
    >();
    for (const r of all<{ speaker_name: string; bioguide_id: string | null; date: string; chamber: string; congress: number }>(
      'select s.speaker_name, s.bioguide_id, r.date, r.chamber, r.congress from crec_speakers s join congressional_record r using (granule_id)',
    )) {
      const a = acc.get(r.speaker_name) ?? {
        ids: new Set(),
        n: 0,
        days: new Set(),
        chambers: new Set(),
        congresses: new Set(),
        first: r.date,
        last: r.date,
      };
      if (r.bioguide_id) a.ids.add(r.bioguide_id);
      a.n++;
      a.days.add(r.date);
      a.chambers.add(r.chamber);
      a.congresses.add(r.congress);
      if (r.date < a.first) a.first = r.date;
      if (r.date > a.last) a.last = r.date;
      acc.set(r.speaker_name, a);
    }
    const names = new Map(
      all<{ bioguide_id: string; full_name: string }>('select bioguide_id, full_name from congress_members').map((m) => [
        m.bioguide_id,
        m.full_name,
      ]),
    );
    const rows = all<{
      speaker_name: string;
      bioguide_id: string | null;
      official_name: string | null;
      total_speeches: number;
      active_days: number;
      first_appearance: string;
      last_appearance: string;
      chambers: string;
      congresses_active: number;
    }>('select * from speaker_activity');
    expect(rows.length).toBe(acc.size);
    for (const r of rows) {
      const a = acc.get(r.speaker_name);
      expect(a).toBeDefined();
      if (!a) continue;
      expect([r.total_speeches, r.active_days, r.first_appearance, r.last_appearance, r.congresses_active]).toEqual([
        a.n,
        a.days.size,
        a.first,
        a.last,
        a.congresses.size,
      ]);
      expect(new Set(r.chambers.split(','))).toEqual(a.chambers);
      if (a.ids.size === 0) expect(r.bioguide_id).toBeNull();
      else expect(a.ids.has(r.bioguide_id ?? '')).toBe(true);
      expect(r.official_name).toBe(r.bioguide_id ? names.get(r.bioguide_id) : null);
    }
  });

  it('bills_floor_time lists every bill with three or more floor mentions, with its legislation fields', () => {
    const expected = all(`select b.bill_id, b.congress, b.bill_type, b.bill_number, l.title as bill_title, l.policy_area, l.sponsor_name,
        count(*) as floor_mentions, count(distinct r.date) as days_discussed, min(r.date) as first_discussed, max(r.date) as last_discussed
      from crec_bills b join congressional_record r on r.granule_id = b.granule_id left join legislation l on l.bill_id = b.bill_id
      group by b.bill_id having count(*) > 2`);
    expect(canonical(all('select * from bills_floor_time'))).toEqual(canonical(expected));
    expect(count("select count(*) from bills_floor_time where congress = '118'")).toBeGreaterThan(0);
  });

  it('stock_trades_by_ticker counts trades, traders, purchases and sales per ticker', () => {
    const acc = new Map<string, { n: number; traders: Set<string>; names: Set<string>; buys: number; sells: number; dates: string[] }>();
    for (const t of all<{
      ticker: string;
      bioguide_id: string;
      full_name: string | null;
      transaction_type: string;
      transaction_date: string;
    }>(
      "select t.ticker, t.bioguide_id, m.full_name, t.transaction_type, t.transaction_date from stock_trades t left join congress_members m using (bioguide_id) where t.ticker != ''",
    )) {
      const a = acc.get(t.ticker) ?? { n: 0, traders: new Set(), names: new Set(), buys: 0, sells: 0, dates: [] };
      a.n++;
      if (t.bioguide_id) a.traders.add(t.bioguide_id);
      if (t.full_name) a.names.add(t.full_name);
      if (t.transaction_type.includes('Purchase')) a.buys++;
      if (t.transaction_type.includes('Sale')) a.sells++;
      if (t.transaction_date) a.dates.push(t.transaction_date);
      acc.set(t.ticker, a);
    }
    const rows = all<{
      ticker: string;
      trade_count: number;
      trader_count: number;
      traders: string | null;
      purchases: number;
      sales: number;
      first_trade: string | null;
      last_trade: string | null;
    }>('select * from stock_trades_by_ticker');
    expect(rows.length).toBe(acc.size);
    for (const r of rows) {
      const a = acc.get(r.ticker);
      if (!a) throw new Error(`unexpected ticker ${r.ticker}`);
      a.dates.sort();
      expect([r.trade_count, r.trader_count, r.purchases, r.sales, r.first_trade, r.last_trade]).toEqual([
        a.n,
        a.traders.size,
        a.buys,
        a.sells,
        a.dates[0] ?? null,
        a.dates[a.dates.length - 1] ?? null,
      ]);
      expect(new Set(r.traders ? r.traders.split(',') : [])).toEqual(a.names);
    }
  });

  it('the legislation summaries group legislation and its subjects', () => {
    expect(canonical(all('select * from legislation_policy_summary'))).toEqual(
      canonical(
        all(`select policy_area, count(*) as bill_count,
      count(distinct sponsor_bioguide_id) as sponsor_count, min(congress) as from_congress, max(congress) as to_congress
      from legislation where coalesce(policy_area, '') != '' group by policy_area`),
      ),
    );
    expect(canonical(all('select * from legislation_subject_summary'))).toEqual(
      canonical(all('select subject, count(*) as bill_count from legislation_subjects group by subject')),
    );
    const latest = all<{
      sponsor_bioguide_id: string;
      sponsor_name: string;
      bill_count: number;
    }>(`select l.sponsor_bioguide_id, l.sponsor_name,
        (select count(*) from legislation x where x.sponsor_bioguide_id = l.sponsor_bioguide_id) as bill_count
      from legislation l where not exists (select 1 from legislation y where y.sponsor_bioguide_id = l.sponsor_bioguide_id
        and y.introduced_date || y.bill_id > l.introduced_date || l.bill_id)`);
    expect(canonical(all('select sponsor_bioguide_id, sponsor_name, bill_count from legislation_sponsor_summary'))).toEqual(
      canonical(latest),
    );
  });

  it("speeches_near_trades pairs each dated ticker trade with the same member's speeches at most 7 days away", () => {
    const speeches = new Map<string, { date: string; title: string }[]>();
    for (const s of all<{ bioguide_id: string; date: string; title: string }>(
      'select s.bioguide_id, r.date, r.title from crec_speakers s join congressional_record r using (granule_id) where s.bioguide_id is not null',
    )) {
      speeches.set(s.bioguide_id, [...(speeches.get(s.bioguide_id) ?? []), s]);
    }
    const day = (d: string): number => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
    const expected: Row[] = [];
    for (const t of all<{ bioguide_id: string; transaction_date: string; ticker: string }>(
      "select bioguide_id, transaction_date, ticker from stock_trades where ticker != '' and transaction_date != '' and bioguide_id != ''",
    )) {
      for (const s of speeches.get(t.bioguide_id) ?? []) {
        const apart = Math.abs(day(s.date) - day(t.transaction_date));
        if (apart <= 7)
          expected.push({
            bioguide_id: t.bioguide_id,
            trade_date: t.transaction_date,
            ticker: t.ticker,
            speech_date: s.date,
            speech_title: s.title,
            days_apart: apart,
          });
      }
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(
      canonical(all('select bioguide_id, trade_date, ticker, speech_date, speech_title, days_apart from speeches_near_trades')),
    ).toEqual(canonical(expected));
    expect(
      count(`select count(*) from speeches_near_trades s join congress_members m using (bioguide_id)
      where s.full_name != m.full_name or s.party != m.party or s.state != m.state`),
    ).toBe(0);
  });

  it('committee_sic_ranges expands each item of committee_jurisdiction.sic_codes', () => {
    const expected: Row[] = [];
    for (const j of all<{ committee_id: string; sic_codes: string; jurisdiction_tier: string }>(
      'select committee_id, sic_codes, jurisdiction_tier from committee_jurisdiction',
    )) {
      for (const item of j.sic_codes
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [start, end = start] = item.split('-').map(Number);
        expected.push({ committee_id: j.committee_id, sic_start: start, sic_end: end, jurisdiction_tier: j.jurisdiction_tier });
      }
    }
    expect(expected.length).toBeGreaterThan(27);
    expect(canonical(all('select * from committee_sic_ranges'))).toEqual(canonical(expected));
  });

  it('committee_trade_conflicts holds trades whose SIC code is inside a committee range of the trader', () => {
    const ranges = all<{ committee_id: string; sic_start: number; sic_end: number }>(
      'select committee_id, sic_start, sic_end from committee_sic_ranges',
    );
    const expected: Row[] = [];
    for (const t of all<{
      bioguide_id: string;
      committee_id: string;
      committee_name: string;
      sic_code: string;
      ticker: string;
      transaction_date: string;
    }>(`
      select m.bioguide_id, m.committee_id, j.committee_name, s.sic_code, t.ticker, t.transaction_date
      from committee_memberships m join committee_jurisdiction j using (committee_id)
      join stock_trades t on t.bioguide_id = m.bioguide_id and t.ticker != '' join ticker_sic s on s.ticker = t.ticker`)) {
      const sic = Number(t.sic_code);
      if (ranges.some((r) => r.committee_id === t.committee_id && sic >= r.sic_start && sic <= r.sic_end)) {
        expected.push({
          bioguide_id: t.bioguide_id,
          committee_name: t.committee_name,
          sic_code: t.sic_code,
          ticker: t.ticker,
          transaction_date: t.transaction_date,
        });
      }
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(canonical(all('select bioguide_id, committee_name, sic_code, ticker, transaction_date from committee_trade_conflicts'))).toEqual(
      canonical(expected),
    );
  });

  it("committee_trade_counts and committee_member_trades cover committee members' ticker trades", () => {
    expect(
      canonical(
        all(
          `select committee_id, bioguide_id, trade_count, unique_tickers, purchases, sales, first_trade, last_trade from committee_trade_counts`,
        ),
      ),
    ).toEqual(
      canonical(
        all(`select m.committee_id, m.bioguide_id, count(*) as trade_count, count(distinct t.ticker) as unique_tickers,
        sum(case when t.transaction_type like '%Purchase%' then 1 else 0 end) as purchases,
        sum(case when t.transaction_type like '%Sale%' then 1 else 0 end) as sales, min(t.transaction_date) as first_trade, max(t.transaction_date) as last_trade
        from committee_memberships m join stock_trades t on t.bioguide_id = m.bioguide_id where t.ticker != '' group by 1, 2`),
      ),
    );
    expect(count('select count(*) from committee_member_trades')).toBe(
      count(`select count(*) from committee_memberships m
      join stock_trades t on t.bioguide_id = m.bioguide_id where t.ticker != ''`),
    );
  });

  it('member_overview lists current members with live counts, busiest traders first', () => {
    const rows = all<{
      bioguide_id: string;
      trade_count: number;
      speech_count: number;
      bills_sponsored: number;
      top_tickers: string | null;
    }>('select * from member_overview');
    expect(rows.length).toBe(count('select count(*) from congress_members where is_current = 1'));
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].trade_count).toBeGreaterThanOrEqual(rows[i].trade_count);
    const stats = new Map(
      all<{ bioguide_id: string; trade_count: number; speech_count: number; bills_sponsored: number }>(
        'select bioguide_id, trade_count, speech_count, bills_sponsored from congress_members',
      ).map((m) => [m.bioguide_id, m]),
    );
    for (const r of rows) {
      const s = stats.get(r.bioguide_id);
      expect([r.trade_count, r.speech_count, r.bills_sponsored]).toEqual([s?.trade_count, s?.speech_count, s?.bills_sponsored]);
    }
  });

  it('the cosponsorship and party-split summaries equal their base-table aggregates', () => {
    expect(canonical(all('select * from cosponsor_member_summary'))).toEqual(
      canonical(
        all(`select bioguide_id, count(*) as bills_cosponsored,
      sum(is_original_cosponsor) as original_cosponsors from legislation_cosponsors group by bioguide_id`),
      ),
    );
    expect(canonical(all('select * from cosponsor_bill_summary'))).toEqual(
      canonical(
        all(`select bill_id, count(*) as total_cosponsors,
      sum(party = 'R') as r_cosponsors, sum(party = 'D') as d_cosponsors from legislation_cosponsors group by bill_id`),
      ),
    );
    const splits = all<{ dem_yes: number; dem_no: number; rep_yes: number; rep_no: number; party_unity: number; yeas: number }>(`
      select p.dem_yes, p.dem_no, p.rep_yes, p.rep_no, p.party_unity,
        (select count(*) from member_votes v where v.congress = p.congress and v.chamber = p.chamber and v.session = p.session
          and v.roll_call_number = p.roll_call_number and v.party in ('D', 'R') and v.vote_cast in ('Yea', 'Aye', 'Nay', 'No')) as yeas
      from roll_call_party_split p`);
    expect(splits.length).toBe(count('select count(*) from roll_call_votes'));
    for (const s of splits) {
      expect(s.dem_yes + s.dem_no + s.rep_yes + s.rep_no).toBe(s.yeas);
      const opposed = (s.dem_yes > s.dem_no && s.rep_no > s.rep_yes) || (s.dem_no > s.dem_yes && s.rep_yes > s.rep_no);
      const unity = opposed ? Math.round((10_000 * (Math.max(s.dem_yes, s.dem_no) + Math.max(s.rep_yes, s.rep_no))) / s.yeas) / 10_000 : 0;
      expect(s.party_unity).toBeCloseTo(unity, 4);
    }
  });
});

describe('congress full-text search', () => {
  it.each(['climate', 'pollution', 'tariffs', 'medicare'])('crec_fts finds "%s" in floor text', (word) => {
    const rows = all<{ title: string; full_text: string }>(
      `select r.title, r.full_text from crec_fts join congressional_record r on r.rowid = crec_fts.rowid
      where crec_fts match ? limit 20`,
      word,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(`${r.title} ${r.full_text}`.toLowerCase()).toContain(word);
  });

  it.each(['climate', 'pollution', 'tariff', 'medicare'])('legislation_fts finds "%s" in bill titles', (word) => {
    const rows = all<{ title: string; policy_area: string | null }>(
      `select l.title, l.policy_area from legislation_fts join legislation l on l.rowid = legislation_fts.rowid
      where legislation_fts match ? limit 20`,
      word,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(`${r.title} ${r.policy_area ?? ''}`.toLowerCase()).toContain(word);
  });

  it('crec_fts accepts phrases, OR and NOT', () => {
    const n = (q: string): number => count('select count(*) from crec_fts where crec_fts match ?', q);
    expect(n('"prescription drug prices"')).toBeGreaterThan(0);
    expect(n('climate OR tariffs')).toBeGreaterThan(Math.max(n('climate'), n('tariffs')) - 1);
    expect(n('climate NOT tariffs')).toBeLessThanOrEqual(n('climate'));
    expect(() => n('')).toThrow(/fts5: syntax error/);
  });
});

describe('congress data regenerates from the seed', () => {
  const context = (): BuildContext => ({
    db,
    seed,
    scale,
    now: new Date(0),
    rng: (name) => new Rng(seed, name),
    count: (base, min = 1) => Math.max(min, Math.round(base * scale)),
    insert: () => {
      throw new Error('read-only regeneration');
    },
    runSqlFile: () => {
      throw new Error('read-only regeneration');
    },
  });

  it('the members and the bills of one Congress are identical when generated again', () => {
    const ctx = context();
    const universe = buildMemberUniverse(ctx);
    const regenerated = [...memberRows(universe)];
    const stored = db
      .prepare(
        `select bioguide_id, first_name, last_name, full_name, nickname, party, state, chamber, district, first_served,
      last_served, is_current, fec_ids, thomas_id, lis_id, birthday, gender, terms_count, served_until from congress_members`,
      )
      .raw()
      .all();
    expect(canonical(regenerated.map((r) => ({ ...r })))).toEqual(canonical(stored.map((r) => ({ ...(r as unknown[]) }))));

    const bills = [...congressBills(ctx, universe, 118, billsPerCongress(ctx).get(118) ?? 0)];
    expect(bills.map((b) => b.billId).sort()).toEqual(
      db.prepare('select bill_id from legislation where congress = 118').pluck().all().sort(),
    );
    const titles = new Map(
      all<{ bill_id: string; title: string; cosponsor_count: number }>(
        'select bill_id, title, cosponsor_count from legislation where congress = 118',
      ).map((b) => [b.bill_id, b]),
    );
    for (const b of bills)
      expect([b.title, b.cosponsors.length]).toEqual([titles.get(b.billId)?.title, titles.get(b.billId)?.cosponsor_count]);
  });
});
