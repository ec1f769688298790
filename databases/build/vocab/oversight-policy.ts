// Policy areas shared by hearing titles, CRS reports and GAO reports. Each area carries the
// phrases that name its issues, the CRS topic labels and GAO subject terms it is filed under,
// and the federal agencies whose officials testify on it. Real policy words ("climate",
// "pollution", "tariff", "medicare", "cybersecurity") are here so full-text search finds rows.

export interface PolicyArea {
  readonly key: string;
  /** Issue phrases in title case, used in titles. */
  readonly issues: readonly string[];
  /** CRS website topic labels. */
  readonly crsTopics: readonly string[];
  /** GAO/GovInfo subject terms. */
  readonly gaoSubjects: readonly string[];
  /** Agencies whose officials testify or are audited on this area. */
  readonly agencies: readonly string[];
  /** Sentences describing the area's policy questions (abstracts and summaries). */
  readonly findings: readonly string[];
}

export const POLICY_AREAS: readonly PolicyArea[] = [
  {
    key: 'environment',
    issues: ['Climate Change and Extreme Weather', 'Air Pollution from Power Plants', 'Clean Water Act Enforcement', 'PFAS Contamination in Drinking Water', 'Wildfire Prevention and Forest Management', 'Endangered Species Act Implementation', 'Superfund Cleanup Progress', 'Methane Emissions from Oil and Gas Operations', 'Plastic Pollution in Waterways', 'Environmental Justice in Overburdened Communities', 'Climate Resilience of Federal Facilities'],
    crsTopics: ['Environmental Policy', 'Climate Change', 'Water Resources', 'Natural Resources'],
    gaoSubjects: ['Air pollution control', 'Climate change', 'Environmental monitoring', 'Hazardous substances', 'Water pollution', 'Wildfires', 'Drinking water'],
    agencies: ['Environmental Protection Agency', 'Department of the Interior', 'U.S. Forest Service', 'National Oceanic and Atmospheric Administration', 'U.S. Fish and Wildlife Service'],
    findings: ['Regulators rely on emissions data that facilities report themselves and verify only a small share of it.', 'Climate change is raising the cost of flood and wildfire damage to federal property.', 'Air pollution standards have cut fine particle levels, but monitoring gaps remain in rural counties.', 'Cleanup of contaminated sites has slowed as remaining sites are larger and more complex.', 'Drinking water systems serving small communities struggle to meet new contaminant limits.'],
  },
  {
    key: 'energy',
    issues: ['Electric Grid Reliability', 'Nuclear Waste Storage', 'Offshore Wind Development', 'Gasoline Prices and Refinery Capacity', 'Energy Efficiency Standards for Appliances', 'Critical Minerals Supply Chains', 'Liquefied Natural Gas Exports', 'Hydropower Licensing', 'Electric Vehicle Charging Infrastructure', 'The Strategic Petroleum Reserve'],
    crsTopics: ['Energy Policy', 'Natural Resources', 'Environmental Policy'],
    gaoSubjects: ['Electric power generation', 'Energy conservation', 'Nuclear waste management', 'Petroleum reserves', 'Renewable energy sources', 'Natural gas'],
    agencies: ['Department of Energy', 'Federal Energy Regulatory Commission', 'Nuclear Regulatory Commission', 'Bureau of Ocean Energy Management', 'Energy Information Administration'],
    findings: ['Extreme heat and cold have exposed reliability risks in regional electric grids.', 'The federal government has no permanent repository for spent nuclear fuel.', 'Permitting timelines for transmission lines average more than four years.', 'Demand for critical minerals used in batteries is growing faster than domestic supply.', 'Efficiency standards for appliances are behind their statutory review deadlines.'],
  },
  {
    key: 'health',
    issues: ['Medicare Drug Price Negotiation', 'Medicaid Expansion and Coverage', 'Opioid Addiction Treatment', 'Prescription Drug Shortages', 'Public Health Preparedness', 'Medicare Advantage Payment Accuracy', 'Mental Health Parity', 'Rural Hospital Closures', 'Food and Drug Administration User Fees', 'Pandemic Response and Vaccine Distribution', 'Medicare Physician Payment'],
    crsTopics: ['Health Policy', 'Medicare', 'Medicaid', 'Public Health'],
    gaoSubjects: ['Medicare', 'Medicaid', 'Health care costs', 'Prescription drugs', 'Public health', 'Health insurance', 'Substance abuse treatment'],
    agencies: ['Department of Health and Human Services', 'Centers for Medicare & Medicaid Services', 'Food and Drug Administration', 'Centers for Disease Control and Prevention', 'National Institutes of Health'],
    findings: ['Medicare spending on prescription drugs has grown faster than overall program spending.', 'Improper payments in Medicaid remain high because eligibility checks are incomplete.', 'Medicare Advantage plans receive payments inflated by coding intensity.', 'Shortages of sterile injectable drugs persist despite early warning requirements.', 'States report difficulty recruiting staff for opioid treatment programs.'],
  },
  {
    key: 'trade',
    issues: ['Tariffs on Steel and Aluminum Imports', 'Trade Relations with China', 'The Tariff Exclusion Process', 'Enforcement of Trade Agreements', 'Export Controls on Advanced Semiconductors', 'Section 301 Tariff Actions', 'Agricultural Exports and Retaliatory Tariffs', 'The United States-Mexico-Canada Agreement', 'Customs Modernization', 'Forced Labor in Supply Chains'],
    crsTopics: ['International Trade & Finance', 'Foreign Affairs', 'Agriculture & Food Policy'],
    gaoSubjects: ['International trade', 'Tariffs', 'Export controls', 'Customs administration', 'Trade agreements', 'Imports'],
    agencies: ['Office of the United States Trade Representative', 'Department of Commerce', 'U.S. Customs and Border Protection', 'International Trade Commission', 'Bureau of Industry and Security'],
    findings: ['The tariff exclusion process lacked consistent criteria for granting requests.', 'Retaliatory tariffs reduced agricultural exports to affected markets.', 'Customs officials collected additional tariff revenue but did not track its economic effects.', 'Export control licensing reviews take longer when several agencies must agree.', 'Enforcement of labor provisions in trade agreements depends on complaints from partner countries.'],
  },
  {
    key: 'finance',
    issues: ['Bank Capital Requirements', 'The Financial Stability Oversight Council', 'Digital Assets and Cryptocurrency Regulation', 'Consumer Financial Protection Bureau Supervision', 'Deposit Insurance Reform', 'Housing Finance Reform', 'Anti-Money Laundering Enforcement', 'Community Bank Regulatory Relief', 'Credit Reporting Accuracy', 'Insurance Market Stability'],
    crsTopics: ['Banking, Finance & Financial Regulation', 'Consumer Protection', 'Housing Policy'],
    gaoSubjects: ['Bank supervision', 'Financial regulation', 'Consumer protection', 'Deposit insurance', 'Securities regulation', 'Money laundering'],
    agencies: ['Securities and Exchange Commission', 'Federal Deposit Insurance Corporation', 'Board of Governors of the Federal Reserve System', 'Consumer Financial Protection Bureau', 'Department of the Treasury'],
    findings: ['Regulators identified weaknesses at failed banks but did not escalate supervisory actions in time.', 'Digital asset trading platforms are not subject to a single federal regulator.', 'Consumer complaints about credit reporting errors have risen sharply.', 'Deposit insurance coverage limits have not kept pace with business account balances.', 'Suspicious activity reports are underused by law enforcement agencies.'],
  },
  {
    key: 'tax',
    issues: ['Tax Reform and Economic Growth', 'The Earned Income Tax Credit', 'Internal Revenue Service Modernization', 'Tax Treatment of Carried Interest', 'Retirement Savings Incentives', 'Taxpayer Service and the Filing Season', 'International Tax Rules', 'The Child Tax Credit', 'Oversight of Tax-Exempt Organizations', 'Energy Tax Credits'],
    crsTopics: ['Taxation', 'Economic Policy', 'Federal Budget'],
    gaoSubjects: ['Tax administration', 'Tax credits', 'Tax law', 'Revenue collection', 'Tax-exempt organizations'],
    agencies: ['Internal Revenue Service', 'Department of the Treasury', 'Treasury Inspector General for Tax Administration', 'Joint Committee on Taxation', 'Congressional Budget Office'],
    findings: ['The tax gap between taxes owed and paid on time exceeds five hundred billion dollars a year.', 'Outdated information systems slow the processing of paper tax returns.', 'Eligible families do not claim refundable tax credits because of complex rules.', 'Audit rates for high-income taxpayers have fallen over the last decade.', 'Energy tax credits lack performance measures linking them to emissions reductions.'],
  },
  {
    key: 'agriculture',
    issues: ['Farm Bill Reauthorization', 'Crop Insurance Programs', 'The Supplemental Nutrition Assistance Program', 'Pesticide Registration and Food Safety', 'Rural Development Programs', 'Livestock Market Concentration', 'Agricultural Research Priorities', 'Dairy Pricing Policy', 'Animal Disease Prevention', 'Conservation Programs on Working Lands'],
    crsTopics: ['Agriculture & Food Policy', 'Rural Development', 'Nutrition'],
    gaoSubjects: ['Agricultural programs', 'Crop insurance', 'Food safety', 'Food assistance programs', 'Pesticides', 'Rural development'],
    agencies: ['Department of Agriculture', 'Food Safety and Inspection Service', 'Animal and Plant Health Inspection Service', 'Farm Service Agency', 'Natural Resources Conservation Service'],
    findings: ['Crop insurance premium subsidies are concentrated among the largest farms.', 'Food safety inspections of imported produce cover a small share of shipments.', 'SNAP error rates vary widely among states.', 'Conservation program payments are not targeted to the most vulnerable lands.', 'Animal disease outbreaks exposed gaps in livestock traceability.'],
  },
  {
    key: 'transportation',
    issues: ['Highway Trust Fund Solvency', 'Aviation Safety and Air Traffic Control', 'Surface Transportation Reauthorization', 'Rail Safety and Hazardous Materials', 'Pipeline Safety', 'Port Infrastructure and Supply Chains', 'Transit Capital Investment', 'Commercial Motor Vehicle Safety', 'Automated Vehicle Policy', 'Highway Bridge Repair and Maintenance'],
    crsTopics: ['Transportation & Infrastructure', 'Federal Budget', 'Energy Policy'],
    gaoSubjects: ['Highway planning', 'Aviation safety', 'Air traffic control', 'Railroad safety', 'Pipelines', 'Mass transit', 'Motor carriers'],
    agencies: ['Department of Transportation', 'Federal Aviation Administration', 'Federal Highway Administration', 'Federal Railroad Administration', 'Pipeline and Hazardous Materials Safety Administration', 'Federal Motor Carrier Safety Administration'],
    findings: ['Highway Trust Fund revenues from fuel taxes no longer cover highway spending.', 'Air traffic controller staffing shortages cause delays at busy facilities.', 'Rail tank car safety upgrades are behind the schedule set in regulation.', 'Pipeline operators report leaks that federal inspectors rarely verify on site.', 'The condition of highway bridges has improved but thousands remain in poor condition.'],
  },
  {
    key: 'defense',
    issues: ['Military Readiness', 'Defense Acquisition Reform', 'Nuclear Deterrence Modernization', 'Military Housing Conditions', 'Navy Shipbuilding Programs', 'Cybersecurity of Defense Networks', 'Transition Assistance for Service Members', 'Security Cooperation in the Indo-Pacific', 'Missile Defense Programs', 'Military Health System Reform'],
    crsTopics: ['Defense Policy', 'Defense Budget', 'Foreign Affairs'],
    gaoSubjects: ['Defense procurement', 'Military readiness', 'Weapon systems', 'Military housing', 'Defense budgets', 'Nuclear weapons'],
    agencies: ['Department of Defense', 'Department of the Army', 'Department of the Navy', 'Department of the Air Force', 'National Nuclear Security Administration'],
    findings: ['Major weapon programs continue to exceed cost and schedule baselines.', 'Private military housing inspections found persistent mold and pest problems.', 'Shipyard maintenance delays reduce the number of ships available for deployment.', 'The department cannot fully account for equipment transferred to partner nations.', 'Cybersecurity requirements are not consistently included in weapon system contracts.'],
  },
  {
    key: 'technology',
    issues: ['Cybersecurity of Critical Infrastructure', 'Data Privacy and Consumer Protection', 'Artificial Intelligence Oversight', 'Rural Broadband Deployment', 'Spectrum Auctions', 'Online Platform Accountability', 'Ransomware Attacks on Hospitals and Schools', 'Federal Information Technology Modernization', 'Semiconductor Manufacturing Incentives', 'Children\'s Online Safety'],
    crsTopics: ['Science & Technology', 'Telecommunications & Internet', 'Cybersecurity'],
    gaoSubjects: ['Cybersecurity', 'Information security', 'Broadband', 'Telecommunications', 'Information technology', 'Artificial intelligence', 'Privacy law'],
    agencies: ['Cybersecurity and Infrastructure Security Agency', 'Federal Communications Commission', 'Federal Trade Commission', 'National Telecommunications and Information Administration', 'National Institute of Standards and Technology', 'Office of Management and Budget'],
    findings: ['Agencies have not fully implemented cybersecurity recommendations made over the past decade.', 'Federal broadband maps overstated coverage in rural areas.', 'Ransomware attacks on hospitals disrupted patient care for weeks.', 'Legacy information technology systems cost agencies billions of dollars a year to operate.', 'Artificial intelligence use cases at agencies lack required inventories and risk assessments.'],
  },
  {
    key: 'labor',
    issues: ['Workplace Safety Enforcement', 'Minimum Wage Standards', 'Pension Plan Solvency', 'Apprenticeship and Workforce Training', 'Independent Contractor Classification', 'Unemployment Insurance Integrity', 'Paid Family Leave', 'Child Care Affordability', 'Union Elections and Labor Law', 'Heat Stress Protections for Workers'],
    crsTopics: ['Labor & Employment', 'Social Welfare', 'Education'],
    gaoSubjects: ['Occupational safety', 'Pension plans', 'Unemployment insurance', 'Workforce development', 'Labor law', 'Child care'],
    agencies: ['Department of Labor', 'Occupational Safety and Health Administration', 'Pension Benefit Guaranty Corporation', 'National Labor Relations Board', 'Employment and Training Administration'],
    findings: ['Workplace safety inspections reach a small fraction of establishments each year.', 'Fraud in pandemic unemployment insurance programs may have exceeded one hundred billion dollars.', 'Multiemployer pension plans face insolvency without additional assistance.', 'Apprenticeship programs have expanded but completion rates remain low.', 'Child care costs exceed a fifth of income for many low-income families.'],
  },
  {
    key: 'education',
    issues: ['Student Loan Servicing', 'Higher Education Affordability', 'School Safety', 'Career and Technical Education', 'Title I Funding for Schools', 'Early Childhood Education', 'For-Profit College Oversight', 'Free Speech on Campus', 'Special Education Funding', 'Teacher Shortages'],
    crsTopics: ['Education', 'Labor & Employment', 'Federal Budget'],
    gaoSubjects: ['Student loans', 'Higher education', 'Elementary and secondary education', 'School safety', 'Special education', 'Education grants'],
    agencies: ['Department of Education', 'Office of Federal Student Aid', 'Administration for Children and Families', 'National Center for Education Statistics'],
    findings: ['Student loan servicers gave borrowers inaccurate information about repayment options.', 'Oversight of for-profit colleges did not detect misleading recruitment practices.', 'Schools in high-poverty districts report more building conditions that affect learning.', 'Federal special education funding covers less than the share authorized in law.', 'Teacher shortages are most severe in special education and science.'],
  },
  {
    key: 'justice',
    issues: ['Federal Prison Oversight', 'Immigration Court Backlogs', 'Border Security and Enforcement', 'Violent Crime and Public Safety', 'Antitrust Enforcement in Digital Markets', 'Fentanyl Trafficking', 'Election Security', 'Judicial Security', 'Asylum Processing', 'Forensic Science Standards'],
    crsTopics: ['Crime Policy', 'Immigration', 'Law & Justice'],
    gaoSubjects: ['Prisons', 'Immigration enforcement', 'Border security', 'Law enforcement', 'Antitrust law', 'Drug trafficking', 'Elections'],
    agencies: ['Department of Justice', 'Federal Bureau of Investigation', 'Drug Enforcement Administration', 'Federal Bureau of Prisons', 'Department of Homeland Security', 'U.S. Citizenship and Immigration Services'],
    findings: ['Immigration court backlogs exceed three million pending cases.', 'Staffing shortages in federal prisons lead to extended lockdowns.', 'Fentanyl seizures at ports of entry have increased each year since 2019.', 'Election officials need more timely threat information from federal partners.', 'Forensic laboratories lack uniform accreditation requirements.'],
  },
  {
    key: 'government',
    issues: ['Federal Hiring and Workforce Management', 'Improper Payments in Federal Programs', 'Inspector General Independence', 'The Federal Budget Outlook', 'Effects of Government Shutdowns', 'Federal Real Property Management', 'The Regulatory Process', 'Census Bureau Operations', 'Postal Service Finances', 'Freedom of Information Act Compliance'],
    crsTopics: ['Federal Budget', 'Government Operations', 'Congress'],
    gaoSubjects: ['Federal agencies', 'Improper payments', 'Budget deficit', 'Federal property management', 'Regulatory agencies', 'Postal service', 'Federal employees'],
    agencies: ['Office of Management and Budget', 'Office of Personnel Management', 'General Services Administration', 'United States Postal Service', 'Census Bureau', 'Government Accountability Office'],
    findings: ['Improper payments across federal programs totaled more than two hundred billion dollars.', 'Federal agencies continue to hold underused office buildings.', 'The Postal Service lost money in most recent years as mail volume declined.', 'The federal debt held by the public is projected to exceed its historical high.', 'Agencies have not fully implemented workforce plans to close skills gaps.'],
  },
  {
    key: 'foreign',
    issues: ['Humanitarian Assistance Effectiveness', 'Sanctions on Russia', 'The Situation in the Middle East', 'Foreign Assistance Reform', 'Global Health Security', 'Oversight of Foreign Arms Sales', 'Diplomatic Security', 'Relations with Latin America', 'Countering Chinese Influence', 'Refugee Admissions'],
    crsTopics: ['Foreign Affairs', 'International Trade & Finance', 'Defense Policy'],
    gaoSubjects: ['Foreign aid', 'Economic sanctions', 'Diplomacy', 'Humanitarian assistance', 'Arms sales', 'Refugees'],
    agencies: ['Department of State', 'U.S. Agency for International Development', 'Office of Foreign Assets Control', 'Millennium Challenge Corporation'],
    findings: ['Sanctions enforcement relies on financial institutions to identify evasion.', 'Humanitarian assistance programs lacked monitoring in conflict zones.', 'Embassy construction projects exceeded their original cost estimates.', 'Foreign assistance performance data are inconsistent across agencies.', 'Global health security funding declined after emergency appropriations ended.'],
  },
  {
    key: 'housing',
    issues: ['Affordable Housing Supply', 'Homelessness Assistance Programs', 'Public Housing Conditions', 'National Flood Insurance Program Reauthorization', 'Disaster Recovery Grants', 'Fair Housing Enforcement', 'Rental Assistance', 'Community Development Block Grants', 'Lead Hazards in Housing', 'Manufactured Housing Standards'],
    crsTopics: ['Housing Policy', 'Disaster Response', 'Rural Development'],
    gaoSubjects: ['Housing programs', 'Public housing', 'Flood insurance', 'Disaster recovery', 'Homelessness', 'Community development'],
    agencies: ['Department of Housing and Urban Development', 'Federal Emergency Management Agency', 'Federal Housing Administration', 'Federal Housing Finance Agency'],
    findings: ['Disaster recovery grants took years to reach households after major hurricanes.', 'The National Flood Insurance Program owes the Treasury more than twenty billion dollars.', 'Inspections of public housing missed serious health and safety hazards.', 'Rental assistance reaches about one in four eligible households.', 'Lead hazard reduction grants are concentrated in a small number of cities.'],
  },
  {
    key: 'veterans',
    issues: ['Veterans Health Care Access', 'The Disability Claims Backlog', 'Veteran Suicide Prevention', 'Toxic Exposure Benefits', 'The Post-9/11 GI Bill', 'VA Electronic Health Record Modernization', 'Ending Veteran Homelessness', 'The Veterans Community Care Program', 'Caregiver Support Programs', 'VA Infrastructure Needs'],
    crsTopics: ['Veterans Policy', 'Health Policy', 'Defense Policy'],
    gaoSubjects: ['Veterans benefits', 'Veterans hospitals', 'Disability compensation', 'Health care services', 'Veterans'],
    agencies: ['Department of Veterans Affairs', 'Veterans Health Administration', 'Veterans Benefits Administration'],
    findings: ['Wait times for community care appointments exceed program standards.', 'The electronic health record rollout caused patient safety incidents at pilot sites.', 'Claims backlogs grew after toxic exposure eligibility expanded.', 'Suicide prevention outreach did not reach many veterans at elevated risk.', 'Many VA medical facilities are more than fifty years old.'],
  },
  {
    key: 'science',
    issues: ['Climate Science Research', 'Space Exploration Priorities', 'National Science Foundation Research', 'Weather Forecasting Improvements', 'Scientific Integrity', 'STEM Education', 'Fusion Energy Research', 'Ocean Observation Systems', 'Research Security', 'Earthquake and Tsunami Warning'],
    crsTopics: ['Science & Technology', 'Energy Policy', 'Education'],
    gaoSubjects: ['Research and development', 'Space exploration', 'Weather forecasting', 'Scientific research', 'Science education'],
    agencies: ['National Aeronautics and Space Administration', 'National Science Foundation', 'Office of Science and Technology Policy', 'National Weather Service', 'U.S. Geological Survey'],
    findings: ['Major space programs experienced launch delays and cost growth.', 'Weather satellite gaps could degrade forecast accuracy.', 'Research agencies lack consistent policies for foreign funding disclosure.', 'Climate models used by agencies need higher resolution regional data.', 'Scientific integrity policies vary in how they handle political interference.'],
  },
];

