// Canned queries #26-#31, #36-#63, #78-#80, #90, #92, #94, #96 (services/openregs/queries/legislation.yaml,
// floor.yaml, members.yaml, votes.yaml) run directly on the demo build: the contract (names,
// order, titles, parameters, output columns), the examples, missing parameters, and the row
// semantics each query promises — including the two whose SQL is corrected to mean what their
// titles say.
import { describe, expect, it } from 'vitest';
import { bind, cannedFamily, examplesOf, placeholders, useDemoDatabases, type Row } from './support.js';

const family = cannedFamily('legislation', 'floor', 'members', 'votes');
const { query } = family;
const demo = useDemoDatabases();
const { run, value } = demo;

describe('canned queries: legislation, floor, members, votes', () => {
  it('hold exactly the contract queries for openregs, with order, title and parameters', () => {
    for (const f of family.files) expect(f.database, f.file).toBe('openregs');
    expect(family.queries.map((q) => q.name).sort()).toEqual(family.contract.map((c) => c.name).sort());
    expect(family.contract).toHaveLength(41);
    for (const c of family.contract) {
      const q = query(c.name);
      expect(q.order, c.name).toBe(c.order);
      expect(q.title, c.name).toBe(c.title);
      expect(q.params ?? [], c.name).toEqual(c.params);
      expect(q.description?.length ?? 0, c.name).toBeGreaterThan(30);
      expect(placeholders(q.sql).sort(), c.name).toEqual([...c.params].sort());
      if (c.params.length) expect(q.examples.length, c.name).toBeGreaterThan(0);
    }
  });

  it.each(family.contract.map((c) => [c.name, c] as const))(
    '%s returns rows for each example, with exactly the contract columns',
    (name, c) => {
      const q = query(name);
      const statement = demo.statement(q);
      expect(statement.columns().map((col) => col.name)).toEqual(c.columns);
      for (const example of examplesOf(q)) {
        const rows = statement.raw().all(bind(q, example)) as unknown[][];
        expect(rows.length, JSON.stringify(example)).toBeGreaterThan(0);
        expect(rows[0].length).toBe(c.columns.length);
      }
    },
  );

  it.each(family.contract.filter((c) => c.params.length).map((c) => [c.name] as const))(
    '%s with every parameter blank answers or raises a SQLite error',
    (name) => {
      const q = query(name);
      try {
        demo.statement(q).all(bind(q));
      } catch (error) {
        expect((error as { code?: string }).code).toMatch(/^SQLITE_/);
        expect(String(error)).toMatch(/fts5: syntax error/);
      }
    },
  );
});

