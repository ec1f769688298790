// The Congressional Record since 1994: granules per session day and chamber, who spoke in each
// (crec_speakers) and which bills each mentions (crec_bills). Structure comes from one random
// stream per year and text from another, so the three table passes see identical granules and
// only the congressional_record pass pays for the text.
import {
  type BuildContext,
  congressOfDate,
  dayOfIso,
  isoDay,
  type Rng,
  sessionOfDate,
  stochasticRound,
  WeightedPicker,
  weekday,
} from '../../../../../databases/build/kit/index.js';
import {
  DIGEST_TITLES,
  HOUSE_SESSION_TITLES,
  SENATE_SESSION_TITLES,
  SPEECH_TOPICS,
  TRIBUTE_TITLES,
  type SpeechTopic,
} from '../../vocab/congress-speech.js';
import { DATA_END_DAY, FIRST_CREC_YEAR } from './calendar.js';
import type { Chamber, SimulatedMember, MemberUniverse } from './members.js';
import { introducedBy, type BillLists, type BillRef, type CongressBills } from './bill-lists.js';
import { billId } from './legislation.js';
import {
  adjournmentText,
  billListText,
  committeeMeetingsText,
  communicationsText,
  digestText,
  extensionText,
  pledgeText,
  prayerText,
  speechText,
  tributeName,
} from './speech-text.js';

/** Granules at scale 1. */
export const GRANULES_AT_SCALE_1 = 878_583;

type GranuleClass = 'SENATE' | 'HOUSE' | 'EXTENSIONS' | 'DAILYDIGEST';
type SubClass =
  | 'ALLOTHER'
  | 'PRAYER'
  | 'PLEDGE'
  | 'ADJOURNMENT'
  | 'EXECUTIVECOMMUNICATIONS'
  | 'INTRODUCEDBILLS'
  | 'ADDITIONALSPONSORS'
  | 'COMMITTEEMEETINGS'
  | 'AMENDMENTS'
  | 'DAILYDIGEST';

const CHAMBER_LABEL: Readonly<Record<GranuleClass, string>> = {
  SENATE: 'Senate',
  HOUSE: 'House',
  EXTENSIONS: 'Extensions of Remarks',
  DAILYDIGEST: 'Daily Digest',
};
const PAGE_PREFIX: Readonly<Record<GranuleClass, string>> = { SENATE: 'S', HOUSE: 'H', EXTENSIONS: 'E', DAILYDIGEST: 'D' };
const SHARE: Readonly<Record<GranuleClass, number>> = { SENATE: 0.42, HOUSE: 0.36, EXTENSIONS: 0.16, DAILYDIGEST: 0.06 };
const FLOOR_KINDS: readonly SubClass[] = [
  'ALLOTHER',
  'EXECUTIVECOMMUNICATIONS',
  'INTRODUCEDBILLS',
  'ADDITIONALSPONSORS',
  'COMMITTEEMEETINGS',
  'AMENDMENTS',
];
const FLOOR_WEIGHTS: readonly number[] = [0.8, 0.05, 0.05, 0.04, 0.03, 0.03];

export interface Speaker {
  name: string;
  role: string;
  member: SimulatedMember | null;
}

export interface BillMention {
  congress: number;
  type: string;
  number: number;
  billId: string;
  ref: BillRef | null;
}

export interface Granule {
  granuleId: string;
  date: string;
  nextDate: string;
  congress: number;
  session: number;
  volume: string;
  issue: string;
  title: string;
  granuleClass: GranuleClass;
  /** Chamber whose members appear in the granule (Extensions of Remarks: House). */
  chamber: Chamber;
  subClass: SubClass;
  pageStart: string;
  pageEnd: string;
  speakers: Speaker[];
  bills: BillMention[];
  topic: SpeechTopic;
  tribute: string | null;
}

interface SessionDay {
  day: number;
  senate: boolean;
  house: boolean;
}

/** Which days each chamber sat (fixed calendar stream). */
function sessionCalendar(ctx: BuildContext): SessionDay[] {
  const rng = ctx.rng('congressional_record/calendar');
  const days: SessionDay[] = [];
  for (let day = dayOfIso(`${FIRST_CREC_YEAR}-01-03`); day <= DATA_END_DAY; day++) {
    const date = isoDay(day);
    const month = Number(date.slice(5, 7));
    const evenYear = Number(date.slice(0, 4)) % 2 === 0;
    const recess = month === 8 || (evenYear && month >= 10 && month <= 11) ? 0.12 : 1;
    const wd = weekday(day);
    const senateP = [0.01, 0.5, 0.9, 0.9, 0.88, 0.3, 0.02][wd] * recess;
    const houseP = [0.01, 0.3, 0.85, 0.85, 0.8, 0.4, 0.01][wd] * recess;
    const senate = rng.bool(senateP);
    const house = rng.bool(houseP);
    if (senate || house) days.push({ day, senate, house });
  }
  return days;
}

