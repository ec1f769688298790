// The master-file domain: bmf (current file), bmf_former (organisations that left it), where each
// filer's NTEE code came from, and the provenance row of the loaded file.
import { createHash } from 'node:crypto';
import { type BuildContext, dayOfDate, type Domain, isoDay, pad, type Row } from '../../../../../databases/build/kit/index.js';
import { FEZ, FPF, F990 } from '../../calendar.js';
import { SCALE1, target } from '../../counts.js';
import { DISSOLVED_DROPPED_ASOF, FIXTURE_ORGS } from '../../fixtures.js';
import { unit } from '../../hash.js';
import { cityOf, einNumber, einText, NTEE_CODES, orgNteeIndex, stateIndex, zipOf } from '../../identity.js';
import { orgName } from '../../names.js';
import { universeOf } from '../../universe-cache.js';
import { STATUS_BMF, STATUS_FORMER, fiscalMonth, periodEndYearOf, type Universe } from '../../universe.js';
import { STATES, type UspsCode } from '../../vocab/places.js';
import { BMF_COLUMNS, BMF_FORMER_COLUMNS } from '../../../schema/master-file-columns.js';
import { PUBLIC_CHARITY_FOUNDATION, masterFileRow } from './rows.js';

export const masterFileDomain: Domain = {
  name: 'master-file',
  database: '990data_public',
  schema: ['master-file.sql'],
  generate: generateMasterFile,
  derive: [],
};

/** The current file is the day before the build's as-of date. */
export function masterFileAsOf(now: Date): string {
  return isoDay(dayOfDate(now) - 1);
}

/** Who a row stands for: organisation index, or an extra master-file-only number. */
interface Entry {
  n: number;
  ein: number;
}

function generateMasterFile(ctx: BuildContext): void {
  const u = universeOf(ctx);
  const { orgs, seed } = u;
  const asOf = masterFileAsOf(ctx.now);

  // Current file: generic and fixture organisations in it, then master-file-only rows to the target.
  const current: Entry[] = [];
  const former: Entry[] = [];
  for (let i = 0; i < orgs.count; i++) {
    if (orgs.status[i] === STATUS_BMF) current.push({ n: i, ein: orgs.ein[i] });
    else if (orgs.status[i] === STATUS_FORMER) former.push({ n: i, ein: orgs.ein[i] });
  }
  const extraCurrent = Math.max(0, target(u.scale, SCALE1.bmf) - current.length);
  const extraFormer = Math.max(0, target(u.scale, SCALE1.bmf_former) - former.length);
  for (let j = 0; j < extraCurrent; j++) current.push({ n: orgs.count + j, ein: einNumber(seed, orgs.firstFixture + j) });
  for (let j = 0; j < extraFormer; j++)
    former.push({ n: orgs.count + extraCurrent + j, ein: einNumber(seed, orgs.firstFixture + extraCurrent + j) });
  current.sort((a, b) => a.ein - b.ein);
  former.sort((a, b) => a.ein - b.ein);

  ctx.insert('bmf', BMF_COLUMNS, currentRows(ctx, u, current), current.length);
  const droppedOn = new Map<number, { lastSeen: string; dropped: string }>();
  ctx.insert('bmf_former', BMF_FORMER_COLUMNS, formerRows(u, former, asOf, droppedOn), former.length);
  ctx.insert(
    'returns_ntee_source',
    ['ein', 'ntee_code', 'source', 'source_asof'],
    nteeSourceRows(u, asOf, droppedOn),
    target(u.scale, SCALE1.returns_ntee_source),
  );
  ctx.insert('bmf_source_meta', ['loaded_utc', 'as_of_date', 'source_files', 'row_count', 'content_sha256'], [sourceMeta(ctx, asOf)], 1);
}

/** Family of a master-file-only organisation (no filings): small charities mostly. */
function extraFamily(seed: number, n: number): number {
  const r = unit(seed, n, 50);
  return r < 0.07 ? FPF : r < 0.5 ? FEZ : F990;
}

