// Vocabulary of the House Statements of Disbursements and the Senate Secretary's reports:
// non-member offices, spending categories (budget object classes), what was bought, and from whom.

/** A House budget object class with the purchases that fall under it and their usual size. */
export interface SpendingCategory {
  readonly name: string;
  readonly descriptions: readonly string[];
  /** Typical single-payment range in dollars. */
  readonly min: number;
  readonly max: number;
  /** Share of vendor payments in this class. */
  readonly weight: number;
}

export const HOUSE_CATEGORIES: readonly SpendingCategory[] = [
  {
    name: 'TRAVEL',
    weight: 30,
    min: 25,
    max: 2400,
    descriptions: [
      'COMMERCIAL TRANSPORTATION',
      'LODGING',
      'MILEAGE REIMBURSEMENT',
      'PER DIEM MEALS',
      'RENTAL CAR',
      'PARKING AND TOLLS',
      'TAXI AND RIDESHARE',
      'TRAIN FARE',
      'TRAVEL REIMBURSEMENT',
      'STAFF TRAVEL',
    ],
  },
  {
    name: 'RENT, COMMUNICATION, UTILITIES',
    weight: 22,
    min: 40,
    max: 9500,
    descriptions: [
      'DISTRICT OFFICE RENT',
      'TELECOMMUNICATIONS',
      'WIRELESS SERVICE',
      'INTERNET SERVICE',
      'ELECTRICITY',
      'POSTAGE',
      'MOBILE OFFICE RENTAL',
      'CABLE TELEVISION',
    ],
  },
  {
    name: 'PRINTING AND REPRODUCTION',
    weight: 5,
    min: 60,
    max: 18000,
    descriptions: ['PRINTING OF CONSTITUENT NEWSLETTER', 'STATIONERY PRINTING', 'TOWN HALL MAILER PRINTING', 'BUSINESS CARDS'],
  },
  {
    name: 'OTHER SERVICES',
    weight: 20,
    min: 50,
    max: 25000,
    descriptions: [
      'CONSTITUENT MAIL SOFTWARE',
      'IT SUPPORT SERVICES',
      'WEBSITE HOSTING AND DESIGN',
      'EQUIPMENT MAINTENANCE',
      'TRAINING AND CONFERENCE FEES',
      'TRANSLATION SERVICES',
      'SECURITY SERVICES',
      'CLOUD STORAGE SUBSCRIPTION',
      'TELE-TOWN HALL SERVICE',
    ],
  },
  {
    name: 'SUPPLIES AND MATERIALS',
    weight: 15,
    min: 10,
    max: 3000,
    descriptions: [
      'OFFICE SUPPLIES',
      'NEWSPAPER SUBSCRIPTIONS',
      'PERIODICALS AND NEWS SERVICES',
      'BOTTLED WATER',
      'TONER CARTRIDGES',
      'REFERENCE MATERIALS',
      'FLAGS',
    ],
  },
  {
    name: 'EQUIPMENT',
    weight: 6,
    min: 150,
    max: 12000,
    descriptions: [
      'COMPUTER HARDWARE',
      'COMPUTER SOFTWARE',
      'OFFICE FURNITURE',
      'MOBILE DEVICES',
      'COPIER PURCHASE',
      'AUDIO-VISUAL EQUIPMENT',
    ],
  },
  { name: 'FRANKED MAIL', weight: 2, min: 200, max: 40000, descriptions: ['FRANKED MAIL POSTAGE', 'MASS MAILING POSTAGE'] },
];

/** Vendors that sell to most House offices (payments concentrate on them). */
export const HOUSE_NATIONAL_VENDORS: readonly { readonly name: string; readonly category: string }[] = [
  { name: 'VERIZON WIRELESS', category: 'RENT, COMMUNICATION, UTILITIES' },
  { name: 'AT&T MOBILITY', category: 'RENT, COMMUNICATION, UTILITIES' },
  { name: 'COMCAST CABLE COMMUNICATIONS', category: 'RENT, COMMUNICATION, UTILITIES' },
  { name: 'UNITED STATES POSTAL SERVICE', category: 'FRANKED MAIL' },
  { name: 'GENERAL SERVICES ADMINISTRATION', category: 'RENT, COMMUNICATION, UTILITIES' },
  { name: 'AMERICAN EXPRESS GBT', category: 'TRAVEL' },
  { name: 'CWT SATOTRAVEL', category: 'TRAVEL' },
  { name: 'AMERICAN AIRLINES', category: 'TRAVEL' },
  { name: 'UNITED AIRLINES', category: 'TRAVEL' },
  { name: 'DELTA AIR LINES', category: 'TRAVEL' },
  { name: 'SOUTHWEST AIRLINES', category: 'TRAVEL' },
  { name: 'AMTRAK', category: 'TRAVEL' },
  { name: 'ENTERPRISE RENT-A-CAR', category: 'TRAVEL' },
  { name: 'MARRIOTT HOTELS', category: 'TRAVEL' },
  { name: 'HILTON HOTELS', category: 'TRAVEL' },
  { name: 'CDW GOVERNMENT LLC', category: 'EQUIPMENT' },
  { name: 'DELL MARKETING LP', category: 'EQUIPMENT' },
  { name: 'APPLE INC', category: 'EQUIPMENT' },
  { name: 'XEROX CORPORATION', category: 'OTHER SERVICES' },
  { name: 'IRON MOUNTAIN', category: 'OTHER SERVICES' },
  { name: 'INTRANET QUORUM', category: 'OTHER SERVICES' },
  { name: 'FIREWIDE LLC', category: 'OTHER SERVICES' },
  { name: 'IQ DIGITAL STRATEGIES', category: 'OTHER SERVICES' },
  { name: 'LEIDOS INC', category: 'OTHER SERVICES' },
  { name: 'TELE-TOWN HALL LLC', category: 'OTHER SERVICES' },
  { name: 'STAPLES CONTRACT AND COMMERCIAL', category: 'SUPPLIES AND MATERIALS' },
  { name: 'OFFICE DEPOT', category: 'SUPPLIES AND MATERIALS' },
  { name: 'CQ-ROLL CALL INC', category: 'SUPPLIES AND MATERIALS' },
  { name: 'POLITICO LLC', category: 'SUPPLIES AND MATERIALS' },
  { name: 'THE WASHINGTON POST', category: 'SUPPLIES AND MATERIALS' },
  { name: 'LEXISNEXIS', category: 'SUPPLIES AND MATERIALS' },
  { name: 'GOVERNMENT PUBLISHING OFFICE', category: 'PRINTING AND REPRODUCTION' },
  { name: 'MASS MAILING SERVICES INC', category: 'PRINTING AND REPRODUCTION' },
];

