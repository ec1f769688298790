// The Code of Federal Regulations as the eCFR organises it: the 19 titles OpenRegs carries, their
// chapters (which decide the administering agency code) and real parts with their names.

export interface CfrPart {
  number: number;
  name: string;
  /** Relative size (share of the title's sections). */
  weight: number;
}

export interface CfrChapter {
  /** Roman numeral as the eCFR prints it ('' for a title's Subtitle A). */
  chapter: string;
  subchapter: string;
  agency: string;
  parts: readonly CfrPart[];
}

export interface CfrTitle {
  number: number;
  name: string;
  authority: string;
  /** Who the section text addresses ("Each of the {noun} shall ..."). */
  nouns: readonly string[];
  chapters: readonly CfrChapter[];
}

const p = (number: number, name: string, weight = 1): CfrPart => ({ number, name, weight });

export const CFR_TITLES: readonly CfrTitle[] = [
  {
    number: 7,
    name: 'Agriculture',
    authority: '7 U.S.C. 450, 1521-1524, 7701-7772; 21 U.S.C. 136 and 136a',
    nouns: ['handlers', 'certifying agents', 'producers', 'importers'],
    chapters: [
      {
        chapter: '',
        subchapter: 'A',
        agency: 'USDA',
        parts: [p(1, 'Administrative Regulations'), p(2, 'Delegations of Authority by the Secretary of Agriculture')],
      },
      {
        chapter: 'I',
        subchapter: 'M',
        agency: 'AMS',
        parts: [p(205, 'National Organic Program', 3), p(66, 'National Bioengineered Food Disclosure Standard')],
      },
      {
        chapter: 'III',
        subchapter: 'A',
        agency: 'APHIS',
        parts: [
          p(319, 'Foreign Quarantine Notices', 3),
          p(301, 'Domestic Quarantine Notices', 2),
          p(340, 'Movement of Organisms Modified or Produced Through Genetic Engineering'),
        ],
      },
      {
        chapter: 'IX',
        subchapter: 'A',
        agency: 'AMS',
        parts: [
          p(981, 'Almonds Grown in California'),
          p(905, 'Oranges, Grapefruit, Tangerines, and Pummelos Grown in Florida'),
          p(930, 'Tart Cherries Grown in the States of Michigan, New York, Pennsylvania, Oregon, Utah, Washington, and Wisconsin'),
        ],
      },
    ],
  },
  {
    number: 9,
    name: 'Animals and Animal Products',
    authority: '7 U.S.C. 2131-2159; 21 U.S.C. 451-470, 601-695',
    nouns: ['dealers', 'exhibitors', 'establishments', 'importers'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'A',
        agency: 'APHIS',
        parts: [
          p(1, 'Definition of Terms'),
          p(2, 'Regulations', 2),
          p(3, 'Standards', 2),
          p(93, 'Importation of Certain Animals, Birds, Fish, and Poultry, and Certain Animal, Bird, and Poultry Products'),
        ],
      },
      {
        chapter: 'III',
        subchapter: 'E',
        agency: 'FSIS',
        parts: [
          p(381, 'Poultry Products Inspection Regulations', 3),
          p(317, 'Labeling, Marking Devices, and Containers'),
          p(417, 'Hazard Analysis and Critical Control Point (HACCP) Systems'),
        ],
      },
    ],
  },
  {
    number: 10,
    name: 'Energy',
    authority: '42 U.S.C. 2201, 5841, 6291-6317',
    nouns: ['licensees', 'manufacturers', 'applicants', 'operators'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'A',
        agency: 'NRC',
        parts: [
          p(1, 'Statement of Organization and General Information'),
          p(20, 'Standards for Protection Against Radiation', 2),
          p(50, 'Domestic Licensing of Production and Utilization Facilities', 4),
          p(72, 'Licensing Requirements for the Independent Storage of Spent Nuclear Fuel'),
        ],
      },
      {
        chapter: 'II',
        subchapter: 'D',
        agency: 'DOE',
        parts: [
          p(430, 'Energy Conservation Program for Consumer Products', 4),
          p(431, 'Energy Efficiency Program for Certain Commercial and Industrial Equipment', 3),
        ],
      },
    ],
  },
  {
    number: 14,
    name: 'Aeronautics and Space',
    authority: '49 U.S.C. 106(f), 40113, 44701-44702',
    nouns: ['operators', 'pilots', 'certificate holders', 'manufacturers'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'A',
        agency: 'FAA',
        parts: [
          p(1, 'Definitions and Abbreviations'),
          p(25, 'Airworthiness Standards: Transport Category Airplanes', 3),
          p(39, 'Airworthiness Directives'),
          p(71, 'Designation of Class A, B, C, D, and E Airspace Areas; Air Traffic Service Routes; and Reporting Points'),
          p(91, 'General Operating and Flight Rules', 3),
          p(107, 'Small Unmanned Aircraft Systems'),
        ],
      },
    ],
  },
  {
    number: 15,
    name: 'Commerce and Foreign Trade',
    authority: '19 U.S.C. 1303, 1671-1677n; 50 U.S.C. 4801-4852',
    nouns: ['exporters', 'importers', 'respondents', 'applicants'],
    chapters: [
      { chapter: 'III', subchapter: 'A', agency: 'ITA', parts: [p(351, 'Antidumping and Countervailing Duties', 2)] },
      {
        chapter: 'VII',
        subchapter: 'C',
        agency: 'BIS',
        parts: [p(744, 'Control Policy: End-User and End-Use Based', 2), p(730, 'General Information')],
      },
    ],
  },
  {
    number: 17,
    name: 'Commodity and Securities Exchanges',
    authority: '15 U.S.C. 77c, 77s, 78c, 78w; 7 U.S.C. 1a, 2, 6',
    nouns: ['issuers', 'registrants', 'broker-dealers', 'investment advisers', 'swap dealers'],
    chapters: [
      {
        chapter: 'I',
        subchapter: '',
        agency: 'CFTC',
        parts: [p(1, 'General Regulations Under the Commodity Exchange Act', 3), p(23, 'Swap Dealers and Major Swap Participants')],
      },
      {
        chapter: 'II',
        subchapter: '',
        agency: 'SEC',
        parts: [
          p(
            229,
            'Standard Instructions for Filing Forms Under Securities Act of 1933, Securities Exchange Act of 1934 and Energy Policy and Conservation Act of 1975—Regulation S-K',
            2,
          ),
          p(230, 'General Rules and Regulations, Securities Act of 1933', 2),
          p(240, 'General Rules and Regulations, Securities Exchange Act of 1934', 4),
          p(275, 'Rules and Regulations, Investment Advisers Act of 1940'),
        ],
      },
    ],
  },
  {
    number: 20,
    name: "Employees' Benefits",
    authority: '42 U.S.C. 402, 405, 423, 1381a',
    nouns: ['claimants', 'beneficiaries', 'representative payees', 'employers'],
    chapters: [
      {
        chapter: 'III',
        subchapter: '',
        agency: 'SSA',
        parts: [
          p(404, 'Federal Old-Age, Survivors and Disability Insurance (1950- )', 4),
          p(416, 'Supplemental Security Income for the Aged, Blind, and Disabled', 3),
        ],
      },
      { chapter: 'V', subchapter: '', agency: 'ETA', parts: [p(655, 'Temporary Employment of Foreign Workers in the United States')] },
    ],
  },
  {
    number: 21,
    name: 'Food and Drugs',
    authority: '21 U.S.C. 321, 331, 342, 343, 348, 351, 352, 355, 360, 371',
    nouns: ['manufacturers', 'distributors', 'sponsors', 'registrants'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'A',
        agency: 'FDA',
        parts: [
          p(1, 'General Enforcement Regulations'),
          p(101, 'Food Labeling', 3),
          p(172, 'Food Additives Permitted for Direct Addition to Food for Human Consumption', 2),
          p(211, 'Current Good Manufacturing Practice for Finished Pharmaceuticals'),
          p(314, 'Applications for FDA Approval To Market a New Drug', 2),
          p(820, 'Quality Management System Regulation'),
          p(1100, 'Tobacco Products Subject to FDA Authority'),
        ],
      },
      { chapter: 'II', subchapter: '', agency: 'DEA', parts: [p(1308, 'Schedules of Controlled Substances'), p(1306, 'Prescriptions')] },
    ],
  },
  {
    number: 24,
    name: 'Housing and Urban Development',
    authority: '42 U.S.C. 1437f, 3535(d)',
    nouns: ['public housing agencies', 'owners', 'grantees', 'participants'],
    chapters: [
      {
        chapter: '',
        subchapter: 'A',
        agency: 'HUD',
        parts: [
          p(5, 'General HUD Program Requirements; Waivers'),
          p(35, 'Lead-Based Paint Poisoning Prevention in Certain Residential Structures'),
        ],
      },
      {
        chapter: 'IX',
        subchapter: '',
        agency: 'HUD',
        parts: [p(982, 'Section 8 Tenant-Based Assistance: Housing Choice Voucher Program', 2)],
      },
    ],
  },
  {
    number: 28,
    name: 'Judicial Administration',
    authority: '5 U.S.C. 301, 552; 28 U.S.C. 509, 510',
    nouns: ['requesters', 'components', 'grantees', 'public entities'],
    chapters: [
      {
        chapter: 'I',
        subchapter: '',
        agency: 'DOJ',
        parts: [
          p(16, 'Production or Disclosure of Material or Information'),
          p(35, 'Nondiscrimination on the Basis of Disability in State and Local Government Services'),
        ],
      },
    ],
  },
  {
    number: 29,
    name: 'Labor',
    authority: '29 U.S.C. 201-219, 653, 655, 657',
    nouns: ['employers', 'plan fiduciaries', 'contractors', 'plan administrators'],
    chapters: [
      { chapter: '', subchapter: 'A', agency: 'DOL', parts: [p(1, 'Procedures for Predetermination of Wage Rates')] },
      {
        chapter: 'V',
        subchapter: 'B',
        agency: 'WHD',
        parts: [
          p(
            541,
            'Defining and Delimiting the Exemptions for Executive, Administrative, Professional, Computer and Outside Sales Employees',
          ),
          p(825, 'The Family and Medical Leave Act of 1993'),
        ],
      },
      {
        chapter: 'XVII',
        subchapter: '',
        agency: 'OSHA',
        parts: [
          p(1904, 'Recording and Reporting Occupational Injuries and Illnesses'),
          p(1910, 'Occupational Safety and Health Standards', 4),
          p(1926, 'Safety and Health Regulations for Construction', 3),
        ],
      },
      { chapter: 'XXV', subchapter: 'F', agency: 'EBSA', parts: [p(2550, 'Rules and Regulations for Fiduciary Responsibility')] },
    ],
  },
  {
    number: 33,
    name: 'Navigation and Navigable Waters',
    authority: '33 U.S.C. 499, 1231; 46 U.S.C. 70034',
    nouns: ['vessel operators', 'bridge owners', 'masters', 'permittees'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'J',
        agency: 'USCG',
        parts: [
          p(117, 'Drawbridge Operation Regulations', 2),
          p(165, 'Regulated Navigation Areas and Limited Access Areas', 3),
          p(110, 'Anchorage Regulations'),
        ],
      },
      { chapter: 'II', subchapter: '', agency: 'USACE', parts: [p(328, 'Definition of Waters of the United States')] },
    ],
  },
  {
    number: 34,
    name: 'Education',
    authority: '20 U.S.C. 1001, 1002, 1003, 1070a, 1088, 1091, 1094, 1099c',
    nouns: ['institutions', 'borrowers', 'recipients', 'grantees'],
    chapters: [
      {
        chapter: 'I',
        subchapter: '',
        agency: 'ED',
        parts: [p(106, 'Nondiscrimination on the Basis of Sex in Education Programs or Activities Receiving Federal Financial Assistance')],
      },
      {
        chapter: 'VI',
        subchapter: '',
        agency: 'ED',
        parts: [p(668, 'Student Assistance General Provisions', 3), p(685, 'William D. Ford Federal Direct Loan Program', 2)],
      },
    ],
  },
  {
    number: 38,
    name: "Pensions, Bonuses, and Veterans' Relief",
    authority: '38 U.S.C. 501(a), 1155',
    nouns: ['veterans', 'claimants', 'beneficiaries', 'providers'],
    chapters: [
      {
        chapter: 'I',
        subchapter: '',
        agency: 'VA',
        parts: [p(3, 'Adjudication', 3), p(4, 'Schedule for Rating Disabilities', 2), p(17, 'Medical')],
      },
    ],
  },
  {
    number: 40,
    name: 'Protection of Environment',
    authority: '42 U.S.C. 7401 et seq.',
    nouns: ['owners and operators', 'affected sources', 'registrants', 'public water systems', 'permittees'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'C',
        agency: 'EPA',
        parts: [
          p(50, 'National Primary and Secondary Ambient Air Quality Standards'),
          p(52, 'Approval and Promulgation of Implementation Plans', 6),
          p(60, 'Standards of Performance for New Stationary Sources', 5),
          p(63, 'National Emission Standards for Hazardous Air Pollutants for Source Categories', 8),
          p(98, 'Mandatory Greenhouse Gas Reporting', 3),
        ],
      },
      {
        chapter: 'I',
        subchapter: 'D',
        agency: 'EPA',
        parts: [
          p(141, 'National Primary Drinking Water Regulations', 2),
          p(122, 'EPA Administered Permit Programs: The National Pollutant Discharge Elimination System', 2),
        ],
      },
      {
        chapter: 'I',
        subchapter: 'E',
        agency: 'EPA',
        parts: [p(180, 'Tolerances and Exemptions for Pesticide Chemical Residues in Food', 5)],
      },
      { chapter: 'I', subchapter: 'I', agency: 'EPA', parts: [p(261, 'Identification and Listing of Hazardous Waste', 2)] },
      { chapter: 'V', subchapter: '', agency: 'CEQ', parts: [p(1502, 'Environmental Impact Statement')] },
    ],
  },
  {
    number: 44,
    name: 'Emergency Management and Assistance',
    authority: '42 U.S.C. 4001 et seq.; 42 U.S.C. 5121-5207',
    nouns: ['communities', 'applicants', 'grantees', 'policyholders'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'B',
        agency: 'FEMA',
        parts: [p(59, 'General Provisions'), p(60, 'Criteria for Land Management and Use'), p(206, 'Federal Disaster Assistance', 2)],
      },
    ],
  },
  {
    number: 46,
    name: 'Shipping',
    authority: '46 U.S.C. 3306, 3703, 7101; 46 U.S.C. 40101-41309',
    nouns: ['vessel owners', 'mariners', 'ocean common carriers', 'masters'],
    chapters: [
      { chapter: 'I', subchapter: 'B', agency: 'USCG', parts: [p(10, 'Merchant Mariner Credential'), p(15, 'Manning Requirements')] },
      {
        chapter: 'IV',
        subchapter: 'B',
        agency: 'FMC',
        parts: [p(515, 'Licensing, Financial Responsibility Requirements, and General Duties for Ocean Transportation Intermediaries')],
      },
    ],
  },
  {
    number: 49,
    name: 'Transportation',
    authority: '49 U.S.C. 5101-5128, 31136, 31502, 30111, 60102',
    nouns: ['motor carriers', 'drivers', 'pipeline operators', 'shippers', 'railroads'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'D',
        agency: 'PHMSA',
        parts: [
          p(192, 'Transportation of Natural and Other Gas by Pipeline: Minimum Federal Safety Standards', 3),
          p(
            172,
            'Hazardous Materials Table, Special Provisions, Hazardous Materials Communications, Emergency Response Information, Training Requirements, and Security Plans',
            2,
          ),
        ],
      },
      {
        chapter: 'II',
        subchapter: '',
        agency: 'FRA',
        parts: [
          p(
            236,
            'Rules, Standards, and Instructions Governing the Installation, Inspection, Maintenance, and Repair of Signal and Train Control Systems, Devices, and Appliances',
          ),
        ],
      },
      {
        chapter: 'III',
        subchapter: 'B',
        agency: 'FMCSA',
        parts: [
          p(395, 'Hours of Service of Drivers', 2),
          p(391, 'Qualifications of Drivers and Longer Combination Vehicle (LCV) Driver Instructors'),
        ],
      },
      {
        chapter: 'V',
        subchapter: '',
        agency: 'NHTSA',
        parts: [p(571, 'Federal Motor Vehicle Safety Standards', 3), p(531, 'Passenger Automobile Average Fuel Economy Standards')],
      },
    ],
  },
  {
    number: 50,
    name: 'Wildlife and Fisheries',
    authority: '16 U.S.C. 1361 et seq.; 16 U.S.C. 1531-1544; 16 U.S.C. 1801 et seq.',
    nouns: ['permit holders', 'vessel owners', 'applicants', 'dealers'],
    chapters: [
      {
        chapter: 'I',
        subchapter: 'B',
        agency: 'FWS',
        parts: [
          p(17, 'Endangered and Threatened Wildlife and Plants', 5),
          p(20, 'Migratory Bird Hunting', 2),
          p(50, 'Regulations Governing Wildlife Management on National Wildlife Refuges'),
        ],
      },
      {
        chapter: 'II',
        subchapter: 'C',
        agency: 'NOAA',
        parts: [
          p(216, 'Regulations Governing the Taking and Importing of Marine Mammals'),
          p(224, 'Endangered Marine and Anadromous Species'),
        ],
      },
      {
        chapter: 'VI',
        subchapter: '',
        agency: 'NOAA',
        parts: [
          p(648, 'Fisheries of the Northeastern United States', 3),
          p(679, 'Fisheries of the Exclusive Economic Zone Off Alaska', 3),
          p(660, 'Fisheries Off West Coast States'),
        ],
      },
    ],
  },
];

