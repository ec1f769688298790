// Congressional committees as they appear in hearing records, with the policy areas they
// hold hearings on (keys of POLICY_AREAS) and, for Senate committees, the nominations they
// receive (organisation → positions).

export type HearingChamber = 'HOUSE' | 'SENATE' | 'JOINT';

export interface Committee {
  readonly chamber: HearingChamber;
  readonly name: string;
  /** Relative number of hearings it holds. */
  readonly weight: number;
  readonly areas: readonly string[];
  readonly subcommittees: readonly string[];
}

export const COMMITTEES: readonly Committee[] = [
  {
    chamber: 'HOUSE',
    name: 'Committee on Agriculture',
    weight: 4,
    areas: ['agriculture', 'trade'],
    subcommittees: [
      'Subcommittee on Livestock and Foreign Agriculture',
      'Subcommittee on Nutrition',
      'Subcommittee on Conservation and Forestry',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Appropriations',
    weight: 9,
    areas: ['government', 'defense', 'health', 'transportation', 'environment', 'science'],
    subcommittees: [
      'Subcommittee on Interior, Environment, and Related Agencies',
      'Subcommittee on Labor, Health and Human Services, Education, and Related Agencies',
      'Subcommittee on Defense',
      'Subcommittee on Transportation, Housing and Urban Development, and Related Agencies',
      'Subcommittee on Energy and Water Development',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Armed Services',
    weight: 6,
    areas: ['defense'],
    subcommittees: ['Subcommittee on Readiness', 'Subcommittee on Tactical Air and Land Forces', 'Subcommittee on Military Personnel'],
  },
  { chamber: 'HOUSE', name: 'Committee on the Budget', weight: 2, areas: ['government', 'tax'], subcommittees: [] },
  {
    chamber: 'HOUSE',
    name: 'Committee on Education and the Workforce',
    weight: 5,
    areas: ['education', 'labor'],
    subcommittees: [
      'Subcommittee on Higher Education and Workforce Development',
      'Subcommittee on Workforce Protections',
      'Subcommittee on Health, Employment, Labor, and Pensions',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Energy and Commerce',
    weight: 9,
    areas: ['energy', 'health', 'technology', 'environment'],
    subcommittees: [
      'Subcommittee on Health',
      'Subcommittee on Energy, Climate, and Grid Security',
      'Subcommittee on Communications and Technology',
      'Subcommittee on Environment, Manufacturing, and Critical Materials',
      'Subcommittee on Oversight and Investigations',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Financial Services',
    weight: 6,
    areas: ['finance', 'housing'],
    subcommittees: [
      'Subcommittee on Financial Institutions and Monetary Policy',
      'Subcommittee on Digital Assets, Financial Technology and Inclusion',
      'Subcommittee on Housing and Insurance',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Foreign Affairs',
    weight: 6,
    areas: ['foreign', 'trade', 'defense'],
    subcommittees: [
      'Subcommittee on Europe',
      'Subcommittee on the Western Hemisphere',
      'Subcommittee on the Indo-Pacific',
      'Subcommittee on Africa',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Homeland Security',
    weight: 5,
    areas: ['justice', 'technology'],
    subcommittees: [
      'Subcommittee on Cybersecurity and Infrastructure Protection',
      'Subcommittee on Border Security and Enforcement',
      'Subcommittee on Emergency Management and Technology',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on the Judiciary',
    weight: 6,
    areas: ['justice'],
    subcommittees: [
      'Subcommittee on Crime and Federal Government Surveillance',
      'Subcommittee on Immigration Integrity, Security, and Enforcement',
      'Subcommittee on the Administrative State, Regulatory Reform, and Antitrust',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Natural Resources',
    weight: 6,
    areas: ['environment', 'energy'],
    subcommittees: [
      'Subcommittee on Water, Wildlife and Fisheries',
      'Subcommittee on Energy and Mineral Resources',
      'Subcommittee on Federal Lands',
      'Subcommittee on Indian and Insular Affairs',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Oversight and Accountability',
    weight: 8,
    areas: ['government', 'health', 'technology', 'justice'],
    subcommittees: [
      'Subcommittee on Government Operations and the Federal Workforce',
      'Subcommittee on Health Care and Financial Services',
      'Subcommittee on Cybersecurity, Information Technology, and Government Innovation',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Science, Space, and Technology',
    weight: 5,
    areas: ['science', 'energy', 'technology'],
    subcommittees: [
      'Subcommittee on Energy',
      'Subcommittee on Space and Aeronautics',
      'Subcommittee on Research and Technology',
      'Subcommittee on Environment',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Small Business',
    weight: 3,
    areas: ['finance', 'labor', 'tax'],
    subcommittees: ['Subcommittee on Economic Growth, Tax, and Capital Access'],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Transportation and Infrastructure',
    weight: 7,
    areas: ['transportation', 'environment', 'housing'],
    subcommittees: [
      'Subcommittee on Highways and Transit',
      'Subcommittee on Aviation',
      'Subcommittee on Railroads, Pipelines, and Hazardous Materials',
      'Subcommittee on Water Resources and Environment',
    ],
  },
  {
    chamber: 'HOUSE',
    name: "Committee on Veterans' Affairs",
    weight: 4,
    areas: ['veterans'],
    subcommittees: [
      'Subcommittee on Health',
      'Subcommittee on Disability Assistance and Memorial Affairs',
      'Subcommittee on Technology Modernization',
    ],
  },
  {
    chamber: 'HOUSE',
    name: 'Committee on Ways and Means',
    weight: 6,
    areas: ['tax', 'health', 'trade'],
    subcommittees: ['Subcommittee on Health', 'Subcommittee on Trade', 'Subcommittee on Tax', 'Subcommittee on Social Security'],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Agriculture, Nutrition, and Forestry',
    weight: 3,
    areas: ['agriculture'],
    subcommittees: [
      'Subcommittee on Commodities, Risk Management, and Trade',
      'Subcommittee on Food and Nutrition, Specialty Crops, Organics, and Research',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Appropriations',
    weight: 6,
    areas: ['government', 'defense', 'health', 'science', 'transportation'],
    subcommittees: [
      'Subcommittee on Defense',
      'Subcommittee on Labor, Health and Human Services, and Education, and Related Agencies',
      'Subcommittee on Commerce, Justice, Science, and Related Agencies',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Armed Services',
    weight: 6,
    areas: ['defense'],
    subcommittees: [
      'Subcommittee on Readiness and Management Support',
      'Subcommittee on Strategic Forces',
      'Subcommittee on Cybersecurity',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Banking, Housing, and Urban Affairs',
    weight: 4,
    areas: ['finance', 'housing', 'trade'],
    subcommittees: [
      'Subcommittee on Housing, Transportation, and Community Development',
      'Subcommittee on Financial Institutions and Consumer Protection',
    ],
  },
  { chamber: 'SENATE', name: 'Committee on the Budget', weight: 2, areas: ['government', 'tax'], subcommittees: [] },
  {
    chamber: 'SENATE',
    name: 'Committee on Commerce, Science, and Transportation',
    weight: 6,
    areas: ['transportation', 'technology', 'science'],
    subcommittees: [
      'Subcommittee on Aviation Safety, Operations, and Innovation',
      'Subcommittee on Communications, Media, and Broadband',
      'Subcommittee on Consumer Protection, Product Safety, and Data Security',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Energy and Natural Resources',
    weight: 4,
    areas: ['energy', 'environment'],
    subcommittees: ['Subcommittee on Energy', 'Subcommittee on Public Lands, Forests, and Mining', 'Subcommittee on Water and Power'],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Environment and Public Works',
    weight: 4,
    areas: ['environment', 'transportation'],
    subcommittees: [
      'Subcommittee on Clean Air, Climate, and Nuclear Safety',
      'Subcommittee on Transportation and Infrastructure',
      'Subcommittee on Fisheries, Water, and Wildlife',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Finance',
    weight: 5,
    areas: ['tax', 'health', 'trade'],
    subcommittees: [
      'Subcommittee on Health Care',
      'Subcommittee on International Trade, Customs, and Global Competitiveness',
      'Subcommittee on Taxation and IRS Oversight',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Foreign Relations',
    weight: 6,
    areas: ['foreign', 'trade'],
    subcommittees: [
      'Subcommittee on Europe and Regional Security Cooperation',
      'Subcommittee on East Asia, the Pacific, and International Cybersecurity Policy',
      'Subcommittee on Western Hemisphere',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Health, Education, Labor, and Pensions',
    weight: 5,
    areas: ['health', 'education', 'labor'],
    subcommittees: [
      'Subcommittee on Primary Health and Retirement Security',
      'Subcommittee on Employment and Workplace Safety',
      'Subcommittee on Children and Families',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Homeland Security and Governmental Affairs',
    weight: 6,
    areas: ['government', 'justice', 'technology'],
    subcommittees: [
      'Permanent Subcommittee on Investigations',
      'Subcommittee on Emerging Threats and Spending Oversight',
      'Subcommittee on Government Operations and Border Management',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on the Judiciary',
    weight: 6,
    areas: ['justice'],
    subcommittees: [
      'Subcommittee on Competition Policy, Antitrust, and Consumer Rights',
      'Subcommittee on Immigration, Citizenship, and Border Safety',
      'Subcommittee on Criminal Justice and Counterterrorism',
    ],
  },
  {
    chamber: 'SENATE',
    name: 'Committee on Small Business and Entrepreneurship',
    weight: 2,
    areas: ['finance', 'labor'],
    subcommittees: [],
  },
  { chamber: 'SENATE', name: "Committee on Veterans' Affairs", weight: 3, areas: ['veterans'], subcommittees: [] },
  { chamber: 'SENATE', name: 'Committee on Indian Affairs', weight: 2, areas: ['health', 'housing', 'education'], subcommittees: [] },
  { chamber: 'SENATE', name: 'Special Committee on Aging', weight: 2, areas: ['health', 'labor'], subcommittees: [] },
  { chamber: 'JOINT', name: 'Joint Economic Committee', weight: 1, areas: ['government', 'tax', 'labor', 'trade'], subcommittees: [] },
  { chamber: 'JOINT', name: 'Commission on Security and Cooperation in Europe', weight: 1, areas: ['foreign'], subcommittees: [] },
];

export interface NominationPath {
  /** Senate committee the nomination is referred to (name without "Committee on"). */
  readonly committee: string;
  readonly weight: number;
  /** Organisation the nominee will serve in → positions there. */
  readonly organizations: readonly { readonly organization: string; readonly positions: readonly string[] }[];
}

/** Civilian nominations by referral committee. */
export const CIVILIAN_NOMINATIONS: readonly NominationPath[] = [
  {
    committee: 'Foreign Relations',
    weight: 8,
    organizations: [
      {
        organization: 'Department of State',
        positions: [
          'Ambassador Extraordinary and Plenipotentiary of the United States of America to {country}',
          'an Assistant Secretary of State ({bureau})',
          'a Member of the Board of Directors of the Inter-American Foundation',
        ],
      },
      {
        organization: 'United States Agency for International Development',
        positions: ['an Assistant Administrator of the United States Agency for International Development'],
      },
    ],
  },
  {
    committee: 'Judiciary',
    weight: 9,
    organizations: [
      {
        organization: 'The Judiciary',
        positions: ['United States District Judge for the {district}', 'United States Circuit Judge for the {circuit}'],
      },
      {
        organization: 'Department of Justice',
        positions: [
          'United States Attorney for the {district}',
          'United States Marshal for the {district}',
          'an Assistant Attorney General',
        ],
      },
    ],
  },
  {
    committee: 'Environment and Public Works',
    weight: 2,
    organizations: [
      {
        organization: 'Environmental Protection Agency',
        positions: [
          'an Assistant Administrator of the Environmental Protection Agency',
          'Administrator of the Environmental Protection Agency',
        ],
      },
      { organization: 'Nuclear Regulatory Commission', positions: ['a Member of the Nuclear Regulatory Commission'] },
      { organization: 'Tennessee Valley Authority', positions: ['a Member of the Board of Directors of the Tennessee Valley Authority'] },
    ],
  },
  {
    committee: 'Energy and Natural Resources',
    weight: 2,
    organizations: [
      {
        organization: 'Department of Energy',
        positions: [
          'an Assistant Secretary of Energy (Fossil Energy and Carbon Management)',
          'Under Secretary for Science',
          'an Assistant Secretary of Energy (Electricity)',
        ],
      },
      {
        organization: 'Department of the Interior',
        positions: ['an Assistant Secretary of the Interior', 'Director of the Bureau of Land Management'],
      },
      { organization: 'Federal Energy Regulatory Commission', positions: ['a Member of the Federal Energy Regulatory Commission'] },
    ],
  },
  {
    committee: 'Banking, Housing, and Urban Affairs',
    weight: 2,
    organizations: [
      { organization: 'Securities and Exchange Commission', positions: ['a Member of the Securities and Exchange Commission'] },
      {
        organization: 'Board of Governors of the Federal Reserve System',
        positions: ['a Member of the Board of Governors of the Federal Reserve System'],
      },
      {
        organization: 'Department of Housing and Urban Development',
        positions: ['an Assistant Secretary of Housing and Urban Development'],
      },
    ],
  },
  {
    committee: 'Finance',
    weight: 2,
    organizations: [
      {
        organization: 'Department of the Treasury',
        positions: ['an Assistant Secretary of the Treasury', 'Deputy Secretary of the Treasury'],
      },
      {
        organization: 'Internal Revenue Service',
        positions: ['Commissioner of Internal Revenue', 'Chief Counsel for the Internal Revenue Service'],
      },
      { organization: 'Office of the United States Trade Representative', positions: ['a Deputy United States Trade Representative'] },
    ],
  },
  {
    committee: 'Health, Education, Labor, and Pensions',
    weight: 3,
    organizations: [
      { organization: 'Department of Labor', positions: ['an Assistant Secretary of Labor', 'Solicitor for the Department of Labor'] },
      { organization: 'Department of Education', positions: ['an Assistant Secretary of Education'] },
      {
        organization: 'Department of Health and Human Services',
        positions: ['an Assistant Secretary of Health and Human Services', 'Commissioner of Food and Drugs'],
      },
      { organization: 'National Labor Relations Board', positions: ['a Member of the National Labor Relations Board'] },
    ],
  },
  {
    committee: 'Commerce, Science, and Transportation',
    weight: 3,
    organizations: [
      {
        organization: 'Department of Transportation',
        positions: ['an Assistant Secretary of Transportation', 'Administrator of the Federal Railroad Administration'],
      },
      { organization: 'Federal Communications Commission', positions: ['a Member of the Federal Communications Commission'] },
      { organization: 'National Transportation Safety Board', positions: ['a Member of the National Transportation Safety Board'] },
      {
        organization: 'Department of Commerce',
        positions: ['an Assistant Secretary of Commerce', 'Under Secretary of Commerce for Oceans and Atmosphere'],
      },
    ],
  },
  {
    committee: 'Homeland Security and Governmental Affairs',
    weight: 2,
    organizations: [
      {
        organization: 'Office of Management and Budget',
        positions: [
          'Deputy Director of the Office of Management and Budget',
          'Administrator of the Office of Information and Regulatory Affairs',
        ],
      },
      {
        organization: 'Department of Homeland Security',
        positions: ['an Under Secretary of Homeland Security', 'Inspector General, Department of Homeland Security'],
      },
      {
        organization: 'Superior Court of the District of Columbia',
        positions: ['an Associate Judge of the Superior Court of the District of Columbia'],
      },
    ],
  },
  {
    committee: 'Armed Services',
    weight: 2,
    organizations: [
      {
        organization: 'Department of Defense',
        positions: ['an Assistant Secretary of Defense', 'Under Secretary of Defense for Acquisition and Sustainment'],
      },
      { organization: 'Department of the Army', positions: ['an Assistant Secretary of the Army'] },
      { organization: 'Department of the Navy', positions: ['an Assistant Secretary of the Navy'] },
    ],
  },
  {
    committee: 'Agriculture, Nutrition, and Forestry',
    weight: 1,
    organizations: [
      {
        organization: 'Department of Agriculture',
        positions: ['an Under Secretary of Agriculture', 'an Assistant Secretary of Agriculture'],
      },
      { organization: 'Commodity Futures Trading Commission', positions: ['a Commissioner of the Commodity Futures Trading Commission'] },
    ],
  },
  {
    committee: "Veterans' Affairs",
    weight: 1,
    organizations: [
      {
        organization: 'Department of Veterans Affairs',
        positions: ['an Assistant Secretary of Veterans Affairs', 'Under Secretary of Veterans Affairs for Health'],
      },
    ],
  },
];

/** Military services and the committee their promotion lists go to. */
export const MILITARY_SERVICES: readonly { readonly organization: string; readonly committee: string; readonly weight: number }[] = [
  { organization: 'Army', committee: 'Armed Services', weight: 5 },
  { organization: 'Navy', committee: 'Armed Services', weight: 4 },
  { organization: 'Air Force', committee: 'Armed Services', weight: 4 },
  { organization: 'Marine Corps', committee: 'Armed Services', weight: 2 },
  { organization: 'Space Force', committee: 'Armed Services', weight: 1 },
  { organization: 'Coast Guard', committee: 'Commerce, Science, and Transportation', weight: 1 },
  { organization: 'National Oceanic and Atmospheric Administration', committee: 'Commerce, Science, and Transportation', weight: 0.3 },
  { organization: 'Public Health Service', committee: 'Health, Education, Labor, and Pensions', weight: 0.3 },
];

export const STATE_DEPARTMENT_BUREAUS: readonly string[] = [
  'Economic and Business Affairs',
  'Oceans and International Environmental and Scientific Affairs',
  'International Narcotics and Law Enforcement Affairs',
  'Western Hemisphere Affairs',
  'East Asian and Pacific Affairs',
  'Democracy, Human Rights, and Labor',
  'Consular Affairs',
];

export const JUDICIAL_CIRCUITS: readonly string[] = [
  'First Circuit',
  'Second Circuit',
  'Third Circuit',
  'Fourth Circuit',
  'Fifth Circuit',
  'Sixth Circuit',
  'Seventh Circuit',
  'Eighth Circuit',
  'Ninth Circuit',
  'Tenth Circuit',
  'Eleventh Circuit',
  'District of Columbia Circuit',
  'Federal Circuit',
];
