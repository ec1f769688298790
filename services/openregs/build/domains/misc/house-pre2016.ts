// House office totals of 2009Q3-2015Q4, as read (OCR) from the PDF statements: per office and
// quarter, one line per budget object class and an 'OFFICE TOTALS' line (their sum). Each
// quarter is one PDF volume with running page numbers. When an office's block runs over a page
// break, the next page starts with "<OFFICE> (CONTINUED)" and repeats the summary block: those
// repeated lines are the continuation rows that house_pre2016_office_totals_dedup collapses.
import type { BuildContext, Member, Row } from '../../../../../databases/build/kit/index.js';
import { PRE2016_CATEGORIES, PRE2016_TOTAL_CATEGORY } from '../../vocab/misc-disbursements.js';
import { houseOffices, NON_MEMBER_OFFICE_COUNT, type HouseOfficeType } from './house-offices.js';
import { quarters } from './quarters.js';

const PERIOD = quarters(2009, 3, 2015, 4);
export const CONTINUED_MARKER = ' (CONTINUED)';

/** Typical quarterly total per kind of office, in dollars. */
const QUARTER_TOTAL: Record<HouseOfficeType, [number, number]> = {
  member: [290_000, 420_000],
  committee: [700_000, 2_900_000],
  leadership: [450_000, 1_800_000],
  officer: [1_500_000, 9_000_000],
};

const CONTINUATION_SHARE = 0.2;
/** Chance that an office spent nothing in a (non-payroll) class in a quarter, so the line is absent. */
const EMPTY_CLASS_SHARE = 0.06;

export function generateHousePre2016(ctx: BuildContext, members: readonly Member[]): void {
  const target = ctx.count(200_000, 1_000);
  const linesPerSection = (2 + (PRE2016_CATEGORIES.length - 1) * (1 - EMPTY_CLASS_SHARE)) * (1 + CONTINUATION_SHARE);
  const memberOffices = houseOffices(members, PERIOD, 0).length;
  const wanted = Math.round(target / (PERIOD.length * linesPerSection));
  const nonMember = Math.max(4, Math.min(NON_MEMBER_OFFICE_COUNT, wanted - memberOffices));
  const offices = houseOffices(members, PERIOD, nonMember);
  ctx.insert(
    'house_pre2016_office_totals',
    ['id', 'office_name', 'office_type', 'category', 'quarter', 'quarter_amount', 'source_page'],
    rows(ctx, offices),
    target,
  );
}

function* rows(ctx: BuildContext, offices: ReturnType<typeof houseOffices>): Generator<Row> {
  const rng = ctx.rng('house_pre2016_office_totals');
  let id = 0;
  for (let q = 0; q < PERIOD.length; q++) {
    let page = rng.int(3, 12); // front matter precedes the office blocks
    for (const office of offices) {
      if (q < office.fromQuarter || q > office.toQuarter) continue;
      const [lo, hi] = QUARTER_TOTAL[office.type];
      const quarterTotal = rng.int(lo, hi);
      const lines: [string, number][] = [];
      let sum = 0;
      for (const c of PRE2016_CATEGORIES) {
        if (c.name !== 'PERSONNEL COMPENSATION' && rng.bool(EMPTY_CLASS_SHARE)) continue;
        const amount = Math.round(quarterTotal * c.share * (0.6 + rng.next() * 0.8) * 100) / 100;
        lines.push([c.name, amount]);
        sum += amount;
      }
      lines.push([PRE2016_TOTAL_CATEGORY, Math.round(sum * 100) / 100]);
      const continued = rng.bool(CONTINUATION_SHARE);
      for (const [category, amount] of lines) yield [++id, office.name, office.type, category, PERIOD[q].label, amount, page];
      if (continued) {
        page++;
        for (const [category, amount] of lines)
          yield [++id, office.name + CONTINUED_MARKER, office.type, category, PERIOD[q].label, amount, page];
      }
      page += rng.int(1, 3);
    }
  }
}
