// The organisations and the list of their filings, held as typed arrays (a few bytes per filing)
// so the filings can be emitted in object_id order without holding any table in memory.
import { FEZ, FIRST_TAX_YEAR, FPF, FT, F990, LAST_TAX_YEAR, TAX_YEARS } from './calendar.js';
import { FILER_ORGS, SCALE1, scaledMatrix, target } from './counts.js';
import { FIXTURE_ORGS, fixtureFilings, type MasterFileStatus } from './fixtures.js';
import { normal, unit } from './hash.js';
import { einNumber, orgNteeIndex } from './identity.js';

export const STATUS_BMF = 0;
export const STATUS_FORMER = 1;
export const STATUS_NONE = 2;
const STATUS_OF: Record<MasterFileStatus, number> = { bmf: STATUS_BMF, former: STATUS_FORMER, none: STATUS_NONE };

/** Filing flags. */
export const FLAG_PARSE_ERROR = 1;
export const FLAG_AMENDED = 2;
export const FLAG_AMENDED_UNKNOWN = 4;

export interface Orgs {
  /** Generic organisations first, then FIXTURE_ORGS. */
  count: number;
  firstFixture: number;
  ein: Float64Array;
  family: Uint8Array;
  /** Size on a standard-normal scale: revenue, assets and fan-out grow with it. */
  size: Float32Array;
  status: Uint8Array;
  /** Index into NTEE_CODES of the code the returns carry, or -1. */
  publishedNtee: Int16Array;
  /** Number of filings; 0 for organisations that never filed. */
  filings: Uint32Array;
  /** Latest tax year filed (0 when none). */
  lastYear: Uint16Array;
  /** Files 990-T too. */
  unrelatedIncome: Uint8Array;
}

export interface Filings {
  count: number;
  org: Uint32Array;
  taxYear: Uint16Array;
  form: Uint8Array;
  flags: Uint8Array;
  releaseYear: Uint16Array;
  /** Fixture filing index + 1, or 0. */
  fixture: Uint16Array;
  /** Filing indexes in object_id order. */
  order: Uint32Array;
}

export interface Universe {
  seed: number;
  scale: number;
  asOfYear: number;
  orgs: Orgs;
  filings: Filings;
  fixtureFilings: ReturnType<typeof fixtureFilings>;
}

// Salts of the stateless draws (each attribute its own).
const S_FAMILY = 1,
  S_SIZE = 2,
  S_STATUS = 3,
  S_UBI = 4,
  S_KEY = 5,
  S_KEYYEAR = 6,
  S_ORDER = 7,
  S_RELEASE = 8,
  S_PARSE = 9,
  S_AMEND = 10,
  S_NTEE_PICK = 11,
  S_AMEND_NULL = 12,
  S_SWITCH = 13;

/** Share of 990 and 990-EZ filers that may also file the other form in some years. */
const SWITCHER_SHARE = 0.03;

export function buildUniverse(seed: number, scale: number, asOf: Date): Universe {
  const asOfYear = asOf.getUTCFullYear();
  const orgs = buildOrgs(seed, scale);
  const fixtures = fixtureFilings();
  const filings = scheduleFilings(seed, scale, asOfYear, orgs, fixtures);
  assignNtee(seed, scale, orgs);
  return { seed, scale, asOfYear, orgs, filings, fixtureFilings: fixtures };
}

function buildOrgs(seed: number, scale: number): Orgs {
  const generic = Math.max(1, Math.round(FILER_ORGS * scale));
  const count = generic + FIXTURE_ORGS.length;
  const orgs: Orgs = {
    count,
    firstFixture: generic,
    ein: new Float64Array(count),
    family: new Uint8Array(count),
    size: new Float32Array(count),
    status: new Uint8Array(count),
    publishedNtee: new Int16Array(count).fill(-1),
    filings: new Uint32Array(count),
    lastYear: new Uint16Array(count),
    unrelatedIncome: new Uint8Array(count),
  };
  for (let i = 0; i < generic; i++) {
    const f = unit(seed, i, S_FAMILY);
    orgs.family[i] = f < 0.52 ? F990 : f < 0.83 ? FEZ : FPF;
    orgs.size[i] = normal(seed, i, S_SIZE);
    const s = unit(seed, i, S_STATUS);
    orgs.status[i] = s < 0.9 ? STATUS_BMF : s < 0.95 ? STATUS_FORMER : STATUS_NONE;
    orgs.ein[i] = einNumber(seed, i);
    // Unrelated-business filers are the larger charities.
    orgs.unrelatedIncome[i] = orgs.family[i] === F990 && unit(seed, i, S_UBI) < 0.06 + 0.06 * Math.max(0, orgs.size[i]) ? 1 : 0;
  }
  FIXTURE_ORGS.forEach((fixture, k) => {
    const i = generic + k;
    orgs.family[i] = fixture.family;
    orgs.size[i] = 2.5;
    orgs.status[i] = STATUS_OF[fixture.status];
    orgs.ein[i] = Number(fixture.ein);
  });
  return orgs;
}

