// Bills and resolutions of the 93rd-119th Congresses with their sponsor, cosponsors, CRS
// subjects and action history. Each Congress is generated from its own random stream, so a
// table pass can regenerate exactly the same bills (one pass per table keeps memory flat).
import {
  apportion,
  type BuildContext,
  isoDay,
  lognormal,
  ordinal,
  type Rng,
  spreadIntegers,
  WeightedPicker,
  weightedSampleIndexes,
} from '../../../../../databases/build/kit/index.js';
import { POLICY_AREAS, GENERAL_SUBJECTS, type PolicyArea } from '../../vocab/congress-policy.js';
import { COMMITTEES } from '../../vocab/congress-committees.js';
import { congressSpan, FIRST_BILL_CONGRESS, LAST_CONGRESS, DATA_END_DAY } from './calendar.js';
import { congressGovName, type Chamber, type SimulatedMember, type MemberUniverse } from './members.js';
import { billSummary, billTitle, type BillType } from './bill-text.js';

/** Bills at scale 1. */
export const BILLS_AT_SCALE_1 = 144_471;
/** A bill the published examples use; it always exists, with cosponsors and floor time. */
export const SHOWCASE_BILL = { congress: 118, type: 'hr' as BillType, number: 3684 };

export interface BillAction {
  day: number;
  text: string;
  type: string;
  /** Quirky "chamber" column: the action's committee or action code. */
  code: string;
  /** Quirky "action_code" column: the action's source. */
  source: string;
}

export interface BillCosponsor {
  member: SimulatedMember;
  date: string;
  original: boolean;
}

export interface Bill {
  billId: string;
  congress: number;
  type: BillType;
  number: number;
  title: string;
  policyArea: string | null;
  introducedDay: number;
  originChamber: Chamber;
  sponsor: SimulatedMember;
  cosponsors: BillCosponsor[];
  subjects: string[];
  actions: BillAction[];
  summary: string;
}

const TYPES: readonly BillType[] = ['hr', 's', 'hres', 'sres', 'hjres', 'sjres', 'hconres', 'sconres'];
const TYPE_SHARE: Readonly<Record<BillType, number>> = {
  hr: 0.56,
  s: 0.27,
  hres: 0.075,
  sres: 0.045,
  hjres: 0.02,
  sjres: 0.01,
  hconres: 0.012,
  sconres: 0.008,
};
const TYPE_MAX_NUMBER: Readonly<Record<BillType, number>> = {
  hr: 10_000,
  s: 5_500,
  hres: 1_600,
  sres: 950,
  hjres: 200,
  sjres: 120,
  hconres: 130,
  sconres: 60,
};
const TYPE_URL: Readonly<Record<BillType, string>> = {
  hr: 'house-bill',
  s: 'senate-bill',
  hres: 'house-resolution',
  sres: 'senate-resolution',
  hjres: 'house-joint-resolution',
  sjres: 'senate-joint-resolution',
  hconres: 'house-concurrent-resolution',
  sconres: 'senate-concurrent-resolution',
};
const COMMITTEE_SHORT = new Map(COMMITTEES.map((c) => [c.id, c.short]));

function congressWeight(congress: number): number {
  if (congress <= 96) return 1.35;
  if (congress <= 110) return 1;
  if (congress < LAST_CONGRESS) return 1.1;
  return 0.85;
}

export function billId(congress: number, type: string, number: number): string {
  return `${congress}-${type}-${number}`;
}

export function billUrl(congress: number, type: BillType, number: number): string {
  return `https://www.congress.gov/bill/${ordinal(congress)}-congress/${TYPE_URL[type]}/${number}`;
}

/** Bills per Congress at this build's scale. */
export function billsPerCongress(ctx: BuildContext): Map<number, number> {
  const congresses: number[] = [];
  for (let c = FIRST_BILL_CONGRESS; c <= LAST_CONGRESS; c++) congresses.push(c);
  const counts = apportion(ctx.count(BILLS_AT_SCALE_1, 1000), congresses.map(congressWeight));
  return new Map(congresses.map((c, i) => [c, counts[i]]));
}