describe('legislation query semantics', () => {
  it('search_legislation matches title or summary, case-insensitively, newest first, "hr 3684" style', () => {
    const rows = run<{ bill: string; title: string; introduced_date: string; bill_id: string }>('search_legislation', {
      search: 'CLIMATE',
    });
    const summaries = new Map(
      demo
        .db()
        .prepare('select bill_id, summary_text from legislation where bill_id in (select value from json_each(?))')
        .all(JSON.stringify(rows.map((r) => r.bill_id)))
        .map((r) => [(r as Row).bill_id as string, String((r as Row).summary_text ?? '')]),
    );
    for (const r of rows) expect(`${r.title} ${summaries.get(r.bill_id)}`.toLowerCase()).toContain('climate');
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].introduced_date >= rows[i].introduced_date).toBe(true);
    expect(rows.every((r) => /^[a-z]+ \d+$/.test(r.bill))).toBe(true);
    expect(rows.length).toBe(
      Math.min(200, value<number>("select count(*) from legislation where title like '%climate%' or summary_text like '%climate%'")),
    );
  });

  it('legislation_by_policy_area is exact and uses "HR 3684" style bill labels', () => {
    const rows = run<{ bill: string; bill_id: string }>('legislation_by_policy_area', { policy_area: 'Environmental Protection' });
    expect(rows.length).toBe(
      Math.min(200, value<number>("select count(*) from legislation where policy_area = 'Environmental Protection'")),
    );
    expect(rows.every((r) => /^[A-Z]+ \d+$/.test(r.bill))).toBe(true);
    expect(run('legislation_by_policy_area', { policy_area: 'environmental protection' })).toEqual([]);
  });

  it('bill_cosponsors lists original cosponsors first, then later ones by date', () => {
    const rows = run<{ cosponsor_type: string; sponsorship_date: string }>('bill_cosponsors', { bill_id: '118-hr-3684' });
    expect(rows.length).toBe(value<number>("select cosponsor_count from legislation where bill_id = '118-hr-3684'"));
    const firstLater = rows.findIndex((r) => r.cosponsor_type === 'Added later');
    if (firstLater >= 0) expect(rows.slice(firstLater).every((r) => r.cosponsor_type === 'Added later')).toBe(true);
    const later = rows.filter((r) => r.cosponsor_type === 'Added later').map((r) => r.sponsorship_date);
    expect(later).toEqual([...later].sort());
  });

  it('most_prolific_cosponsors and bipartisan_bills equal their defining aggregates over legislation_cosponsors', () => {
    const prolific = run<Row>('most_prolific_cosponsors');
    const expectedProlific = demo
      .db()
      .prepare(
        `select lc.bioguide_id, count(*) as bills_cosponsored, sum(case when lc.is_original_cosponsor then 1 else 0 end) as original_cosponsors
      from legislation_cosponsors lc group by lc.bioguide_id order by bills_cosponsored desc limit 100`,
      )
      .all() as Row[];
    expect(prolific.map((r) => r.bills_cosponsored)).toEqual(expectedProlific.map((r) => r.bills_cosponsored));
    const byId = new Map(expectedProlific.map((r) => [r.bioguide_id, r]));
    for (const r of prolific) if (byId.has(r.bioguide_id)) expect(r.original_cosponsors).toBe(byId.get(r.bioguide_id)?.original_cosponsors);

    const bipartisan = run<{ bill_id: string; total_cosponsors: number; r_cosponsors: number; d_cosponsors: number }>('bipartisan_bills');
    const expected = demo
      .db()
      .prepare(
        `select l.bill_id, count(distinct lc.bioguide_id) as total_cosponsors, sum(lc.party = 'R') as r_cosponsors, sum(lc.party = 'D') as d_cosponsors
      from legislation l join legislation_cosponsors lc on lc.bill_id = l.bill_id group by l.bill_id
      having r_cosponsors > 0 and d_cosponsors > 0 order by total_cosponsors desc limit 100`,
      )
      .all() as typeof bipartisan;
    expect(bipartisan.map((r) => r.total_cosponsors)).toEqual(expected.map((r) => r.total_cosponsors));
    for (const r of bipartisan) expect(r.r_cosponsors > 0 && r.d_cosponsors > 0).toBe(true);
  });
});

