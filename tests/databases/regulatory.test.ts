// The regulatory domain's tables in the demo build (scale 0.01, seed 1): schema as published and
// the published row counts, join keys, identifier formats, the data rules (comment closing instants above
// all), precomputed tables against their definitions re-run here, views, FTS.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommentTitle } from '../../services/openregs/build/domains/regulatory/comment-titles.js';
import { normalizeOrganization } from '../../services/openregs/build/vocab/organizations.js';
import { demoBuildInfo } from '../support/demo-db.js';

let db: Database.Database;
let now: Date;
let scale: number;

beforeAll(() => {
  const info = demoBuildInfo();
  db = new Database(info.openregs, { readonly: true });
  now = new Date(info.now);
  scale = info.scale;
});
afterAll(() => db?.close());

const all = <T>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]): T =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const nowSql = (): string => now.toISOString().slice(0, 19).replace('T', ' ');
const today = (): string => now.toISOString().slice(0, 10);

// Column name → declared type, in table order (the published schema, plus the columns this build adds).
const TABLES: Record<string, [string, string][]> = {
  federal_register: [
    ['document_number', 'TEXT'],
    ['title', 'TEXT'],
    ['type', 'TEXT'],
    ['abstract', 'TEXT'],
    ['publication_date', 'TEXT'],
    ['pub_year', 'INTEGER'],
    ['pub_month', 'INTEGER'],
    ['html_url', 'TEXT'],
    ['pdf_url', 'TEXT'],
    ['agency_names', 'TEXT'],
    ['agency_ids', 'TEXT'],
    ['excerpts', 'TEXT'],
    ['regulation_id_numbers', 'TEXT'],
  ],
  agencies: [
    ['id', 'INTEGER'],
    ['name', 'TEXT'],
    ['raw_name', 'TEXT'],
    ['slug', 'TEXT'],
    ['parent_id', 'INTEGER'],
  ],
  federal_register_agencies: [
    ['document_number', 'TEXT'],
    ['agency_id', 'INTEGER'],
  ],
  presidential_documents: [
    ['document_number', 'TEXT'],
    ['title', 'TEXT'],
    ['document_type', 'TEXT'],
    ['executive_order_number', 'INTEGER'],
    ['signing_date', 'TEXT'],
    ['publication_date', 'TEXT'],
    ['html_url', 'TEXT'],
    ['abstract', 'TEXT'],
  ],
  dockets: [
    ['id', 'TEXT'],
    ['agency_id', 'TEXT'],
    ['title', 'TEXT'],
    ['docket_type', 'TEXT'],
    ['last_modified', 'TEXT'],
    ['object_id', 'TEXT'],
  ],
  documents: [
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
    ['last_modified', 'TEXT'],
    ['fr_doc_num', 'TEXT'],
    ['open_for_comment', 'INTEGER'],
    ['withdrawn', 'INTEGER'],
    ['object_id', 'TEXT'],
    ['comment_end_datetime', 'TEXT'],
  ],
  comments: [
    ['id', 'TEXT'],
    ['agency_id', 'TEXT'],
    ['docket_id', 'TEXT'],
    ['title', 'TEXT'],
    ['submitter_name', 'TEXT'],
    ['submitter_type', 'TEXT'],
    ['document_type', 'TEXT'],
    ['posted_date', 'TEXT'],
    ['posted_year', 'INTEGER'],
    ['posted_month', 'INTEGER'],
    ['last_modified', 'TEXT'],
    ['withdrawn', 'INTEGER'],
    ['object_id', 'TEXT'],
    ['organization', 'TEXT'],
  ],
  comment_details: [
    ['id', 'TEXT'],
    ['comment_text', 'TEXT'],
    ['organization', 'TEXT'],
    ['organization_normalized', 'TEXT'],
    ['first_name', 'TEXT'],
    ['last_name', 'TEXT'],
    ['city', 'TEXT'],
    ['state_province', 'TEXT'],
    ['zip', 'TEXT'],
    ['country', 'TEXT'],
    ['subtype', 'TEXT'],
    ['category', 'TEXT'],
    ['tracking_number', 'TEXT'],
    ['duplicate_comments', 'INTEGER'],
    ['comment_on_document_id', 'TEXT'],
    ['receive_date', 'TEXT'],
    ['postmark_date', 'TEXT'],
    ['gov_agency', 'TEXT'],
    ['gov_agency_type', 'TEXT'],
    ['page_count', 'INTEGER'],
    ['attachment_count', 'INTEGER'],
    ['attachment_urls', 'TEXT'],
  ],
  fr_regs_crossref: [
    ['fr_document_number', 'TEXT'],
    ['regs_document_id', 'TEXT'],
  ],
  agency_map: [
    ['regs_code', 'TEXT'],
    ['fr_agency_id', 'INTEGER'],
    ['fr_agency_name', 'TEXT'],
    ['fr_raw_name', 'TEXT'],
  ],
  cfr_sections: [
    ['section_id', 'TEXT'],
    ['title_number', 'INTEGER'],
    ['title_name', 'TEXT'],
    ['chapter', 'TEXT'],
    ['subchapter', 'TEXT'],
    ['part_number', 'TEXT'],
    ['part_name', 'TEXT'],
    ['subpart', 'TEXT'],
    ['subpart_name', 'TEXT'],
    ['section_number', 'TEXT'],
    ['section_heading', 'TEXT'],
    ['agency', 'TEXT'],
    ['authority', 'TEXT'],
    ['source_citation', 'TEXT'],
    ['amendment_citations', 'TEXT'],
    ['full_text', 'TEXT'],
    ['heading', 'TEXT'],
    ['content', 'TEXT'],
  ],
  build_metadata: [
    ['key', 'TEXT'],
    ['value', 'TEXT'],
  ],
};

