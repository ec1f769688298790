// The /api/search/* routes on the 990 demo build: matching, filters, order, paging and every
// parameter rule, compared with direct SQL on the same file.
import { describe, expect, it } from 'vitest';
import { expectError, list } from './helpers.js';
import { rows } from '../../api/fixture.js';
import type { ListRoute } from '../../../api-shims/kit/spec.js';
import { NONPROFITS_API } from '../../../services/nonprofits/api/service.js';
import { GRANT_MATCHES_SORTED, PAY_WALK_PER_FILING } from '../../../services/nonprofits/api/routes/search.js';
import { useNonprofitsServer } from './server.js';

const f = useNonprofitsServer();

type Row = Record<string, string | number | null>;

const descending = (values: number[]): boolean => values.every((v, i) => i === 0 || values[i - 1] >= v);

describe('GET /api/search/orgs', () => {
  it('finds organisations by name words, largest income first, and echoes the parameters', async () => {
    const body = await list<Row>(f.api, '/api/search/orgs?q=Family+Foundation&state=ny&unknown=1');
    expect(body.params).toEqual({ q: 'Family Foundation', state: 'NY', ntee: null, limit: 20, offset: 0 });
    expect(body.results.map((r) => r.ein)).toContain('990000001');
    expect(body.results.every((r) => r.state === 'NY')).toBe(true);
    expect(body.results.every((r) => /family/i.test(String(r.name)) || /family/i.test(String(r.city)))).toBe(true);
    const incomes = body.results.map((r) => (r.income_amt === null ? -1 : Number(r.income_amt)));
    expect(descending(incomes)).toBe(true);
    const fixture = body.results.find((r) => r.ein === '990000001')!;
    const [{ hi }] = rows<{ hi: number }>(f.db, "select max(tax_year) hi from returns where ein = '990000001'");
    expect(fixture.latest_tax_year).toBe(hi);
  });

  it('lists the same organisations as filtering every name match row by row', async () => {
    const filterRows = f.db
      .prepare(
        `select b.ein from bmf b
         where b.rowid in (select rowid from fts_bmf where fts_bmf match :q)
           and (:state is null or b.state = :state) and (:ntee is null or b.ntee_cd glob :ntee || '*')
         order by b.income_amt is null, b.income_amt desc, b.ein limit 50`,
      )
      .pluck();
    const cases: Array<[string, { q: string; state: string | null; ntee: string | null }]> = [
      ['q=community&state=tx&ntee=k', { q: '"community"', state: 'TX', ntee: 'K' }],
      ['q=foundation&state=NY', { q: '"foundation"', state: 'NY', ntee: null }],
      ['q=foundation&ntee=T', { q: '"foundation"', state: null, ntee: 'T' }],
      ['q=food+bank&ntee=K31', { q: '"food" "bank"', state: null, ntee: 'K31' }],
      ['q=family+foundation&state=CA&ntee=T20', { q: '"family" "foundation"', state: 'CA', ntee: 'T20' }],
    ];
    let found = 0;
    for (const [query, params] of cases) {
      const body = await list<Row>(f.api, `/api/search/orgs?${query}&limit=50`);
      expect(
        body.results.map((r) => r.ein),
        query,
      ).toEqual(filterRows.all(params));
      found += body.results.length;
    }
    expect(found).toBeGreaterThan(50);
  });

  it('treats an EIN-shaped q as an exact EIN, dashed or not', async () => {
    for (const q of ['530196605', '53-0196605']) {
      const body = await list<Row>(f.api, `/api/search/orgs?q=${q}`);
      expect(body.results.map((r) => r.ein)).toEqual(['530196605']);
    }
  });

  it('filters by NTEE major group or code, any case', async () => {
    const body = await list<Row>(f.api, '/api/search/orgs?q=community&state=TX&ntee=k');
    expect(body.params.ntee).toBe('K');
    expect(body.results.map((r) => r.ein)).toContain('990000010');
    expect(body.results.every((r) => String(r.ntee_cd).startsWith('K'))).toBe(true);
    const exact = await list<Row>(f.api, '/api/search/orgs?q=food+bank&ntee=K31');
    expect(exact.results.every((r) => String(r.ntee_cd).startsWith('K31'))).toBe(true);
  });

  it('never lets FTS syntax through: quotes, operators and stars are plain text', async () => {
    const body = await list<Row>(f.api, '/api/search/orgs?q=%22red%22+AND+cross*+OR');
    const plain = await list<Row>(f.api, '/api/search/orgs?q=red+AND+cross+OR');
    expect(body.results).toEqual(plain.results);
  });

  it('rejects a missing, empty or word-less q, a bad state and a bad NTEE code', async () => {
    await expectError(f.api, '/api/search/orgs', 400, 'q', 'required');
    await expectError(f.api, '/api/search/orgs?q=', 400, 'q', 'required');
    await expectError(f.api, '/api/search/orgs?q=%22%22+*', 400, 'q', 'pattern');
    await expectError(f.api, `/api/search/orgs?q=${'a'.repeat(201)}`, 400, 'q', 'max_length');
    await expectError(f.api, '/api/search/orgs?q=red&state=XX', 400, 'state', 'enum');
    await expectError(f.api, '/api/search/orgs?q=red&ntee=K3', 400, 'ntee', 'pattern');
    await expectError(f.api, '/api/search/orgs?q=red&limit=1000', 400, 'limit', 'max');
  });

  it('treats an empty optional parameter as absent', async () => {
    const body = await list<Row>(f.api, '/api/search/orgs?q=red+cross&state=&ntee=');
    expect(body.params).toMatchObject({ state: null, ntee: null });
  });
});