describe('floor query semantics', () => {
  it('full-text searches accept phrases, OR and NOT and return best matches first', () => {
    const phrase = run<{ excerpt: string; title: string }>('search_congressional_record', { search: '"prescription drug prices"' });
    expect(phrase.length).toBeGreaterThan(0);
    const union = run('search_congressional_record', { search: 'tariffs OR Medicare' }).length;
    expect(union).toBeGreaterThanOrEqual(run('search_congressional_record', { search: 'tariffs' }).length);
    const without = run<{ granule_id: string }>('floor_speeches_by_topic', { search: 'pollution NOT climate' });
    const texts = demo.db().prepare("select title || ' ' || full_text from congressional_record where granule_id = ?").pluck();
    for (const r of without) expect(String(texts.get(r.granule_id)).toLowerCase()).not.toMatch(/\bclimate\b/);
    const speeches = run<{ granule_id: string }>('floor_speeches_by_topic', { search: 'climate' });
    const classes = demo.db().prepare('select granule_class, sub_granule_class from congressional_record where granule_id = ?');
    for (const r of speeches) expect(['HOUSE', 'SENATE']).toContain((classes.get(r.granule_id) as Row).granule_class);
    expect(() => run('search_congressional_record', { search: '"unbalanced' })).toThrow(/unterminated string|fts5/);
  });

  it('congressional_record_by_date returns the whole day by chamber and page', () => {
    const date = value<string>('select date from congressional_record group by date order by count(*) desc, date limit 1');
    const rows = run<{ chamber: string; page_start: string }>('congressional_record_by_date', { date });
    expect(rows.length).toBe(value<number>('select count(*) from congressional_record where date = ?', date));
    const keys = rows.map((r) => `${r.chamber}\u0000${r.page_start}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('speeches_by_member matches speaker names case-insensitively or an exact bioguide id, newest first', () => {
    const byName = run<{ speaker_name: string; date: string; official_name: string }>('speeches_by_member', { name: 'mcconnell' });
    expect(byName.length).toBe(Math.min(200, value<number>("select count(*) from crec_speakers where speaker_name like '%mcconnell%'")));
    expect(byName.every((r) => r.speaker_name.toUpperCase().includes('MCCONNELL'))).toBe(true);
    expect(byName[0].official_name).toBe('Mitch McConnell');
    for (let i = 1; i < byName.length; i++) expect(byName[i - 1].date >= byName[i].date).toBe(true);
    const byId = run<{ bioguide_id: string }>('speeches_by_member', { name: 'G000386' });
    expect(byId.every((r) => r.bioguide_id === 'G000386')).toBe(true);
  });

  it('bills_discussed_on_floor compares the text parameter with the integer Congress and filters the type only when given', () => {
    const all = run<{ congress: number; bill_type: string; mentions: number }>('bills_discussed_on_floor', {
      congress: '118',
      bill_type: '',
    });
    expect(all.length).toBe(Math.min(100, value<number>('select count(*) from bills_floor_time where congress = 118')));
    expect(all.every((r) => r.congress === 118 && r.mentions >= 3)).toBe(true);
    expect(
      run<{ bill_type: string }>('bills_discussed_on_floor', { congress: '118', bill_type: 'hr' }).every((r) => r.bill_type === 'hr'),
    ).toBe(true);
    expect(run('bills_discussed_on_floor', { bill_type: 'hr' })).toEqual([]);
  });

  it('floor_debate_for_bill lists every entry naming the bill, oldest first, with its speakers', () => {
    const rows = run<{ date: string; speakers: string | null }>('floor_debate_for_bill', { bill_id: '118-hr-3684' });
    expect(rows.length).toBe(value<number>("select count(*) from crec_bills where bill_id = '118-hr-3684'"));
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].date <= rows[i].date).toBe(true);
    expect(rows.some((r) => r.speakers !== null)).toBe(true);
  });
});

describe('member and trade query semantics', () => {
  it('search_members puts sitting members first and says Yes/No', () => {
    const rows = run<{ current: string; full_name: string }>('search_members', { name: 'Grassley' });
    expect(rows[0]).toMatchObject({ current: 'Yes', full_name: 'Chuck Grassley' });
    const many = run<{ current: string }>('search_members', { name: 'son' });
    const firstNo = many.findIndex((r) => r.current === 'No');
    if (firstNo >= 0) expect(many.slice(firstNo).every((r) => r.current === 'No')).toBe(true);
  });

  it('member_profile counts live rows and lists the traded tickers', () => {
    const [p] = run<{ total_trades: number; total_speeches: number; bills_sponsored: number; tickers_traded: string | null }>(
      'member_profile',
      { bioguide_id: 'P000197' },
    );
    expect(p.total_trades).toBe(value<number>("select count(*) from stock_trades where bioguide_id = 'P000197'"));
    expect(p.total_speeches).toBe(value<number>("select count(*) from crec_speakers where bioguide_id = 'P000197'"));
    expect(p.bills_sponsored).toBe(value<number>("select count(*) from legislation where sponsor_bioguide_id = 'P000197'"));
    expect(new Set(p.tickers_traded?.split(','))).toEqual(
      new Set(demo.db().prepare("select distinct ticker from stock_trades where bioguide_id = 'P000197' and ticker != ''").pluck().all()),
    );
    expect(run('member_profile', { bioguide_id: 'X000000' })).toEqual([]);
  });

  it('most_active_traders counts filers of both chambers (the corrected meaning of the title)', () => {
    const rows = run<{ member_name: string; chamber: string | null; trade_count: number; first_trade: string | null }>(
      'most_active_traders',
    );
    const expected = demo
      .db()
      .prepare("select member_name, count(*) as n from stock_trades where ticker != '' group by member_name order by n desc limit 100")
      .all() as { n: number }[];
    expect(rows.map((r) => r.trade_count)).toEqual(expected.map((r) => r.n));
    expect(new Set(rows.map((r) => r.chamber).filter((c) => c))).toEqual(new Set(['House', 'Senate']));
    expect(rows.every((r) => r.first_trade !== '')).toBe(true);
  });

  it('trades_by_ticker ignores letter case; member_activity_timeline merges trades and speeches by date', () => {
    expect(run('trades_by_ticker', { ticker: 'msft' }).length).toBe(
      value<number>("select count(*) from stock_trades where ticker = 'MSFT'"),
    );
    const timeline = run<{ activity_type: string; date: string }>('member_activity_timeline', { bioguide_id: 'B001135' });
    expect(new Set(timeline.map((r) => r.activity_type))).toEqual(new Set(['trade', 'speech']));
    for (let i = 1; i < timeline.length; i++) expect(timeline[i - 1].date >= timeline[i].date).toBe(true);
  });

  it('committee queries: roster ranks, member committees with parents, leadership titles, trades of SSEV members', () => {
    const roster = run<{ rank: number; committee_name: string }>('committee_members', { committee_id: 'SSEV' });
    expect(roster.map((r) => r.rank)).toEqual([...roster.map((r) => r.rank)].sort((a, b) => a - b));
    expect(roster[0].committee_name).toBe('Senate Committee on Environment and Public Works');
    const committees = run<{ committee_id: string; parent_committee_id: string | null; parent_committee: string }>('member_committees', {
      bioguide_id: 'G000386',
    });
    for (const c of committees) expect(c.parent_committee === '').toBe(c.parent_committee_id === null);
    const leaders = run<{ role: string }>('committee_leadership');
    expect(leaders.every((r) => ['Chairman', 'Ranking Member', 'Chair', 'Vice Chairman', 'Vice Chair'].includes(r.role))).toBe(true);
    const trades = run<{ ticker: string; member_name: string }>('committee_trade_activity', { committee_id: 'SSEV' });
    expect(trades.length).toBe(
      Math.min(
        500,
        value<number>(`select count(*) from committee_memberships m join stock_trades t on t.bioguide_id = m.bioguide_id
      where m.committee_id = 'SSEV' and t.ticker != ''`),
      ),
    );
    // The name is the committee roster's, not the one filed with the trade (they differ in the data).
    const rosterNames = new Set(
      demo.db().prepare("select member_name from committee_memberships where committee_id = 'SSEV'").pluck().all() as string[],
    );
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.filter((t) => !rosterNames.has(t.member_name))).toEqual([]);
  });

  it('committee_trading_activity equals its defining aggregate over the base tables', () => {
    const rows = run<{ full_name: string; committee_name: string; total_trades: number; first_trade: string }>(
      'committee_trading_activity',
    );
    const expected = demo
      .db()
      .prepare(
        `select cm.full_name, c.name as committee_name, count(distinct st.id) as total_trades, min(st.transaction_date) as first_trade
      from committee_memberships cmem join committees c on c.committee_id = cmem.committee_id join congress_members cm on cm.bioguide_id = cmem.bioguide_id
      join stock_trades st on st.bioguide_id = cmem.bioguide_id where st.ticker is not null and st.ticker != ''
      group by cmem.bioguide_id, cmem.committee_id having total_trades >= 10`,
      )
      .all() as typeof rows;
    const key = (r: (typeof rows)[number]): string => `${r.full_name}|${r.committee_name}|${r.total_trades}|${r.first_trade}`;
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].total_trades).toBeGreaterThanOrEqual(rows[i].total_trades);
  });

  it('explore_member_profile returns the 26 member columns plus the three counts again', () => {
    const q = query('explore_member_profile');
    const [row] = demo
      .db()
      .prepare(q.sql)
      .raw()
      .all(bind(q, { bioguide_id: 'P000197' })) as unknown[][];
    expect(row.length).toBe(29);
    expect(row.slice(26)).toEqual(row.slice(19, 22));
  });

  it('speeches_near_trades and committee_trade_conflicts come ordered by member, newest trade first', () => {
    for (const [name, dateColumn] of [
      ['speeches_near_trades', 'trade_date'],
      ['committee_trade_conflicts', 'transaction_date'],
    ] as const) {
      const rows = run<Row>(name);
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1], rows[i]];
        expect(
          String(a.full_name) < String(b.full_name) || (a.full_name === b.full_name && String(a[dateColumn]) >= String(b[dateColumn])),
        ).toBe(true);
      }
    }
    expect(run('committee_sector_map').length).toBe(33);
  });
});

describe('vote query semantics', () => {
  it("voting_record joins a member's positions to their roll calls, newest first", () => {
    const rows = run<{ date: string; vote_cast: string }>('voting_record', { bioguide_id: 'P000197' });
    expect(rows.length).toBe(Math.min(100, value<number>("select count(*) from member_votes where bioguide_id = 'P000197'")));
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].date >= rows[i].date).toBe(true);
  });

  it('party_line_votes ranks 2023+ roll calls by how strictly the parties split (the corrected meaning of the title)', () => {
    const rows = run<{ date: string; chamber: string }>('party_line_votes');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.date >= '2023-01-01')).toBe(true);
    const unity = demo
      .db()
      .prepare(
        `select party_unity from roll_call_party_split p join roll_call_votes r using (congress, chamber, session, roll_call_number)
      where r.date >= '2023-01-01' and party_unity > 0 order by party_unity desc, r.date desc limit 100`,
      )
      .pluck()
      .all() as number[];
    expect(rows.length).toBe(unity.length);
    expect(unity.every((u) => u > 0.5)).toBe(true);
    const recent = run<{ date: string }>('recent_votes');
    expect(recent[0].date).toBe(value<string>('select max(date) from roll_call_votes'));
  });
});
