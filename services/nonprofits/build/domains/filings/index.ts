// The filings domain: returns in object_id order, each followed by its detail lines (officers,
// grants, schedules, governance and checklist answers), with exact table totals.
import { type BuildContext, type Domain, pad, type Rng } from '../../../../../databases/build/kit/index.js';
import { FEZ, FPF, F990 } from '../../calendar.js';
import { SCALE1, target } from '../../counts.js';
import { FIXTURE_ORGS, FOOD_BANK, RED_CROSS, RED_CROSS_EIN, SHARED_NAME } from '../../fixtures.js';
import { unit } from '../../hash.js';
import { cityOf, einText, NTEE_CODES, personName, stateIndex, zipOf } from '../../identity.js';
import { orgName } from '../../names.js';
import { universeOf } from '../../universe-cache.js';
import { FLAG_AMENDED, FLAG_AMENDED_UNKNOWN, FLAG_PARSE_ERROR, fiscalMonth, type Universe } from '../../universe.js';
import { STATES } from '../../vocab/places.js';
import {
  capitalGainRows,
  contributorRows,
  grantRows,
  investmentRows,
  programActivityRows,
  programInvestmentRows,
  relatedOrgRows,
  scheduleIRows,
} from './detail-rows.js';
import {
  DETAIL_TABLES,
  emptyCounts,
  fixtureContractorCount,
  fixtureCounts,
  fixtureOfficers,
  type DetailCounts,
  type DetailTable,
} from './fixture-content.js';
import { checklistRow, governanceRow } from './part-iv-vi.js';
import { contractorRows, officerRows, topEmployeeRows } from './people-rows.js';
import { Quota } from './quota.js';
import { anyOrganisation, giftRecipients } from './recipients.js';
import { returnRow } from './return-row.js';
import { Sink } from './sinks.js';

export const RETURN_COLUMNS_COUNT = 52;

export const filingsDomain: Domain = {
  name: 'filings',
  database: '990data_public',
  schema: ['returns.sql', 'people.sql', 'foundation-details.sql', 'charity-details.sql'],
  generate: generateFilings,
  derive: [],
};

/** Fan-out rules per generic filing: which form, share with any rows, lognormal spread, cap. */
interface FanOut {
  table: DetailTable;
  form: number;
  share: number;
  spread: number;
  max: number;
  part?: number;
}
const FAN_OUT: readonly FanOut[] = [
  { table: 'officers', form: F990, share: 1, spread: 0.6, max: 300, part: 2_880_000 * 11.6 },
  { table: 'officers', form: FEZ, share: 1, spread: 0.4, max: 20, part: 1_480_000 * 5 },
  { table: 'officers', form: FPF, share: 1, spread: 0.5, max: 40, part: 1_124_932 * 4.4 },
  { table: 'grants', form: FPF, share: 0.65, spread: 1.5, max: 20_000 },
  { table: 'capital_gains', form: FPF, share: 0.55, spread: 1.6, max: 20_000 },
  { table: 'investments', form: FPF, share: 0.6, spread: 0.8, max: 400 },
  { table: 'contributors', form: FPF, share: 0.25, spread: 0.5, max: 60 },
  { table: 'program_activities', form: FPF, share: 0.25, spread: 0.4, max: 4 },
  { table: 'program_investments', form: FPF, share: 0.05, spread: 0.6, max: 60 },
  { table: 'top_employees', form: FPF, share: 0.03, spread: 0.4, max: 5 },
  { table: 'contractors', form: F990, share: 0.13, spread: 0.5, max: 5, part: 94 },
  { table: 'contractors', form: FPF, share: 0.03, spread: 0.5, max: 5, part: 6 },
  { table: 'schedule_i_990', form: F990, share: 0.15, spread: 1.4, max: 5_000 },
  { table: 'related_orgs', form: F990, share: 0.25, spread: 1.0, max: 2_000 },
];

