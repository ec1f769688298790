// Dockets whose comment periods sit around "now": closing later today, tonight Eastern time, in a
// few hours, earlier today, yesterday, in the coming weeks, withdrawn while open, and standing
// dockets with 2099/2100 sentinel deadlines. These are the cases where "open now" by
// julianday() on the closing instant differs from a day-grain or naive text comparison.
import { type BuildContext, DAY_MS, dayOf, dayOfDate, type Rng, yearOfDay } from '../../../../../databases/build/kit/index.js';
import { REGS_AGENCIES, frAgency, regsAgency } from '../../vocab/agencies.js';
import { easternDeadlineUtc, easternMidnightUtc, isEasternDaylightTime, isoInstant } from './calendar.js';
import type { DocketIds } from './docket-ids.js';
import type { FrCalendar } from './fr-calendar.js';
import { listedAgencies, recordedFrNumber } from './links.js';
import { noticeTitle, ruleTitle } from './text.js';
import type { DocketPlan } from './types.js';

/** Open-period dockets at scale 1; the floor covers every case at least three times. */
const OPEN_BASE_COUNT = 600;

export type OpenCase =
  | 'later-today'
  | 'eastern-tonight'
  | 'next-hours'
  | 'closed-earlier-today'
  | 'closed-yesterday'
  | 'perpetual-2099'
  | 'perpetual-2100'
  | 'withdrawn'
  | 'future-days';

const CASES: readonly OpenCase[] = [
  'later-today',
  'eastern-tonight',
  'next-hours',
  'closed-earlier-today',
  'closed-yesterday',
  'perpetual-2099',
  'perpetual-2100',
  'withdrawn',
  'future-days',
];
const CASE_WEIGHTS: readonly number[] = [3, 3, 3, 3, 3, 2, 2, 2, 79];

/** The closing instant for a case, relative to the build's now. */
export function closingInstant(rng: Rng, openCase: OpenCase, now: Date): string {
  const nowMs = now.getTime();
  const todayStart = dayOfDate(now) * DAY_MS;
  const easternDay = dayOfDate(new Date(nowMs - (isEasternDaylightTime(dayOfDate(now)) ? 4 : 5) * 3_600_000));
  switch (openCase) {
    case 'later-today':
      return isoInstant(nowMs + (todayStart + DAY_MS - nowMs) * (0.25 + 0.5 * rng.next()));
    case 'eastern-tonight':
      return easternDeadlineUtc(easternDay);
    case 'next-hours':
      return isoInstant(nowMs + rng.int(1, 6) * 3_600_000 + rng.int(0, 3_599) * 1000);
    case 'closed-earlier-today':
      return isoInstant(todayStart + (nowMs - todayStart) * (0.2 + 0.6 * rng.next()));
    case 'closed-yesterday':
      // Yesterday (UTC) and less than a day ago, at whatever hour the build runs.
      return isoInstant(todayStart - (todayStart + DAY_MS - nowMs) * (0.2 + 0.6 * rng.next()));
    case 'perpetual-2099':
      return '2099-12-31T04:59:59Z';
    case 'perpetual-2100':
      return '2100-01-01T04:59:59Z';
    case 'withdrawn':
      return easternDeadlineUtc(easternDay + rng.int(3, 60));
    case 'future-days':
      return easternDeadlineUtc(easternDay + rng.int(1, 120));
  }
}

export function planOpenPeriodDockets(ctx: BuildContext, calendar: FrCalendar, ids: DocketIds, rng: Rng, titles: Rng): DocketPlan[] {
  const count = ctx.count(OPEN_BASE_COUNT, CASES.length * 3);
  const weights = REGS_AGENCIES.map((a) => a.docketWeight);
  const standing = [regsAgency('FAA'), regsAgency('FMCSA')];
  const plans: DocketPlan[] = [];
  for (let i = 0; i < count; i++) {
    const openCase = i < CASES.length * 3 ? CASES[i % CASES.length] : rng.weighted(CASES, CASE_WEIGHTS);
    const perpetual = openCase === 'perpetual-2099' || openCase === 'perpetual-2100';
    const agency = perpetual ? rng.pick(standing) : rng.weighted(REGS_AGENCIES, weights);
    const posted = perpetual ? dayOf(rng.int(2012, 2020), rng.int(1, 12), rng.int(1, 28)) : calendar.today - rng.int(15, 80);
    const year = yearOfDay(posted);
    const fa = frAgency(agency.frName);
    const topic = rng.pick(fa.topics);
    const rulemaking = !perpetual && rng.bool(0.4);
    const title = perpetual
      ? `${agency.code === 'FAA' ? 'Petitions for Exemption' : 'Exemption Applications'}: Standing Docket for Requests Under ${agency.code === 'FAA' ? '14 CFR Part 11' : '49 CFR Part 381'}`
      : rulemaking
        ? ruleTitle(titles, topic, year)
        : noticeTitle(titles, topic, year);
    const type = rulemaking ? 'Proposed Rule' : 'Notice';
    let frDocNum: string | null = null;
    if (!perpetual && rng.bool(0.85)) {
      frDocNum = recordedFrNumber(rng, calendar.reserve({ day: posted, type, title, agencies: listedAgencies(fa), topic }).number);
    }
    plans.push({
      id: ids.next(rng, agency, year),
      agency: agency.code,
      frAgency: fa,
      topic,
      title,
      docketType: rulemaking ? 'Rulemaking' : 'Nonrulemaking',
      startDay: posted,
      extraDocs: 0,
      comments: 0,
      firstDocNumber: 1,
      keyDocs: [
        {
          type,
          day: posted,
          title,
          frDocNum,
          withdrawn: openCase === 'withdrawn',
          period: { start: easternMidnightUtc(posted), end: closingInstant(rng, openCase, ctx.now) },
        },
      ],
    });
  }
  return plans;
}
