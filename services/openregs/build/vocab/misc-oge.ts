// Vocabulary of OGE Form 278 disclosures by presidentially appointed, Senate-confirmed (PAS)
// officials: departments, the positions they hold, the kinds of report, and the value brackets
// of the periodic transaction report (278-T).

export interface Department {
  readonly name: string;
  readonly positions: readonly string[];
  /** Relative number of PAS officials. */
  readonly weight: number;
}

export const DEPARTMENTS: readonly Department[] = [
  {
    name: 'Department of State',
    weight: 14,
    positions: [
      'Secretary of State',
      'Deputy Secretary of State',
      'Under Secretary for Political Affairs',
      'Under Secretary for Economic Growth, Energy, and the Environment',
      'Assistant Secretary for Western Hemisphere Affairs',
      'Assistant Secretary for East Asian and Pacific Affairs',
      'Ambassador to Japan',
      'Ambassador to Germany',
      'Ambassador to Mexico',
      'Ambassador to India',
      'Ambassador to the United Kingdom',
      'Ambassador to Brazil',
    ],
  },
  {
    name: 'Department of the Treasury',
    weight: 7,
    positions: [
      'Secretary of the Treasury',
      'Deputy Secretary of the Treasury',
      'Under Secretary for International Affairs',
      'Assistant Secretary for Tax Policy',
      'Assistant Secretary for Financial Institutions',
      'General Counsel',
      'Treasurer of the United States',
    ],
  },
  {
    name: 'Department of Defense',
    weight: 10,
    positions: [
      'Secretary of Defense',
      'Deputy Secretary of Defense',
      'Under Secretary of Defense for Policy',
      'Under Secretary of Defense for Acquisition and Sustainment',
      'Secretary of the Army',
      'Secretary of the Navy',
      'Secretary of the Air Force',
      'Assistant Secretary of Defense for Health Affairs',
      'General Counsel',
    ],
  },
  {
    name: 'Department of Justice',
    weight: 6,
    positions: [
      'Attorney General',
      'Deputy Attorney General',
      'Associate Attorney General',
      'Assistant Attorney General, Antitrust Division',
      'Assistant Attorney General, Civil Rights Division',
      'Solicitor General',
    ],
  },
  {
    name: 'Department of the Interior',
    weight: 4,
    positions: [
      'Secretary of the Interior',
      'Deputy Secretary of the Interior',
      'Assistant Secretary for Land and Minerals Management',
      'Director, Bureau of Land Management',
      'Solicitor',
    ],
  },
  {
    name: 'Department of Agriculture',
    weight: 4,
    positions: [
      'Secretary of Agriculture',
      'Deputy Secretary of Agriculture',
      'Under Secretary for Farm Production and Conservation',
      'Under Secretary for Food Safety',
      'General Counsel',
    ],
  },
  {
    name: 'Department of Commerce',
    weight: 5,
    positions: [
      'Secretary of Commerce',
      'Deputy Secretary of Commerce',
      'Under Secretary for Industry and Security',
      'Under Secretary for Oceans and Atmosphere',
      'Director, Patent and Trademark Office',
      'Assistant Secretary for Economic Development',
    ],
  },
  {
    name: 'Department of Labor',
    weight: 3,
    positions: [
      'Secretary of Labor',
      'Deputy Secretary of Labor',
      'Assistant Secretary for Occupational Safety and Health',
      'Solicitor of Labor',
    ],
  },
  {
    name: 'Department of Health and Human Services',
    weight: 6,
    positions: [
      'Secretary of Health and Human Services',
      'Deputy Secretary of Health and Human Services',
      'Commissioner of Food and Drugs',
      'Administrator, Centers for Medicare & Medicaid Services',
      'Director, National Institutes of Health',
      'Surgeon General',
      'Assistant Secretary for Health',
    ],
  },
  {
    name: 'Department of Housing and Urban Development',
    weight: 2,
    positions: [
      'Secretary of Housing and Urban Development',
      'Deputy Secretary of Housing and Urban Development',
      'Assistant Secretary for Housing',
      'General Counsel',
    ],
  },
  {
    name: 'Department of Transportation',
    weight: 3,
    positions: [
      'Secretary of Transportation',
      'Deputy Secretary of Transportation',
      'Administrator, Federal Aviation Administration',
      'Administrator, Federal Highway Administration',
      'Administrator, National Highway Traffic Safety Administration',
    ],
  },
  {
    name: 'Department of Energy',
    weight: 3,
    positions: [
      'Secretary of Energy',
      'Deputy Secretary of Energy',
      'Under Secretary for Science',
      'Administrator, National Nuclear Security Administration',
      'Assistant Secretary for Fossil Energy and Carbon Management',
    ],
  },
  {
    name: 'Department of Education',
    weight: 2,
    positions: ['Secretary of Education', 'Deputy Secretary of Education', 'Assistant Secretary for Civil Rights', 'General Counsel'],
  },
  {
    name: 'Department of Veterans Affairs',
    weight: 2,
    positions: [
      'Secretary of Veterans Affairs',
      'Deputy Secretary of Veterans Affairs',
      'Under Secretary for Health',
      'Under Secretary for Benefits',
    ],
  },
  {
    name: 'Department of Homeland Security',
    weight: 4,
    positions: [
      'Secretary of Homeland Security',
      'Deputy Secretary of Homeland Security',
      'Commissioner, U.S. Customs and Border Protection',
      'Administrator, Federal Emergency Management Agency',
      'Director, Cybersecurity and Infrastructure Security Agency',
    ],
  },
  {
    name: 'Environmental Protection Agency',
    weight: 3,
    positions: [
      'Administrator',
      'Deputy Administrator',
      'Assistant Administrator for Air and Radiation',
      'Assistant Administrator for Water',
      'General Counsel',
    ],
  },
  { name: 'Securities and Exchange Commission', weight: 2, positions: ['Chairman', 'Commissioner'] },
  {
    name: 'Federal Reserve System',
    weight: 2,
    positions: ['Chair of the Board of Governors', 'Vice Chair for Supervision', 'Member, Board of Governors'],
  },
  { name: 'Federal Trade Commission', weight: 1, positions: ['Chair', 'Commissioner'] },
  { name: 'Federal Communications Commission', weight: 1, positions: ['Chairman', 'Commissioner'] },
  {
    name: 'Office of Management and Budget',
    weight: 1,
    positions: ['Director', 'Deputy Director', 'Administrator, Office of Information and Regulatory Affairs'],
  },
  {
    name: 'Office of the U.S. Trade Representative',
    weight: 1,
    positions: ['United States Trade Representative', 'Deputy United States Trade Representative', 'Chief Agricultural Negotiator'],
  },
];

