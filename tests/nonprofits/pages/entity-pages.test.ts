// The 990 entity pages over HTTP on the test build: /org/{ein}, /filing/{object_id} and
// /person?name=… show what SQL on the database says (their `.json` twins hold exactly the rows the
// independent SQL below finds), lists are paged, names link to their own pages (which answer
// 200), and unknown or missing keys answer 404 or 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/fixture.js';
import { useNonprofitsServer } from '../api/server.js';
import { chooseEntities, type Entities } from './entities.js';

const f = useNonprofitsServer();
let e: Entities;
beforeAll(() => {
  e = chooseEntities(f.db);
});

type Row = Record<string, unknown>;
interface Twin {
  page: string;
  params: Record<string, string>;
  queries: Record<string, { columns: string[]; rows: Row[]; truncated: boolean; json: string }>;
}

async function html(path: string, status = 200): Promise<string> {
  const response = await f.get(path);
  const body = await response.text();
  expect(response.status, `${path}: ${body.slice(0, 300)}`).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return body;
}

/** The page's `.json` twin: `.json` appended to the last path segment, the same query string. */
async function twin(path: string, status = 200): Promise<Twin> {
  const [pathname, query] = path.split('?');
  const response = await f.get(`${pathname}.json${query ? `?${query}` : ''}`);
  const body = (await response.json()) as Twin;
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(status);
  return body;
}