interface YearContext {
  rng: Rng;
  universe: MemberUniverse;
  lists: BillLists;
  speakers: Map<string, WeightedPicker<SimulatedMember>>;
}

function speakerPicker(yc: YearContext, congress: number, chamber: Chamber): WeightedPicker<SimulatedMember> {
  const key = `${congress}|${chamber}`;
  let picker = yc.speakers.get(key);
  if (!picker) {
    const roster = yc.universe.roster(congress, chamber);
    picker = new WeightedPicker(
      roster,
      roster.map((m) => m.speechWeight),
    );
    yc.speakers.set(key, picker);
  }
  return picker;
}

function pickMembers(yc: YearContext, congress: number, chamber: Chamber, k: number): SimulatedMember[] {
  const picker = speakerPicker(yc, congress, chamber);
  if (picker.empty) return [];
  const chosen = new Set<SimulatedMember>();
  for (let tries = 0; chosen.size < Math.min(k, picker.size) && tries < k * 6; tries++) chosen.add(picker.pick(yc.rng));
  return [...chosen];
}

function pickBills(rng: Rng, bills: CongressBills, congress: number, day: number, k: number, freshOnly: boolean): BillMention[] {
  const out = new Map<string, BillMention>();
  const available = introducedBy(bills, day);
  if (!available) return [];
  for (let i = 0; i < k; i++) {
    let ref: BillRef | null = null;
    if (freshOnly) {
      ref = bills.byIntroduced[Math.max(0, available - 1 - rng.int(0, Math.min(40, available - 1)))];
    } else if (rng.bool(0.04)) {
      const type = rng.bool(0.6) ? 'hr' : 's';
      const number = (bills.maxNumber.get(type) ?? 0) + rng.int(1, 400);
      out.set(`${type}${number}`, { congress, type, number, billId: billId(congress, type, number), ref: null });
      continue;
    } else {
      for (let tries = 0; tries < 4 && !ref; tries++) {
        const candidate = bills.byPopularity[rng.skewed(bills.byPopularity.length, 3)];
        if (candidate.introducedDay <= day) ref = candidate;
      }
      ref ??= bills.byIntroduced[rng.int(0, available - 1)];
    }
    out.set(`${ref.type}${ref.number}`, { congress, type: ref.type, number: ref.number, billId: ref.billId, ref });
  }
  return [...out.values()];
}

const speaking = (m: SimulatedMember): Speaker => ({ name: m.speakerName, role: 'SPEAKING', member: m });

function floorTitle(
  rng: Rng,
  kind: SubClass,
  chamber: Chamber,
  topic: SpeechTopic,
  bills: readonly BillMention[],
  tribute: string | null,
): string {
  const senate = chamber === 'Senate';
  switch (kind) {
    case 'PRAYER':
      return 'PRAYER';
    case 'PLEDGE':
      return 'PLEDGE OF ALLEGIANCE';
    case 'ADJOURNMENT':
      return 'ADJOURNMENT';
    case 'EXECUTIVECOMMUNICATIONS':
      return senate ? 'EXECUTIVE AND OTHER COMMUNICATIONS' : 'EXECUTIVE COMMUNICATIONS, ETC.';
    case 'INTRODUCEDBILLS':
      return senate ? 'INTRODUCTION OF BILLS AND JOINT RESOLUTIONS' : 'PUBLIC BILLS AND RESOLUTIONS';
    case 'ADDITIONALSPONSORS':
      return senate ? 'ADDITIONAL COSPONSORS' : 'ADDITIONAL SPONSORS';
    case 'COMMITTEEMEETINGS':
      return senate ? 'AUTHORITY FOR COMMITTEES TO MEET' : 'COMMITTEE MEETINGS';
    case 'AMENDMENTS':
      return senate ? 'AMENDMENTS SUBMITTED AND PROPOSED' : 'AMENDMENTS';
    default:
      break;
  }
  if (tribute) return rng.pick(TRIBUTE_TITLES).replace('{NAME}', tribute.toUpperCase());
  const billTitle = bills.find((b) => b.ref && b.ref.title.length <= 90 && !b.ref.title.startsWith('To '))?.ref?.title;
  if (billTitle && rng.bool(0.6)) return billTitle.replace(/\.$/, '').toUpperCase();
  if (rng.bool(0.15)) return rng.pick(senate ? SENATE_SESSION_TITLES : HOUSE_SESSION_TITLES);
  return topic.title;
}

