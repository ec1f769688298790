// OIRA review vocabulary: reginfo.gov's agency acronyms (keyed by Federal Register agency name),
// review stages and outcomes, meeting stages and types, and who sits in OIRA's meetings.

/** reginfo.gov's acronym of each Federal Register agency with a RIN prefix; sub-agencies are
 *  written DEPARTMENT/AGENCY as reginfo writes them. */
export const REGINFO_ACRONYMS: Readonly<Record<string, string>> = {
  'Agriculture Department': 'USDA',
  'Commerce Department': 'DOC',
  'Defense Department': 'DOD',
  'Education Department': 'ED',
  'Energy Department': 'DOE',
  'Health and Human Services Department': 'HHS',
  'Homeland Security Department': 'DHS',
  'Housing and Urban Development Department': 'HUD',
  'Interior Department': 'DOI',
  'Justice Department': 'DOJ',
  'Labor Department': 'DOL',
  'State Department': 'DOS',
  'Transportation Department': 'DOT',
  'Treasury Department': 'TREAS',
  'Veterans Affairs Department': 'VA',
  'Environmental Protection Agency': 'EPA',
  'Securities and Exchange Commission': 'SEC',
  'Federal Energy Regulatory Commission': 'DOE/FERC',
  'Nuclear Regulatory Commission': 'NRC',
  'Federal Communications Commission': 'FCC',
  'Federal Reserve System': 'FRS',
  'Federal Deposit Insurance Corporation': 'FDIC',
  'Consumer Financial Protection Bureau': 'CFPB',
  'Consumer Product Safety Commission': 'CPSC',
  'Federal Trade Commission': 'FTC',
  'Commodity Futures Trading Commission': 'CFTC',
  'Small Business Administration': 'SBA',
  'Social Security Administration': 'SSA',
  'Postal Regulatory Commission': 'PRC',
  'Postal Service': 'USPS',
  'National Aeronautics and Space Administration': 'NASA',
  'National Archives and Records Administration': 'NARA',
  'Personnel Management Office': 'OPM',
  'General Services Administration': 'GSA',
  'National Science Foundation': 'NSF',
  'National Labor Relations Board': 'NLRB',
  'Equal Employment Opportunity Commission': 'EEOC',
  'Trade Representative, Office of United States': 'USTR',
  'Federal Election Commission': 'FEC',
  'Railroad Retirement Board': 'RRB',
  'Surface Transportation Board': 'STB',
  'Federal Maritime Commission': 'FMC',
  'Animal and Plant Health Inspection Service': 'USDA/APHIS',
  'Food Safety and Inspection Service': 'USDA/FSIS',
  'Agricultural Marketing Service': 'USDA/AMS',
  'Forest Service': 'USDA/FS',
  'Food and Nutrition Service': 'USDA/FNS',
  'Rural Utilities Service': 'USDA/RUS',
  'Natural Resources Conservation Service': 'USDA/NRCS',
  'National Oceanic and Atmospheric Administration': 'DOC/NOAA',
  'International Trade Administration': 'DOC/ITA',
  'Industry and Security Bureau': 'DOC/BIS',
  'Patent and Trademark Office': 'DOC/PTO',
  'Census Bureau': 'DOC/CENSUS',
  'National Institute of Standards and Technology': 'DOC/NIST',
  'Energy Efficiency and Renewable Energy Office': 'DOE/EERE',
  'Food and Drug Administration': 'HHS/FDA',
  'Centers for Medicare & Medicaid Services': 'HHS/CMS',
  'Centers for Disease Control and Prevention': 'HHS/CDC',
  'National Institutes of Health': 'HHS/NIH',
  'Health Resources and Services Administration': 'HHS/HRSA',
  'Substance Abuse and Mental Health Services Administration': 'HHS/SAMHSA',
  'Coast Guard': 'DHS/USCG',
  'Federal Emergency Management Agency': 'DHS/FEMA',
  'U.S. Citizenship and Immigration Services': 'DHS/USCIS',
  'U.S. Customs and Border Protection': 'DHS/USCBP',
  'Transportation Security Administration': 'DHS/TSA',
  'Fish and Wildlife Service': 'DOI/FWS',
  'Land Management Bureau': 'DOI/BLM',
  'National Park Service': 'DOI/NPS',
  'Ocean Energy Management Bureau': 'DOI/BOEM',
  'Safety and Environmental Enforcement Bureau': 'DOI/BSEE',
  'Surface Mining Reclamation and Enforcement Office': 'DOI/OSMRE',
  'Indian Affairs Bureau': 'DOI/BIA',
  'Drug Enforcement Administration': 'DOJ/DEA',
  'Alcohol, Tobacco, Firearms, and Explosives Bureau': 'DOJ/ATF',
  'Occupational Safety and Health Administration': 'DOL/OSHA',
  'Mine Safety and Health Administration': 'DOL/MSHA',
  'Employee Benefits Security Administration': 'DOL/EBSA',
  'Wage and Hour Division': 'DOL/WHD',
  'Employment and Training Administration': 'DOL/ETA',
  'Federal Aviation Administration': 'DOT/FAA',
  'Federal Motor Carrier Safety Administration': 'DOT/FMCSA',
  'National Highway Traffic Safety Administration': 'DOT/NHTSA',
  'Pipeline and Hazardous Materials Safety Administration': 'DOT/PHMSA',
  'Federal Railroad Administration': 'DOT/FRA',
  'Federal Transit Administration': 'DOT/FTA',
  'Maritime Administration': 'DOT/MARAD',
  'Internal Revenue Service': 'TREAS/IRS',
  'Foreign Assets Control Office': 'TREAS/OFAC',
  'Comptroller of the Currency': 'TREAS/OCC',
  'Financial Crimes Enforcement Network': 'TREAS/FINCEN',
  'Alcohol and Tobacco Tax and Trade Bureau': 'TREAS/TTB',
};

