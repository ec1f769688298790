// NTEE major groups with their share of classified organisations, a few codes each, and the name
// endings organisations of that group use (so most names agree with their code).

export interface NteeGroup {
  letter: string;
  /** Percent of classified organisations. */
  share: number;
  /** Two-digit subcodes used with the letter. */
  codes: readonly string[];
  /** Name endings: `SPRINGFIELD` + ending. */
  endings: readonly string[];
}

export const NTEE_GROUPS: readonly NteeGroup[] = [
  {
    letter: 'P',
    share: 16,
    codes: ['20', '30', '40', '50', '60', '70', '80', '99'],
    endings: ['FAMILY SERVICES', 'COMMUNITY ACTION AGENCY', 'SENIOR CENTER', 'CHILDRENS HOME', 'HUMAN SERVICES COUNCIL'],
  },
  {
    letter: 'B',
    share: 12,
    codes: ['11', '20', '24', '25', '40', '42', '43', '82', '90', '94'],
    endings: ['ACADEMY', 'SCHOOL FOUNDATION', 'EDUCATION FOUNDATION', 'PARENT TEACHER ASSOCIATION', 'COLLEGE', 'SCHOLARSHIP FUND'],
  },
  {
    letter: 'X',
    share: 9,
    codes: ['20', '21', '30', '40', '80', '90'],
    endings: ['CHURCH', 'BAPTIST CHURCH', 'MINISTRIES', 'CATHOLIC PARISH', 'CONGREGATION', 'FELLOWSHIP'],
  },
  {
    letter: 'S',
    share: 8,
    codes: ['20', '21', '30', '31', '41', '80'],
    endings: ['CHAMBER OF COMMERCE', 'ROTARY CLUB', 'LIONS CLUB', 'COMMUNITY DEVELOPMENT CORPORATION', 'DOWNTOWN ASSOCIATION'],
  },
  {
    letter: 'A',
    share: 7,
    codes: ['20', '23', '25', '51', '54', '61', '65', '68', '80'],
    endings: ['ARTS COUNCIL', 'HISTORICAL SOCIETY', 'SYMPHONY ORCHESTRA', 'COMMUNITY THEATRE', 'ART MUSEUM', 'CHORAL SOCIETY'],
  },
  {
    letter: 'T',
    share: 7,
    codes: ['11', '12', '20', '21', '22', '30', '31', '50', '70'],
    endings: ['FOUNDATION', 'COMMUNITY FOUNDATION', 'CHARITABLE TRUST', 'UNITED WAY', 'GIVING FUND'],
  },
  {
    letter: 'N',
    share: 6,
    codes: ['20', '31', '40', '50', '60', '63', '64', '65', '68'],
    endings: ['YOUTH SOCCER LEAGUE', 'LITTLE LEAGUE', 'ATHLETIC ASSOCIATION', 'SWIM CLUB', 'BOOSTER CLUB', 'HOCKEY ASSOCIATION'],
  },
  {
    letter: 'Y',
    share: 5,
    codes: ['20', '22', '42', '43', '50'],
    endings: ['VOLUNTEER FIREFIGHTERS RELIEF ASSOCIATION', 'CEMETERY ASSOCIATION', 'FRATERNAL ORDER', 'MUTUAL BENEFIT SOCIETY'],
  },
  {
    letter: 'E',
    share: 4,
    codes: ['20', '21', '22', '24', '30', '32', '40', '70', '91'],
    endings: ['HOSPITAL', 'MEDICAL CENTER', 'COMMUNITY HEALTH CENTER', 'HOSPICE', 'FREE CLINIC', 'HEALTH SYSTEM'],
  },
  {
    letter: 'O',
    share: 3,
    codes: ['20', '21', '23', '50', '52', '55'],
    endings: ['BOYS AND GIRLS CLUB', 'YOUTH CENTER', 'SCOUTING COUNCIL', 'YOUTH MENTORING PROGRAM'],
  },
  {
    letter: 'L',
    share: 3,
    codes: ['20', '21', '22', '24', '41', '80'],
    endings: ['HOUSING AUTHORITY', 'HABITAT FOR HUMANITY', 'AFFORDABLE HOUSING CORPORATION', 'SENIOR HOUSING'],
  },
  {
    letter: 'W',
    share: 3,
    codes: ['20', '24', '30', '60', '70', '80'],
    endings: ['VETERANS POST', 'CIVIC LEAGUE', 'AMERICAN LEGION POST', 'PUBLIC POLICY INSTITUTE'],
  },
  {
    letter: 'Q',
    share: 2,
    codes: ['20', '30', '33', '40', '70'],
    endings: ['RELIEF FUND', 'MISSION INTERNATIONAL', 'GLOBAL HEALTH ALLIANCE', 'INTERNATIONAL AID'],
  },
  {
    letter: 'C',
    share: 2,
    codes: ['20', '30', '32', '34', '36', '60'],
    endings: ['LAND TRUST', 'RIVER CONSERVANCY', 'WATERSHED COUNCIL', 'GARDEN CLUB', 'ENVIRONMENTAL COUNCIL'],
  },
  {
    letter: 'D',
    share: 2,
    codes: ['20', '30', '40', '50', '60'],
    endings: ['HUMANE SOCIETY', 'ANIMAL RESCUE', 'SPCA', 'WILDLIFE REHABILITATION CENTER'],
  },
  {
    letter: 'M',
    share: 2,
    codes: ['20', '23', '24', '40', '41'],
    endings: ['VOLUNTEER FIRE COMPANY', 'RESCUE SQUAD', 'EMERGENCY MEDICAL SERVICES', 'DISASTER RELIEF'],
  },
  {
    letter: 'J',
    share: 2,
    codes: ['20', '21', '22', '30', '40'],
    endings: ['WORKFORCE DEVELOPMENT', 'GOODWILL INDUSTRIES', 'LABOR UNION LOCAL', 'JOB TRAINING CENTER'],
  },
  {
    letter: 'K',
    share: 1,
    codes: ['20', '26', '28', '30', '31', '34', '35', '36'],
    endings: ['COMMUNITY FOOD BANK', 'FOOD PANTRY', 'MEALS ON WHEELS', 'FARMERS MARKET'],
  },
  {
    letter: 'F',
    share: 1,
    codes: ['20', '30', '32', '40', '60'],
    endings: ['MENTAL HEALTH ASSOCIATION', 'COUNSELING CENTER', 'RECOVERY CENTER', 'CRISIS CENTER'],
  },
  {
    letter: 'G',
    share: 1,
    codes: ['20', '30', '40', '48', '50', '80'],
    endings: ['CANCER SOCIETY', 'HEART ASSOCIATION', 'DIABETES ASSOCIATION', 'ALZHEIMERS ASSOCIATION'],
  },
  {
    letter: 'I',
    share: 1,
    codes: ['20', '21', '23', '40', '70', '80'],
    endings: ['LEGAL AID SOCIETY', 'CRIME VICTIMS SERVICES', 'YOUTH COURT', 'REENTRY PROGRAM'],
  },
  {
    letter: 'R',
    share: 1,
    codes: ['20', '22', '24', '26', '30', '40'],
    endings: ['CIVIL RIGHTS COALITION', 'DISABILITY RIGHTS CENTER', 'VOTER EDUCATION PROJECT'],
  },
  { letter: 'H', share: 0.5, codes: ['20', '30', '50', '80', '90'], endings: ['MEDICAL RESEARCH INSTITUTE', 'CANCER RESEARCH FUND'] },
  { letter: 'U', share: 0.5, codes: ['20', '30', '40', '50'], endings: ['SCIENCE CENTER', 'RESEARCH INSTITUTE', 'ASTRONOMY CLUB'] },
  { letter: 'V', share: 0.5, codes: ['20', '21', '30', '31'], endings: ['SOCIAL RESEARCH INSTITUTE', 'POLICY STUDIES CENTER'] },
  { letter: 'Z', share: 0.5, codes: ['99'], endings: ['ASSOCIATION'] },
];

