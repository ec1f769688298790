// White House visitor logs of the administrations that published them. Visits stream in
// chronological order; each is a public tour, an event (reception, ceremony, party) or a
// policy meeting with a staff host. Visitor names are redacted by the build's rule (redaction.ts);
// the name hash always stays, so distinct-visitor counts work on redacted rows too.
import { type BuildContext, dayOfIso, isoDay, pad2, type Row } from '../../../../../databases/build/kit/index.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_INITIALS } from '../../vocab/misc-people.js';
import {
  ADMINISTRATIONS,
  EVENT_DESCRIPTIONS,
  EVENT_ROOMS,
  MEETING_FRAMES,
  MEETING_LOCATIONS,
  MEETING_TOPICS,
  POLICY_ROOMS,
  PRINCIPAL_HOSTS,
  TOUR_DESCRIPTIONS,
  VISITORS_OFFICE,
} from '../../vocab/misc-white-house.js';
import type { KnownVisitor } from './public-actors.js';
import { keepsVisitorName } from './redaction.js';
import { nameHash, normalizePersonName } from './names.js';

interface Host {
  readonly first: string;
  readonly last: string;
  readonly full: string;
}

const COLUMNS = [
  'visit_id',
  'admin',
  'appt_start_iso',
  'visitor_name_full',
  'visitor_name_hash',
  'visitor_is_tour',
  'visitor_is_lda_lobbyist',
  'visitor_public_actor_id',
  'visitor_is_plum_book',
  'visitee_name_last',
  'visitee_name_first',
  'visitee_full',
  'meeting_loc',
  'meeting_room',
  'description',
  'total_people',
] as const;

/** A description for a visit to the Visitors Office that is not a tour and mentions no event word. */
const SPECIAL_ACCESS = 'SPECIAL ACCESS VISIT';

export function generateWhiteHouse(ctx: BuildContext, known: readonly KnownVisitor[]): void {
  const count = ctx.count(7_000_000, 2_000);
  ctx.insert('wh_visits', COLUMNS, visitRows(ctx, count, known), count);
}

function staffHosts(ctx: BuildContext, admin: number): Host[] {
  const rng = ctx.rng(`wh_visits-hosts-${admin}`);
  const n = Math.max(30, Math.min(2_500, ctx.count(2_500)));
  const hosts: Host[] = [];
  for (let i = 0; i < n; i++) {
    const first = rng.pick(FIRST_NAMES).toUpperCase();
    const last = rng.pick(LAST_NAMES).toUpperCase();
    hosts.push({ first, last, full: `${first} ${last}` });
  }
  return hosts;
}

function* visitRows(ctx: BuildContext, count: number, known: readonly KnownVisitor[]): Generator<Row> {
  const rng = ctx.rng('wh_visits');
  const spans = ADMINISTRATIONS.map((a) => ({ admin: a, first: dayOfIso(a.from), days: dayOfIso(a.to) - dayOfIso(a.from) + 1 }));
  const totalDays = spans.reduce((s, a) => s + a.days, 0);
  // Private visitors are numbered people; a skewed draw makes some of them return often.
  const privateSpace = Math.max(1_000, Math.round(count * 0.45));
  let id = 0;
  let generated = 0;
  // A day's visits are numbered in appointment order, so visit_id order is time order.
  let dayRows: unknown[][] = [];
  function* flushDay(): Generator<Row> {
    dayRows.sort((x, y) => ((x[2] as string) < (y[2] as string) ? -1 : (x[2] as string) > (y[2] as string) ? 1 : 0));
    for (const row of dayRows) {
      row[0] = ++id;
      yield row;
    }
    dayRows = [];
  }
  for (let a = 0; a < spans.length; a++) {
    const span = spans[a];
    const hosts = staffHosts(ctx, a);
    const visits = a === spans.length - 1 ? count - generated : Math.round((count * span.days) / totalDays);
    generated += visits;
    let day = -1;
    let dayText = '';
    for (let i = 0; i < visits; i++) {
      const d = span.first + Math.floor((i * span.days) / visits);
      if (d !== day) {
        yield* flushDay();
        day = d;
        dayText = isoDay(d);
      }
      const r = rng.next();
      const isTour = r < 0.45;
      const isEvent = !isTour && r < 0.6;
      const specialAccess = !isTour && !isEvent && rng.bool(0.04);
      let host: Host;
      let description: string;
      let room: string;
      let people: number;
      let hour: number;
      if (isTour) {
        host = VISITORS_OFFICE;
        description = rng.pick(TOUR_DESCRIPTIONS);
        room = 'EAST WING';
        people = rng.int(5, 250);
        hour = rng.int(8, 13);
      } else if (isEvent) {
        host = rng.bool(0.5) ? rng.pick(PRINCIPAL_HOSTS) : hosts[rng.skewed(hosts.length, 2)];
        description = rng.pick(EVENT_DESCRIPTIONS);
        room = rng.pick(EVENT_ROOMS);
        people = rng.int(20, 600);
        hour = rng.int(10, 19);
      } else if (specialAccess) {
        host = VISITORS_OFFICE;
        description = SPECIAL_ACCESS;
        room = 'EAST WING';
        people = rng.int(1, 12);
        hour = rng.int(8, 16);
      } else {
        host = rng.bool(0.05) ? PRINCIPAL_HOSTS[0] : hosts[rng.skewed(hosts.length, 2.2)];
        description = rng.pick(MEETING_FRAMES).replace('{topic}', rng.pick(MEETING_TOPICS));
        room = rng.pick(POLICY_ROOMS);
        people = rng.int(1, 25);
        hour = rng.int(8, 18);
      }
      const knownVisitor = !isTour && known.length && rng.bool(isEvent ? 0.3 : 0.45) ? known[rng.skewed(known.length, 1.8)] : null;
      let name: string;
      if (knownVisitor) name = knownVisitor.name;
      else {
        const p = rng.skewed(privateSpace, 1.3);
        const f = FIRST_NAMES.length,
          l = LAST_NAMES.length;
        name = `${FIRST_NAMES[p % f]} ${MIDDLE_INITIALS[Math.floor(p / (f * l)) % MIDDLE_INITIALS.length]}. ${LAST_NAMES[Math.floor(p / f) % l]}`;
      }
      const isLobbyist = knownVisitor?.isLobbyist ? 1 : 0;
      const isPlum = knownVisitor?.isPlumBook ? 1 : 0;
      const actorId = knownVisitor ? knownVisitor.publicActorId : null;
      const keep = keepsVisitorName({
        isTour,
        description,
        visiteeFull: host.full,
        matchedPublicActor: actorId !== null,
        isLobbyist: isLobbyist === 1,
        isPlumBook: isPlum === 1,
      });
      dayRows.push([
        0,
        span.admin.label,
        `${dayText}T${pad2(hour)}:${pad2(rng.int(0, 3) * 15)}:00`,
        keep ? name : null,
        nameHash(normalizePersonName(name)),
        isTour ? 1 : 0,
        isLobbyist,
        actorId,
        isPlum,
        host.last,
        host.first,
        host.full,
        isTour ? 'WH' : rng.pick(MEETING_LOCATIONS),
        room,
        description,
        people,
      ]);
    }
  }
  yield* flushDay();
}
