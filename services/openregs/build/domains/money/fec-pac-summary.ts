// fec_pac_summary (FEC "webk"): one cycle-to-date financial summary per committee and cycle, for
// every PAC, party and super PAC of the cycle and as many campaign committees as the published
// count leaves room for. The figures agree with the itemised tables: disbursements cover the
// committee's operating expenditures, its gifts to candidates (fec_contributions 24K/24Z), its
// coordinated party spending (24C) and its independent expenditures; receipts cover them and the
// cash left at the end of the coverage period.
import type Database from 'better-sqlite3';
import { dayOf, daysInMonth, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { pairKey, SPENDING_CYCLES, type CommitteeCycle, type SpendingPlan } from './fec-spending-plan.js';
import { slashDateOfDay } from './source-dates.js';

export const PAC_SUMMARY_COLUMNS = [
  'cmte_id',
  'cmte_nm',
  'cmte_tp',
  'cmte_dsgn',
  'ttl_receipts',
  'indv_contrib',
  'other_pol_cmte_contrib',
  'ttl_disb',
  'contrib_to_other_cmte',
  'ind_exp',
  'pty_coord_exp',
  'coh_cop',
  'debts_owed_by',
  'cvg_end_dt',
  'cycle',
] as const;

interface GivenSums {
  given: number;
  coordinated: number;
}

/** What each committee gave candidates (24K, 24Z) and spent in coordination with them (24C), per cycle. */
function contributionSums(db: Database.Database, firstCycle: number): Map<string, GivenSums> {
  const rows = db
    .prepare(
      `select cmte_id, cycle,
              total(case when transaction_tp in ('24K', '24Z') then transaction_amt end) as given,
              total(case when transaction_tp = '24C' then transaction_amt end) as coordinated
       from fec_contributions where cycle >= ? group by cmte_id, cycle`,
    )
    .all(firstCycle) as { cmte_id: string; cycle: number; given: number; coordinated: number }[];
  return new Map(rows.map((r) => [pairKey(r.cmte_id, r.cycle), { given: r.given, coordinated: r.coordinated }]));
}

/** The first `k` of `items` after a partial shuffle: `k` of them at random. */
function sample(rng: Rng, items: number[], k: number): number[] {
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(0, items.length - 1 - i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items.slice(0, k);
}

/** The committee-cycles summarised, up to `n`: the listed non-campaign ones, then campaign ones at random. */
function chosenPairs(rng: Rng, plan: SpendingPlan, n: number): number[] {
  const others: number[] = [];
  const campaigns: number[] = [];
  plan.pairs.forEach((p, i) => {
    if (!p.listed) return;
    (p.committee.kind === 'candidate' ? campaigns : others).push(i);
  });
  const fromOthers = sample(rng, others, Math.min(n, others.length));
  const fromCampaigns = sample(rng, campaigns, Math.min(campaigns.length, n - fromOthers.length));
  return [...fromOthers, ...fromCampaigns].sort((a, b) => a - b);
}

/** End of the coverage period: the cycle's end, or for the running cycle the last period filed
 *  (month ends for the monthly-filing parties, quarter ends for the rest, three weeks to file). */
function coverageEnd(pair: CommitteeCycle, today: number): number {
  const cycleEnd = dayOf(pair.cycle, 12, 31);
  if (cycleEnd + 21 <= today) return cycleEnd;
  const filed = new Date((today - 21) * 86_400_000);
  let year = filed.getUTCFullYear();
  let month = filed.getUTCMonth(); // the month before the filing month, 1-based
  if (pair.committee.kind !== 'party') month -= month % 3;
  if (month === 0) {
    year -= 1;
    month = 12;
  }
  return Math.max(pair.firstDay, dayOf(year, month, daysInMonth(year, month)));
}

/** Shares of receipts from individuals and from other committees, by committee kind. */
const RECEIPT_SHARES: Readonly<Record<string, [number, number]>> = {
  candidate: [0.72, 0.2],
  party: [0.8, 0.05],
  super: [0.85, 0.1],
  pac: [0.92, 0.02],
  leadership: [0.6, 0.35],
};

const cents = (x: number): number => Math.round(x * 100) / 100;

/**
 * Summary rows for up to `n` committee-cycles. `spent[i]` and `independent[i]` are plan pair i's
 * operating expenditures and independent expenditures, from the tables generated before.
 */
export function* pacSummaryRows(
  db: Database.Database,
  rng: Rng,
  plan: SpendingPlan,
  n: number,
  spent: Float64Array,
  independent: Float64Array,
): Generator<Row> {
  const sums = contributionSums(db, SPENDING_CYCLES[0]);
  for (const i of chosenPairs(rng, plan, n)) {
    const pair = plan.pairs[i];
    const c = pair.committee;
    const gifts = sums.get(pairKey(c.cmteId, pair.cycle)) ?? { given: 0, coordinated: 0 };
    // Only parties make coordinated party expenditures; others' 24C lines count as other spending.
    const coordinated = c.kind === 'party' ? gifts.coordinated : 0;
    const operating = Math.max(0, spent[i]);
    const other = operating * rng.next() * 0.15 + gifts.coordinated - coordinated; // transfers, refunds, loan repayments
    const disbursed = cents(operating + gifts.given + coordinated + independent[i] + other);
    const cash = cents(disbursed * (0.02 + 0.5 * rng.next()) + (disbursed === 0 ? rng.int(0, 5_000) : 0));
    const receipts = cents(disbursed + cash * (0.3 + 0.7 * rng.next()));
    const [individualShare, committeeShare] = RECEIPT_SHARES[c.kind];
    const individual = cents(receipts * Math.min(0.98, individualShare * (0.85 + 0.3 * rng.next())));
    const committees = cents(Math.min(receipts - individual, receipts * committeeShare * (0.5 + rng.next())));
    yield [
      c.cmteId,
      c.name,
      c.type,
      c.designation,
      receipts,
      individual,
      committees,
      disbursed,
      cents(gifts.given),
      cents(independent[i]),
      cents(coordinated),
      cash,
      rng.bool(0.2) ? cents(receipts * 0.1 * rng.next()) : 0,
      slashDateOfDay(coverageEnd(pair, plan.today)),
      pair.cycle,
    ];
  }
}
