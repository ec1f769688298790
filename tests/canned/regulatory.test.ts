// Canned queries #1–#25, #32–#35, #64–#66 and open_comments' explore_open_comments
// (canned-queries/{regulatory,federal-register,presidential,cfr,open-comments}.yaml) run directly
// on the demo build: spec names, order, titles, parameters and output columns; every example
// returns rows; blank parameters never crash; and the row semantics each query promises.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from '../../databases/build/paths.js';
import { demoBuildInfo } from '../support/demo-db.js';

interface CannedQuery {
  order: number;
  title: string;
  description: string;
  sql: string;
  params?: string[];
  examples?: Record<string, string>[];
}

interface CannedFile {
  database: 'openregs' | 'open_comments';
  queries: Record<string, CannedQuery>;
}

type Spec = [order: number, title: string, params: string[], columns: string[]];

// canned-queries.md §1–§3: file → name → [order, title, params, output columns].
const SPEC: Record<string, Record<string, Spec>> = {
  regulatory: {
    most_commented_dockets: [1, 'Most Commented Dockets', [], ['docket_id', 'docket_title', 'agency_id', 'comment_count', 'org_comments',
      'individual_comments', 'anonymous_comments', 'first_comment', 'last_comment']],
    search_comments: [2, 'Search Comments (Full Text)', ['search'], ['id', 'agency_id', 'title', 'submitter_name', 'submitter_type', 'posted_date', 'docket_id']],
    search_dockets: [4, 'Search Dockets', ['search'], ['id', 'agency_id', 'title', 'docket_type', 'last_modified', 'comment_count']],
    search_documents: [5, 'Search Regulatory Documents', ['search'], ['id', 'agency_id', 'title', 'document_type', 'posted_date', 'docket_id', 'comment_end_date']],
    open_for_comment: [6, 'Currently Open for Comment', [], ['id', 'agency_id', 'title', 'document_type', 'posted_date', 'comment_start_date',
      'comment_end_date', 'docket_id', 'days_remaining', 'comments_so_far']],
    agency_comment_trends: [7, 'Comment Volume by Year & Agency', [], ['agency_id', 'posted_year', 'comment_count', 'docket_count', 'org_comments',
      'individual_comments', 'anonymous_comments']],
    top_organizational_commenters: [8, 'Most Active Organizational Commenters', [], ['submitter_name', 'comment_count', 'agencies_commented',
      'dockets_commented', 'agency_list', 'first_comment', 'last_comment']],
    rulemaking_pipeline: [9, 'Rulemaking Pipeline (Proposed → Final)', [], ['docket_id', 'agency_id', 'title', 'proposed_date', 'final_date',
      'days_to_finalize', 'total_comments']],
    comments_for_docket: [10, 'Comments for a Docket', ['docket_id'], ['id', 'title', 'submitter_name', 'submitter_type', 'posted_date', 'agency_id']],
    dockets_for_agency: [11, 'Dockets for an Agency', ['agency_id'], ['id', 'title', 'docket_type', 'last_modified', 'comment_count', 'document_count']],
    comment_window_analysis: [15, 'Comment Period Durations', [], ['agency_id', 'document_type', 'documents', 'avg_days', 'min_days', 'max_days']],
    comment_activity_monthly: [16, 'Monthly Comment Activity', [], ['year_month', 'agency_id', 'comment_count', 'active_dockets']],
    submitter_docket_detail: [19, 'Comments by a Specific Submitter', ['submitter_name'], ['id', 'agency_id', 'docket_id', 'title', 'submitter_type',
      'posted_date', 'docket_title']],
    explore_docket_detail: [64, 'Explore: Docket Detail', ['docket_id'], ['id', 'agency_id', 'title', 'docket_type', 'last_modified', 'object_id',
      'comment_count', 'doc_count']],
    explore_docket_documents: [65, 'Explore: Docket Documents', ['docket_id'], ['id', 'title', 'document_type', 'posted_date', 'comment_start_date',
      'comment_end_date', 'fr_doc_num']],
    explore_docket_comments: [66, 'Explore: Docket Comment Stats', ['docket_id'], ['submitter_type', 'comment_count', 'first_comment', 'last_comment']],
  },
  'federal-register': {
    search_federal_register: [3, 'Search Federal Register', ['search'], ['document_number', 'title', 'type', 'publication_date', 'agency_names', 'html_url']],
    fr_documents_for_agency: [12, 'Federal Register Documents by Agency', ['agency', 'year'], ['document_number', 'title', 'type', 'publication_date', 'html_url']],
    recent_rules: [13, 'Recently Published Rules', [], ['document_number', 'title', 'publication_date', 'agency_names', 'html_url']],
    recently_proposed_rules: [14, 'Recently Proposed Rules', [], ['document_number', 'title', 'publication_date', 'agency_names', 'html_url']],
    cross_reference: [17, 'Federal Register ↔ Regulations.gov Lookup', ['fr_doc_number', 'regs_doc_id'], ['fr_document_number', 'fr_title', 'fr_type',
      'publication_date', 'fr_url', 'regs_document_id', 'regs_title', 'regs_type', 'agency_id', 'docket_id']],
    document_type_trends: [18, 'Federal Register Activity by Year', [], ['pub_year', 'rules', 'proposed_rules', 'notices', 'presidential', 'total']],
  },
  presidential: {
    executive_orders: [20, 'Executive Orders', [], ['eo_number', 'title', 'signing_date', 'publication_date', 'html_url']],
    search_executive_orders: [21, 'Search Executive Orders & Proclamations', ['search'], ['document_type', 'eo_number', 'title', 'signing_date',
      'publication_date', 'html_url', 'abstract']],
    recent_executive_orders: [22, 'Recent Executive Orders', [], ['eo_number', 'title', 'signing_date', 'publication_date', 'html_url', 'abstract']],
    executive_order_lookup: [23, 'Look Up Executive Order by Number', ['eo_number'], ['eo_number', 'title', 'signing_date', 'publication_date', 'html_url', 'abstract']],
    presidential_documents_by_year: [24, 'Presidential Documents by Year', [], ['year', 'executive_orders', 'proclamations', 'total']],
    proclamations: [25, 'Presidential Proclamations', [], ['title', 'signing_date', 'publication_date', 'html_url']],
  },
  cfr: {
    search_cfr: [32, 'Search Federal Regulations (eCFR)', ['search'], ['section_id', 'title_number', 'part_number', 'section_number', 'section_heading',
      'agency', 'part_name', 'excerpt']],
    cfr_by_agency: [33, 'Regulations by Agency', ['agency'], ['section_id', 'title_number', 'part_number', 'section_number', 'section_heading',
      'part_name', 'subpart_name', 'excerpt']],
    cfr_parts: [34, 'CFR Parts Overview', [], ['title_number', 'title_name', 'part_number', 'part_name', 'agency', 'section_count']],
    cfr_section_detail: [35, 'Read a CFR Section', ['section_number'], ['section_id', 'title_number', 'title_name', 'part_number', 'part_name',
      'section_number', 'section_heading', 'agency', 'authority', 'source_citation', 'amendment_citations', 'full_text']],
  },
  'open-comments': {
    explore_open_comments: [1, 'Explore: Open Comment Periods', [], ['id', 'agency_id', 'title', 'document_type', 'comment_end_date', 'docket_id', 'days_left']],
  },
};

