// treaties and treaty_actions: treaty documents transmitted to the Senate since the 94th
// Congress and the Senate's actions on them.
import {
  type BuildContext,
  congressEndDay,
  congressOfDay,
  congressStartDay,
  dayOfDate,
  fill,
  isoDay,
  type Row,
} from '../../../../../databases/build/kit/index.js';
import { TREATY_COUNTRIES, TREATY_KINDS } from '../../vocab/oversight-treaties.js';
import { personName } from './people.js';

interface Treaty {
  readonly id: string;
  readonly congress: number;
  readonly number: number;
  readonly transmittedDay: number;
  /** Day the Senate gave advice and consent, or null when it has not. */
  readonly consentDay: number | null;
  readonly title: string;
}

const FIRST_CONGRESS = 94;
const countryByName = new Map(TREATY_COUNTRIES.map((c) => [c.name, c]));

export function insertTreaties(ctx: BuildContext): Treaty[] {
  const rng = ctx.rng('treaties');
  const lastDay = dayOfDate(ctx.now);
  const currentCongress = congressOfDay(lastDay);
  const n = ctx.count(777, 24);
  const congresses = currentCongress - FIRST_CONGRESS + 1;
  const countryWeights = TREATY_COUNTRIES.map((c) => c.weight);
  const kindWeights = TREATY_KINDS.map((k) => k.weight);
  const treaties: Treaty[] = [];

  function* rows(): Generator<Row> {
    let emitted = 0;
    for (let c = FIRST_CONGRESS; c <= currentCongress; c++) {
      const target = Math.round(((c - FIRST_CONGRESS + 1) * n) / congresses);
      const start = congressStartDay(c) + 20;
      const end = Math.min(congressEndDay(c) - 20, lastDay);
      if (end <= start) continue;
      let number = 0;
      while (emitted < target) {
        number++;
        const transmittedDay = rng.int(start, end);
        const kind = rng.weighted(TREATY_KINDS, kindWeights);
        const multilateral = kind.multilateralTitles.length > 0 && rng.bool(0.25);
        const allowed = multilateral ? kind.multilateralPartners : kind.partners;
        const partner = allowed
          ? (countryByName.get(rng.pick(allowed)) ?? TREATY_COUNTRIES[0])
          : rng.weighted(TREATY_COUNTRIES, countryWeights);
        const title = multilateral
          ? fill(rng.pick(kind.multilateralTitles), { country: partner.formal }, { lowerInnerThe: true })
          : fill(kind.bilateralTitle, { country: partner.formal }, { lowerInnerThe: true });
        // Multilateral conventions often list no country; some list the principal parties.
        const countries = !multilateral
          ? partner.name
          : rng.bool(0.5)
            ? null
            : [
                ...new Set([
                  partner.name,
                  ...Array.from({ length: rng.int(1, 3) }, () => rng.weighted(TREATY_COUNTRIES, countryWeights).name),
                ]),
              ].join(', ');
        const consentDay = rng.bool(0.7) ? transmittedDay + rng.int(60, 1500) : null;
        const consented = consentDay !== null && consentDay <= lastDay ? consentDay : null;
        const inForceDay = consented !== null && rng.bool(0.8) ? consented + rng.int(30, 700) : null;
        // A treaty document split into parts carries a letter suffix on each part.
        const parts = rng.bool(0.03) ? ['A', 'B'] : [''];
        for (const suffix of parts) {
          if (emitted >= target) break;
          const id = suffix ? `${c}-${number}-${suffix}` : `${c}-${number}`;
          const resolution =
            consented === null
              ? null
              : `Resolved (two-thirds of the Senators present concurring therein), That the Senate advises and consents to the ratification of the ${title} (Treaty Doc. ${c}-${number}), subject to the declaration of section 2.`;
          treaties.push({ id, congress: c, number, transmittedDay, consentDay: consented, title });
          yield [
            id,
            c,
            number,
            title,
            kind.topic,
            isoDay(transmittedDay),
            inForceDay !== null && inForceDay <= lastDay ? isoDay(inForceDay) : null,
            countries,
            kind.indexTerms.join(', '),
            resolution,
          ];
          emitted++;
        }
      }
    }
  }
  ctx.insert(
    'treaties',
    ['id', 'congress', 'number', 'title', 'topic', 'transmitted_date', 'in_force_date', 'countries', 'index_terms', 'resolution_text'],
    rows(),
    n,
  );
  return treaties;
}

export function insertTreatyActions(ctx: BuildContext, treaties: readonly Treaty[]): void {
  const rng = ctx.rng('treaty_actions');
  const lastDay = dayOfDate(ctx.now);
  function* rows(): Generator<Row> {
    for (const t of treaties) {
      const committee = 'Committee on Foreign Relations';
      yield [
        t.id,
        isoDay(t.transmittedDay),
        `Received in the Senate and referred to the ${committee} by unanimous consent removing the injunction of secrecy.`,
        'IntroReferral',
      ];
      if (t.consentDay === null) {
        const hearingDay = t.transmittedDay + rng.int(120, 900);
        if (rng.bool(0.3) && hearingDay <= lastDay) yield [t.id, isoDay(hearingDay), `${committee}. Hearings held.`, 'Committee'];
        continue;
      }
      const span = t.consentDay - t.transmittedDay;
      const senator = personName(rng).last;
      const steps: [number, string, string][] = [
        [0.45, `${committee}. Hearings held.`, 'Committee'],
        [0.7, `${committee}. Ordered to be reported with one declaration favorably.`, 'Committee'],
        [
          0.75,
          `${committee}. Reported by Senator ${senator} with one declaration. With written report (Ex. Rept. ${t.congress}-${rng.int(1, 30)}).`,
          'Committee',
        ],
        [0.8, 'Placed on Senate Executive Calendar.', 'Calendars'],
        [
          1,
          rng.bool(0.6)
            ? 'Resolution of advice and consent to ratification agreed to by Division Vote.'
            : `Resolution of advice and consent to ratification agreed to by Yea-Nay Vote. ${rng.int(80, 99)} - ${rng.int(0, 8)}. Record Vote Number: ${rng.int(1, 400)}.`,
          'Floor',
        ],
      ];
      for (const [at, text, type] of steps) yield [t.id, isoDay(t.transmittedDay + Math.round(span * at)), text, type];
      if (congressOfDay(t.consentDay) !== t.congress && rng.bool(0.5)) {
        // Treaties pending at the end of a Congress stay on the calendar into the next one.
        yield [
          t.id,
          isoDay(Math.min(t.consentDay, congressStartDay(t.congress + 1))),
          'Resumption of consideration in the new Congress pursuant to Senate Rule XXX.',
          'Floor',
        ];
      }
    }
  }
  ctx.insert('treaty_actions', ['treaty_id', 'action_date', 'action_text', 'action_type'], rows(), ctx.count(4_286));
}
