// The ~20 civilian and regulatory awarding agencies covered by spending_awards, their
// sub-agencies, assistance listings (CFDA number + program) and contract NAICS codes.

export interface AssistanceProgram {
  readonly cfda: string;
  /** Upper-case award description as USAspending shows it. */
  readonly description: string;
}

export interface SpendingAgency {
  readonly name: string;
  /** Short toptier code used in generated award ids. */
  readonly code: string;
  readonly weight: number;
  readonly subAgencies: readonly string[];
  /** Share of awards that are grants (the rest are contracts). */
  readonly grantShare: number;
  readonly programs: readonly AssistanceProgram[];
  readonly contractWork: readonly string[];
}

export const SPENDING_AGENCIES: readonly SpendingAgency[] = [
  {
    name: 'Environmental Protection Agency',
    code: '6800',
    weight: 5,
    subAgencies: ['Environmental Protection Agency'],
    grantShare: 0.7,
    programs: [
      { cfda: '66.458', description: 'CLEAN WATER STATE REVOLVING FUND CAPITALIZATION GRANT' },
      { cfda: '66.468', description: 'DRINKING WATER STATE REVOLVING FUND CAPITALIZATION GRANT' },
      { cfda: '66.818', description: 'BROWNFIELDS ASSESSMENT AND CLEANUP COOPERATIVE AGREEMENT' },
      { cfda: '66.001', description: 'AIR POLLUTION CONTROL PROGRAM SUPPORT' },
      { cfda: '66.605', description: 'PERFORMANCE PARTNERSHIP GRANT FOR ENVIRONMENTAL PROGRAMS' },
      { cfda: '66.039', description: 'DIESEL EMISSIONS REDUCTION ACT NATIONAL GRANT' },
    ],
    contractWork: [
      'SUPERFUND SITE REMEDIATION SERVICES',
      'LABORATORY ANALYTICAL SERVICES FOR WATER QUALITY',
      'AIR QUALITY MODELING SUPPORT',
      'ENVIRONMENTAL DATA SYSTEMS MAINTENANCE',
    ],
  },
  {
    name: 'Department of Agriculture',
    code: '1200',
    weight: 8,
    subAgencies: [
      'Forest Service',
      'Rural Utilities Service',
      'Food and Nutrition Service',
      'Animal and Plant Health Inspection Service',
      'Natural Resources Conservation Service',
      'Agricultural Research Service',
      'Rural Housing Service',
    ],
    grantShare: 0.6,
    programs: [
      { cfda: '10.557', description: 'SPECIAL SUPPLEMENTAL NUTRITION PROGRAM FOR WOMEN, INFANTS, AND CHILDREN' },
      { cfda: '10.760', description: 'WATER AND WASTE DISPOSAL SYSTEMS FOR RURAL COMMUNITIES' },
      { cfda: '10.902', description: 'SOIL AND WATER CONSERVATION TECHNICAL ASSISTANCE' },
      { cfda: '10.664', description: 'COOPERATIVE FORESTRY ASSISTANCE FOR WILDFIRE RISK REDUCTION' },
      { cfda: '10.310', description: 'AGRICULTURE AND FOOD RESEARCH INITIATIVE' },
      { cfda: '10.766', description: 'COMMUNITY FACILITIES LOANS AND GRANTS' },
    ],
    contractWork: [
      'WILDLAND FIRE SUPPRESSION AIRCRAFT SERVICES',
      'COMMODITY FOOD PURCHASE FOR NUTRITION PROGRAMS',
      'FOREST ROAD MAINTENANCE',
      'ANIMAL DISEASE SURVEILLANCE LABORATORY SUPPORT',
    ],
  },
  {
    name: 'Department of Energy',
    code: '8900',
    weight: 6,
    subAgencies: [
      'Department of Energy',
      'Office of Science',
      'Office of Energy Efficiency and Renewable Energy',
      'National Nuclear Security Administration',
    ],
    grantShare: 0.35,
    programs: [
      { cfda: '81.049', description: 'OFFICE OF SCIENCE FINANCIAL ASSISTANCE PROGRAM' },
      { cfda: '81.042', description: 'WEATHERIZATION ASSISTANCE FOR LOW-INCOME PERSONS' },
      { cfda: '81.087', description: 'RENEWABLE ENERGY RESEARCH AND DEVELOPMENT' },
      { cfda: '81.041', description: 'STATE ENERGY PROGRAM' },
      { cfda: '81.254', description: 'GRID INFRASTRUCTURE DEPLOYMENT AND RESILIENCE' },
    ],
    contractWork: [
      'MANAGEMENT AND OPERATION OF NATIONAL LABORATORY',
      'ENVIRONMENTAL CLEANUP OF LEGACY NUCLEAR WASTE',
      'NUCLEAR MATERIALS SECURITY SERVICES',
      'ENERGY EFFICIENCY TECHNICAL ASSISTANCE',
    ],
  },
  {
    name: 'Department of Transportation',
    code: '6900',
    weight: 7,
    subAgencies: [
      'Federal Highway Administration',
      'Federal Aviation Administration',
      'Federal Transit Administration',
      'Federal Railroad Administration',
      'National Highway Traffic Safety Administration',
      'Federal Motor Carrier Safety Administration',
    ],
    grantShare: 0.65,
    programs: [
      { cfda: '20.205', description: 'HIGHWAY PLANNING AND CONSTRUCTION' },
      { cfda: '20.106', description: 'AIRPORT IMPROVEMENT PROGRAM' },
      { cfda: '20.500', description: 'FEDERAL TRANSIT CAPITAL INVESTMENT GRANTS' },
      { cfda: '20.933', description: 'NATIONAL INFRASTRUCTURE INVESTMENTS' },
      { cfda: '20.600', description: 'STATE AND COMMUNITY HIGHWAY SAFETY' },
      { cfda: '20.218', description: 'MOTOR CARRIER SAFETY ASSISTANCE PROGRAM' },
    ],
    contractWork: [
      'AIR TRAFFIC CONTROL SYSTEM MODERNIZATION',
      'HIGHWAY BRIDGE INSPECTION SUPPORT',
      'AVIATION SAFETY DATA ANALYSIS',
      'RAIL SAFETY RESEARCH SERVICES',
    ],
  },
  {
    name: 'Department of Health and Human Services',
    code: '7500',
    weight: 9,
    subAgencies: [
      'National Institutes of Health',
      'Centers for Disease Control and Prevention',
      'Food and Drug Administration',
      'Centers for Medicare and Medicaid Services',
      'Health Resources and Services Administration',
      'Administration for Children and Families',
      'Substance Abuse and Mental Health Services Administration',
    ],
    grantShare: 0.75,
    programs: [
      { cfda: '93.855', description: 'ALLERGY AND INFECTIOUS DISEASES RESEARCH' },
      { cfda: '93.224', description: 'HEALTH CENTER PROGRAM' },
      { cfda: '93.788', description: 'OPIOID STATE TARGETED RESPONSE' },
      { cfda: '93.600', description: 'HEAD START' },
      { cfda: '93.778', description: 'MEDICAL ASSISTANCE PROGRAM' },
      { cfda: '93.323', description: 'EPIDEMIOLOGY AND LABORATORY CAPACITY FOR INFECTIOUS DISEASES' },
      { cfda: '93.837', description: 'CARDIOVASCULAR DISEASES RESEARCH' },
    ],
    contractWork: [
      'MEDICARE ADMINISTRATIVE CONTRACTOR SERVICES',
      'CLINICAL TRIAL COORDINATING CENTER',
      'FOOD SAFETY INSPECTION SUPPORT',
      'PUBLIC HEALTH DATA MODERNIZATION',
      'VACCINE DISTRIBUTION LOGISTICS',
    ],
  },
  {
    name: 'Department of the Interior',
    code: '1400',
    weight: 5,
    subAgencies: [
      'National Park Service',
      'Bureau of Land Management',
      'U.S. Fish and Wildlife Service',
      'Bureau of Reclamation',
      'U.S. Geological Survey',
      'Bureau of Indian Affairs',
    ],
    grantShare: 0.5,
    programs: [
      { cfda: '15.605', description: 'SPORT FISH RESTORATION' },
      { cfda: '15.611', description: 'WILDLIFE RESTORATION AND BASIC HUNTER EDUCATION' },
      { cfda: '15.504', description: 'WATER RECLAMATION AND REUSE PROGRAM' },
      { cfda: '15.252', description: 'ABANDONED MINE LAND RECLAMATION' },
      { cfda: '15.904', description: 'HISTORIC PRESERVATION FUND GRANTS-IN-AID' },
    ],
    contractWork: [
      'PARK INFRASTRUCTURE REHABILITATION',
      'WILDLIFE HABITAT RESTORATION SERVICES',
      'DAM SAFETY ENGINEERING SERVICES',
      'GEOLOGICAL MAPPING SERVICES',
    ],
  },
  {
    name: 'Department of Commerce',
    code: '1300',
    weight: 4,
    subAgencies: [
      'National Oceanic and Atmospheric Administration',
      'National Institute of Standards and Technology',
      'Census Bureau',
      'Economic Development Administration',
      'National Telecommunications and Information Administration',
    ],
    grantShare: 0.45,
    programs: [
      { cfda: '11.300', description: 'ECONOMIC DEVELOPMENT PUBLIC WORKS AND INFRASTRUCTURE' },
      { cfda: '11.035', description: 'BROADBAND EQUITY, ACCESS, AND DEPLOYMENT PROGRAM' },
      { cfda: '11.419', description: 'COASTAL ZONE MANAGEMENT ADMINISTRATION AWARDS' },
      { cfda: '11.611', description: 'MANUFACTURING EXTENSION PARTNERSHIP' },
      { cfda: '11.432', description: 'CLIMATE AND ATMOSPHERIC RESEARCH COOPERATIVE INSTITUTES' },
    ],
    contractWork: ['WEATHER SATELLITE GROUND SYSTEM SUPPORT', 'DECENNIAL CENSUS FIELD OPERATIONS', 'MEASUREMENT SCIENCE RESEARCH SERVICES'],
  },
  {
    name: 'Department of Labor',
    code: '1600',
    weight: 3,
    subAgencies: [
      'Employment and Training Administration',
      'Occupational Safety and Health Administration',
      'Bureau of Labor Statistics',
      'Wage and Hour Division',
    ],
    grantShare: 0.7,
    programs: [
      { cfda: '17.258', description: 'WIOA ADULT PROGRAM' },
      { cfda: '17.225', description: 'UNEMPLOYMENT INSURANCE ADMINISTRATION' },
      { cfda: '17.268', description: 'H-1B JOB TRAINING GRANTS' },
      { cfda: '17.502', description: 'OCCUPATIONAL SAFETY AND HEALTH SUSAN HARWOOD TRAINING GRANTS' },
    ],
    contractWork: ['JOB CORPS CENTER OPERATIONS', 'LABOR STATISTICS SURVEY DATA COLLECTION', 'WORKPLACE SAFETY TRAINING SUPPORT'],
  },
  {
    name: 'Department of Education',
    code: '9100',
    weight: 3,
    subAgencies: [
      'Office of Elementary and Secondary Education',
      'Office of Postsecondary Education',
      'Office of Special Education and Rehabilitative Services',
      'Federal Student Aid',
    ],
    grantShare: 0.8,
    programs: [
      { cfda: '84.010', description: 'TITLE I GRANTS TO LOCAL EDUCATIONAL AGENCIES' },
      { cfda: '84.027', description: 'SPECIAL EDUCATION GRANTS TO STATES' },
      { cfda: '84.048', description: 'CAREER AND TECHNICAL EDUCATION BASIC GRANTS TO STATES' },
      { cfda: '84.031', description: 'HIGHER EDUCATION INSTITUTIONAL AID' },
      { cfda: '84.425', description: 'EDUCATION STABILIZATION FUND' },
    ],
    contractWork: ['STUDENT LOAN SERVICING', 'EDUCATION STATISTICS SURVEY SUPPORT', 'FEDERAL STUDENT AID SYSTEMS MODERNIZATION'],
  },
  {
    name: 'Department of Housing and Urban Development',
    code: '8600',
    weight: 4,
    subAgencies: [
      'Office of Community Planning and Development',
      'Office of Public and Indian Housing',
      'Office of Housing',
      'Office of Lead Hazard Control and Healthy Homes',
    ],
    grantShare: 0.85,
    programs: [
      { cfda: '14.218', description: 'COMMUNITY DEVELOPMENT BLOCK GRANTS/ENTITLEMENT GRANTS' },
      { cfda: '14.239', description: 'HOME INVESTMENT PARTNERSHIPS PROGRAM' },
      { cfda: '14.267', description: 'CONTINUUM OF CARE PROGRAM FOR HOMELESSNESS ASSISTANCE' },
      { cfda: '14.872', description: 'PUBLIC HOUSING CAPITAL FUND' },
      { cfda: '14.905', description: 'LEAD HAZARD REDUCTION DEMONSTRATION GRANT' },
    ],
    contractWork: ['PUBLIC HOUSING PHYSICAL INSPECTIONS', 'MORTGAGE INSURANCE PROGRAM SUPPORT', 'HOUSING COUNSELING TECHNICAL ASSISTANCE'],
  },
  {
    name: 'Department of Homeland Security',
    code: '7000',
    weight: 4,
    subAgencies: [
      'Federal Emergency Management Agency',
      'Cybersecurity and Infrastructure Security Agency',
      'U.S. Coast Guard',
      'Transportation Security Administration',
    ],
    grantShare: 0.45,
    programs: [
      { cfda: '97.036', description: 'DISASTER GRANTS - PUBLIC ASSISTANCE (PRESIDENTIALLY DECLARED DISASTERS)' },
      { cfda: '97.039', description: 'HAZARD MITIGATION GRANT' },
      { cfda: '97.067', description: 'HOMELAND SECURITY GRANT PROGRAM' },
      { cfda: '97.044', description: 'ASSISTANCE TO FIREFIGHTERS GRANT' },
      { cfda: '97.137', description: 'STATE AND LOCAL CYBERSECURITY GRANT PROGRAM' },
    ],
    contractWork: [
      'CYBERSECURITY CONTINUOUS DIAGNOSTICS AND MITIGATION',
      'DISASTER LOGISTICS SUPPORT',
      'FLOOD MAP MODERNIZATION',
      'CUTTER MAINTENANCE AND REPAIR',
    ],
  },
  {
    name: 'Small Business Administration',
    code: '7300',
    weight: 2,
    subAgencies: ['Small Business Administration'],
    grantShare: 0.6,
    programs: [
      { cfda: '59.037', description: 'SMALL BUSINESS DEVELOPMENT CENTERS' },
      { cfda: '59.043', description: "WOMEN'S BUSINESS OWNERSHIP ASSISTANCE" },
      { cfda: '59.061', description: 'STATE TRADE EXPANSION PROGRAM' },
    ],
    contractWork: ['DISASTER LOAN PROCESSING SUPPORT', 'LOAN GUARANTY SYSTEMS MODERNIZATION'],
  },
  {
    name: 'National Science Foundation',
    code: '4900',
    weight: 4,
    subAgencies: ['National Science Foundation'],
    grantShare: 0.95,
    programs: [
      { cfda: '47.050', description: 'GEOSCIENCES RESEARCH ON CLIMATE AND EARTH SYSTEMS' },
      { cfda: '47.049', description: 'MATHEMATICAL AND PHYSICAL SCIENCES' },
      { cfda: '47.070', description: 'COMPUTER AND INFORMATION SCIENCE AND ENGINEERING' },
      { cfda: '47.076', description: 'STEM EDUCATION' },
      { cfda: '47.074', description: 'BIOLOGICAL SCIENCES' },
    ],
    contractWork: ['ANTARCTIC LOGISTICS SUPPORT', 'RESEARCH VESSEL OPERATIONS'],
  },
  {
    name: 'National Aeronautics and Space Administration',
    code: '8000',
    weight: 4,
    subAgencies: ['National Aeronautics and Space Administration'],
    grantShare: 0.25,
    programs: [
      { cfda: '43.001', description: 'SCIENCE RESEARCH GRANTS' },
      { cfda: '43.008', description: 'OFFICE OF STEM ENGAGEMENT' },
      { cfda: '43.012', description: 'SPACE TECHNOLOGY RESEARCH' },
    ],
    contractWork: [
      'EARTH OBSERVING SATELLITE DEVELOPMENT',
      'LAUNCH SERVICES',
      'SPACE STATION OPERATIONS SUPPORT',
      'CLIMATE DATA RECORD PRODUCTION',
    ],
  },
  {
    name: 'Nuclear Regulatory Commission',
    code: '3100',
    weight: 1,
    subAgencies: ['Nuclear Regulatory Commission'],
    grantShare: 0.2,
    programs: [{ cfda: '77.008', description: 'NUCLEAR EDUCATION GRANT PROGRAM' }],
    contractWork: ['REACTOR SAFETY RESEARCH', 'LICENSING TECHNICAL ASSISTANCE', 'NUCLEAR SECURITY ASSESSMENT'],
  },
  {
    name: 'Federal Communications Commission',
    code: '2700',
    weight: 1,
    subAgencies: ['Federal Communications Commission'],
    grantShare: 0.1,
    programs: [{ cfda: '32.009', description: 'EMERGENCY CONNECTIVITY FUND PROGRAM' }],
    contractWork: ['SPECTRUM AUCTION SYSTEMS SUPPORT', 'BROADBAND DATA COLLECTION PLATFORM'],
  },
  {
    name: 'Securities and Exchange Commission',
    code: '5000',
    weight: 1,
    subAgencies: ['Securities and Exchange Commission'],
    grantShare: 0,
    programs: [],
    contractWork: ['MARKET SURVEILLANCE DATA ANALYTICS', 'EDGAR SYSTEM MODERNIZATION', 'ENFORCEMENT LITIGATION SUPPORT'],
  },
  {
    name: 'Department of the Treasury',
    code: '2000',
    weight: 3,
    subAgencies: [
      'Internal Revenue Service',
      'Departmental Offices',
      'Bureau of the Fiscal Service',
      'Community Development Financial Institutions Fund',
    ],
    grantShare: 0.35,
    programs: [
      { cfda: '21.020', description: 'COMMUNITY DEVELOPMENT FINANCIAL INSTITUTIONS PROGRAM' },
      { cfda: '21.027', description: 'CORONAVIRUS STATE AND LOCAL FISCAL RECOVERY FUNDS' },
      { cfda: '21.009', description: 'VOLUNTEER INCOME TAX ASSISTANCE MATCHING GRANT' },
    ],
    contractWork: ['TAX PROCESSING SYSTEMS MODERNIZATION', 'PAYMENT INTEGRITY ANALYTICS', 'TAXPAYER CALL CENTER SUPPORT'],
  },
  {
    name: 'Department of Justice',
    code: '1500',
    weight: 3,
    subAgencies: [
      'Office of Justice Programs',
      'Federal Bureau of Prisons',
      'Federal Bureau of Investigation',
      'Office on Violence Against Women',
    ],
    grantShare: 0.55,
    programs: [
      { cfda: '16.738', description: 'EDWARD BYRNE MEMORIAL JUSTICE ASSISTANCE GRANT PROGRAM' },
      { cfda: '16.710', description: 'COMMUNITY ORIENTED POLICING SERVICES HIRING PROGRAM' },
      { cfda: '16.575', description: 'CRIME VICTIM ASSISTANCE' },
      { cfda: '16.838', description: 'COMPREHENSIVE OPIOID, STIMULANT, AND SUBSTANCE USE PROGRAM' },
    ],
    contractWork: ['PRISON MEDICAL SERVICES', 'FORENSIC LABORATORY EQUIPMENT', 'CRIMINAL JUSTICE INFORMATION SYSTEMS SUPPORT'],
  },
  {
    name: 'General Services Administration',
    code: '4700',
    weight: 2,
    subAgencies: ['Public Buildings Service', 'Federal Acquisition Service', 'Technology Transformation Services'],
    grantShare: 0,
    programs: [],
    contractWork: [
      'FEDERAL BUILDING RENOVATION',
      'FACILITIES OPERATIONS AND MAINTENANCE',
      'CLOUD HOSTING SERVICES',
      'FLEET VEHICLE ACQUISITION',
    ],
  },
];

