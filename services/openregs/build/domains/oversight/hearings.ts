// hearings, hearing_witnesses and hearing_members: committee hearings published on GovInfo
// from 1993 to the build's "now", their witnesses and the members who sat on them.
import {
  type BuildContext,
  congressOfDay,
  dayOf,
  dayOfDate,
  dayOfIso,
  fill,
  isoDay,
  type Member,
  type Rng,
  type Row,
  sessionOfDay,
  yearOfDay,
} from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS, normalizeOrganization } from '../../vocab/organizations.js';
import { COMMITTEES, type Committee, type HearingChamber } from '../../vocab/oversight-committees.js';
import { GOVERNMENT_WITNESS_TITLES, LOCAL_WITNESS_TITLES, PRIVATE_WITNESS_TITLES } from '../../vocab/oversight-people.js';
import { HEARING_TITLE_PATTERNS, NOMINATION_HEARING_PATTERNS, POLICY_AREAS, type PolicyArea } from '../../vocab/oversight-policy.js';
import type { MemberIndex } from './members.js';
import { anyState, cityAndState, personName } from './people.js';

export interface Hearing {
  readonly packageId: string;
  readonly congress: number;
  readonly chamber: HearingChamber;
  readonly day: number;
  readonly area: PolicyArea;
}

const FIRST_HEARING_DAY = dayOf(1993, 1, 5);
const CHAMBER_LETTER: Record<HearingChamber, string> = { HOUSE: 'h', SENATE: 's', JOINT: 'j' };
/** GovInfo's older records spell the chamber in title case; keep a few like that. */
const LEGACY_CHAMBER: Record<HearingChamber, string> = { HOUSE: 'House', SENATE: 'Senate', JOINT: 'JOINT' };

const committeesByChamber = (chamber: HearingChamber): readonly Committee[] => COMMITTEES.filter((c) => c.chamber === chamber);
const areaByKey = new Map(POLICY_AREAS.map((a) => [a.key, a]));

/** Move weekend days to the nearest weekday (hearings are held Monday to Friday). */
function weekday(day: number): number {
  const dow = (day + 4) % 7; // 0 = Sunday
  return dow === 0 ? day + 1 : dow === 6 ? day - 1 : day;
}

/** Share of Senate hearings that consider nominations. */
const NOMINATION_HEARING_SHARE = 0.15;

function hearingTitle(rng: Rng, area: PolicyArea, day: number, chamber: HearingChamber): string {
  const nomination = chamber === 'SENATE' && rng.bool(NOMINATION_HEARING_SHARE);
  const title = fill(
    rng.pick(nomination ? NOMINATION_HEARING_PATTERNS : HEARING_TITLE_PATTERNS),
    {
      issue: rng.pick(area.issues),
      agency: rng.pick(area.agencies),
      year: yearOfDay(day) + 1,
      name: personName(rng).full,
      name2: personName(rng).full,
    },
    { lowerInnerThe: true },
  );
  // GovInfo titles of older hearings are printed in capitals.
  return yearOfDay(day) < 2011 ? title.toUpperCase() : title;
}

