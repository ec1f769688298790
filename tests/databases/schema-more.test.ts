// The tables the published openregs database has beyond our first schema (FEC disbursements,
// Inspector General reports, OIRA reviews, lobbying affiliates, entity links) in the demo build
// (scale 0.01, seed 1): columns, types, keys, defaults, checks and indexes, row counts against
// the scale-1 counts, and earmarks.district as TEXT.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_COUNTS, MIN_COUNTS } from '../../services/openregs/build/domains/money/counts.js';
import { IG_RECOMMENDATION_BASE_COUNT } from '../../services/openregs/build/domains/oversight/ig-recommendations.js';
import { IG_REPORT_BASE_COUNT } from '../../services/openregs/build/domains/oversight/ig-reports.js';
import { OIRA_ATTENDEE_BASE_COUNT } from '../../services/openregs/build/domains/regulatory/oira-attendees.js';
import { OIRA_MEETING_BASE_COUNT } from '../../services/openregs/build/domains/regulatory/oira-meetings.js';
import { OIRA_REVIEW_BASE_COUNT } from '../../services/openregs/build/domains/regulatory/oira-reviews.js';
import { RELATIONSHIP_BASE_COUNTS } from '../../services/openregs/build/domains/misc/entity-relationships.js';
import { DEMO_TEST_SCALE, demoDatabasePaths } from '../support/demo-db.js';

let db: Database.Database;
beforeAll(() => {
  db = new Database(demoDatabasePaths().openregs, { readonly: true });
});
afterAll(() => db?.close());

const all = <T>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]): T =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;

/** Rows at the demo scale, as the build's ctx.count computes them. */
const scaled = (base: number, min = 1): number => Math.max(min, Math.round(base * DEMO_TEST_SCALE));

const T = 'TEXT',
  I = 'INTEGER',
  R = 'REAL';
/** [name, declared type, NOT NULL, position in the primary key (0: none), default]. */
type Column = [string, string, 0 | 1, number, string | null];
const text = (name: string): Column => [name, T, 0, 0, null];
const real = (name: string): Column => [name, R, 0, 0, null];
const cycle: Column = ['cycle', I, 1, 0, null];