const PRIMARY_KEYS: Record<string, string[]> = {
  federal_register: ['document_number'],
  agencies: ['id'],
  federal_register_agencies: ['document_number', 'agency_id'],
  presidential_documents: ['document_number'],
  dockets: ['id'],
  documents: ['id'],
  comments: ['id'],
  comment_details: ['id'],
  fr_regs_crossref: ['fr_document_number', 'regs_document_id'],
  agency_map: ['regs_code'],
  cfr_sections: ['section_id'],
  build_metadata: ['key'],
};

// Precomputed tables and views: their columns in published order.
const DERIVED: Record<string, string[]> = {
  docket_stats: [
    'id',
    'agency_id',
    'title',
    'docket_type',
    'comment_count',
    'document_count',
    'earliest_comment',
    'latest_comment',
    'earliest_document',
    'latest_document',
  ],
  comments_by_year: [
    'agency_id',
    'posted_year',
    'comment_count',
    'docket_count',
    'org_comments',
    'individual_comments',
    'anonymous_comments',
  ],
  fr_by_year: ['pub_year', 'type', 'doc_count'],
  top_dockets: [
    'docket_id',
    'agency_id',
    'docket_title',
    'docket_type',
    'comment_count',
    'unique_submitters',
    'org_comments',
    'individual_comments',
    'anonymous_comments',
    'first_comment',
    'last_comment',
  ],
  comments_monthly: ['agency_id', 'posted_year', 'posted_month', 'year_month', 'comment_count', 'active_dockets'],
  top_submitters: [
    'submitter_name',
    'submitter_type',
    'comment_count',
    'agencies_commented',
    'dockets_commented',
    'first_comment',
    'last_comment',
    'agency_list',
  ],
  docket_summary: ['docket_id', 'summary', 'comment_count', 'doc_count'],
  docket_importance: [
    'docket_id',
    'agency_id',
    'title',
    'total_docs',
    'doc_type_count',
    'proposed_rules',
    'final_rules',
    'comment_count',
    'fr_crossref_count',
    'importance_score',
  ],
  regulatory_pipeline: [
    'docket_id',
    'agency_id',
    'docket_title',
    'proposed_rule_id',
    'proposed_rule_title',
    'proposed_date',
    'comment_start_date',
    'comment_end_date',
    'final_rule_id',
    'final_rule_title',
    'final_date',
    'days_proposed_to_final',
    'total_comments',
  ],
  agency_overview: [
    'agency_code',
    'agency_name',
    'docket_count',
    'document_count',
    'comment_count',
    'final_rules',
    'proposed_rules',
    'notices',
    'earliest_comment',
    'latest_comment',
  ],
};

const FTS: Record<string, string[]> = {
  federal_register_fts: ['title', 'abstract', 'agency_names', 'excerpts'],
  dockets_fts: ['title', 'agency_id', 'summary'],
  documents_fts: ['title', 'agency_id', 'document_type'],
  comments_fts: ['title', 'submitter_name', 'agency_id', 'submitter_type', 'docket_id', 'organization'],
  cfr_fts: ['section_number', 'section_heading', 'part_name', 'agency', 'full_text'],
};

/** Rows of `a` missing from `b` plus rows of `b` missing from `a` (0 when equal as sets). */
function setDifference(a: string, b: string): number {
  return value<number>(`select (select count(*) from (${a} except ${b})) + (select count(*) from (${b} except ${a}))`);
}