/** Report kinds of the OGE 278 family, with their share of filings. */
export const OGE_DOC_TYPES: readonly { readonly name: string; readonly weight: number }[] = [
  { name: '278e Nominee Report', weight: 3 },
  { name: '278e Annual Report', weight: 5 },
  { name: '278e Termination Report', weight: 1 },
  { name: '278-T Periodic Transaction Report', weight: 6 },
  { name: 'Ethics Agreement', weight: 2 },
];
export const PERIODIC_TRANSACTION_REPORT = '278-T Periodic Transaction Report';

/** Value brackets of the 278-T; amount_max is the bracket's upper bound (the open top bracket, which has
 *  none, gets one dollar above its floor so it still sorts first). */
export const AMOUNT_BRACKETS: readonly { readonly range: string; readonly max: number; readonly weight: number }[] = [
  { range: '$1,001 - $15,000', max: 15000, weight: 40 },
  { range: '$15,001 - $50,000', max: 50000, weight: 25 },
  { range: '$50,001 - $100,000', max: 100000, weight: 13 },
  { range: '$100,001 - $250,000', max: 250000, weight: 9 },
  { range: '$250,001 - $500,000', max: 500000, weight: 6 },
  { range: '$500,001 - $1,000,000', max: 1000000, weight: 4 },
  { range: '$1,000,001 - $5,000,000', max: 5000000, weight: 2 },
  { range: '$5,000,001 - $25,000,000', max: 25000000, weight: 0.7 },
  { range: '$25,000,001 - $50,000,000', max: 50000000, weight: 0.2 },
  { range: 'Over $50,000,000', max: 50000001, weight: 0.1 },
];

export const TX_TYPES: readonly { readonly name: string; readonly weight: number }[] = [
  { name: 'Purchase', weight: 45 },
  { name: 'Sale', weight: 38 },
  { name: 'Sale (Partial)', weight: 12 },
  { name: 'Exchange', weight: 5 },
];