/** Every href of the page that starts with `prefix`, decoded from HTML. */
function hrefs(page: string, prefix: string): string[] {
  return [...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')).filter((h) => h.startsWith(prefix));
}

/** Each of `links` (at most `n`, distinct) answers 200. */
async function expectLinksAnswer(links: string[], n = 5): Promise<void> {
  const distinct = [...new Set(links)].slice(0, n);
  expect(distinct.length).toBeGreaterThan(0);
  for (const link of distinct) expect((await f.get(link)).status, link).toBe(200);
}

const money = (n: number): string => `$${n.toLocaleString('en-US')}`;
const PAGE = 50;

describe('/org/{ein}', () => {
  it('charts and tabulates one canonical filing a year (990 over 990-EZ over 990-PF)', async () => {
    const expected = rows<Row>(
      f.db,
      `select tax_year, return_type, total_revenue, total_expenses, total_assets_eoy
       from canonical_returns c
       where ein = ? and return_type in ('990', '990EZ', '990PF')
         and not exists (select 1 from canonical_returns b where b.ein = c.ein and b.tax_year = c.tax_year
                         and b.return_type in ('990', '990EZ', '990PF')
                         and (case b.return_type when '990' then 0 when '990EZ' then 1 else 2 end)
                           < (case c.return_type when '990' then 0 when '990EZ' then 1 else 2 end))
       order by tax_year`,
      e.charity,
    );
    expect(expected.length).toBeGreaterThan(3);
    const { queries } = await twin(`/org/${e.charity}`);
    expect(
      queries.finances.rows.map((r) => ({
        tax_year: r.tax_year,
        return_type: r.return_type,
        total_revenue: r.total_revenue,
        total_expenses: r.total_expenses,
        total_assets_eoy: r.total_assets_eoy,
      })),
    ).toEqual(expected);
    const page = await html(`/org/${e.charity}`);
    expect(page).toContain(`href="/org/${e.charity}.json">This page as JSON`);
    const latest = expected.at(-1)!;
    expect(page).toContain(money(latest.total_revenue as number));
    expect(page).toMatch(/<figure class="chart" id="figure-finances">[\s\S]*?<svg[\s>]/);
    // The chart's complete spec carries the same rows as its data.
    const spec = (await (await f.get(`/org/${e.charity}/-/charts/finances.vl.json`)).json()) as { data: { values: Row[] } };
    expect(spec.data.values.map((r) => [r.tax_year, r.total_revenue, r.total_expenses, r.total_assets_eoy])).toEqual(
      expected.map((r) => [r.tax_year, r.total_revenue, r.total_expenses, r.total_assets_eoy]),
    );
  });

  it('lists the officers of every canonical filing, paged, each linked to /person', async () => {
    const expected = rows<Row>(
      f.db,
      `select t.tax_year, t.person_name, t.title, t.reportable_comp_filing_org, t.total_comp, t.object_id
       from officer_total_comp t join canonical_returns c on c.object_id = t.object_id
       where c.ein = ? and c.return_type in ('990', '990EZ', '990PF')
       order by t.tax_year desc, t.reportable_comp_filing_org desc, t.id`,
      e.charity,
    );
    expect(expected.length).toBeGreaterThan(PAGE);
    const pick = (r: Row): Row => ({
      tax_year: r.tax_year,
      person_name: r.person_name,
      title: r.title,
      reportable_comp_filing_org: r.reportable_comp_filing_org,
      total_comp: r.total_comp,
      object_id: r.object_id,
    });
    const first = await twin(`/org/${e.charity}`);
    expect(first.queries.officers.rows.map(pick)).toEqual(expected.slice(0, PAGE));
    const second = await twin(`/org/${e.charity}?officers_page=2`);
    expect(second.queries.officers.rows.map(pick)).toEqual(expected.slice(PAGE, 2 * PAGE));
    // Another list's page parameter leaves this one alone.
    expect((await twin(`/org/${e.charity}?filings_page=2`)).queries.officers.rows.map(pick)).toEqual(expected.slice(0, PAGE));
    const page = await html(`/org/${e.charity}`);
    expect(page).toContain('officers_page=2');
    const people = hrefs(page, '/person?name=');
    expect(people).toContain(`/person?name=${encodeURIComponent(expected[0].person_name as string)}`);
    await expectLinksAnswer(people, 3);
  });

  it('lists grants made, largest first, each recipient with a known EIN linked to its page', async () => {
    const expected = rows<Row>(
      f.db,
      `select * from (
         select 'Form 990-PF' as form, recipient_name, null as recipient_ein, amount, object_id, id from grants where ein = ? and grant_type = 'paid'
         union all
         select 'Schedule I', recipient_name, recipient_ein, cash_grant_amt, object_id, id from schedule_i_990 where ein = ?)
       order by amount desc, id`,
      e.charity,
      e.charity,
    );
    const { queries } = await twin(`/org/${e.charity}`);
    const shown = queries.grants_made.rows.map((r) => ({
      form: r.form,
      recipient_name: r.recipient_name,
      recipient_ein: r.recipient_ein,
      amount: r.amount,
      object_id: r.object_id,
      id: r.id,
    }));
    expect(shown).toEqual(expected.slice(0, PAGE));
    const page = await html(`/org/${e.charity}`);
    for (const r of expected.slice(0, PAGE)) if (r.recipient_ein) expect(page).toContain(`href="/org/${r.recipient_ein}"`);
    const known = expected
      .slice(0, PAGE)
      .filter((r) => r.recipient_ein && rows(f.db, 'select 1 from bmf where ein = ?', r.recipient_ein).length);
    await expectLinksAnswer(known.map((r) => `/org/${r.recipient_ein}`));
    await expectLinksAnswer(hrefs(page, '/filing/'), 3);
  });

  it("lists a foundation's 990-PF grants among its grants made", async () => {
    const [largest] = rows<{ recipient_name: string; amount: number }>(
      f.db,
      `select recipient_name, amount from grants where ein = ? and grant_type = 'paid' order by amount desc, id limit 1`,
      e.foundation,
    );
    const { queries } = await twin(`/org/${e.foundation}`);
    expect(queries.grants_made.rows[0]).toMatchObject({
      form: 'Form 990-PF',
      recipient_name: largest.recipient_name,
      amount: largest.amount,
    });
    expect(await html(`/org/${e.foundation}`)).toContain(money(largest.amount));
  });

  it('lists grants received by EIN (Schedule I) and by exact name (990-PF), each funder linked', async () => {
    const expected = rows<Row>(
      f.db,
      `select * from (
         select 'Schedule I' as form, ein as funder_ein, cash_grant_amt as amount, id from schedule_i_990 where recipient_ein = ?
         union all
         select 'Form 990-PF', ein, amount, id from grants
         where recipient_name = (select name from bmf where ein = ?) collate nocase and grant_type = 'paid')
       order by amount desc, id`,
      e.recipient,
      e.recipient,
    );
    expect(expected.length).toBeGreaterThan(PAGE);
    const { queries } = await twin(`/org/${e.recipient}`);
    expect(queries.grants_received.rows.map((r) => ({ form: r.form, funder_ein: r.funder_ein, amount: r.amount, id: r.id }))).toEqual(
      expected.slice(0, PAGE),
    );
    expect(queries.grants_received.truncated).toBe(true);
    const page = await html(`/org/${e.recipient}`);
    await expectLinksAnswer(expected.slice(0, PAGE).map((r) => `/org/${r.funder_ein}`));
    for (const r of expected.slice(0, 10)) expect(page).toContain(`href="/org/${r.funder_ein}"`);
  });

  it('warns that a 990-PF grant to a shared name may have gone to another organisation', async () => {
    const page = await html('/org/990000004');
    const [{ n }] = rows<{ n: number }>(
      f.db,
      `select count(*) - 1 as n from bmf where name = (select name from bmf where ein = '990000004')`,
    );
    expect(n).toBe(2);
    expect(page).toContain('2 other organisations in the master file share that name');
  });

  it('lists every filing, linked to its page, saying which one counts for its year', async () => {
    const expected = rows<{ object_id: string; tax_year: number }>(
      f.db,
      'select object_id, tax_year from returns where ein = ? order by tax_year desc, object_id desc',
      '990000009',
    );
    const { queries } = await twin('/org/990000009');
    expect(queries.filings.rows.map((r) => r.object_id)).toEqual(expected.map((r) => r.object_id));
    expect(queries.filings.rows.map((r) => r.counts_for_year)).toEqual(expected.map((r) => (e.canonical.has(r.object_id) ? 'yes' : 'no')));
    const page = await html('/org/990000009');
    for (const r of expected) expect(page).toContain(`href="/filing/${r.object_id}"`);
    await expectLinksAnswer(
      expected.map((r) => `/filing/${r.object_id}`),
      3,
    );
  });

  it('answers an unknown EIN with a 404 page and a 404 JSON error', async () => {
    expect(rows(f.db, "select 1 from returns where ein = '999999999'")).toEqual([]);
    expect(await html('/org/999999999', 404)).toMatch(/href="\/"/);
    expect(await twin('/org/999999999', 404)).toMatchObject({ ok: false, status: 404 });
  });

  it('answers a bad page number with 400', async () => {
    expect((await f.get(`/org/${e.charity}?officers_page=0`)).status).toBe(400);
    expect((await f.get(`/org/${e.charity}?officers_page=x`)).status).toBe(400);
  });
});

describe('/filing/{object_id}', () => {
  it("shows the filing's figures, its organisation linked", async () => {
    const [r] = rows<{ ein: string; org_name: string; total_revenue: number; total_expenses: number; total_assets_eoy: number }>(
      f.db,
      'select ein, org_name, total_revenue, total_expenses, total_assets_eoy from returns where object_id = ?',
      e.filing,
    );
    const { queries } = await twin(`/filing/${e.filing}`);
    const figure = (name: string): unknown => queries.figures.rows.find((x) => x.figure === name)?.amount;
    expect(figure('Total revenue')).toBe(r.total_revenue);
    expect(figure('Total expenses')).toBe(r.total_expenses);
    expect(figure('Total assets, end of year')).toBe(r.total_assets_eoy);
    expect(queries.filing.rows[0]).toMatchObject({ object_id: e.filing, ein: r.ein, is_canonical: 1 });
    const page = await html(`/filing/${e.filing}`);
    expect(page).toContain(`href="/org/${r.ein}"`);
    expect(page).toContain(money(r.total_revenue));
    await expectLinksAnswer([`/org/${r.ein}`]);
  });

  it('lists its officers, each linked to /person', async () => {
    const expected = rows<Row>(
      f.db,
      'select person_name, title, reportable_comp_filing_org, total_comp from officer_total_comp where object_id = ? order by reportable_comp_filing_org desc, id',
      e.filing,
    );
    const { queries } = await twin(`/filing/${e.filing}`);
    expect(
      queries.officers.rows.map((r) => ({
        person_name: r.person_name,
        title: r.title,
        reportable_comp_filing_org: r.reportable_comp_filing_org,
        total_comp: r.total_comp,
      })),
    ).toEqual(expected.slice(0, PAGE));
    const page = await html(`/filing/${e.filing}`);
    await expectLinksAnswer(hrefs(page, '/person?name='), 3);
  });

  it('lists its Schedule I grants, largest first, recipients with an EIN linked to their page', async () => {
    const expected = rows<{ id: number; recipient_ein: string | null; cash_grant_amt: number }>(
      f.db,
      'select id, recipient_ein, cash_grant_amt from schedule_i_990 where object_id = ? order by cash_grant_amt desc, id',
      e.filing,
    );
    const { queries } = await twin(`/filing/${e.filing}`);
    expect(queries.schedule_i.rows.map((r) => ({ id: r.id, recipient_ein: r.recipient_ein, cash_grant_amt: r.cash_grant_amt }))).toEqual(
      expected.slice(0, PAGE),
    );
    const page = await html(`/filing/${e.filing}`);
    const linked = expected.slice(0, PAGE).filter((r) => r.recipient_ein);
    expect(linked.length).toBeGreaterThan(0);
    for (const r of linked) expect(page).toContain(`href="/org/${r.recipient_ein}"`);
  });

  it('says when another filing of the year counts (fixture 990000009, 2022)', async () => {
    const [other] = rows<{ object_id: string }>(
      f.db,
      `select object_id from returns where ein = '990000009' and tax_year = 2022 and return_type = '990'
       and object_id not in (select object_id from canonical_returns where ein = '990000009') order by object_id limit 1`,
    );
    expect((await twin(`/filing/${other.object_id}`)).queries.filing.rows[0].is_canonical).toBe(0);
    expect(await html(`/filing/${other.object_id}`)).toContain('another filing of this year and form is canonical');
  });

  it('answers an unknown object_id with 404', async () => {
    expect(await html('/filing/000000000000000000', 404)).toMatch(/href="\/"/);
    expect(await twin('/filing/000000000000000000', 404)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('/person?name=…', () => {
  const listings = (name: string): Row[] =>
    rows<Row>(
      f.db,
      `select t.tax_year, t.ein, r.org_name, t.title, t.reportable_comp_filing_org, t.total_comp, t.object_id
       from officer_total_comp t join returns r on r.object_id = t.object_id
       where t.person_name = ? collate nocase
       order by t.tax_year desc, t.total_comp desc, t.id`,
      name,
    );

  it('lists the roles and pay of the canonical filings only, each organisation and filing linked', async () => {
    const all = listings(e.person);
    const expected = all.filter((r) => e.canonical.has(r.object_id as string));
    expect(expected.length).toBeLessThan(all.length);
    const path = `/person?name=${encodeURIComponent(e.person)}`;
    const { queries, params } = await twin(path);
    expect(params).toEqual({ name: e.person });
    expect(
      queries.roles.rows.map((r) => ({
        tax_year: r.tax_year,
        ein: r.ein,
        org_name: r.org_name,
        title: r.title,
        reportable_comp_filing_org: r.reportable_comp_filing_org,
        total_comp: r.total_comp,
        object_id: r.object_id,
      })),
    ).toEqual(expected.slice(0, PAGE));
    expect(queries.person.rows[0]).toMatchObject({
      listings: all.length,
      canonical_listings: expected.length,
      organisations: new Set(expected.map((r) => r.ein)).size,
    });
    const orgs = queries.organisations.rows.map((r) => r.ein).sort();
    expect(orgs).toEqual([...new Set(expected.map((r) => r.ein as string))].sort());
    const page = await html(path);
    expect(page).toContain(`href="/person.json?name=${encodeURIComponent(e.person)}">This page as JSON`);
    for (const r of expected.slice(0, PAGE)) {
      expect(page).toContain(`href="/org/${r.ein}"`);
      expect(page).toContain(`href="/filing/${r.object_id}"`);
    }
    await expectLinksAnswer(
      expected.map((r) => `/org/${r.ein}`),
      3,
    );
    await expectLinksAnswer(
      expected.map((r) => `/filing/${r.object_id}`),
      3,
    );
    // The pay chart: per organisation and year, the best-paid listing, where it was paid.
    const best = new Map<string, number>();
    for (const r of expected) {
      const key = `${r.ein} ${r.tax_year}`;
      best.set(key, Math.max(best.get(key) ?? 0, r.total_comp as number));
    }
    const paid = [...best].filter(([, v]) => v > 0);
    expect(paid.length).toBeGreaterThan(0);
    expect(queries.pay.rows.map((r) => [`${r.ein} ${r.tax_year}`, r.total_comp]).sort()).toEqual(paid.sort());
    expect(page).toMatch(/<figure class="chart" id="figure-pay">[\s\S]*?<svg[\s>]/);
  });

  it('prints the double-count caveat', async () => {
    const page = await html(`/person?name=${encodeURIComponent(e.person)}`);
    expect(page).toContain('Do not add these amounts up');
    expect(page).toMatch(/amended or duplicate return/);
    expect(page).toMatch(/related organisations is reported on the filer.s return and may be reported again/);
  });

  it('matches the name in any case', async () => {
    const lower = await twin(`/person?name=${encodeURIComponent(e.person.toLowerCase())}`);
    const exact = await twin(`/person?name=${encodeURIComponent(e.person)}`);
    expect(lower.queries.roles.rows).toEqual(exact.queries.roles.rows);
  });

  it('pages a long list of roles', async () => {
    const [{ name }] = rows<{ name: string }>(
      f.db,
      'select person_name as name from officers group by person_name collate nocase order by count(*) desc, person_name limit 1',
    );
    const expected = listings(name).filter((r) => e.canonical.has(r.object_id as string));
    expect(expected.length).toBeGreaterThan(PAGE);
    const second = await twin(`/person?name=${encodeURIComponent(name)}&roles_page=2`);
    expect(second.queries.roles.rows.map((r) => r.object_id)).toEqual(expected.slice(PAGE, 2 * PAGE).map((r) => r.object_id));
  });

  it('is linked from the officers table and its row pages', async () => {
    const [o] = rows<{ id: number; person_name: string }>(
      f.db,
      'select id, person_name from officers where object_id = ? order by id limit 1',
      e.filing,
    );
    const link = `/person?name=${encodeURIComponent(o.person_name)}`;
    const rowPage = await html(`/990data_public/officers/${o.id}`);
    expect(rowPage.replace(/&amp;/g, '&')).toContain(`href="${link}"`);
    const tablePage = await html(`/990data_public/officers?object_id=${e.filing}`);
    expect(hrefs(tablePage, '/person?name=')).toContain(link);
  });

  it('answers a missing name with 400 and an unknown one with 404', async () => {
    expect(await html('/person', 400)).toMatch(/name/);
    expect(await html('/person?name=', 400)).toMatch(/name/);
    expect(await twin('/person', 400)).toMatchObject({ ok: false, status: 400 });
    expect(rows(f.db, "select 1 from officers where person_name = 'NOBODY AT ALL' collate nocase")).toEqual([]);
    expect(await html('/person?name=NOBODY%20AT%20ALL', 404)).toMatch(/href="\/"/);
    expect(await twin('/person?name=NOBODY%20AT%20ALL', 404)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('links from the Datasette pages', () => {
  it('link EINs to /org and object_ids to /filing in table cells', async () => {
    // On the returns table object_id is the key, which keeps its row link; elsewhere it links to /filing.
    const returns = await html(`/990data_public/returns?ein=${e.charity}`);
    expect(returns).toContain(`href="/org/${e.charity}"`);
    const officers = await html(`/990data_public/officers?object_id=${e.filing}`);
    expect(officers).toContain(`href="/filing/${e.filing}"`);
    expect(officers).toContain(`href="/org/${e.charity}"`);
    const grants = await html(`/990data_public/schedule_i_990?object_id=${e.filing}`);
    expect(grants).toContain(`href="/filing/${e.filing}"`);
    const [{ recipient_ein }] = rows<{ recipient_ein: string }>(
      f.db,
      'select recipient_ein from schedule_i_990 where object_id = ? and recipient_ein is not null order by id limit 1',
      e.filing,
    );
    expect(grants).toContain(`href="/org/${recipient_ein}"`);
  });
});
