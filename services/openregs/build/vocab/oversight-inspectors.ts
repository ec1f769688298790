// Inspector General vocabulary: the Offices of Inspector General that publish on oversight.gov
// (with the agency each reviews, its URL code and report-number style), oversight.gov's report
// types, and the wording of report titles, summaries and recommendations.

export interface InspectorGeneral {
  /** As oversight.gov's "submitting OIG" names it. */
  readonly name: string;
  /** The agency its reports review, as the listing's "agency reviewed" cell writes it. */
  readonly agency: string;
  /** The OIG's code in oversight.gov report URLs. */
  readonly code: string;
  /** Report number pattern: {yy} two-digit year, {yyyy} year, {n} sequence. */
  readonly numbering: string;
  /** Relative number of reports. */
  readonly weight: number;
}

export const INSPECTORS_GENERAL: readonly InspectorGeneral[] = [
  { name: 'Department of Defense OIG', agency: 'Department of Defense', code: 'dod', numbering: 'DODIG-{yyyy}-{n3}', weight: 12 },
  {
    name: 'Department of Health and Human Services OIG',
    agency: 'Department of Health and Human Services',
    code: 'hhs',
    numbering: 'A-0{d}-{yy}-{n5}',
    weight: 14,
  },
  {
    name: 'Department of Homeland Security OIG',
    agency: 'Department of Homeland Security',
    code: 'dhs',
    numbering: 'OIG-{yy}-{n2}',
    weight: 6,
  },
  {
    name: 'Department of Veterans Affairs OIG',
    agency: 'Department of Veterans Affairs',
    code: 'va',
    numbering: '{yy}-{n5}-{n3}',
    weight: 10,
  },
  { name: 'Department of Agriculture OIG', agency: 'Department of Agriculture', code: 'usda', numbering: '{n5}-{n4}-{n2}', weight: 5 },
  { name: 'Department of Energy OIG', agency: 'Department of Energy', code: 'doe', numbering: 'DOE-OIG-{yy}-{n2}', weight: 4 },
  { name: 'Department of Education OIG', agency: 'Department of Education', code: 'ed', numbering: 'ED-OIG/A{n2}W{n4}', weight: 3 },
  { name: 'Department of Justice OIG', agency: 'Department of Justice', code: 'doj', numbering: '{yy}-{n3}', weight: 5 },
  { name: 'Department of Labor OIG', agency: 'Department of Labor', code: 'dol', numbering: '{n2}-{yy}-{n3}-{n2}-{n3}', weight: 4 },
  { name: 'Department of the Interior OIG', agency: 'Department of the Interior', code: 'doi', numbering: '{yyyy}-{W}-{n4}', weight: 4 },
  { name: 'Department of the Treasury OIG', agency: 'Department of the Treasury', code: 'treasury', numbering: 'OIG-{yy}-{n3}', weight: 3 },
  {
    name: 'Treasury Inspector General for Tax Administration',
    agency: 'Internal Revenue Service',
    code: 'tigta',
    numbering: '{yyyy}-{n2}-{n3}',
    weight: 4,
  },
  {
    name: 'Department of Transportation OIG',
    agency: 'Department of Transportation',
    code: 'dot',
    numbering: '{W}{W}{yyyy}{n3}',
    weight: 3,
  },
  {
    name: 'Department of Housing and Urban Development OIG',
    agency: 'Department of Housing and Urban Development',
    code: 'hud',
    numbering: '{yyyy}-{W}{W}-{n4}',
    weight: 3,
  },
  { name: 'Department of Commerce OIG', agency: 'Department of Commerce', code: 'doc', numbering: 'OIG-{yy}-{n3}-A', weight: 2 },
  { name: 'Department of State OIG', agency: 'Department of State', code: 'dos', numbering: 'AUD-{W}{W}-{yy}-{n2}', weight: 3 },
  {
    name: 'Environmental Protection Agency OIG',
    agency: 'Environmental Protection Agency',
    code: 'epa',
    numbering: '{yy}-P-{n4}',
    weight: 3,
  },
  { name: 'Small Business Administration OIG', agency: 'Small Business Administration', code: 'sba', numbering: '{yy}-{n2}', weight: 2 },
  {
    name: 'Social Security Administration OIG',
    agency: 'Social Security Administration',
    code: 'ssa',
    numbering: 'A-0{d}-{yy}-{n5}',
    weight: 3,
  },
  {
    name: 'U.S. Agency for International Development OIG',
    agency: 'U.S. Agency for International Development',
    code: 'usaid',
    numbering: '{d}-{n3}-{yy}-{n3}-P',
    weight: 3,
  },
  {
    name: 'National Aeronautics and Space Administration OIG',
    agency: 'National Aeronautics and Space Administration',
    code: 'nasa',
    numbering: 'IG-{yy}-{n3}',
    weight: 2,
  },
  {
    name: 'General Services Administration OIG',
    agency: 'General Services Administration',
    code: 'gsa',
    numbering: 'A{yy}{n4}',
    weight: 2,
  },
  {
    name: 'Office of Personnel Management OIG',
    agency: 'Office of Personnel Management',
    code: 'opm',
    numbering: '{yyyy}-{W}{W}-{n3}',
    weight: 2,
  },
  {
    name: 'United States Postal Service OIG',
    agency: 'United States Postal Service',
    code: 'usps',
    numbering: '{yy}-{n3}-R{yy}',
    weight: 5,
  },
  {
    name: 'Federal Deposit Insurance Corporation OIG',
    agency: 'Federal Deposit Insurance Corporation',
    code: 'fdic',
    numbering: 'AUD-{yy}-{n3}',
    weight: 1,
  },
  {
    name: 'Board of Governors of the Federal Reserve System and CFPB OIG',
    agency: 'Board of Governors of the Federal Reserve System',
    code: 'frb-cfpb',
    numbering: '{yyyy}-{W}{W}-{W}-{n3}',
    weight: 1,
  },
  {
    name: 'Securities and Exchange Commission OIG',
    agency: 'Securities and Exchange Commission',
    code: 'sec',
    numbering: '{n3}',
    weight: 1,
  },
  {
    name: 'Nuclear Regulatory Commission OIG',
    agency: 'Nuclear Regulatory Commission',
    code: 'nrc',
    numbering: 'OIG-{yy}-A-{n2}',
    weight: 1,
  },
  {
    name: 'Federal Communications Commission OIG',
    agency: 'Federal Communications Commission',
    code: 'fcc',
    numbering: '{yy}-AUD-{n2}-{n2}',
    weight: 1,
  },
  { name: 'Corporation for National and Community Service OIG', agency: 'AmeriCorps', code: 'cncs', numbering: 'OIG-{yy}-{n2}', weight: 1 },
  { name: 'Amtrak OIG', agency: 'Amtrak', code: 'amtrak', numbering: 'OIG-A-{yyyy}-{n3}', weight: 1 },
  { name: 'Peace Corps OIG', agency: 'Peace Corps', code: 'pc', numbering: 'IG-{yy}-{n2}-A', weight: 1 },
  { name: 'Railroad Retirement Board OIG', agency: 'Railroad Retirement Board', code: 'rrb', numbering: '{yy}-{n2}', weight: 1 },
  {
    name: 'National Science Foundation OIG',
    agency: 'National Science Foundation',
    code: 'nsf',
    numbering: 'OIG {yy}-{n1}-{n3}',
    weight: 1,
  },
  {
    name: 'Special Inspector General for Afghanistan Reconstruction',
    agency: 'Department of Defense',
    code: 'sigar',
    numbering: 'SIGAR {yy}-{n2}-AR',
    weight: 1,
  },
  {
    name: 'Pandemic Response Accountability Committee',
    agency: 'Multiple Agencies',
    code: 'prac',
    numbering: 'PRAC-{yyyy}-{n2}',
    weight: 0.5,
  },
  {
    name: 'Export-Import Bank OIG',
    agency: 'Export-Import Bank of the United States',
    code: 'exim',
    numbering: 'OIG-AR-{yy}-{n2}',
    weight: 0.5,
  },
  { name: 'Library of Congress OIG', agency: 'Library of Congress', code: 'loc', numbering: '{yyyy}-{W}{W}-{n3}', weight: 0.5 },
  { name: 'Government Publishing Office OIG', agency: 'Government Publishing Office', code: 'gpo', numbering: '{yy}-{n2}', weight: 0.5 },
  {
    name: 'Federal Housing Finance Agency OIG',
    agency: 'Federal Housing Finance Agency',
    code: 'fhfa',
    numbering: 'AUD-{yyyy}-{n3}',
    weight: 1,
  },
];

