// The member universe: every member of Congress since 1789, built from a seat model (House
// seats by apportionment, two Senate seats per admitted state, occupants replaced over time)
// with well-known real members spliced into their seats. Everything later in the congress
// domain (bills, speeches, votes, trades, committees) draws its people from these rosters.
import {
  type BuildContext,
  congressEnd,
  congressStart,
  congressStartYear,
  lognormal,
  pad,
  type Rng,
  weightedSampleIndexes,
} from '../../../../../databases/build/kit/index.js';
import { STATES, STATE_NAME, type StateInfo } from '../../vocab/congress-states.js';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, MIDDLE_INITIALS, NICKNAMES } from '../../vocab/congress-names.js';
import { ANCHOR_MEMBERS, type AnchorMember } from '../../vocab/congress-anchors.js';
import { FIRST_BILL_CONGRESS, LAST_CONGRESS } from './calendar.js';

export type Chamber = 'House' | 'Senate';

/** A member as the congress domain simulates them: the stored fields plus the traits that drive the
 *  generated rows (how often they trade, speak, sponsor). Later domains read members back as the kit's Member. */
export interface SimulatedMember {
  bioguideId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  nickname: string;
  fullName: string;
  gender: 'M' | 'F';
  birthday: string;
  party: string;
  /** One-letter party code used by Congress.gov and vote records (D, R, I, ...). */
  partyCode: string;
  state: string;
  chamber: Chamber;
  district: number | null;
  senateClass: number | null;
  firstCongress: number;
  /** First Congress in `chamber` (rosters use seatCongress..lastCongress). */
  seatCongress: number;
  lastCongress: number;
  isCurrent: boolean;
  lisId: string;
  thomasId: string;
  fecIds: string[];
  /** How the Congressional Record prints the member (e.g. "Mr. McCONNELL"). */
  speakerName: string;
  tradeWeight: number;
  speechWeight: number;
  sponsorWeight: number;
  isAnchor: boolean;
}

export interface MemberUniverse {
  members: readonly SimulatedMember[];
  byId: ReadonlyMap<string, SimulatedMember>;
  /** Members serving in a chamber during a Congress (93rd onward). */
  roster(congress: number, chamber: Chamber): readonly SimulatedMember[];
}

/** Members of Congress at scale 1. */
export const MEMBERS_AT_SCALE_1 = 12_763;

const HOUSE_SIZE_STEPS: readonly (readonly [number, number])[] = [
  [1789, 65],
  [1793, 105],
  [1803, 142],
  [1813, 182],
  [1823, 213],
  [1833, 240],
  [1863, 241],
  [1873, 292],
  [1883, 325],
  [1893, 356],
  [1903, 386],
  [1913, 435],
];

// Chamber majorities from the 93rd Congress on (party of the majority, by Congress).
const HOUSE_MAJORITY: Readonly<Record<number, string>> = rangeMap([
  [93, 103, 'Democrat'],
  [104, 109, 'Republican'],
  [110, 111, 'Democrat'],
  [112, 115, 'Republican'],
  [116, 117, 'Democrat'],
  [118, 119, 'Republican'],
]);
const SENATE_MAJORITY: Readonly<Record<number, string>> = rangeMap([
  [93, 96, 'Democrat'],
  [97, 99, 'Republican'],
  [100, 103, 'Democrat'],
  [104, 106, 'Republican'],
  [107, 107, 'Democrat'],
  [108, 109, 'Republican'],
  [110, 113, 'Democrat'],
  [114, 116, 'Republican'],
  [117, 118, 'Democrat'],
  [119, 119, 'Republican'],
]);

function rangeMap(ranges: readonly (readonly [number, number, string])[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [from, to, party] of ranges) for (let c = from; c <= to; c++) out[c] = party;
  return out;
}

/** The party holding a chamber's majority in a Congress (93rd on). */
export function majorityParty(congress: number, chamber: Chamber): string {
  return (chamber === 'House' ? HOUSE_MAJORITY : SENATE_MAJORITY)[congress] ?? 'Democrat';
}

export function partyCode(party: string): string {
  if (party === 'Democrat') return 'D';
  if (party === 'Republican') return 'R';
  if (party === 'Independent') return 'I';
  return party.charAt(0);
}

/** Senate class whose six-year term begins with this Congress. */
function classUpAt(congress: number): number {
  return [2, 3, 1][congress % 3];
}

