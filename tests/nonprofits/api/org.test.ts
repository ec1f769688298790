// /api/org/{ein} and its lists (officers, grants, filings) on the 990 demo build, compared with
// direct SQL on the same file: fixtures of the generator (present at any scale) give known answers.
import { describe, expect, it } from 'vitest';
import { expectError, list, record } from './helpers.js';
import { rows } from '../../api/fixture.js';
import { useNonprofitsServer } from './server.js';

const f = useNonprofitsServer();
const UNKNOWN_EIN = '999999999';

interface Org {
  ein: string;
  name: string | null;
  in_bmf: boolean;
  bmf: Record<string, unknown> | null;
  former: Record<string, unknown> | null;
  ntee_code: string | null;
  ntee_source: string | null;
  filings_count: number;
  first_tax_year: number | null;
  last_tax_year: number | null;
  return_types: string[];
  latest_filing: Record<string, unknown> | null;
  counts: Record<string, number>;
  links: Record<string, string>;
}
interface Officer {
  id: number;
  person_name: string;
  title: string;
  reportable_comp_filing_org: number | null;
  other_comp: number;
  total_comp: number;
  object_id: string;
  tax_year: number;
  return_type: string;
  is_officer: number | null;
}
interface Grant {
  id: number;
  tax_year: number;
  amount: number;
}
interface Filing {
  object_id: string;
  tax_year: number;
  return_type: string;
  amended_return: number | null;
  is_canonical: number;
}

describe('GET /api/org/{ein}', () => {
  it('returns the master-file record, filing span, latest canonical filing and counts', async () => {
    const body = await record<Org>(f.api, '/api/org/530196605');
    expect(body.route).toBe('/api/org/{ein}');
    expect(body.params).toEqual({ ein: '530196605' });
    const org = body.result;
    const [bmf] = rows<Record<string, unknown>>(f.db, 'select * from bmf where ein = ?', '530196605');
    expect(org).toMatchObject({ ein: '530196605', name: bmf.name, in_bmf: true, former: null });
    expect(org.bmf).toEqual(bmf);
    const [span] = rows<{ n: number; lo: number; hi: number }>(
      f.db,
      'select count(*) n, min(tax_year) lo, max(tax_year) hi from returns where ein = ?',
      '530196605',
    );
    expect([org.filings_count, org.first_tax_year, org.last_tax_year]).toEqual([span.n, span.lo, span.hi]);
    expect(org.return_types).toContain('990');
    expect(org.latest_filing).toMatchObject({ tax_year: span.hi, return_type: '990' });
    const [canon] = rows<{ object_id: string }>(
      f.db,
      "select object_id from canonical_returns where ein = ? and tax_year = ? and return_type = '990'",
      '530196605',
      span.hi,
    );
    expect(org.latest_filing!.object_id).toBe(canon.object_id);
    const [counts] = rows<Record<string, number>>(
      f.db,
      `select
      (select count(*) from schedule_i_990 where recipient_ein = :e) as schedule_i_received,
      (select count(*) from schedule_i_grants where recipient_ein = :e) as daf_received,
      (select count(*) from related_orgs where ein = :e) as related_orgs`,
      { e: '530196605' },
    );
    expect(org.counts).toMatchObject(counts);
    expect(counts.schedule_i_received).toBeGreaterThan(0);
    expect(counts.daf_received).toBeGreaterThan(0);
    expect(org.links.officers).toBe('/api/org/530196605/officers');
  });

  it('accepts the printed form NN-NNNNNNN and echoes the bare digits', async () => {
    const body = await record<Org>(f.api, '/api/org/23-7825575');
    expect(body.params).toEqual({ ein: '237825575' });
    expect(body.result.ein).toBe('237825575');
  });

  it('describes an organisation that left the master file from bmf_former', async () => {
    const { result } = await record<Org>(f.api, '/api/org/990000007');
    expect(result.in_bmf).toBe(false);
    expect(result.bmf).toBeNull();
    // Every column of the bmf_former row, the last-known ruling, foundation and status included.
    const [former] = rows<Record<string, unknown>>(f.db, 'select * from bmf_former where ein = ?', '990000007');
    expect(Object.keys(former)).toEqual(expect.arrayContaining(['ruling', 'foundation', 'status']));
    expect(result.former).toEqual(former);
    expect(result.ntee_source).toBe('prior_bmf_kept');
    expect(result.name).toBe(result.former!.name);
  });

  it('counts the grants a foundation paid', async () => {
    const { result } = await record<Org>(f.api, '/api/org/990000001');
    const [{ n }] = rows<{ n: number }>(f.db, "select count(*) n from grants where ein = '990000001' and grant_type = 'paid'");
    expect(result.counts.grants_paid).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(result.latest_filing).toMatchObject({ return_type: '990PF' });
  });

  it('404s for an EIN found nowhere and 400s for a malformed one', async () => {
    expect(rows(f.db, 'select 1 from returns where ein = ? union all select 1 from bmf where ein = ?', UNKNOWN_EIN, UNKNOWN_EIN)).toEqual(
      [],
    );
    await expectError(f.api, `/api/org/${UNKNOWN_EIN}`, 404, 'ein', 'not_found');
    await expectError(f.api, '/api/org/12345', 400, 'ein', 'pattern');
    await expectError(f.api, '/api/org/123-456789', 400, 'ein', 'pattern');
  });
});