export interface NaicsCode {
  readonly code: string;
  readonly description: string;
}

export const CONTRACT_NAICS: readonly NaicsCode[] = [
  { code: '541330', description: 'ENGINEERING SERVICES' },
  { code: '541511', description: 'CUSTOM COMPUTER PROGRAMMING SERVICES' },
  { code: '541512', description: 'COMPUTER SYSTEMS DESIGN SERVICES' },
  { code: '541611', description: 'ADMINISTRATIVE MANAGEMENT AND GENERAL MANAGEMENT CONSULTING SERVICES' },
  { code: '541620', description: 'ENVIRONMENTAL CONSULTING SERVICES' },
  { code: '562910', description: 'REMEDIATION SERVICES' },
  { code: '236220', description: 'COMMERCIAL AND INSTITUTIONAL BUILDING CONSTRUCTION' },
  { code: '237310', description: 'HIGHWAY, STREET, AND BRIDGE CONSTRUCTION' },
  {
    code: '541715',
    description: 'RESEARCH AND DEVELOPMENT IN THE PHYSICAL, ENGINEERING, AND LIFE SCIENCES (EXCEPT NANOTECHNOLOGY AND BIOTECHNOLOGY)',
  },
  { code: '561210', description: 'FACILITIES SUPPORT SERVICES' },
  { code: '518210', description: 'COMPUTING INFRASTRUCTURE PROVIDERS, DATA PROCESSING, WEB HOSTING, AND RELATED SERVICES' },
  { code: '541990', description: 'ALL OTHER PROFESSIONAL, SCIENTIFIC, AND TECHNICAL SERVICES' },
];

