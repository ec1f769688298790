// How q reaches SQL (FTS5 query, LIKE pattern), checked on a real SQLite FTS5 table, and how
// engine failures become error envelopes.
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { containsPattern, ftsQuery } from '../../api-shims/kit/bind.js';
import { apiError } from '../../api-shims/kit/errors.js';
import { OPENREGS_API } from '../../services/openregs/api/service.js';
import { QueryFailure } from '../../engine/index.js';

const routeFailure = (e: QueryFailure) => apiError(e, { userSql: false, routeTimeoutStatus: 504, timeLimitMs: 10_000 });
const userSqlFailure = (e: QueryFailure, timeLimitMs: number) => apiError(e, { userSql: true, routeTimeoutStatus: 504, timeLimitMs });

const db = new Database(':memory:');
db.exec(`create table docs (id integer primary key, body text);
  create virtual table docs_fts using fts5(body, content='docs');
  insert into docs (body) values ('climate change policy'), ('change of climate'), ('climatology report'),
    ('AT&T merger review'), ('O''Brien testimony'), ('100% renewable_energy');
  insert into docs_fts (docs_fts) values ('rebuild');`);
afterAll(() => db.close());

const search = (q: string): number[] =>
  db.prepare('select rowid from docs_fts where docs_fts match ? order by rowid').pluck().all(ftsQuery(q)) as number[];
const like = (q: string): number[] =>
  db.prepare("select id from docs where body like ? escape '\\' order by id").pluck().all(containsPattern(q)) as number[];

describe('ftsQuery', () => {
  it('quotes every word so FTS5 syntax in the text is never an error', () => {
    for (const q of [
      'AT&T',
      '"unbalanced',
      'NOT',
      'a OR',
      'NEAR(a b)',
      'body:climate',
      "O'Brien",
      'x AND',
      '-climate',
      '^climate',
      'climate)',
    ]) {
      expect(() => search(q), q).not.toThrow();
    }
    expect(ftsQuery('AT&T merger')).toBe('"AT&T" "merger"');
    expect(search('AT&T')).toEqual([4]);
    expect(search("O'Brien")).toEqual([5]);
  });

  it('requires every word, in any order', () => {
    expect(search('climate change')).toEqual([1, 2]);
    expect(search('climate policy')).toEqual([1]);
  });

  it('keeps "quoted words" as a phrase and a trailing * as a prefix', () => {
    expect(search('"climate change"')).toEqual([1]);
    expect(search('climat*')).toEqual([1, 2, 3]);
    expect(ftsQuery('climat* "change of"')).toBe('"climat"* "change of"');
  });

  it('drops words without a letter or digit', () => {
    expect(ftsQuery('& climate ***')).toBe('"climate"');
    expect(ftsQuery('& ***')).toBe('');
  });
});

describe('containsPattern', () => {
  it('matches the text anywhere, with % and _ taken literally', () => {
    expect(like('limat')).toEqual([1, 2, 3]);
    expect(like('100%')).toEqual([6]);
    expect(like('%')).toEqual([6]);
    expect(like('e_c')).toEqual([]); // as a wildcard, _ would match the space of 'climate change'
    expect(like('renewable_energy')).toEqual([6]);
  });
});

describe('engine failures as error envelopes', () => {
  it('a fixed route that runs out of time is a 504, a failing one a 503', () => {
    const timeout = routeFailure(new QueryFailure('timeout', 'interrupted'));
    expect([timeout.status, timeout.detail.rule]).toEqual([504, 'time_limit']);
    const broken = routeFailure(new QueryFailure('bad_sql', 'no such table: hearings'));
    expect([broken.status, broken.detail.rule]).toEqual([503, 'unavailable']);
    expect(broken.envelope('/api/search/hearings', OPENREGS_API.style)).toMatchObject({
      ok: false,
      status: 503,
      route: '/api/search/hearings',
    });
  });

  it('shedding keeps its status and Retry-After', () => {
    const shed = routeFailure(new QueryFailure('shed', 'Too many queries waiting', { reason: 'queue_full', retryAfterSeconds: 2 }));
    expect([shed.status, shed.headers['Retry-After'], shed.detail.rule]).toEqual([503, '2', 'overloaded']);
  });

  it('user SQL failures are 400s naming sql', () => {
    const timeout = userSqlFailure(new QueryFailure('timeout', 'interrupted'), 10_000);
    expect([timeout.status, timeout.detail.parameter, timeout.detail.rule]).toEqual([400, 'sql', 'time_limit']);
    expect(timeout.message).toContain('10000 ms');
    const refused = userSqlFailure(new QueryFailure('not_select', 'Statement must be a SELECT'), 10_000);
    expect(refused.detail.rule).toBe('select_only');
  });
});