describe('schema', () => {
  it('has every table with the published columns, types and primary keys', () => {
    for (const [table, columns] of Object.entries(TABLES)) {
      const info = all<{ name: string; type: string; pk: number }>(`select name, type, pk from pragma_table_xinfo('${table}')`);
      expect(
        info.map((c) => [c.name, c.type]),
        table,
      ).toEqual(columns);
      const pk = info
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name);
      expect(pk, table).toEqual(PRIMARY_KEYS[table]);
    }
  });

  it('exposes cfr heading/content as virtual aliases of section_heading/full_text (stored once)', () => {
    const hidden = all<{ name: string; hidden: number }>(
      `select name, hidden from pragma_table_xinfo('cfr_sections') where name in ('heading', 'content')`,
    );
    expect(hidden.map((h) => h.hidden)).toEqual([2, 2]); // 2 = virtual generated column
    expect(value<number>('select count(*) from cfr_sections where heading is not section_heading or content is not full_text')).toBe(0);
  });

  it('has the precomputed tables and views with their columns in published order', () => {
    for (const [name, columns] of Object.entries(DERIVED)) {
      expect(
        all<{ name: string }>(`select name from pragma_table_info('${name}')`).map((c) => c.name),
        name,
      ).toEqual(columns);
    }
    const views = all<{ name: string }>(
      `select name from sqlite_schema where type = 'view' and name in ('regulatory_pipeline', 'agency_overview')`,
    );
    expect(views).toHaveLength(2);
  });

  it('has the FTS5 tables with the published columns, external content except dockets_fts', () => {
    for (const [table, columns] of Object.entries(FTS)) {
      const sql = value<string>(`select sql from sqlite_schema where name = ?`, table);
      expect(sql, table).toMatch(/using fts5/i);
      expect(sql, table).not.toMatch(/tokenize/i);
      expect(
        all<{ name: string }>(`select name from pragma_table_info('${table}')`).map((c) => c.name),
        table,
      ).toEqual(columns);
      if (table === 'dockets_fts') expect(sql).not.toMatch(/content=/);
      else expect(sql, table).toContain(`content='${table.replace(/_fts$/, '').replace('cfr', 'cfr_sections')}'`);
    }
  });

  it('indexes the access paths the canned queries use', () => {
    const indexed = (table: string): string[] =>
      all<{ name: string }>(`select name from pragma_index_list('${table}')`).map((i) =>
        all<{ name: string }>(`select name from pragma_index_info('${i.name}')`)
          .map((c) => c.name)
          .join(','),
      );
    expect(indexed('comments')).toEqual(
      expect.arrayContaining(['docket_id,posted_date', 'submitter_name,posted_date', 'agency_id,posted_date']),
    );
    expect(indexed('documents')).toEqual(
      expect.arrayContaining(['docket_id,posted_date', 'fr_doc_num', 'comment_end_date', 'comment_end_datetime']),
    );
    expect(indexed('federal_register')).toEqual(
      expect.arrayContaining(['type,publication_date', 'publication_date', 'pub_year,publication_date']),
    );
    expect(indexed('dockets')).toEqual(expect.arrayContaining(['agency_id,last_modified']));
    expect(indexed('cfr_sections')).toEqual(expect.arrayContaining(['agency,section_id', 'section_number']));
    const partial = value<string>(`select sql from sqlite_schema where name = 'documents_comment_end_date'`);
    expect(partial).toMatch(/where comment_end_date is not null and withdrawn = 0/i);
  });
});

describe('row counts', () => {
  it('match the published counts at the build scale for the listed tables', () => {
    const expected: Record<string, number> = { federal_register: 993_703, dockets: 86_706, documents: 727_510, comments: 3_200_000 };
    for (const [table, base] of Object.entries(expected)) {
      expect(value<number>(`select count(*) from ${table}`), table).toBe(Math.round(base * scale));
    }
    expect(value<number>('select count(*) from presidential_documents')).toBe(Math.round(5_904 * scale));
    expect(value<number>('select count(*) from cfr_sections')).toBeGreaterThan(0.9 * 55_000 * scale);
    const details = value<number>('select count(*) from comment_details');
    expect(details).toBeGreaterThan(0.8 * 433_838 * scale);
    expect(details).toBeLessThan(1.2 * 433_838 * scale);
  });
});

describe('join keys', () => {
  const orphans: [string, string][] = [
    [
      'documents.docket_id → dockets',
      'select count(*) from documents d where not exists (select 1 from dockets k where k.id = d.docket_id)',
    ],
    ['comments.docket_id → dockets', 'select count(*) from comments c where not exists (select 1 from dockets k where k.id = c.docket_id)'],
    [
      'comment_details.id → comments',
      'select count(*) from comment_details x where not exists (select 1 from comments c where c.id = x.id)',
    ],
    [
      'comment_details.comment_on_document_id → documents',
      'select count(*) from comment_details x where x.comment_on_document_id is not null and not exists (select 1 from documents d where d.id = x.comment_on_document_id)',
    ],
    [
      'fr_regs_crossref.fr_document_number → federal_register',
      'select count(*) from fr_regs_crossref x where not exists (select 1 from federal_register f where f.document_number = x.fr_document_number)',
    ],
    [
      'fr_regs_crossref.regs_document_id → documents',
      'select count(*) from fr_regs_crossref x where not exists (select 1 from documents d where d.id = x.regs_document_id)',
    ],
    [
      'federal_register_agencies → federal_register',
      'select count(*) from federal_register_agencies a where not exists (select 1 from federal_register f where f.document_number = a.document_number)',
    ],
    [
      'federal_register_agencies → agencies',
      'select count(*) from federal_register_agencies a where not exists (select 1 from agencies g where g.id = a.agency_id)',
    ],
    [
      'agencies.parent_id → agencies',
      'select count(*) from agencies a where a.parent_id is not null and not exists (select 1 from agencies p where p.id = a.parent_id)',
    ],
    [
      'agency_map.fr_agency_id → agencies',
      'select count(*) from agency_map m where not exists (select 1 from agencies a where a.id = m.fr_agency_id and a.name = m.fr_agency_name)',
    ],
    [
      'presidential_documents → federal_register (Presidential Document)',
      `select count(*) from presidential_documents p where not exists (select 1 from federal_register f where f.document_number = p.document_number
         and f.type = 'Presidential Document' and f.title = p.title and f.publication_date = p.publication_date)`,
    ],
    [
      'documents.agency_id = docket agency',
      'select count(*) from documents d join dockets k on k.id = d.docket_id where k.agency_id is not d.agency_id',
    ],
    [
      'comments.agency_id = docket agency',
      'select count(*) from comments c join dockets k on k.id = c.docket_id where k.agency_id is not c.agency_id',
    ],
  ];
  for (const [name, sql] of orphans) it(`${name}: every key resolves`, () => expect(value<number>(sql)).toBe(0));

  it("lists exactly each document's agency_ids in federal_register_agencies, and names them in agency_names", () => {
    expect(
      setDifference(
        `select f.document_number, cast(j.value as integer) from federal_register f, json_each('[' || f.agency_ids || ']') j`,
        'select document_number, agency_id from federal_register_agencies',
      ),
    ).toBe(0);
    const names = all<{ agency_names: string; names: string }>(`select f.agency_names, group_concat(a.name, '; ') as names
      from federal_register f join federal_register_agencies x on x.document_number = f.document_number join agencies a on a.id = x.agency_id
      group by f.document_number`);
    for (const row of names) expect(row.agency_names.split('; ').sort()).toEqual(row.names.split('; ').sort());
  });
});

