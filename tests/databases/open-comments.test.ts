// The open_comments database of the demo build: schema as published (plus comment_end_datetime), the
// population copied from openregs (end date today or later, perpetual and withdrawn kept), the
// stub dockets and _metadata, and the open_comments_active view's filter.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBuildInfo } from '../support/demo-db.js';

let oc: Database.Database;
let main: Database.Database;
let now: Date;

beforeAll(() => {
  const info = demoBuildInfo();
  oc = new Database(info.open_comments, { readonly: true });
  main = new Database(info.openregs, { readonly: true });
  now = new Date(info.now);
});
afterAll(() => {
  oc?.close();
  main?.close();
});

const all = <T>(sql: string, ...params: unknown[]): T[] => oc.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]): T =>
  oc
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const today = (): string => now.toISOString().slice(0, 10);

const DOCUMENT_COLUMNS: [string, string][] = [
  ['id', 'TEXT'],
  ['agency_id', 'TEXT'],
  ['docket_id', 'TEXT'],
  ['title', 'TEXT'],
  ['document_type', 'TEXT'],
  ['subtype', 'TEXT'],
  ['posted_date', 'TEXT'],
  ['posted_year', 'INTEGER'],
  ['posted_month', 'INTEGER'],
  ['comment_start_date', 'TEXT'],
  ['comment_end_date', 'TEXT'],
  ['perpetual_docket', 'INTEGER'],
  ['last_modified', 'TEXT'],
  ['fr_doc_num', 'TEXT'],
  ['open_for_comment', 'INTEGER'],
  ['withdrawn', 'INTEGER'],
  ['object_id', 'TEXT'],
  ['comment_end_datetime', 'TEXT'],
];

interface Doc {
  id: string;
  comment_end_date: string;
  comment_end_datetime: string;
  withdrawn: number;
  perpetual_docket: number | null;
}

describe('open_comments schema', () => {
  it('has documents, dockets and _metadata with the published columns, and the view over documents', () => {
    expect(
      all<{ name: string; type: string }>(`select name, type from pragma_table_info('documents')`).map((c) => [c.name, c.type]),
    ).toEqual(DOCUMENT_COLUMNS);
    expect(all<{ name: string; type: string; pk: number }>(`select name, type, pk from pragma_table_info('dockets')`)).toEqual([
      { name: 'id', type: 'TEXT', pk: 1 },
      { name: 'agency_id', type: 'TEXT', pk: 0 },
    ]);
    expect(all<{ name: string }>(`select name from pragma_table_info('_metadata')`).map((c) => c.name)).toEqual(['key', 'value']);
    expect(all<{ name: string }>(`select name from pragma_table_info('open_comments_active')`).map((c) => c.name)).toEqual(
      DOCUMENT_COLUMNS.map(([name]) => name),
    );
    const indexed = all<{ name: string }>(`select name from pragma_index_list('documents')`).map((i) =>
      all<{ name: string }>(`select name from pragma_index_info('${i.name}')`)
        .map((c) => c.name)
        .join(','),
    );
    expect(indexed).toEqual(expect.arrayContaining(['agency_id', 'comment_end_date', 'withdrawn', 'perpetual_docket']));
  });
});

describe('open_comments population', () => {
  it('is every openregs document whose comment end date is today (UTC) or later', () => {
    const expected = main.prepare('select id from documents where comment_end_date >= ? order by id').pluck().all(today());
    expect(expected.length).toBeGreaterThan(10);
    expect(oc.prepare('select id from documents order by id').pluck().all()).toEqual(expected);
  });

  it('keeps perpetual and withdrawn documents, flagging perpetual ones by a 2050+ end year', () => {
    expect(value<number>('select count(*) from documents where perpetual_docket = 1')).toBeGreaterThan(0);
    expect(value<number>('select count(*) from documents where withdrawn = 1')).toBeGreaterThan(0);
    expect(
      value<number>(`select count(*) from documents where perpetual_docket is not
      (case when comment_end_date is null then null when substr(comment_end_date, 1, 4) >= '2050' then 1 else 0 end)`),
    ).toBe(0);
  });

  it('cuts Regulations.gov timestamps to dates and last_modified to YYYY-MM-DD HH:MM:SS', () => {
    const pairs = all<{
      id: string;
      posted_date: string;
      comment_start_date: string | null;
      last_modified: string;
      comment_end_datetime: string;
    }>('select id, posted_date, comment_start_date, last_modified, comment_end_datetime from documents');
    const source = main.prepare('select posted_date, comment_start_date, last_modified, comment_end_datetime from documents where id = ?');
    for (const p of pairs) {
      const s = source.get(p.id) as {
        posted_date: string;
        comment_start_date: string | null;
        last_modified: string;
        comment_end_datetime: string;
      };
      expect(p.posted_date).toBe(s.posted_date.slice(0, 10));
      expect(p.comment_start_date).toBe(s.comment_start_date?.slice(0, 10) ?? null);
      expect(p.last_modified).toBe(s.last_modified.slice(0, 19).replace('T', ' '));
      expect(p.comment_end_datetime).toBe(s.comment_end_datetime);
    }
  });

  it('has one stub docket per docket id, agency_id being the text before the first hyphen', () => {
    expect(oc.prepare('select id from dockets order by id').pluck().all()).toEqual(
      oc.prepare('select distinct docket_id from documents order by 1').pluck().all(),
    );
    for (const d of all<{ id: string; agency_id: string }>('select * from dockets')) expect(d.agency_id).toBe(d.id.split('-')[0]);
  });

  it('records when it was built and how many documents it holds', () => {
    const meta = Object.fromEntries(all<{ key: string; value: string }>('select key, value from _metadata').map((r) => [r.key, r.value]));
    expect(meta.updated_at).toBe(now.toISOString().slice(0, 19).replace('T', ' '));
    expect(meta.document_count).toBe(String(value<number>('select count(*) from documents')));
  });
});

describe('open_comments_active', () => {
  it('keeps exactly the documents not withdrawn, not perpetual, whose closing instant is still ahead', () => {
    const view = oc.prepare('select id from open_comments_active order by id').pluck().all() as string[];
    const docs = all<Doc>('select id, comment_end_date, comment_end_datetime, withdrawn, perpetual_docket from documents order by id');
    const checkedAt = Date.now();
    const open = docs
      .filter((d) => d.withdrawn === 0 && d.perpetual_docket !== 1 && Date.parse(d.comment_end_datetime) > checkedAt)
      .map((d) => d.id);
    expect(view.length).toBeGreaterThan(0);
    // The clock moves between the two reads; only a period closing in that instant could differ.
    const closingNow = docs.filter((d) => Math.abs(Date.parse(d.comment_end_datetime) - checkedAt) < 5_000).map((d) => d.id);
    expect(view.filter((id) => !closingNow.includes(id))).toEqual(open.filter((id) => !closingNow.includes(id)));
  });

  it('differs from a day-grain filter: a period that closed earlier today is out although its date is today', () => {
    const byDay = value<number>(
      `select count(*) from documents where withdrawn = 0 and perpetual_docket is not 1 and comment_end_date >= date('now')`,
    );
    expect(byDay).toBeGreaterThan(value<number>('select count(*) from open_comments_active'));
    const closedToday = value<string | null>(`select id from documents where comment_end_date = date('now') and withdrawn = 0
      and julianday(comment_end_datetime) <= julianday('now') limit 1`);
    expect(closedToday).not.toBeNull();
    expect(value<number>('select count(*) from open_comments_active where id = ?', closedToday)).toBe(0);
  });
});
