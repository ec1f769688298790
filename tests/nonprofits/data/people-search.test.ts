// The pay-ordered name index behind /api/search/people: it holds exactly the paid officers, its
// rowids decode to (rank, officer id), and rank follows officer_total_comp's total_comp desc,
// tax_year desc, id; it matches names as fts_officers does.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonprofitsTestDb } from './build-once.js';

let db: Database.Database;
beforeAll(async () => {
  db = new Database(await nonprofitsTestDb(), { readonly: true });
});
afterAll(() => db?.close());

describe('fts_officers_by_pay', () => {
  it('lists every paid officer once, best paid first', () => {
    // A contentless index without sizes cannot be scanned; its vocabulary lists every row it holds.
    db.exec("create virtual table if not exists temp.by_pay_rows using fts5vocab(main, 'fts_officers_by_pay', 'instance')");
    const indexed = db.prepare('select distinct doc >> 32 as rank, doc & 4294967295 as id from temp.by_pay_rows order by doc').all() as {
      rank: number;
      id: number;
    }[];
    const expected = db
      .prepare('select id from officer_total_comp where total_comp > 0 order by total_comp desc, tax_year desc, id')
      .pluck()
      .all() as number[];
    expect(expected.length).toBeGreaterThan(1000);
    expect(indexed.map((r) => r.id)).toEqual(expected);
    expect(indexed.every((r, i) => r.rank === i + 1)).toBe(true);
  });

  it('matches the paid officers fts_officers matches', () => {
    for (const q of ['smith', '"mary" "johnson"', 'garcia']) {
      const byPay = db
        .prepare('select rowid & 4294967295 as id from fts_officers_by_pay where fts_officers_by_pay match ? order by id')
        .pluck()
        .all(q);
      const direct = db
        .prepare(
          'select id from officer_total_comp where total_comp > 0 and id in (select rowid from fts_officers where fts_officers match ?) order by id',
        )
        .pluck()
        .all(q);
      expect(direct.length, q).toBeGreaterThan(0);
      expect(byPay, q).toEqual(direct);
    }
  });
});
