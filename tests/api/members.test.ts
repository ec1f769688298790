// /api/member/{id}, /api/search/members, /api/member/{id}/trades and /votes against the demo data:
// defaults, bounds, each parameter's effect, 400/404, compared with direct SQL on the same file.
import { describe, expect, it } from 'vitest';
import type { RecordBody } from './api-client.js';
import { expectError, list, rows, useApiFixture } from './fixture.js';

const f = useApiFixture();

interface Member {
  bioguide_id: string;
  full_name: string;
  party: string;
  state: string;
  is_current: number;
  last_served: string;
  trade_count: number;
}
interface Trade {
  id: number;
  ticker: string;
  transaction_date: string;
}
interface Vote {
  congress: number;
  chamber: string;
  session: number;
  roll_call_number: number;
  date: string;
  vote_cast: string;
}

describe('GET /api/member/{bioguide_id}', () => {
  it('returns the biography with the activity counts of member_stats', async () => {
    const { status, body } = await f.api.get<RecordBody>('/api/member/P000197');
    expect(status).toBe(200);
    expect(body.route).toBe('/api/member/{bioguide_id}');
    expect(body.params).toEqual({ bioguide_id: 'P000197' });
    const [stats] = rows(
      f.db,
      'select trade_count, speech_count, bills_sponsored, vote_count from member_stats where bioguide_id = ?',
      'P000197',
    );
    const [member] = rows(
      f.db,
      'select full_name, party, state, chamber, first_served from congress_members where bioguide_id = ?',
      'P000197',
    );
    expect(body.result).toMatchObject({ bioguide_id: 'P000197', ...member, ...stats });
  });

  it('404s for an unknown member and 400s for a malformed id', async () => {
    await expectError(f.api, '/api/member/Z999999', 404, 'bioguide_id', 'not_found');
    await expectError(f.api, '/api/member/p000197', 400, 'bioguide_id', 'pattern');
  });
});

