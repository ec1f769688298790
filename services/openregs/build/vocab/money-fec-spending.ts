// FEC disbursement vocabulary: the disbursement category codes, the payees campaigns, parties and
// PACs pay (national vendors, consultants, local businesses, staff), the purposes they write, and
// what outside spenders buy (independent expenditures, electioneering, communication costs).

/** FEC's disbursement category codes and their descriptions. */
export const DISBURSEMENT_CATEGORIES: Readonly<Record<string, string>> = {
  '001': 'Administrative/Salary/Overhead Expenses',
  '002': 'Travel Expenses',
  '003': 'Solicitation and Fundraising Expenses',
  '004': 'Advertising Expenses',
  '005': 'Polling Expenses',
  '006': 'Campaign Materials',
  '007': 'Campaign Event Expenses',
  '008': 'Transfers',
  '009': 'Loan Repayments',
  '010': 'Refunds of Contributions',
  '011': 'Political Contributions',
  '012': 'Donations',
};

/** What a payee is paid for: its purposes, category code and typical amount. */
export interface PayeeKind {
  readonly purposes: readonly string[];
  readonly category: string;
  /** Median amount in dollars and the log-normal spread around it. */
  readonly median: number;
  readonly spread: number;
}

export const PAYEE_KINDS = {
  processing: {
    purposes: ['CREDIT CARD PROCESSING FEES', 'PROCESSING FEES', 'MERCHANT FEES', 'CONTRIBUTION PROCESSING FEES', 'ONLINE PROCESSING FEE'],
    category: '003',
    median: 45,
    spread: 1.3,
  },
  digital: {
    purposes: ['DIGITAL ADVERTISING', 'ONLINE ADVERTISING', 'SOCIAL MEDIA ADVERTISING', 'DIGITAL ADS', 'ONLINE ADS'],
    category: '004',
    median: 900,
    spread: 1.5,
  },
  media: {
    purposes: ['MEDIA BUY', 'TV ADVERTISING', 'MEDIA PLACEMENT', 'RADIO ADVERTISING', 'MEDIA PRODUCTION'],
    category: '004',
    median: 40_000,
    spread: 1.4,
  },
  consulting: {
    purposes: [
      'CONSULTING',
      'STRATEGIC CONSULTING',
      'GENERAL CONSULTING',
      'FUNDRAISING CONSULTING',
      'COMPLIANCE CONSULTING',
      'DIGITAL CONSULTING',
    ],
    category: '001',
    median: 6_000,
    spread: 0.9,
  },
  polling: {
    purposes: ['POLLING', 'SURVEY RESEARCH', 'POLLING AND RESEARCH', 'FOCUS GROUPS'],
    category: '005',
    median: 18_000,
    spread: 0.8,
  },
  printing: {
    purposes: ['PRINTING', 'DIRECT MAIL', 'YARD SIGNS', 'CAMPAIGN MATERIALS', 'MAILING SERVICES', 'PRINTING AND POSTAGE'],
    category: '006',
    median: 2_500,
    spread: 1.2,
  },
  postage: {
    purposes: ['POSTAGE', 'POSTAGE FOR MAILING', 'BULK MAIL POSTAGE', 'SHIPPING'],
    category: '001',
    median: 300,
    spread: 1.4,
  },
  payroll: {
    purposes: ['PAYROLL', 'PAYROLL SERVICES', 'PAYROLL PROCESSING FEE'],
    category: '001',
    median: 150,
    spread: 1,
  },
  taxes: {
    purposes: ['PAYROLL TAXES', 'FEDERAL PAYROLL TAXES', 'FEDERAL WITHHOLDING', 'STATE PAYROLL TAXES'],
    category: '001',
    median: 1_800,
    spread: 0.9,
  },
  rent: {
    purposes: ['OFFICE RENT', 'RENT', 'CAMPAIGN OFFICE RENT', 'RENT AND UTILITIES'],
    category: '001',
    median: 2_800,
    spread: 0.6,
  },
  utilities: {
    purposes: ['TELEPHONE', 'INTERNET SERVICE', 'CELL PHONE SERVICE', 'UTILITIES', 'PHONE AND INTERNET'],
    category: '001',
    median: 180,
    spread: 0.9,
  },
  software: {
    purposes: ['SOFTWARE', 'SOFTWARE SUBSCRIPTION', 'DATABASE SERVICES', 'VOTER FILE ACCESS', 'WEB HOSTING', 'EMAIL SERVICES'],
    category: '001',
    median: 350,
    spread: 1.2,
  },
  travel: {
    purposes: ['TRAVEL', 'AIRFARE', 'LODGING', 'TRAVEL: AIRFARE', 'TRAVEL: LODGING', 'GROUND TRANSPORTATION'],
    category: '002',
    median: 320,
    spread: 1,
  },
  food: {
    purposes: ['MEETING EXPENSE', 'FOOD FOR VOLUNTEERS', 'CATERING', 'EVENT CATERING', 'MEALS'],
    category: '007',
    median: 180,
    spread: 1.1,
  },
  events: {
    purposes: ['EVENT VENUE', 'FUNDRAISING EVENT', 'EVENT EXPENSES', 'EVENT RENTAL', 'EVENT SPACE RENTAL'],
    category: '007',
    median: 2_000,
    spread: 1.1,
  },
  supplies: {
    purposes: ['OFFICE SUPPLIES', 'SUPPLIES', 'OFFICE EQUIPMENT', 'COMPUTER EQUIPMENT'],
    category: '001',
    median: 140,
    spread: 1.1,
  },
  banking: {
    purposes: ['BANK FEES', 'BANK SERVICE CHARGE', 'WIRE FEE'],
    category: '001',
    median: 25,
    spread: 0.8,
  },
  legal: {
    purposes: ['LEGAL SERVICES', 'LEGAL FEES', 'ACCOUNTING SERVICES', 'COMPLIANCE SERVICES'],
    category: '001',
    median: 4_500,
    spread: 1,
  },
  salary: {
    purposes: ['SALARY', 'PAYROLL', 'STAFF SALARY', 'FIELD STAFF', 'CAMPAIGN STAFF'],
    category: '001',
    median: 2_400,
    spread: 0.6,
  },
  reimbursement: {
    purposes: ['MILEAGE REIMBURSEMENT', 'TRAVEL REIMBURSEMENT', 'EXPENSE REIMBURSEMENT', 'REIMBURSEMENT: SUPPLIES'],
    category: '002',
    median: 160,
    spread: 1,
  },
  card: {
    purposes: ['CREDIT CARD PAYMENT', 'CREDIT CARD PAYMENT - SEE MEMOS', 'CREDIT CARD BILL'],
    category: '001',
    median: 2_500,
    spread: 1,
  },
} as const satisfies Record<string, PayeeKind>;