function houseSize(congress: number): number {
  const year = congressStartYear(congress);
  let size = HOUSE_SIZE_STEPS[0][1];
  for (const [from, n] of HOUSE_SIZE_STEPS) if (year >= from) size = n;
  return size;
}

interface Seat {
  chamber: Chamber;
  state: StateInfo;
  district: number | null;
  senateClass: number | null;
  activeFrom: number;
  breaks: Set<number>;
  anchorStarts: Map<number, AnchorMember>;
  claims: [number, number][];
}

function buildSeats(rng: Rng, fraction: number): Seat[] {
  const house: { seat: Seat; key: number }[] = [];
  const senate: { seat: Seat; key: number }[] = [];
  for (const state of STATES) {
    for (let d = 1; d <= state.houseSeats; d++) {
      const seat: Seat = {
        chamber: 'House',
        state,
        district: state.houseSeats === 1 ? 0 : d,
        senateClass: null,
        activeFrom: 0,
        breaks: new Set(),
        anchorStarts: new Map(),
        claims: [],
      };
      house.push({ seat, key: state.admitted + d * 2.5 + rng.next() * 25 });
    }
    const classes = rng.sample([1, 2, 3], 2);
    for (const senateClass of classes) {
      const seat: Seat = {
        chamber: 'Senate',
        state,
        district: null,
        senateClass,
        activeFrom: 0,
        breaks: new Set(),
        anchorStarts: new Map(),
        claims: [],
      };
      senate.push({ seat, key: state.admitted + rng.next() * 10 });
    }
  }
  house.sort((a, b) => a.key - b.key);
  senate.sort((a, b) => a.key - b.key);
  const active: Seat[] = [];
  const activate = (pool: { seat: Seat; key: number }[], wanted: number, congress: number): void => {
    const year = congressStartYear(congress);
    let have = pool.filter((p) => p.seat.activeFrom > 0).length;
    for (const p of pool) {
      if (have >= wanted) break;
      if (p.seat.activeFrom === 0 && p.seat.state.admitted <= year) {
        p.seat.activeFrom = congress;
        active.push(p.seat);
        have++;
      }
    }
  };
  for (let c = 1; c <= LAST_CONGRESS; c++) {
    const year = congressStartYear(c);
    const admitted = STATES.filter((s) => s.admitted <= year).length;
    activate(house, Math.max(1, Math.round(houseSize(c) * fraction)), c);
    activate(senate, Math.max(2, Math.round(2 * admitted * fraction)), c);
  }
  return active;
}

/** Relative chance that a seat changes hands at the start of a Congress. */
function turnover(seat: Seat, congress: number): number {
  const year = congressStartYear(congress);
  if (seat.chamber === 'Senate') {
    const era = year < 1913 ? 0.5 : 0.35;
    return seat.senateClass === classUpAt(congress) ? era : 0.03;
  }
  if (year < 1870) return 0.5;
  if (year < 1910) return 0.38;
  if (year < 1950) return 0.24;
  return 0.15;
}

/** Seat changes outside anchor tenures, chosen with era- and chamber-dependent turnover. */
function placeReplacements(rng: Rng, seats: readonly Seat[], replacements: number): void {
  const slots: [Seat, number][] = [];
  const weights: number[] = [];
  for (const seat of seats) {
    for (let c = seat.activeFrom + 1; c <= LAST_CONGRESS; c++) {
      if (seat.breaks.has(c) || seat.claims.some(([from, to]) => c >= from && c <= to + 1)) continue;
      slots.push([seat, c]);
      weights.push(turnover(seat, c));
    }
  }
  for (const i of weightedSampleIndexes(rng, weights, replacements)) slots[i][0].breaks.add(slots[i][1]);
}

/** Put anchors into a matching seat of their state (before any other seat changes are placed);
 *  anchors without one become extra members. */
