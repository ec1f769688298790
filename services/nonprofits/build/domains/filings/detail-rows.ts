// Detail lines of one filing: foundation grants and schedules, Schedule I and Schedule R lines.
import { pad, type Rng } from '../../../../../databases/build/kit/index.js';
import { personName, surname } from '../../identity.js';
import {
  BOND_NAMES,
  GRANT_PURPOSES,
  OPAQUE_RECIPIENTS,
  OTHER_INVESTMENTS,
  PROGRAM_ACTIVITIES,
  PROGRAM_INVESTMENTS,
  PROPERTY_DESCRIPTIONS,
  RELATED_ACTIVITIES,
} from '../../vocab/causes.js';
import { FOREIGN_PLACES } from '../../vocab/places.js';
import { lognormal } from './quota.js';

type Value = string | number | null;

/** A recipient drawn from the organisation universe: name as the master file has it, where it is. */
export interface Recipient {
  name: string;
  ein: string | null;
  city: string;
  state: string;
  zip: string;
}
export type RecipientSource = (rng: Rng) => Recipient;

/** Grant amounts: long right tail, most in round multiples of $500. */
export function grantAmount(rng: Rng, median: number, sigma: number, max: number): number {
  const raw = Math.min(max, Math.max(50, lognormal(rng, median, sigma)));
  return rng.next() < 0.8 ? Math.max(500, Math.round(raw / 500) * 500) : Math.round(raw);
}

/** 990-PF grant rows (paid ≈ 93 %, future ≈ 6.5 %, expenditure responsibility ≈ 0.5 %). */
export function grantRows(rng: Rng, count: number, taxYear: number, recipient: RecipientSource): { rows: Value[][]; paid: number } {
  const rows: Value[][] = [];
  let paid = 0;
  for (let k = 0; k < count; k++) {
    const r = rng.next();
    const type = r < 0.93 ? 'paid' : r < 0.995 ? 'future' : 'exp_responsibility';
    const amount = grantAmount(rng, 5_000, 2.0, 500_000_000);
    if (type === 'paid') paid += amount;
    const who = rng.next();
    let name: string;
    let city: string | null;
    let state: string | null;
    let country: string | null = null;
    let zip: string | null;
    if (who < 0.01) {
      const [c, province, foreignCity, postal] = rng.pick(FOREIGN_PLACES);
      name = `${rng.pick(['UNIVERSITY OF', 'FRIENDS OF', 'FOUNDATION FOR'])} ${foreignCity}`;
      city = foreignCity;
      state = province;
      country = c;
      zip = postal;
    } else {
      const org = recipient(rng);
      city = org.city;
      state = org.state;
      zip = org.zip;
      if (who < 0.71) name = rng.next() < 0.85 ? org.name : org.name.toLowerCase().replace(/\b[a-z]/g, (ch) => ch.toUpperCase());
      else if (who < 0.72) name = personName(rng.next(), rng.next(), rng.next());
      else if (who < 0.74) name = 'VARIOUS';
      else name = rng.next() < 0.5 ? `FRIENDS OF ${org.name}` : `${org.name} INC`;
    }
    const relationship = rng.next() < 0.7 ? 'NONE' : rng.pick(['N/A', 'NO RELATIONSHIP', 'BOARD MEMBER IS A TRUSTEE']);
    const status = rng.next() < 0.8 ? 'PC' : rng.pick(['PF', 'GOV', '501(C)(3)', 'PUBLIC CHARITY']);
    const exp = type === 'exp_responsibility';
    rows.push([
      type,
      name,
      city,
      state,
      country,
      zip,
      relationship,
      status,
      rng.pick(GRANT_PURPOSES),
      amount,
      exp ? `${taxYear}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}` : null,
      exp ? Math.round(amount * (0.5 + 0.5 * rng.next())) : null,
      taxYear,
    ]);
  }
  return { rows, paid };
}

export function contributorRows(rng: Rng, count: number, city: string, state: string, zip: string): Value[][] {
  const rows: Value[][] = [];
  for (let k = 0; k < count; k++) {
    const t = rng.next();
    const type = t < 0.75 ? 'person' : t < 0.95 ? 'business' : null;
    const name = type === 'business' ? `${surname(rng.next())} HOLDINGS LLC` : personName(rng.next(), rng.next(), rng.next());
    rows.push([name, city, state, zip, Math.round(lognormal(rng, 50_000, 1.5)), type]);
  }
  return rows;
}

