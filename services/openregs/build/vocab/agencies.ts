// Federal agencies as the Federal Register names them (the `agencies` table), and the agencies
// that run dockets on Regulations.gov with their docket-id conventions. Names, codes and RIN
// prefixes are the real public ones; weights are rough shares of publishing volume.

/** Topic keys: which title/abstract vocabulary an agency writes in (see regulatory-topics.ts). */
export type TopicKey =
  | 'air'
  | 'water'
  | 'pesticides'
  | 'chemicals'
  | 'waste'
  | 'climate'
  | 'food'
  | 'drugs'
  | 'devices'
  | 'medicare'
  | 'health'
  | 'aviation'
  | 'trucking'
  | 'vehicles'
  | 'pipelines'
  | 'rail'
  | 'maritime'
  | 'wildlife'
  | 'fisheries'
  | 'plant-health'
  | 'animal-health'
  | 'meat-safety'
  | 'ag-marketing'
  | 'energy-efficiency'
  | 'energy'
  | 'nuclear'
  | 'securities'
  | 'banking'
  | 'consumer-finance'
  | 'workplace-safety'
  | 'labor'
  | 'tax'
  | 'trade'
  | 'sanctions'
  | 'immigration'
  | 'education'
  | 'housing'
  | 'veterans'
  | 'lands'
  | 'mining'
  | 'emergency'
  | 'justice'
  | 'telecom'
  | 'general';

export interface FrAgency {
  /** `agencies.id`: small integer, stable across builds. */
  id: number;
  /** Display name (`agencies.name`, `federal_register.agency_names`). */
  name: string;
  /** Name of the parent department, if any. */
  parent?: string;
  /** Share of Federal Register documents this agency publishes (relative weight). */
  frWeight: number;
  topics: readonly TopicKey[];
  /** Regulation Identifier Number prefix (`2060-AV09` → `2060`). */
  rin?: string;
}

type AgencySpec = Omit<FrAgency, 'id'>;

