// House Statements of Disbursements, 2016 on: vendor payments of every office
// (house_disbursements_nonpersonnel) and each office's payroll per quarter
// (house_disbursements_personnel_agg). Payments concentrate on national vendors; each office
// also pays its own landlords and printers, and reimburses its staff.
import { type BuildContext, isoDay, type Member, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import {
  HOUSE_CATEGORIES,
  HOUSE_NATIONAL_VENDORS,
  HOUSE_PROGRAMS,
  LOCAL_VENDOR_KINDS,
  type SpendingCategory,
} from '../../vocab/misc-disbursements.js';
import { COMPANY_STEMS } from '../../vocab/misc-industries.js';
import { FIRST_NAMES, LAST_NAMES } from '../../vocab/misc-people.js';
import { houseOffices, NON_MEMBER_OFFICE_COUNT, type HouseOffice, type HouseOfficeType } from './house-offices.js';
import { quarters, type Quarter } from './quarters.js';

// The electronic statements cover 2016Q1 to 2025Q4 (fixed calendar).
const PERIOD = quarters(2016, 1, 2025, 4);

const ROW_WEIGHT: Record<HouseOfficeType, number> = { member: 1, committee: 1.6, leadership: 0.8, officer: 2.2 };
/** Quarterly payroll: staff range and pay per staffer per quarter. */
const PAYROLL: Record<HouseOfficeType, { staff: [number, number]; pay: [number, number] }> = {
  member: { staff: [9, 18], pay: [13_000, 21_000] },
  committee: { staff: [25, 80], pay: [22_000, 34_000] },
  leadership: { staff: [15, 55], pay: [25_000, 38_000] },
  officer: { staff: [40, 420], pay: [18_000, 30_000] },
};

interface OfficeQuarter {
  readonly office: HouseOffice;
  readonly officeIndex: number;
  readonly quarter: Quarter;
}

export function generateHouseDisbursements(ctx: BuildContext, members: readonly Member[]): void {
  const nonMember = Math.max(4, Math.min(NON_MEMBER_OFFICE_COUNT, Math.round(NON_MEMBER_OFFICE_COUNT * ctx.scale * 10)));
  const offices = houseOffices(members, PERIOD, nonMember);
  const pairs: OfficeQuarter[] = [];
  offices.forEach((office, officeIndex) => {
    for (let q = office.fromQuarter; q <= office.toQuarter; q++) pairs.push({ office, officeIndex, quarter: PERIOD[q] });
  });
  const target = ctx.count(2_500_000, 5_000);
  ctx.insert(
    'house_disbursements_nonpersonnel',
    ['id', 'organization', 'program', 'category', 'vendor_name', 'description', 'quarter', 'transaction_date', 'amount'],
    paymentRows(ctx, offices, pairs, target),
    target,
  );
  ctx.insert(
    'house_disbursements_personnel_agg',
    ['quarter', 'organization', 'staff_count', 'total_amount'],
    payrollRows(ctx.rng('house_disbursements_personnel_agg'), pairs),
    pairs.length,
  );
}

function* payrollRows(rng: Rng, pairs: readonly OfficeQuarter[]): Generator<Row> {
  for (const p of pairs) {
    const pay = PAYROLL[p.office.type];
    const staff = rng.int(pay.staff[0], pay.staff[1]);
    yield [p.quarter.label, p.office.name, staff, Math.round(staff * rng.int(pay.pay[0], pay.pay[1]) * 100) / 100];
  }
}

/** Per-office local vendors and staff who get reimbursed. */
interface OfficeSuppliers {
  readonly local: readonly { name: string; category: string }[];
  readonly staff: readonly string[];
}

function officeSuppliers(rng: Rng): OfficeSuppliers {
  const local = Array.from({ length: 4 }, () => {
    const kind = rng.pick(LOCAL_VENDOR_KINDS);
    return { name: `${rng.pick(COMPANY_STEMS).toUpperCase()} ${kind.suffix}`, category: kind.category };
  });
  const staff = Array.from({ length: 6 }, () => `${rng.pick(LAST_NAMES).toUpperCase()}, ${rng.pick(FIRST_NAMES).toUpperCase()}`);
  return { local, staff };
}

function* paymentRows(ctx: BuildContext, offices: readonly HouseOffice[], pairs: readonly OfficeQuarter[], target: number): Generator<Row> {
  const rng = ctx.rng('house_disbursements_nonpersonnel');
  const suppliers = offices.map(() => officeSuppliers(rng));
  const categoryWeights = HOUSE_CATEGORIES.map((c) => c.weight);
  const nationalByCategory = new Map<string, string[]>();
  for (const v of HOUSE_NATIONAL_VENDORS) nationalByCategory.set(v.category, [...(nationalByCategory.get(v.category) ?? []), v.name]);
  const totalWeight = pairs.reduce((s, p) => s + ROW_WEIGHT[p.office.type], 0);
  let id = 0;
  for (const p of pairs) {
    const expected = (target * ROW_WEIGHT[p.office.type]) / totalWeight;
    const n = Math.floor(expected) + (rng.next() < expected % 1 ? 1 : 0);
    const own = suppliers[p.officeIndex];
    for (let i = 0; i < n; i++) {
      const category: SpendingCategory = rng.weighted(HOUSE_CATEGORIES, categoryWeights);
      const r = rng.next();
      let vendor: string;
      const national = nationalByCategory.get(category.name);
      if (r < 0.01)
        vendor = ''; // internal transfers carry no vendor
      else if (category.name === 'TRAVEL' && r < 0.35) vendor = own.staff[rng.skewed(own.staff.length, 1.5)];
      else if (national && r < 0.7) vendor = national[rng.skewed(national.length, 1.8)];
      else {
        const local = own.local.filter((l) => l.category === category.name);
        vendor = local.length ? rng.pick(local).name : national ? rng.pick(national) : rng.pick(own.local).name;
      }
      let amount = category.min * Math.pow(category.max / category.min, Math.pow(rng.next(), 1.6));
      if (rng.bool(0.02)) amount = -amount * rng.next() * 0.5; // credits and refunds
      yield [
        ++id,
        p.office.name,
        HOUSE_PROGRAMS[p.office.type],
        category.name,
        vendor,
        rng.pick(category.descriptions),
        p.quarter.label,
        isoDay(rng.int(p.quarter.firstDay, p.quarter.lastDay)),
        Math.round(amount * 100) / 100,
      ];
    }
  }
}