export type PayeeKindName = keyof typeof PAYEE_KINDS;

export interface NationalPayee {
  readonly name: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly kind: PayeeKindName;
  /** Only committees of this party use it (the two parties' donation platforms). */
  readonly party?: 'DEM' | 'REP';
  readonly weight: number;
}

/** Vendors most committees pay (national platforms, carriers, card issuers, the Treasury). */
export const NATIONAL_PAYEES: readonly NationalPayee[] = [
  { name: 'ACTBLUE', city: 'SOMERVILLE', state: 'MA', zip: '02144', kind: 'processing', party: 'DEM', weight: 14 },
  { name: 'WINRED', city: 'ARLINGTON', state: 'VA', zip: '22209', kind: 'processing', party: 'REP', weight: 14 },
  { name: 'ANEDOT', city: 'BATON ROUGE', state: 'LA', zip: '70809', kind: 'processing', weight: 2 },
  { name: 'STRIPE', city: 'SAN FRANCISCO', state: 'CA', zip: '94107', kind: 'processing', weight: 1 },
  { name: 'META PLATFORMS INC', city: 'MENLO PARK', state: 'CA', zip: '94025', kind: 'digital', weight: 6 },
  { name: 'FACEBOOK', city: 'MENLO PARK', state: 'CA', zip: '94025', kind: 'digital', weight: 4 },
  { name: 'GOOGLE', city: 'MOUNTAIN VIEW', state: 'CA', zip: '94043', kind: 'digital', weight: 4 },
  { name: 'NGP VAN INC', city: 'WASHINGTON', state: 'DC', zip: '20005', kind: 'software', party: 'DEM', weight: 3 },
  { name: 'I360 LLC', city: 'ARLINGTON', state: 'VA', zip: '22201', kind: 'software', party: 'REP', weight: 2 },
  { name: 'MAILCHIMP', city: 'ATLANTA', state: 'GA', zip: '30308', kind: 'software', weight: 1 },
  { name: 'SALESFORCE', city: 'SAN FRANCISCO', state: 'CA', zip: '94105', kind: 'software', weight: 1 },
  { name: 'ZOOM VIDEO COMMUNICATIONS', city: 'SAN JOSE', state: 'CA', zip: '95113', kind: 'software', weight: 1 },
  { name: 'PAYCHEX', city: 'ROCHESTER', state: 'NY', zip: '14625', kind: 'payroll', weight: 3 },
  { name: 'ADP', city: 'ROSELAND', state: 'NJ', zip: '07068', kind: 'payroll', weight: 3 },
  { name: 'GUSTO', city: 'SAN FRANCISCO', state: 'CA', zip: '94103', kind: 'payroll', weight: 1 },
  { name: 'UNITED STATES TREASURY', city: 'WASHINGTON', state: 'DC', zip: '20220', kind: 'taxes', weight: 4 },
  { name: 'INTERNAL REVENUE SERVICE', city: 'OGDEN', state: 'UT', zip: '84201', kind: 'taxes', weight: 2 },
  { name: 'UNITED STATES POSTAL SERVICE', city: 'WASHINGTON', state: 'DC', zip: '20260', kind: 'postage', weight: 4 },
  { name: 'FEDEX', city: 'MEMPHIS', state: 'TN', zip: '38125', kind: 'postage', weight: 1 },
  { name: 'UPS', city: 'ATLANTA', state: 'GA', zip: '30328', kind: 'postage', weight: 1 },
  { name: 'VERIZON WIRELESS', city: 'BASKING RIDGE', state: 'NJ', zip: '07920', kind: 'utilities', weight: 2 },
  { name: 'AT&T', city: 'DALLAS', state: 'TX', zip: '75202', kind: 'utilities', weight: 2 },
  { name: 'COMCAST', city: 'PHILADELPHIA', state: 'PA', zip: '19103', kind: 'utilities', weight: 1 },
  { name: 'AMERICAN EXPRESS', city: 'NEW YORK', state: 'NY', zip: '10285', kind: 'card', weight: 2 },
  { name: 'CHASE CARD SERVICES', city: 'WILMINGTON', state: 'DE', zip: '19850', kind: 'card', weight: 1 },
  { name: 'CAPITAL ONE', city: 'RICHMOND', state: 'VA', zip: '23238', kind: 'card', weight: 1 },
  { name: 'BANK OF AMERICA', city: 'CHARLOTTE', state: 'NC', zip: '28255', kind: 'banking', weight: 1 },
  { name: 'WELLS FARGO BANK', city: 'SAN FRANCISCO', state: 'CA', zip: '94104', kind: 'banking', weight: 1 },
  { name: 'AMAZON', city: 'SEATTLE', state: 'WA', zip: '98109', kind: 'supplies', weight: 2 },
  { name: 'STAPLES', city: 'FRAMINGHAM', state: 'MA', zip: '01702', kind: 'supplies', weight: 1 },
  { name: 'OFFICE DEPOT', city: 'BOCA RATON', state: 'FL', zip: '33496', kind: 'supplies', weight: 1 },
  { name: 'AMERICAN AIRLINES', city: 'FORT WORTH', state: 'TX', zip: '76155', kind: 'travel', weight: 1 },
  { name: 'DELTA AIR LINES', city: 'ATLANTA', state: 'GA', zip: '30320', kind: 'travel', weight: 1 },
  { name: 'UNITED AIRLINES', city: 'CHICAGO', state: 'IL', zip: '60606', kind: 'travel', weight: 1 },
  { name: 'SOUTHWEST AIRLINES', city: 'DALLAS', state: 'TX', zip: '75235', kind: 'travel', weight: 1 },
  { name: 'UBER', city: 'SAN FRANCISCO', state: 'CA', zip: '94158', kind: 'travel', weight: 1 },
  { name: 'MARRIOTT', city: 'BETHESDA', state: 'MD', zip: '20817', kind: 'travel', weight: 1 },
  { name: 'HILTON', city: 'MCLEAN', state: 'VA', zip: '22102', kind: 'travel', weight: 1 },
];