/**
 * The first two pages (20 rows each) of `route` for each query string, as ids, against the ids
 * `expected` gives for the same parameters and the page's offset.
 */
async function expectSamePages(
  route: string,
  cases: ReadonlyArray<[string, Record<string, unknown>]>,
  expected: { all(params: Record<string, unknown>): unknown[] },
): Promise<void> {
  for (const [query, params] of cases) {
    for (const offset of [0, 20]) {
      const body = await list<Row>(f.api, `${route}?${query}&limit=20&offset=${offset}`);
      expect(
        body.results.map((r) => r.id),
        `${query} offset ${offset}`,
      ).toEqual(expected.all({ ...params, offset }));
    }
  }
}

describe('GET /api/search/grants', () => {
  it('lists the same pages as sorting every match, for common words (walked by amount) and rarer ones', async () => {
    const sortAll = f.db.prepare(`select g.id from grants g
      where g.rowid in (select rowid from fts_grants where fts_grants match :q)
        and g.grant_type = 'paid' and g.amount >= :min_amount and (:year is null or g.tax_year = :year)
      order by g.amount desc, g.id
      limit 20 offset :offset`);
    const matches = f.db.prepare('select count(*) from fts_grants where fts_grants match ?').pluck();
    const cases: Array<[string, { q: string; min_amount: number; year: number | null }]> = [
      ['q=foundation', { q: 'foundation', min_amount: 0, year: null }],
      ['q=foundation&year=2022', { q: 'foundation', min_amount: 0, year: 2022 }],
      ['q=foundation&year=2011', { q: 'foundation', min_amount: 0, year: 2011 }],
      ['q=foundation&min_amount=50000', { q: 'foundation', min_amount: 50_000, year: null }],
      ['q=red+cross&year=2022', { q: 'red cross', min_amount: 0, year: 2022 }],
      ['q=food+bank', { q: 'food bank', min_amount: 0, year: null }],
    ];
    // Both paths: a word past the threshold, and one under it.
    expect(Number(matches.get('foundation'))).toBeGreaterThan(GRANT_MATCHES_SORTED);
    expect(Number(matches.get('food bank'))).toBeLessThan(GRANT_MATCHES_SORTED);
    await expectSamePages('/api/search/grants', cases, sortAll.pluck());
  });

  it('finds paid foundation grants by recipient words, at least min_amount, largest first', async () => {
    const body = await list<Row>(f.api, '/api/search/grants?q=red+cross&min_amount=100000&limit=100');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((g) => Number(g.amount) >= 100_000 && /red cross/i.test(String(g.recipient_name)))).toBe(true);
    expect(descending(body.results.map((g) => Number(g.amount)))).toBe(true);
    const fixture = body.results.find((g) => g.funder_ein === '990000001' && g.tax_year === 2022 && g.amount === 250_000);
    expect(fixture).toBeDefined();
    const [funder] = rows<{ org_name: string }>(f.db, 'select org_name from returns where object_id = ?', fixture!.object_id);
    expect(fixture!.funder_name).toBe(funder.org_name);
  });

  it('filters by tax year', async () => {
    const body = await list<Row>(f.api, '/api/search/grants?q=food+bank&year=2022');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((g) => g.tax_year === 2022)).toBe(true);
  });

  it('pages without overlap, following next', async () => {
    const first = await list<Row>(f.api, '/api/search/grants?q=foundation&limit=2');
    expect(first.count).toBe(2);
    expect(first.next).toBe('/api/search/grants?q=foundation&min_amount=0&limit=2&offset=2');
    const second = await list<Row>(f.api, first.next!);
    expect(second.offset).toBe(2);
    const ids = [...first.results, ...second.results].map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rejects bad amounts and years', async () => {
    await expectError(f.api, '/api/search/grants?q=red&min_amount=-1', 400, 'min_amount', 'min');
    await expectError(f.api, '/api/search/grants?q=red&min_amount=1e3', 400, 'min_amount', 'integer');
    await expectError(f.api, '/api/search/grants?q=red&year=2031', 400, 'year', 'max');
    await expectError(f.api, '/api/search/grants?min_amount=5', 400, 'q', 'required');
  });
});