const files: Record<string, CannedFile> = Object.fromEntries(Object.keys(SPEC).map((name) => [
  name, parseYaml(readFileSync(join(repoRoot(), 'canned-queries', 'openregs', `${name}.yaml`), 'utf8')) as CannedFile,
]));

const dbs: Partial<Record<CannedFile['database'], Database.Database>> = {};
beforeAll(() => {
  const info = demoBuildInfo();
  dbs.openregs = new Database(info.openregs, { readonly: true });
  dbs.open_comments = new Database(info.open_comments, { readonly: true });
});
afterAll(() => { dbs.openregs?.close(); dbs.open_comments?.close(); });

type Rows = Record<string, unknown>[];

function statement(file: string, name: string): Database.Statement {
  const db = dbs[files[file].database];
  if (!db) throw new Error('demo databases not open');
  return db.prepare(files[file].queries[name].sql);
}

/** Run a query the way the engine does: every declared parameter bound, '' when not given. */
function run(file: string, name: string, params: Record<string, string> = {}): Rows {
  const declared = files[file].queries[name].params ?? [];
  const bound = Object.fromEntries(declared.map((p) => [p, params[p] ?? '']));
  const stmt = statement(file, name);
  return (declared.length ? stmt.all(bound) : stmt.all()) as Rows;
}

const openregs = (): Database.Database => dbs.openregs!;
const value = <T>(sql: string, ...params: unknown[]): T => openregs().prepare(sql).pluck().get(...params) as T;