/** Merchants that appear as memo lines itemising a credit-card payment, and what they sold. */
export const CARD_MERCHANTS: readonly {
  readonly name: string;
  readonly kind: PayeeKindName;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly purposes: readonly string[];
}[] = [
  { name: 'AMERICAN AIRLINES', kind: 'travel', city: 'FORT WORTH', state: 'TX', zip: '76155', purposes: ['AIRFARE', 'TRAVEL: AIRFARE'] },
  { name: 'DELTA AIR LINES', kind: 'travel', city: 'ATLANTA', state: 'GA', zip: '30320', purposes: ['AIRFARE', 'TRAVEL: AIRFARE'] },
  { name: 'UNITED AIRLINES', kind: 'travel', city: 'CHICAGO', state: 'IL', zip: '60606', purposes: ['AIRFARE', 'TRAVEL'] },
  { name: 'MARRIOTT', kind: 'travel', city: 'BETHESDA', state: 'MD', zip: '20817', purposes: ['LODGING', 'TRAVEL: LODGING'] },
  { name: 'HILTON', kind: 'travel', city: 'MCLEAN', state: 'VA', zip: '22102', purposes: ['LODGING', 'HOTEL'] },
  {
    name: 'UBER',
    kind: 'travel',
    city: 'SAN FRANCISCO',
    state: 'CA',
    zip: '94158',
    purposes: ['GROUND TRANSPORTATION', 'TRAVEL: RIDESHARE'],
  },
  { name: 'LYFT', kind: 'travel', city: 'SAN FRANCISCO', state: 'CA', zip: '94107', purposes: ['GROUND TRANSPORTATION'] },
  {
    name: 'META PLATFORMS INC',
    kind: 'digital',
    city: 'MENLO PARK',
    state: 'CA',
    zip: '94025',
    purposes: ['DIGITAL ADVERTISING', 'ONLINE ADS'],
  },
  { name: 'GOOGLE', kind: 'digital', city: 'MOUNTAIN VIEW', state: 'CA', zip: '94043', purposes: ['ONLINE ADVERTISING', 'DIGITAL ADS'] },
  { name: 'AMAZON', kind: 'supplies', city: 'SEATTLE', state: 'WA', zip: '98109', purposes: ['OFFICE SUPPLIES', 'SUPPLIES'] },
  { name: 'ZOOM VIDEO COMMUNICATIONS', kind: 'software', city: 'SAN JOSE', state: 'CA', zip: '95113', purposes: ['SOFTWARE SUBSCRIPTION'] },
  { name: 'SQUARESPACE', kind: 'software', city: 'NEW YORK', state: 'NY', zip: '10014', purposes: ['WEB HOSTING', 'WEBSITE'] },
  { name: 'STARBUCKS', kind: 'food', city: 'SEATTLE', state: 'WA', zip: '98134', purposes: ['MEETING EXPENSE', 'MEALS'] },
  { name: 'PANERA BREAD', kind: 'food', city: 'ST LOUIS', state: 'MO', zip: '63117', purposes: ['FOOD FOR VOLUNTEERS', 'MEETING EXPENSE'] },
];