/** oversight.gov's report types (our list: the published scraper stores whatever label it finds). */
export const REPORT_TYPES: readonly string[] = [
  'Audit',
  'Inspection/Evaluation',
  'Investigation',
  'Review',
  'Other',
  'Semiannual Report',
  'Top Management Challenges',
  'Peer Review',
  'Testimony',
];
export const REPORT_TYPE_WEIGHTS: readonly number[] = [46, 20, 11, 8, 7, 3, 1.2, 1, 0.8];

/** Title patterns by report type: {agency}, {owner} (its possessive), {program}, {fy}, {place}, {period}. */
export const TITLE_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  Audit: [
    'Audit of the {agency} {program}',
    'Audit of {owner} Management of {program}',
    '{owner} Compliance With Improper Payment Requirements for Fiscal Year {fy}',
    "Independent Auditor's Report on the {agency} Fiscal Year {fy} Financial Statements",
    'Evaluation of the {agency} Information Security Program for Fiscal Year {fy}',
    'Audit of {program} Costs Claimed by {place} Grantees',
    '{agency} Oversight of {program} Needs Improvement',
  ],
  'Inspection/Evaluation': [
    'Evaluation of the {agency} {program}',
    'Inspection of {program} at the {place} Facility',
    '{agency} Did Not Effectively Manage {program}',
    'Evaluation of {agency} Controls Over {program}',
  ],
  Investigation: [
    'Investigative Summary: Findings of Misconduct by a {agency} Employee for Misuse of {program}',
    'Investigative Summary: Findings of Misconduct by a Senior {agency} Official',
    'Former {agency} Contractor Sentenced for Fraud Involving {program}',
    '{place} Business Owner Pleads Guilty to Defrauding {program}',
  ],
  Review: [
    'Review of {agency} {program}',
    'Management Advisory Memorandum: Concerns With {program}',
    'Review of {program} Data Reported by the {agency}',
  ],
  Other: [
    'Capping Report: {program} at the {agency}',
    'Management Implication Report: {program}',
    'Data Brief: {program} in Fiscal Year {fy}',
  ],
  'Semiannual Report': ['Semiannual Report to Congress, {period}'],
  'Top Management Challenges': ['Top Management and Performance Challenges Facing the {agency} in Fiscal Year {fy}'],
  'Peer Review': ['System Review Report on the {agency} Office of Inspector General Audit Organization'],
  Testimony: ['Statement Before Congress on {program} at the {agency}'],
};