describe('GET /api/search/daf', () => {
  it('finds DAF disbursements by recipient words, or by recipient EIN when q is one', async () => {
    const byName = await list<Row>(f.api, '/api/search/daf?q=red+cross&limit=100');
    expect(byName.results.some((r) => r.funder_ein === '237825575' && r.amount === 250_000)).toBe(true);
    const byEin = await list<Row>(f.api, '/api/search/daf?q=530196605&limit=100');
    const [{ n }] = rows<{ n: number }>(f.db, "select count(*) n from schedule_i_grants where recipient_ein = '530196605'");
    expect(byEin.count).toBe(Math.min(n, 100));
    expect(byEin.results.every((r) => r.recipient_ein === '530196605')).toBe(true);
    expect(descending(byEin.results.map((r) => Number(r.amount)))).toBe(true);
  });

  it('requires q', async () => {
    await expectError(f.api, '/api/search/daf', 400, 'q', 'required');
  });
});

describe('GET /api/search/people', () => {
  it('finds people by name with their filer, best paid first', async () => {
    const body = await list<Row>(f.api, '/api/search/people?q=john+smith&limit=100');
    const fixture = body.results.find((r) => r.ein === '990000001' && r.tax_year === 2021);
    expect(fixture).toMatchObject({ person_name: 'JOHN SMITH', reportable_comp_filing_org: 350_000 });
    expect(body.results.every((r) => /john/i.test(String(r.person_name)) && /smith/i.test(String(r.person_name)))).toBe(true);
    expect(descending(body.results.map((r) => Number(r.total_comp)))).toBe(true);
  });
});