function generateFilings(ctx: BuildContext): void {
  const u = universeOf(ctx);
  const sinks = Object.fromEntries(DETAIL_TABLES.map((t) => [t, new Sink(ctx.db, t)])) as Record<DetailTable, Sink>;
  const governance = new Sink(ctx.db, 'returns_governance');
  const checklist = new Sink(ctx.db, 'returns_checklist');
  const quotas = buildQuotas(u);
  const recipient = giftRecipients(u);
  const relatedOrg = anyOrganisation(u);
  const expected = u.filings.count;
  let releaseYear = 0;
  let serial = 0;
  /** The first officer named on each Form 990 filer's latest return so far. */
  const officersByEin = new Map<string, string>();

  function* rows(): Generator<unknown[]> {
    const { filings, orgs } = u;
    for (let k = 0; k < filings.count; k++) {
      const f = filings.order[k];
      const rng = ctx.rng(`filing:${f}`);
      if (filings.releaseYear[f] !== releaseYear) {
        releaseYear = filings.releaseYear[f];
        serial = 0;
      }
      serial++;
      const objectId = `${releaseYear}${pad(1_000_000_000_000 + serial * 1_000 + rng.int(0, 999), 14)}`;
      const org = filings.org[f];
      const form = filings.form[f];
      const taxYear = filings.taxYear[f];
      const flags = filings.flags[f];
      const parseError = (flags & FLAG_PARSE_ERROR) !== 0;
      const fixtureNo = filings.fixture[f];
      const fixture = fixtureNo ? u.fixtureFilings[fixtureNo - 1] : undefined;
      const fixtureOrg = fixture ? FIXTURE_ORGS[fixture.org] : undefined;
      const ein = einText(orgs.ein[org]);
      const name = orgName(u.seed, org, orgs.family[org], orgs.firstFixture);
      const stateIdx = stateIndex(u.seed, org);
      const state = fixtureOrg ? fixtureOrg.state : unit(u.seed, org, 42) < 0.003 ? null : STATES[stateIdx][0];
      const city = cityOf(u.seed, org, stateIdx);
      const month = fixtureOrg ? 12 : fiscalMonth(u.seed, org);
      const legacy = releaseYear <= 2025;

      const counts: DetailCounts = fixture
        ? fixtureCounts(fixture, u.scale)
        : parseError
          ? emptyCounts()
          : drawCounts(rng, quotas, form, orgs.size[org]);
      const detail = (table: DetailTable, values: readonly (string | number | null)[]): void =>
        sinks[table].add([objectId, ein, ...values]);

      const related = form === F990 ? relatedOrgRows(rng, counts.related_orgs, relatedOrg, fixtureOrg?.ein === '990000002') : [];
      // Officers next: the return's officer total and the checklist's Schedule J answer need them.
      const people = officerRows(
        rng,
        form,
        counts.officers,
        orgs.size[org],
        legacy,
        fixtureOrg ? fixtureOfficers(fixtureOrg.ein, taxYear) : [],
      );
      if (form === F990 && !fixtureOrg && !parseError) {
        shareOfficerWithRelatedOrg(rng, people, related, officersByEin);
        if (people.rows.length > 0) officersByEin.set(ein, people.rows[0][0] as string);
      }
      for (const row of people.rows) detail('officers', row);

      let grantsPaid = 0;
      if (form === FPF) {
        const grants = grantRows(rng, counts.grants, taxYear, recipient);
        if (fixtureOrg?.ein === '990000001') shapeFoundationGrants(grants.rows, taxYear);
        grantsPaid = grants.rows.reduce((sum, r) => sum + (r[0] === 'paid' ? (r[9] as number) : 0), 0);
        for (const row of grants.rows) detail('grants', row);
        for (const row of contributorRows(rng, counts.contributors, city, state ?? '', zipOf(u.seed, org, stateIdx)))
          detail('contributors', row);
        const gains = capitalGainRows(rng, counts.capital_gains, taxYear);
        // Dates are kept as filed, however implausible: the example foundation filed one such line.
        if (fixtureOrg?.ein === '990000001' && taxYear === 2016 && gains.length > 0) {
          gains[0] = [...gains[0]];
          gains[0][2] = '1822-01-15';
          gains[0][3] = '3121-06-30';
        }
        for (const row of gains) detail('capital_gains', row);
        for (const row of investmentRows(rng, counts.investments, 1_000_000 * Math.exp(2.2 * orgs.size[org]))) detail('investments', row);
        const firstActivity = fixtureOrg?.ein === '990000001' ? 'SCHOLARSHIPS FOR LOCAL STUDENTS' : undefined;
        for (const row of programActivityRows(rng, counts.program_activities, firstActivity)) detail('program_activities', row);
        for (const row of programInvestmentRows(rng, counts.program_investments)) detail('program_investments', row);
        for (const row of topEmployeeRows(rng, counts.top_employees, legacy)) detail('top_employees', row);
      }
      for (const row of contractorRows(rng, counts.contractors, form === F990 ? 100_000 : 50_000, state, city)) detail('contractors', row);

      let scheduleICash = 0;
      if (form === F990) {
        const sponsor = fixtureOrg?.sponsor !== undefined;
        const lines = scheduleIRows(rng, counts.schedule_i_990, recipient, sponsor ? 0.004 : 0.002, sponsor);
        shapeScheduleI(lines.rows, fixtureOrg?.ein, taxYear);
        scheduleICash = lines.rows.reduce((sum, r) => sum + ((r[6] as number | null) ?? 0), 0);
        for (const row of lines.rows) detail('schedule_i_990', row);
        for (const row of related) detail('related_orgs', row);
        if (!parseError) {
          governance.add([objectId, ein, ...governanceRow(rng)]);
          checklist.add([
            objectId,
            ein,
            ...checklistRow(rng, {
              scheduleI: counts.schedule_i_990 > 0,
              related: counts.related_orgs > 0,
              contractors: counts.contractors > 0,
              highPay: people.maxTotal > 150_000,
              sponsor,
            }),
          ]);
        }
      }

      const amended = parseError || flags & FLAG_AMENDED_UNKNOWN ? null : flags & FLAG_AMENDED ? 1 : 0;
      const contractorsOver100k =
        form !== F990 || parseError
          ? null
          : fixtureOrg
            ? (fixtureContractorCount(fixtureOrg.ein) ?? counts.contractors)
            : counts.contractors < 5
              ? counts.contractors
              : 5 + Math.floor(rng.skewed(40, 3));
      const ntee = orgs.publishedNtee[org] >= 0 ? NTEE_CODES[orgs.publishedNtee[org]] : null;
      yield returnRow(rng, {
        objectId,
        ein,
        name,
        state: state ?? '',
        taxYear,
        fiscalMonth: month,
        form,
        ntee,
        size: orgs.size[org],
        parseError,
        amended,
        returnTs: fixture?.returnTs ?? returnTimestamp(rng, taxYear, month, ctx.now),
        officerPay: people.total,
        grantsPaid,
        scheduleICash,
        contractorsOver100k,
        website: `WWW.${name.split(' ')[0].replace(/[^A-Z]/gi, '')}.ORG`,
        principalOfficer: form === F990 ? ((people.rows[0]?.[0] as string | undefined) ?? personName(rng.next(), rng.next(), 0)) : null,
        fmvAssets: fixtureOrg?.ein === '990000001' && taxYear === 2022 ? 2_500_000_000 : undefined,
      }).map((v, i) => (i === 3 && v === '' ? null : v));
    }
  }

  ctx.insert('returns', RETURN_COLUMNS, rows(), expected);
  const leftover = quotas.reduce((sum, q) => sum + q.quota.remaining, 0);
  if (leftover > 0) throw new Error(`filings: ${leftover} detail rows could not be placed (too few eligible filings at this scale)`);
}

