// The entity pages test whether a filing is canonical one filing at a time (canonical_returns is
// only cheap filtered by a constant EIN or tax year, which a filing page or a person's listings on
// many organisations do not have). Every copy of that test in pages.yaml is the same expression,
// and it agrees with the view on every filing of the build: amendments, re-files, missing e-file
// times and NULL EINs included.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPages } from '../../../engine/pages/load.js';
import { repoRoot } from '../../../databases/build/paths.js';
import { demoDataDir } from '../api/demo.js';

const START = 'not exists (select 1 from returns p';

/** Each occurrence of the per-filing test in `sql` (from `not exists` to the parenthesis closing it). */
function canonicalTests(sql: string): string[] {
  const out: string[] = [];
  for (let at = sql.indexOf(START); at >= 0; at = sql.indexOf(START, at + 1)) {
    let depth = 0;
    for (let i = at; i < sql.length; i++) {
      if (sql[i] === '(') depth++;
      if (sql[i] === ')' && --depth === 0) {
        out.push(sql.slice(at, i + 1).replace(/\s+/g, ' '));
        break;
      }
    }
  }
  return out;
}

const pages = loadPages(join(repoRoot(), 'services', 'nonprofits', 'pages', 'pages.yaml')).pages;
const uses = pages.flatMap((p) => Object.values(p.queries).flatMap((q) => canonicalTests(q.sql ?? '')));

let db: Database.Database;
beforeAll(async () => {
  db = new Database(join(await demoDataDir(), '990data_public.db'), { readonly: true });
});
afterAll(() => db?.close());

describe('the per-filing canonical test of the entity pages', () => {
  it('is one expression wherever it is used', () => {
    expect(uses.length).toBeGreaterThanOrEqual(4);
    expect(new Set(uses).size).toBe(1);
  });

  it('agrees with canonical_returns on every filing', () => {
    const sql = `select r.object_id, ${uses[0]} as mine,
                        r.object_id in (select object_id from canonical_returns) as view
                 from returns r`;
    const rows = db.prepare(sql).all() as { object_id: string; mine: number; view: number }[];
    expect(rows.length).toBe(db.prepare('select count(*) from returns').pluck().get() as number);
    expect(rows.filter((r) => r.mine !== r.view)).toEqual([]);
    // The build has the cases that make the rule matter: groups of several filings, some not canonical.
    expect(rows.filter((r) => r.view === 0).length).toBeGreaterThan(100);
  });

  it('picks the amended filing of fixture 990000009 in 2022 and the earlier-filed one in 2021', () => {
    const pick = (year: number): string[] =>
      db
        .prepare(`select r.object_id from returns r where r.ein = '990000009' and r.tax_year = ? and ${uses[0]}`)
        .pluck()
        .all(year) as string[];
    const view = (year: number): string[] =>
      db.prepare(`select object_id from canonical_returns where ein = '990000009' and tax_year = ?`).pluck().all(year) as string[];
    expect(pick(2022)).toEqual(view(2022));
    expect(pick(2021)).toEqual(view(2021));
    expect(db.prepare('select amended_return from returns where object_id = ?').pluck().get(pick(2022)[0])).toBe(1);
  });
});
