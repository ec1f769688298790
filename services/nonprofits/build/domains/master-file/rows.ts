// One master-file row: codes and amounts consistent with the organisation's form and size.
import { pad, type Rng } from '../../../../../databases/build/kit/index.js';
import { FEZ, FPF, F990 } from '../../calendar.js';

type Value = string | number | null;

export interface MasterFileOrg {
  ein: string;
  name: string;
  city: string;
  state: string | null;
  zip: string;
  family: number;
  size: number;
  ntee: string | null;
  fiscalMonth: number;
  /** `YYYYMM` of the latest return, or null. */
  taxPeriod: string | null;
  /** Forced foundation code (fixtures). */
  foundation?: string;
}

const OTHER_SUBSECTIONS = ['02', '09', '10', '12', '13', '14', '15', '25', '27'];
/** Foundation codes of public charities (15 = supported by the public, the most common). */
export const PUBLIC_CHARITY_FOUNDATION: readonly string[] = ['15', '15', '15', '15', '16', '17', '10', '11', '12', '13', '14', '21', '00'];

/** Size band 0-9 of an amount. */
export function sizeCode(amount: number | null): string {
  if (amount === null || amount <= 0) return '0';
  const bands = [10_000, 25_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000, 50_000_000];
  for (let i = 0; i < bands.length; i++) if (amount < bands[i]) return String(i + 1);
  return '9';
}

export function masterFileRow(rng: Rng, o: MasterFileOrg): Value[] {
  const s = rng.next();
  const subsection =
    o.family === FPF
      ? '03'
      : s < 0.75
        ? '03'
        : s < 0.795
          ? '04'
          : s < 0.83
            ? '06'
            : s < 0.86
              ? '07'
              : s < 0.885
                ? '05'
                : s < 0.91
                  ? '08'
                  : s < 0.925
                    ? '19'
                    : rng.pick(OTHER_SUBSECTIONS);
  const foundation =
    o.foundation ??
    (o.family === FPF
      ? rng.next() < 0.8
        ? '04'
        : rng.pick(['02', '03'])
      : subsection === '03'
        ? rng.pick(PUBLIC_CHARITY_FOUNDATION)
        : '00');
  const affiliation = rng.next() < 0.9 ? '3' : rng.next() < 0.85 ? '9' : rng.pick(['1', '2', '6', '7', '8']);
  const grp = affiliation === '3' ? '0000' : pad(rng.int(1, 9999), 4);
  const scale = o.family === F990 ? 750_000 : o.family === FEZ ? 60_000 : 1_000_000;
  const blank = o.taxPeriod === null && rng.next() < 0.5;
  const income = blank
    ? null
    : Math.max(0, Math.round(scale * Math.exp((o.family === FEZ ? 0.8 : 2.3) * o.size) * (0.8 + 0.4 * rng.next())));
  const assets = blank ? null : Math.max(0, Math.round((income ?? 0) * (0.5 + 2 * rng.next())));
  const revenue = income === null ? null : Math.round(income * (0.85 + 0.15 * rng.next()));
  const st = rng.next();
  return [
    o.ein,
    o.name,
    rng.next() < 0.12 ? `% ${rng.pick(['JOHN', 'MARY', 'ROBERT', 'LINDA'])} ${rng.pick(['SMITH', 'JONES', 'LEE', 'DAVIS'])}` : null,
    `${rng.int(1, 9999)} ${rng.pick(['MAIN ST', 'OAK AVE', 'PO BOX ' + rng.int(1, 9999), 'BROADWAY', 'CHURCH ST', 'PARK AVE STE 100'])}`,
    o.city,
    o.state,
    rng.next() < 0.6 ? o.zip : `${o.zip}-${pad(rng.int(1, 9999), 4)}`,
    grp,
    subsection,
    affiliation,
    pad(rng.pick([1000, 1200, 2000, 7000, 1700, 3000]), 4),
    `${rng.int(1950, 2024)}${pad(rng.int(1, 12), 2)}`,
    subsection === '03' ? '1' : rng.next() < 0.9 ? '2' : '4',
    foundation,
    rng.next() < 0.4 ? '000000000' : pad(rng.int(1, 999), 3) + pad(rng.int(0, 999), 3) + '000',
    rng.next() < 0.85 ? '1' : rng.pick(['2', '5', '3', '4']),
    st < 0.98 ? '01' : st < 0.99 ? '02' : st < 0.995 ? '12' : '25',
    o.taxPeriod,
    sizeCode(assets),
    sizeCode(income),
    o.family === FPF ? '00' : o.family === FEZ ? '02' : rng.pick(['01', '01', '01', '03', '06', '07', '13', '14']),
    o.family === FPF ? '1' : '0',
    pad(o.fiscalMonth, 2),
    assets,
    income,
    revenue,
    o.ntee,
    rng.next() < 0.05 ? rng.pick(['FRIENDS OF THE LIBRARY', 'ENDOWMENT FUND', 'CAPITAL CAMPAIGN']) : null,
  ];
}
