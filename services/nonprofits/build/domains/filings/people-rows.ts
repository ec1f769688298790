// Officers, top employees and contractors of one filing.
import type { Rng } from '../../../../../databases/build/kit/index.js';
import { F990, FEZ } from '../../calendar.js';
import { personName } from '../../identity.js';
import { CONTRACTOR_NAMES, CONTRACTOR_SERVICES } from '../../vocab/causes.js';
import { BOARD_TITLES, FOUNDATION_STAFF_TITLES, FOUNDATION_TITLES, STAFF_TITLES, SURNAMES } from '../../vocab/people.js';
import { lognormal } from './quota.js';

type Value = string | number | null;

export interface PersonOverride {
  name: string;
  title: string;
  pay: number;
}

/** Officer rows (without object_id/ein) and the total filing-org pay; `legacy` keeps the old compensation copy. */
export function officerRows(
  rng: Rng,
  form: number,
  count: number,
  size: number,
  legacy: boolean,
  overrides: readonly PersonOverride[] = [],
): { rows: Value[][]; total: number; maxTotal: number } {
  const rows: Value[][] = [];
  let total = 0;
  let maxTotal = 0;
  for (let k = 0; k < count; k++) {
    const o = overrides[k];
    const staff = o ? o.pay > 0 : rng.next() < (form === F990 ? 0.22 : 0.15);
    const name = o?.name ?? personName(rng.next(), rng.next(), rng.next());
    const title =
      o?.title ??
      (staff
        ? rng.pick(form === F990 ? STAFF_TITLES : FOUNDATION_TITLES)
        : rng.pick(form === F990 || form === FEZ ? BOARD_TITLES : FOUNDATION_TITLES));
    const paid = o ? o.pay : staff ? Math.round(lognormal(rng, 120_000 * Math.exp(0.25 * size), 0.85)) : 0;
    const pay = paid === 0 && rng.next() < 0.1 ? null : paid;
    const hours = staff ? rng.int(35, 60) : rng.int(1, 5);
    if (form === F990) {
      const related = pay && rng.next() < 0.09 ? Math.round(pay * rng.next() * 0.5) : 0;
      const other = pay ? Math.round(pay * (0.05 + 0.1 * rng.next())) : 0;
      const sum = (pay ?? 0) + related + other;
      const flags = officerFlags(rng, staff, !!(o && /CEO|CHIEF|EXECUTIVE/.test(o.title)));
      rows.push([name, title, hours, legacy ? pay : null, null, null, pay, related, other, ...flags]);
      total += pay ?? 0;
      maxTotal = Math.max(maxTotal, sum);
    } else {
      const benefits = pay ? Math.round(pay * 0.12 * rng.next()) : 0;
      const expense = pay && rng.next() < 0.2 ? rng.int(500, 20_000) : 0;
      rows.push([name, title, hours, legacy ? pay : null, benefits, expense, pay, null, null, null, null, null, null, null, null]);
      total += pay ?? 0;
      maxTotal = Math.max(maxTotal, (pay ?? 0) + benefits + expense);
    }
  }
  return { rows, total, maxTotal };
}

/** Form 990 Part VII boxes: check-all-that-apply, so several may be 1. */
function officerFlags(rng: Rng, staff: boolean, isOfficer: boolean): number[] {
  const highest = staff && rng.next() < 0.22 ? 1 : 0;
  const key = staff && !highest && rng.next() < 0.22 ? 1 : 0;
  const trustee = !staff ? (rng.next() < 0.93 ? 1 : 0) : rng.next() < 0.12 ? 1 : 0;
  const officer = isOfficer || rng.next() < (staff ? 0.55 : 0.26) ? 1 : 0;
  const institutional = rng.next() < 0.002 ? 1 : 0;
  const former = rng.next() < 0.02 ? 1 : 0;
  return [highest, officer, trustee, institutional, key, former];
}

export function topEmployeeRows(rng: Rng, count: number, legacy: boolean): Value[][] {
  const rows: Value[][] = [];
  for (let k = 0; k < count; k++) {
    const pay = Math.round(lognormal(rng, 95_000, 0.5));
    rows.push([
      personName(rng.next(), rng.next(), rng.next()),
      rng.pick(FOUNDATION_STAFF_TITLES),
      rng.int(35, 50),
      legacy ? pay : null,
      Math.round(pay * 0.15),
      0,
      pay,
      null,
      null,
    ]);
  }
  return rows;
}

/** Contractors (Form 990: above $100K; 990-PF: above $50K); foreign ones have no state. */
export function contractorRows(rng: Rng, count: number, floor: number, state: string | null, city: string): Value[][] {
  const rows: Value[][] = [];
  for (let k = 0; k < count; k++) {
    const foreign = rng.next() < 0.02;
    const amount = rng.next() < 0.005 ? null : floor + Math.round(lognormal(rng, floor, 1.0));
    rows.push([
      `${rng.pick(SURNAMES)} ${rng.pick(CONTRACTOR_NAMES)}`,
      foreign ? 'TORONTO' : city,
      foreign ? null : state,
      rng.pick(CONTRACTOR_SERVICES),
      amount,
    ]);
  }
  return rows;
}
