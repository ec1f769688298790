// Canned queries #1–#25, #32–#35, #64–#66 and open_comments' explore_open_comments
// (services/openregs/queries/{regulatory,federal-register,presidential,cfr,open-comments}.yaml) run directly
// on the demo build: contract names, order, titles, parameters and output columns; every example
// returns rows; blank parameters never crash; and the row semantics each query promises.
import { describe, expect, it } from 'vitest';
import { cannedFamily, examplesOf, useDemoDatabases, type CannedQuery } from './support.js';

// How many contract queries each file holds.
const SIZES: Record<string, number> = { regulatory: 16, 'federal-register': 6, presidential: 6, cfr: 4, 'open-comments': 1 };
const FILES = Object.keys(SIZES);
const families = Object.fromEntries(FILES.map((file) => [file, cannedFamily(file)]));
const demo = useDemoDatabases();

type Rows = Record<string, unknown>[];

/** A query of one file; throws if the file does not define it. */
const query = (file: string, name: string): CannedQuery => families[file].query(name);

/** Run a query the way the engine does: every declared parameter bound, '' when not given. */
function run(file: string, name: string, params: Record<string, string> = {}): Rows {
  return demo.run(query(file, name), params);
}

const openregs = () => demo.db('openregs');
const { value } = demo;

describe('the YAML files', () => {
  for (const file of FILES) {
    it(`${file}.yaml holds exactly its contract queries with order, title, parameters and a description`, () => {
      const family = families[file];
      expect(family.files[0].database).toBe(file === 'open-comments' ? 'open_comments' : 'openregs');
      expect(family.queries.map((q) => q.name).sort()).toEqual(family.contract.map((c) => c.name).sort());
      expect(family.contract).toHaveLength(SIZES[file]);
      for (const { name, order, title, params } of family.contract) {
        const q = family.query(name);
        // The contract numbers the openregs queries only; open_comments' single query comes first.
        expect(q.order, name).toBe(order ?? 1);
        expect(q.title, name).toBe(title);
        expect(q.description?.length ?? 0, name).toBeGreaterThan(40);
        if (params.length) {
          expect(q.params, name).toEqual(params);
          expect(q.examples.length, name).toBeGreaterThan(0);
        } else {
          expect(q.params, name).toBeUndefined();
          expect(q.sql, name).not.toMatch(/:[A-Za-z_]\w*/);
        }
      }
    });
  }
});

describe('every query', () => {
  for (const file of FILES) {
    for (const { name, params, columns } of families[file].contract) {
      it(`${name}: returns the contract columns in order, with rows for each example`, () => {
        expect(
          demo
            .statement(query(file, name))
            .columns()
            .map((c) => c.name),
        ).toEqual(columns);
        for (const example of examplesOf(query(file, name))) {
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
    const detail = openregs()
      .prepare(`select id, withdrawn, comment_end_datetime from documents where id in (${ids.map(() => '?').join(',')})`)
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
    const oc = demo.db('open_comments');
    const ids = rows.map((r) => r.id);
    const excluded = oc
      .prepare(
        `select id from documents where withdrawn = 1 or perpetual_docket = 1
      or julianday(comment_end_datetime) <= julianday('now')`,
      )
      .pluck()
      .all() as string[];
    expect(excluded.length).toBeGreaterThan(0);
    for (const id of excluded) expect(ids).not.toContain(id);
  });

  it('rulemaking_pipeline pairs proposed and final rules of the same rulemaking docket, most commented first', () => {
    const rows = run('regulatory', 'rulemaking_pipeline');
    expect(rows.length).toBeGreaterThan(0);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1].total_comments as number).toBeGreaterThanOrEqual(rows[i].total_comments as number);
    for (const r of rows.slice(0, 10)) {
      expect(value<number>('select count(*) from comments where docket_id = ?', r.docket_id)).toBe(r.total_comments);
      expect(
        value<number>(
          `select count(*) from documents where docket_id = ? and document_type = 'Rule' and posted_date = ?`,
          r.docket_id,
          r.final_date,
        ),
      ).toBeGreaterThan(0);
      expect(r.days_to_finalize).toBe(
        Math.trunc((Date.parse(r.final_date as string) - Date.parse(r.proposed_date as string)) / 86_400_000),
      );
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
    expect(run('federal-register', 'cross_reference', { fr_doc_number: '2021-24202', regs_doc_id: 'FDA-2021-N-0270-0001' })).toHaveLength(
      0,
    );
    const newest = run('federal-register', 'cross_reference');
    expect(newest).toHaveLength(Math.min(100, value<number>('select count(*) from fr_regs_crossref')));
    expect(newest[0].publication_date).toBe(
      value<string>(`select max(f.publication_date) from fr_regs_crossref x
      join federal_register f on f.document_number = x.fr_document_number`),
    );
  });

  it('document_type_trends equals counting the Federal Register directly', () => {
    const rows = run('federal-register', 'document_type_trends');
    const direct = openregs()
      .prepare(
        `select pub_year, sum(type = 'Rule') rules, sum(type = 'Proposed Rule') proposed_rules,
      sum(type = 'Notice') notices, sum(type = 'Presidential Document') presidential, count(*) total
      from federal_register group by pub_year order by pub_year`,
      )
      .all();
    expect(rows).toEqual(direct);
  });

  it('executive_order_lookup casts its parameter and finds nothing for a blank one', () => {
    expect(run('presidential', 'executive_order_lookup', { eo_number: '14008' })[0].title).toBe(
      'Tackling the Climate Crisis at Home and Abroad',
    );
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
