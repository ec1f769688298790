// The full-text search routes against the demo data: FTS matches ranked by FTS5 rank, each filter
// narrowing the result as documented, the bounds and enums, the lobbying amount rule.
import { describe, expect, it } from 'vitest';
import { expectError, list, rows, useApiFixture } from './fixture.js';

const f = useApiFixture();

/** Ids of `table` rows matching `match` in `fts`, best rank first (ties by `key`). */
function ranked(fts: string, table: string, key: string, match: string, where = '1'): string[] {
  return rows<{ k: string }>(
    f.db,
    `select t.${key} as k from ${fts} join ${table} t on t.rowid = ${fts}.rowid
     where ${fts} match ? and ${where} order by ${fts}.rank, t.${key}`,
    match,
  ).map((r) => String(r.k));
}

describe('GET /api/search/legislation', () => {
  it('ranks bills matching q by FTS5 rank, 20 by default', async () => {
    const body = await list<{ bill_id: string }>(f.api, '/api/search/legislation?q=climate');
    expect(body.params).toEqual({ q: 'climate', congress: null, policy_area: null, limit: 20, offset: 0 });
    const expected = ranked('legislation_fts', 'legislation', 'bill_id', '"climate"');
    expect(expected.length).toBeGreaterThan(0);
    expect(body.results.map((b) => b.bill_id)).toEqual(expected.slice(0, 20));
  });

  it('requires every word, and narrows by congress and policy area (any case)', async () => {
    const both = await list<{ title: string; policy_area: string }>(f.api, '/api/search/legislation?q=medicare%20act&limit=100');
    expect(both.results.map((b) => b.title)).toEqual(
      rows<{ title: string }>(
        f.db,
        `select l.title from legislation_fts join legislation l on l.rowid = legislation_fts.rowid
        where legislation_fts match '"medicare" "act"' order by legislation_fts.rank, l.bill_id limit 100`,
      ).map((r) => r.title),
    );
    const health = await list<{ policy_area: string }>(f.api, '/api/search/legislation?q=medicare&policy_area=health&limit=100');
    expect(health.count).toBeGreaterThan(0);
    expect(health.results.every((b) => b.policy_area === 'Health')).toBe(true);
    const congress = await list<{ congress: number }>(f.api, '/api/search/legislation?q=act&congress=118&limit=100');
    expect(congress.count).toBeGreaterThan(0);
    expect(congress.results.every((b) => b.congress === 118)).toBe(true);
  });

  it('rejects a missing q and congresses outside 93-119', async () => {
    await expectError(f.api, '/api/search/legislation', 400, 'q', 'required');
    await expectError(f.api, '/api/search/legislation?q=tax&congress=92', 400, 'congress', 'minimum');
    await expectError(f.api, '/api/search/legislation?q=tax&congress=12', 400, 'congress', 'minimum');
    await expectError(f.api, '/api/search/legislation?q=tax&limit=101', 400, 'limit', 'maximum');
  });
});