/** The memo text of an itemised card purchase; `{card}` is the issuer's name. */
export const CARD_MEMO_TEXTS: readonly string[] = [
  'PAID VIA {card}',
  'MEMO: CREDIT CARD PAYMENT TO {card}',
  'SEE {card} PAYMENT',
  'ITEMIZATION OF {card} BILL',
];

/** First words of consulting, media, polling and mail firms (joined to a suffix of their kind). */
export const FIRM_WORDS: readonly string[] = [
  'BLUE RIDGE',
  'CAPITOL',
  'KEYSTONE',
  'LIBERTY',
  'MERIDIAN',
  'PINNACLE',
  'POTOMAC',
  'RED STATE',
  'SUMMIT',
  'TIDEWATER',
  'BEACON',
  'CROSSROADS',
  'FRONTLINE',
  'GRASSROOTS',
  'HARBOR',
  'HILLTOP',
  'INDEPENDENCE',
  'LANDMARK',
  'MAIN STREET',
  'NORTHSTAR',
  'PATRIOT',
  'PRAIRIE',
  'RIVERBEND',
  'STONEWALL',
  'TRUE NORTH',
  'VANGUARD',
  'WINDWARD',
  'ANCHOR',
  'BELLWETHER',
  'COMPASS',
  'EVERGREEN',
  'FIRST STREET',
  'GRANITE',
  'LAKESHORE',
  'PALMETTO',
  'SILVER LAKE',
];