/** Cosponsor selection per chamber roster: members lean to cosponsoring with their own party. */
class CosponsorPool {
  private readonly pickers = new Map<string, WeightedPicker<SimulatedMember>>();
  constructor(readonly roster: readonly SimulatedMember[]) {}
  private affinity(member: SimulatedMember, party: string): number {
    return member.sponsorWeight * (member.partyCode === party ? 4 : 1);
  }
  pick(rng: Rng, sponsor: SimulatedMember, k: number): SimulatedMember[] {
    const party = sponsor.partyCode === 'R' ? 'R' : 'D';
    const wanted = Math.min(k, this.roster.length - 1);
    if (wanted <= 0) return [];
    if (wanted > this.roster.length / 4) {
      const candidates = this.roster.filter((m) => m !== sponsor);
      return weightedSampleIndexes(
        rng,
        candidates.map((m) => this.affinity(m, party)),
        wanted,
      ).map((i) => candidates[i]);
    }
    let picker = this.pickers.get(party);
    if (!picker) {
      picker = new WeightedPicker(
        this.roster,
        this.roster.map((m) => this.affinity(m, party)),
      );
      this.pickers.set(party, picker);
    }
    const chosen = new Set<SimulatedMember>();
    while (chosen.size < wanted) {
      const m = picker.pick(rng);
      if (m !== sponsor) chosen.add(m);
    }
    return [...chosen];
  }
}

interface CongressContext {
  congress: number;
  span: [number, number];
  sponsors: Record<Chamber, WeightedPicker<SimulatedMember>>;
  cosponsors: Record<Chamber, CosponsorPool>;
  lawNumber: number;
  reportNumber: number;
  rollNumber: number;
}

const AREA_PICKER_BILLS = { items: POLICY_AREAS, weights: POLICY_AREAS.map((a) => (a.name === 'Congress' ? 0.8 : a.weight)) };
const AREA_PICKER_RESOLUTIONS = { items: POLICY_AREAS, weights: POLICY_AREAS.map((a) => (a.name === 'Congress' ? 14 : a.weight)) };

function committeeFor(area: PolicyArea, chamber: Chamber): string {
  return chamber === 'House' ? area.houseCommittee : area.senateCommittee;
}

function referral(area: PolicyArea, chamber: Chamber, day: number): BillAction {
  const id = committeeFor(area, chamber);
  const short = COMMITTEE_SHORT.get(id) ?? 'Rules';
  return chamber === 'House'
    ? { day, text: `Referred to the House Committee on ${short}.`, type: 'IntroReferral', code: 'H11100', source: 'House floor actions' }
    : {
        day,
        text: `Read twice and referred to the Committee on ${short}.`,
        type: 'IntroReferral',
        code: id.toLowerCase() + '00',
        source: 'Senate',
      };
}

