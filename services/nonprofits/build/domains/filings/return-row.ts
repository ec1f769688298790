// The returns row of one filing: financials by form, name lines and Form 990 Part I facts.
import { pad, type Rng } from '../../../../../databases/build/kit/index.js';
import { FEZ, FPF, FT, F990, RETURN_TYPES, monthEnd } from '../../calendar.js';
import { personName } from '../../identity.js';
import { lognormal } from './quota.js';

type Value = string | number | null;

export interface FilingFacts {
  objectId: string;
  ein: string;
  name: string;
  state: string;
  taxYear: number;
  fiscalMonth: number;
  form: number;
  ntee: string | null;
  size: number;
  parseError: boolean;
  amended: number | null;
  returnTs: string;
  /** Sums of detail rows the return agrees with. */
  officerPay: number;
  grantsPaid: number;
  scheduleICash: number;
  contractorsOver100k: number | null;
  website: string;
  principalOfficer: string | null;
  /** Forced values (fixtures). */
  fmvAssets?: number;
}

const SUITE_TOKENS = ['SUITE 200', 'STE 4', 'SUITE 1100', 'STE 300'];

/** Name line 1/2 and how line 2 was treated; `continuation` joins it into org_name. */
function nameLines(rng: Rng, name: string, parseError: boolean): [string, string, string | null, string, number] {
  if (parseError) return [name, name, null, 'READ_ERR', 0];
  const r = rng.next();
  const words = name.split(' ');
  if (r < 0.04 && words.length > 2) {
    const cut = Math.ceil(words.length / 2);
    return [name, words.slice(0, cut).join(' '), words.slice(cut).join(' '), 'continuation', 0];
  }
  if (r < 0.055) return [name, name, `C/O ${personName(rng.next(), rng.next(), 0)}`, 'care_of', 0];
  if (r < 0.065) return [name, name, `DBA ${words[0]} CENTER`, 'dba', 0];
  if (r < 0.07) return [name, name, name, 'duplicate', 0];
  if (r < 0.08) return [name, name, rng.pick(SUITE_TOKENS), 'other', 1];
  return [name, name, null, 'single_line', 0];
}