export const CONTRACT_TYPES: readonly string[] = ['DEFINITIVE CONTRACT', 'DELIVERY ORDER', 'PURCHASE ORDER', 'BPA CALL'];
export const GRANT_TYPES: readonly string[] = ['PROJECT GRANT (B)', 'FORMULA GRANT (A)', 'COOPERATIVE AGREEMENT (B)', 'BLOCK GRANT (A)'];

/** Word stems for generated federal contractors ("{stem} {kind} {suffix}"). */
export const CONTRACTOR_STEMS: readonly string[] = [
  'Apex',
  'Summit',
  'Keystone',
  'Pinnacle',
  'Liberty',
  'Patriot',
  'Cardinal',
  'Meridian',
  'Vanguard',
  'Sentinel',
  'Horizon',
  'Atlas',
  'Cascade',
  'Frontier',
  'Heritage',
  'Ironwood',
  'Blue Ridge',
  'Chesapeake',
  'Potomac',
  'Redstone',
  'Granite',
  'Evergreen',
  'Northstar',
  'Bayside',
  'Clearwater',
  'Silverline',
  'Trident',
  'Capstone',
  'Allegiant',
  'Crescent',
];
export const CONTRACTOR_KINDS: readonly string[] = [
  'Environmental Services',
  'Engineering',
  'Technology Solutions',
  'Federal Systems',
  'Consulting Group',
  'Construction',
  'Remediation',
  'Analytics',
  'Research Associates',
  'Logistics',
  'Infrastructure Partners',
  'Data Systems',
];
export const CONTRACTOR_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'Corporation', 'Co.', 'LLC', 'Inc.'];