// Every new table, columns in order, as the published build declares them.
const TABLES: Record<string, Column[]> = {
  fec_operating_expenditures: [
    ...['cmte_id', 'cmte_name', 'form_tp_cd', 'name', 'city', 'state', 'zip_code', 'transaction_dt', 'transaction_dt_iso'].map(text),
    real('transaction_amt'),
    ...['purpose', 'category', 'category_desc', 'entity_tp', 'memo_cd', 'memo_text'].map(text),
    cycle,
  ],
  fec_pac_summary: [
    ['cmte_id', T, 1, 1, null],
    ...['cmte_nm', 'cmte_tp', 'cmte_dsgn'].map(text),
    ...[
      'ttl_receipts',
      'indv_contrib',
      'other_pol_cmte_contrib',
      'ttl_disb',
      'contrib_to_other_cmte',
      'ind_exp',
      'pty_coord_exp',
      'coh_cop',
      'debts_owed_by',
    ].map(real),
    text('cvg_end_dt'),
    ['cycle', I, 1, 2, null],
  ],
  fec_independent_expenditures: [
    ...['cand_id', 'cand_name', 'spe_id', 'spe_nam', 'can_office', 'can_office_state', 'cand_pty_aff'].map(text),
    real('exp_amo'),
    text('exp_date'),
    real('agg_amo'),
    ...['sup_opp', 'pur', 'pay', 'dissem_dt'].map(text),
    ['fec_election_yr', I, 0, 0, null],
    cycle,
  ],
  fec_electioneering: [
    ...['cmte_id', 'cmte_nm', 'cand_id', 'cand_name', 'cand_office'].map(text),
    real('disb_amt'),
    ...['disb_dt', 'comm_dt', 'payee_name'].map(text),
    cycle,
  ],
  fec_communication_costs: [
    ...['cmte_id', 'cmte_nm', 'cand_id', 'cand_name', 'cand_office', 'transaction_dt'].map(text),
    real('transaction_amt'),
    ...['communication_tp', 'purpose', 'sup_opp'].map(text),
    cycle,
  ],
  ig_reports: [
    ['report_id', T, 0, 1, null],
    ...['title', 'date_issued', 'report_number', 'report_type', 'agency_reviewed', 'submitting_oig', 'location', 'description'].map(text),
    ['num_recommendations', I, 0, 0, '0'],
    ['questioned_costs', I, 0, 0, '0'],
    ['funds_for_better_use', I, 0, 0, '0'],
    text('pdf_url'),
    text('detail_url'),
  ],
  ig_recommendations: [
    ...['report_id', 'rec_number', 'significant', 'text'].map(text),
    ['questioned_costs', I, 0, 0, '0'],
    ['funds_for_better_use', I, 0, 0, '0'],
  ],
  oira_reviews: [
    'rin',
    'agency_code',
    'title',
    'stage',
    'economically_significant',
    'date_received',
    'date_completed',
    'decision',
    'date_published',
    'major',
  ].map(text),
  oira_meetings: [
    ['meeting_id', T, 0, 1, null],
    ...[
      'rin',
      'title',
      'agency_acronym',
      'rule_stage',
      'meeting_date',
      'meeting_date_iso',
      'requestor_org',
      'requestor_name',
      'meeting_type',
      'type_cd',
      'source',
    ].map(text),
  ],
  oira_meeting_attendees: [
    ...['meeting_id', 'attendee_name', 'attendee_org', 'participation_type'].map(text),
    ['is_government', I, 0, 0, '0'],
  ],
  lobbying_affiliated_orgs: [['id', I, 0, 1, null], ['filing_uuid', T, 1, 0, null], ...['org_name', 'country', 'country_code'].map(text)],
  entity_relationships: [
    ['relationship_id', I, 0, 1, null],
    ['parent_entity_id', I, 0, 0, null],
    ['child_entity_id', I, 1, 0, null],
    ['relationship_type', T, 1, 0, null],
    ['source', T, 1, 0, null],
    ...['source_ref', 'gen', 'effective_start', 'effective_end'].map(text),
    ['confidence_score', R, 1, 0, '1.0'],
    text('notes'),
    ['created_at', T, 1, 0, null],
  ],
  dd_id_redirects: [
    ['old_dd_id', T, 0, 1, null],
    text('new_dd_id'),
    ['reason', T, 1, 0, null],
    ['merged_at', T, 1, 0, null],
    text('unmerged_at'),
    text('resolution_note'),
  ],
  anchor_conflicts: [
    ['entity_id', I, 1, 0, null],
    ['conflicting_pair', T, 1, 0, null],
    text('detail'),
    ['detected_at', T, 1, 0, null],
    text('resolved_at'),
    text('resolution_note'),
  ],
};

// Each table's indexed access paths: the leading column of some index, and whether that index is
// partial (NOT NULL rows only).
const INDEXES: Record<string, [string, boolean?][]> = {
  fec_operating_expenditures: [
    ['cmte_id'],
    ['name'],
    ['transaction_amt'],
    ['transaction_dt'],
    ['cycle'],
    ['purpose'],
    ['entity_tp'],
    ['form_tp_cd'],
  ],
  fec_pac_summary: [['cmte_nm'], ['cmte_tp'], ['ttl_disb'], ['ind_exp']],
  fec_independent_expenditures: [['cand_id'], ['spe_id'], ['sup_opp'], ['exp_amo'], ['exp_date'], ['cycle']],
  fec_electioneering: [['cand_id'], ['cmte_id']],
  fec_communication_costs: [['cand_id'], ['cmte_id'], ['sup_opp']],
  ig_reports: [['date_issued'], ['agency_reviewed'], ['report_type'], ['submitting_oig']],
  ig_recommendations: [['report_id'], ['significant']],
  oira_reviews: [['rin'], ['agency_code'], ['date_received'], ['decision']],
  oira_meetings: [['rin'], ['meeting_date'], ['requestor_org']],
  oira_meeting_attendees: [['meeting_id'], ['attendee_org']],
  lobbying_affiliated_orgs: [['filing_uuid'], ['org_name']],
  entity_relationships: [['parent_entity_id', true], ['child_entity_id'], ['relationship_type'], ['gen', true], ['source']],
  dd_id_redirects: [['new_dd_id', true]],
  anchor_conflicts: [['entity_id']],
};