function spliceAnchors(seats: readonly Seat[]): AnchorMember[] {
  const extras: AnchorMember[] = [];
  const ordered = [...ANCHOR_MEMBERS].sort((a, b) => a.seatCongress - b.seatCongress || a.bioguideId.localeCompare(b.bioguideId));
  for (const anchor of ordered) {
    const [from, to] = [anchor.seatCongress, anchor.lastCongress];
    const candidates = seats.filter(
      (s) =>
        s.chamber === anchor.chamber &&
        s.state.code === anchor.state &&
        s.activeFrom <= from &&
        !s.claims.some(([a, b]) => a <= to && from <= b),
    );
    const exact = candidates.find((s) =>
      anchor.chamber === 'House' ? s.district === anchor.district : s.senateClass === anchor.senateClass,
    );
    const seat = exact ?? candidates[0];
    if (!seat) {
      extras.push(anchor);
      continue;
    }
    if (from > seat.activeFrom) seat.breaks.add(from);
    if (to < LAST_CONGRESS) seat.breaks.add(to + 1);
    seat.anchorStarts.set(from, anchor);
    seat.claims.push([from, to]);
  }
  return extras;
}

function partyFor(rng: Rng, congress: number, chamber: Chamber): string {
  const year = congressStartYear(congress);
  const r = rng.next();
  if (year < 1795) return r < 0.55 ? 'Pro-Administration' : 'Anti-Administration';
  if (year < 1825) return r < 0.65 ? 'Democratic-Republican' : 'Federalist';
  if (year < 1837) return r < 0.55 ? 'Jacksonian' : r < 0.9 ? 'Anti-Jacksonian' : 'Adams';
  if (year < 1857) return r < 0.5 ? 'Democrat' : r < 0.92 ? 'Whig' : 'American';
  if (year < 1933)
    return r < 0.52 ? 'Republican' : r < 0.97 ? 'Democrat' : r < 0.98 ? 'Progressive' : r < 0.99 ? 'Populist' : 'Independent';
  if (congress < FIRST_BILL_CONGRESS) return r < 0.6 ? 'Democrat' : r < 0.995 ? 'Republican' : 'Independent';
  const majority = majorityParty(congress, chamber);
  const minority = majority === 'Democrat' ? 'Republican' : 'Democrat';
  return r < 0.56 ? majority : r < 0.995 ? minority : 'Independent';
}

function femaleShare(year: number): number {
  if (year < 1917) return 0;
  if (year < 1950) return 0.02;
  if (year < 1970) return 0.03;
  if (year < 1990) return 0.06;
  if (year < 2000) return 0.12;
  if (year < 2010) return 0.17;
  if (year < 2020) return 0.22;
  return 0.3;
}

