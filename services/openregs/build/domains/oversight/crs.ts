// crs_reports and crs_report_bills: Congressional Research Service products and the bills
// each one discusses.
import {
  type BuildContext,
  congressOfDay,
  dayOf,
  dayOfDate,
  fill,
  isoDay,
  type Rng,
  type Row,
  skewedSubset,
  yearOfDay,
} from '../../../../../databases/build/kit/index.js';
import { CRS_TITLE_PATTERNS, POLICY_AREAS, type PolicyArea } from '../../vocab/oversight-policy.js';
import type { BillRef } from './bills.js';
import { personName } from './people.js';

interface CrsReport {
  readonly id: string;
  readonly day: number;
  readonly area: PolicyArea;
}

/** CRS product series: id prefix, first year used, content type, counter start. */
const SERIES = [
  { prefix: 'RL', from: 1996, to: 2008, contentType: 'Reports', start: 30_000, weight: 4 },
  { prefix: 'RS', from: 1996, to: 2008, contentType: 'Reports', start: 20_000, weight: 2 },
  { prefix: 'R', from: 2008, to: 9999, contentType: 'Reports', start: 40_000, weight: 5 },
  { prefix: 'IF', from: 2014, to: 9999, contentType: 'In Focus', start: 10_000, weight: 3 },
  { prefix: 'IN', from: 2014, to: 9999, contentType: 'Insights', start: 10_000, weight: 2 },
  { prefix: 'LSB', from: 2017, to: 9999, contentType: 'Legal Sidebar', start: 10_000, weight: 1 },
] as const;

const FIRST_DAY = dayOf(1996, 1, 2);
const BILL_TYPES = ['hr', 's', 'hjres', 'sjres', 'hres', 'sres'] as const;

function topicsFor(rng: Rng, area: PolicyArea): string {
  const k = 1 + Math.floor(2.4 * rng.next() ** 2);
  // In list order, so the same set always reads the same (a canned query groups by it).
  return skewedSubset(rng, area.crsTopics, k, 1.6).join(', ');
}

export function insertCrsReports(ctx: BuildContext): CrsReport[] {
  const rng = ctx.rng('crs_reports');
  const n = ctx.count(13_875, 40);
  const lastDay = dayOfDate(ctx.now);
  const span = lastDay - FIRST_DAY;
  const counters = new Map<string, number>();
  const analysts = Array.from({ length: Math.max(20, Math.round(n / 40)) }, () => personName(rng, 0.4).full);
  const reports: CrsReport[] = [];

  function* rows(): Generator<Row> {
    for (let i = 0; i < n; i++) {
      // CRS output grew over time: later years get more products.
      const day = FIRST_DAY + Math.floor(span * Math.sqrt((i + rng.next()) / n));
      const year = yearOfDay(day);
      const series = SERIES.filter((s) => s.from <= year && year <= s.to);
      const s = rng.weighted(
        series,
        series.map((x) => x.weight),
      );
      const number = (counters.get(s.prefix) ?? s.start) + rng.int(1, 3);
      counters.set(s.prefix, number);
      const id = `${s.prefix}${number}`;
      const area = rng.pick(POLICY_AREAS);
      const issue = rng.pick(area.issues);
      const title = s.prefix === 'IF' || s.prefix === 'IN' ? issue : fill(rng.pick(CRS_TITLE_PATTERNS), { issue }, { lowerInnerThe: true });
      const updateDay = Math.min(lastDay, day + (rng.bool(0.6) ? rng.int(0, 900) : 0));
      const status = lastDay - updateDay < 3 * 365 || rng.bool(0.1) ? 'Active' : 'Archived';
      const authorCount = 1 + Math.floor(2.5 * rng.next() ** 3);
      const authors = [...new Set(Array.from({ length: authorCount }, () => analysts[rng.skewed(analysts.length, 1.5)]))].join(', ');
      const summary = `This report discusses ${issue.toLowerCase()}. ${rng.pick(area.findings)} It reviews the role of the ${rng.pick(area.agencies)} and options before Congress. ${rng.pick(area.findings)}`;
      reports.push({ id, day, area });
      yield [
        id,
        title,
        isoDay(day),
        isoDay(updateDay),
        status,
        s.contentType,
        authors,
        topicsFor(rng, area),
        summary,
        `https://crsreports.congress.gov/product/pdf/${s.prefix}/${id}`,
        `https://crsreports.congress.gov/product/details?prodcode=${id}`,
      ];
    }
  }
  ctx.insert(
    'crs_reports',
    ['id', 'title', 'publish_date', 'update_date', 'status', 'content_type', 'authors', 'topics', 'summary', 'pdf_url', 'html_url'],
    rows(),
    n,
  );
  return reports;
}

export function insertCrsReportBills(
  ctx: BuildContext,
  reports: readonly CrsReport[],
  bills: ReadonlyMap<number, readonly BillRef[]>,
): void {
  const rng = ctx.rng('crs_report_bills');
  function* rows(): Generator<Row> {
    for (const r of reports) {
      const congress = congressOfDay(r.day);
      const k = Math.floor(32 * rng.next() ** 2.2);
      const used = new Set<string>();
      for (let j = 0; j < k; j++) {
        // Mostly bills of the Congress the report was written in, some of the one before.
        const c = rng.bool(0.8) ? congress : congress - 1;
        const list = bills.get(c) ?? [];
        if (list.length > 0 && rng.bool(0.95)) {
          const b = list[rng.skewed(list.length, 1.3)];
          if (used.has(b.billId)) continue;
          used.add(b.billId);
          yield [r.id, b.title, b.congress, b.billType, b.billNumber, b.billId];
        } else {
          // A citation the source could not resolve to a canonical bill: bill_id stays NULL.
          const type = rng.pick(BILL_TYPES);
          yield [r.id, `${rng.pick(r.area.issues)} Act`, c, type, rng.int(1, 9999), null];
        }
      }
    }
  }
  ctx.insert(
    'crs_report_bills',
    ['report_id', 'bill_title', 'congress', 'bill_type', 'bill_number', 'bill_id'],
    rows(),
    ctx.count(137_528),
  );
}