interface IndexInfo {
  leading: string;
  partial: boolean;
}

function indexesOf(table: string): IndexInfo[] {
  return all<{ name: string; partial: number; origin: string }>('select name, partial, origin from pragma_index_list(?)', table)
    .filter((ix) => ix.origin === 'c')
    .map((ix) => ({ leading: value<string>('select name from pragma_index_info(?) where seqno = 0', ix.name), partial: ix.partial === 1 }));
}

describe('the new tables', () => {
  it.each(Object.entries(TABLES))('%s has the published columns, types, keys and defaults', (table, columns) => {
    const info = all<{ name: string; type: string; notnull: number; pk: number; dflt_value: string | null }>(
      'select name, type, "notnull", pk, dflt_value from pragma_table_info(?)',
      table,
    );
    expect(info.map((c) => [c.name, c.type, c.notnull, c.pk, c.dflt_value])).toEqual(columns);
  });

  it.each(Object.entries(INDEXES))('%s is indexed on the published access paths', (table, paths) => {
    const indexes = indexesOf(table);
    for (const [column, partial = false] of paths) {
      const found = indexes.filter((ix) => ix.leading === column);
      expect(found.length, `${table}(${column})`).toBeGreaterThan(0);
      if (partial)
        expect(
          found.some((ix) => ix.partial),
          `${table}(${column}) partial`,
        ).toBe(true);
    }
  });

  it('has no full-text index on any of them', () => {
    const fts = all<{ name: string }>("select name from sqlite_schema where sql like '%using fts5%'").map((r) => r.name);
    for (const table of Object.keys(TABLES)) expect(fts.some((name) => name.startsWith(table))).toBe(false);
  });

  it('enforces the checks on entity links and redirects', () => {
    const scratch = new Database(':memory:');
    try {
      for (const table of ['entity_relationships', 'dd_id_redirects'])
        scratch.exec(value<string>('select sql from sqlite_schema where name = ?', table));
      const link = scratch.prepare(
        `insert into entity_relationships (parent_entity_id, child_entity_id, relationship_type, source, created_at) values (?, ?, 'parent_of', 'manual', '2026-01-01T00:00:00Z')`,
      );
      expect(() => link.run(7, 7)).toThrow(/CHECK constraint failed/);
      expect(() => link.run(null, 7)).not.toThrow();
      const redirect = scratch.prepare(
        `insert into dd_id_redirects (old_dd_id, new_dd_id, reason, merged_at) values (?, ?, 'merge', '2026-01-01T00:00:00Z')`,
      );
      expect(() => redirect.run('DD-E-X-1', 'DD-E-X-1')).toThrow(/CHECK constraint failed/);
      expect(() => redirect.run('DD-E-X-1', null)).not.toThrow();
      // A new link gets the default confidence.
      expect(scratch.prepare('select confidence_score from entity_relationships').pluck().get()).toBe(1);
    } finally {
      scratch.close();
    }
  });

  it('stores earmarks.district as the district number in text', () => {
    expect(value<string>("select type from pragma_table_info('earmarks') where name = 'district'")).toBe('TEXT');
    expect(
      value<number>(
        "select count(*) from earmarks where district is not null and (typeof(district) != 'text' or district glob '*[^0-9]*')",
      ),
    ).toBe(0);
    expect(value<number>("select count(*) from earmarks where chamber = 'House' and district is not null")).toBeGreaterThan(0);
    expect(value<number>("select count(*) from earmarks where chamber = 'Senate' and district is not null")).toBe(0);
  });
});

