// The 990 canned queries over HTTP on the demo build: each runs with each of its examples and
// returns exactly its declared columns (columns.json); "one filing per year" reads go through
// canonical_returns with the filter pushed into the view (no scan of every return).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../../../databases/build/paths.js';
import { useNonprofitsServer } from '../api/server.js';

const f = useNonprofitsServer();

interface Canned {
  sql: string;
  title: string;
  description: string;
  params?: string[];
  examples?: Array<Record<string, string>>;
}

const dir = join(repoRoot(), 'services', 'nonprofits', 'queries');
const queries: Record<string, Canned> = {};
for (const file of readdirSync(dir)
  .filter((n) => n.endsWith('.yaml'))
  .sort()) {
  const doc = parse(readFileSync(join(dir, file), 'utf8')) as { database: string; queries: Record<string, Canned> };
  expect(doc.database).toBe('990data_public');
  Object.assign(queries, doc.queries);
}
const declared = JSON.parse(readFileSync(join(import.meta.dirname, 'columns.json'), 'utf8')) as Record<string, string[]>;

interface Answer {
  ok: boolean;
  columns: string[];
  rows: unknown[][];
  error: string | null;
}

/** SQLite's plan for canned query `name`, one step a line, with `params` (default: its first example). */
function planSteps(name: string, params?: Record<string, string>): string[] {
  const q = queries[name];
  const bound = params ?? Object.fromEntries((q.params ?? []).map((p) => [p, q.examples![0][p]]));
  return (f.db.prepare(`explain query plan ${q.sql}`).all(bound) as Array<{ detail: string }>).map((p) => p.detail);
}