describe('the YAML files', () => {
  for (const [file, spec] of Object.entries(SPEC)) {
    it(`${file}.yaml holds exactly its spec queries with order, title, parameters and a description`, () => {
      expect(files[file].database).toBe(file === 'open-comments' ? 'open_comments' : 'openregs');
      expect(Object.keys(files[file].queries).sort()).toEqual(Object.keys(spec).sort());
      for (const [name, [order, title, params]] of Object.entries(spec)) {
        const q = files[file].queries[name];
        expect(q.order, name).toBe(order);
        expect(q.title, name).toBe(title);
        expect(q.description.length, name).toBeGreaterThan(40);
        if (params.length) {
          expect(q.params, name).toEqual(params);
          expect(q.examples?.length, name).toBeGreaterThan(0);
        } else {
          expect(q.params, name).toBeUndefined();
          expect(q.sql, name).not.toMatch(/:[A-Za-z_]\w*/);
        }
      }
    });
  }
});

describe('every query', () => {
  for (const [file, spec] of Object.entries(SPEC)) {
    for (const [name, [, , params, columns]] of Object.entries(spec)) {
      it(`${name}: returns the spec columns in order, with rows for each example`, () => {
        expect(statement(file, name).columns().map((c) => c.name)).toEqual(columns);
        for (const example of files[file].queries[name].examples ?? [{}]) {
          expect(run(file, name, example).length, JSON.stringify(example)).toBeGreaterThan(0);
        }
      });
      if (params.length) {
        it(`${name}: with every parameter blank, answers or raises a clean SQLite error`, () => {
          try {
            expect(Array.isArray(run(file, name))).toBe(true);
          } catch (error) {
            expect((error as Error).constructor.name).toBe('SqliteError');
            expect((error as Error).message).toMatch(/fts5: syntax error/);
          }
        });
      }
    }
  }
});