describe('row counts at the demo scale', () => {
  it('follow the published counts for the tables the build sizes', () => {
    const expected: Record<string, number> = {
      fec_operating_expenditures: scaled(BASE_COUNTS.fecOperatingExpenditures, MIN_COUNTS.fecOperatingExpenditures),
      fec_pac_summary: scaled(BASE_COUNTS.fecPacSummary, MIN_COUNTS.fecPacSummary),
      fec_independent_expenditures: scaled(BASE_COUNTS.fecIndependentExpenditures, MIN_COUNTS.fecIndependentExpenditures),
      fec_electioneering: scaled(BASE_COUNTS.fecElectioneering, MIN_COUNTS.fecElectioneering),
      fec_communication_costs: scaled(BASE_COUNTS.fecCommunicationCosts, MIN_COUNTS.fecCommunicationCosts),
      ig_reports: scaled(IG_REPORT_BASE_COUNT, 100),
      ig_recommendations: scaled(IG_RECOMMENDATION_BASE_COUNT, 40),
      oira_reviews: scaled(OIRA_REVIEW_BASE_COUNT, 150),
      oira_meetings: scaled(OIRA_MEETING_BASE_COUNT, 40),
      oira_meeting_attendees: scaled(OIRA_ATTENDEE_BASE_COUNT, 400),
    };
    for (const [table, n] of Object.entries(expected)) expect(value<number>(`select count(*) from ${table}`), table).toBe(n);
  });

  it('give every filing exactly its affiliated_org_count affiliated organisations', () => {
    expect(value<number>('select count(*) from lobbying_affiliated_orgs')).toBe(
      value<number>('select total(affiliated_org_count) from lobbying_filings'),
    );
    expect(
      value<number>(`select count(*) from lobbying_filings f
        where f.affiliated_org_count != (select count(*) from lobbying_affiliated_orgs a where a.filing_uuid = f.filing_uuid)`),
    ).toBe(0);
  });

  it('size the drawn entity links by their scale-1 counts and the rest by their sources', () => {
    const bySource = (source: string): number => value<number>('select count(*) from entity_relationships where source = ?', source);
    const drawn: [string, number, number][] = [
      ['bmf', RELATIONSHIP_BASE_COUNTS.bmf, 60],
      ['sec_exhibit_21', RELATIONSHIP_BASE_COUNTS.sec, 45],
      ['gleif_successor', RELATIONSHIP_BASE_COUNTS.gleif, 10],
      ['manual', RELATIONSHIP_BASE_COUNTS.manual, 10],
    ];
    for (const [source, base, min] of drawn) {
      // A draw that lands on an entity already linked is skipped, so a few may be missing.
      expect(bySource(source), source).toBeLessThanOrEqual(scaled(base, min));
      expect(bySource(source), source).toBeGreaterThanOrEqual(Math.floor(0.95 * scaled(base, min)));
    }
    // One link per live corporate PAC (those named after their sponsor).
    expect(bySource('fec_connected_org')).toBe(
      value<number>(
        "select count(*) from entities where entity_type = 'pac' and status != 'merged' and fec_committee_id is not null and canonical_name like '% Employees Political Action Committee'",
      ),
    );
    expect(bySource('lobbying_affiliated_orgs')).toBeGreaterThan(0);
    // One redirect per merged entity, and a few hand-made ones.
    const merges = value<number>("select count(*) from dd_id_redirects where reason = 'merge' and unmerged_at is null");
    expect(merges).toBe(value<number>("select count(*) from entities where status = 'merged' and merged_into_entity_id is not null"));
    expect(value<number>('select count(*) from anchor_conflicts')).toBe(0);
  });
});