/** Floor consideration and passage in one chamber (several actions, as Congress.gov records them). */
function floorPassage(rng: Rng, cc: CongressContext, chamber: Chamber, day: number, isResolution: boolean): BillAction[] {
  const what = isResolution ? 'agree to the resolution' : 'pass the bill';
  if (chamber === 'House') {
    const considered: BillAction = {
      day,
      text: rng.bool(0.5) ? 'Considered under suspension of the rules.' : 'Considered under the provisions of rule H. Res.',
      type: 'Floor',
      code: 'H30000',
      source: 'House floor actions',
    };
    const debate: BillAction = {
      day,
      text: 'DEBATE - The House proceeded with forty minutes of debate on the measure.',
      type: 'Floor',
      code: 'H8D000',
      source: 'House floor actions',
    };
    const reconsider: BillAction = {
      day,
      text: 'Motion to reconsider laid on the table Agreed to without objection.',
      type: 'Floor',
      code: 'H38310',
      source: 'House floor actions',
    };
    if (rng.bool(0.45))
      return [
        considered,
        debate,
        {
          day,
          text: `Passed/agreed to in House: On motion to suspend the rules and ${what} Agreed to by voice vote.`,
          type: 'Floor',
          code: 'H37300',
          source: 'House floor actions',
        },
        reconsider,
      ];
    const yeas = rng.int(218, 420);
    return [
      considered,
      debate,
      {
        day,
        text: `Passed/agreed to in House: On passage Passed by recorded vote: ${yeas} - ${432 - yeas} (Roll no. ${++cc.rollNumber}).`,
        type: 'Floor',
        code: 'H37100',
        source: 'House floor actions',
      },
      reconsider,
    ];
  }
  const laid: BillAction = {
    day,
    text: 'Measure laid before Senate by unanimous consent.',
    type: 'Floor',
    code: '17000',
    source: 'Senate',
  };
  const message: BillAction = { day, text: 'Message on Senate action sent to the House.', type: 'Floor', code: '', source: 'Senate' };
  if (rng.bool(0.6))
    return [
      laid,
      {
        day,
        text: `Passed Senate ${rng.bool(0.5) ? 'without amendment' : 'with an amendment'} by Unanimous Consent.`,
        type: 'Floor',
        code: '17000',
        source: 'Senate',
      },
      message,
    ];
  const yeas = rng.int(51, 97);
  return [
    laid,
    {
      day,
      text: `Passed Senate without amendment by Yea-Nay Vote. ${yeas} - ${100 - yeas}. Record Vote Number: ${rng.int(1, 400)}.`,
      type: 'Floor',
      code: '17000',
      source: 'Senate',
    },
    message,
  ];
}

