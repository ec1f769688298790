// ig_reports: Inspector General reports as scraped from oversight.gov, from 1998 to the build's
// day (and a few dated ahead of it, as OIGs sometimes post). The id is the page's URL slug, cut to
// 120 characters; a report without a page is keyed by its number with non-word characters as _.
// The money columns and the recommendation count are 0 where the site states no figure (0 is not
// a reported zero); a few dates are the listing's text (MM/DD/YYYY) where the page had none.
import {
  type BuildContext,
  dayOf,
  dayOfDate,
  fill,
  isoDay,
  lognormal,
  pad2,
  type Rng,
  type Row,
  yearOfDay,
} from '../../../../../databases/build/kit/index.js';
import {
  INSPECTORS_GENERAL,
  type InspectorGeneral,
  PROGRAMS,
  REPORT_TYPE_WEIGHTS,
  REPORT_TYPES,
  SUMMARY_CLOSERS,
  SUMMARY_FINDINGS,
  SUMMARY_OPENERS,
  TITLE_PATTERNS,
} from '../../vocab/oversight-inspectors.js';
import { STATES } from '../../vocab/oversight-places.js';

export const IG_REPORT_BASE_COUNT = 35_088;
export const IG_REPORT_COLUMNS = [
  'report_id',
  'title',
  'date_issued',
  'report_number',
  'report_type',
  'agency_reviewed',
  'submitting_oig',
  'location',
  'description',
  'num_recommendations',
  'questioned_costs',
  'funds_for_better_use',
  'pdf_url',
  'detail_url',
] as const;

/** What the recommendations table needs of each report. */
export interface IgReport {
  readonly id: string;
  readonly program: string;
  readonly day: number;
  readonly recommendations: number;
  readonly questionedCosts: number;
  readonly fundsForBetterUse: number;
}

const FIRST_DAY = dayOf(1998, 1, 1);
const SLUG_LENGTH = 120;
const NO_PAGE_SHARE = 0.01;
const FUTURE_SHARE = 0.001;
const TEXT_DATE_SHARE = 0.003;
const LOCATED_TYPES = new Set(['Investigation', 'Inspection/Evaluation']);
/** Types whose pages state recommendations and money findings. */
const FINDING_TYPES = new Set(['Audit', 'Inspection/Evaluation', 'Review']);
const OIG_WEIGHTS = INSPECTORS_GENERAL.map((o) => o.weight);

function reportNumber(rng: Rng, oig: InspectorGeneral, year: number): string {
  return oig.numbering.replace(/\{(\w+)\}/g, (_whole, slot: string) => {
    if (slot === 'yyyy') return String(year);
    if (slot === 'yy') return pad2(year % 100);
    if (slot === 'd') return String(rng.int(1, 9));
    if (slot === 'W') return 'ABCDEFGHJKLMNPRSTUVWXYZ'[rng.int(0, 22)];
    const digits = Number(slot.slice(1));
    return String(rng.int(0, 10 ** digits - 1)).padStart(digits, '0');
  });
}

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A key not yet used: the slug, or (as the site does for repeated titles) the slug with -1, -2… */
function uniqueKey(base: string, used: Set<string>): string {
  let key = base.slice(0, SLUG_LENGTH);
  for (let k = 1; used.has(key); k++) key = `${base.slice(0, SLUG_LENGTH - String(k).length - 1)}-${k}`;
  used.add(key);
  return key;
}

function fiscalPeriod(year: number, firstHalf: boolean): string {
  return firstHalf ? `October 1, ${year - 1} - March 31, ${year}` : `April 1, ${year} - September 30, ${year}`;
}

function money(rng: Rng, share: number, median: number): number {
  return rng.bool(share) ? Math.round(Math.min(2e9, lognormal(rng, 1.6, Math.log(median)))) : 0;
}

