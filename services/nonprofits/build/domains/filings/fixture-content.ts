// What fixture filings hold beyond the generic content: fixed detail counts and named rows.
import { FEZ, FPF, FT } from '../../calendar.js';
import { SCALE1 } from '../../counts.js';
import { FIDELITY_ALT_EIN, FIXTURE_ORGS, type FixtureFiling } from '../../fixtures.js';
import type { PersonOverride } from './people-rows.js';

export type DetailTable =
  | 'officers'
  | 'grants'
  | 'contributors'
  | 'capital_gains'
  | 'investments'
  | 'program_activities'
  | 'program_investments'
  | 'top_employees'
  | 'contractors'
  | 'schedule_i_990'
  | 'related_orgs';

export const DETAIL_TABLES: readonly DetailTable[] = [
  'officers',
  'grants',
  'contributors',
  'capital_gains',
  'investments',
  'program_activities',
  'program_investments',
  'top_employees',
  'contractors',
  'schedule_i_990',
  'related_orgs',
];

export type DetailCounts = Record<DetailTable, number>;

export function emptyCounts(): DetailCounts {
  return Object.fromEntries(DETAIL_TABLES.map((t) => [t, 0])) as DetailCounts;
}

/** Schedule I lines of one sponsor filing: its share of the disbursement table, scaled, ≥ 1. */
export function sponsorLines(ein: string, share: number, scale: number): number {
  const years = ein === FIDELITY_ALT_EIN ? 1 : 9;
  return Math.max(1, Math.round((SCALE1.schedule_i_grants * scale * 0.97 * share) / 100 / years));
}

/** Detail row counts of a fixture filing (fixed, so generic quotas can leave room for them). */
export function fixtureCounts(filing: FixtureFiling, scale: number): DetailCounts {
  const org = FIXTURE_ORGS[filing.org];
  const c = emptyCounts();
  if (filing.form === FT) return c;
  if (org.sponsor) {
    c.officers = 12;
    c.schedule_i_990 = sponsorLines(org.ein, org.sponsor.share, scale);
    return c;
  }
  switch (org.ein) {
    case '530196605':
      Object.assign(c, { officers: 16, related_orgs: 6, schedule_i_990: 4, contractors: 5 });
      break;
    case '990000001':
      Object.assign(c, { officers: 5, grants: 164, contributors: 2, capital_gains: 10, investments: 6, program_activities: 1 });
      break;
    case '990000002':
      Object.assign(c, { officers: 12, contractors: 5, related_orgs: 4, schedule_i_990: 3 });
      break;
    case '990000003':
      c.officers = 4;
      break;
    case '990000008':
      c.officers = 10;
      break;
    default:
      c.officers = filing.form === FEZ ? 4 : filing.form === FPF ? 4 : 7;
  }
  return c;
}

/** Named officers a fixture filing lists first. */
export function fixtureOfficers(ein: string, taxYear: number): PersonOverride[] {
  switch (ein) {
    case '530196605':
      return [{ name: 'GAIL MCGOVERN', title: 'PRESIDENT AND CEO', pay: 650_000 + (taxYear - 2016) * 15_000 }];
    case '990000001':
      return [{ name: 'JOHN SMITH', title: 'PRESIDENT', pay: taxYear === 2021 ? 350_000 : 340_000 }];
    case '990000002':
      if (taxYear === 2022) return [{ name: 'MARIA GARCIA', title: 'EXECUTIVE DIRECTOR', pay: 980_000 }];
      if (taxYear === 2023) return [{ name: 'ROBERT CHEN', title: 'CHIEF EXECUTIVE OFFICER', pay: 1_250_000 }];
      return [];
    default:
      return [];
  }
}

/** contractors_over_100k_cnt of fixture 990 filings that list contractors. */
export function fixtureContractorCount(ein: string): number | null {
  return ein === '990000002' ? 9 : ein === '530196605' ? 11 : null;
}