/** Inserts the hearings and returns what their child tables need (one small record each). */
export function insertHearings(ctx: BuildContext): Hearing[] {
  const rng = ctx.rng('hearings');
  const n = ctx.count(46_177, 60);
  const lastDay = dayOfDate(ctx.now);
  const span = lastDay - FIRST_HEARING_DAY;
  const numbers = new Map<string, number>();
  const hearings: Hearing[] = [];
  const chambers: HearingChamber[] = ['HOUSE', 'SENATE', 'JOINT'];
  const byChamber = new Map(chambers.map((c) => [c, committeesByChamber(c)]));

  const fixtures = fixtureHearings(ctx, lastDay);

  function* rows(): Generator<Row> {
    for (let i = 0; i < n; i++) {
      const day = Math.min(lastDay, weekday(FIRST_HEARING_DAY + Math.floor(((i + rng.next()) * span) / n)));
      const chamber = rng.weighted(chambers, [55, 40, 5]);
      const committeeList = byChamber.get(chamber) ?? [];
      const committee = rng.weighted(
        committeeList,
        committeeList.map((c) => c.weight),
      );
      yield hearingRow(day, chamber, committee, null);
    }
    for (const f of fixtures) yield hearingRow(f.day, 'SENATE', f.committee, f);
  }

  function hearingRow(day: number, chamber: HearingChamber, committee: Committee, fixture: FixtureHearing | null): Row {
    const congress = congressOfDay(day);
    const key = `${congress}${CHAMBER_LETTER[chamber]}`;
    const number = (numbers.get(key) ?? rng.int(10_000, 40_000)) + rng.int(1, 9);
    numbers.set(key, number);
    const packageId = `CHRG-${congress}${CHAMBER_LETTER[chamber]}hrg${number}`;
    const area = areaByKey.get(fixture ? fixture.area : rng.pick(committee.areas)) ?? POLICY_AREAS[0];
    const sub = committee.subcommittees.length > 0 && rng.bool(0.55) ? rng.pick(committee.subcommittees) : null;
    const chamberWord = chamber === 'JOINT' ? 'Joint' : chamber === 'HOUSE' ? 'House' : 'Senate';
    // "Joint Economic Committee" already says its chamber: not "Joint Joint Economic Committee".
    const full = committee.name.startsWith(`${chamberWord} `) ? committee.name : `${chamberWord} ${committee.name}`;
    const committees = JSON.stringify([
      {
        name: sub ?? committee.name,
        chamber: chamber,
        full_hierarchy: sub ? `${full} > ${sub}` : full,
      },
    ]);
    hearings.push({ packageId, congress, chamber, day, area });
    const storedChamber = rng.bool(0.015) ? LEGACY_CHAMBER[chamber] : chamber;
    const base = `https://www.govinfo.gov/content/pkg/${packageId}`;
    const title = fixture ? (yearOfDay(day) < 2011 ? fixture.title.toUpperCase() : fixture.title) : hearingTitle(rng, area, day, chamber);
    return [
      packageId,
      title,
      storedChamber,
      congress,
      String(sessionOfDay(day)),
      isoDay(day),
      committees,
      `https://www.govinfo.gov/app/details/${packageId}`,
      `${base}/html/${packageId}.htm`,
      `${base}/pdf/${packageId}.pdf`,
    ];
  }
  ctx.insert(
    'hearings',
    ['package_id', 'title', 'chamber', 'congress', 'session', 'date_issued', 'committees', 'detail_url', 'html_url', 'pdf_url'],
    rows(),
    n + fixtures.length,
  );
  return hearings;
}

interface FixtureHearing {
  readonly day: number;
  readonly committee: Committee;
  readonly area: string;
  readonly title: string;
}

/** Senate hearings the published research questions pair with members' trades, made at every
 *  seed and scale: one on health within 30 days after the latest UnitedHealth (UNH) trade, and
 *  one on the military within 60 days after the latest Lockheed Martin or RTX trade. */
const FIXTURE_HEARINGS = [
  {
    tickers: ['UNH'],
    within: 30,
    area: 'health',
    committee: 'Committee on Health, Education, Labor, and Pensions',
    title: 'Health Care Costs and Coverage for Working Families',
  },
  {
    tickers: ['LMT', 'RTX'],
    within: 60,
    area: 'defense',
    committee: 'Committee on Armed Services',
    title: 'Military Readiness and the Defense Industrial Base',
  },
] as const;

function fixtureHearings(ctx: BuildContext, lastDay: number): FixtureHearing[] {
  const rng = ctx.rng('hearings/fixtures');
  const out: FixtureHearing[] = [];
  for (const f of FIXTURE_HEARINGS) {
    const committee = COMMITTEES.find((c) => c.chamber === 'SENATE' && c.name === f.committee);
    const traded = ctx.db
      .prepare(
        `select max(transaction_date) from stock_trades
      where ticker in (${f.tickers.map(() => '?').join(', ')}) and transaction_date between '1' and ?`,
      )
      .pluck()
      .get(...f.tickers, isoDay(lastDay - f.within)) as string | null;
    if (!committee || !traded) continue;
    const tradeDay = dayOfIso(traded);
    out.push({ day: weekday(tradeDay + rng.int(3, f.within - 3)), committee, area: f.area, title: f.title });
  }
  return out;
}

interface Witness {
  readonly name: string;
  readonly title: string;
  readonly organization: string;
  readonly location: string;
  /** First day of the witness's years in public life; see CAREER_DAYS. */
  readonly careerStart: number;
}

/** How long a witness keeps being called to testify. */
const CAREER_DAYS = 12 * 365;

/** A recurring cast of witnesses per policy area, sorted by career start: officials of its
 *  agencies, people from the shared organisation list, state and local officials, and people
 *  with no affiliation. */