/** Inserts the reports and returns what the recommendations need of them. */
export function insertIgReports(ctx: BuildContext): IgReport[] {
  const rng = ctx.rng('ig_reports');
  const n = ctx.count(IG_REPORT_BASE_COUNT, 100);
  const today = dayOfDate(ctx.now);
  const reports: IgReport[] = [];
  const used = new Set<string>();

  function* rows(): Generator<Row> {
    // Days rise with the years: oversight.gov holds far more recent reports than early ones.
    const span = today - FIRST_DAY;
    for (let i = 0; i < n; i++) {
      // The first is of the last fortnight: the site is refreshed monthly, so its newest report is recent.
      const day =
        i === 0
          ? today - rng.int(0, 14)
          : rng.bool(FUTURE_SHARE)
            ? today + rng.int(1, 200)
            : FIRST_DAY + Math.floor(span * Math.sqrt(rng.next()));
      const year = yearOfDay(day);
      const oig = rng.weighted(INSPECTORS_GENERAL, OIG_WEIGHTS);
      const type = rng.weighted(REPORT_TYPES, REPORT_TYPE_WEIGHTS);
      const program = rng.pick(PROGRAMS);
      const place = rng.pick(STATES);
      const fy = year - (rng.bool(0.6) ? 1 : 0);
      const owner = oig.agency.endsWith('s') ? `${oig.agency}'` : `${oig.agency}'s`;
      const slots = {
        agency: oig.agency,
        owner,
        program,
        fy,
        place: rng.pick(place.cities),
        period: fiscalPeriod(year, day < dayOf(year, 7, 1)),
      };
      const title = fill(rng.pick(TITLE_PATTERNS[type]), slots);
      const number = rng.bool(0.05) ? null : reportNumber(rng, oig, year);
      const noPage = number !== null && rng.bool(NO_PAGE_SHARE);
      const id = uniqueKey(noPage && number ? number.replace(/\W/g, '_') : slugOf(title), used);
      const findings = FINDING_TYPES.has(type);
      const recommendations = findings && rng.bool(0.6) ? 1 + Math.floor(lognormal(rng, 0.8, Math.log(3))) : 0;
      const questioned = findings ? money(rng, 0.15, 400_000) : 0;
      const betterUse = findings ? money(rng, 0.08, 1_500_000) : 0;
      const kind = type === 'Investigation' ? 'investigation' : 'audit';
      const summary = [
        fill(rng.pick(SUMMARY_OPENERS[kind]), slots),
        fill(rng.pick(SUMMARY_FINDINGS[kind]), slots),
        fill(rng.pick(SUMMARY_CLOSERS[recommendations > 0 ? 'recommendations' : 'none']), slots),
      ];
      const month = isoDay(day).slice(0, 7);
      reports.push({ id, program, day, recommendations, questionedCosts: questioned, fundsForBetterUse: betterUse });
      yield [
        id,
        title,
        rng.bool(TEXT_DATE_SHARE) ? `${isoDay(day).slice(5, 7)}/${isoDay(day).slice(8, 10)}/${year}` : isoDay(day),
        number,
        type,
        rng.bool(0.05) ? `${oig.agency}, ${rng.pick(INSPECTORS_GENERAL).agency}` : oig.agency,
        oig.name,
        LOCATED_TYPES.has(type) && rng.bool(0.6) ? `${rng.pick(place.cities)}, ${place.name}` : null,
        // Paragraphs joined by newlines: the opener and finding, then the outcome.
        `${summary[0]} ${summary[1]}\n${summary[2]}`,
        recommendations,
        questioned,
        betterUse,
        rng.bool(0.92) ? `https://www.oversight.gov/sites/default/files/documents/reports/${month}/${slugOf(number ?? id)}.pdf` : null,
        noPage ? null : `https://www.oversight.gov/report/${oig.code}/${id}`,
      ];
    }
  }
  ctx.insert('ig_reports', IG_REPORT_COLUMNS, rows(), n);
  return reports;
}