/** Endings for local vendors (district landlords, printers, caterers) named after a place word. */
export const LOCAL_VENDOR_KINDS: readonly { readonly suffix: string; readonly category: string }[] = [
  { suffix: 'PROPERTIES LLC', category: 'RENT, COMMUNICATION, UTILITIES' },
  { suffix: 'REALTY PARTNERS', category: 'RENT, COMMUNICATION, UTILITIES' },
  { suffix: 'OFFICE CENTER', category: 'RENT, COMMUNICATION, UTILITIES' },
  { suffix: 'PRINTING CO', category: 'PRINTING AND REPRODUCTION' },
  { suffix: 'GRAPHICS INC', category: 'PRINTING AND REPRODUCTION' },
  { suffix: 'OFFICE SUPPLY', category: 'SUPPLIES AND MATERIALS' },
  { suffix: 'TECHNOLOGY SOLUTIONS', category: 'OTHER SERVICES' },
  { suffix: 'ELECTRIC COOPERATIVE', category: 'RENT, COMMUNICATION, UTILITIES' },
  { suffix: 'TELEPHONE CO', category: 'RENT, COMMUNICATION, UTILITIES' },
  { suffix: 'INN AND SUITES', category: 'TRAVEL' },
];

/** House committees as the statements name them (program: standing committees). */
export const HOUSE_COMMITTEE_OFFICES: readonly string[] = [
  'COMMITTEE ON AGRICULTURE',
  'COMMITTEE ON APPROPRIATIONS',
  'COMMITTEE ON ARMED SERVICES',
  'COMMITTEE ON THE BUDGET',
  'COMMITTEE ON EDUCATION AND THE WORKFORCE',
  'COMMITTEE ON ENERGY AND COMMERCE',
  'COMMITTEE ON ETHICS',
  'COMMITTEE ON FINANCIAL SERVICES',
  'COMMITTEE ON FOREIGN AFFAIRS',
  'COMMITTEE ON HOMELAND SECURITY',
  'COMMITTEE ON HOUSE ADMINISTRATION',
  'COMMITTEE ON THE JUDICIARY',
  'COMMITTEE ON NATURAL RESOURCES',
  'COMMITTEE ON OVERSIGHT AND REFORM',
  'COMMITTEE ON RULES',
  'COMMITTEE ON SCIENCE, SPACE, AND TECHNOLOGY',
  'COMMITTEE ON SMALL BUSINESS',
  'COMMITTEE ON TRANSPORTATION AND INFRASTRUCTURE',
  "COMMITTEE ON VETERANS' AFFAIRS",
  'COMMITTEE ON WAYS AND MEANS',
  'PERMANENT SELECT COMMITTEE ON INTELLIGENCE',
  'JOINT ECONOMIC COMMITTEE',
  'JOINT COMMITTEE ON TAXATION',
  'JOINT COMMITTEE ON PRINTING',
];

export const HOUSE_LEADERSHIP_OFFICES: readonly string[] = [
  'OFFICE OF THE SPEAKER',
  'OFFICE OF THE MAJORITY LEADER',
  'OFFICE OF THE MINORITY LEADER',
  'OFFICE OF THE MAJORITY WHIP',
  'OFFICE OF THE MINORITY WHIP',
  'REPUBLICAN CONFERENCE',
  'DEMOCRATIC CAUCUS',
];