function* yearGranules(
  yc: YearContext,
  year: number,
  days: readonly SessionDay[],
  means: Readonly<Record<GranuleClass, number>>,
): Generator<Granule> {
  const rng = yc.rng;
  const pages: Record<GranuleClass, number> = { SENATE: 0, HOUSE: 0, EXTENSIONS: 0, DAILYDIGEST: 0 };
  const volume = String(year - 1854);
  let issue = 0;
  for (let d = 0; d < days.length; d++) {
    const sd = days[d];
    const date = isoDay(sd.day);
    const nextDate = isoDay(days[d + 1]?.day ?? sd.day + 1);
    const congress = congressOfDate(date);
    const session = sessionOfDate(date);
    const bills = yc.lists.of(congress);
    issue++;
    for (const cls of ['SENATE', 'HOUSE', 'EXTENSIONS', 'DAILYDIGEST'] as const) {
      const sits = cls === 'SENATE' ? sd.senate : cls === 'DAILYDIGEST' ? true : sd.house;
      if (!sits) continue;
      const n = stochasticRound(means[cls] * (0.5 + rng.next()), rng);
      if (n === 0) continue;
      const chamber: Chamber = cls === 'SENATE' ? 'Senate' : cls === 'DAILYDIGEST' ? (sd.senate ? 'Senate' : 'House') : 'House';
      pages[cls]++;
      let page = pages[cls];
      let onPage = 0;
      for (let i = 0; i < n; i++) {
        let kind: SubClass;
        if (cls === 'EXTENSIONS') kind = 'ALLOTHER';
        else if (cls === 'DAILYDIGEST') kind = 'DAILYDIGEST';
        else if (i === 0 && n >= 3) kind = 'PRAYER';
        else if (i === 1 && n >= 4 && cls === 'HOUSE') kind = 'PLEDGE';
        else if (i === n - 1 && n >= 5) kind = 'ADJOURNMENT';
        else kind = rng.weighted(FLOOR_KINDS, FLOOR_WEIGHTS);

        const topic = rng.pick(SPEECH_TOPICS);
        let speakers: Speaker[] = [];
        let mentions: BillMention[] = [];
        let tribute: string | null = null;
        if (kind === 'ALLOTHER') {
          const k = cls === 'EXTENSIONS' ? 1 : rng.weighted([1, 2, 3, 4], [0.6, 0.25, 0.1, 0.05]);
          speakers = pickMembers(yc, congress, chamber, k).map(speaking);
          mentions = pickBills(
            rng,
            bills,
            congress,
            sd.day,
            rng.bool(cls === 'EXTENSIONS' ? 0.3 : 0.65) ? rng.weighted([1, 2, 3, 4], [0.5, 0.3, 0.12, 0.08]) : 0,
            false,
          );
          if (rng.bool(cls === 'EXTENSIONS' ? 0.6 : 0.1)) tribute = tributeName(rng);
        } else if (kind === 'PRAYER') {
          speakers = [{ name: 'The CHAPLAIN', role: 'PRAYER', member: null }];
        } else if (kind === 'PLEDGE') {
          speakers = pickMembers(yc, congress, chamber, 1).map(speaking);
        } else if (kind === 'ADJOURNMENT') {
          if (cls === 'HOUSE') speakers = pickMembers(yc, congress, chamber, 1).map(speaking);
        } else if (kind === 'INTRODUCEDBILLS') {
          mentions = pickBills(rng, bills, congress, sd.day, rng.int(4, 15), true);
        } else if (kind === 'ADDITIONALSPONSORS') {
          mentions = pickBills(rng, bills, congress, sd.day, rng.int(3, 10), false);
        } else if (kind === 'AMENDMENTS') {
          mentions = pickBills(rng, bills, congress, sd.day, rng.int(1, 3), false);
        } else if (kind === 'DAILYDIGEST') {
          mentions = pickBills(rng, bills, congress, sd.day, rng.int(2, 8), true);
        }
        const unique = new Map(speakers.map((s) => [s.name, s]));
        const title = cls === 'DAILYDIGEST' ? rng.pick(DIGEST_TITLES) : floorTitle(rng, kind, chamber, topic, mentions, tribute);
        const extra = kind === 'ALLOTHER' && cls !== 'EXTENSIONS' ? rng.int(0, 2) : rng.int(0, 1);
        onPage++;
        const prefix = PAGE_PREFIX[cls];
        yield {
          granuleId: `CREC-${date}-pt1-Pg${prefix}${page}${onPage > 1 ? `-${onPage}` : ''}`,
          date,
          nextDate,
          congress,
          session,
          volume,
          issue: String(issue),
          title,
          granuleClass: cls,
          chamber,
          subClass: kind,
          pageStart: `${prefix}${page}`,
          pageEnd: `${prefix}${page + extra}`,
          speakers: [...unique.values()],
          bills: mentions,
          topic,
          tribute,
        };
        if (extra > 0 || rng.bool(0.5)) {
          page += Math.max(extra, 1);
          onPage = 0;
        }
      }
      pages[cls] = page;
    }
  }
}