function witnessPools(ctx: BuildContext): Map<string, Witness[]> {
  const rng = ctx.rng('hearing_witness_pool');
  const perArea = Math.max(8, Math.round(ctx.count(109_242) / 3 / POLICY_AREAS.length));
  const firstStart = FIRST_HEARING_DAY - CAREER_DAYS;
  const lastStart = dayOfDate(ctx.now);
  const pools = new Map<string, Witness[]>();
  for (const area of POLICY_AREAS) {
    const pool: Witness[] = [];
    for (let i = 0; i < perArea; i++) {
      const person = personName(rng);
      const careerStart = firstStart + Math.floor(((i + rng.next()) * (lastStart - firstStart)) / perArea);
      const kind = rng.weighted(['government', 'private', 'local', 'none'], [30, 52, 10, 8]);
      if (kind === 'government') {
        const title = rng.pick(GOVERNMENT_WITNESS_TITLES);
        pool.push({
          name: rng.bool(0.4) ? `Hon. ${person.full}` : person.full,
          title,
          organization: rng.pick(area.agencies),
          location: 'Washington, DC',
          careerStart,
        });
      } else if (kind === 'private') {
        // Skewed: the associations and firms at the head of the list testify most often.
        const organization = ORGANIZATIONS[rng.skewed(ORGANIZATIONS.length, 1.7)];
        pool.push({
          name: person.full,
          title: rng.pick(PRIVATE_WITNESS_TITLES),
          organization,
          location: rng.bool(0.6) ? 'Washington, DC' : cityAndState(rng),
          careerStart,
        });
      } else if (kind === 'local') {
        const state = anyState(rng);
        const city = rng.pick(state.cities);
        const title = rng.pick(LOCAL_WITNESS_TITLES);
        const statewide =
          title === 'Governor' || title.startsWith('State') || title === 'Attorney General' || title === 'Secretary of State';
        pool.push({
          name: `Hon. ${person.full}`,
          title,
          organization: statewide ? `State of ${state.name}` : `City of ${city}`,
          location: `${city}, ${state.code}`,
          careerStart,
        });
      } else {
        pool.push({
          name: person.full,
          title: rng.bool(0.5) ? 'Private Citizen' : '',
          organization: '',
          location: cityAndState(rng),
          careerStart,
        });
      }
    }
    pools.set(area.key, pool);
  }
  return pools;
}

/** First index in `pool` (sorted by careerStart) whose career starts at or after `day`. */
function firstStartingFrom(pool: readonly Witness[], day: number): number {
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool[mid].careerStart < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function insertHearingWitnesses(ctx: BuildContext, hearings: readonly Hearing[]): void {
  const pools = witnessPools(ctx);
  const rng = ctx.rng('hearing_witnesses');
  function* rows(): Generator<Row> {
    for (const h of hearings) {
      if (rng.bool(0.04)) continue; // members-only hearings and markups list no witnesses
      const pool = pools.get(h.area.key) ?? [];
      // Witnesses whose career spans the hearing day.
      const from = firstStartingFrom(pool, h.day - CAREER_DAYS);
      const to = Math.max(from + 1, firstStartingFrom(pool, h.day + 1));
      const k = 1 + Math.floor(5.5 * rng.next() ** 2);
      const seen = new Set<string>();
      for (let j = 0; j < k; j++) {
        const w = pool[Math.min(pool.length - 1, from + rng.skewed(to - from, 1.5))];
        if (seen.has(w.name)) continue;
        seen.add(w.name);
        const normalized = w.organization === '' ? null : normalizeOrganization(w.organization);
        yield [h.packageId, w.name, w.title, w.organization, normalized, w.location];
      }
    }
  }
  ctx.insert(
    'hearing_witnesses',
    ['package_id', 'name', 'title', 'organization', 'organization_normalized', 'location'],
    rows(),
    ctx.count(109_242),
  );
}

export function insertHearingMembers(ctx: BuildContext, hearings: readonly Hearing[], members: MemberIndex): void {
  const rng = ctx.rng('hearing_members');
  function* rows(): Generator<Row> {
    for (const h of hearings) {
      const seated: readonly Member[] =
        h.chamber === 'JOINT'
          ? [...members.serving(h.congress, 'House'), ...members.serving(h.congress, 'Senate')]
          : members.serving(h.congress, h.chamber === 'HOUSE' ? 'House' : 'Senate');
      const k = Math.min(seated.length, 5 + Math.floor(58 * rng.next() ** 1.6));
      const names = new Set<string>();
      const picked = new Set<number>();
      for (let attempts = 0; picked.size < k && attempts < k * 4; attempts++) {
        const index = rng.int(0, seated.length - 1);
        if (picked.has(index)) continue;
        picked.add(index);
        const member = seated[index];
        // Two members may share a name; the record lists the name once.
        if (member.fullName === '' || names.has(member.fullName)) continue;
        const role = names.size === 0 ? 'chair' : names.size === 1 ? 'ranking member' : 'committee member';
        names.add(member.fullName);
        yield [h.packageId, member.fullName, role, member.bioguideId];
      }
      // Participants the source could not link to a member record (delegates' staff, spelling
      // variants): kept with a NULL bioguide_id, under names no member has.
      const unlinked = Math.round(names.size * 0.04 * 2 * rng.next());
      for (let j = 0; j < unlinked; j++) {
        const name = personName(rng, 0.5).full;
        if (names.has(name) || members.isMemberName(name)) continue;
        names.add(name);
        yield [h.packageId, name, 'committee member', null];
      }
    }
  }
  ctx.insert('hearing_members', ['package_id', 'name', 'role', 'bioguide_id'], rows(), ctx.count(1_244_920));
}