/** Sections that must exist at any scale (the published examples): id → heading. */
export const CFR_ANCHOR_SECTIONS: readonly { title: number; part: number; section: string; heading: string }[] = [
  { title: 40, part: 63, section: '63.1', heading: 'Applicability.' },
  {
    title: 40,
    part: 50,
    section: '50.11',
    heading:
      'National primary and secondary ambient air quality standards for oxides of nitrogen (with nitrogen dioxide as the indicator).',
  },
  { title: 10, part: 50, section: '50.11', heading: 'Exceptions and exemptions from licensing requirements.' },
  { title: 14, part: 1, section: '1.1', heading: 'General definitions.' },
  { title: 21, part: 1, section: '1.1', heading: 'General.' },
  { title: 7, part: 1, section: '1.1', heading: 'Purpose and scope.' },
];

export const SECTION_HEADINGS: readonly string[] = [
  'Purpose.',
  'Scope.',
  'Applicability.',
  'Definitions.',
  'General requirements.',
  'Recordkeeping requirements.',
  'Reporting requirements.',
  'Compliance dates.',
  'Exemptions.',
  'Incorporation by reference.',
  'Test methods and procedures.',
  'Monitoring requirements.',
  'Prohibited acts.',
  'Penalties.',
  'Application procedures.',
  'Fees.',
  'Inspections.',
  'Appeals.',
  'Delegation of authority.',
  'Severability.',
  'Notification requirements.',
  'Performance testing.',
  'Labeling requirements.',
  'Emergency procedures.',
  'Training requirements.',
  'Variances.',
  'Public participation.',
];