describe('GET /api/search/lobbying', () => {
  interface Activity {
    id: number;
    filing_uuid: string;
    filing_year: number;
    client_name: string;
    registrant_name: string;
    issue_code: string;
    issue_description: string;
    income_amount: number | null;
    expense_amount: number | null;
  }

  it("finds activity by client or registrant name, with the filing's own amounts", async () => {
    const body = await list<Activity>(f.api, '/api/search/lobbying?q=chamber%20of%20commerce&year=2023&issue_code=env&limit=100');
    expect(body.count).toBeGreaterThan(0);
    const expectedIds = ranked(
      'lobbying_fts',
      'lobbying_activities',
      'id',
      '{client_name registrant_name} : ("chamber" "of" "commerce")',
      "t.filing_year = 2023 and t.issue_code = 'ENV'",
    );
    expect(body.results.map((a) => String(a.id))).toEqual(expectedIds.slice(0, 100));
    const filings = new Map(
      rows<{ filing_uuid: string; income_amount: number | null; expense_amount: number | null }>(
        f.db,
        'select filing_uuid, income_amount, expense_amount from lobbying_filings',
      ).map((r) => [r.filing_uuid, r]),
    );
    const [{ description }] = rows<{ description: string }>(f.db, "select description from lobbying_issue_codes where code = 'ENV'");
    for (const a of body.results) {
      expect(a.filing_year).toBe(2023);
      expect(a.issue_code).toBe('ENV');
      expect(a.issue_description).toBe(description);
      expect(`${a.client_name} ${a.registrant_name}`.toLowerCase()).toMatch(/chamber/);
      // The filing's amounts, as filed: never a sum over its activity rows.
      expect(a.income_amount).toBe(filings.get(a.filing_uuid)!.income_amount);
      expect(a.expense_amount).toBe(filings.get(a.filing_uuid)!.expense_amount);
    }
  });

  it('matches names only, not the specific issues text', async () => {
    const inIssues = rows(f.db, "select 1 from lobbying_fts where lobbying_fts match 'specific_issues : relating' limit 1");
    const inNames = rows(f.db, "select 1 from lobbying_fts where lobbying_fts match '{client_name registrant_name} : relating' limit 1");
    expect(inIssues.length).toBe(1);
    expect(inNames.length).toBe(0);
    expect((await list(f.api, '/api/search/lobbying?q=relating')).count).toBe(0);
  });

  it('rejects bad years and issue codes', async () => {
    await expectError(f.api, '/api/search/lobbying?q=pfizer&year=1990', 400, 'year', 'minimum');
    await expectError(f.api, '/api/search/lobbying?q=pfizer&issue_code=ENVX', 400, 'issue_code', 'pattern');
    await expectError(f.api, '/api/search/lobbying?year=2023', 400, 'q', 'required');
  });
});

describe('GET /api/search/federal_register', () => {
  it('ranks documents by FTS5 rank and narrows by type and year', async () => {
    const all = await list<{ document_number: string }>(f.api, '/api/search/federal_register?q=emissions');
    expect(all.results.map((d) => d.document_number)).toEqual(
      ranked('federal_register_fts', 'federal_register', 'document_number', '"emissions"').slice(0, 20),
    );
    const rules = await list<{ type: string; publication_date: string }>(
      f.api,
      '/api/search/federal_register?q=emissions&type=Rule&year=2024&limit=100',
    );
    const [{ n }] = rows<{ n: number }>(
      f.db,
      `select count(*) as n from federal_register_fts join federal_register fr on fr.rowid = federal_register_fts.rowid
      where federal_register_fts match 'emissions' and fr.type = 'Rule' and fr.pub_year = 2024`,
    );
    expect(n).toBeGreaterThan(0);
    expect(rules.count).toBe(n);
    expect(rules.results.every((d) => d.type === 'Rule' && d.publication_date.startsWith('2024'))).toBe(true);
  });

  it('rejects type Memo', async () => {
    await expectError(f.api, '/api/search/federal_register?q=emissions&type=Memo', 400, 'type', 'enum');
    await expectError(f.api, '/api/search/federal_register?q=emissions&year=1993', 400, 'year', 'minimum');
  });
});

describe('GET /api/search/comments', () => {
  it('ranks comments by FTS5 rank and narrows by agency (any case)', async () => {
    const all = await list<{ id: string }>(f.api, '/api/search/comments?q=public');
    expect(all.results.map((c) => c.id)).toEqual(ranked('comments_fts', 'comments', 'id', '"public"').slice(0, 20));
    const epa = await list<{ agency_id: string }>(f.api, '/api/search/comments?q=public&agency=epa&limit=100');
    expect(epa.count).toBeGreaterThan(0);
    expect(epa.results.every((c) => c.agency_id === 'EPA')).toBe(true);
    expect(epa.results.length).toBeLessThan((await list(f.api, '/api/search/comments?q=public&limit=100')).count + 1);
  });

  it('rejects a missing q and a malformed agency', async () => {
    await expectError(f.api, '/api/search/comments?agency=EPA', 400, 'q', 'required');
    await expectError(f.api, '/api/search/comments?q=public&agency=E%20P%20A', 400, 'agency', 'pattern');
  });
});