function* currentRows(ctx: BuildContext, u: Universe, entries: readonly Entry[]): Generator<Row> {
  const { orgs, seed } = u;
  const rng = ctx.rng('master-file');
  for (const { n } of entries) {
    const isOrg = n < orgs.count;
    const fixture = n >= orgs.firstFixture && isOrg ? FIXTURE_ORGS[n - orgs.firstFixture] : undefined;
    const family = isOrg ? orgs.family[n] : extraFamily(seed, n);
    const s = stateIndex(seed, n);
    const month = fixture ? 12 : fiscalMonth(seed, n);
    const filed = isOrg && orgs.filings[n] > 0;
    const ntee = fixture
      ? fixture.ntee
      : isOrg
        ? orgs.publishedNtee[n] >= 0
          ? NTEE_CODES[orgs.publishedNtee[n]]
          : null
        : unit(seed, n, 51) < 0.8
          ? NTEE_CODES[orgNteeIndex(seed, n)]
          : null;
    yield masterFileRow(rng, {
      ein: einText(isOrg ? orgs.ein[n] : einNumber(seed, n - orgs.count + orgs.firstFixture)),
      name: orgName(seed, n, family, isOrg ? orgs.firstFixture : Infinity),
      city: fixture ? STATES.find((x) => x[0] === fixture.state)![2][0] : cityOf(seed, n, s),
      state: fixture ? fixture.state : STATES[s][0],
      zip: zipOf(seed, n, s),
      family,
      size: isOrg ? orgs.size[n] : -0.5 + 0.8 * (unit(seed, n, 52) - 0.5),
      ntee,
      fiscalMonth: month,
      taxPeriod: filed
        ? `${periodEndYearOf(seed, n, orgs.lastYear[n])}${pad(month, 2)}`
        : unit(seed, n, 53) < 0.5
          ? null
          : `${2015 + Math.floor(unit(seed, n, 54) * 10)}12`,
      foundation: fixture?.foundation,
    });
  }
}

function* formerRows(
  u: Universe,
  entries: readonly Entry[],
  asOf: string,
  droppedOn: Map<number, { lastSeen: string; dropped: string }>,
): Generator<Row> {
  const { orgs, seed } = u;
  const asOfMonth = Number(asOf.slice(0, 4)) * 12 + Number(asOf.slice(5, 7)) - 1;
  for (const { n, ein } of entries) {
    const isOrg = n < orgs.count;
    const fixture = n >= orgs.firstFixture && isOrg ? FIXTURE_ORGS[n - orgs.firstFixture] : undefined;
    const family = isOrg ? orgs.family[n] : extraFamily(seed, n);
    const s = stateIndex(seed, n);
    // Dropped from a monthly file after the organisation's last return (or any month since 2018).
    const earliest = isOrg && orgs.filings[n] > 0 ? (orgs.lastYear[n] + 2) * 12 : 2018 * 12;
    const month = Math.min(asOfMonth, earliest + Math.floor(unit(seed, n, 55) * Math.max(1, asOfMonth - earliest)));
    const dropped = fixture ? DISSOLVED_DROPPED_ASOF : `${Math.floor(month / 12)}-${pad((month % 12) + 1, 2)}-01`;
    const prev = Number(dropped.slice(0, 4)) * 12 + Number(dropped.slice(5, 7)) - 2;
    const lastSeen = `${Math.floor(prev / 12)}-${pad((prev % 12) + 1, 2)}-01`;
    droppedOn.set(n, { lastSeen, dropped });
    const ntee = fixture
      ? fixture.ntee
      : isOrg
        ? orgs.publishedNtee[n] >= 0
          ? NTEE_CODES[orgs.publishedNtee[n]]
          : unit(seed, n, 56) < 0.5
            ? NTEE_CODES[orgNteeIndex(seed, n)]
            : null
        : unit(seed, n, 51) < 0.8
          ? NTEE_CODES[orgNteeIndex(seed, n)]
          : null;
    const subsection = family === FPF || unit(seed, n, 57) < 0.8 ? '03' : '04';
    yield [
      einText(ein),
      orgName(seed, n, family, isOrg ? orgs.firstFixture : Infinity),
      fixture ? 'BURLINGTON' : cityOf(seed, n, s),
      fixture ? fixture.state : STATES[s][0],
      subsection,
      ntee,
      formerRuling(seed, n, Number(lastSeen.slice(0, 4))),
      fixture ? fixture.foundation : formerFoundation(seed, n, family, subsection),
      formerStatus(seed, n),
      lastSeen,
      dropped,
    ];
  }
}

