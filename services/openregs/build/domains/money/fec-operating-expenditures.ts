// fec_operating_expenditures (FEC "oppexp"): every payee line of every committee's operating
// expenditures, streamed committee-cycle by committee-cycle. Card payments are followed by memo
// lines (memo_cd 'X') itemising what the card bought, which add up to the payment and stay out of
// the committee's totals. The raw date is MM/DD/YYYY as filed; a few filed dates are malformed or
// out of range (no ISO sidecar) and a few lie in the future (typos the freshness check flags).
import { isoDay, lognormal, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import {
  CARD_MEMO_TEXTS,
  CARD_MERCHANTS,
  DISBURSEMENT_CATEGORIES,
  PAYEE_KINDS,
  type PayeeKindName,
} from '../../vocab/money-fec-spending.js';
import { buildRoster, type Payee } from './fec-payees.js';
import type { CommitteeCycle, SpendingPlan } from './fec-spending-plan.js';
import { slashDateOfDay } from './source-dates.js';

export const OPERATING_EXPENDITURE_COLUMNS = [
  'cmte_id',
  'cmte_name',
  'form_tp_cd',
  'name',
  'city',
  'state',
  'zip_code',
  'transaction_dt',
  'transaction_dt_iso',
  'transaction_amt',
  'purpose',
  'category',
  'category_desc',
  'entity_tp',
  'memo_cd',
  'memo_text',
  'cycle',
] as const;

/** Lines filed with a category code (the rest leave it blank). */
const CATEGORY_SHARE = 0.35;
/** Lines whose date was filed without slashes, with an impossible year, or in the future. */
const UNSLASHED_SHARE = 0.001;
const BAD_YEAR_SHARE = 0.0003;
const FUTURE_SHARE = 0.0005;
/** Lines filed without a payee type: more of them in the early cycles. */
const BLANK_ENTITY_SHARE = { before2013: 0.06, later: 0.01 };
/** Voided or refunded payments, filed as negative amounts. */
const NEGATIVE_SHARE = 0.003;

function formType(pair: CommitteeCycle): string {
  if (pair.committee.kind !== 'candidate') return 'F3X';
  return pair.committee.type === 'P' ? 'F3P' : 'F3';
}

/** Bigger committees buy bigger: the media and ad lines of parties and incumbents run larger. */
function amountScale(pair: CommitteeCycle): number {
  const kind = pair.committee.kind;
  return kind === 'party' ? 3 : kind === 'super' ? 2.5 : pair.incumbent ? 1.6 : kind === 'candidate' ? 0.7 : 0.8;
}

function amount(rng: Rng, payee: { readonly kind: PayeeKindName }, scale: number): number {
  const kind = PAYEE_KINDS[payee.kind];
  const sized = payee.kind === 'media' || payee.kind === 'digital' || payee.kind === 'consulting' ? scale : 1;
  const dollars = Math.min(5_000_000, lognormal(rng, kind.spread, Math.log(kind.median * sized)));
  return Math.max(0.01, Math.round(dollars * 100) / 100);
}

/** The filed date and its ISO sidecar (null when the filed value is not a readable 1990–2050 date). */
function filedDate(rng: Rng, day: number, today: number): [string, string | null] {
  const roll = rng.next();
  if (roll < UNSLASHED_SHARE) return [slashDateOfDay(day).replace(/\//g, ''), null];
  if (roll < UNSLASHED_SHARE + BAD_YEAR_SHARE) {
    const raw = slashDateOfDay(day);
    return [`${raw.slice(0, 6)}${rng.pick(['2201', '1202', '2102', '0202'])}`, null];
  }
  const filed = roll < UNSLASHED_SHARE + BAD_YEAR_SHARE + FUTURE_SHARE ? today + rng.int(1, 400) : day;
  return [slashDateOfDay(filed), isoDay(filed)];
}

/** A day of the committee-cycle, more of them near the election. */
function spendingDay(rng: Rng, pair: CommitteeCycle): number {
  return pair.firstDay + Math.floor((pair.lastDay - pair.firstDay + 1) * Math.pow(rng.next(), 0.75));
}

/**
 * The lines of every committee-cycle. `totals[i]` receives the sum of pair i's lines that count
 * towards its totals (memo lines left out).
 */
export function* operatingExpenditureRows(rng: Rng, plan: SpendingPlan, totals: Float64Array): Generator<Row> {
  for (let p = 0; p < plan.pairs.length; p++) {
    const pair = plan.pairs[p];
    if (pair.lines === 0) continue;
    const roster = buildRoster(rng, pair);
    const scale = amountScale(pair);
    const form = formType(pair);
    const cmteName = pair.listed ? pair.committee.name : null;
    const blankEntity = pair.cycle < 2013 ? BLANK_ENTITY_SHARE.before2013 : BLANK_ENTITY_SHARE.later;
    const line = (payee: Payee, day: number, dollars: number, purpose: string, memoText: string | null): Row => {
      const [raw, iso] = filedDate(rng, day, plan.today);
      const category = rng.bool(CATEGORY_SHARE) ? PAYEE_KINDS[payee.kind].category : null;
      return [
        pair.committee.cmteId,
        cmteName,
        form,
        payee.name,
        payee.city,
        payee.state,
        payee.zip,
        raw,
        iso,
        dollars,
        purpose,
        category,
        category === null ? null : DISBURSEMENT_CATEGORIES[category],
        rng.bool(blankEntity) ? null : payee.entity,
        memoText === null ? null : 'X',
        memoText,
        pair.cycle,
      ];
    };
    for (let left = pair.lines; left > 0;) {
      const payee = roster.pick(rng);
      const day = spendingDay(rng, pair);
      const purpose = rng.pick(PAYEE_KINDS[payee.kind].purposes);
      if (payee.kind === 'card' && left >= 2) {
        // The payment, then what it paid for: memo lines that add up to it.
        const items = Math.min(left - 1, rng.int(1, 6));
        const bought: [(typeof CARD_MERCHANTS)[number], number][] = [];
        let paid = 0;
        for (let i = 0; i < items; i++) {
          const merchant = rng.pick(CARD_MERCHANTS);
          const dollars = amount(rng, merchant, scale);
          bought.push([merchant, dollars]);
          paid += dollars;
        }
        paid = Math.round(paid * 100) / 100;
        totals[p] += paid;
        yield line(payee, day, paid, purpose, null);
        const memo = rng.pick(CARD_MEMO_TEXTS).replace('{card}', payee.name);
        for (const [at, dollars] of bought)
          yield line({ ...at, entity: 'ORG' }, Math.max(pair.firstDay, day - rng.int(0, 30)), dollars, rng.pick(at.purposes), memo);
        left -= items + 1;
        continue;
      }
      const dollars = rng.bool(NEGATIVE_SHARE) ? -amount(rng, payee, scale) : amount(rng, payee, scale);
      totals[p] += dollars;
      yield line(payee, day, dollars, purpose, null);
      left--;
    }
  }
}
