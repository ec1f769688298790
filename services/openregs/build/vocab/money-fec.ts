// FEC vocabulary: party and outside-spending committees, leadership-PAC names, donor occupations,
// and the verbatim employer strings individual donors write (companies, universities, agencies,
// sole proprietors and people's own names).

export interface NamedCommittee {
  name: string;
  /** FEC committee type code. */
  type: string;
  designation: string;
  party: string;
  state: string;
}

export const PARTY_COMMITTEES: readonly NamedCommittee[] = [
  { name: 'DNC SERVICES CORP/DEMOCRATIC NATIONAL COMMITTEE', type: 'Y', designation: 'U', party: 'DEM', state: 'DC' },
  { name: 'REPUBLICAN NATIONAL COMMITTEE', type: 'Y', designation: 'U', party: 'REP', state: 'DC' },
  { name: 'DCCC', type: 'Y', designation: 'U', party: 'DEM', state: 'DC' },
  { name: 'NRCC', type: 'Y', designation: 'U', party: 'REP', state: 'DC' },
  { name: 'DSCC', type: 'Y', designation: 'U', party: 'DEM', state: 'DC' },
  { name: 'NATIONAL REPUBLICAN SENATORIAL COMMITTEE', type: 'Y', designation: 'U', party: 'REP', state: 'DC' },
  { name: 'SENATE LEADERSHIP FUND', type: 'O', designation: 'U', party: '', state: 'DC' },
  { name: 'SENATE MAJORITY PAC', type: 'O', designation: 'U', party: '', state: 'DC' },
  { name: 'CONGRESSIONAL LEADERSHIP FUND', type: 'O', designation: 'U', party: '', state: 'DC' },
  { name: 'HOUSE MAJORITY PAC', type: 'O', designation: 'U', party: '', state: 'DC' },
  { name: 'CLUB FOR GROWTH ACTION', type: 'O', designation: 'U', party: '', state: 'DC' },
  { name: 'PRIORITIES USA ACTION', type: 'O', designation: 'U', party: '', state: 'DC' },
  { name: 'AMERICANS FOR PROSPERITY ACTION', type: 'O', designation: 'U', party: '', state: 'VA' },
  { name: 'LEAGUE OF CONSERVATION VOTERS VICTORY FUND', type: 'O', designation: 'U', party: '', state: 'DC' },
];

export const PAC_SUFFIXES: readonly string[] = [
  ' POLITICAL ACTION COMMITTEE',
  ' PAC',
  ' EMPLOYEES PAC',
  ' FEDERAL PAC',
  ' GOOD GOVERNMENT FUND',
  ' CITIZENSHIP FUND',
];

export const LEADERSHIP_PAC_WORDS: readonly string[] = [
  'PROSPERITY',
  'FREEDOM',
  'LIBERTY',
  'OPPORTUNITY',
  'LEADERSHIP',
  'MAJORITY',
  'FUTURE',
  'HEARTLAND',
  'FRONTIER',
  'PROGRESS',
  'COMMON GROUND',
  'NEW DIRECTION',
  'AMERICAN DREAM',
  'BRIGHTER TOMORROW',
  'STRONG NATION',
];

export const LEADERSHIP_PAC_TEMPLATES: readonly string[] = [
  '{W} PAC',
  '{W} FUND',
  'COMMITTEE FOR {W}',
  '{W} ACTION FUND',
  'PAC TO THE {W}',
];

export const SUPER_PAC_TEMPLATES: readonly string[] = [
  '{W} FOR AMERICA',
  'AMERICANS FOR {W}',
  '{W} ACTION NETWORK',
  '{ST} {W} PAC',
  'PROTECT {W} PAC',
];