export const PROGRAMS: readonly string[] = [
  'Purchase Card Program',
  'Travel Card Program',
  'Grant Closeout Process',
  'Contract Oversight',
  'Cybersecurity Controls',
  'Information Technology Investments',
  'Pandemic Relief Funds',
  'Improper Payments',
  'Personnel Security Clearances',
  'Facility Maintenance Backlog',
  'Disaster Assistance Program',
  'Medicaid Eligibility Determinations',
  'Medicare Claims for Durable Medical Equipment',
  'Small Business Loans',
  'Fleet Management',
  'Emergency Preparedness',
  'Data Quality',
  'Cloud Computing Contracts',
  'Federal Financial Assistance',
  'Inventory Controls',
  'Procurement Practices',
  'Telework Program',
  'Hiring Practices',
  'Suspension and Debarment Program',
  'Hotline Complaint Handling',
  'Unemployment Insurance Program',
  'Environmental Cleanup Program',
  'Infrastructure Investment and Jobs Act Funds',
  'Privacy Program',
  'Acquisition Workforce',
];

/** Summary sentences of audit-like reports and of investigations. */
export const SUMMARY_OPENERS: Readonly<Record<'audit' | 'investigation', readonly string[]>> = {
  audit: [
    'We conducted this audit to determine whether the {agency} effectively managed its {program}.',
    'Our objective was to determine whether the {agency} complied with applicable laws and policies for its {program}.',
    'We initiated this evaluation to assess the {agency} oversight of the {program}.',
  ],
  investigation: [
    'The OIG investigated allegations concerning the {program} at the {agency}.',
    'This summary reports the results of an investigation into misuse of the {program} at the {agency}.',
  ],
};

export const SUMMARY_FINDINGS: Readonly<Record<'audit' | 'investigation', readonly string[]>> = {
  audit: [
    'We found that the {agency} did not consistently document its decisions or monitor recipients.',
    'The {agency} generally complied with requirements but did not always reconcile its records.',
    'Controls over the {program} were not designed to prevent or detect unallowable costs.',
    'Officials did not maintain adequate supporting documentation for a sample of transactions.',
    'Weaknesses in access controls exposed sensitive data to unauthorized users.',
  ],
  investigation: [
    'The investigation substantiated the allegations, and the matter was referred for administrative action.',
    'The investigation did not substantiate the allegations.',
    'The subject was convicted and ordered to pay restitution.',
  ],
};

/** Closing sentences: when the report makes recommendations, and when it makes none. */
export const SUMMARY_CLOSERS: Readonly<Record<'recommendations' | 'none', readonly string[]>> = {
  recommendations: [
    'We made recommendations to improve oversight of the {program}. The {agency} concurred with our recommendations.',
    'The {agency} agreed with our findings and described corrective actions it has taken or plans to take.',
    'Management partially concurred with our recommendations; we consider them open until corrective action is complete.',
  ],
  none: ['We made no recommendations in this report.', 'This report is provided for information; it contains no recommendations.'],
};

export const RECOMMENDATION_PATTERNS: readonly string[] = [
  'Develop and implement written procedures to strengthen oversight of the {program}.',
  'Determine the allowability of the questioned costs and recover any amounts that are unallowable.',
  'Ensure that officials responsible for the {program} receive training on documentation requirements.',
  'Update policies to require periodic reconciliation of {program} records.',
  'Implement controls to prevent unauthorized access to systems supporting the {program}.',
  'Put funds to better use by deobligating unneeded balances in the {program}.',
  'Establish performance measures to monitor the effectiveness of the {program}.',
  'Review the remaining transactions and take appropriate administrative action.',
];
