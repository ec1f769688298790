// Per-Congress bill lists read back from `legislation` (already inserted) for the passes that
// reference bills: floor proceedings, roll calls, CBO estimates. One query per Congress.
import { type BuildContext, dayOfIso } from '../../../../../databases/build/kit/index.js';
import { SHOWCASE_BILL, billId } from './legislation.js';

export interface BillRef {
  billId: string;
  type: string;
  number: number;
  title: string;
  sponsorName: string;
  originChamber: string;
  introducedDay: number;
  latestDay: number;
}

export interface CongressBills {
  /** Most-cosponsored first: references pick from the front of this list most often. */
  byPopularity: readonly BillRef[];
  /** Same bills by introduction date (for "introduced on or before" lookups). */
  byIntroduced: readonly BillRef[];
  /** Highest number per bill type (references past it point at bills absent from legislation). */
  maxNumber: ReadonlyMap<string, number>;
}

export class BillLists {
  private cache: { congress: number; bills: CongressBills } | null = null;
  constructor(private readonly ctx: BuildContext) {}

  of(congress: number): CongressBills {
    if (this.cache?.congress === congress) return this.cache.bills;
    const rows = this.ctx.db
      .prepare(
        `select bill_id, bill_type, bill_number, title, sponsor_name, origin_chamber, introduced_date, latest_action_date
      from legislation where congress = ? order by cosponsor_count desc, bill_id`,
      )
      .all(congress) as {
      bill_id: string;
      bill_type: string;
      bill_number: number;
      title: string;
      sponsor_name: string;
      origin_chamber: string;
      introduced_date: string;
      latest_action_date: string;
    }[];
    const refs: BillRef[] = rows.map((r) => ({
      billId: r.bill_id,
      type: r.bill_type,
      number: r.bill_number,
      title: r.title,
      sponsorName: r.sponsor_name,
      originChamber: r.origin_chamber,
      introducedDay: dayOfIso(r.introduced_date),
      latestDay: dayOfIso(r.latest_action_date),
    }));
    const showcase = billId(SHOWCASE_BILL.congress, SHOWCASE_BILL.type, SHOWCASE_BILL.number);
    const at = refs.findIndex((r) => r.billId === showcase);
    if (at > 0) refs.unshift(...refs.splice(at, 1));
    const maxNumber = new Map<string, number>();
    for (const r of refs) maxNumber.set(r.type, Math.max(maxNumber.get(r.type) ?? 0, r.number));
    const bills = {
      byPopularity: refs,
      byIntroduced: [...refs].sort((a, b) => a.introducedDay - b.introducedDay || a.billId.localeCompare(b.billId)),
      maxNumber,
    };
    this.cache = { congress, bills };
    return bills;
  }
}

/** Number of bills introduced on or before a day (prefix length of byIntroduced). */
export function introducedBy(bills: CongressBills, day: number): number {
  let lo = 0;
  let hi = bills.byIntroduced.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bills.byIntroduced[mid].introducedDay <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A bill type as citations write it ("H.R.", "S.J.Res."). */
export const BILL_TYPE_LABEL: Readonly<Record<string, string>> = {
  hr: 'H.R.',
  s: 'S.',
  hres: 'H.Res.',
  sres: 'S.Res.',
  hjres: 'H.J.Res.',
  sjres: 'S.J.Res.',
  hconres: 'H.Con.Res.',
  sconres: 'S.Con.Res.',
};

/** "H.R. 3684" */
export function billLabel(type: string, number: number): string {
  return `${BILL_TYPE_LABEL[type] ?? type.toUpperCase()} ${number}`;
}