/** Firm-name endings by what the firm sells. */
export const FIRM_SUFFIXES: Readonly<Partial<Record<PayeeKindName, readonly string[]>>> = {
  consulting: ['STRATEGIES LLC', 'CONSULTING LLC', 'PUBLIC AFFAIRS', 'CAMPAIGNS INC', 'POLITICAL GROUP', 'ADVISORS LLC'],
  media: ['MEDIA GROUP', 'MEDIA LLC', 'COMMUNICATIONS INC', 'MEDIA STRATEGIES', 'PRODUCTIONS LLC'],
  digital: ['DIGITAL LLC', 'DIGITAL STRATEGIES', 'ONLINE LLC', 'INTERACTIVE'],
  polling: ['RESEARCH', 'OPINION RESEARCH', 'POLLING LLC', 'ANALYTICS'],
  printing: ['PRINTING CO', 'MAIL LLC', 'DIRECT MAIL INC', 'GRAPHICS'],
  legal: ['LAW GROUP PLLC', 'COMPLIANCE LLC', '& ASSOCIATES CPA', 'LLP'],
};

/** Local businesses a campaign pays near its office, by what they sell. */
export const LOCAL_PAYEE_SUFFIXES: readonly { readonly suffix: string; readonly kind: PayeeKindName }[] = [
  { suffix: 'PROPERTIES LLC', kind: 'rent' },
  { suffix: 'REALTY', kind: 'rent' },
  { suffix: 'OFFICE SUITES', kind: 'rent' },
  { suffix: 'PRINT SHOP', kind: 'printing' },
  { suffix: 'SIGN CO', kind: 'printing' },
  { suffix: 'CATERING', kind: 'food' },
  { suffix: 'PIZZA', kind: 'food' },
  { suffix: 'GRILL', kind: 'food' },
  { suffix: 'EVENT CENTER', kind: 'events' },
  { suffix: 'HOTEL', kind: 'travel' },
  { suffix: 'OFFICE SUPPLY', kind: 'supplies' },
];

/** ZIP codes' first digit by state (the national area the Postal Service gave it). */
export const ZIP_FIRST_DIGIT: Readonly<Record<string, string>> = {
  CT: '0',
  MA: '0',
  ME: '0',
  NH: '0',
  NJ: '0',
  RI: '0',
  VT: '0',
  DE: '1',
  NY: '1',
  PA: '1',
  DC: '2',
  MD: '2',
  NC: '2',
  SC: '2',
  VA: '2',
  WV: '2',
  AL: '3',
  FL: '3',
  GA: '3',
  MS: '3',
  TN: '3',
  IN: '4',
  KY: '4',
  MI: '4',
  OH: '4',
  IA: '5',
  MN: '5',
  MT: '5',
  ND: '5',
  SD: '5',
  WI: '5',
  IL: '6',
  KS: '6',
  MO: '6',
  NE: '6',
  AR: '7',
  LA: '7',
  OK: '7',
  TX: '7',
  AZ: '8',
  CO: '8',
  ID: '8',
  NM: '8',
  NV: '8',
  UT: '8',
  WY: '8',
  AK: '9',
  CA: '9',
  HI: '9',
  OR: '9',
  WA: '9',
};