/** Part IV sale lines: ≈ 2 % exact repeats, rare dates outside 1900–2050 kept as filed. */
export function capitalGainRows(rng: Rng, count: number, taxYear: number): Value[][] {
  const rows: Value[][] = [];
  for (let k = 0; k < count; k++) {
    if (k > 0 && rng.next() < 0.02) {
      rows.push(rows[k - 1]);
      continue;
    }
    const how = rng.next();
    const price = Math.round(lognormal(rng, 20_000, 1.6));
    const basis = Math.round(price * (0.5 + rng.next()));
    const odd = rng.next() < 0.00001;
    const acquired = odd
      ? `${rng.pick([1822, 3121, 1066])}-01-15`
      : rng.next() < 0.3
        ? null
        : `${taxYear - rng.int(0, 15)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
    const sold = rng.next() < 0.1 ? null : `${taxYear}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
    rows.push([
      rng.pick(PROPERTY_DESCRIPTIONS),
      how < 0.85 ? 'P' : how < 0.95 ? 'D' : null,
      acquired,
      sold,
      price,
      basis,
      rng.next() < 0.9 ? price - basis : Math.round((price - basis) * rng.next()),
    ]);
  }
  return rows;
}

const INVESTMENT_TYPES = ['corp_bond', 'other', 'us_govt', 'state_local', 'land_invest', 'land_equip_charitable'] as const;

export function investmentRows(rng: Rng, count: number, assets: number): Value[][] {
  const rows: Value[][] = [];
  for (let k = 0; k < count; k++) {
    const type = rng.weighted(INVESTMENT_TYPES, [30, 40, 15, 8, 4, 3]);
    const book = Math.max(1, Math.round((assets / Math.max(1, count)) * (0.3 + 1.4 * rng.next())));
    const description =
      type === 'corp_bond'
        ? rng.pick(BOND_NAMES)
        : type === 'us_govt'
          ? 'US Government Obligations'
          : type === 'state_local'
            ? 'State/Local Securities'
            : type === 'other'
              ? rng.pick(OTHER_INVESTMENTS)
              : 'LAND AND BUILDINGS';
    const land = type === 'land_invest' || type === 'land_equip_charitable';
    rows.push([type, description, book, Math.round(book * (0.8 + 0.6 * rng.next())), land ? Math.round(book * 0.9) : null]);
  }
  return rows;
}

export function programActivityRows(rng: Rng, count: number, first?: string): Value[][] {
  const rows: Value[][] = [];
  for (let k = 0; k < count; k++)
    rows.push([
      k + 1,
      k === 0 && first ? first : rng.pick(PROGRAM_ACTIVITIES),
      rng.next() < 0.1 ? null : Math.round(lognormal(rng, 30_000, 1.2)),
    ]);
  return rows;
}

export function programInvestmentRows(rng: Rng, count: number): Value[][] {
  const rows: Value[][] = [];
  for (let k = 0; k < count; k++) rows.push([rng.pick(PROGRAM_INVESTMENTS), Math.round(lognormal(rng, 100_000, 1.2))]);
  return rows;
}

/** Schedule I lines: ≈ 85 % with the grantee's EIN; `opaque` is the share of lump-sum labels. */
export function scheduleIRows(
  rng: Rng,
  count: number,
  recipient: RecipientSource,
  opaque: number,
  sponsor: boolean,
): { rows: Value[][]; cash: number } {
  const rows: Value[][] = [];
  let cash = 0;
  for (let k = 0; k < count; k++) {
    const org = recipient(rng);
    const isOpaque = rng.next() < opaque;
    const amount = grantAmount(rng, sponsor ? 2_500 : 10_000, 1.6, 50_000_000);
    const cashAmt = sponsor || rng.next() < 0.92 ? amount : null;
    const nonCash = !sponsor && (cashAmt === null || rng.next() < 0.05) ? Math.round(lognormal(rng, 5_000, 1)) : null;
    cash += cashAmt ?? 0;
    const irc = rng.next() < 0.85 ? '501(C)(3)' : rng.pick(['501(c)(3)', 'GOVERNMENT', '501(C)(4)', '170(C)(1)']);
    rows.push([
      isOpaque ? rng.pick(OPAQUE_RECIPIENTS) : org.name,
      !isOpaque && rng.next() < 0.85 ? org.ein : null,
      org.city,
      org.state,
      org.zip,
      irc,
      cashAmt,
      nonCash,
      rng.pick(GRANT_PURPOSES),
    ]);
  }
  return { rows, cash };
}

const SECTIONS = ['disregarded_entity', 'related_tax_exempt', 'taxable_partnership', 'taxable_corp_trust'] as const;

export function relatedOrgRows(rng: Rng, count: number, recipient: RecipientSource, allSections = false): Value[][] {
  const rows: Value[][] = [];
  for (let k = 0; k < count; k++) {
    const org = recipient(rng);
    const section = allSections && k < 4 ? SECTIONS[k] : rng.weighted(SECTIONS, [20, 55, 12, 13]);
    const exempt = section === 'related_tax_exempt';
    rows.push([
      org.name,
      rng.next() < 0.75 ? org.ein : null,
      org.city,
      org.state,
      org.zip,
      rng.pick(RELATED_ACTIVITIES),
      org.state,
      exempt ? '501(C)(3)' : null,
      exempt ? rng.pick(['7', '10', '12A', '12B', '3']) : null,
      rng.next() < 0.6 ? 'X' : org.name,
      rng.next() < 0.4 ? 1 : 0,
      section,
    ]);
  }
  return rows;
}