describe('GET /api/search/spending', () => {
  interface Award {
    agency: string;
    fiscal_year: number;
    award_category: string;
    recipient_name: string;
  }

  it('narrows by agency (any case), fiscal year and category', async () => {
    const body = await list<Award>(
      f.api,
      '/api/search/spending?q=university&agency=national%20science%20foundation&year=2024&category=grants&limit=100',
    );
    const [{ n }] = rows<{ n: number }>(
      f.db,
      `select count(*) as n from spending_awards_fts join spending_awards s on s.rowid = spending_awards_fts.rowid
      where spending_awards_fts match 'university' and s.agency = 'National Science Foundation' and s.fiscal_year = 2024 and s.award_category = 'grants'`,
    );
    expect(n).toBeGreaterThan(0);
    expect(body.count).toBe(Math.min(n, 100));
    expect(
      body.results.every((a) => a.agency === 'National Science Foundation' && a.fiscal_year === 2024 && a.award_category === 'grants'),
    ).toBe(true);
    const contracts = await list<Award>(f.api, '/api/search/spending?q=university&category=contracts&limit=100');
    expect(contracts.results.every((a) => a.award_category === 'contracts')).toBe(true);
  });

  it('rejects unknown categories and years', async () => {
    await expectError(f.api, '/api/search/spending?q=university&category=loans', 400, 'category', 'enum');
    await expectError(f.api, '/api/search/spending?q=university&year=20x4', 400, 'year', 'type');
  });
});

describe('GET /api/search/hearings', () => {
  it('narrows by chamber', async () => {
    const all = await list<{ package_id: string; chamber: string }>(f.api, '/api/search/hearings?q=cybersecurity&limit=100');
    const senate = await list<{ chamber: string }>(f.api, '/api/search/hearings?q=cybersecurity&chamber=SENATE&limit=100');
    expect(all.results.map((h) => h.package_id)).toEqual(ranked('hearings_fts', 'hearings', 'package_id', '"cybersecurity"').slice(0, 100));
    expect(senate.count).toBeGreaterThan(0);
    expect(senate.count).toBeLessThan(all.count);
    expect(senate.results.every((h) => h.chamber.toUpperCase() === 'SENATE')).toBe(true);
  });

  it('rejects chambers outside HOUSE/SENATE/JOINT', async () => {
    await expectError(f.api, '/api/search/hearings?q=budget&chamber=PARLIAMENT', 400, 'chamber', 'enum');
  });
});