/** Rulemaking stages a review is of, with rough shares. */
export const REVIEW_STAGES: readonly string[] = [
  'Proposed Rule',
  'Final Rule',
  'Interim Final Rule',
  'Prerule',
  'Notice',
  'Direct Final Rule',
];
export const REVIEW_STAGE_WEIGHTS: readonly number[] = [42, 40, 7, 4, 6, 1];

/** Outcomes of completed reviews under Executive Order 12866, with rough shares. */
export const DECISIONS: readonly string[] = [
  'Consistent with Change',
  'Consistent without Change',
  'Withdrawn',
  'Returned for Reconsideration',
  'Improperly Submitted',
  'Exempt from Executive Order',
  'Statutory or Judicial Deadline',
];
export const DECISION_WEIGHTS: readonly number[] = [55, 36, 5, 0.6, 0.6, 1.5, 1.3];

/** Outcomes of the 1981–1993 reviews under Executive Order 12291. */
export const EARLY_DECISIONS: readonly string[] = [
  'Consistent without Change',
  'Consistent with Change',
  'Withdrawn by Agency',
  'Returned for Consideration',
  'Emergency',
  'Statutory or Judicial Deadline',
  'Suspended',
];
export const EARLY_DECISION_WEIGHTS: readonly number[] = [70, 20, 4, 1.5, 1.5, 2, 1];

/** Meeting rule stages, by review stage. */
export const MEETING_STAGES: Readonly<Record<string, string>> = {
  'Proposed Rule': 'Proposed Rule Stage',
  'Final Rule': 'Final Rule Stage',
  'Interim Final Rule': 'Final Rule Stage',
  'Direct Final Rule': 'Final Rule Stage',
  Prerule: 'Prerule Stage',
  Notice: 'Prerule Stage',
};

/** Meeting types of the bulk meeting file and their type codes (our rendering: no list is published). */
export const MEETING_TYPES: readonly { readonly type: string; readonly code: string; readonly weight: number }[] = [
  { type: 'Meeting', code: 'M', weight: 5 },
  { type: 'Teleconference', code: 'T', weight: 3 },
  { type: 'Video Conference', code: 'V', weight: 2 },
];

/** How Executive Office of the President staff write their organisation on attendee lists. */
export const EOP_ORGS: readonly string[] = [
  'OMB/OIRA',
  'OIRA',
  'OMB',
  'Office of Management and Budget',
  'Office of Information and Regulatory Affairs',
  'NEC',
  'National Economic Council',
  'CEA',
  'Council of Economic Advisers',
  'OSTP',
  'Domestic Policy Council',
  'National Security Council',
  'White House Counsel',
];
/** OIRA's own staff come to nearly every meeting; the other offices now and then. */
export const OIRA_ORGS: readonly string[] = [
  'OMB/OIRA',
  'OIRA',
  'OMB',
  'Office of Management and Budget',
  'Office of Information and Regulatory Affairs',
];

/** Outside organisations that request meetings besides the shared list (advocates, states, coalitions). */
export const REQUESTOR_ORGS: readonly string[] = [
  'Ocean Conservancy',
  'Oceana',
  'Connecticut Department of Energy and Environmental Protection',
  'People for the Ethical Treatment of Animals',
  'Combined Heat and Power Alliance',
  'American Association of People with Disabilities',
  'Earthjustice',
  'Natural Resources Defense Council',
  'Environmental Defense Fund',
  'Public Citizen',
  'Center for Science in the Public Interest',
  'National Association of Home Builders',
  'American Farm Bureau Federation',
  'Edison Electric Institute',
  'Alliance for Automotive Innovation',
  'American Chemistry Council',
  'National Mining Association',
  'American Trucking Associations',
  'National Restaurant Association',
  'Society for Human Resource Management',
  'Coalition for Sensible Safeguards',
  'State of California',
  'New York State Attorney General',
  'National Governors Association',
  'U.S. Conference of Mayors',
];

/** Honorifics left in a name because the loader removes only Mr., Ms., Mrs., Dr. and Prof. */
export const KEPT_HONORIFICS: readonly string[] = ['Hon.', 'Sen.', 'Rep.'];