describe('GET /api/search/members', () => {
  it('applies the documented defaults and echoes the parameters as understood', async () => {
    const body = await list<Member>(f.api, '/api/search/members?q=pelosi&unknown=ignored');
    expect(body.params).toEqual({ q: 'pelosi', state: null, party: null, current: null, limit: 20, offset: 0 });
    expect(body.limit).toBe(20);
    expect(body.offset).toBe(0);
    expect(body.results.map((m) => m.bioguide_id)).toContain('P000197');
  });

  it('matches names containing q, case-insensitively, exactly as SQL LIKE does', async () => {
    const body = await list<Member>(f.api, '/api/search/members?q=SON&limit=100');
    const expected = rows<{ bioguide_id: string }>(
      f.db,
      "select bioguide_id from congress_members where full_name like '%son%' or last_name like '%son%' or first_name like '%son%' or nickname like '%son%'",
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(100);
    expect(new Set(body.results.map((m) => m.bioguide_id))).toEqual(new Set(expected.map((r) => r.bioguide_id)));
    // Current members first, then by most recent service.
    const keys = body.results.map((m) => `${m.is_current}|${m.last_served}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('treats LIKE wildcards in q as plain characters', async () => {
    const body = await list<Member>(f.api, '/api/search/members?q=%25');
    expect(body.results).toEqual([]);
  });

  it('filters by state (any case), party and current/former', async () => {
    const ca = await list<Member>(f.api, '/api/search/members?q=a&state=ca&limit=100');
    expect(ca.results.length).toBeGreaterThan(0);
    expect(ca.results.every((m) => m.state === 'CA')).toBe(true);
    const dems = await list<Member>(f.api, '/api/search/members?q=a&party=Democrat&limit=100');
    expect(dems.results.length).toBeGreaterThan(0);
    expect(dems.results.every((m) => m.party === 'Democrat')).toBe(true);
    const current = await list<Member>(f.api, '/api/search/members?q=a&current=1&limit=100');
    const former = await list<Member>(f.api, '/api/search/members?q=a&current=0&limit=100');
    expect(current.results.length).toBeGreaterThan(0);
    expect(former.results.length).toBeGreaterThan(0);
    expect(current.results.every((m) => m.is_current === 1)).toBe(true);
    expect(former.results.every((m) => m.is_current === 0)).toBe(true);
  });

  it('pages with limit/offset and the next link, without overlap', async () => {
    const whole = await list<Member>(f.api, '/api/search/members?q=e&limit=9');
    expect(whole.count).toBe(9);
    const first = await list<Member>(f.api, '/api/search/members?q=e&limit=4');
    expect(first.next).toBe('/api/search/members?q=e&limit=4&offset=4');
    const second = await list<Member>(f.api, first.next!);
    const third = await list<Member>(f.api, second.next!);
    expect([...first.results, ...second.results, ...third.results.slice(0, 1)]).toEqual(whole.results);
    const last = await list<Member>(f.api, '/api/search/members?q=pelosi&limit=1');
    expect(last.next).toBeNull();
  });

  it('rejects bad input naming the parameter and the rule', async () => {
    await expectError(f.api, '/api/search/members?q=smith&limit=500', 400, 'limit', 'maximum');
    await expectError(f.api, '/api/search/members?q=smith&limit=0', 400, 'limit', 'minimum');
    await expectError(f.api, '/api/search/members?q=smith&limit=ten', 400, 'limit', 'type');
    await expectError(f.api, '/api/search/members?q=smith&party=Whig', 400, 'party', 'enum');
    await expectError(f.api, '/api/search/members?q=smith&current=2', 400, 'current', 'enum');
    await expectError(f.api, '/api/search/members?q=smith&state=Iowa', 400, 'state', 'pattern');
    await expectError(f.api, '/api/search/members?q=smith&offset=10001', 400, 'offset', 'maximum');
    await expectError(f.api, '/api/search/members', 400, 'q', 'required');
    await expectError(f.api, '/api/search/members?q=', 400, 'q', 'required');
    await expectError(f.api, '/api/search/members?q=%20%20', 400, 'q', 'pattern');
  });
});

describe('GET /api/member/{bioguide_id}/trades', () => {
  it("returns the member's trades, newest first, 50 by default", async () => {
    const expected = rows<{ id: number }>(
      f.db,
      "select id from stock_trades where bioguide_id = 'P000197' order by transaction_date desc, id desc",
    );
    expect(expected.length).toBeGreaterThan(50);
    const body = await list<Trade>(f.api, '/api/member/P000197/trades');
    expect(body.params).toEqual({ bioguide_id: 'P000197', ticker: null, limit: 50, offset: 0 });
    expect(body.results.map((t) => t.id)).toEqual(expected.slice(0, 50).map((r) => r.id));
    expect(body.next).toBe('/api/member/P000197/trades?limit=50&offset=50');
  });

  it('filters by ticker, any case', async () => {
    const [{ n }] = rows<{ n: number }>(f.db, "select count(*) as n from stock_trades where bioguide_id = 'P000197' and ticker = 'AAPL'");
    expect(n).toBeGreaterThan(0);
    const body = await list<Trade>(f.api, '/api/member/P000197/trades?ticker=aapl&limit=500');
    expect(body.count).toBe(n);
    expect(body.results.every((t) => t.ticker === 'AAPL')).toBe(true);
  });

  it('404s for an unknown member, 400s beyond its bounds', async () => {
    await expectError(f.api, '/api/member/Z999999/trades', 404, 'bioguide_id', 'not_found');
    await expectError(f.api, '/api/member/P000197/trades?limit=501', 400, 'limit', 'maximum');
    await expectError(f.api, '/api/member/P000197/trades?ticker=A%20B', 400, 'ticker', 'pattern');
  });
});

describe('GET /api/member/{bioguide_id}/votes', () => {
  it("returns the member's positions with the roll-call details, newest first", async () => {
    const body = await list<Vote & { question: string; result: string }>(f.api, '/api/member/P000197/votes');
    expect(body.limit).toBe(50);
    const expected = rows<{ vote_cast: string; question: string; date: string }>(
      f.db,
      `select mv.vote_cast, rv.question, rv.date from member_votes mv
       join roll_call_votes rv using (congress, chamber, session, roll_call_number)
       where mv.bioguide_id = 'P000197' order by rv.date desc`,
    );
    expect(body.count).toBe(Math.min(50, expected.length));
    expect(body.results.map((v) => v.date)).toEqual(expected.slice(0, body.count).map((r) => r.date));
    expect(body.results[0].question).toBe(expected[0].question);
  });

  it('filters by congress', async () => {
    const [{ n }] = rows<{ n: number }>(f.db, "select count(*) as n from member_votes where bioguide_id = 'P000197' and congress = 118");
    expect(n).toBeGreaterThan(0);
    const body = await list<Vote>(f.api, '/api/member/P000197/votes?congress=118&limit=500');
    expect(body.params.congress).toBe(118);
    expect(body.count).toBe(n);
    expect(body.results.every((v) => v.congress === 118)).toBe(true);
  });

  it('rejects congress 12 and non-numbers; 404s for an unknown member', async () => {
    await expectError(f.api, '/api/member/P000197/votes?congress=12', 400, 'congress', 'minimum');
    await expectError(f.api, '/api/member/P000197/votes?congress=120', 400, 'congress', 'maximum');
    await expectError(f.api, '/api/member/P000197/votes?congress=abc', 400, 'congress', 'type');
    await expectError(f.api, '/api/member/Z999999/votes', 404, 'bioguide_id', 'not_found');
  });
});