function randomBirthday(rng: Rng, startYear: number, chamber: Chamber): string {
  const age = rng.int(chamber === 'Senate' ? 33 : 28, 64);
  return `${startYear - age}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
}

function synthesize(rng: Rng, seat: Seat, from: number, to: number): SimulatedMember {
  const startYear = congressStartYear(from);
  const gender: 'M' | 'F' = rng.next() < femaleShare(startYear) ? 'F' : 'M';
  const firstName = rng.pick(gender === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const middleName = rng.bool(0.35) ? rng.pick(MIDDLE_INITIALS) : '';
  const nickname = NICKNAMES.has(firstName) && rng.bool(0.3) ? (NICKNAMES.get(firstName) ?? '') : '';
  const party = partyFor(rng, from, seat.chamber);
  const senator = seat.chamber === 'Senate';
  const modern = to >= 112;
  return {
    bioguideId: '',
    firstName,
    middleName,
    lastName,
    nickname,
    fullName: composeFullName(firstName, middleName, lastName, nickname),
    gender,
    birthday: randomBirthday(rng, startYear, seat.chamber),
    party,
    partyCode: partyCode(party),
    state: seat.state.code,
    chamber: seat.chamber,
    district: seat.district,
    senateClass: seat.senateClass,
    firstCongress: from,
    seatCongress: from,
    lastCongress: to,
    isCurrent: to === LAST_CONGRESS,
    lisId: '',
    thomasId: '',
    fecIds: [],
    speakerName: '',
    tradeWeight: modern && rng.bool(0.32) ? lognormal(rng, 1.2) : 0,
    speechWeight: lognormal(rng, 0.9) * (senator ? 1.3 : 1),
    sponsorWeight: lognormal(rng, 0.7),
    isAnchor: false,
  };
}

function composeFullName(first: string, middle: string, last: string, nickname: string): string {
  if (nickname) return `${nickname} ${last}`;
  if (!middle) return `${first} ${last}`;
  return `${first} ${middle.length === 1 ? `${middle}.` : middle} ${last}`;
}

function fromAnchor(anchor: AnchorMember): SimulatedMember {
  return {
    bioguideId: anchor.bioguideId,
    firstName: anchor.firstName,
    middleName: anchor.middleName,
    lastName: anchor.lastName,
    nickname: anchor.nickname,
    fullName: composeFullName(anchor.firstName, anchor.middleName, anchor.lastName, anchor.nickname),
    gender: anchor.gender,
    birthday: anchor.birthday,
    party: anchor.party,
    partyCode: partyCode(anchor.party),
    state: anchor.state,
    chamber: anchor.chamber,
    district: anchor.district,
    senateClass: anchor.senateClass,
    firstCongress: anchor.firstCongress,
    seatCongress: anchor.seatCongress,
    lastCongress: anchor.lastCongress,
    isCurrent: anchor.lastCongress === LAST_CONGRESS,
    lisId: anchor.lisId,
    thomasId: '',
    fecIds: anchor.bioguideId === 'P000197' ? ['H8CA05035'] : [],
    speakerName: '',
    tradeWeight: anchor.tradeWeight,
    speechWeight: anchor.speechWeight,
    sponsorWeight: anchor.sponsorWeight,
    isAnchor: true,
  };
}

/** "McCONNELL", "O'BRIEN", "OCASIO-CORTEZ": the Record's upper-casing of surnames. */
function recordSurname(last: string): string {
  if (/^Mc[A-Z]/.test(last)) return `Mc${last.slice(2).toUpperCase()}`;
  return last.toUpperCase();
}

function assignIdentifiers(members: SimulatedMember[]): void {
  const used = new Set(members.filter((m) => m.bioguideId).map((m) => m.bioguideId));
  const counters = new Map<string, number>();
  for (const m of members) {
    if (m.bioguideId) continue;
    const letter = m.lastName
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase();
    let n = counters.get(letter) ?? 0;
    let id: string;
    do {
      n++;
      id = `${letter}${pad(n, 6)}`;
    } while (used.has(id));
    counters.set(letter, n);
    used.add(id);
    m.bioguideId = id;
  }

  const usedLis = new Set(members.map((m) => m.lisId).filter((x) => x));
  let lis = 0;
  for (const m of members) {
    if (m.chamber !== 'Senate' || m.lastCongress < 101 || m.lisId) continue;
    let id: string;
    do {
      lis++;
      id = `S${pad(lis, 3)}`;
    } while (usedLis.has(id));
    usedLis.add(id);
    m.lisId = id;
  }

  let thomas = 0;
  for (const m of members) if (m.lastCongress >= FIRST_BILL_CONGRESS) m.thomasId = pad(++thomas, 5);

  const usedFec = new Set(members.flatMap((m) => m.fecIds));
  const fecSeq = new Map<string, number>();
  for (const m of members) {
    if (m.lastCongress < 96 || m.fecIds.length) continue;
    const electionYear = congressStartYear(Math.max(m.firstCongress, 96)) - 1;
    const office =
      m.chamber === 'House' ? `H${electionYear % 10}${m.state}${pad(m.district ?? 0, 2)}` : `S${electionYear % 10}${m.state}00`;
    let seq = fecSeq.get(office) ?? 0;
    let id: string;
    do {
      seq++;
      id = `${office}${pad(seq, 3)}`;
    } while (usedFec.has(id));
    fecSeq.set(office, seq);
    usedFec.add(id);
    m.fecIds = [id];
  }
}

/** Record speaker names, with "of <State>" where two members of a chamber share a surname. */
function assignSpeakerNames(members: SimulatedMember[]): void {
  const base = (m: SimulatedMember): string => `${m.gender === 'F' ? 'Ms.' : 'Mr.'} ${recordSurname(m.lastName)}`;
  const counts = new Map<string, number>();
  const recordEra = members.filter((m) => m.lastCongress >= 103);
  for (const m of recordEra) {
    const key = `${m.chamber}|${base(m)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const m of recordEra) {
    const shared = (counts.get(`${m.chamber}|${base(m)}`) ?? 0) > 1;
    m.speakerName = shared && !m.isAnchor ? `${base(m)} of ${STATE_NAME.get(m.state) ?? m.state}` : base(m);
  }
}