describe('identifiers and dates', () => {
  it('derives comments.docket_id from the comment id by removing the last -NNNN', () => {
    expect(value<number>(`select count(*) from comments where id not glob '*-[0-9][0-9][0-9][0-9]*'`)).toBe(0);
    const rows = all<{ id: string; docket_id: string }>('select id, docket_id from comments');
    for (const r of rows) expect(r.id.replace(/-\d+$/, '')).toBe(r.docket_id);
  });

  it('writes docket and document ids in the Regulations.gov patterns', () => {
    const dockets = all<{ id: string; agency_id: string }>('select id, agency_id from dockets');
    for (const d of dockets) {
      expect(d.id.startsWith(d.agency_id), d.id).toBe(true);
      expect(d.id, d.id).toMatch(/^[A-Z]+(?:-[A-Z0-9-]+)?-(?:19|20)\d\d(?:-[A-Z]+)*-\d{4,}$|^[A-Z]+_FRDOC_\d{4}$/);
    }
    const docs = all<{ id: string; docket_id: string }>('select id, docket_id from documents');
    for (const d of docs) expect(d.id).toMatch(new RegExp(`^${d.docket_id.replace(/[-_]/g, '[-_]')}-\\d{4,}$`));
    expect(value<number>(`select count(*) from documents where id in (select id from comments)`)).toBe(0);
  });

  it('numbers Federal Register documents YY-N before 2010 (with E-series), YYYY-N from 2010', () => {
    const rows = all<{ document_number: string; pub_year: number }>('select document_number, pub_year from federal_register');
    for (const r of rows) {
      const yy = String(r.pub_year % 100).padStart(2, '0');
      const pattern = r.pub_year >= 2010 ? new RegExp(`^${r.pub_year}-[1-9]\\d*$`) : new RegExp(`^(${yy}|E${r.pub_year % 10})-[1-9]\\d*$`);
      expect(r.document_number, String(r.pub_year)).toMatch(pattern);
    }
  });

  it('covers 1994 to today in the Federal Register with consistent year and month columns', () => {
    expect(value<string>('select min(publication_date) from federal_register')).toMatch(/^1994-01-/);
    expect(value<string>('select max(publication_date) from federal_register') <= today()).toBe(true);
    expect(
      value<number>(`select count(*) from federal_register where pub_year != cast(substr(publication_date, 1, 4) as integer)
      or pub_month != cast(substr(publication_date, 6, 2) as integer)`),
    ).toBe(0);
    expect(
      value<number>(
        `select count(distinct type) from federal_register where type in ('Rule', 'Proposed Rule', 'Notice', 'Presidential Document')`,
      ),
    ).toBe(4);
    expect(
      value<number>(
        `select count(*) from federal_register where html_url not like 'https://www.federalregister.gov/documents/%/' || document_number || '/%'`,
      ),
    ).toBe(0);
  });

  it('stores Regulations.gov dates as raw UTC timestamps, never in the future', () => {
    const iso = "'[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z'";
    for (const [table, column] of [
      ['documents', 'posted_date'],
      ['documents', 'last_modified'],
      ['comments', 'posted_date'],
      ['comments', 'last_modified'],
      ['dockets', 'last_modified'],
      ['documents', 'comment_start_date'],
    ]) {
      expect(
        value<number>(`select count(*) from ${table} where ${column} is not null and ${column} not glob ${iso}`),
        `${table}.${column}`,
      ).toBe(0);
      if (column !== 'comment_start_date') {
        expect(
          value<number>(`select count(*) from ${table} where julianday(${column}) > julianday(?)`, nowSql()),
          `${table}.${column}`,
        ).toBe(0);
      }
    }
    expect(
      value<number>(`select count(*) from comments where posted_year != cast(substr(posted_date, 1, 4) as integer)
      or posted_month != cast(substr(posted_date, 6, 2) as integer)`),
    ).toBe(0);
  });

  it('uses the published vocabularies', () => {
    expect(all<{ t: string }>('select distinct document_type t from documents order by 1').map((r) => r.t)).toEqual([
      'Notice',
      'Other',
      'Proposed Rule',
      'Rule',
      'Supporting & Related Material',
    ]);
    expect(all<{ t: string }>('select distinct submitter_type t from comments order by 1').map((r) => r.t)).toEqual([
      'anonymous',
      'individual',
      'organization',
      'unknown',
    ]);
    expect(all<{ t: string }>('select distinct document_type t from presidential_documents order by 1').map((r) => r.t)).toEqual([
      'executive_order',
      'proclamation',
    ]);
    expect(
      value<number>(
        `select count(*) from presidential_documents where (document_type = 'executive_order') != (executive_order_number is not null)`,
      ),
    ).toBe(0);
    expect(value<number>(`select count(*) from dockets where docket_type not in ('Rulemaking', 'Nonrulemaking')`)).toBe(0);
    expect(value<number>('select count(*) from dockets where title is null and docket_type is null')).toBeGreaterThan(0); // stubs
    expect(
      value<number>(
        `select count(*) from cfr_sections where title_number not in (7, 9, 10, 14, 15, 17, 20, 21, 24, 28, 29, 33, 34, 38, 40, 44, 46, 49, 50)`,
      ),
    ).toBe(0);
    expect(
      value<number>(`select count(*) from cfr_sections where section_id != title_number || ':' || section_number
      or section_number not like part_number || '.%'`),
    ).toBe(0);
    expect(
      value<number>(
        `select count(*) from cfr_sections where subchapter is null or subpart is null or amendment_citations is null or source_citation is null`,
      ),
    ).toBe(0);
  });

  it('has the published example identifiers', () => {
    for (const id of ['EPA-HQ-OAR-2021-0317', 'EPA-HQ-OA-2002-0001', 'FDA-2021-N-0270', 'USDA_FRDOC_0001']) {
      expect(value<number>('select count(*) from dockets where id = ?', id), id).toBe(1);
    }
    for (const id of ['EPA-HQ-OAR-2021-0317-0001', 'USDA_FRDOC_0001-1524'])
      expect(value<number>('select count(*) from documents where id = ?', id), id).toBe(1);
    expect(value<number>(`select count(*) from comments where id = 'EPA-HQ-OA-2002-0001-0039'`)).toBe(1);
    for (const n of ['2016-20442', '2021-21306', '2010-345', 'E5-5178', '06-87']) {
      expect(value<number>('select count(*) from federal_register where document_number = ?', n), n).toBe(1);
    }
    expect(value<number>(`select count(*) from federal_register where regulation_id_numbers = '2060-AV09'`)).toBeGreaterThan(0);
    for (const s of ['40:63.1', '40:50.11', '10:50.11', '14:1.1'])
      expect(value<number>('select count(*) from cfr_sections where section_id = ?', s), s).toBe(1);
    expect(value<number>('select count(*) from presidential_documents where executive_order_number = 14008')).toBe(1);
  });
});