describe('row semantics', () => {
  it('search queries accept FTS5 phrases, OR and NOT, best match first', () => {
    const climate = run('federal-register', 'search_federal_register', { search: 'climate' }).length;
    const notRule = run('federal-register', 'search_federal_register', { search: 'climate NOT rule' });
    expect(notRule.length).toBeGreaterThan(0);
    for (const r of notRule) expect(String(r.title)).not.toMatch(/\brule\b/i);
    expect(run('federal-register', 'search_federal_register', { search: 'climate OR tariff' }).length).toBeGreaterThanOrEqual(climate);
    const phrase = run('regulatory', 'search_comments', { search: '"Comcast Corporation"' });
    for (const r of phrase) expect(String(r.submitter_name ?? r.title)).toContain('Comcast Corporation');
    expect(run('cfr', 'search_cfr', { search: '"pesticide chemical residue"' }).length).toBeGreaterThan(0);
  });

  it('open_for_comment lists closing instants still ahead (julianday), soonest first, never withdrawn', () => {
    const rows = run('regulatory', 'open_for_comment');
    expect(rows.length).toBeGreaterThan(0);
    const ids = rows.map((r) => r.id as string);
    const detail = openregs().prepare(`select id, withdrawn, comment_end_datetime from documents where id in (${ids.map(() => '?').join(',')})`)
      .all(...ids) as { id: string; withdrawn: number; comment_end_datetime: string }[];
    const byId = new Map(detail.map((d) => [d.id, d]));
    let previous = '';
    for (const r of rows) {
      const d = byId.get(r.id as string)!;
      expect(d.withdrawn).toBe(0);
      expect(Date.parse(d.comment_end_datetime)).toBeGreaterThan(Date.now() - 60_000);
      expect(d.comment_end_datetime >= previous).toBe(true);
      previous = d.comment_end_datetime;
      expect(r.comments_so_far).toBe(value<number>('select count(*) from comments where docket_id = ?', r.docket_id));
    }
    // A period that closed earlier today passes a naive text comparison but is not listed.
    const closedToday = value<string | null>(`select id from documents where withdrawn = 0 and comment_end_datetime > datetime('now')
      and julianday(comment_end_datetime) <= julianday('now') limit 1`);
    expect(closedToday).not.toBeNull();
    expect(ids).not.toContain(closedToday);
  });

  it('explore_open_comments leaves out withdrawn, perpetual and passed periods', () => {
    const rows = run('open-comments', 'explore_open_comments');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(String(r.comment_end_date) < '2050').toBe(true);
      expect(r.days_left as number).toBeGreaterThanOrEqual(0);
    }
    const oc = dbs.open_comments!;
    const ids = rows.map((r) => r.id);
    const excluded = oc.prepare(`select id from documents where withdrawn = 1 or perpetual_docket = 1
      or julianday(comment_end_datetime) <= julianday('now')`).pluck().all() as string[];
    expect(excluded.length).toBeGreaterThan(0);
    for (const id of excluded) expect(ids).not.toContain(id);
  });

  it('rulemaking_pipeline pairs proposed and final rules of the same rulemaking docket, most commented first', () => {
    const rows = run('regulatory', 'rulemaking_pipeline');
    expect(rows.length).toBeGreaterThan(0);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].total_comments as number).toBeGreaterThanOrEqual(rows[i].total_comments as number);
    for (const r of rows.slice(0, 10)) {
      expect(value<number>('select count(*) from comments where docket_id = ?', r.docket_id)).toBe(r.total_comments);
      expect(value<number>(`select count(*) from documents where docket_id = ? and document_type = 'Rule' and posted_date = ?`, r.docket_id, r.final_date)).toBeGreaterThan(0);
      expect(r.days_to_finalize).toBe(Math.trunc((Date.parse(r.final_date as string) - Date.parse(r.proposed_date as string)) / 86_400_000));
    }
  });

  it('fr_documents_for_agency filters by agency text and optional year', () => {
    const epa2021 = run('federal-register', 'fr_documents_for_agency', { agency: 'environmental protection', year: '2021' });
    expect(epa2021.length).toBeGreaterThan(0);
    for (const r of epa2021) expect(String(r.publication_date).slice(0, 4)).toBe('2021');
    const allYears = run('federal-register', 'fr_documents_for_agency', { agency: 'Environmental Protection Agency' });
    expect(new Set(allYears.map((r) => String(r.publication_date).slice(0, 4))).size).toBeGreaterThan(1);
    expect(run('federal-register', 'fr_documents_for_agency')).toHaveLength(200);
  });

  it('cross_reference finds a link from either side and the newest links without parameters', () => {
    const byFr = run('federal-register', 'cross_reference', { fr_doc_number: '2021-24202' });
    expect(byFr.map((r) => r.regs_document_id)).toEqual(['EPA-HQ-OAR-2021-0317-0001']);
    const byRegs = run('federal-register', 'cross_reference', { regs_doc_id: 'EPA-HQ-OAR-2021-0317-0001' });
    expect(byRegs.map((r) => r.fr_document_number)).toEqual(['2021-24202']);
    expect(run('federal-register', 'cross_reference', { fr_doc_number: '2021-24202', regs_doc_id: 'FDA-2021-N-0270-0001' })).toHaveLength(0);
    const newest = run('federal-register', 'cross_reference');
    expect(newest).toHaveLength(Math.min(100, value<number>('select count(*) from fr_regs_crossref')));
    expect(newest[0].publication_date).toBe(value<string>(`select max(f.publication_date) from fr_regs_crossref x
      join federal_register f on f.document_number = x.fr_document_number`));
  });

  it('document_type_trends equals counting the Federal Register directly', () => {
    const rows = run('federal-register', 'document_type_trends');
    const direct = openregs().prepare(`select pub_year, sum(type = 'Rule') rules, sum(type = 'Proposed Rule') proposed_rules,
      sum(type = 'Notice') notices, sum(type = 'Presidential Document') presidential, count(*) total
      from federal_register group by pub_year order by pub_year`).all();
    expect(rows).toEqual(direct);
  });

  it('executive_order_lookup casts its parameter and finds nothing for a blank one', () => {
    expect(run('presidential', 'executive_order_lookup', { eo_number: '14008' })[0].title).toBe('Tackling the Climate Crisis at Home and Abroad');
    expect(run('presidential', 'executive_order_lookup')).toHaveLength(0);
    expect(run('presidential', 'executive_order_lookup', { eo_number: 'abc' })).toHaveLength(0);
  });

  it('cfr_parts orders parts numerically within titles; cfr_section_detail can match several titles', () => {
    const parts = run('cfr', 'cfr_parts');
    for (let i = 1; i < parts.length; i++) {
      const [a, b] = [parts[i - 1], parts[i]];
      expect((a.title_number as number) < (b.title_number as number) || Number(a.part_number) < Number(b.part_number)).toBe(true);
    }
    expect(new Set(run('cfr', 'cfr_section_detail', { section_number: '50.11' }).map((r) => r.title_number))).toEqual(new Set([10, 40]));
  });

  it('explore_docket_* agree with each other for one docket', () => {
    const detail = run('regulatory', 'explore_docket_detail', { docket_id: 'EPA-HQ-OAR-2021-0317' })[0];
    const byType = run('regulatory', 'explore_docket_comments', { docket_id: 'EPA-HQ-OAR-2021-0317' });
    expect(byType.reduce((n, r) => n + (r.comment_count as number), 0)).toBe(detail.comment_count);
    expect(detail.doc_count).toBe(value<number>(`select count(*) from documents where docket_id = 'EPA-HQ-OAR-2021-0317'`));
    const docs = run('regulatory', 'explore_docket_documents', { docket_id: 'EPA-HQ-OAR-2021-0317' });
    expect(docs.length).toBe(Math.min(100, detail.doc_count as number));
  });
});