/** The side each named super PAC spends for (they file without a party). */
export const SUPER_PAC_LEANS: Readonly<Record<string, 'DEM' | 'REP'>> = {
  'SENATE LEADERSHIP FUND': 'REP',
  'SENATE MAJORITY PAC': 'DEM',
  'CONGRESSIONAL LEADERSHIP FUND': 'REP',
  'HOUSE MAJORITY PAC': 'DEM',
  'CLUB FOR GROWTH ACTION': 'REP',
  'PRIORITIES USA ACTION': 'DEM',
  'AMERICANS FOR PROSPERITY ACTION': 'REP',
  'LEAGUE OF CONSERVATION VOTERS VICTORY FUND': 'DEM',
};

/** What outside spenders buy, as independent-expenditure and electioneering filings word it. */
export const OUTSIDE_PURPOSES: readonly string[] = [
  'TV AD',
  'TELEVISION ADVERTISING',
  'MEDIA BUY',
  'DIGITAL ADVERTISING',
  'ONLINE ADVERTISING',
  'DIRECT MAIL',
  'MAILER',
  'RADIO AD',
  'PHONE CALLS',
  'TEXT MESSAGES',
  'CANVASSING',
  'FIELD CANVASS',
  'PRODUCTION COSTS',
  'POLLING',
  'LITERATURE',
];
export const OUTSIDE_PURPOSE_WEIGHTS: readonly number[] = [10, 6, 8, 12, 6, 12, 6, 3, 4, 4, 5, 3, 3, 2, 2];

/** Media buyers and ad firms paid for outside spending and broadcast ads. */
export const OUTSIDE_PAYEES: readonly string[] = [
  'SCREEN STRATEGIES MEDIA',
  'SMART MEDIA GROUP',
  'BUYING TIME LLC',
  'MENTZER MEDIA SERVICES',
  'GMMB INC',
  'WATERFRONT STRATEGIES',
  'ACTUM LLC',
  'AXIOM STRATEGIES',
  'TARGETED VICTORY',
  'MISSION CONTROL INC',
  'STAMPEDE CONSULTING',
  'CANAL PARTNERS MEDIA',
  'DIXON DAVIS MEDIA GROUP',
  'MAG MEDIA',
  'STRATEGIC MEDIA SERVICES',
  'UPLIFT CAMPAIGNS',
  'PERSUASION DIGITAL',
  'DIRECT RESPONSE PRINTING',
];

/** Broadcast stations carrying electioneering communications (call sign + medium). */
export const STATION_SUFFIXES: readonly string[] = ['-TV', '-TV', '-TV', '-FM', '-AM', '-DT'];

/** Communication-cost communication types (codes as we render them: the sources give no list). */
export const COMMUNICATION_TYPES: readonly { readonly code: string; readonly purpose: readonly string[]; readonly weight: number }[] = [
  { code: 'DM', purpose: ['MEMBER MAILING', 'ENDORSEMENT MAILER', 'GOTV MAILING', 'MAIL TO MEMBERS'], weight: 30 },
  { code: 'EM', purpose: ['EMAIL TO MEMBERS', 'MEMBER EMAIL', 'ENDORSEMENT EMAIL'], weight: 18 },
  { code: 'PH', purpose: ['PHONE BANK', 'MEMBER PHONE CALLS', 'GOTV CALLS'], weight: 20 },
  { code: 'CV', purpose: ['MEMBER CANVASS', 'WORKSITE LEAFLETS', 'DOOR TO DOOR CANVASS'], weight: 12 },
  { code: 'PI', purpose: ['MEMBER NEWSLETTER', 'PRINTED ENDORSEMENT', 'LEAFLETS'], weight: 10 },
  { code: 'TX', purpose: ['TEXT MESSAGES TO MEMBERS', 'SMS TO MEMBERS'], weight: 6 },
  { code: 'OT', purpose: ['MEMBER COMMUNICATION', 'STAFF TIME', 'INTERNAL COMMUNICATION'], weight: 4 },
];

/** Names of filers of electioneering and independent-expenditure reports that are not committees. */
export const OUTSIDE_GROUP_TEMPLATES: readonly string[] = [
  'AMERICANS FOR {W}',
  '{W} ACTION NETWORK',
  'CITIZENS FOR {W}',
  '{ST} FUTURE FUND',
  'COALITION FOR {W}',
  '{W} INSTITUTE ACTION',
  '{ST} VOTERS ALLIANCE',
  'CENTER FOR {W} ACTION',
];
