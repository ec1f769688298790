// Organisations and filings created at every scale: the 20 donor-advised-fund sponsors and the
// example organisations tests, questions and canned queries rely on. Names, states, codes and
// amounts are synthetic test data.
import { F990, FEZ, FPF, FT } from './calendar.js';
import type { UspsCode } from './vocab/places.js';

export type MasterFileStatus = 'bmf' | 'former' | 'none';

export interface FixtureOrg {
  ein: string;
  name: string;
  state: UspsCode;
  ntee: string;
  /** Form family: F990, FEZ or FPF. */
  family: number;
  status: MasterFileStatus;
  /** BMF foundation code (private foundations 02-04; public charities 15, 16, 17 …). */
  foundation: string;
  /** Donor-advised-fund sponsor label and percent share of sponsor disbursement rows. */
  sponsor?: { label: string; share: number };
}

export interface FixtureFiling {
  /** Index into FIXTURE_ORGS. */
  org: number;
  taxYear: number;
  form: number;
  amended: 0 | 1;
  /** Forces the filing's object_id order inside a release year (0..1), else random. */
  order?: number;
  /** Forces return_ts. */
  returnTs?: string;
}

const SPONSORS: readonly [string, string, number, UspsCode][] = [
  ['110303001', 'Fidelity Charitable', 28, 'MA'],
  ['311640316', 'Schwab Charitable', 14, 'CA'],
  ['232888152', 'Vanguard Charitable', 10, 'PA'],
  ['237825575', 'National Philanthropic Trust', 9, 'PA'],
  ['205205488', 'Silicon Valley Community Foundation', 6, 'CA'],
  ['237174183', 'Jewish Communal Fund', 4, 'NY'],
  ['133062214', 'New York Community Trust', 4, 'NY'],
  ['362167000', 'Chicago Community Trust', 3.5, 'IL'],
  ['953510055', 'California Community Foundation', 3.5, 'CA'],
  ['431152398', 'Greater Kansas City Community Foundation', 3, 'MO'],
  ['527082731', 'Morgan Stanley Global Impact', 3, 'DC'],
  ['311774905', 'GS Donor Advised Philanthropy Fund', 2, 'DE'],
  ['046010342', 'Bank of America Charitable', 2, 'NC'],
  ['300748315', 'BNY Mellon Charitable', 1.5, 'PA'],
  ['593652538', 'Raymond James Charitable', 1.5, 'FL'],
  ['522166327', 'Donors Trust', 1.5, 'VA'],
  ['510198509', 'Tides Foundation', 1.5, 'CA'],
  ['541934032', 'Donors Capital Fund', 0.5, 'VA'],
  ['812644663', 'Open Philanthropy Action Fund', 0.3, 'CA'],
  ['934792247', 'Fidelity Charitable (alt EIN)', 1.2, 'MA'],
];

export const FIDELITY_ALT_EIN = '934792247';
export const RED_CROSS_EIN = '530196605';
export const RED_CROSS = 'AMERICAN NATIONAL RED CROSS';
export const FOOD_BANK = 'EXAMPLE COMMUNITY FOOD BANK';
export const SHARED_NAME = 'EXAMPLE SHARED NAME CHARITY';

