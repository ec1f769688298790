// Every filter operator of Datasette 0.65 on facetable: the rows it
// keeps, the SQL fragment it adds, the bound values and the human description; plus `_where`,
// ordering and parameter numbering.
import { describe, expect, it } from 'vitest';
import { readRows } from '../support/fixtures.js';
import { serveFixtures, type TablePage } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

/** The pks a filtered facetable page keeps, with its description and WHERE clause. */
async function filter(
  args: string,
  table = 'facetable',
): Promise<{ pks: unknown[]; human: string; where: string; params: Record<string, unknown>; count: number | null }> {
  const r = await get(`/fixtures/${table}.json?${args}&_col=${table === 'facetable' ? 'pk' : 'id'}&_size=max`);
  expect(r.status, r.text).toBe(200);
  const page = r.json<TablePage>();
  const where = /from \S+ (where .*?) ?order by/s.exec(page.query.sql)?.[1] ?? '';
  return {
    pks: page.rows.map((row) => row[0]),
    human: page.human_description_en,
    where,
    params: page.query.params,
    count: page.filtered_table_rows_count,
  };
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** facetable pks matching a WHERE clause, asked of SQLite directly. */
const pksWhere = (where: string): number[] =>
  readRows(fixture.server.fixtures.db, `select pk from facetable where ${where} order by pk`).map((r) => Number(r[0]));

describe('each operator', () => {
  it('exact (explicit and implied); quotes the value in the description unless it is all digits', async () => {
    expect(await filter('state=MI')).toEqual({
      pks: [11, 12, 13, 14],
      human: 'where state = "MI"',
      where: 'where "state" = :p0',
      params: { p0: 'MI' },
      count: 4,
    });
    expect((await filter('state__exact=MI')).pks).toEqual([11, 12, 13, 14]);
    expect(await filter('planet_int=2')).toMatchObject({ pks: [15], human: 'where planet_int = 2', params: { p0: '2' } });
  });

  it('not', async () => {
    expect(await filter('state__not=CA')).toMatchObject({
      pks: range(11, 15),
      human: 'where state != "CA"',
      where: 'where "state" != :p0',
    });
  });

  it('contains, startswith, endswith bind like patterns', async () => {
    expect(await filter('_neighborhood__contains=town')).toMatchObject({
      pks: [8, 10, 11, 12, 13, 14],
      human: 'where _neighborhood contains "town"',
      where: 'where "_neighborhood" like :p0',
      params: { p0: '%town%' },
    });
    expect(await filter('_neighborhood__startswith=Down')).toMatchObject({
      pks: [8, 11],
      human: 'where _neighborhood starts with "Down"',
      params: { p0: 'Down%' },
    });
    expect(await filter('_neighborhood__endswith=town')).toMatchObject({
      pks: [8, 10, 11, 12, 13, 14],
      human: 'where _neighborhood ends with "town"',
      params: { p0: '%town' },
    });
  });

  it('gt, gte, lt, lte bind all-digit values as numbers', async () => {
    expect(await filter('pk__gt=13')).toMatchObject({
      pks: [14, 15],
      human: 'where pk > 13',
      where: 'where "pk" > :p0',
      params: { p0: 13 },
    });
    expect(await filter('pk__gte=13')).toMatchObject({ pks: [13, 14, 15], human: 'where pk \u2265 13', where: 'where "pk" >= :p0' });
    expect(await filter('pk__lt=3')).toMatchObject({ pks: [1, 2], human: 'where pk < 3', where: 'where "pk" < :p0' });
    expect(await filter('pk__lte=3')).toMatchObject({ pks: [1, 2, 3], human: 'where pk \u2264 3', where: 'where "pk" <= :p0' });
    // Not all digits: compared as text.
    expect(await filter('created__gte=2019-01-17')).toMatchObject({ pks: range(12, 15), params: { p0: '2019-01-17' } });
  });

  it("compare a text column's digits with an all-digit value as Datasette's integer does", async () => {
    // no_primary_key.content holds '1' to '201' as text: SQLite compares them with the integer's text.
    const content = async (args: string): Promise<unknown[]> =>
      (await get(`/fixtures/no_primary_key.json?${args}&_col=content&_size=max&_shape=arrays`)).json<TablePage>().rows.map((r) => r[1]);
    const where = (clause: string): unknown[] =>
      readRows(fixture.server.fixtures.db, `select content from no_primary_key where ${clause} order by rowid`).map((r) => r[0]);
    expect(await content('content__gte=5')).toEqual(where("content >= '5'"));
    expect(await content('content__gte=5')).toContain('5');
    expect(await content('content__lt=12')).toEqual(where("content < '12'"));
    expect(await content('content__lt=12')).toContain('11');
    // Past a double's exact integers too (a float would be written '1.0e+17', before '10').
    expect(await content('content__gte=99999999999999999')).toEqual(where("content >= '99999999999999999'"));
    expect(await content('content__lt=100000000000000001')).toEqual(where("content < '100000000000000001'"));
    // A JSON list's whole numbers are integers too, as json.loads gives them.
    expect(await content('content__in=[5,12]')).toEqual(['5', '12']);
    expect(await content('content__notin=[5,12]&content__lt=2')).toEqual(where("content not in ('5', '12') and content < '2'"));
  });

  it('like, notlike, glob', async () => {
    expect(await filter('_neighborhood__like=%25o%25n')).toMatchObject({
      human: 'where _neighborhood like "%o%n"',
      where: 'where "_neighborhood" like :p0',
    });
    expect((await filter('_neighborhood__like=%25o%25n')).pks).toEqual(pksWhere("_neighborhood like '%o%n'"));
    expect(await filter('_neighborhood__notlike=%25town')).toMatchObject({
      pks: pksWhere("_neighborhood not like '%town'"),
      human: 'where _neighborhood not like "%town"',
    });
    expect(await filter('_neighborhood__glob=*town')).toMatchObject({
      pks: [8, 10, 11, 12, 13, 14],
      human: 'where _neighborhood glob "*town"',
      where: 'where "_neighborhood" glob :p0',
    });
  });

  it('in and notin take comma lists or JSON arrays', async () => {
    expect(await filter('pk__in=1,+2,3')).toMatchObject({
      pks: [1, 2, 3],
      human: 'where pk in ["1", "2", "3"]',
      where: 'where pk in (:p0, :p1, :p2)',
      params: { p0: '1', p1: '2', p2: '3' },
    });
    // JSON values keep their types, in the binding and in the description.
    expect(await filter('pk__in=%5B4,+5%5D')).toMatchObject({ pks: [4, 5], human: 'where pk in [4, 5]', params: { p0: 4, p1: 5 } });
    expect(await filter('state__in=%5B%22MI%22,+%22MC%22%5D')).toMatchObject({ pks: range(11, 15), human: 'where state in ["MI", "MC"]' });
    expect(await filter('pk__notin=1,2,3,4,5,6,7,8,9,10')).toMatchObject({
      pks: range(11, 15),
      where: 'where pk not in (:p0, :p1, :p2, :p3, :p4, :p5, :p6, :p7, :p8, :p9)',
    });
    expect((await filter('pk__notin=1,2,3,4,5,6,7,8,9,10')).human).toBe(
      'where pk not in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]',
    );
  });

  it('arraycontains and arraynotcontains look inside JSON arrays', async () => {
    expect(await filter('tags__arraycontains=tag1')).toMatchObject({
      pks: [1, 2],
      human: 'where tags contains "tag1"',
      where: 'where :p0 in (select value from json_each([facetable].[tags]))',
    });
    expect(await filter('tags__arraycontains=tag3')).toMatchObject({ pks: [2] });
    expect(await filter('tags__arraynotcontains=tag1')).toMatchObject({ pks: range(3, 15), human: 'where tags does not contain "tag1"' });
  });

  it('date compares the date part', async () => {
    expect(await filter('created__date=2019-01-14')).toMatchObject({
      pks: [1, 2, 3, 4],
      human: 'where "created" is on date 2019-01-14',
      where: 'where date("created") = :p0',
    });
  });

  it('isnull, notnull, isblank, notblank ignore their value', async () => {
    expect(await filter('distinct_some_null__isnull=1')).toMatchObject({
      pks: range(3, 15),
      human: 'where distinct_some_null is null',
      where: 'where "distinct_some_null" is null',
      params: {},
    });
    expect(await filter('distinct_some_null__notnull=anything')).toMatchObject({
      pks: [1, 2],
      human: 'where distinct_some_null is not null',
    });
    const blank = await get('/fixtures/simple_primary_key.json?content__isblank=1');
    expect(blank.status, blank.text).toBe(200);
    expect(blank.json<TablePage>()).toMatchObject({ rows: [['3', '']], human_description_en: 'where content is blank' });
    const notBlank = await get('/fixtures/simple_primary_key.json?content__notblank=1');
    expect(notBlank.json<TablePage>().rows.map((r) => r[0])).toEqual(['1', '2', '4', '5']);
    expect(notBlank.json<TablePage>().human_description_en).toBe('where content is not blank');
  });
});

describe('how filters combine', () => {
  it('sorts filters by (key, value) before numbering parameters, and joins descriptions with "and"', async () => {
    expect(await filter('state=CA&_city_id__exact=2&pk__gt=7')).toMatchObject({
      pks: [8, 9, 10],
      where: 'where "_city_id" = :p0 and "pk" > :p1 and "state" = :p2',
      params: { p0: '2', p1: 7, p2: 'CA' },
      human: 'where _city_id = 2, pk > 7 and state = "CA"',
      count: 3,
    });
  });

  it('repeating a filter ANDs both', async () => {
    expect(await filter('pk__exact=1&pk__exact=2')).toMatchObject({ pks: [], count: 0 });
  });

  it('special args (leading _ and no __) are not filters; unknown operators are ignored', async () => {
    expect(await filter('_city_id=1')).toMatchObject({ pks: range(1, 15), human: '', where: '' });
    expect(await filter('pk__nope=1')).toMatchObject({ pks: range(1, 15), human: '', where: '' });
  });

  it('an unknown column is not an error: it matches nothing', async () => {
    expect(await filter('nope=1')).toMatchObject({ pks: [], human: 'where nope = 1', count: 0 });
  });

  it('_where fragments are added verbatim, after the filters, without a description', async () => {
    expect(await filter('_where=_city_id+%3E+2&state=MI')).toMatchObject({
      pks: [11, 12, 13, 14],
      where: 'where "state" = :p0 and _city_id > 2',
      human: 'where state = "MI"',
    });
    expect(await filter('_where=pk+%3C+3&_where=pk+%3E+1')).toMatchObject({ pks: [2], where: 'where pk < 3 and pk > 1' });
  });
});