/**
 * Each tax year × form cell picks its organisations by weighted sampling without replacement
 * (smallest keys win). An organisation's key mixes a fixed part and a yearly part, so most orgs
 * file year after year; before 2021 larger organisations are more likely to be e-filed.
 */
function scheduleFilings(seed: number, scale: number, asOfYear: number, orgs: Orgs, fixtures: ReturnType<typeof fixtureFilings>): Filings {
  const cells = scaledMatrix(scale);
  const fixturesInCell = (y: number, f: number): number => fixtures.filter((x) => x.taxYear === FIRST_TAX_YEAR + y && x.form === f).length;
  const pools: number[][] = [[], [], [], []];
  for (let i = 0; i < orgs.firstFixture; i++) {
    pools[orgs.family[i]].push(i);
    if (orgs.unrelatedIncome[i]) pools[FT].push(i);
    // A few organisations move between Form 990 and 990-EZ as their size crosses the thresholds.
    if (orgs.family[i] !== FPF && unit(seed, i, S_SWITCH) < SWITCHER_SHARE) pools[orgs.family[i] === F990 ? FEZ : F990].push(i);
  }
  let capacity = fixtures.length;
  for (let y = 0; y < TAX_YEARS; y++)
    for (const form of [F990, FEZ, FPF, FT]) capacity += Math.max(0, cells[y][form] - fixturesInCell(y, form));
  const filings: Filings = {
    count: 0,
    org: new Uint32Array(capacity),
    taxYear: new Uint16Array(capacity),
    form: new Uint8Array(capacity),
    flags: new Uint8Array(capacity),
    releaseYear: new Uint16Array(capacity),
    fixture: new Uint16Array(capacity),
    order: new Uint32Array(0),
  };
  const sortKey = new Float64Array(capacity);
  let at = 0;
  for (let y = 0; y < TAX_YEARS; y++) {
    for (const form of [F990, FEZ, FPF, FT]) {
      const n = Math.max(0, cells[y][form] - fixturesInCell(y, form));
      if (n === 0) continue;
      const pool = pools[form];
      const groups = Math.min(pool.length, Math.max(1, Math.round(n / 1.036)));
      const triples = Math.max(0, Math.min(Math.floor((n - groups) / 2), Math.round(groups * 0.003)));
      const doubles = Math.max(0, Math.min(groups - triples, n - groups - 2 * triples));
      const chosen = pickOrgs(seed, pool, groups, y, form, orgs);
      chosen.forEach((org, k) => {
        const copies = k < triples ? 3 : k < triples + doubles ? 2 : 1;
        const periodEndYear = periodEndYearOf(seed, org, FIRST_TAX_YEAR + y);
        for (let c = 0; c < copies; c++, at++) {
          filings.org[at] = org;
          filings.taxYear[at] = FIRST_TAX_YEAR + y;
          filings.form[at] = form;
          if (unit(seed, at, S_PARSE) < 0.0005) filings.flags[at] |= FLAG_PARSE_ERROR;
          else if (c > 0 && unit(seed, at, S_AMEND) < 0.4) filings.flags[at] |= FLAG_AMENDED;
          else if (unit(seed, at, S_AMEND_NULL) < 0.002) filings.flags[at] |= FLAG_AMENDED_UNKNOWN;
          const r = unit(seed, at, S_RELEASE);
          filings.releaseYear[at] = Math.min(asOfYear, periodEndYear + (r < 0.85 ? 1 : r < 0.925 ? 0 : 2));
          sortKey[at] = unit(seed, at, S_ORDER);
        }
      });
    }
  }
  fixtures.forEach((x, k) => {
    const org = orgs.firstFixture + x.org;
    filings.org[at] = org;
    filings.taxYear[at] = x.taxYear;
    filings.form[at] = x.form;
    filings.flags[at] = x.amended ? FLAG_AMENDED : 0;
    filings.releaseYear[at] = Math.min(asOfYear, x.taxYear + 1);
    filings.fixture[at] = k + 1;
    sortKey[at] = x.order ?? unit(seed, at, S_ORDER);
    at++;
  });
  const total = at;
  filings.count = total;
  for (let i = 0; i < total; i++) {
    const org = filings.org[i];
    orgs.filings[org]++;
    if (filings.taxYear[i] > orgs.lastYear[org]) orgs.lastYear[org] = filings.taxYear[i];
  }
  const order = new Uint32Array(total);
  for (let i = 0; i < total; i++) order[i] = i;
  filings.order = order;
  order.sort((a, b) => filings.releaseYear[a] - filings.releaseYear[b] || sortKey[a] - sortKey[b] || a - b);
  return filings;
}