const AGENCY_SPECS: readonly AgencySpec[] = [
  // Departments (parents)
  { name: 'Agriculture Department', frWeight: 4, topics: ['ag-marketing', 'general'], rin: '0503' },
  { name: 'Commerce Department', frWeight: 3, topics: ['trade', 'general'], rin: '0605' },
  { name: 'Defense Department', frWeight: 3, topics: ['general'], rin: '0790' },
  { name: 'Education Department', frWeight: 4, topics: ['education', 'general'], rin: '1840' },
  { name: 'Energy Department', frWeight: 4, topics: ['energy-efficiency', 'energy'], rin: '1904' },
  { name: 'Health and Human Services Department', frWeight: 5, topics: ['health', 'general'], rin: '0991' },
  { name: 'Homeland Security Department', frWeight: 2, topics: ['immigration', 'emergency', 'general'], rin: '1601' },
  { name: 'Housing and Urban Development Department', frWeight: 3, topics: ['housing', 'general'], rin: '2501' },
  { name: 'Interior Department', frWeight: 3, topics: ['lands', 'general'], rin: '1090' },
  { name: 'Justice Department', frWeight: 2, topics: ['justice', 'general'], rin: '1105' },
  { name: 'Labor Department', frWeight: 2, topics: ['labor', 'general'], rin: '1290' },
  { name: 'State Department', frWeight: 3, topics: ['sanctions', 'general'], rin: '1400' },
  { name: 'Transportation Department', frWeight: 3, topics: ['vehicles', 'general'], rin: '2105' },
  { name: 'Treasury Department', frWeight: 3, topics: ['tax', 'sanctions', 'general'], rin: '1505' },
  { name: 'Veterans Affairs Department', frWeight: 2, topics: ['veterans', 'general'], rin: '2900' },
  { name: 'Executive Office of the President', frWeight: 1, topics: ['general'] },
  // Independent agencies
  {
    name: 'Environmental Protection Agency',
    frWeight: 40,
    topics: ['air', 'water', 'pesticides', 'chemicals', 'waste', 'climate'],
    rin: '2060',
  },
  { name: 'Securities and Exchange Commission', frWeight: 30, topics: ['securities'], rin: '3235' },
  { name: 'Federal Energy Regulatory Commission', frWeight: 30, topics: ['energy'], rin: '1902' },
  { name: 'Nuclear Regulatory Commission', frWeight: 12, topics: ['nuclear'], rin: '3150' },
  { name: 'Federal Communications Commission', frWeight: 12, topics: ['telecom'], rin: '3060' },
  { name: 'Federal Reserve System', frWeight: 6, topics: ['banking'], rin: '7100' },
  { name: 'Federal Deposit Insurance Corporation', frWeight: 3, topics: ['banking'], rin: '3064' },
  { name: 'Consumer Financial Protection Bureau', frWeight: 2, topics: ['consumer-finance'], rin: '3170' },
  { name: 'Consumer Product Safety Commission', frWeight: 2, topics: ['general'], rin: '3041' },
  { name: 'Federal Trade Commission', frWeight: 2, topics: ['consumer-finance', 'general'], rin: '3084' },
  { name: 'Commodity Futures Trading Commission', frWeight: 2, topics: ['securities'], rin: '3038' },
  { name: 'Small Business Administration', frWeight: 3, topics: ['general'], rin: '3245' },
  { name: 'Social Security Administration', frWeight: 2, topics: ['general'], rin: '0960' },
  { name: 'Postal Regulatory Commission', frWeight: 4, topics: ['general'], rin: '3211' },
  { name: 'Postal Service', frWeight: 2, topics: ['general'], rin: '3210' },
  { name: 'National Aeronautics and Space Administration', frWeight: 1, topics: ['general'], rin: '2700' },
  { name: 'National Archives and Records Administration', frWeight: 1, topics: ['general'], rin: '3095' },
  { name: 'Personnel Management Office', frWeight: 1, topics: ['labor', 'general'], rin: '3206' },
  { name: 'General Services Administration', frWeight: 1, topics: ['general'], rin: '3090' },
  { name: 'National Science Foundation', frWeight: 1, topics: ['education', 'general'], rin: '3145' },
  { name: 'National Labor Relations Board', frWeight: 1, topics: ['labor'], rin: '3142' },
  { name: 'Equal Employment Opportunity Commission', frWeight: 1, topics: ['labor'], rin: '3046' },
  { name: 'International Trade Commission', frWeight: 5, topics: ['trade'] },
  { name: 'Trade Representative, Office of United States', frWeight: 1, topics: ['trade'], rin: '0350' },
  { name: 'Federal Election Commission', frWeight: 1, topics: ['general'], rin: '3209' },
  { name: 'Railroad Retirement Board', frWeight: 1, topics: ['general'], rin: '3220' },
  { name: 'Surface Transportation Board', frWeight: 2, topics: ['rail'], rin: '2140' },
  { name: 'Federal Maritime Commission', frWeight: 1, topics: ['maritime'], rin: '3072' },
  // Agriculture
  {
    name: 'Animal and Plant Health Inspection Service',
    parent: 'Agriculture Department',
    frWeight: 6,
    topics: ['plant-health', 'animal-health'],
    rin: '0579',
  },
  { name: 'Food Safety and Inspection Service', parent: 'Agriculture Department', frWeight: 2, topics: ['meat-safety'], rin: '0583' },
  { name: 'Agricultural Marketing Service', parent: 'Agriculture Department', frWeight: 5, topics: ['ag-marketing'], rin: '0581' },
  { name: 'Forest Service', parent: 'Agriculture Department', frWeight: 5, topics: ['lands'], rin: '0596' },
  { name: 'Food and Nutrition Service', parent: 'Agriculture Department', frWeight: 1, topics: ['food', 'general'], rin: '0584' },
  { name: 'Rural Utilities Service', parent: 'Agriculture Department', frWeight: 1, topics: ['energy', 'general'], rin: '0572' },
  {
    name: 'Natural Resources Conservation Service',
    parent: 'Agriculture Department',
    frWeight: 1,
    topics: ['water', 'lands'],
    rin: '0578',
  },
  // Commerce
  {
    name: 'National Oceanic and Atmospheric Administration',
    parent: 'Commerce Department',
    frWeight: 25,
    topics: ['fisheries', 'climate'],
    rin: '0648',
  },
  { name: 'International Trade Administration', parent: 'Commerce Department', frWeight: 22, topics: ['trade'], rin: '0625' },
  { name: 'Industry and Security Bureau', parent: 'Commerce Department', frWeight: 2, topics: ['trade', 'sanctions'], rin: '0694' },
  { name: 'Patent and Trademark Office', parent: 'Commerce Department', frWeight: 2, topics: ['general'], rin: '0651' },
  { name: 'Census Bureau', parent: 'Commerce Department', frWeight: 2, topics: ['general'], rin: '0607' },
  { name: 'National Institute of Standards and Technology', parent: 'Commerce Department', frWeight: 2, topics: ['general'], rin: '0693' },
  // Energy
  {
    name: 'Energy Efficiency and Renewable Energy Office',
    parent: 'Energy Department',
    frWeight: 3,
    topics: ['energy-efficiency'],
    rin: '1904',
  },
  // HHS
  {
    name: 'Food and Drug Administration',
    parent: 'Health and Human Services Department',
    frWeight: 16,
    topics: ['drugs', 'devices', 'food'],
    rin: '0910',
  },
  {
    name: 'Centers for Medicare & Medicaid Services',
    parent: 'Health and Human Services Department',
    frWeight: 6,
    topics: ['medicare'],
    rin: '0938',
  },
  {
    name: 'Centers for Disease Control and Prevention',
    parent: 'Health and Human Services Department',
    frWeight: 5,
    topics: ['health'],
    rin: '0920',
  },
  { name: 'National Institutes of Health', parent: 'Health and Human Services Department', frWeight: 8, topics: ['health'], rin: '0925' },
  {
    name: 'Health Resources and Services Administration',
    parent: 'Health and Human Services Department',
    frWeight: 2,
    topics: ['health'],
    rin: '0906',
  },
  {
    name: 'Substance Abuse and Mental Health Services Administration',
    parent: 'Health and Human Services Department',
    frWeight: 2,
    topics: ['health'],
    rin: '0930',
  },
  // Homeland Security
  { name: 'Coast Guard', parent: 'Homeland Security Department', frWeight: 14, topics: ['maritime'], rin: '1625' },
  { name: 'Federal Emergency Management Agency', parent: 'Homeland Security Department', frWeight: 8, topics: ['emergency'], rin: '1660' },
  {
    name: 'U.S. Citizenship and Immigration Services',
    parent: 'Homeland Security Department',
    frWeight: 2,
    topics: ['immigration'],
    rin: '1615',
  },
  {
    name: 'U.S. Customs and Border Protection',
    parent: 'Homeland Security Department',
    frWeight: 3,
    topics: ['trade', 'immigration'],
    rin: '1651',
  },
  {
    name: 'Transportation Security Administration',
    parent: 'Homeland Security Department',
    frWeight: 1,
    topics: ['aviation'],
    rin: '1652',
  },
  // Interior
  { name: 'Fish and Wildlife Service', parent: 'Interior Department', frWeight: 10, topics: ['wildlife'], rin: '1018' },
  { name: 'Land Management Bureau', parent: 'Interior Department', frWeight: 6, topics: ['lands', 'mining'], rin: '1004' },
  { name: 'National Park Service', parent: 'Interior Department', frWeight: 4, topics: ['lands'], rin: '1024' },
  { name: 'Ocean Energy Management Bureau', parent: 'Interior Department', frWeight: 1, topics: ['energy', 'mining'], rin: '1010' },
  {
    name: 'Safety and Environmental Enforcement Bureau',
    parent: 'Interior Department',
    frWeight: 1,
    topics: ['mining', 'energy'],
    rin: '1014',
  },
  {
    name: 'Surface Mining Reclamation and Enforcement Office',
    parent: 'Interior Department',
    frWeight: 1,
    topics: ['mining'],
    rin: '1029',
  },
  { name: 'Indian Affairs Bureau', parent: 'Interior Department', frWeight: 2, topics: ['lands', 'general'], rin: '1076' },
  // Justice
  { name: 'Drug Enforcement Administration', parent: 'Justice Department', frWeight: 3, topics: ['justice', 'drugs'], rin: '1117' },
  {
    name: 'Alcohol, Tobacco, Firearms, and Explosives Bureau',
    parent: 'Justice Department',
    frWeight: 1,
    topics: ['justice'],
    rin: '1140',
  },
  // Labor
  {
    name: 'Occupational Safety and Health Administration',
    parent: 'Labor Department',
    frWeight: 2,
    topics: ['workplace-safety'],
    rin: '1218',
  },
  {
    name: 'Mine Safety and Health Administration',
    parent: 'Labor Department',
    frWeight: 1,
    topics: ['workplace-safety', 'mining'],
    rin: '1219',
  },
  { name: 'Employee Benefits Security Administration', parent: 'Labor Department', frWeight: 1, topics: ['labor'], rin: '1210' },
  { name: 'Wage and Hour Division', parent: 'Labor Department', frWeight: 1, topics: ['labor'], rin: '1235' },
  { name: 'Employment and Training Administration', parent: 'Labor Department', frWeight: 3, topics: ['labor'], rin: '1205' },
  // Transportation
  { name: 'Federal Aviation Administration', parent: 'Transportation Department', frWeight: 34, topics: ['aviation'], rin: '2120' },
  {
    name: 'Federal Motor Carrier Safety Administration',
    parent: 'Transportation Department',
    frWeight: 4,
    topics: ['trucking'],
    rin: '2126',
  },
  {
    name: 'National Highway Traffic Safety Administration',
    parent: 'Transportation Department',
    frWeight: 4,
    topics: ['vehicles'],
    rin: '2127',
  },
  {
    name: 'Pipeline and Hazardous Materials Safety Administration',
    parent: 'Transportation Department',
    frWeight: 2,
    topics: ['pipelines'],
    rin: '2137',
  },
  { name: 'Federal Railroad Administration', parent: 'Transportation Department', frWeight: 2, topics: ['rail'], rin: '2130' },
  { name: 'Federal Transit Administration', parent: 'Transportation Department', frWeight: 1, topics: ['rail', 'general'], rin: '2132' },
  { name: 'Maritime Administration', parent: 'Transportation Department', frWeight: 2, topics: ['maritime'], rin: '2133' },
  // Treasury
  { name: 'Internal Revenue Service', parent: 'Treasury Department', frWeight: 5, topics: ['tax'], rin: '1545' },
  { name: 'Foreign Assets Control Office', parent: 'Treasury Department', frWeight: 2, topics: ['sanctions'], rin: '1505' },
  { name: 'Comptroller of the Currency', parent: 'Treasury Department', frWeight: 2, topics: ['banking'], rin: '1557' },
  { name: 'Financial Crimes Enforcement Network', parent: 'Treasury Department', frWeight: 1, topics: ['banking'], rin: '1506' },
  { name: 'Alcohol and Tobacco Tax and Trade Bureau', parent: 'Treasury Department', frWeight: 1, topics: ['tax'], rin: '1513' },
];