/** Heading patterns naming one of the title's nouns: '{Noun}' is capitalised. */
export const SECTION_HEADING_PATTERNS: readonly string[] = [
  'Standards for {noun}.',
  'Requirements applicable to {noun}.',
  'Obligations of {noun}.',
  'Records to be kept by {noun}.',
  'Information to be submitted by {noun}.',
  'Eligibility of {noun}.',
  'Limitations on {noun}.',
];

/** Sentences of regulatory text any title may use; {noun} is a title noun, {agencyName} the agency's code. */
export const SECTION_SENTENCES: readonly string[] = [
  'This section applies to {noun} subject to the requirements of this part.',
  'Each of the {noun} must maintain records sufficient to demonstrate compliance for a period of at least five years.',
  'The Administrator may approve an alternative method if it is shown to be equivalent in accuracy and precision.',
  'Reports required under this section must be submitted electronically to the {agencyName} within 90 days after the end of each calendar year.',
  'Requests for an exemption must be submitted in writing and include a statement of the grounds for the request.',
  'The requirements of this section do not apply to {noun} that qualify as small entities under paragraph (c) of this section.',
  'Failure to comply with any provision of this part may result in civil penalties as adjusted annually for inflation.',
  'The following definitions apply in this part unless the context requires otherwise.',
  'Information submitted under this section may be claimed as confidential business information in accordance with part 2 of this chapter.',
  'Each of the {noun} shall provide written notification at least 30 days before commencing the activity.',
  'The {agencyName} will publish a notice in the Federal Register announcing any changes to the list in paragraph (a) of this section.',
];