const RETURN_COLUMNS = [
  'object_id',
  'ein',
  'org_name',
  'state',
  'tax_year',
  'tax_period_end',
  'return_type',
  'ntee_code',
  'total_revenue',
  'total_expenses',
  'program_expenses',
  'fundraising_expenses',
  'management_expenses',
  'total_assets_eoy',
  'officer_comp',
  'source_file',
  'parse_error',
  'contributions_received',
  'dividends',
  'interest_income',
  'net_gain_sale_assets',
  'contributions_paid',
  'fmv_assets_eoy',
  'net_assets_eoy',
  'grants_payable_eoy',
  'qualifying_distributions',
  'distributable_amount',
  'min_investment_return',
  'excess_distribution_cyov',
  'total_functional_expenses',
  'return_version',
  'contractors_over_100k_cnt',
  'amended_return',
  'return_ts',
  'name_line1',
  'name_line2',
  'name_rule_class',
  'name_street_suffix',
  'group_exemption_num',
  'group_return_for_affiliates_ind',
  'all_affiliates_included_ind',
  'voting_members_cnt',
  'voting_members_independent_cnt',
  'total_employee_cnt',
  'total_volunteers_cnt',
  'gross_receipts',
  'formation_year',
  'legal_domicile_state',
  'activity_or_mission_desc',
  'mission_desc',
  'website',
  'principal_officer_name',
] as const;

interface TableQuota {
  rule: FanOut;
  quota: Quota;
}

/** One quota per fan-out rule: the table's exact target minus fixture rows, split by the rule's part. */
function buildQuotas(u: Universe): TableQuota[] {
  const eligible = [0, 0, 0, 0];
  for (let f = 0; f < u.filings.count; f++) {
    if (!u.filings.fixture[f] && !(u.filings.flags[f] & FLAG_PARSE_ERROR)) eligible[u.filings.form[f]]++;
  }
  const fixed = emptyCounts();
  for (const filing of u.fixtureFilings) {
    const c = fixtureCounts(filing, u.scale);
    for (const t of DETAIL_TABLES) fixed[t] += c[t];
  }
  return FAN_OUT.map((rule) => {
    const siblings = FAN_OUT.filter((r) => r.table === rule.table);
    const partTotal = siblings.reduce((sum, r) => sum + (r.part ?? 1), 0);
    const generic = Math.max(0, target(u.scale, SCALE1[rule.table]) - fixed[rule.table]);
    // The last sibling takes the rounding remainder so the parts add up exactly.
    const isLast = siblings[siblings.length - 1] === rule;
    const before = siblings.slice(0, siblings.indexOf(rule)).reduce((sum, r) => sum + Math.round((generic * (r.part ?? 1)) / partTotal), 0);
    const rows = isLast ? generic - before : Math.round((generic * (rule.part ?? 1)) / partTotal);
    return { rule, quota: new Quota(rows, eligible[rule.form]) };
  });
}