/** The people search's order, computed the direct way: every match of fts_officers, sorted. */
function peopleReference(q: string, limit: number, offset: number): number[] {
  const match = q
    .split(' ')
    .map((t) => `"${t}"`)
    .join(' ');
  return rows<{ id: number }>(
    f.db,
    `select t.id from officer_total_comp t
     where t.id in (select rowid from fts_officers where fts_officers match ?)
     order by t.total_comp desc, t.tax_year desc, t.id limit ? offset ?`,
    match,
    limit,
    offset,
  ).map((r) => r.id);
}

describe('GET /api/search/people pages', () => {
  it('are the matches in pay order, for common and rare names, before and past the paid matches', async () => {
    const [{ paid, total }] = rows<{ paid: number; total: number }>(
      f.db,
      `select count(case when total_comp > 0 then 1 end) paid, count(*) total from officer_total_comp
       where id in (select rowid from fts_officers where fts_officers match 'smith')`,
    );
    // A deep page past the paid people named Smith, into the unpaid ones (offsets go up to 10,000).
    const deep = Math.min(10_000, total - 60);
    expect(deep).toBeGreaterThan(paid);
    let unpaidShown = 0;
    for (const [q, limit, offset] of [
      ['smith', 20, 0],
      ['smith', 100, 100],
      ['smith', 100, paid - 50],
      ['smith', 100, deep],
      ['john smith', 100, 0],
      ['Mary', 50, 0],
      ['garcia', 20, 2_000],
      ['omar', 100, 0],
    ] as [string, number, number][]) {
      const body = await list<Row>(f.api, `/api/search/people?q=${encodeURIComponent(q)}&limit=${limit}&offset=${offset}`);
      const expected = peopleReference(q, limit, offset);
      expect(expected.length, `${q} ${offset}`).toBeGreaterThan(0);
      expect(
        body.results.map((r) => r.id),
        `${q} limit ${limit} offset ${offset}`,
      ).toEqual(expected);
      unpaidShown += body.results.filter((r) => r.total_comp === 0).length;
    }
    expect(unpaidShown).toBeGreaterThan(0);
  });

  it('read the pay-ordered name index in its order: only the page is sorted', async () => {
    const route = NONPROFITS_API.routes.find((r) => r.path === '/api/search/people') as ListRoute;
    const plan = rows<{ id: number; parent: number; detail: string }>(
      f.db,
      `explain query plan ${route.source.sql}\nlimit :_fetch offset :offset`,
      { q: '"smith"', _fetch: 21, offset: 0 },
    );
    const paid = plan.find((p) => p.detail === 'MATERIALIZE paid');
    expect(paid, plan.map((p) => p.detail).join('\n')).toBeDefined();
    const underPaid = plan.filter((p) => p.parent === paid!.id).map((p) => p.detail);
    expect(underPaid.some((d) => d.startsWith('SCAN fp VIRTUAL TABLE'))).toBe(true);
    expect(underPaid.filter((d) => d.startsWith('USE TEMP B-TREE'))).toEqual([]);
  });
});

describe('GET /api/search/programs', () => {
  it('finds foundation programmes whose description contains every word, any case', async () => {
    const body = await list<Row>(f.api, '/api/search/programs?q=Scholarships+LOCAL');
    const matching = "lower(description) like '%scholarships%' and lower(description) like '%local%'";
    // The fixture foundation's programme is among the matches, and the page is the top 20 by expenses.
    expect(
      rows(f.db, `select 1 from program_activities where ein = '990000001' and description = 'SCHOLARSHIPS FOR LOCAL STUDENTS'`).length,
    ).toBeGreaterThan(0);
    const expected = rows<{ id: number }>(
      f.db,
      `select id from program_activities where ${matching} order by expenses is null, expenses desc, id limit 20`,
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.results.map((r) => r.id)).toEqual(expected);
    expect(body.results.every((r) => /scholarships/i.test(String(r.description)) && /local/i.test(String(r.description)))).toBe(true);
  });

  it('rejects a q without letters or digits', async () => {
    await expectError(f.api, '/api/search/programs?q=%25%25', 400, 'q', 'pattern');
  });
});

