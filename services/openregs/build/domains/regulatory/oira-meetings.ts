// oira_meetings: meetings OIRA held with outside parties about rules under review, from two
// sources. The site's meeting search (2001 on) gives numbered meetings whose dates read
// `MM/DD/YYYY HH:MM AM` and, through the loader reading keys the scraper no longer writes, mostly
// '' for the requestor and meeting type. The 2024 bulk file gives `DD-MON-YY` dates, the
// requestor, the type and its code, and an agency written `code-ACRONYM`; its first-half rows have
// no number (the loader makes a gen_ id), so those meetings also appear again, numbered, from the
// site. The bulk file is loaded first and the first row of an id wins.
import { createHash } from 'node:crypto';
import { dayOf, isoDay, pad2, type Rng, type Row, WeightedPicker, yearOfDay } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS } from '../../vocab/organizations.js';
import { FIRST_NAMES, LAST_NAMES } from '../../vocab/people.js';
import { MEETING_STAGES, MEETING_TYPES, REGINFO_ACRONYMS, REQUESTOR_ORGS } from '../../vocab/regulatory-oira.js';
import type { Review } from './oira-reviews.js';

export const OIRA_MEETING_BASE_COUNT = 8_885;
export const OIRA_MEETING_COLUMNS = [
  'meeting_id',
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
] as const;

export interface Meeting {
  /** Reginfo's meeting number; null for a bulk-file row without one. */
  readonly id: string | null;
  readonly review: Review;
  readonly day: number;
  readonly minutes: number;
  readonly requestorOrg: string;
  readonly requestorName: string;
  readonly source: 'xml' | 'scrape';
}

const FIRST_DAY = dayOf(2001, 1, 1);
const BULK_YEAR = 2024;
/** Scraped meetings whose requestor (and type) the loader did fill. */
const SCRAPED_REQUESTOR_SHARE = 0.15;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export function acronymOf(review: Review): string {
  return REGINFO_ACRONYMS[review.agency.name] ?? 'OTHER';
}

function requestor(rng: Rng): [string, string] {
  const org = rng.bool(0.7) ? rng.pick(ORGANIZATIONS) : rng.pick(REQUESTOR_ORGS);
  return [org, `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`];
}

/** Picks reviews by weight: economically significant rules draw most meetings. */
function reviewPicker(reviews: readonly Review[]): (rng: Rng) => Review {
  const picker = new WeightedPicker(
    reviews,
    reviews.map((r) => (r.significant ? 6 : 1)),
  );
  return (rng) => picker.pick(rng);
}

/**
 * Meeting rows to make `n` table rows, in date order (a first-half-2024 meeting makes two rows).
 * At least one meeting falls in the last month, on a rule still under review.
 */
export function planMeetings(rng: Rng, reviews: readonly Review[], n: number, today: number): Meeting[] {
  const unique = [...new Set(reviews)].filter((r) => r.received >= FIRST_DAY && r.received <= today);
  if (unique.length === 0 || n === 0) return [];
  const pick = reviewPicker(unique);
  const open = unique.filter((r) => r.completed === null);
  const held: { review: Review; day: number; twice: boolean }[] = [];
  if (open.length > 0) {
    const review = rng.pick(open);
    held.push({ review, day: Math.max(review.received, today - rng.int(0, 29)), twice: false });
  }
  let rows = held.length;
  while (rows < n) {
    const review = pick(rng);
    const last = Math.min(review.completed ?? today, today);
    const day = review.received + rng.int(0, Math.max(0, last - review.received));
    // A first-half bulk-file meeting is listed twice, unless only one row is left to fill.
    const twice = isFirstHalf(day) && rows + 2 <= n;
    rows += twice ? 2 : 1;
    held.push({ review, day, twice });
  }
  held.sort((a, b) => a.day - b.day);
  const meetings: Meeting[] = [];
  let number = 1_000 + rng.int(0, 500);
  for (const { review, day, twice } of held) {
    number += rng.int(1, 3);
    const [org, name] = requestor(rng);
    const minutes = 60 * rng.int(9, 16) + 30 * rng.int(0, 1);
    const base = { review, day, minutes, requestorOrg: org, requestorName: name };
    if (isFirstHalf(day)) {
      meetings.push({ ...base, id: null, source: 'xml' });
      if (twice) meetings.push({ ...base, id: String(number), source: 'scrape' });
    } else meetings.push({ ...base, id: String(number), source: yearOfDay(day) === BULK_YEAR ? 'xml' : 'scrape' });
  }
  return meetings;
}

/** Meetings of the bulk file's first half year, which it lists without a number. */
function isFirstHalf(day: number): boolean {
  return day >= dayOf(BULK_YEAR, 1, 1) && day < dayOf(BULK_YEAR, 7, 1);
}

function bulkDate(day: number): string {
  const iso = isoDay(day);
  return `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(2, 4)}`;
}

function siteDate(day: number, minutes: number): string {
  const iso = isoDay(day);
  const hour = Math.floor(minutes / 60);
  const clock = `${pad2(((hour + 11) % 12) + 1)}:${pad2(minutes % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)} ${clock}`;
}

/** The bulk file's id for a row without one: gen_ and a hash of the RIN, date and requestor
 *  (salted in the unlikely case two such meetings hash alike, which the key could not hold). */
function generatedId(m: Meeting, used: Set<string>): string {
  for (let salt = 0; ; salt++) {
    const text = `${m.review.rin}|${bulkDate(m.day)}|${m.requestorName}${salt ? `|${salt}` : ''}`;
    const id = `gen_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

export function* meetingRows(rng: Rng, meetings: readonly Meeting[]): Generator<Row> {
  const typeWeights = MEETING_TYPES.map((t) => t.weight);
  const generated = new Set<string>();
  for (const m of meetings) {
    const r = m.review;
    const stage = MEETING_STAGES[r.stage] ?? 'Final Rule Stage';
    const acronym = acronymOf(r);
    const type = rng.weighted(MEETING_TYPES, typeWeights);
    if (m.source === 'xml') {
      yield [
        m.id ?? generatedId(m, generated),
        r.rin,
        r.title,
        `${r.rin.slice(0, 4)}-${acronym}`,
        stage,
        bulkDate(m.day),
        isoDay(m.day),
        m.requestorOrg,
        m.requestorName,
        type.type,
        type.code,
        'xml',
      ];
      continue;
    }
    const filled = rng.bool(SCRAPED_REQUESTOR_SHARE);
    yield [
      m.id,
      r.rin,
      r.title,
      acronym.split('/').pop(),
      stage,
      siteDate(m.day, m.minutes),
      isoDay(m.day),
      filled ? m.requestorOrg : '',
      filled && rng.bool(0.5) ? m.requestorName : '',
      filled ? type.type : '',
      '',
      'scrape',
    ];
  }
}
