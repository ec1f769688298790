// nominations and nomination_actions: presidential nominations sent to the Senate since the
// 100th Congress (civilian posts and military promotion lists) and their Senate actions.
import {
  type BuildContext,
  congressEndDay,
  congressOfDay,
  congressStartDay,
  dayOfDate,
  fill,
  isoDay,
  type Rng,
  type Row,
} from '../../../../../databases/build/kit/index.js';
import { CIVILIAN_NOMINATIONS, JUDICIAL_CIRCUITS, MILITARY_SERVICES, STATE_DEPARTMENT_BUREAUS } from '../../vocab/oversight-committees.js';
import { TREATY_COUNTRIES } from '../../vocab/oversight-treaties.js';
import { anyState, personName } from './people.js';

type Status = 'Confirmed' | 'Withdrawn' | 'Returned' | 'Rejected' | 'Pending';

export interface Nomination {
  readonly id: string;
  readonly congress: number;
  readonly number: number;
  readonly description: string;
  readonly receivedDay: number;
  readonly military: boolean;
  readonly committee: string;
  readonly status: Status;
  readonly voteYea: number | null;
  readonly voteNay: number | null;
}

const FIRST_CONGRESS = 100;
const DISTRICT_WORDS = ['Northern', 'Southern', 'Eastern', 'Western', 'Middle', 'Central'];

function district(rng: Rng): string {
  const state = anyState(rng);
  return rng.bool(0.5) ? `District of ${state.name}` : `${rng.pick(DISTRICT_WORDS)} District of ${state.name}`;
}

function statusFor(rng: Rng, military: boolean, current: boolean): Status {
  if (current) return rng.weighted<Status>(['Pending', 'Confirmed', 'Withdrawn'], [45, 50, 5]);
  if (military) return rng.weighted<Status>(['Confirmed', 'Returned', 'Withdrawn'], [96, 3, 1]);
  return rng.weighted<Status>(['Confirmed', 'Returned', 'Withdrawn', 'Rejected'], [80, 11, 8.6, 0.4]);
}

export function insertNominations(ctx: BuildContext): Nomination[] {
  const rng = ctx.rng('nominations');
  const lastDay = dayOfDate(ctx.now);
  const currentCongress = congressOfDay(lastDay);
  const congresses = currentCongress - FIRST_CONGRESS + 1;
  const n = ctx.count(40_412, 60);
  const nominations: Nomination[] = [];
  const civilianWeights = CIVILIAN_NOMINATIONS.map((p) => p.weight);
  const militaryWeights = MILITARY_SERVICES.map((s) => s.weight);

  function* rows(): Generator<Row> {
    for (let c = FIRST_CONGRESS; c <= currentCongress; c++) {
      const start = congressStartDay(c) + 14;
      const end = Math.min(congressEndDay(c) - 10, lastDay);
      if (end <= start) continue;
      const perCongress = Math.round(((c - FIRST_CONGRESS + 1) * n) / congresses) - Math.round(((c - FIRST_CONGRESS) * n) / congresses);
      let number = 0;
      let emitted = 0;
      while (emitted < perCongress) {
        number += rng.int(1, 3);
        const receivedDay = start + Math.floor(((emitted + rng.next()) * (end - start)) / perCongress);
        const military = rng.bool(0.35);
        const parts = !military && rng.bool(0.04) ? 2 : 1;
        for (let p = 1; p <= parts && emitted < perCongress; p++, emitted++) {
          const status = statusFor(rng, military, c === currentCongress);
          let description: string;
          let organization: string;
          let committee: string;
          if (military) {
            const service = rng.weighted(MILITARY_SERVICES, militaryWeights);
            organization = service.organization;
            committee = service.committee;
            description = `Military nomination — ${committee}`;
          } else {
            const path = rng.weighted(CIVILIAN_NOMINATIONS, civilianWeights);
            const org = rng.pick(path.organizations);
            organization = org.organization;
            committee = path.committee;
            const position = fill(
              rng.pick(org.positions),
              {
                country: rng.pick(TREATY_COUNTRIES).formal,
                bureau: rng.pick(STATE_DEPARTMENT_BUREAUS),
                district: district(rng),
                circuit: rng.pick(JUDICIAL_CIRCUITS),
              },
              { lowerInnerThe: true },
            );
            const nominee = personName(rng, 0.5).full;
            const tail = rng.bool(0.6)
              ? `, vice ${personName(rng, 0.5).full}, ${rng.pick(['resigned', 'retired', 'term expired', 'elevated'])}.`
              : '.';
            description = `${nominee}, of ${anyState(rng).name}, to be ${position}${tail}`;
          }
          let voteYea: number | null = null;
          let voteNay: number | null = null;
          // Recorded votes: common for contested civilian posts, more so in recent Congresses.
          if (!military && (status === 'Rejected' || (status === 'Confirmed' && rng.bool(c >= 113 ? 0.45 : 0.12)))) {
            const present = rng.int(88, 100);
            voteYea =
              status === 'Rejected'
                ? rng.int(Math.floor(present / 2) - 12, Math.floor(present / 2))
                : rng.int(Math.floor(present / 2) + 1, present);
            voteNay = present - voteYea;
          }
          const id = parts > 1 ? `${c}-${number}-${p}` : `${c}-${number}`;
          const citation = parts > 1 ? `PN${number}-${p}` : `PN${number}`;
          nominations.push({ id, congress: c, number, description, receivedDay, military, committee, status, voteYea, voteNay });
          const authorityDay = receivedDay - rng.int(0, 4);
          yield [
            id,
            c,
            number,
            parts > 1 ? String(p) : '',
            citation,
            description,
            organization,
            isoDay(receivedDay),
            isoDay(authorityDay),
            military ? 0 : 1,
            military ? 1 : 0,
            status,
            voteYea,
            voteNay,
          ];
        }
      }
    }
  }
  ctx.insert(
    'nominations',
    [
      'id',
      'congress',
      'number',
      'part_number',
      'citation',
      'description',
      'organization',
      'received_date',
      'authority_date',
      'is_civilian',
      'is_military',
      'status',
      'vote_yea',
      'vote_nay',
    ],
    rows(),
    n,
  );
  return nominations;
}