/** Ruling month (`YYYYMM`) of an organisation that left the file: at least a year before it was last seen. */
function formerRuling(seed: number, n: number, lastSeenYear: number): string {
  const year = 1950 + Math.floor(unit(seed, n, 58) * (lastSeenYear - 1950));
  return `${year}${pad(1 + Math.floor(unit(seed, n, 59) * 12), 2)}`;
}

/** Foundation code as the current file assigns it: private foundations 02-04, public charities by type. */
function formerFoundation(seed: number, n: number, family: number, subsection: string): string {
  const r = unit(seed, n, 60);
  if (family === FPF) return r < 0.8 ? '04' : r < 0.9 ? '02' : '03';
  return subsection === '03' ? PUBLIC_CHARITY_FOUNDATION[Math.floor(r * PUBLIC_CHARITY_FOUNDATION.length)] : '00';
}

/** Last exemption status: mostly unconditional, a few terminated or conditional. */
function formerStatus(seed: number, n: number): string {
  const r = unit(seed, n, 61);
  return r < 0.9 ? '01' : r < 0.94 ? '25' : r < 0.97 ? '02' : '12';
}

function* nteeSourceRows(u: Universe, asOf: string, droppedOn: ReadonlyMap<number, { lastSeen: string }>): Generator<Row> {
  const { orgs } = u;
  const order: number[] = [];
  for (let i = 0; i < orgs.count; i++) if (orgs.publishedNtee[i] >= 0) order.push(i);
  order.sort((a, b) => orgs.ein[a] - orgs.ein[b]);
  for (const i of order) {
    const kept = orgs.status[i] === STATUS_FORMER;
    yield [
      einText(orgs.ein[i]),
      NTEE_CODES[orgs.publishedNtee[i]],
      kept ? 'prior_bmf_kept' : 'bmf',
      kept ? (droppedOn.get(i)?.lastSeen ?? asOf) : asOf,
    ];
  }
}

/** Regional extract files: states by IRS region; eo4 holds foreign and territory addresses. */
const REGION_OF_STATE: Partial<Record<UspsCode, number>> = {};
const NORTHEAST: readonly UspsCode[] = ['CT', 'ME', 'MA', 'NH', 'NJ', 'NY', 'RI', 'VT'];
const MID_ATLANTIC_GREAT_LAKES: readonly UspsCode[] = [
  'DE',
  'DC',
  'IL',
  'IN',
  'IA',
  'KY',
  'MD',
  'MI',
  'MN',
  'NE',
  'NC',
  'ND',
  'OH',
  'PA',
  'SC',
  'SD',
  'VA',
  'WV',
  'WI',
];
for (const s of NORTHEAST) REGION_OF_STATE[s] = 1;
for (const s of MID_ATLANTIC_GREAT_LAKES) REGION_OF_STATE[s] = 2;

function sourceMeta(ctx: BuildContext, asOf: string): Row {
  const files = [0, 0, 0, 0];
  const hash = createHash('sha256');
  let first = true;
  let rows = 0;
  for (const r of ctx.db.prepare('select ein, name, state from bmf order by ein').iterate() as IterableIterator<{
    ein: string;
    name: string | null;
    state: string | null;
  }>) {
    if (!first) hash.update('\n');
    hash.update(`${r.ein}\t${r.name ?? ''}`);
    first = false;
    rows++;
    const region = r.state === null || r.state === 'PR' ? 4 : (REGION_OF_STATE[r.state as UspsCode] ?? 3);
    files[region - 1]++;
  }
  const manifest = JSON.stringify(files.map((n, i) => ({ file: `eo${i + 1}.csv`, rows: n })));
  return [`${isoDay(dayOfDate(ctx.now))}T06:00:00Z`, asOf, manifest, rows, hash.digest('hex')];
}