export const NTEE_WEIGHTS: readonly number[] = NTEE_GROUPS.map((g) => g.share);

/** Endings of organisations whose names say nothing of their cause. */
export const GENERIC_ENDINGS = ['FOUNDATION', 'ASSOCIATION', 'TRUST', 'SOCIETY', 'ALLIANCE', 'INC'] as const;

/** Place words organisation names start with. */
export const NAME_PLACES = [
  'SPRINGFIELD',
  'RIVERSIDE',
  'GREENVILLE',
  'FAIRVIEW',
  'MADISON',
  'FRANKLIN',
  'CLINTON',
  'GEORGETOWN',
  'ARLINGTON',
  'SALEM',
  'BRISTOL',
  'CLAYTON',
  'DAYTON',
  'LEXINGTON',
  'MILFORD',
  'NEWPORT',
  'OAKLAND',
  'ASHLAND',
  'BURLINGTON',
  'CHESTER',
  'DOVER',
  'HUDSON',
  'KINGSTON',
  'MARION',
  'MONROE',
  'OXFORD',
  'PLYMOUTH',
  'WINCHESTER',
  'JACKSON COUNTY',
  'LAKE COUNTY',
  'VALLEY',
  'NORTHSIDE',
  'EASTSIDE',
  'TRI-COUNTY',
  'GREATER METRO',
  'COASTAL',
  'MOUNTAIN VIEW',
  'PRAIRIE',
  'HARBOR',
  'PINE RIDGE',
  'CEDAR',
  'MAPLE',
] as const;