describe('filters that narrow the full-text match', () => {
  // Each also limits the match to its FTS5 column (a phrase left out of the score); the answer stays
  // bm25's order over the rows the SQL's own filter keeps, and every such row.
  it.each([
    [
      '/api/search/legislation?q=act&policy_area=health',
      'legislation_fts',
      'legislation',
      'bill_id',
      '"act"',
      "lower(t.policy_area) = 'health'",
    ],
    ['/api/search/comments?q=public&agency=epa', 'comments_fts', 'comments', 'id', '"public"', "t.agency_id = 'EPA'"],
    [
      '/api/search/spending?q=university&agency=national%20science%20foundation',
      'spending_awards_fts',
      'spending_awards',
      'generated_internal_id',
      '"university"',
      "lower(t.agency) = 'national science foundation'",
    ],
    ['/api/search/hearings?q=hearing&chamber=SENATE', 'hearings_fts', 'hearings', 'package_id', '"hearing"', "upper(t.chamber) = 'SENATE'"],
    [
      '/api/search/lobbying?q=association&issue_code=hcr',
      'lobbying_fts',
      'lobbying_activities',
      'id',
      '{client_name registrant_name} : "association"',
      "t.issue_code = 'HCR'",
    ],
  ])('%s ranks as bm25 with the filter applied', async (path, fts, table, key, match, where) => {
    const body = await list<Record<string, unknown>>(f.api, `${path}&limit=100`);
    const expected = ranked(fts, table, key, match, where);
    expect(expected.length).toBeGreaterThan(1);
    expect(body.results.map((r) => String(r[key]))).toEqual(expected.slice(0, 100));
  });

  // Each ranks its matches first and reads only a page's rows: every page, the last included, is
  // its slice of the whole ranking, with a next link while rows remain.
  it.each([
    ['/api/search/legislation?q=act', 'legislation_fts', 'legislation', 'bill_id', '"act"'],
    ['/api/search/lobbying?q=association', 'lobbying_fts', 'lobbying_activities', 'id', '{client_name registrant_name} : "association"'],
    ['/api/search/federal_register?q=rule', 'federal_register_fts', 'federal_register', 'document_number', '"rule"'],
    ['/api/search/comments?q=public', 'comments_fts', 'comments', 'id', '"public"'],
    ['/api/search/spending?q=university', 'spending_awards_fts', 'spending_awards', 'generated_internal_id', '"university"'],
    ['/api/search/hearings?q=hearing', 'hearings_fts', 'hearings', 'package_id', '"hearing"'],
  ])('%s pages through the whole ranking', async (path, fts, table, key, match) => {
    const expected = ranked(fts, table, key, match);
    expect(expected.length).toBeGreaterThan(30);
    for (const offset of [0, 7, 14, expected.length - 3]) {
      const body = await list<Record<string, unknown>>(f.api, `${path}&limit=7&offset=${offset}`);
      expect(
        body.results.map((r) => String(r[key])),
        `offset ${offset}`,
      ).toEqual(expected.slice(offset, offset + 7));
      expect(body.next === null, `offset ${offset}`).toBe(offset + 7 >= expected.length);
    }
  });

  it("never turns a filter's value into FTS5 syntax", async () => {
    for (const agency of ['"', 'a"b OR c', '{agency} : *', 'NEAR(x y)', '-', 'national science foundation"']) {
      const body = await list(f.api, `/api/search/spending?q=university&agency=${encodeURIComponent(agency)}`);
      expect(body.count, agency).toBe(0);
    }
  });
});

describe('full-text q', () => {
  it('never turns FTS5 syntax in q into an error', async () => {
    for (const q of ['AT&T', '"unbalanced', 'NOT', 'a OR', 'NEAR(a b)', 'title:climate', "o'brien", 'climat*', '((a']) {
      const { status, body } = await f.api.get(`/api/search/legislation?${new URLSearchParams({ q })}`);
      expect(status, `${q}: ${JSON.stringify(body)}`).toBe(200);
    }
  });

  it('matches a word prefix with a trailing *, and "quoted words" as a phrase', async () => {
    const prefix = await list<{ bill_id: string }>(f.api, '/api/search/legislation?q=climat*&limit=100');
    expect(prefix.results.map((b) => b.bill_id)).toEqual(ranked('legislation_fts', 'legislation', 'bill_id', 'climat*').slice(0, 100));
    expect(prefix.count).toBeGreaterThan(0);
    const phrase = await list<{ title: string }>(
      f.api,
      `/api/search/legislation?${new URLSearchParams({ q: '"health care"', limit: '100' })}`,
    );
    expect(phrase.results.map((b) => b.title)).toEqual(
      rows<{ title: string }>(
        f.db,
        `select l.title from legislation_fts join legislation l on l.rowid = legislation_fts.rowid
        where legislation_fts match '"health care"' order by legislation_fts.rank, l.bill_id limit 100`,
      ).map((r) => r.title),
    );
  });

  it('rejects a q without any letter or digit', async () => {
    await expectError(f.api, '/api/search/hearings?q=%2A%26', 400, 'q', 'pattern');
  });
});