/** Sentences in a title's own subject matter, by title number (same slots as SECTION_SENTENCES). */
export const TITLE_SENTENCES: Readonly<Record<number, readonly string[]>> = {
  7: [
    'Any pesticide chemical residue in excess of the tolerance established in this section renders the food adulterated.',
    'Organic producers must maintain an organic system plan describing practices that protect soil and water quality.',
    'Plants and plant products from a quarantined area may be moved only under a certificate issued by an inspector.',
    'Each of the {noun} must comply with the marketing order and pay assessments on the volume of commodity handled.',
  ],
  9: [
    'Each of the {noun} must provide animals with adequate veterinary care, food, water, and shelter.',
    'Meat and poultry products must be inspected and passed before they may be labeled or shipped.',
    'Animals imported from a region affected by a communicable disease must be quarantined at a port of entry.',
  ],
  10: [
    'Each licensee shall maintain radiation exposures as low as is reasonably achievable.',
    'The energy conservation standard for each covered product is the minimum energy efficiency set out in the table to this section.',
    'The nuclear power reactor licensee must report any safety-significant event to the Commission within 24 hours.',
  ],
  14: [
    'No person may operate an aircraft unless it is in an airworthy condition.',
    'Each pilot in command must hold a current medical certificate appropriate to the operation.',
    'The aircraft operator must report each accident or incident affecting aviation safety to the Administrator.',
    'Unmanned aircraft may not be operated over people except as provided in this part.',
  ],
  15: [
    'No person may export or reexport an item subject to these regulations without a license when one is required.',
    'The antidumping duty rate applies to all entries of subject merchandise produced by the respondent.',
    'Requests for exclusion from a tariff action must identify the product by its Harmonized Tariff Schedule subheading.',
  ],
  17: [
    'Each registrant must disclose material cybersecurity incidents within four business days of determining materiality.',
    'Where climate-related risks are identified, the plan must describe the measures taken to address them.',
    'Securities may not be offered or sold unless a registration statement is in effect or an exemption applies.',
    'Each swap dealer shall maintain records of every swap transaction for five years.',
  ],
  20: [
    'Disability benefits are payable to claimants who are insured and unable to engage in substantial gainful activity.',
    'Beneficiaries entitled to Medicare Part A may apply for the subsidy under this part.',
    'The Commissioner will review eligibility for supplemental security income at least once every three years.',
  ],
  21: [
    'A drug is misbranded if its labeling fails to bear adequate directions for use.',
    'Each manufacturer of a drug product shall follow current good manufacturing practice.',
    'Food containing a food additive not approved under this part is adulterated.',
    'The device labeling must identify the intended use and any contraindications.',
    'Tobacco products may not be sold to any person younger than 21 years of age.',
  ],
  24: [
    'Housing assisted under this part must meet the housing quality standards at initial and annual inspection.',
    'Each public housing agency shall affirmatively further fair housing.',
    'Lead-based paint hazards must be controlled before an assisted family occupies the unit.',
  ],
  28: [
    'Requests for records must describe the records sought in sufficient detail to locate them.',
    'A grantee must use funds under this part for crime victim assistance and law enforcement programs.',
  ],
  29: [
    'Each employer shall furnish to each employee a workplace free from recognized hazards that cause serious harm.',
    'Employees must receive overtime pay at one and one-half times the regular rate for hours worked over 40 in a workweek.',
    'Plan fiduciaries must act solely in the interest of participants and beneficiaries.',
    'Employers shall provide training on workplace safety and health hazards in a language workers understand.',
  ],
  33: [
    'No vessel may enter the safety zone without permission of the Captain of the Port.',
    'The drawbridge need not open for the passage of vessels during the periods stated in this section.',
    'Discharges of oil or hazardous substances into navigable waters must be reported immediately.',
  ],
  34: [
    'An institution must establish satisfactory academic progress standards for students receiving Federal student aid.',
    'Student loan borrowers may request an income-driven repayment plan at any time.',
    'A recipient of Federal financial assistance may not discriminate on the basis of sex in any education program.',
  ],
  38: [
    'Veterans with a service-connected disability are eligible for compensation at the rates set out in this part.',
    'VA will provide health care to eligible veterans through VA facilities or community care providers.',
    'The evaluation of a disability is based on the average impairment of earning capacity.',
  ],
  40: [
    'No person shall cause or permit emissions that exceed the limits specified in paragraph (b) of this section.',
    'Pollution prevention measures, including process changes and material substitution, may be used to meet these standards.',
    'Any pesticide chemical residue in excess of the tolerance established in this section renders the food adulterated.',
    'The owner or operator shall conduct a performance test within 180 days after initial startup.',
    'Each public water system must monitor drinking water for the contaminants listed in this subpart.',
    'The permit must include effluent limitations that protect water quality in the receiving waters.',
    'Where climate-related risks are identified, the plan must describe the measures taken to address them.',
    'The Regional Administrator will consider the environmental and public health effects on overburdened communities.',
  ],
  44: [
    'Flood insurance is available only in communities that adopt and enforce floodplain management regulations.',
    'Public assistance grants may reimburse eligible costs of debris removal and emergency protective measures after a major disaster.',
    'Hazard mitigation projects must be cost-effective and reduce the risk of future damage.',
  ],
  46: [
    'Each vessel must carry lifesaving equipment approved by the Commandant.',
    'Ocean common carriers must publish their tariffs and may not charge unreasonable detention and demurrage fees.',
    'The master shall ensure that each mariner holds a valid credential for the position served.',
  ],
  49: [
    'No motor carrier shall permit a driver to drive after 11 hours of driving time.',
    'Each pipeline operator must develop an integrity management program for pipeline segments in high consequence areas.',
    'Hazardous materials must be classed, packaged, marked, and labeled before being offered for transportation.',
    'Each railroad shall adopt a program of operational tests and inspections to ensure rail safety.',
    'Motor vehicle equipment must meet the applicable Federal motor vehicle safety standard.',
  ],
  50: [
    'No person may take any endangered wildlife species within the United States or its territorial sea.',
    'Fishing vessels must not exceed the annual catch limit for each fishery in this subpart.',
    'Permits for incidental take of marine mammals require measures to reduce effects on the species and its habitat.',
    'Hunting of migratory game birds is permitted only during the seasons and within the bag limits set out in this part.',
  ],
};