/** Every granule in date order, regenerated identically on each call. */
export function* granules(ctx: BuildContext, universe: MemberUniverse, lists: BillLists): Generator<Granule> {
  const calendar = sessionCalendar(ctx);
  const total = ctx.count(GRANULES_AT_SCALE_1, 2000);
  const senateDays = calendar.filter((d) => d.senate).length;
  const houseDays = calendar.filter((d) => d.house).length;
  const means: Record<GranuleClass, number> = {
    SENATE: (total * SHARE.SENATE) / senateDays,
    HOUSE: (total * SHARE.HOUSE) / houseDays,
    EXTENSIONS: (total * SHARE.EXTENSIONS) / houseDays,
    DAILYDIGEST: (total * SHARE.DAILYDIGEST) / calendar.length,
  };
  const lastYear = Number(isoDay(DATA_END_DAY).slice(0, 4));
  for (let year = FIRST_CREC_YEAR; year <= lastYear; year++) {
    const yc: YearContext = { rng: ctx.rng(`congressional_record/${year}`), universe, lists, speakers: new Map() };
    yield* yearGranules(
      yc,
      year,
      calendar.filter((d) => isoDay(d.day).startsWith(`${year}-`)),
      means,
    );
  }
}

export const RECORD_COLUMNS = [
  'granule_id',
  'date',
  'congress',
  'session',
  'volume',
  'issue',
  'title',
  'chamber',
  'granule_class',
  'sub_granule_class',
  'page_start',
  'page_end',
  'speakers',
  'bills',
  'citation',
  'full_text',
] as const;

function fullText(rng: Rng, g: Granule): string {
  const chamber = g.chamber;
  const members = g.speakers.flatMap((s) => (s.member ? [s.member] : []));
  const refs = g.bills.flatMap((b) => (b.ref ? [b.ref] : []));
  const year = Number(g.date.slice(0, 4));
  switch (g.subClass) {
    case 'PRAYER':
      return prayerText(rng, chamber);
    case 'PLEDGE':
      return members[0] ? pledgeText(members[0]) : '';
    case 'ADJOURNMENT':
      return adjournmentText(rng, chamber, g.nextDate);
    case 'EXECUTIVECOMMUNICATIONS':
      return communicationsText(rng);
    case 'INTRODUCEDBILLS':
      return billListText(rng, 'introduced', refs, chamber);
    case 'ADDITIONALSPONSORS':
      return billListText(rng, 'cosponsors', refs, chamber);
    case 'AMENDMENTS':
      return billListText(rng, 'amendments', refs, chamber);
    case 'COMMITTEEMEETINGS':
      return committeeMeetingsText(rng, g.date, chamber);
    case 'DAILYDIGEST':
      return digestText(rng, refs, chamber);
    default:
      break;
  }
  if (g.granuleClass === 'EXTENSIONS') return members[0] ? extensionText(rng, members[0], g.topic, g.date, g.tribute) : '';
  if (!members.length) return '';
  return speechText(rng, members, chamber, g.topic, refs, year);
}

export function* recordRows(ctx: BuildContext, universe: MemberUniverse, lists: BillLists): Generator<unknown[]> {
  let textRng: Rng | null = null;
  let textYear = '';
  for (const g of granules(ctx, universe, lists)) {
    if (g.date.slice(0, 4) !== textYear) {
      textYear = g.date.slice(0, 4);
      textRng = ctx.rng(`congressional_record/text/${textYear}`);
    }
    const speakers = g.speakers.length ? JSON.stringify(g.speakers.map((s) => ({ name: s.name, role: s.role }))) : null;
    const bills = g.bills.length ? JSON.stringify(g.bills.map((b) => ({ congress: b.congress, type: b.type, number: b.number }))) : null;
    yield [
      g.granuleId,
      g.date,
      g.congress,
      g.session,
      g.volume,
      g.issue,
      g.title,
      CHAMBER_LABEL[g.granuleClass],
      g.granuleClass,
      g.subClass,
      g.pageStart,
      g.pageEnd,
      speakers,
      bills,
      `${g.volume} Cong. Rec. ${g.pageStart}`,
      fullText(textRng as Rng, g),
    ];
  }
}

export function* speakerRows(ctx: BuildContext, universe: MemberUniverse, lists: BillLists): Generator<unknown[]> {
  for (const g of granules(ctx, universe, lists)) {
    for (const s of g.speakers)
      yield [g.granuleId, s.name, s.role, s.member?.bioguideId ?? null, s.member?.partyCode ?? null, s.member?.state ?? null];
  }
}

export function* recordBillRows(ctx: BuildContext, universe: MemberUniverse, lists: BillLists): Generator<unknown[]> {
  for (const g of granules(ctx, universe, lists)) for (const b of g.bills) yield [g.granuleId, b.congress, b.type, b.number, b.billId];
}