/** Ways a GAO report title follows its "Area:" prefix. `{issue}` is an issue phrase. */
export const GAO_TITLE_PATTERNS: readonly string[] = [
  'Actions Needed to Improve {issue}', 'Agencies Should Strengthen Oversight of {issue}', 'Opportunities Exist to Improve {issue}',
  'Additional Steps Needed to Address {issue}', 'Observations on {issue}', 'Status of {issue}', 'Better Data Needed on {issue}',
  'Key Challenges Facing {issue}', 'Federal Efforts on {issue} Lack Coordination', 'Improved Planning Needed for {issue}',
];

/** Short labels GAO puts before the colon in report titles, keyed by policy area. */
export const GAO_AREA_LABELS: Readonly<Record<string, readonly string[]>> = {
  environment: ['Environmental Protection', 'Climate Change', 'Water Quality', 'Hazardous Waste'],
  energy: ['Energy', 'Electricity Grid', 'Nuclear Waste', 'Renewable Energy'],
  health: ['Medicare', 'Medicaid', 'Public Health Preparedness', 'Drug Safety'],
  trade: ['International Trade', 'Export Controls', 'Tariff Administration'],
  finance: ['Financial Regulation', 'Bank Supervision', 'Consumer Protection'],
  tax: ['Tax Administration', 'Tax Policy', 'IRS Modernization'],
  agriculture: ['Farm Programs', 'Food Safety', 'Nutrition Assistance'],
  transportation: ['Highway Infrastructure', 'Aviation Safety', 'Rail Safety', 'Pipeline Safety'],
  defense: ['Defense Acquisitions', 'Military Readiness', 'Weapon Systems'],
  technology: ['Cybersecurity', 'Information Technology', 'Broadband', 'Artificial Intelligence'],
  labor: ['Workplace Safety', 'Retirement Security', 'Unemployment Insurance'],
  education: ['Higher Education', 'K-12 Education', 'Student Loans'],
  justice: ['Federal Prisons', 'Immigration Enforcement', 'Law Enforcement'],
  government: ['Improper Payments', 'Federal Workforce', 'Federal Real Property', 'Budget Issues'],
  foreign: ['Foreign Assistance', 'Sanctions', 'Embassy Security'],
  housing: ['Disaster Recovery', 'Flood Insurance', 'Public Housing'],
  veterans: ['VA Health Care', 'Veterans Benefits', 'VA Acquisition'],
  science: ['NASA', 'Weather Satellites', 'Federal Research'],
};

/** Ways a CRS report title frames an issue phrase. */
export const CRS_TITLE_PATTERNS: readonly string[] = [
  '{issue}: Background and Issues for Congress', '{issue}: Overview and Policy Options', '{issue}: Frequently Asked Questions',
  '{issue}: In Brief', 'Legislative Options on {issue}', '{issue}: Recent Developments', 'Federal Role in {issue}',
  '{issue}: Legal Framework and Current Litigation', '{issue}: Funding and Program Overview', 'An Introduction to {issue}',
];

/** Ways a hearing title frames an issue phrase (`{agency}`, `{issue}`, `{year}`). */
export const HEARING_TITLE_PATTERNS: readonly string[] = [
  'Examining {issue}', 'Oversight of {issue}', '{issue}', 'Hearing on {issue}', '{issue}: Challenges and Opportunities',
  'The State of {issue}', 'Review of {issue}', 'Legislative Hearing on {issue}', 'Oversight of the {agency}',
  'The {agency} Fiscal Year {year} Budget Request', '{issue}: Perspectives from Stakeholders', 'Field Hearing on {issue}',
];
