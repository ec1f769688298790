// Wording for Regulations.gov documents and comments and for presidential documents.

/** Titles of docket material that is not itself a Federal Register document. `{rule}` is the docket title. */
export const SUPPORTING_TITLES: readonly string[] = [
  'Technical Support Document: {rule}',
  'Regulatory Impact Analysis for the {rule}',
  'Economic Analysis: {rule}',
  'Response to Comments Document',
  'Memorandum: Meeting With Stakeholders Regarding the {rule}',
  'Docket Index',
  'Environmental Assessment',
  'Draft Environmental Impact Statement',
  'Information Collection Request Supporting Statement',
  'Public Hearing Transcript',
  'Summary of Public Hearing Testimony',
  'Risk Assessment Supporting the {rule}',
  'Small Business Advocacy Review Panel Report',
  'Peer Review Report',
  'Cost Analysis Memorandum',
  'Data Analysis Spreadsheet',
  'Literature Search and Screening Results',
  'Letter From the Office of Management and Budget',
  'Reference: Published Study Cited in the Proposal',
];

export const SUPPORTING_SUBTYPES: readonly string[] = [
  'Technical Support Document',
  'Economic Analysis',
  'Memorandum',
  'Meeting',
  'Background Material',
  'Reference',
  'Public Hearing',
  'Index',
];

export const OTHER_TITLES: readonly string[] = [
  'Extension of Comment Period',
  'Notice of Public Hearing',
  'Correction',
  'Request for Extension of the Comment Period',
  'Letter to Interested Parties',
  'Petition for Rulemaking',
  'Notice of Data Availability',
];

/** Opening sentences for abstracts; {agency} is the agency's display name. */
export const ABSTRACT_OPENERS: Readonly<Record<'Rule' | 'Proposed Rule' | 'Notice' | 'Other', readonly string[]>> = {
  Rule: [
    'The {agency} is finalizing amendments to its regulations to {purpose}.',
    'This final rule revises existing requirements in order to {purpose}.',
    'The {agency} is issuing this final rule to {purpose}.',
    'In this action, the {agency} adopts standards intended to {purpose}.',
  ],
  'Proposed Rule': [
    'The {agency} is proposing to amend its regulations to {purpose}.',
    'This proposed rule would revise existing requirements in order to {purpose}.',
    'The {agency} requests comment on a proposal to {purpose}.',
    'In this action, the {agency} proposes standards intended to {purpose}.',
  ],
  Notice: [
    'The {agency} announces the availability of information related to efforts to {purpose}.',
    'This notice invites public comment on agency activities that {purposeVerb}.',
    'The {agency} gives notice of an action undertaken to {purpose}.',
  ],
  Other: ['The {agency} publishes this document to {purpose}.'],
};

/** Closing sentences for abstracts. */
export const ABSTRACT_CLOSERS: readonly string[] = [
  'The action also addresses comments received on the proposal, including comments on costs to small businesses.',
  'The agency estimates that the benefits of this action, including public health and environmental benefits, exceed its costs.',
  'This action responds to petitions for rulemaking and to a court decision remanding the prior rule.',
  'The requirements apply to new and existing sources and include monitoring, recordkeeping, and reporting provisions.',
  'The agency also seeks comment on the impacts of this action on small entities and on environmental justice communities.',
  'This document also corrects typographical errors in the regulatory text.',
  'Compliance dates are phased in to give regulated entities time to adjust.',
  'Comments must be received on or before the date specified in the DATES section.',
];

/** Sentences of public comment text (comment_details.comment_text). {rule} is the docket title. */
export const COMMENT_SENTENCES: readonly string[] = [
  'I strongly support the {rule} and urge the agency to finalize it without delay.',
  'I oppose this proposal because it will raise costs for families and small businesses.',
  'Please strengthen this rule to protect public health and reduce pollution in our communities.',
  'Climate change is already harming my community and the agency must act now.',
  'The compliance deadlines are unrealistic for small operators in rural areas.',
  'The economic analysis underestimates the costs of compliance for our industry.',
  'Our members have serious concerns about the reporting requirements in the proposed rule.',
  'We request that the comment period be extended by at least 60 days.',
  'This rule will protect children who are most vulnerable to air pollution and toxic chemicals.',
  'Medicare beneficiaries in my state depend on access to these services.',
  'Tariffs on these imports have raised prices for American manufacturers and consumers.',
  'The agency should consider less burdensome alternatives that achieve the same environmental benefits.',
  'I live near a facility covered by this rule and my family suffers from asthma.',
  "We support the agency's goals but recommend several technical corrections described in the attached letter.",
  'The proposal lacks a sound scientific basis and should be withdrawn.',
  'Please protect endangered species and their habitat from further loss.',
  'Farmers need clear guidance and flexibility to comply with these requirements.',
  'The data cited in the proposal are outdated; more recent monitoring data show a different trend.',
  'Stronger enforcement is needed to hold polluters accountable.',
  'Thank you for the opportunity to comment on this important rulemaking.',
];

