// oira_reviews: OIRA's Executive Order reviews of agency rules since 1981. Reviews from 1994 on are
// mostly of rules the Federal Register published (same RIN and title, received weeks before
// publication); earlier ones (the 1980s reviewed many more rules) and withdrawn rules have no
// Federal Register document here, and the newest are still under review (completion, decision
// and publication ''). Like the published loader, which reads overlapping files without
// de-duplicating, a share of the last years' reviews appears twice.
import {
  type BuildContext,
  dayOf,
  dayOfDate,
  dayOfIso,
  isoDay,
  lognormal,
  type Rng,
  readBack,
  type Row,
  yearOfDay,
} from '../../../../../databases/build/kit/index.js';
import { FR_AGENCIES, type FrAgency } from '../../vocab/agencies.js';
import {
  DECISION_WEIGHTS,
  DECISIONS,
  EARLY_DECISION_WEIGHTS,
  EARLY_DECISIONS,
  REVIEW_STAGE_WEIGHTS,
  REVIEW_STAGES,
} from '../../vocab/regulatory-oira.js';
import { rin, ruleTitle } from './text.js';

export const OIRA_REVIEW_BASE_COUNT = 48_628;
export const OIRA_REVIEW_COLUMNS = [
  'rin',
  'agency_code',
  'title',
  'stage',
  'economically_significant',
  'date_received',
  'date_completed',
  'decision',
  'date_published',
  'major',
] as const;

export interface Review {
  readonly rin: string;
  readonly agency: FrAgency;
  readonly title: string;
  readonly stage: string;
  readonly significant: boolean;
  readonly received: number;
  /** null while under review. */
  readonly completed: number | null;
  readonly decision: string;
  readonly published: number | null;
  readonly major: string;
}

/** Reviews under the earlier order (1981–1993), when OIRA reviewed most rules. */
const EARLY_SHARE = 0.5;
/** Rules withdrawn or never published after review (1994 on). */
const UNPUBLISHED_SHARE = 0.04;
const UNDER_REVIEW_SHARE = 0.003;
const DUPLICATE_SHARE = 0.01;
const SIGNIFICANT_SHARE = 0.14;
const FIRST_DAY = dayOf(1981, 2, 17);
const FR_ERA = dayOf(1994, 1, 1);
/** The Congressional Review Act's "major" determination exists from its enactment on. */
const CRA_DAY = dayOf(1996, 3, 29);

const AGENCIES = FR_AGENCIES.filter((a) => a.rin);
const AGENCY_WEIGHTS = AGENCIES.map((a) => a.frWeight);
const AGENCY_BY_PREFIX = new Map<string, FrAgency>();
for (const a of AGENCIES) if (a.rin && !AGENCY_BY_PREFIX.has(a.rin)) AGENCY_BY_PREFIX.set(a.rin, a);

function majorFlag(rng: Rng, day: number, significant: boolean): string {
  if (day < CRA_DAY) return '';
  if (rng.bool(0.01)) return 'Undetermined';
  return significant && rng.bool(0.8) ? 'Yes' : 'No';
}

/** A review of a rule with no Federal Register document here. */
function unmatchedReview(rng: Rng, received: number, completed: number | null, decision: string, published: number | null): Review {
  const agency = rng.weighted(AGENCIES, AGENCY_WEIGHTS);
  const significant = rng.bool(SIGNIFICANT_SHARE);
  return {
    rin: rin(rng, agency.rin ?? '0000'),
    agency,
    title: ruleTitle(rng, rng.pick(agency.topics), yearOfDay(received)),
    stage: rng.weighted(REVIEW_STAGES, REVIEW_STAGE_WEIGHTS),
    significant,
    received,
    completed,
    decision,
    published,
    major: majorFlag(rng, received, significant),
  };
}

interface FrRule {
  _rowid: number;
  title: string;
  type: string;
  publication_date: string;
  regulation_id_numbers: string;
}

/** `k` Federal Register rules with a RIN, chosen evenly over the table (selection sampling). */
function* sampledRules(ctx: BuildContext, rng: Rng, k: number): Generator<FrRule> {
  const where = "regulation_id_numbers is not null and regulation_id_numbers != '' and type in ('Rule', 'Proposed Rule')";
  let left = ctx.db.prepare(`select count(*) from federal_register where ${where}`).pluck().get() as number;
  let wanted = Math.min(k, left);
  const rules = readBack<FrRule>(
    ctx.db,
    `select rowid as _rowid, title, type, publication_date, regulation_id_numbers from federal_register
     where rowid > ? and ${where} order by rowid limit ?`,
  );
  for (const rule of rules) {
    if (wanted === 0) return;
    if (rng.next() * left < wanted) {
      wanted--;
      yield rule;
    }
    left--;
  }
}