describe('GET /api/org/{ein}/officers', () => {
  it('lists the people of the canonical filing of the latest year, best paid first, 100 per page', async () => {
    const body = await list<Officer>(f.api, '/api/org/530196605/officers');
    expect(body.params).toEqual({ ein: '530196605', year: null, offset: 0 });
    expect(body.limit).toBe(100);
    const [{ hi }] = rows<{ hi: number }>(
      f.db,
      "select max(tax_year) hi from returns where ein = '530196605' and return_type in ('990','990EZ','990PF')",
    );
    const [canon] = rows<{ object_id: string }>(
      f.db,
      "select object_id from canonical_returns where ein = '530196605' and tax_year = ? and return_type = '990'",
      hi,
    );
    expect(body.results.length).toBeGreaterThanOrEqual(15);
    expect(new Set(body.results.map((o) => o.object_id))).toEqual(new Set([canon.object_id]));
    const [{ n }] = rows<{ n: number }>(f.db, 'select count(*) n from officers where object_id = ?', canon.object_id);
    expect(body.count).toBe(Math.min(n, 100));
    const pay = body.results.map((o) => o.reportable_comp_filing_org ?? -1);
    expect(pay).toEqual([...pay].sort((a, b) => b - a));
    for (const o of body.results) expect(o.total_comp).toBe((o.reportable_comp_filing_org ?? 0) + o.other_comp);
  });

  it('takes the year asked for, and the Red Cross CEO of 2022 is paid more than $500K', async () => {
    const body = await list<Officer>(f.api, '/api/org/530196605/officers?year=2022');
    expect(body.results.every((o) => o.tax_year === 2022)).toBe(true);
    const ceo = body.results.find((o) => o.title === 'PRESIDENT AND CEO');
    expect(ceo?.reportable_comp_filing_org).toBeGreaterThan(500_000);
  });

  it('keeps role flags NULL on 990-EZ filings', async () => {
    const body = await list<Officer>(f.api, '/api/org/990000003/officers');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((o) => o.return_type === '990EZ' && o.is_officer === null)).toBe(true);
  });

  it('gives 200 with no rows for a year without filings, 404 for an unknown EIN, 400 beyond the bounds', async () => {
    const body = await list<Officer>(f.api, '/api/org/530196605/officers?year=2011');
    expect(body).toMatchObject({ count: 0, results: [], next: null });
    await expectError(f.api, `/api/org/${UNKNOWN_EIN}/officers`, 404, 'ein', 'not_found');
    await expectError(f.api, '/api/org/530196605/officers?year=2031', 400, 'year', 'max');
    await expectError(f.api, '/api/org/530196605/officers?year=1999', 400, 'year', 'min');
    await expectError(f.api, '/api/org/530196605/officers?year=twenty', 400, 'year', 'integer');
    await expectError(f.api, '/api/org/530196605/officers?offset=10001', 400, 'offset', 'max');
  });
});

describe('GET /api/org/{ein}/grants', () => {
  it('lists paid grants of the funder, newest year then largest first, 50 by default, with a next link', async () => {
    const body = await list<Grant>(f.api, '/api/org/990000001/grants');
    expect(body.params).toEqual({ ein: '990000001', limit: 50, offset: 0 });
    const expected = rows<{ id: number }>(
      f.db,
      "select id from grants where ein = '990000001' and grant_type = 'paid' order by tax_year desc, amount desc, id limit 50",
    );
    expect(body.results.map((g) => g.id)).toEqual(expected.map((g) => g.id));
    expect(body.next).toBe('/api/org/990000001/grants?limit=50&offset=50');
    const page2 = await list<Grant>(f.api, body.next!);
    const second = rows<{ id: number }>(
      f.db,
      "select id from grants where ein = '990000001' and grant_type = 'paid' order by tax_year desc, amount desc, id limit 50 offset 50",
    );
    expect(page2.results.map((g) => g.id)).toEqual(second.map((g) => g.id));
  });

  it('answers 200 with no rows for a known organisation that made no grants', async () => {
    const body = await list<Grant>(f.api, '/api/org/990000003/grants');
    expect(body).toMatchObject({ count: 0, results: [], next: null });
  });

  it('rejects limits outside 1-100', async () => {
    await expectError(f.api, '/api/org/990000001/grants?limit=0', 400, 'limit', 'min');
    await expectError(f.api, '/api/org/990000001/grants?limit=101', 400, 'limit', 'max');
    await expectError(f.api, `/api/org/${UNKNOWN_EIN}/grants`, 404, 'ein', 'not_found');
  });
});

describe('GET /api/org/{ein}/filings', () => {
  it('lists every filing and marks the canonical pick of each year and form', async () => {
    const body = await list<Filing>(f.api, '/api/org/990000009/filings');
    expect(body.limit).toBe(100);
    const all = rows<{ object_id: string }>(
      f.db,
      "select object_id from returns where ein = '990000009' order by tax_year desc, return_type, object_id desc",
    );
    expect(body.results.map((r) => r.object_id)).toEqual(all.map((r) => r.object_id));
    const y2022 = body.results.filter((r) => r.tax_year === 2022 && r.return_type === '990');
    expect(y2022).toHaveLength(3);
    const canonical2022 = y2022.filter((r) => r.is_canonical === 1);
    expect(canonical2022).toHaveLength(1);
    expect(canonical2022[0].amended_return).toBe(1);
    expect(canonical2022[0].object_id).toBe(y2022.map((r) => r.object_id).sort()[0]);
    const y2021 = body.results.filter((r) => r.tax_year === 2021 && r.return_type === '990');
    expect(y2021).toHaveLength(2);
    expect(y2021.find((r) => r.is_canonical === 1)!.object_id).toBe(y2021.map((r) => r.object_id).sort()[0]);
  });

  it('404s for an unknown EIN', async () => {
    await expectError(f.api, `/api/org/${UNKNOWN_EIN}/filings`, 404, 'ein', 'not_found');
  });
});