export function returnRow(rng: Rng, f: FilingFacts): Value[] {
  const [orgName, line1, line2, rule, suffix] = nameLines(rng, f.name, f.parseError);
  const periodEnd = monthEnd(f.fiscalMonth === 12 ? f.taxYear : f.taxYear + 1, f.fiscalMonth);
  const base: Value[] = [f.objectId, f.ein, orgName, f.state, f.taxYear, periodEnd, RETURN_TYPES[f.form], f.ntee];
  const row: Value[] = [...base, ...new Array<Value>(44).fill(null)];
  const set = (column: number, value: Value): void => {
    row[column - 1] = value;
  };
  set(17, f.parseError ? 'XMLSyntaxError: unexpected end of data in element Return' : null);
  set(33, f.amended);
  set(34, f.returnTs);
  set(35, line1);
  set(36, line2);
  set(37, rule);
  set(38, suffix);
  if (f.parseError) return row;

  const z = f.size + 0.25 * (rng.next() - 0.5);
  if (f.form === F990) {
    let revenue = Math.round(Math.min(30e9, 750_000 * Math.exp(2.4 * z)));
    if (rng.next() < 0.02) revenue = -rng.int(0, 50_000);
    const expenses = Math.round(Math.max(revenue, 10_000) * (0.7 + 0.5 * rng.next()));
    const program = Math.round(expenses * (0.75 + 0.15 * rng.next()));
    const fundraising = Math.round((expenses - program) * 0.3 * rng.next());
    const assets = Math.round(Math.max(revenue, 20_000) * lognormal(rng, 1.5, 0.8));
    set(9, revenue);
    set(10, expenses);
    set(11, program);
    set(12, fundraising);
    set(13, expenses - program - fundraising);
    set(14, assets);
    set(15, f.officerPay);
    set(18, Math.round(Math.max(0, revenue) * (0.1 + 0.8 * rng.next())));
    set(20, Math.round(assets * 0.02 * rng.next()));
    set(21, Math.round(assets * 0.01 * (rng.next() - 0.3)));
    set(22, f.scheduleICash);
    set(24, Math.round(assets * (0.3 + 0.6 * rng.next())));
    set(30, expenses);
    set(31, `${Math.max(2015, f.taxYear)}v${rng.pick(['4.0', '4.1', '4.2', '5.0'])}`);
    set(32, f.contractorsOver100k);
    const group = rng.next() < 0.03;
    set(39, group ? pad(rng.int(1, 9999), 4) : null);
    set(40, rng.next() < 0.05 ? null : group ? 1 : 0);
    set(41, group ? rng.int(0, 1) : null);
    const voting = rng.next() < 0.001 ? rng.int(2_000, 9_000) : rng.int(3, 25);
    set(42, voting);
    set(43, Math.max(0, voting - rng.int(0, 3)));
    set(44, Math.round(Math.max(0, revenue) / 90_000));
    set(45, rng.int(0, 400));
    set(46, Math.max(revenue, 0) + rng.int(0, 50_000));
    const formation = rng.next();
    set(47, formation < 0.0005 ? 9999 : formation < 0.001 ? 0 : rng.int(1880, Math.min(2022, f.taxYear)));
    set(48, f.state);
    set(49, 'TO SERVE THE COMMUNITY THROUGH ' + (f.ntee ?? 'CHARITABLE') + ' PROGRAMS');
    set(50, 'THE ORGANIZATION PROVIDES PROGRAMS AND SERVICES TO RESIDENTS OF ' + f.state);
    set(51, rng.next() < 0.7 ? f.website : null);
    set(52, f.principalOfficer);
  } else if (f.form === FEZ) {
    const revenue = Math.min(199_999, Math.round(60_000 * Math.exp(0.8 * z)));
    const expenses = Math.round(revenue * (0.7 + 0.5 * rng.next()));
    const assets = Math.min(499_999, Math.round(revenue * lognormal(rng, 1, 0.7)));
    set(9, revenue);
    set(10, expenses);
    set(11, Math.round(expenses * (0.6 + 0.35 * rng.next())));
    set(14, assets);
    set(15, f.officerPay);
    set(18, Math.round(revenue * (0.2 + 0.7 * rng.next())));
    set(20, Math.round(assets * 0.015 * rng.next()));
    set(21, rng.next() < 0.8 ? 0 : rng.int(-2_000, 8_000));
    set(22, rng.next() < 0.7 ? 0 : Math.round(expenses * 0.3 * rng.next()));
    set(24, Math.round(assets * (0.5 + 0.5 * rng.next())));
    const group = rng.next() < 0.03;
    set(39, group ? pad(rng.int(1, 9999), 4) : null);
    set(40, rng.next() < 0.1 ? null : group ? 1 : 0);
    set(41, group ? rng.int(0, 1) : null);
  } else if (f.form === FPF) {
    const book = Math.round(Math.min(30e9, 1_000_000 * Math.exp(2.2 * z)));
    const fmv = f.fmvAssets ?? Math.round(Math.min(50e9, book * (1 + 0.5 * rng.next())));
    const revenue = Math.round(book * (0.02 + 0.1 * rng.next()));
    const paid = f.grantsPaid > 0 && rng.next() < 0.9 ? f.grantsPaid : Math.round(fmv * 0.05 * rng.next());
    const distributable = Math.round(fmv * 0.05 * (0.9 + 0.1 * rng.next()));
    set(9, revenue);
    set(10, Math.round(paid * (1.05 + 0.2 * rng.next())));
    set(14, book);
    set(15, f.officerPay);
    set(18, Math.round(revenue * rng.next()));
    set(19, Math.round(book * 0.02 * rng.next()));
    set(20, Math.round(book * 0.003 * rng.next()));
    set(21, Math.round(book * 0.04 * (rng.next() - 0.3)));
    set(22, paid);
    set(23, fmv);
    set(24, Math.round(book * (0.9 + 0.1 * rng.next())));
    set(25, rng.next() < 0.8 ? 0 : Math.round(paid * 0.2));
    set(26, Math.max(paid, Math.round(distributable * (1 + 0.2 * rng.next()))));
    set(27, distributable);
    set(28, Math.round(fmv * 0.05));
    set(29, rng.next() < 0.7 ? 0 : Math.round(distributable * rng.next()));
  } else if (f.form === FT) {
    const r = rng.next();
    const ubti = r < 0.4 ? 0 : r < 0.55 ? -Math.round(lognormal(rng, 20_000, 1)) : Math.round(lognormal(rng, 60_000, 1.5));
    set(9, ubti);
    set(10, Math.max(0, Math.round(ubti * 0.21)));
    set(14, Math.round(5_000_000 * Math.exp(2 * z)));
  }
  return row;
}