/** comment_details.category values and the submitter kinds they go with. */
export const INDIVIDUAL_CATEGORIES: readonly string[] = [
  'Individual',
  'Individual',
  'Individual',
  'Private Citizen',
  'Health Care Professional',
  'Farmer/Rancher',
  'Academic',
];
export const ORGANIZATION_CATEGORIES: readonly string[] = [
  'Business',
  'Trade Association',
  'Nonprofit Organization',
  'Environmental/Conservation Organization',
  'Labor Union',
  'Academic Institution',
  'Law Firm',
];
export const GOVERNMENT_COMMENTERS: readonly { agency: string; type: string; state: string }[] = [
  { agency: 'California Air Resources Board', type: 'State', state: 'CA' },
  { agency: 'Texas Commission on Environmental Quality', type: 'State', state: 'TX' },
  { agency: 'New York State Department of Environmental Conservation', type: 'State', state: 'NY' },
  { agency: 'Wisconsin Department of Natural Resources', type: 'State', state: 'WI' },
  { agency: 'City of Houston', type: 'Local', state: 'TX' },
  { agency: 'Maricopa County Air Quality Department', type: 'Local', state: 'AZ' },
  { agency: 'Navajo Nation Environmental Protection Agency', type: 'Tribal', state: 'AZ' },
  { agency: 'U.S. Small Business Administration Office of Advocacy', type: 'Federal', state: 'DC' },
];

/** Mailing places for comment_details: city, two-letter state, ZIP prefix. */
export const PLACES: readonly { city: string; state: string; zip: string }[] = [
  { city: 'Houston', state: 'TX', zip: '770' },
  { city: 'Austin', state: 'TX', zip: '787' },
  { city: 'Los Angeles', state: 'CA', zip: '900' },
  { city: 'Oakland', state: 'CA', zip: '946' },
  { city: 'Fresno', state: 'CA', zip: '937' },
  { city: 'Denver', state: 'CO', zip: '802' },
  { city: 'Chicago', state: 'IL', zip: '606' },
  { city: 'Detroit', state: 'MI', zip: '482' },
  { city: 'Columbus', state: 'OH', zip: '432' },
  { city: 'Pittsburgh', state: 'PA', zip: '152' },
  { city: 'Philadelphia', state: 'PA', zip: '191' },
  { city: 'Brooklyn', state: 'NY', zip: '112' },
  { city: 'Albany', state: 'NY', zip: '122' },
  { city: 'Boston', state: 'MA', zip: '021' },
  { city: 'Burlington', state: 'VT', zip: '054' },
  { city: 'Atlanta', state: 'GA', zip: '303' },
  { city: 'Miami', state: 'FL', zip: '331' },
  { city: 'Tampa', state: 'FL', zip: '336' },
  { city: 'Charlotte', state: 'NC', zip: '282' },
  { city: 'Richmond', state: 'VA', zip: '232' },
  { city: 'Washington', state: 'DC', zip: '200' },
  { city: 'Baltimore', state: 'MD', zip: '212' },
  { city: 'Nashville', state: 'TN', zip: '372' },
  { city: 'New Orleans', state: 'LA', zip: '701' },
  { city: 'Des Moines', state: 'IA', zip: '503' },
  { city: 'Omaha', state: 'NE', zip: '681' },
  { city: 'Minneapolis', state: 'MN', zip: '554' },
  { city: 'Madison', state: 'WI', zip: '537' },
  { city: 'Phoenix', state: 'AZ', zip: '850' },
  { city: 'Albuquerque', state: 'NM', zip: '871' },
  { city: 'Salt Lake City', state: 'UT', zip: '841' },
  { city: 'Boise', state: 'ID', zip: '837' },
  { city: 'Seattle', state: 'WA', zip: '981' },
  { city: 'Portland', state: 'OR', zip: '972' },
  { city: 'Anchorage', state: 'AK', zip: '995' },
  { city: 'Honolulu', state: 'HI', zip: '968' },
  { city: 'Billings', state: 'MT', zip: '591' },
  { city: 'Cheyenne', state: 'WY', zip: '820' },
  { city: 'Little Rock', state: 'AR', zip: '722' },
  { city: 'Oklahoma City', state: 'OK', zip: '731' },
];