/** Rows read from the database as the JSON answer carries them (integers as numbers). */
function numbers(rows: unknown[][]): unknown[][] {
  return rows.map((r) => r.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
}

async function run(name: string, params: Record<string, string>): Promise<Answer> {
  const query = new URLSearchParams(params);
  const response = await f.get(`/990data_public/${name}.json${query.size ? `?${query}` : ''}`);
  const body = (await response.json()) as Answer;
  expect(response.status, `${name} ${JSON.stringify(params)}: ${body.error}`).toBe(200);
  return body;
}

describe('990data_public canned queries', () => {
  it('are the 30 declared, each with a title, a description and examples for its parameters', () => {
    expect(Object.keys(queries).sort()).toEqual(Object.keys(declared).sort());
    expect(Object.keys(queries)).toHaveLength(30);
    for (const [name, q] of Object.entries(queries)) {
      expect(q.title, name).toBeTruthy();
      expect(q.description, name).toBeTruthy();
      if (q.params?.length) {
        expect(q.examples?.length, name).toBeGreaterThan(0);
        for (const example of q.examples!) expect(Object.keys(example).sort(), name).toEqual([...q.params].sort());
      }
    }
  });

  it('run with each example, return exactly the declared columns, and answer rows for at least one example', async () => {
    for (const [name, q] of Object.entries(queries)) {
      let answered = 0;
      for (const example of q.examples ?? [{}]) {
        const body = await run(name, example);
        expect(body.columns, name).toEqual(declared[name]);
        answered += body.rows.length;
      }
      expect(answered, `${name}: no example answered a row`).toBeGreaterThan(0);
    }
  });

  it('reach canonical_returns through an index on the filtered key (the filter is pushed into the view)', () => {
    for (const [name, q] of Object.entries(queries)) {
      if (!q.sql.includes('canonical_returns')) continue;
      const plan = planSteps(name);
      const scans = plan.filter((d) => /^SCAN (r|returns)\b/.test(d) && !/USING (COVERING )?INDEX/.test(d));
      expect(scans, `${name}: ${plan.join(' / ')}`).toEqual([]);
    }
  });

  it('pick the canonical filing: the amended one, else the latest e-file timestamp (fixture 990000009)', async () => {
    const body = await run('amended_returns', { year: '2022' });
    const [ein, , , objectId, amended, , canonical] = [0, 1, 2, 3, 4, 5, 6];
    const fixture = body.rows.filter((r) => r[ein] === '990000009');
    expect(fixture).toHaveLength(3);
    const picked = fixture.filter((r) => r[canonical] === 1);
    expect(picked).toHaveLength(1);
    expect(picked[0][amended]).toBe(1);
    expect(picked[0][objectId]).toBe(fixture.map((r) => String(r[objectId])).sort()[0]);
  });

  it('mark as canonical exactly the filings canonical_returns picks, in every multi-filing group', async () => {
    for (const year of ['2021', '2022']) {
      const body = await run('amended_returns', { year });
      expect(body.rows.length).toBeGreaterThan(10);
      const picks = new Set(
        (f.db.prepare('select object_id from canonical_returns where tax_year = ?').pluck().all(Number(year)) as string[]).map(String),
      );
      expect(body.rows.filter((r) => (r[6] === 1) !== picks.has(String(r[3])))).toEqual([]);
    }
  });

  it('list the largest charities and foundations as canonical_returns would pick them, for every year (and state)', async () => {
    const viaView = f.db.prepare(`select ein, org_name, state, ntee_code, total_revenue, total_expenses, total_assets_eoy
      from canonical_returns
      where tax_year = :year and return_type = '990' and (:state = '' or state = upper(:state))
      order by total_revenue desc, ein
      limit 100`);
    const foundations = f.db.prepare(`select ein, org_name, state, fmv_assets_eoy, total_assets_eoy, contributions_paid,
        qualifying_distributions
      from canonical_returns
      where tax_year = :year and return_type = '990PF'
      order by fmv_assets_eoy desc, ein
      limit 100`);
    const years = f.db.prepare('select distinct tax_year from returns where tax_year is not null').pluck().all() as number[];
    let rows = 0;
    for (const year of years.map(String)) {
      for (const state of ['', 'DC', 'ca', 'NY']) {
        const body = await run('largest_charities_by_revenue', { year, state });
        expect(body.rows, `${year} ${state}`).toEqual(numbers(viaView.raw().all({ year, state }) as unknown[][]));
        rows += body.rows.length;
      }
      const body = await run('largest_foundations_by_assets', { year });
      expect(body.rows, `foundations ${year}`).toEqual(numbers(foundations.raw().all({ year }) as unknown[][]));
      rows += body.rows.length;
    }
    expect(rows).toBeGreaterThan(200);
  });

  it('list the best-paid officers of a state and year as the one-branch query over officer_total_comp would', async () => {
    const oneBranch = f.db.prepare(`select t.person_name, t.title, t.ein, r.org_name, t.tax_year, t.return_type,
        t.reportable_comp_filing_org, t.total_comp
      from officer_total_comp t
      join returns r on r.object_id = t.object_id
      where (:state = '' or r.state = upper(:state)) and (:year = '' or r.tax_year = :year)
      order by t.total_comp desc, t.id
      limit 100`);
    let rows = 0;
    for (const state of ['', 'NY', 'ca', 'XX']) {
      for (const year of ['', '2021', '2022', '1999']) {
        const body = await run('compensation_leaders_by_state', { state, year });
        expect(body.rows, `${state} ${year}`).toEqual(numbers(oneBranch.raw().all({ state, year }) as unknown[][]));
        rows += body.rows.length;
      }
    }
    expect(rows).toBeGreaterThan(500);
  });

  it('answer the year leaderboards from their indexes: no sort of a year of filings or grants', () => {
    const plans: Record<string, RegExp[]> = {
      largest_charities_by_revenue: [/^SEARCH r USING INDEX idx_returns_990_year_revenue \(tax_year=\?\)$/],
      largest_foundations_by_assets: [/^SEARCH r USING INDEX idx_returns_990pf_year_assets \(tax_year=\?\)$/],
      top_grant_recipients_by_year: [
        /^SEARCH grants USING COVERING INDEX idx_grants_year_type_recipient \(tax_year=\? AND grant_type=\?\)$/,
      ],
    };
    for (const [name, wanted] of Object.entries(plans)) {
      const steps = planSteps(name);
      for (const step of wanted)
        expect(
          steps.some((d) => step.test(d)),
          `${name}: ${steps.join(' / ')}`,
        ).toBe(true);
      expect(
        steps.filter((d) => /TEMP B-TREE FOR (ORDER|GROUP) BY/.test(d)),
        `${name}: ${steps.join(' / ')}`,
      ).toEqual(name === 'top_grant_recipients_by_year' ? ['USE TEMP B-TREE FOR ORDER BY'] : []);
    }
  });

  it('find people by name as sorting every match would: best paid, then the later year, then the listing', async () => {
    const sortAll = f.db.prepare(`select t.person_name, t.title, t.ein, r.org_name, t.tax_year, t.return_type, t.total_comp
      from officer_total_comp t
      join returns r on r.object_id = t.object_id
      where t.id in (select rowid from fts_officers where fts_officers match :name)
      order by t.total_comp desc, t.tax_year desc, t.id
      limit 100`);
    const unpaid = f.db.prepare('select count(*) from officer_total_comp where total_comp <= 0').pluck();
    expect(unpaid.get()).toBeGreaterThan(0);
    const counts: number[] = [];
    for (const name of ['smith', 'john', '"john smith"', 'mary OR gomez', 'ab*', 'zzzqqq']) {
      const body = await run('search_people', { name });
      expect(body.rows, name).toEqual(sortAll.raw().all({ name }));
      counts.push(body.rows.length);
    }
    // Full pages (paid matches alone, or eked out with unpaid ones), a short one and an empty one.
    expect(counts.filter((n) => n === 100).length).toBeGreaterThan(1);
    expect(counts.some((n) => n > 0 && n < 100)).toBe(true);
    expect(counts.at(-1)).toBe(0);
  });

  it('read the filings of a state for the best-paid officers of a state, or every filing in file order', () => {
    const byState = planSteps('compensation_leaders_by_state', { state: 'NY', year: '2021' });
    expect(
      // Either index that leads with the state and holds the year.
      byState.some((d) => /^SEARCH r USING INDEX idx_returns_state_(year|oid) \(state=\?\)$/.test(d)),
      byState.join(' / '),
    ).toBe(true);
    expect(
      byState.filter((d) => d === 'SCAN r'),
      byState.join(' / '),
    ).toHaveLength(1);
  });

  it('count how many master-file organisations share a recipient name', async () => {
    const body = await run('foundation_grants_to_shared_name', { name: 'example shared name charity' });
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.every((r) => r[5] === 3)).toBe(true);
  });
});