describe('comment closing instants', () => {
  it('stores the closing instant in UTC with Z, and its UTC date as comment_end_date', () => {
    expect(
      value<number>(`select count(*) from documents where comment_end_datetime is not null
      and comment_end_datetime not glob '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z'`),
    ).toBe(0);
    expect(value<number>('select count(*) from documents where comment_end_date is not substr(comment_end_datetime, 1, 10)')).toBe(0);
    expect(value<number>('select count(*) from documents where (comment_end_datetime is null) != (comment_start_date is null)')).toBe(0);
  });

  it('writes 11:59:59 pm Eastern deadlines as the next UTC day', () => {
    const deadlines = all<{ start: string; end: string }>(`select comment_start_date start, comment_end_datetime end from documents
      where substr(comment_end_datetime, 12) in ('03:59:59Z', '04:59:59Z') and comment_end_date < '2050'`);
    expect(deadlines.length).toBeGreaterThan(50);
    for (const d of deadlines) {
      // 03:59:59Z is EDT (UTC-4), 04:59:59Z EST (UTC-5): either way 23:59:59 Eastern of the previous day.
      const eastern = new Date(Date.parse(d.end) - (d.end.endsWith('03:59:59Z') ? 4 : 5) * 3_600_000).toISOString();
      expect(eastern.slice(11, 19)).toBe('23:59:59');
      expect(eastern.slice(0, 10) < d.end.slice(0, 10)).toBe(true);
    }
  });

  it('build_metadata dates the presidential documents refresh and member_stats by the build', () => {
    expect(db.prepare('select key, value from build_metadata order by key').all()).toEqual([
      { key: 'member_stats_updated', value: today() },
      { key: 'presidential_documents_last_refresh', value: today() },
    ]);
  });

  it('mixes deadlines around now: later today, passed earlier today, yesterday, future, withdrawn and perpetual', () => {
    const t = today();
    const n = nowSql();
    expect(
      value<number>('select count(*) from documents where comment_end_date = ? and julianday(comment_end_datetime) > julianday(?)', t, n),
    ).toBeGreaterThan(0);
    expect(
      value<number>('select count(*) from documents where comment_end_date = ? and julianday(comment_end_datetime) <= julianday(?)', t, n),
    ).toBeGreaterThan(0);
    expect(
      value<number>(
        "select count(*) from documents where comment_end_date < ? and julianday(comment_end_datetime) > julianday(?, '-1 day')",
        t,
        n,
      ),
    ).toBeGreaterThan(0);
    expect(
      value<number>(
        `select count(*) from documents where julianday(comment_end_datetime) > julianday(?) + 1 and comment_end_date < '2050'`,
        n,
      ),
    ).toBeGreaterThan(0);
    expect(
      value<number>('select count(*) from documents where withdrawn = 1 and julianday(comment_end_datetime) > julianday(?)', n),
    ).toBeGreaterThan(0);
    expect(value<number>(`select count(*) from documents where substr(comment_end_date, 1, 4) = '2099'`)).toBeGreaterThan(0);
    expect(value<number>(`select count(*) from documents where substr(comment_end_date, 1, 4) = '2100'`)).toBeGreaterThan(0);
  });

  it('gives a different "open now" for julianday() than for a naive text comparison', () => {
    const n = nowSql();
    const byInstant = value<number>(
      'select count(*) from documents where withdrawn = 0 and julianday(comment_end_datetime) > julianday(?)',
      n,
    );
    const byText = value<number>('select count(*) from documents where withdrawn = 0 and comment_end_datetime > ?', n);
    const byDay = value<number>('select count(*) from documents where withdrawn = 0 and comment_end_date >= ?', today());
    expect(byInstant).toBeGreaterThan(0);
    expect(byText).toBeGreaterThan(byInstant);
    expect(byDay).toBeGreaterThan(byInstant);
  });

  it('sets open_for_comment from the closing instant and withdrawal at build time', () => {
    expect(
      value<number>(
        `select count(*) from documents where open_for_comment !=
      (comment_end_datetime is not null and withdrawn = 0 and julianday(comment_end_datetime) > julianday(?))`,
        nowSql(),
      ),
    ).toBe(0);
  });
});