/** Executive Order titles (templates filled from EO_SLOTS). */
export const EO_TITLES: readonly string[] = [
  'Promoting {goal}',
  'Strengthening {goal}',
  'Protecting {goal}',
  'Improving {goal}',
  'Advancing {goal}',
  'Ensuring {goal}',
  'Blocking Property of Certain Persons Contributing to the Situation in {country}',
  'Adjustments of Certain Rates of Pay',
  'Providing an Order of Succession Within the Department of {department}',
  "Establishing the President's {council}",
  'Continuance of Certain Federal Advisory Committees',
  'Amendments to Executive Order {priorEo}',
  'Revocation of Certain Executive Orders Concerning Federal Regulation',
  'Modifying Duties on Imports From {country}',
  'Imposing Tariffs on Imports of {good}',
  'Reducing Regulation and Controlling Regulatory Costs',
  'Tackling {crisis} at Home and Abroad',
];

export const PROCLAMATION_TITLES: readonly string[] = [
  'National {observance} Month, {year}',
  '{day} Day, {year}',
  'National {observance} Week, {year}',
  'Honoring the Victims of the Tragedy in {place}',
  'Adjusting Imports of {good} Into the United States',
  'To Implement the {agreement} Trade Agreement and for Other Purposes',
  'Establishment of the {monument} National Monument',
  'Suspension of Entry as Immigrants and Nonimmigrants of Persons Who Pose a Risk',
  'To Modify Duty-Free Treatment Under the Generalized System of Preferences',
];

export const EO_SLOTS: Readonly<Record<string, readonly string[]>> = {
  goal: [
    'Competition in the American Economy',
    'Access to Voting',
    "the Nation's Cybersecurity",
    'Public Health and the Environment',
    'Clean Energy Industries and Jobs',
    'Racial Equity and Support for Underserved Communities',
    'Energy Independence and Economic Growth',
    'American Manufacturing',
    'Access to Affordable Health Care',
    'Federal Sustainability',
    'Drinking Water Infrastructure',
    'the Resilience of the Electric Grid to Climate Change',
    'Buy American Requirements',
    'Regulatory Review',
    'Medicare for Seniors',
    'Transparency in Federal Rulemaking',
    'Worker Organizing and Empowerment',
  ],
  country: ['Burma', 'Nicaragua', 'Belarus', 'Ukraine', 'Venezuela', 'Hong Kong', 'Ethiopia', 'Sudan', 'Mali', 'Canada', 'Mexico', 'China'],
  department: ['Agriculture', 'Commerce', 'Energy', 'Justice', 'Labor', 'the Treasury', 'Transportation', 'Veterans Affairs'],
  council: [
    'Council of Advisors on Science and Technology',
    'Export Council',
    'Board of Advisors on Historically Black Colleges and Universities',
    'Task Force on Climate Resilience',
    'Management Council',
  ],
  priorEo: ['12866', '13563', '13771', '14008', '13990'],
  good: ['Steel', 'Aluminum', 'Copper', 'Lumber', 'Automobiles and Automobile Parts', 'Semiconductors'],
  crisis: ['the Climate Crisis', 'the Opioid Crisis', 'the Affordability Crisis'],
  observance: [
    'Small Business',
    'Disability Employment Awareness',
    'Farm Safety and Health',
    'Hispanic Heritage',
    'Black History',
    "Women's History",
    'Public Lands',
    'Clean Energy',
    'Ocean',
    'Forest Products',
    'Preparedness',
    'Domestic Violence Awareness and Prevention',
    'Child Health',
    'Pollution Prevention',
  ],
  day: [
    'Earth',
    'Labor',
    'Columbus',
    'Veterans',
    'Memorial',
    'World AIDS',
    'Loyalty',
    'Wright Brothers',
    'Pan American',
    'National Maritime',
    'Patriot',
  ],
  place: ['Uvalde, Texas', 'Buffalo, New York', 'Highland Park, Illinois', 'Lahaina, Maui', 'Lewiston, Maine'],
  agreement: ['United States-Mexico-Canada', 'United States-Korea Free', 'United States-Japan', 'African Growth and Opportunity Act'],
  monument: ['Chuckwalla', "Baaj Nwaavjo I'tah Kukveni", 'Avi Kwa Ame', 'Castner Range', 'Camp Hale-Continental Divide'],
};

/** Presidential documents in the Federal Register other than EOs and proclamations. */
export const PRESIDENTIAL_OTHER_TITLES: readonly string[] = [
  'Continuation of the National Emergency With Respect to {country}',
  'Memorandum on Delegation of Authority Under the {act}',
  'Presidential Determination on Refugee Admissions for Fiscal Year {year}',
  'Memorandum on Modernizing Regulatory Review',
  'Notice on the Continuation of the National Emergency With Respect to Significant Malicious Cyber-Enabled Activities',
  'Memorandum on Restoring Trust in Government Through Scientific Integrity and Evidence-Based Policymaking',
];

export const PRESIDENTIAL_ACTS: readonly string[] = [
  'Defense Production Act of 1950',
  'Trade Act of 1974',
  'Foreign Assistance Act of 1961',
  'Inflation Reduction Act of 2022',
  'National Defense Authorization Act',
];
