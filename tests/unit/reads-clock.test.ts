// Which statements read the clock (or random()): their answers belong to a moment, not to a data
// version, so inspect never keeps them.
import { describe, expect, it } from 'vitest';
import { readsClock } from '../../engine/sql/reads-clock.js';

describe('readsClock', () => {
  it.each([
    "select * from t where julianday(end_date) >= julianday('now')",
    'select date("NOW")',
    'select CURRENT_TIMESTAMP',
    'select current_date as d',
    'select date() as d',
    'select unixepoch( ) - unixepoch(x) from t',
    "select strftime('%Y') as y",
    'select * from t order by random() limit 5',
    'select randomblob(4)',
  ])('reads the clock: %s', (sql) => {
    expect(readsClock(sql)).toBe(true);
  });

  it.each([
    'select julianday(posted) - julianday(opened) from t',
    "select strftime('%Y', posted) as y from t",
    'select date(posted) from t',
    'select * from members where is_current = 1',
    "select * from t -- as of 'now'\nwhere a = 1",
    'select /* random() */ 1',
  ])('reads only the data: %s', (sql) => {
    expect(readsClock(sql)).toBe(false);
  });
});