/** Purposes of grants and Schedule I lines. */
export const GRANT_PURPOSES = [
  'GENERAL SUPPORT',
  'GENERAL OPERATING SUPPORT',
  'UNRESTRICTED',
  'PROGRAM SUPPORT',
  'SCHOLARSHIP',
  'CAPITAL CAMPAIGN',
  'EDUCATION',
  'FOOD ASSISTANCE',
  'DISASTER RELIEF',
  'YOUTH PROGRAMS',
  'ARTS PROGRAMMING',
  'MEDICAL RESEARCH',
  'CHARITABLE',
  'TO FURTHER THE EXEMPT PURPOSE OF THE RECIPIENT',
  'ANNUAL FUND',
] as const;

/** Opaque recipient labels donor-advised-fund sponsors file. */
export const OPAQUE_RECIPIENTS = ['VARIOUS CHARITIES', 'SEE ATTACHED SCHEDULE', 'VARIOUS'] as const;

export const CONTRACTOR_SERVICES = [
  'LEGAL SERVICES',
  'ACCOUNTING',
  'CONSTRUCTION',
  'CONSULTING',
  'MANAGEMENT SERVICES',
  'INVESTMENT MANAGEMENT',
  'STAFFING',
  'IT SERVICES',
  'FUNDRAISING COUNSEL',
  'MEDICAL SERVICES',
] as const;
export const CONTRACTOR_NAMES = [
  'ASSOCIATES LLP',
  'CONSULTING GROUP LLC',
  'CONSTRUCTION INC',
  'PARTNERS LLC',
  'CPAS PC',
  'STAFFING SERVICES INC',
  'ADVISORS LLC',
  'SOLUTIONS INC',
] as const;
export const PROPERTY_DESCRIPTIONS = [
  'PUBLICLY TRADED SECURITIES',
  'SHS VANGUARD 500 INDEX FUND',
  'SHS APPLE INC',
  'SHS MICROSOFT CORP',
  'US TREASURY NOTE',
  'SHS ISHARES CORE S&P 500 ETF',
  'SHS EXXON MOBIL CORP',
  'PARTNERSHIP K-1 GAIN',
  'CORPORATE BOND',
  'SHS JOHNSON & JOHNSON',
] as const;
export const BOND_NAMES = [
  'APPLE INC 3.45% 2045',
  'JPMORGAN CHASE 4.25% 2027',
  'VERIZON 4.40% 2034',
  'MICROSOFT 2.40% 2026',
  'AT&T 3.80% 2031',
  'GOLDMAN SACHS 3.50% 2029',
] as const;
export const OTHER_INVESTMENTS = [
  'MUTUAL FUNDS',
  'HEDGE FUND LP INTEREST',
  'PRIVATE EQUITY FUND',
  'EXCHANGE TRADED FUNDS',
  'REAL ESTATE INVESTMENT TRUST',
  'COMMON STOCK',
] as const;
export const PROGRAM_ACTIVITIES = [
  'SCHOLARSHIPS FOR LOCAL STUDENTS',
  'OPERATES A PUBLIC LIBRARY',
  'CONDUCTS RESEARCH ON LOCAL HISTORY',
  'PROVIDES MEALS TO SENIORS',
  'MAINTAINS A NATURE PRESERVE OPEN TO THE PUBLIC',
  'SPONSORS COMMUNITY CONCERTS',
] as const;
export const PROGRAM_INVESTMENTS = [
  'LOW-INTEREST LOAN TO AFFORDABLE HOUSING PROJECT',
  'EQUITY INVESTMENT IN COMMUNITY DEVELOPMENT FUND',
  'LOAN TO MICROFINANCE INSTITUTION',
  'RECOVERABLE GRANT TO SOCIAL ENTERPRISE',
] as const;
export const RELATED_ACTIVITIES = [
  'HOLDS REAL ESTATE',
  'FUNDRAISING',
  'HEALTH CARE',
  'MANAGEMENT SERVICES',
  'INSURANCE',
  'INVESTMENTS',
  'HOUSING',
  'CHARITABLE SUPPORT',
] as const;