export const OCCUPATIONS: readonly string[] = [
  'ATTORNEY',
  'PHYSICIAN',
  'ENGINEER',
  'SOFTWARE ENGINEER',
  'CONSULTANT',
  'EXECUTIVE',
  'CEO',
  'PRESIDENT',
  'MANAGER',
  'PROFESSOR',
  'TEACHER',
  'NURSE',
  'REAL ESTATE DEVELOPER',
  'INVESTOR',
  'BANKER',
  'ACCOUNTANT',
  'SALES',
  'OWNER',
  'FARMER',
  'DENTIST',
  'PHARMACIST',
  'ARCHITECT',
  'PRODUCT MANAGER',
  'DIRECTOR',
  'VICE PRESIDENT',
  'ANALYST',
  'SCIENTIST',
  'LOBBYIST',
  'GOVERNMENT RELATIONS',
  'PARTNER',
  'CHIEF FINANCIAL OFFICER',
  'RESEARCHER',
  'ECONOMIST',
  'WRITER',
];

/** Well-known employers whose staff donate heavily (normalised, as the aggregates store them). */
export const FAMOUS_EMPLOYERS: readonly string[] = [
  'GOOGLE',
  'MICROSOFT',
  'AMAZON',
  'APPLE',
  'FACEBOOK',
  'UNIVERSITY OF CALIFORNIA',
  'KAISER PERMANENTE',
  'US ARMY',
  'US NAVY',
  'STATE OF CALIFORNIA',
  'US GOVERNMENT',
  'MAYO CLINIC',
  'KIRKLAND & ELLIS',
  'LATHAM & WATKINS',
  'SULLIVAN & CROMWELL',
  'BLOOMBERG',
  'NETFLIX',
  'ELLIOTT MANAGEMENT',
  'RENAISSANCE TECHNOLOGIES',
  'JANE STREET',
];

/** Employer strings rejected as junk by the real aggregation; never generated. */
export const JUNK_EMPLOYERS: readonly string[] = [
  'NONE',
  'RETIRED',
  'SELF-EMPLOYED',
  'SELF EMPLOYED',
  'SELF',
  'N/A',
  'NOT EMPLOYED',
  'INFORMATION REQUESTED',
  'HOMEMAKER',
  'UNEMPLOYED',
];

/** Templates for the long tail: {L} surname, {F} given name, {M} middle initial, {I} industry word, {P} place. */
export const EMPLOYER_TEMPLATES: readonly string[] = [
  '{L} & ASSOCIATES',
  '{L} {I}',
  'LAW OFFICE OF {F} {L}',
  '{F} {M} {L}',
  '{F} {L} DDS',
  '{L} FAMILY FARMS',
  '{L} & {L2}',
  '{P} {I}',
  '{P} MEDICAL CENTER',
  '{P} PUBLIC SCHOOLS',
  'UNIVERSITY OF {P}',
  '{L} {I} GROUP',
  '{F} {L} MD PA',
  '{L} HOLDINGS',
  'CITY OF {P}',
  '{L} CONSTRUCTION',
  '{P} COUNTY',
  '{L} BROTHERS',
  '{F} {L} CPA',
  '{L} REALTY',
];

/** Institutions in the long tail (same slots): each form is about a percent of employers. */
export const INSTITUTION_EMPLOYER_TEMPLATES: readonly string[] = [
  '{P} GENERAL HOSPITAL',
  'CHILDRENS HOSPITAL OF {P}',
  '{P} SCHOOL DISTRICT',
  '{P} COMMUNITY COLLEGE',
  '{P} STATE UNIVERSITY',
  'FIRST NATIONAL BANK OF {P}',
  '{L} BANK & TRUST',
  'FIRST BAPTIST CHURCH OF {P}',
  '{P} HEALTH SYSTEM',
];

export const EMPLOYER_INDUSTRIES: readonly string[] = [
  'CAPITAL',
  'PARTNERS',
  'INVESTMENTS',
  'ENERGY',
  'HEALTH',
  'DENTAL',
  'ORTHOPEDICS',
  'INSURANCE',
  'MOTORS',
  'FORD',
  'HOMES',
  'BUILDERS',
  'FARMS',
  'DAIRY',
  'TRUCKING',
  'LOGISTICS',
  'OIL',
  'RANCH',
  'ENGINEERING',
  'ARCHITECTS',
  'CONSULTING',
  'MANAGEMENT',
  'PROPERTIES',
  'DEVELOPMENT',
  'LAW GROUP',
  'ADVISORS',
  'VENTURES',
  'TECHNOLOGIES',
  'FOODS',
  'MEDIA',
];