/** Every Federal Register agency, ids 1.. in list order. */
export const FR_AGENCIES: readonly FrAgency[] = AGENCY_SPECS.map((spec, i) => ({ id: i + 1, ...spec }));

const BY_NAME = new Map(FR_AGENCIES.map((a) => [a.name, a]));

export function frAgency(name: string): FrAgency {
  const agency = BY_NAME.get(name);
  if (!agency) throw new Error(`unknown Federal Register agency: ${name}`);
  return agency;
}

/** The slug the Federal Register uses in agency URLs. */
export function agencySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** How a Regulations.gov agency writes its docket ids: `{code}-{segments}-{YYYY}-{NNNN}`. */
export interface DocketFormat {
  /** Middle segments to choose from; each entry is one full segment path (may be ''). */
  segments: readonly string[];
  /** FDA puts a one-letter docket class after the year: FDA-2021-N-0270. */
  classLetters?: readonly string[];
}

export interface RegsAgency {
  /** Agency code used in agency_id columns and as the docket-id prefix. */
  code: string;
  /** The Federal Register agency that publishes this agency's documents. */
  frName: string;
  /** Relative share of dockets. */
  docketWeight: number;
  format: DocketFormat;
}

const EPA_OFFICES = ['HQ-OAR', 'HQ-OAR', 'HQ-OAR', 'HQ-OW', 'HQ-OPP', 'HQ-OPP', 'HQ-OPPT', 'HQ-OLEM', 'HQ-OECA', 'HQ-ORD', 'HQ-OA'];
const EPA_REGIONS = Array.from({ length: 10 }, (_, i) => `R${String(i + 1).padStart(2, '0')}-OAR`);