export function insertNominationActions(ctx: BuildContext, nominations: readonly Nomination[]): void {
  const rng = ctx.rng('nomination_actions');
  const lastDay = dayOfDate(ctx.now);
  function* rows(): Generator<Row> {
    for (const nom of nominations) {
      const end = Math.min(lastDay, congressEndDay(nom.congress));
      let day = nom.receivedDay;
      const committeeName = `Committee on ${nom.committee}`;
      const actions: [string, string][] = [[`Received in the Senate and referred to the ${committeeName}.`, 'IntroReferral']];
      const reporter = `${rng.bool(0.5) ? 'Mr.' : 'Ms.'} ${personName(rng).last}`;
      const steps: [string, string][] = [];
      if (!nom.military && nom.status !== 'Withdrawn' && rng.bool(0.7)) steps.push([`${committeeName}. Hearings held.`, 'Committee']);
      if (nom.status === 'Confirmed' || nom.status === 'Rejected' || (nom.status === 'Returned' && rng.bool(0.5))) {
        if (!nom.military) steps.push([`${committeeName}. Ordered to be reported favorably.`, 'Committee']);
        steps.push([`Reported by ${reporter}, ${committeeName}, without printed report.`, 'Committee']);
        steps.push([`Placed on Senate Executive Calendar. Calendar No. ${rng.int(1, 900)}.`, 'Calendars']);
      }
      if (nom.status === 'Confirmed') {
        if (nom.voteYea !== null && nom.voteNay !== null) {
          const record = rng.int(1, 450);
          if (rng.bool(0.6))
            steps.push([
              `Cloture motion on the nomination agreed to in Senate by Yea-Nay Vote. ${nom.voteYea + rng.int(-2, 2)} - ${nom.voteNay}. Record Vote Number: ${record}.`,
              'Floor',
            ]);
          steps.push([
            `Confirmed by the Senate by Yea-Nay Vote. ${nom.voteYea} - ${nom.voteNay}. Record Vote Number: ${record + 1}.`,
            'Floor',
          ]);
        } else {
          steps.push([nom.military ? 'Confirmed by the Senate by Unanimous Consent.' : 'Confirmed by the Senate by Voice Vote.', 'Floor']);
        }
      } else if (nom.status === 'Rejected') {
        steps.push([
          `Not confirmed by the Senate by Yea-Nay Vote. ${nom.voteYea ?? 0} - ${nom.voteNay ?? 0}. Record Vote Number: ${rng.int(1, 450)}.`,
          'Floor',
        ]);
      } else if (nom.status === 'Withdrawn') {
        steps.push(['Received message of withdrawal of nomination from the President.', 'President']);
      } else if (nom.status === 'Returned') {
        steps.push([
          'Returned to the President under the provisions of Senate Rule XXXI, paragraph 6 of the Standing Rules of the Senate.',
          'Floor',
        ]);
      }
      actions.push(...steps);
      for (let i = 0; i < actions.length; i++) {
        if (i > 0) day = Math.min(end, day + rng.int(nom.military ? 3 : 7, nom.military ? 40 : 90));
        // Pending nominations only have the actions that have happened by now.
        if (nom.status === 'Pending' && day >= lastDay && i > 0) break;
        yield [nom.id, isoDay(day), actions[i][0], actions[i][1]];
      }
    }
  }
  ctx.insert('nomination_actions', ['nomination_id', 'action_date', 'action_text', 'action_type'], rows(), ctx.count(190_402));
}