describe('GET /api/search/compensation', () => {
  it('filters by pay, year, state and title and orders by pay from the filing organisation', async () => {
    const body = await list<Row>(f.api, '/api/search/compensation?min_comp=1000000&year=2023&limit=100');
    expect(body.params).toEqual({ state: null, min_comp: 1_000_000, title: null, year: 2023, limit: 100, offset: 0 });
    expect(body.results.some((r) => r.ein === '990000002' && r.reportable_comp_filing_org === 1_250_000)).toBe(true);
    expect(body.results.every((r) => Number(r.reportable_comp_filing_org) >= 1_000_000 && r.tax_year === 2023)).toBe(true);
    expect(descending(body.results.map((r) => Number(r.reportable_comp_filing_org)))).toBe(true);
    const ca = await list<Row>(f.api, '/api/search/compensation?state=ca&title=Executive+Director&year=2022');
    expect(ca.results.some((r) => r.ein === '990000002' && r.reportable_comp_filing_org === 980_000)).toBe(true);
    expect(ca.results.every((r) => r.state === 'CA' && /executive director/i.test(String(r.title)))).toBe(true);
  });

  it('lists the officers, page by page, as one walk over every officer by pay would', async () => {
    const oneArm = f.db.prepare(`select t.id from officer_total_comp t
      join returns r on r.object_id = t.object_id
      where t.reportable_comp_filing_org >= :min_comp and (:state is null or r.state = :state)
        and (:year is null or t.tax_year = :year) and (:title is null or t.title like :title escape '\\')
      order by t.reportable_comp_filing_org desc, t.id
      limit 20 offset :offset`);
    const cases: Array<[string, { state: string | null; year: number | null; title: string | null; min_comp: number }]> = [
      ['state=NY&year=2022', { state: 'NY', year: 2022, title: null, min_comp: 0 }],
      ['state=ca&title=director', { state: 'CA', year: null, title: '%director%', min_comp: 0 }],
      ['year=2023&min_comp=100000', { state: null, year: 2023, title: null, min_comp: 100_000 }],
      ['state=GU', { state: 'GU', year: null, title: null, min_comp: 0 }],
      ['state=AK', { state: 'AK', year: null, title: null, min_comp: 0 }],
      ['state=AZ', { state: 'AZ', year: null, title: null, min_comp: 0 }],
    ];
    // A state's search first walks the officers paid at least as much as the (PAY_WALK_PER_FILING ×
    // n)-th best paid, n the number of the state's filings. Alaska's pages are not among them (both
    // are read from its filings); Arizona's first page (21 rows, with the one that says there is
    // more) is, its second (41) is not.
    const inWalk = f.db.prepare(
      `select count(*) from officers o join returns r on r.object_id = o.object_id
       where r.state = :state and o.reportable_comp_filing_org >= (select reportable_comp_filing_org from officers
         order by reportable_comp_filing_org desc
         limit 1 offset ${PAY_WALK_PER_FILING} * (select count(*) from returns where state = :state) - 1)`,
    );
    expect(inWalk.pluck().get({ state: 'AK' })).toBeLessThan(21);
    expect(inWalk.pluck().get({ state: 'AZ' })).toBeGreaterThanOrEqual(21);
    expect(inWalk.pluck().get({ state: 'AZ' })).toBeLessThan(41);
    await expectSamePages('/api/search/compensation', cases, oneArm.pluck());
  });

  it('treats LIKE wildcards in title as plain characters and checks its length', async () => {
    const body = await list<Row>(f.api, '/api/search/compensation?title=%25_%25');
    expect(body.results).toEqual([]);
    await expectError(f.api, `/api/search/compensation?title=${'x'.repeat(101)}`, 400, 'title', 'max_length');
    await expectError(f.api, '/api/search/compensation?min_comp=1000000000001', 400, 'min_comp', 'max');
  });
});