export function buildMemberUniverse(ctx: BuildContext): MemberUniverse {
  const target = ctx.count(MEMBERS_AT_SCALE_1, 400);
  const seatRng = ctx.rng('congress_members/seats');
  const seats = buildSeats(seatRng, Math.min(1, target / MEMBERS_AT_SCALE_1));
  const extras = spliceAnchors(seats);
  const occupants = seats.length + extras.length + seats.reduce((n, s) => n + s.breaks.size, 0);
  placeReplacements(seatRng, seats, Math.max(0, target - occupants));

  const peopleRng = ctx.rng('congress_members/people');
  const members: SimulatedMember[] = [];
  for (const seat of seats) {
    const starts = [seat.activeFrom, ...[...seat.breaks].filter((b) => b > seat.activeFrom)].sort((a, b) => a - b);
    for (let i = 0; i < starts.length; i++) {
      const from = starts[i];
      const to = (starts[i + 1] ?? LAST_CONGRESS + 1) - 1;
      const anchor = seat.anchorStarts.get(from);
      members.push(anchor ? fromAnchor(anchor) : synthesize(peopleRng, seat, from, to));
    }
  }
  for (const anchor of extras) members.push(fromAnchor(anchor));
  members.sort(
    (a, b) =>
      a.firstCongress - b.firstCongress ||
      a.seatCongress - b.seatCongress ||
      a.state.localeCompare(b.state) ||
      (a.district ?? -1) - (b.district ?? -1) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName),
  );
  assignIdentifiers(members);
  assignSpeakerNames(members);

  const byId = new Map(members.map((m) => [m.bioguideId, m]));
  const rosters = new Map<string, SimulatedMember[]>();
  for (const m of members) {
    for (let c = Math.max(m.seatCongress, FIRST_BILL_CONGRESS); c <= m.lastCongress; c++) {
      const key = `${c}|${m.chamber}`;
      const list = rosters.get(key);
      if (list) list.push(m);
      else rosters.set(key, [m]);
    }
  }
  return { members, byId, roster: (congress, chamber) => rosters.get(`${congress}|${chamber}`) ?? [] };
}

/** Term end shown as last_served: a current member's term runs past the data snapshot. */
function lastServed(m: SimulatedMember): string {
  if (!m.isCurrent) return congressEnd(m.lastCongress);
  if (m.chamber === 'House') return congressEnd(LAST_CONGRESS);
  return { 1: '2031-01-03', 2: '2027-01-03', 3: '2029-01-03' }[m.senateClass ?? 2] ?? '2027-01-03';
}

function termsCount(m: SimulatedMember): number {
  if (m.chamber === 'House') return m.lastCongress - m.firstCongress + 1;
  return Math.ceil((m.lastCongress - m.seatCongress + 1) / 3) + (m.seatCongress - m.firstCongress);
}

export const MEMBER_COLUMNS = [
  'bioguide_id',
  'first_name',
  'last_name',
  'full_name',
  'nickname',
  'party',
  'state',
  'chamber',
  'district',
  'first_served',
  'last_served',
  'is_current',
  'fec_ids',
  'thomas_id',
  'lis_id',
  'birthday',
  'gender',
  'terms_count',
  'served_until',
] as const;

export function* memberRows(universe: MemberUniverse): Generator<unknown[]> {
  for (const m of universe.members) {
    const last = lastServed(m);
    yield [
      m.bioguideId,
      m.firstName,
      m.lastName,
      m.fullName,
      m.nickname,
      m.party,
      m.state,
      m.chamber,
      m.district,
      congressStart(m.firstCongress),
      last,
      m.isCurrent ? 1 : 0,
      m.fecIds.length ? JSON.stringify(m.fecIds) : '',
      m.thomasId,
      m.lisId,
      m.birthday,
      m.gender,
      termsCount(m),
      m.isCurrent ? null : last,
    ];
  }
}

export function* lisRows(universe: MemberUniverse): Generator<unknown[]> {
  for (const m of universe.members) if (m.lisId) yield [m.lisId, m.bioguideId];
}

/** "Rep. Pelosi, Nancy [D-CA-11]" / "Sen. Grassley, Chuck [R-IA]" as Congress.gov prints sponsors. */
export function congressGovName(m: SimulatedMember): string {
  const first = m.nickname || m.firstName;
  const middle = m.middleName ? ` ${m.middleName.length === 1 ? `${m.middleName}.` : m.middleName}` : '';
  if (m.chamber === 'Senate') return `Sen. ${m.lastName}, ${first}${middle} [${m.partyCode}-${m.state}]`;
  const district = m.district === 0 ? 'At Large' : String(m.district);
  return `Rep. ${m.lastName}, ${first}${middle} [${m.partyCode}-${m.state}-${district}]`;
}