export const HOUSE_OFFICER_OFFICES: readonly string[] = [
  'OFFICE OF THE CLERK',
  'OFFICE OF THE SERGEANT AT ARMS',
  'OFFICE OF THE CHIEF ADMINISTRATIVE OFFICER',
  'OFFICE OF THE CHAPLAIN',
  'OFFICE OF THE PARLIAMENTARIAN',
  'OFFICE OF THE LAW REVISION COUNSEL',
  'OFFICE OF THE LEGISLATIVE COUNSEL',
  'OFFICE OF INSPECTOR GENERAL',
  'OFFICE OF GENERAL COUNSEL',
  'OFFICE OF THE HISTORIAN',
  'OFFICE OF INTERPARLIAMENTARY AFFAIRS',
  'OFFICE OF CONGRESSIONAL ETHICS',
];

/** The "program" of the statements for each kind of House office. */
export const HOUSE_PROGRAMS = {
  member: "MEMBERS' REPRESENTATIONAL ALLOWANCES",
  committee: 'STANDING COMMITTEES, SPECIAL AND SELECT',
  leadership: 'HOUSE LEADERSHIP OFFICES',
  officer: 'SALARIES, OFFICERS AND EMPLOYEES',
} as const;

/** Budget object classes of the pre-2016 (OCR'd PDF) statements; 'OFFICE TOTALS' is their sum. */
export const PRE2016_CATEGORIES: readonly { readonly name: string; readonly share: number }[] = [
  { name: 'PERSONNEL COMPENSATION', share: 0.68 },
  { name: 'PERSONNEL BENEFITS', share: 0.01 },
  { name: 'BENEFITS TO FORMER PERSONNEL', share: 0.002 },
  { name: 'TRAVEL', share: 0.06 },
  { name: 'RENT, COMMUNICATION, UTILITIES', share: 0.08 },
  { name: 'PRINTING AND REPRODUCTION', share: 0.03 },
  { name: 'OTHER SERVICES', share: 0.06 },
  { name: 'SUPPLIES AND MATERIALS', share: 0.03 },
  { name: 'EQUIPMENT', share: 0.03 },
  { name: 'TRANSPORTATION OF THINGS', share: 0.005 },
  { name: 'FRANKED MAIL', share: 0.015 },
];
export const PRE2016_TOTAL_CATEGORY = 'OFFICE TOTALS';

/** Object classes of the Senate Secretary's semiannual report. */
export const SENATE_LINE_CATEGORIES: readonly { readonly name: string; readonly share: number }[] = [
  { name: 'Personnel Compensation', share: 0.72 },
  { name: 'Personnel Benefits', share: 0.01 },
  { name: 'Travel and Transportation of Persons', share: 0.06 },
  { name: 'Transportation of Things', share: 0.005 },
  { name: 'Rent, Communications and Utilities', share: 0.05 },
  { name: 'Printing and Reproduction', share: 0.02 },
  { name: 'Other Services', share: 0.07 },
  { name: 'Supplies and Materials', share: 0.04 },
  { name: 'Acquisition of Assets', share: 0.025 },
];

export const SENATE_COMMITTEE_OFFICES: readonly string[] = [
  'COMMITTEE ON AGRICULTURE, NUTRITION, AND FORESTRY',
  'COMMITTEE ON APPROPRIATIONS',
  'COMMITTEE ON ARMED SERVICES',
  'COMMITTEE ON BANKING, HOUSING, AND URBAN AFFAIRS',
  'COMMITTEE ON THE BUDGET',
  'COMMITTEE ON COMMERCE, SCIENCE, AND TRANSPORTATION',
  'COMMITTEE ON ENERGY AND NATURAL RESOURCES',
  'COMMITTEE ON ENVIRONMENT AND PUBLIC WORKS',
  'COMMITTEE ON FINANCE',
  'COMMITTEE ON FOREIGN RELATIONS',
  'COMMITTEE ON HEALTH, EDUCATION, LABOR, AND PENSIONS',
  'COMMITTEE ON HOMELAND SECURITY AND GOVERNMENTAL AFFAIRS',
  'COMMITTEE ON THE JUDICIARY',
  'COMMITTEE ON RULES AND ADMINISTRATION',
  'COMMITTEE ON SMALL BUSINESS AND ENTREPRENEURSHIP',
  "COMMITTEE ON VETERANS' AFFAIRS",
  'SELECT COMMITTEE ON INTELLIGENCE',
  'SPECIAL COMMITTEE ON AGING',
  'COMMITTEE ON INDIAN AFFAIRS',
  'SELECT COMMITTEE ON ETHICS',
];

export const SENATE_OTHER_OFFICES: readonly string[] = [
  'OFFICE OF THE SECRETARY',
  'OFFICE OF THE SERGEANT AT ARMS AND DOORKEEPER',
  'OFFICE OF THE MAJORITY LEADER',
  'OFFICE OF THE MINORITY LEADER',
  'OFFICE OF THE MAJORITY WHIP',
  'OFFICE OF THE MINORITY WHIP',
  'OFFICE OF THE CHAPLAIN',
  'OFFICE OF THE LEGISLATIVE COUNSEL',
  'OFFICE OF SENATE LEGAL COUNSEL',
  'MAJORITY POLICY COMMITTEE',
  'MINORITY POLICY COMMITTEE',
];