function reviewOfRule(rng: Rng, rule: FrRule): Review {
  const number = rule.regulation_id_numbers.split(', ')[0];
  const agency = AGENCY_BY_PREFIX.get(number.slice(0, 4)) ?? AGENCIES[0];
  const published = dayOfIso(rule.publication_date);
  const completed = published - rng.int(3, 60);
  const received = completed - Math.round(Math.min(600, Math.max(7, lognormal(rng, 0.7, Math.log(55)))));
  const significant = rng.bool(SIGNIFICANT_SHARE);
  const stage =
    rule.type === 'Proposed Rule' ? 'Proposed Rule' : rng.weighted(['Final Rule', 'Interim Final Rule', 'Direct Final Rule'], [88, 10, 2]);
  return {
    rin: number,
    agency,
    title: rule.title,
    stage,
    significant,
    received,
    completed,
    decision: rng.weighted(DECISIONS.slice(0, 2), DECISION_WEIGHTS.slice(0, 2)),
    published,
    major: majorFlag(rng, received, significant),
  };
}

/** Every review, in the order the loader writes them: by date received, then the repeated ones. */
export function planReviews(ctx: BuildContext): Review[] {
  const rng = ctx.rng('oira_reviews');
  const today = dayOfDate(ctx.now);
  const n = ctx.count(OIRA_REVIEW_BASE_COUNT, 150);
  const duplicates = Math.round(n * DUPLICATE_SHARE);
  const unique = n - duplicates;
  const underReview = Math.max(1, Math.round(unique * UNDER_REVIEW_SHARE));
  const early = Math.round(unique * EARLY_SHARE);
  const matched = [...sampledRules(ctx, rng, unique - early - underReview - Math.round(unique * UNPUBLISHED_SHARE))].map((r) =>
    reviewOfRule(rng, r),
  );
  const unpublished = unique - early - underReview - matched.length;

  const reviews: Review[] = [...matched];
  for (let i = 0; i < early; i++) {
    const received = FIRST_DAY + rng.int(0, FR_ERA - 1 - FIRST_DAY);
    const completed = received + Math.round(Math.min(300, lognormal(rng, 0.8, Math.log(25))));
    const published = rng.bool(0.7) ? completed + rng.int(10, 120) : null;
    reviews.push(unmatchedReview(rng, received, completed, rng.weighted(EARLY_DECISIONS, EARLY_DECISION_WEIGHTS), published));
  }
  for (let i = 0; i < unpublished; i++) {
    const received = FR_ERA + rng.int(0, Math.max(0, today - 120 - FR_ERA));
    const completed = Math.min(today, received + rng.int(30, 400));
    const decision = rng.weighted(['Withdrawn', 'Returned for Reconsideration', 'Improperly Submitted'], [90, 5, 5]);
    reviews.push(unmatchedReview(rng, received, completed, decision, null));
  }
  // Rules under review arrived in the last three months, the newest within the last month.
  for (let i = 0; i < underReview; i++) reviews.push(unmatchedReview(rng, today - rng.int(0, i === 0 ? 29 : 89), null, '', null));

  const ordered = reviews.map((r, at) => ({ r, at })).sort((a, b) => a.r.received - b.r.received || a.at - b.at);
  const out = ordered.map((x) => x.r);
  // Repeats: reviews of the last two years, read again from the year-to-date file.
  const recent = out.filter((r) => r.received >= today - 730);
  for (let i = 0; i < duplicates && recent.length > 0; i++) out.push(rng.pick(recent));
  while (out.length < n) out.push(rng.pick(out));
  return out;
}

export function* reviewRows(reviews: readonly Review[]): Generator<Row> {
  for (const r of reviews) {
    yield [
      r.rin,
      r.rin.slice(0, 4),
      r.title,
      r.stage,
      r.significant ? 'Yes' : 'No',
      isoDay(r.received),
      r.completed === null ? '' : isoDay(r.completed),
      r.decision,
      r.published === null ? '' : isoDay(r.published),
      r.major,
    ];
  }
}