function drawCounts(rng: Rng, quotas: readonly TableQuota[], form: number, size: number): DetailCounts {
  const counts = emptyCounts();
  const weight = Math.exp(0.35 * size - 0.06);
  for (const { rule, quota } of quotas) {
    if (rule.form !== form) continue;
    counts[rule.table] += quota.next(rng, rule.share, rule.spread, rule.table === 'officers' ? Math.sqrt(weight) : weight, rule.max);
  }
  return counts;
}

/** 160 paid grants (the named ones first), 3 future commitments and 1 expenditure-responsibility grant. */
function shapeFoundationGrants(rows: (string | number | null)[][], taxYear: number): void {
  const named: [string, number, string, string][] = [[SHARED_NAME, 15_000, 'CHICAGO', 'IL']];
  if (taxYear === 2022) named.unshift([RED_CROSS, 250_000, 'WASHINGTON', 'DC'], [FOOD_BANK, 120_000, 'HOUSTON', 'TX']);
  rows.forEach((row, k) => {
    row[0] = k < 160 ? 'paid' : k < 163 ? 'future' : 'exp_responsibility';
    row[10] = k === 163 ? `${taxYear}-06-30` : null;
    row[11] = k === 163 ? Math.round((row[9] as number) * 0.8) : null;
    if (k < named.length) {
      const [name, amount, city, state] = named[k];
      row[1] = name;
      row[2] = city;
      row[3] = state;
      row[4] = null;
      row[9] = amount;
    }
  });
}

/** The sponsors' gifts to the Red Cross and the health system's grant to the food bank (TY2022). */
function shapeScheduleI(rows: (string | number | null)[][], ein: string | undefined, taxYear: number): void {
  if (taxYear !== 2022 || rows.length === 0) return;
  const gift =
    ein === '237825575'
      ? [RED_CROSS, RED_CROSS_EIN, 'WASHINGTON', 'DC', '20006', 250_000]
      : ein === '110303001'
        ? [RED_CROSS, RED_CROSS_EIN, 'WASHINGTON', 'DC', '20006', 500_000]
        : ein === '990000002'
          ? [FOOD_BANK, '990000010', 'HOUSTON', 'TX', '77002', 75_000]
          : undefined;
  if (!gift) return;
  const [name, recipientEin, city, state, zip, cash] = gift;
  Object.assign(rows[0], { 0: name, 1: recipientEin, 2: city, 3: state, 4: zip, 5: '501(C)(3)', 6: cash, 7: null, 8: 'DISASTER RELIEF' });
}

/** Filed 3-11 months after the period ends, with a U.S. offset; never after the as-of date. */
function returnTimestamp(rng: Rng, taxYear: number, month: number, asOf: Date): string {
  const endYear = month === 12 ? taxYear : taxYear + 1;
  const filed = Date.UTC(endYear, month, 1) + rng.int(60, 330) * 86_400_000 + rng.int(0, 86_399) * 1000;
  const latest = asOf.getTime() - 86_400_000;
  const at = new Date(Math.min(filed, latest - rng.int(0, 86_399) * 1000));
  const offset = rng.int(4, 8);
  const local = new Date(at.getTime() - offset * 3_600_000).toISOString().slice(0, 19);
  return `${local}-0${offset}:00`;
}

/** Share of Form 990 returns with related organisations that name a person the related organisation also lists. */
const SHARED_OFFICER_RETURNS = 0.25;

/**
 * A person paid by a related organisation often sits on its board too, so totals summed over both
 * returns count their pay twice. Some returns name, as their last officer, a person a related
 * organisation listed on a return filed earlier, with pay from that related organisation.
 */
function shareOfficerWithRelatedOrg(
  rng: Rng,
  people: ReturnType<typeof officerRows>,
  related: readonly (readonly (string | number | null)[])[],
  officersByEin: ReadonlyMap<string, string>,
): void {
  const candidates = related.map((r) => officersByEin.get(r[1] as string)).filter((n): n is string => n !== undefined);
  if (candidates.length === 0 || people.rows.length === 0 || rng.next() >= SHARED_OFFICER_RETURNS) return;
  const row = people.rows[people.rows.length - 1];
  row[0] = rng.pick(candidates);
  // Form 990 officer rows: [name, title, hours, compensation, benefits, expense, filing-org pay, related-org pay, other, ...flags].
  row[7] = rng.int(5, 150) * 1_000;
  people.maxTotal = Math.max(people.maxTotal, ((row[6] as number | null) ?? 0) + (row[7] as number) + ((row[8] as number | null) ?? 0));
}