/** Action history; stops when the Congress (or the data snapshot) ends. */
function billActions(
  rng: Rng,
  cc: CongressContext,
  bill: { type: BillType; introducedDay: number; originChamber: Chamber; sponsor: SimulatedMember },
  area: PolicyArea,
  major: boolean,
): BillAction[] {
  const origin = bill.originChamber;
  const other: Chamber = origin === 'House' ? 'Senate' : 'House';
  const last = cc.span[1];
  const actions: BillAction[] = [];
  let day = bill.introducedDay;
  const step = (min: number, max: number): boolean => {
    day += rng.int(min, max);
    return day <= last;
  };
  const simple = bill.type === 'hres' || bill.type === 'sres';
  const concurrent = bill.type === 'hconres' || bill.type === 'sconres';

  if (simple && origin === 'Senate' && rng.bool(0.45)) {
    actions.push({
      day,
      text: 'Submitted in the Senate. Resolution agreed to in Senate without amendment and with a preamble by Unanimous Consent.',
      type: 'Floor',
      code: '17000',
      source: 'Senate',
    });
    return actions;
  }
  actions.push(
    simple
      ? {
          day,
          text: `Submitted in the ${origin}`,
          type: 'IntroReferral',
          code: origin === 'House' ? 'Intro-H' : '10000',
          source: 'Library of Congress',
        }
      : {
          day,
          text: `Introduced in ${origin}`,
          type: 'IntroReferral',
          code: origin === 'House' ? 'Intro-H' : '10000',
          source: 'Library of Congress',
        },
  );
  actions.push(referral(area, origin, day));
  if (rng.bool(0.3))
    actions.push({
      day,
      text: `Sponsor introductory remarks on measure. (CR ${origin === 'House' ? 'H' : 'S'}${rng.int(10, 9999)})`,
      type: 'IntroReferral',
      code: origin === 'House' ? 'B00100' : '',
      source: 'Library of Congress',
    });
  if (origin === 'House' && rng.bool(0.55))
    actions.push({
      day: day + rng.int(0, 20),
      text: `Referred to the Subcommittee on ${rng.pick(area.subjects)}.`,
      type: 'Committee',
      code: committeeFor(area, 'House').toLowerCase() + '10',
      source: 'House committee actions',
    });
  if (actions[actions.length - 1].day > last) actions.pop();

  const committeeCode = committeeFor(area, origin).toLowerCase() + '00';
  const reachesCommittee = rng.bool(major ? 0.9 : simple ? 0.2 : 0.5);
  if (!reachesCommittee) return actions;
  const sessions = rng.int(1, 9);
  for (let i = 0; i < sessions; i++) {
    if (!step(7, 90)) return actions;
    actions.push({
      day,
      text: rng.pick([
        'Subcommittee Hearings Held.',
        'Committee Hearings Held.',
        'Subcommittee Consideration and Mark-up Session Held.',
        'Forwarded by Subcommittee to Full Committee by Voice Vote.',
        'Committee Consideration and Mark-up Session Held.',
      ]),
      type: 'Committee',
      code: committeeCode,
      source: `${origin} committee actions`,
    });
  }
  if (!rng.bool(major ? 0.85 : 0.55) || !step(1, 60)) return actions;
  actions.push({
    day,
    text: rng.bool(0.5)
      ? 'Ordered to be Reported by Voice Vote.'
      : `Ordered to be Reported (Amended) by the Yeas and Nays: ${rng.int(15, 35)} - ${rng.int(0, 25)}.`,
    type: 'Committee',
    code: committeeCode,
    source: `${origin} committee actions`,
  });
  if (!step(5, 90)) return actions;
  const report = ++cc.reportNumber;
  actions.push(
    origin === 'House'
      ? {
          day,
          text: `Reported (Amended) by the Committee on ${COMMITTEE_SHORT.get(committeeFor(area, 'House')) ?? 'Rules'}. H. Rept. ${cc.congress}-${report}.`,
          type: 'Committee',
          code: 'H12200',
          source: 'House floor actions',
        }
      : {
          day,
          text: `Committee on ${COMMITTEE_SHORT.get(committeeFor(area, 'Senate')) ?? 'Rules'}. Reported by Senator ${bill.sponsor.lastName} with an amendment in the nature of a substitute. With written report No. ${cc.congress}-${report}.`,
          type: 'Committee',
          code: '14000',
          source: 'Senate',
        },
  );
  actions.push({
    day,
    text:
      origin === 'House'
        ? `Placed on the Union Calendar, Calendar No. ${report}.`
        : `Placed on Senate Legislative Calendar under General Orders. Calendar No. ${report}.`,
    type: 'Calendars',
    code: origin === 'House' ? 'H12410' : '',
    source: origin === 'House' ? 'House floor actions' : 'Senate',
  });

  if (!rng.bool(major ? 0.85 : 0.55) || !step(3, 120)) return actions;
  actions.push(...floorPassage(rng, cc, origin, day, simple || concurrent));
  if (simple) return actions;
  if (!step(1, 10)) return actions;
  actions.push({
    day,
    text: `Received in the ${other}.`,
    type: 'IntroReferral',
    code: other === 'House' ? 'H14000' : '',
    source: other === 'House' ? 'House floor actions' : 'Senate',
  });
  if (!rng.bool(major ? 0.8 : 0.45)) return actions;
  actions.push(referral(area, other, day));
  if (!step(10, 120)) return actions;
  actions.push(...floorPassage(rng, cc, other, day, concurrent));
  if (concurrent) return actions;
  if (!step(3, 20)) return actions;
  actions.push({ day, text: 'Presented to President.', type: 'Floor', code: 'E30000', source: 'House floor actions' });
  if (!step(1, 10)) return actions;
  if (rng.bool(0.03)) {
    actions.push({ day, text: 'Vetoed by President.', type: 'Veto', code: 'E30000', source: 'House floor actions' });
    return actions;
  }
  actions.push({ day, text: 'Signed by President.', type: 'President', code: 'E40000', source: 'Library of Congress' });
  actions.push({
    day,
    text: `Became Public Law No: ${cc.congress}-${++cc.lawNumber}.`,
    type: 'BecameLaw',
    code: 'E40000',
    source: 'Library of Congress',
  });
  return actions;
}

function cosponsorCount(rng: Rng, major: boolean, type: BillType): number {
  if (!major && rng.bool(type === 'hres' || type === 'sres' ? 0.45 : 0.3)) return 0;
  return Math.floor(lognormal(rng, 1.3, major ? 4.5 : 1.8));
}