function pickOrgs(seed: number, pool: readonly number[], n: number, yearIndex: number, form: number, orgs: Orgs): number[] {
  const keys = new Float64Array(pool.length);
  const year = FIRST_TAX_YEAR + yearIndex;
  for (let k = 0; k < pool.length; k++) {
    const i = pool[k];
    const persistent = unit(seed, i, S_KEY + form * 16);
    const yearly = unit(seed, i * 16 + yearIndex, S_KEYYEAR);
    const weight = year < 2021 ? Math.exp(0.45 * orgs.size[i]) : 1;
    keys[k] = (0.7 * persistent + 0.3 * yearly) / weight;
  }
  const idx = new Uint32Array(pool.length);
  for (let k = 0; k < idx.length; k++) idx[k] = k;
  idx.sort((a, b) => keys[a] - keys[b] || a - b);
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(pool[idx[k]]);
  return out;
}

/** Fiscal year-end month of an organisation: 12 for 70 %, else Jun, Sep, Mar or Aug. */
export function fiscalMonth(seed: number, org: number): number {
  const r = unit(seed, org, 40);
  return r < 0.7 ? 12 : r < 0.82 ? 6 : r < 0.9 ? 9 : r < 0.96 ? 3 : 8;
}

/** A fiscal year ends in the calendar year after the tax year begins. */
export function periodEndYearOf(seed: number, org: number, taxYear: number): number {
  return fiscalMonth(seed, org) === 12 ? taxYear : taxYear + 1;
}

/**
 * Exactly round(593,626·S) filer organisations carry an NTEE code on their returns: ≈ 95.5 % of
 * them from the current master file, ≈ 4.5 % kept from the file they left.
 */
function assignNtee(seed: number, scale: number, orgs: Orgs): void {
  const wanted = target(scale, SCALE1.returns_ntee_source);
  const candidates: number[][] = [[], []];
  for (let i = 0; i < orgs.count; i++) {
    if (orgs.filings[i] === 0) continue;
    if (i >= orgs.firstFixture) {
      const fixture = FIXTURE_ORGS[i - orgs.firstFixture];
      if (fixture.status !== 'none') orgs.publishedNtee[i] = orgNteeIndex(seed, i, fixture.ntee);
      continue;
    }
    if (orgs.status[i] === STATUS_BMF) candidates[0].push(i);
    else if (orgs.status[i] === STATUS_FORMER) candidates[1].push(i);
  }
  let fixturesWith = 0;
  for (let i = orgs.firstFixture; i < orgs.count; i++) if (orgs.publishedNtee[i] >= 0) fixturesWith++;
  const remaining = Math.max(0, wanted - fixturesWith);
  const fromFormer = Math.min(candidates[1].length, Math.round(remaining * 0.045));
  const fromCurrent = Math.min(candidates[0].length, remaining - fromFormer);
  for (const [list, n] of [
    [candidates[0], fromCurrent],
    [candidates[1], fromFormer],
  ] as const) {
    const keyed = list.map((i) => ({ i, k: unit(seed, i, S_NTEE_PICK) })).sort((a, b) => a.k - b.k || a.i - b.i);
    for (let k = 0; k < n; k++) orgs.publishedNtee[keyed[k].i] = orgNteeIndex(seed, keyed[k].i);
  }
}

export { LAST_TAX_YEAR };
