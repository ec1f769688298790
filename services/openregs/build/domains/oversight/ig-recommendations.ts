// ig_recommendations: the recommendations block of report pages, which the scraper reads as the
// open recommendations: mostly recent reports, often fewer rows than the report's stated count,
// and now and then rows for a report that states no count at all. Money is 0 where none is given.
import { type BuildContext, fill, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { RECOMMENDATION_PATTERNS } from '../../vocab/oversight-inspectors.js';
import type { IgReport } from './ig-reports.js';

export const IG_RECOMMENDATION_BASE_COUNT = 12_346;
export const IG_RECOMMENDATION_COLUMNS = [
  'report_id',
  'rec_number',
  'significant',
  'text',
  'questioned_costs',
  'funds_for_better_use',
] as const;

/** Rows for reports whose page states no recommendation count. */
const UNCOUNTED_SHARE = 0.05;

/** A report's share of its money, split over the rows that carry it. */
function split(rng: Rng, total: number, rows: number, carries: boolean): number {
  return carries && total > 0 ? Math.round((total / rows) * (0.5 + rng.next())) : 0;
}

export function insertIgRecommendations(ctx: BuildContext, reports: readonly IgReport[]): void {
  const rng = ctx.rng('ig_recommendations');
  const n = ctx.count(IG_RECOMMENDATION_BASE_COUNT, 40);
  // Newest first: open recommendations are mostly on recent reports.
  const counted = reports.filter((r) => r.recommendations > 0).sort((a, b) => b.day - a.day);
  const uncounted = reports.filter((r) => r.recommendations === 0).sort((a, b) => b.day - a.day);

  function* rows(): Generator<Row> {
    let produced = 0;
    const listedReports = new Set<string>();
    for (let attempts = 0; produced < n && attempts < n * 20; attempts++) {
      const fromUncounted = uncounted.length > 0 && (counted.length === 0 || rng.bool(UNCOUNTED_SHARE));
      const pool = fromUncounted ? uncounted : counted;
      const report = pool[rng.skewed(pool.length, 1.8)];
      if (listedReports.has(report.id)) continue;
      listedReports.add(report.id);
      const listed = Math.min(n - produced, fromUncounted ? rng.int(1, 3) : rng.int(1, report.recommendations));
      const first = rng.bool(0.8) ? 1 : rng.int(2, Math.max(2, report.recommendations));
      for (let i = 0; i < listed; i++) {
        const costs = rng.bool(0.3);
        yield [
          report.id,
          String(first + i),
          rng.bool(0.25) ? 'Yes' : 'No',
          fill(rng.pick(RECOMMENDATION_PATTERNS), { program: report.program }),
          split(rng, report.questionedCosts, listed, costs),
          split(rng, report.fundsForBetterUse, listed, !costs && rng.bool(0.5)),
        ];
        produced++;
      }
    }
  }
  ctx.insert('ig_recommendations', IG_RECOMMENDATION_COLUMNS, rows(), n);
}