describe('comments', () => {
  it('fill submitter_name and submitter_type from the title by the published parsing rule', () => {
    const rows = all<{ title: string; submitter_name: string | null; submitter_type: string }>(
      'select title, submitter_name, submitter_type from comments',
    );
    for (const r of rows) expect({ name: r.submitter_name, type: r.submitter_type }, r.title).toEqual(parseCommentTitle(r.title));
    const named = value<number>('select avg(submitter_name is not null) from comments');
    expect(named).toBeGreaterThan(0.5);
    expect(named).toBeLessThan(0.75);
  });

  it('concentrates comments in a few dockets', () => {
    const counts = all<{ n: number }>('select count(*) n from comments group by docket_id order by n desc').map((r) => r.n);
    const total = counts.reduce((a, b) => a + b, 0);
    const top = counts.slice(0, Math.ceil(counts.length / 10)).reduce((a, b) => a + b, 0);
    expect(top / total).toBeGreaterThan(0.5);
    expect(value<string>('select docket_id from top_dockets order by comment_count desc limit 1')).toBe('EPA-HQ-OAR-2021-0317');
  });

  it('keeps organization on comments and details in agreement, with the shared normalisation', () => {
    expect(
      value<number>('select count(*) from comment_details d join comments c on c.id = d.id where d.organization is not c.organization'),
    ).toBe(0);
    const orgs = all<{ organization: string; organization_normalized: string }>(
      'select distinct organization, organization_normalized from comment_details where organization is not null',
    );
    expect(orgs.length).toBeGreaterThan(20);
    for (const o of orgs) expect(o.organization_normalized).toBe(normalizeOrganization(o.organization));
    expect(value<number>(`select count(*) from comments where submitter_type = 'organization' and organization is null`)).toBe(0);
  });

  it("posts comments within their docket's life, after its first document", () => {
    expect(
      value<number>(`select count(*) from comments c join (select docket_id, min(posted_date) first from documents group by docket_id) d
      on d.docket_id = c.docket_id where c.posted_date < d.first`),
    ).toBe(0);
  });
});