export const FIXTURE_ORGS: readonly FixtureOrg[] = [
  ...SPONSORS.map(([ein, label, share, state]): FixtureOrg => ({
    ein,
    name: ein === FIDELITY_ALT_EIN ? 'FIDELITY CHARITABLE' : label.toUpperCase(),
    state,
    ntee: 'T50',
    family: F990,
    status: 'bmf',
    foundation: '16',
    sponsor: { label, share },
  })),
  { ein: RED_CROSS_EIN, name: RED_CROSS, state: 'DC', ntee: 'P20', family: F990, status: 'bmf', foundation: '17' },
  { ein: '990000001', name: 'EXAMPLE FAMILY FOUNDATION', state: 'NY', ntee: 'T20', family: FPF, status: 'bmf', foundation: '04' },
  { ein: '990000002', name: 'EXAMPLE COMMUNITY HEALTH SYSTEM', state: 'CA', ntee: 'E22', family: F990, status: 'bmf', foundation: '12' },
  { ein: '990000003', name: 'EXAMPLE YOUTH SOCCER LEAGUE', state: 'OH', ntee: 'N64', family: FEZ, status: 'bmf', foundation: '15' },
  { ein: '990000004', name: SHARED_NAME, state: 'IL', ntee: 'P20', family: F990, status: 'bmf', foundation: '15' },
  { ein: '990000005', name: SHARED_NAME, state: 'IN', ntee: 'P20', family: F990, status: 'bmf', foundation: '15' },
  { ein: '990000006', name: SHARED_NAME, state: 'WI', ntee: 'P20', family: F990, status: 'bmf', foundation: '15' },
  { ein: '990000007', name: 'EXAMPLE DISSOLVED ARTS COUNCIL', state: 'VT', ntee: 'A25', family: F990, status: 'former', foundation: '15' },
  { ein: '990000008', name: 'EXAMPLE UNIVERSITY ENDOWMENT', state: 'MA', ntee: 'B43', family: F990, status: 'bmf', foundation: '11' },
  { ein: '990000009', name: 'EXAMPLE RIVER CONSERVANCY', state: 'OR', ntee: 'C32', family: F990, status: 'bmf', foundation: '15' },
  { ein: '990000010', name: FOOD_BANK, state: 'TX', ntee: 'K31', family: F990, status: 'bmf', foundation: '15' },
];

export function fixtureIndex(ein: string): number {
  const i = FIXTURE_ORGS.findIndex((o) => o.ein === ein);
  if (i < 0) throw new Error(`no fixture organisation ${ein}`);
  return i;
}

/** The date the dissolved fixture left the master file. */
export const DISSOLVED_DROPPED_ASOF = '2026-03-01';

function years(from: number, to: number): number[] {
  const out: number[] = [];
  for (let y = from; y <= to; y++) out.push(y);
  return out;
}

/** Every fixture filing (any order; the schedule sorts them by object_id with the rest). */
export function fixtureFilings(): FixtureFiling[] {
  const out: FixtureFiling[] = [];
  const add = (ein: string, form: number, taxYears: number[]): void => {
    for (const taxYear of taxYears) out.push({ org: fixtureIndex(ein), taxYear, form, amended: 0 });
  };
  for (const [ein] of SPONSORS) add(ein, F990, ein === FIDELITY_ALT_EIN ? [2023] : years(2016, 2024));
  add(RED_CROSS_EIN, F990, years(2016, 2024));
  add('990000001', FPF, years(2016, 2024));
  add('990000002', F990, years(2016, 2024));
  add('990000003', FEZ, years(2019, 2024));
  add('990000007', F990, years(2016, 2021));
  add('990000008', F990, years(2016, 2024));
  add('990000008', FT, years(2020, 2024));
  add('990000010', F990, years(2016, 2024));
  // Canonical-pick example: in TY2022 the amended filing has the lowest object_id; in TY2021 the
  // higher object_id of two unamended filings was filed earlier.
  const river = fixtureIndex('990000009');
  out.push(
    { org: river, taxYear: 2022, form: F990, amended: 1, order: 0.2, returnTs: '2023-08-14T10:00:00-07:00' },
    { org: river, taxYear: 2022, form: F990, amended: 0, order: 0.5, returnTs: '2023-05-02T09:30:00-07:00' },
    { org: river, taxYear: 2022, form: F990, amended: 0, order: 0.8, returnTs: '2023-09-20T16:45:00-07:00' },
    { org: river, taxYear: 2021, form: F990, amended: 0, order: 0.3, returnTs: '2022-10-03T11:00:00-07:00' },
    { org: river, taxYear: 2021, form: F990, amended: 0, order: 0.7, returnTs: '2022-04-18T08:15:00-07:00' },
  );
  return out;
}