function subjectsFor(rng: Rng, area: PolicyArea, type: BillType): string[] {
  const simple = type.endsWith('res');
  const k = simple ? rng.int(1, 4) : 1 + Math.floor(lognormal(rng, 0.8, 2.05));
  const subjects = new Set<string>([area.name]);
  const own = rng.sample(area.subjects, Math.min(area.subjects.length, Math.ceil(k * 0.7)));
  for (const s of own) {
    if (subjects.size >= k) break;
    subjects.add(s);
  }
  // Bounded draws: general subjects overlap some area lists, so k may exceed what is available.
  for (let tries = 0; subjects.size < k && tries < 3 * k; tries++) subjects.add(rng.pick(GENERAL_SUBJECTS));
  return [...subjects];
}

/** Every bill of one Congress, in bill-type and number order. */
export function* congressBills(ctx: BuildContext, universe: MemberUniverse, congress: number, count: number): Generator<Bill> {
  const rng = ctx.rng(`legislation/${congress}`);
  const span = congressSpan(congress);
  const roster = { House: universe.roster(congress, 'House'), Senate: universe.roster(congress, 'Senate') };
  const cc: CongressContext = {
    congress,
    span,
    lawNumber: 0,
    reportNumber: 0,
    rollNumber: 0,
    sponsors: {
      House: new WeightedPicker(
        roster.House,
        roster.House.map((m) => m.sponsorWeight),
      ),
      Senate: new WeightedPicker(
        roster.Senate,
        roster.Senate.map((m) => m.sponsorWeight),
      ),
    },
    cosponsors: { House: new CosponsorPool(roster.House), Senate: new CosponsorPool(roster.Senate) },
  };
  const typeCounts = apportion(
    count,
    TYPES.map((t) => TYPE_SHARE[t]),
  );
  const scaleOfNumbers = congressWeight(congress);
  const firstYearEnd = Math.min(span[0] + 364, span[1]);

  for (let t = 0; t < TYPES.length; t++) {
    const type = TYPES[t];
    const n = typeCounts[t];
    if (n === 0) continue;
    const numbers = spreadIntegers(rng, n, 1, Math.max(n, Math.round(TYPE_MAX_NUMBER[type] * scaleOfNumbers)));
    if (congress === SHOWCASE_BILL.congress && type === SHOWCASE_BILL.type && !numbers.includes(SHOWCASE_BILL.number)) {
      const nearest = numbers.reduce(
        (best, x, i) => (Math.abs(x - SHOWCASE_BILL.number) < Math.abs(numbers[best] - SHOWCASE_BILL.number) ? i : best),
        0,
      );
      numbers[nearest] = SHOWCASE_BILL.number;
      numbers.sort((a, b) => a - b);
    }
    const days = numbers.map(() => (rng.bool(0.62) ? rng.int(span[0], firstYearEnd) : rng.int(span[0], span[1]))).sort((a, b) => a - b);
    const originChamber: Chamber = type.startsWith('h') ? 'House' : 'Senate';
    const simple = type === 'hres' || type === 'sres';
    for (let i = 0; i < n; i++) {
      const number = numbers[i];
      const showcase = congress === SHOWCASE_BILL.congress && type === SHOWCASE_BILL.type && number === SHOWCASE_BILL.number;
      const picker = simple ? AREA_PICKER_RESOLUTIONS : AREA_PICKER_BILLS;
      const area = showcase
        ? (POLICY_AREAS.find((a) => a.name === 'Transportation and Public Works') ?? POLICY_AREAS[0])
        : rng.weighted(picker.items, picker.weights);
      if (cc.sponsors[originChamber].empty) continue;
      const sponsor = cc.sponsors[originChamber].pick(rng);
      const major = showcase || rng.bool(0.03);
      const introducedDay = days[i];
      const year = Number(isoDay(introducedDay).slice(0, 4));
      const title = showcase
        ? 'Infrastructure Investment and Climate Resilience Act of 2023'
        : billTitle(rng, type, area, year, rng.int(1, 9000));
      const actions = billActions(rng, cc, { type, introducedDay, originChamber, sponsor }, area, major);
      const lastDay = actions[actions.length - 1].day;
      const chosen = cc.cosponsors[originChamber].pick(rng, sponsor, Math.max(showcase ? 60 : 0, cosponsorCount(rng, major, type)));
      const originals = chosen.length ? Math.max(1, Math.round(chosen.length * (0.4 + 0.4 * rng.next()))) : 0;
      const laterFrom = Math.min(introducedDay + 1, span[1]);
      const laterTo = Math.max(laterFrom, Math.min(lastDay + 60, span[1]));
      const laterDays = chosen
        .slice(originals)
        .map(() => rng.int(laterFrom, laterTo))
        .sort((a, b) => a - b);
      const cosponsors: BillCosponsor[] = chosen.map((member, j) => ({
        member,
        original: j < originals,
        date: j < originals ? isoDay(introducedDay) : rng.bool(0.004) ? '' : isoDay(Math.min(laterDays[j - originals], DATA_END_DAY)),
      }));
      const policyArea = congress === LAST_CONGRESS && rng.bool(0.06) ? null : rng.bool(0.01) ? '' : area.name;
      yield {
        billId: billId(congress, type, number),
        congress,
        type,
        number,
        title,
        policyArea,
        introducedDay,
        originChamber,
        sponsor,
        cosponsors,
        subjects: subjectsFor(rng, area, type),
        actions,
        summary: billSummary(rng, title, area, congress),
      };
    }
  }
}

