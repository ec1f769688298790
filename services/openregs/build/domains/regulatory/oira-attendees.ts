// oira_meeting_attendees: who came to each numbered meeting whose page was read: OIRA staff, the
// agency's staff, now and then other White House offices, and the outside parties. Honorifics
// (Mr., Ms., Mrs., Dr., Prof.) are stripped from names; attendance is In Person, Teleconference or
// '' (most meetings were remote from 2020). is_government is the published crude test: the
// organisation contains one of a few White House substrings, so it misses the agencies' own staff
// and flags names that merely contain them (Connecticut, Ocean, People…).
import { apportion, lognormal, type Rng, type Row, yearOfDay } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS } from '../../vocab/organizations.js';
import { FIRST_NAMES, LAST_NAMES } from '../../vocab/people.js';
import { EOP_ORGS, KEPT_HONORIFICS, OIRA_ORGS, REQUESTOR_ORGS } from '../../vocab/regulatory-oira.js';
import { acronymOf, type Meeting } from './oira-meetings.js';

export const OIRA_ATTENDEE_BASE_COUNT = 92_310;
export const OIRA_ATTENDEE_COLUMNS = ['meeting_id', 'attendee_name', 'attendee_org', 'participation_type', 'is_government'] as const;

/** The loader's test for a government attendee: any of these in the organisation, ignoring case. */
export const GOVERNMENT_MARKERS: readonly string[] = [
  'eop',
  'oira',
  'omb',
  'white house',
  'nec',
  'ostp',
  'cea',
  'domestic policy',
  'national security',
];

/** Numbered meetings whose page was not read (they have no attendees). */
const UNREAD_SHARE = 0.03;
const KEPT_HONORIFIC_SHARE = 0.005;

export function isGovernment(org: string): number {
  const lower = org.toLowerCase();
  return GOVERNMENT_MARKERS.some((m) => lower.includes(m)) ? 1 : 0;
}

function participation(rng: Rng, year: number): string {
  if (rng.bool(0.05)) return '';
  return rng.bool(year >= 2020 ? 0.8 : 0.1) ? 'Teleconference' : 'In Person';
}

function person(rng: Rng): string {
  const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  return rng.bool(KEPT_HONORIFIC_SHARE) ? `${rng.pick(KEPT_HONORIFICS)} ${name}` : name;
}

/** The organisations at one meeting, `k` attendees: OIRA first, the agency, then the outside parties. */
function organisations(rng: Rng, m: Meeting, k: number): string[] {
  const orgs: string[] = [rng.pick(OIRA_ORGS)];
  if (k >= 6) orgs.push(rng.pick(OIRA_ORGS));
  if (rng.bool(0.15)) orgs.push(rng.pick(EOP_ORGS));
  const agency = rng.bool(0.6) ? acronymOf(m.review) : m.review.agency.name;
  for (let i = Math.round(k * 0.25); i > 0; i--) orgs.push(agency);
  while (orgs.length < k) orgs.push(rng.bool(0.7) ? m.requestorOrg : rng.bool(0.6) ? rng.pick(ORGANIZATIONS) : rng.pick(REQUESTOR_ORGS));
  return orgs.slice(0, k);
}

export function* attendeeRows(rng: Rng, meetings: readonly Meeting[], n: number): Generator<Row> {
  const read = meetings.filter((m) => m.id !== null && !rng.bool(UNREAD_SHARE));
  const counts = apportion(
    n,
    read.map(() => lognormal(rng, 0.6)),
  );
  for (let i = 0; i < read.length; i++) {
    const m = read[i];
    const year = yearOfDay(m.day);
    // Most attendees join the way the meeting was held; a few call in or come in person instead.
    const mode = participation(rng, year);
    for (const org of organisations(rng, m, counts[i])) {
      yield [m.id, person(rng), org, rng.bool(0.85) ? mode : participation(rng, year), isGovernment(org)];
    }
  }
}