describe('Federal Register ↔ Regulations.gov', () => {
  it('links documents whose fr_doc_num is an FR document number, and no document whose number differs after normalising', () => {
    expect(value<number>('select count(*) from documents d join federal_register f on f.document_number = d.fr_doc_num')).toBeGreaterThan(
      100,
    );
    expect(
      value<number>(`select count(*) from documents d join federal_register f on f.document_number = d.fr_doc_num
      where not exists (select 1 from fr_regs_crossref x where x.fr_document_number = f.document_number and x.regs_document_id = d.id)`),
    ).toBe(0);
    const crossref = value<number>('select count(*) from fr_regs_crossref');
    expect(crossref).toBeGreaterThan(0.6 * 70_030 * scale);
    expect(crossref).toBeLessThan(1.6 * 70_030 * scale);
  });

  it('matches padded and en-dashed numbers and, for documents without one, a unique title on the same date', () => {
    for (const [fr, regs] of [
      ['2010-345', 'FAA-2010-0012-0001'],
      ['E5-5178', 'APHIS-2005-0067-0001'],
      ['06-87', 'FMCSA-2006-0012-0001'],
    ]) {
      expect(
        value<number>('select count(*) from fr_regs_crossref where fr_document_number = ? and regs_document_id = ?', fr, regs),
        fr,
      ).toBe(1);
    }
    expect(
      value<number>(`select count(*) from documents where fr_doc_num like '%' || char(8211) || '%'
      and id in (select regs_document_id from fr_regs_crossref)`),
    ).toBeGreaterThan(0);
    const byTitle = all<{
      title: string;
      posted: string;
      ftitle: string;
      pub: string;
    }>(`select d.title, substr(d.posted_date, 1, 10) posted,
      f.title ftitle, f.publication_date pub from fr_regs_crossref x join documents d on d.id = x.regs_document_id
      join federal_register f on f.document_number = x.fr_document_number where d.fr_doc_num is null`);
    expect(byTitle.length).toBeGreaterThan(0);
    for (const r of byTitle) expect([r.ftitle, r.pub]).toEqual([r.title, r.posted]);
    expect(value<number>(`select count(*) from fr_regs_crossref where regs_document_id = 'USDA_FRDOC_0001-1524'`)).toBe(1);
  });

  it('maps each agency code to the FR agency most attached to its linked documents', () => {
    expect(value<number>('select count(*) from agency_map')).toBe(
      value<number>(`select count(distinct d.agency_id)
      from fr_regs_crossref x join documents d on d.id = x.regs_document_id`),
    );
    expect(value<string>(`select fr_agency_name from agency_map where regs_code = 'EPA'`)).toBe('Environmental Protection Agency');
    expect(value<string>(`select fr_agency_name from agency_map where regs_code = 'APHIS'`)).toBe(
      'Animal and Plant Health Inspection Service',
    );
    const counts = all<{ regs_code: string; fr_agency_id: number; best: number; mine: number }>(`
      with attached as (
        select d.agency_id code, a.agency_id fr, count(*) n from fr_regs_crossref x join documents d on d.id = x.regs_document_id
        join federal_register_agencies a on a.document_number = x.fr_document_number group by 1, 2)
      select m.regs_code, m.fr_agency_id, (select max(n) from attached where code = m.regs_code) best,
             (select n from attached where code = m.regs_code and fr = m.fr_agency_id) mine
      from agency_map m`);
    for (const c of counts) expect(c.mine, c.regs_code).toBe(c.best);
  });
});

describe('precomputed tables equal their definitions re-run on the base tables', () => {
  it('docket_stats', () => {
    expect(value<number>('select count(*) from docket_stats')).toBe(value<number>('select count(*) from dockets'));
    expect(
      setDifference(
        'select * from docket_stats',
        `select k.id, k.agency_id, k.title, k.docket_type,
      (select count(*) from comments c where c.docket_id = k.id), (select count(*) from documents d where d.docket_id = k.id),
      (select min(posted_date) from comments c where c.docket_id = k.id), (select max(posted_date) from comments c where c.docket_id = k.id),
      (select min(posted_date) from documents d where d.docket_id = k.id), (select max(posted_date) from documents d where d.docket_id = k.id)
      from dockets k`,
      ),
    ).toBe(0);
  });

  it('comments_by_year and comments_monthly', () => {
    expect(
      setDifference(
        'select * from comments_by_year',
        `select agency_id, posted_year, count(*), count(distinct docket_id),
      sum(submitter_type = 'organization'), sum(submitter_type = 'individual'), sum(submitter_type = 'anonymous')
      from comments group by 1, 2`,
      ),
    ).toBe(0);
    expect(
      setDifference(
        'select * from comments_monthly',
        `select agency_id, posted_year, posted_month, substr(posted_date, 1, 7), count(*),
      count(distinct docket_id) from comments group by 1, 2, 3`,
      ),
    ).toBe(0);
  });

  it('fr_by_year', () => {
    expect(setDifference('select * from fr_by_year', 'select pub_year, type, count(*) from federal_register group by 1, 2')).toBe(0);
  });

  it('top_dockets', () => {
    expect(
      setDifference(
        'select * from top_dockets',
        `select c.docket_id, c.agency_id, k.title, k.docket_type, count(*), count(distinct c.submitter_name),
      sum(c.submitter_type = 'organization'), sum(c.submitter_type = 'individual'), sum(c.submitter_type = 'anonymous'), min(c.posted_date), max(c.posted_date)
      from comments c left join dockets k on k.id = c.docket_id group by c.docket_id`,
      ),
    ).toBe(0);
  });

  it('top_submitters (agency_list compared as a set)', () => {
    expect(
      setDifference(
        'select submitter_name, submitter_type, comment_count, agencies_commented, dockets_commented, first_comment, last_comment from top_submitters',
        `select submitter_name, submitter_type, count(*), count(distinct agency_id), count(distinct docket_id), min(posted_date), max(posted_date)
       from comments where submitter_type = 'organization' and submitter_name is not null group by submitter_name having count(*) >= 5`,
      ),
    ).toBe(0);
    const lists = all<{ submitter_name: string; agency_list: string }>('select submitter_name, agency_list from top_submitters');
    expect(lists.length).toBeGreaterThan(5);
    for (const l of lists) {
      const agencies = all<{ a: string }>(
        'select distinct agency_id a from comments where submitter_name = ? and submitter_type = ?',
        l.submitter_name,
        'organization',
      );
      expect(l.agency_list.split(',').sort()).toEqual(agencies.map((r) => r.a).sort());
    }
  });

  it('docket_summary: the longest FR abstract per docket, with its comment and document counts', () => {
    const summaries = value<number>('select count(*) from docket_summary');
    expect(summaries).toBeGreaterThan(0.15 * value<number>('select count(*) from dockets'));
    expect(
      setDifference(
        'select docket_id, length(summary), comment_count, doc_count from docket_summary',
        `select d.docket_id, max(length(f.abstract)),
      (select count(*) from comments c where c.docket_id = d.docket_id), (select count(*) from documents x where x.docket_id = d.docket_id)
      from documents d join federal_register f on f.document_number = d.fr_doc_num where f.abstract != '' group by d.docket_id`,
      ),
    ).toBe(0);
    expect(
      value<number>(`select count(*) from docket_summary s where not exists (select 1 from documents d join federal_register f
      on f.document_number = d.fr_doc_num where d.docket_id = s.docket_id and f.abstract = s.summary)`),
    ).toBe(0);
  });

  it('docket_importance', () => {
    const counts = `select k.id, k.agency_id, k.title,
      (select count(*) from documents d where d.docket_id = k.id) docs,
      (select count(distinct document_type) from documents d where d.docket_id = k.id) types,
      (select count(*) from documents d where d.docket_id = k.id and document_type = 'Proposed Rule') pr,
      (select count(*) from documents d where d.docket_id = k.id and document_type = 'Rule') fr,
      (select count(*) from comments c where c.docket_id = k.id) comments,
      (select count(*) from fr_regs_crossref x join documents d on d.id = x.regs_document_id where d.docket_id = k.id) xr
      from dockets k where k.title != ''`;
    expect(value<number>('select count(*) from docket_importance')).toBeGreaterThan(0);
    expect(
      setDifference(
        'select * from docket_importance',
        `select id, agency_id, title, docs, types, pr, fr, comments, xr,
      cast(iif(pr > 0 and fr > 0, 10, 0) + iif(fr > 0, 5, 0) + round(3 * log10(comments + 1), 1) + round(2 * log10(docs + 1), 1)
        + 2 * types + iif(xr > 0, 3, 0) as integer)
      from (${counts})`,
      ),
    ).toBe(0);
  });
});