/** All bills of all Congresses, regenerated from the per-Congress streams. */
export function* allBills(ctx: BuildContext, universe: MemberUniverse): Generator<Bill> {
  for (const [congress, count] of billsPerCongress(ctx)) yield* congressBills(ctx, universe, congress, count);
}

export const LEGISLATION_COLUMNS = [
  'bill_id',
  'congress',
  'bill_type',
  'bill_number',
  'title',
  'policy_area',
  'introduced_date',
  'latest_action_date',
  'latest_action_text',
  'origin_chamber',
  'sponsor_name',
  'sponsor_state',
  'sponsor_party',
  'sponsor_bioguide_id',
  'cosponsor_count',
  'summary_text',
  'update_date',
  'url',
] as const;

export function* legislationRows(ctx: BuildContext, universe: MemberUniverse): Generator<unknown[]> {
  const rng = ctx.rng('legislation/update_date');
  for (const b of allBills(ctx, universe)) {
    const latest = b.actions[b.actions.length - 1];
    yield [
      b.billId,
      b.congress,
      b.type,
      b.number,
      b.title,
      b.policyArea,
      isoDay(b.introducedDay),
      isoDay(latest.day),
      latest.text,
      b.originChamber,
      congressGovName(b.sponsor),
      b.sponsor.state,
      b.sponsor.partyCode,
      b.sponsor.bioguideId,
      b.cosponsors.length,
      b.summary,
      isoDay(Math.min(latest.day + rng.int(0, 20), DATA_END_DAY)),
      billUrl(b.congress, b.type, b.number),
    ];
  }
}

export const ACTION_COLUMNS = ['bill_id', 'action_date', 'action_text', 'action_type', 'chamber', 'action_code'] as const;

export function* actionRows(ctx: BuildContext, universe: MemberUniverse): Generator<unknown[]> {
  for (const b of allBills(ctx, universe)) {
    for (const a of b.actions) yield [b.billId, isoDay(a.day), a.text, a.type, a.code, a.source];
  }
}

export function* subjectRows(ctx: BuildContext, universe: MemberUniverse): Generator<unknown[]> {
  for (const b of allBills(ctx, universe)) for (const s of b.subjects) yield [b.billId, s];
}

export const COSPONSOR_COLUMNS = [
  'bill_id',
  'bioguide_id',
  'full_name',
  'party',
  'state',
  'sponsorship_date',
  'is_original_cosponsor',
] as const;

export function* cosponsorRows(ctx: BuildContext, universe: MemberUniverse): Generator<unknown[]> {
  for (const b of allBills(ctx, universe)) {
    for (const c of b.cosponsors)
      yield [b.billId, c.member.bioguideId, congressGovName(c.member), c.member.partyCode, c.member.state, c.date, c.original ? 1 : 0];
  }
}
