// Canned queries #81–#87 (services/openregs/queries/oversight.yaml) run directly on the demo build:
// contract names, titles, order and output columns, and the row semantics each one promises.
import { describe, expect, it } from 'vitest';
import { cannedFamily, useDemoDatabases } from './support.js';

const family = cannedFamily('oversight');
const demo = useDemoDatabases();

type Rows = Record<string, unknown>[];
const run = (name: string): Rows => demo.run(family.query(name));
const value = <T>(sql: string): T => demo.value<T>(sql);

describe('queries/oversight.yaml', () => {
  it('holds exactly the contract queries for openregs, with their order and titles, none taking parameters', () => {
    expect(family.files[0].database).toBe('openregs');
    expect(family.queries.map((q) => q.name).sort()).toEqual(family.contract.map((c) => c.name).sort());
    expect(family.contract.map((c) => c.order)).toEqual([81, 82, 83, 84, 85, 86, 87]);
    for (const { name, order, title, params } of family.contract) {
      const q = family.query(name);
      expect(q.order, name).toBe(order);
      expect(q.title, name).toBe(title);
      expect(q.description?.length ?? 0, name).toBeGreaterThan(40);
      expect(params, name).toEqual([]);
      expect(q.params, name).toBeUndefined();
      expect(q.sql, name).not.toMatch(/:\w+/);
    }
  });

  it.each(family.contract.map((c) => [c.name, c.columns] as const))(
    '%s returns rows with exactly the contract columns',
    (name, columns) => {
      const statement = demo.statement(family.query(name));
      expect(statement.columns().map((c) => c.name)).toEqual(columns);
      const rows = statement.all() as Rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(Object.keys(rows[0])).toEqual(columns);
    },
  );
});

describe('oversight canned query semantics', () => {
  it('nomination_confirmation_rates: one row per Congress, ascending, counts adding up', () => {
    const rows = run('nomination_confirmation_rates') as {
      congress: number;
      total: number;
      confirmed: number;
      withdrawn: number;
      returned: number;
      rejected: number;
      confirm_pct: number;
    }[];
    expect(rows.map((r) => r.congress)).toEqual(rows.map((r) => r.congress).sort((a, b) => a - b));
    expect(rows.length).toBe(value<number>('select count(distinct congress) from nominations'));
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(value<number>('select count(*) from nominations'));
    expect(rows.reduce((s, r) => s + r.confirmed, 0)).toBe(value<number>("select count(*) from nominations where status = 'Confirmed'"));
    for (const r of rows) {
      expect(r.confirmed + r.withdrawn + r.returned + r.rejected).toBeLessThanOrEqual(r.total);
      expect(r.confirm_pct).toBe(Math.round((1000 * r.confirmed) / r.total) / 10);
    }
  });

  it('top_hearing_witnesses: at least three distinct hearings each, most first, at most 100', () => {
    const rows = run('top_hearing_witnesses') as {
      name: string;
      hearings_count: number;
      first_appearance: string;
      last_appearance: string;
    }[];
    expect(rows.length).toBeLessThanOrEqual(100);
    const expected = demo.db().prepare(`select count(distinct package_id) from hearing_witnesses where name = ?`).pluck();
    for (const [i, r] of rows.entries()) {
      expect(r.hearings_count).toBeGreaterThanOrEqual(3);
      expect(r.hearings_count).toBe(expected.get(r.name));
      expect(r.first_appearance <= r.last_appearance).toBe(true);
      if (i > 0) expect(rows[i - 1].hearings_count).toBeGreaterThanOrEqual(r.hearings_count);
    }
  });

  it('hearings_by_committee: one row per (chamber, Congress), newest Congress first, all hearings counted', () => {
    const rows = run('hearings_by_committee') as { chamber: string; congress: number; hearing_count: number }[];
    expect(rows.reduce((s, r) => s + r.hearing_count, 0)).toBe(value<number>('select count(*) from hearings'));
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(a.congress > b.congress || (a.congress === b.congress && a.chamber < b.chamber)).toBe(true);
    }
  });

  it('gao_reports_by_subject and crs_reports_by_topic group whole strings, largest first', () => {
    const gao = run('gao_reports_by_subject') as { subjects: string; report_count: number }[];
    const crs = run('crs_reports_by_topic') as { topics: string; report_count: number; statuses: string }[];
    for (const [rows, table, column] of [
      [gao, 'gao_reports', 'subjects'],
      [crs, 'crs_reports', 'topics'],
    ] as const) {
      expect(rows.length).toBeLessThanOrEqual(100);
      const count = demo.db().prepare(`select count(*) from ${table} where ${column} = ?`).pluck();
      for (const [i, r] of (rows as Record<string, unknown>[]).entries()) {
        expect(r[column]).not.toBe('');
        expect(r.report_count).toBe(count.get(r[column]));
        if (i > 0) expect((rows[i - 1] as { report_count: number }).report_count).toBeGreaterThanOrEqual(r.report_count as number);
      }
    }
    for (const r of crs) for (const s of r.statuses.split(',')) expect(['Active', 'Archived']).toContain(s);
  });

  it('recent_confirmed_nominations: confirmed only, newest received first', () => {
    const rows = run('recent_confirmed_nominations') as { status: string; received_date: string }[];
    expect(rows.length).toBe(Math.min(100, value<number>("select count(*) from nominations where status = 'Confirmed'")));
    for (const [i, r] of rows.entries()) {
      expect(r.status).toBe('Confirmed');
      if (i > 0) expect(rows[i - 1].received_date >= r.received_date).toBe(true);
    }
    expect(rows[0].received_date).toBe(value<string>("select max(received_date) from nominations where status = 'Confirmed'"));
  });

  it('treaties_by_country: every treaty with countries counted once, largest group first', () => {
    const rows = run('treaties_by_country') as { countries: string | null; treaty_count: number; topics: string }[];
    expect(rows.every((r) => r.countries !== null)).toBe(true);
    expect(rows.reduce((s, r) => s + r.treaty_count, 0)).toBe(value<number>('select count(*) from treaties where countries is not null'));
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].treaty_count).toBeGreaterThanOrEqual(rows[i].treaty_count);
  });
});