export const REGS_AGENCIES: readonly RegsAgency[] = [
  {
    code: 'EPA',
    frName: 'Environmental Protection Agency',
    docketWeight: 26,
    format: { segments: [...EPA_OFFICES, ...EPA_OFFICES, ...EPA_REGIONS, 'R09-OW', 'R05-RCRA', 'R02-SFUND'] },
  },
  { code: 'FAA', frName: 'Federal Aviation Administration', docketWeight: 14, format: { segments: [''] } },
  {
    code: 'FDA',
    frName: 'Food and Drug Administration',
    docketWeight: 10,
    format: { segments: [''], classLetters: ['N', 'N', 'N', 'D', 'D', 'P', 'P', 'F', 'E', 'V', 'S', 'M'] },
  },
  { code: 'USCG', frName: 'Coast Guard', docketWeight: 6, format: { segments: [''] } },
  { code: 'FMCSA', frName: 'Federal Motor Carrier Safety Administration', docketWeight: 4, format: { segments: [''] } },
  {
    code: 'NOAA',
    frName: 'National Oceanic and Atmospheric Administration',
    docketWeight: 4,
    format: { segments: ['NMFS', 'NMFS', 'NOS'] },
  },
  {
    code: 'FWS',
    frName: 'Fish and Wildlife Service',
    docketWeight: 4,
    format: { segments: ['HQ-ES', 'HQ-ES', 'R1-ES', 'R2-ES', 'R4-ES', 'R6-ES', 'R8-ES', 'HQ-MB', 'HQ-NWRS', 'HQ-IA'] },
  },
  { code: 'APHIS', frName: 'Animal and Plant Health Inspection Service', docketWeight: 3, format: { segments: [''] } },
  { code: 'FSIS', frName: 'Food Safety and Inspection Service', docketWeight: 1.5, format: { segments: [''] } },
  { code: 'AMS', frName: 'Agricultural Marketing Service', docketWeight: 2, format: { segments: ['NOP', 'FV', 'DA', 'LP', 'SC', 'TM'] } },
  { code: 'USDA', frName: 'Agriculture Department', docketWeight: 1, format: { segments: [''] } },
  { code: 'FS', frName: 'Forest Service', docketWeight: 1, format: { segments: [''] } },
  { code: 'CMS', frName: 'Centers for Medicare & Medicaid Services', docketWeight: 3, format: { segments: [''] } },
  { code: 'HHS', frName: 'Health and Human Services Department', docketWeight: 1.5, format: { segments: ['OS', 'ONC', 'OCR'] } },
  { code: 'CDC', frName: 'Centers for Disease Control and Prevention', docketWeight: 1, format: { segments: [''] } },
  { code: 'NHTSA', frName: 'National Highway Traffic Safety Administration', docketWeight: 3, format: { segments: [''] } },
  { code: 'PHMSA', frName: 'Pipeline and Hazardous Materials Safety Administration', docketWeight: 2, format: { segments: [''] } },
  { code: 'FRA', frName: 'Federal Railroad Administration', docketWeight: 1, format: { segments: [''] } },
  { code: 'DOT', frName: 'Transportation Department', docketWeight: 1.5, format: { segments: ['OST'] } },
  { code: 'OSHA', frName: 'Occupational Safety and Health Administration', docketWeight: 1.5, format: { segments: [''] } },
  { code: 'MSHA', frName: 'Mine Safety and Health Administration', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'WHD', frName: 'Wage and Hour Division', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'EBSA', frName: 'Employee Benefits Security Administration', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'ETA', frName: 'Employment and Training Administration', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'EERE', frName: 'Energy Efficiency and Renewable Energy Office', docketWeight: 1.5, format: { segments: ['BT-STD', 'BT-TP'] } },
  { code: 'DOE', frName: 'Energy Department', docketWeight: 0.5, format: { segments: ['HQ'] } },
  { code: 'NRC', frName: 'Nuclear Regulatory Commission', docketWeight: 2, format: { segments: [''] } },
  { code: 'SEC', frName: 'Securities and Exchange Commission', docketWeight: 1, format: { segments: [''] } },
  { code: 'CFPB', frName: 'Consumer Financial Protection Bureau', docketWeight: 1, format: { segments: [''] } },
  { code: 'OCC', frName: 'Comptroller of the Currency', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'FINCEN', frName: 'Financial Crimes Enforcement Network', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'IRS', frName: 'Internal Revenue Service', docketWeight: 1.5, format: { segments: [''] } },
  { code: 'TTB', frName: 'Alcohol and Tobacco Tax and Trade Bureau', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'ED', frName: 'Education Department', docketWeight: 1.5, format: { segments: ['OPE', 'OESE', 'OCR'] } },
  { code: 'HUD', frName: 'Housing and Urban Development Department', docketWeight: 1, format: { segments: [''] } },
  { code: 'VA', frName: 'Veterans Affairs Department', docketWeight: 1, format: { segments: ['VACO'] } },
  { code: 'USCIS', frName: 'U.S. Citizenship and Immigration Services', docketWeight: 1, format: { segments: [''] } },
  { code: 'USCBP', frName: 'U.S. Customs and Border Protection', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'FEMA', frName: 'Federal Emergency Management Agency', docketWeight: 1.5, format: { segments: [''] } },
  { code: 'BLM', frName: 'Land Management Bureau', docketWeight: 1, format: { segments: [''] } },
  { code: 'BOEM', frName: 'Ocean Energy Management Bureau', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'BSEE', frName: 'Safety and Environmental Enforcement Bureau', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'NPS', frName: 'National Park Service', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'DEA', frName: 'Drug Enforcement Administration', docketWeight: 1, format: { segments: [''] } },
  { code: 'ATF', frName: 'Alcohol, Tobacco, Firearms, and Explosives Bureau', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'BIS', frName: 'Industry and Security Bureau', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'ITA', frName: 'International Trade Administration', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'USTR', frName: 'Trade Representative, Office of United States', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'SBA', frName: 'Small Business Administration', docketWeight: 0.5, format: { segments: [''] } },
  { code: 'CPSC', frName: 'Consumer Product Safety Commission', docketWeight: 1, format: { segments: [''] } },
  { code: 'FTC', frName: 'Federal Trade Commission', docketWeight: 0.5, format: { segments: ['OS'] } },
];

const REGS_BY_CODE = new Map(REGS_AGENCIES.map((a) => [a.code, a]));

export function regsAgency(code: string): RegsAgency {
  const agency = REGS_BY_CODE.get(code);
  if (!agency) throw new Error(`unknown Regulations.gov agency code: ${code}`);
  return agency;
}

for (const regs of REGS_AGENCIES) frAgency(regs.frName); // every code resolves to a real FR agency