describe('views', () => {
  it('regulatory_pipeline pairs every proposed and final rule of rulemaking dockets', () => {
    expect(value<number>('select count(*) from regulatory_pipeline')).toBe(
      value<number>(`select count(*) from dockets k
      join documents p on p.docket_id = k.id and p.document_type = 'Proposed Rule' join documents f on f.docket_id = k.id and f.document_type = 'Rule'
      where k.docket_type = 'Rulemaking'`),
    );
    expect(value<number>('select count(*) from regulatory_pipeline')).toBeGreaterThan(0);
    expect(
      value<number>(
        `select count(*) from regulatory_pipeline r where total_comments != (select comment_count from docket_stats where id = r.docket_id)`,
      ),
    ).toBe(0);
  });

  it('agency_overview has one row per agency_map row with live counts', () => {
    const rows = all<{ agency_code: string; document_count: number; comment_count: number }>('select * from agency_overview');
    expect(rows).toHaveLength(value<number>('select count(*) from agency_map'));
    for (const r of rows) {
      expect(r.document_count).toBe(value<number>('select count(*) from documents where agency_id = ?', r.agency_code));
      expect(r.comment_count).toBe(value<number>('select count(*) from comments where agency_id = ?', r.agency_code));
    }
  });
});

describe('full-text search', () => {
  const hits = (fts: string, source: string, term: string): number =>
    value<number>(`select count(*) from ${fts} join ${source} s on s.rowid = ${fts}.rowid where ${fts} match ?`, term);

  it('finds ordinary policy words in the Federal Register, dockets and documents', () => {
    for (const term of ['climate', 'pollution', 'tariff', 'medicare']) {
      expect(hits('federal_register_fts', 'federal_register', term), term).toBeGreaterThan(0);
    }
    for (const term of ['climate', 'proposed', 'medicare']) expect(hits('dockets_fts', 'dockets', term), term).toBeGreaterThan(0);
    for (const term of ['rule', 'medicare', 'emission']) expect(hits('documents_fts', 'documents', term), term).toBeGreaterThan(0);
    expect(hits('comments_fts', 'comments', 'public')).toBeGreaterThan(0);
    expect(hits('cfr_fts', 'cfr_sections', 'emissions')).toBeGreaterThan(0);
  });

  it('joins on rowid to rows that contain the word', () => {
    const rows = all<{ title: string; abstract: string | null }>(`select f.title, f.abstract from federal_register_fts
      join federal_register f on f.rowid = federal_register_fts.rowid where federal_register_fts match 'pollution' limit 50`);
    for (const r of rows) expect(`${r.title} ${r.abstract ?? ''}`.toLowerCase()).toContain('pollution');
  });

  it('indexes each docket once in dockets_fts, with the docket summary', () => {
    expect(value<number>('select count(*) from dockets_fts')).toBe(value<number>('select count(*) from dockets'));
    expect(
      value<number>(`select count(*) from dockets_fts f join dockets d on d.rowid = f.rowid left join docket_summary s on s.docket_id = d.id
      where f.title is not d.title or f.summary != coalesce(s.summary, '')`),
    ).toBe(0);
  });
});
