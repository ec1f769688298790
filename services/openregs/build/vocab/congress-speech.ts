// Vocabulary of Congressional Record floor text: speech topics with their policy words,
// sentence templates, procedural granule titles and texts.
export interface SpeechTopic {
  title: string;
  /** Phrases a speech on the topic keeps returning to. */
  phrases: readonly string[];
}

export const SPEECH_TOPICS: readonly SpeechTopic[] = [
  {
    title: 'CLIMATE CHANGE',
    phrases: [
      'climate change',
      'carbon pollution',
      'rising sea levels',
      'extreme weather',
      'greenhouse gas emissions',
      'clean energy jobs',
    ],
  },
  {
    title: 'CLEAN AIR AND WATER',
    phrases: ['air pollution', 'water pollution', 'the Clean Air Act', 'safe drinking water', 'PFAS contamination', 'toxic chemicals'],
  },
  {
    title: 'TARIFFS AND TRADE',
    phrases: [
      'tariffs',
      'the trade deficit',
      'unfair trade practices by China',
      'American farmers and manufacturers',
      'steel and aluminum tariffs',
      'export markets',
    ],
  },
  {
    title: 'MEDICARE',
    phrases: [
      'Medicare',
      'seniors on fixed incomes',
      'prescription drug prices',
      'Medicare Advantage',
      'the Medicare trust fund',
      'out-of-pocket costs',
    ],
  },
  {
    title: 'SOCIAL SECURITY',
    phrases: ['Social Security', 'retirees', 'the trust fund', 'cost-of-living adjustments', 'disability benefits'],
  },
  {
    title: 'BORDER SECURITY',
    phrases: [
      'the southern border',
      'border security',
      'fentanyl trafficking',
      'asylum claims',
      'Border Patrol agents',
      'illegal immigration',
    ],
  },
  {
    title: 'NATIONAL DEFENSE',
    phrases: [
      'our men and women in uniform',
      'military readiness',
      'the defense budget',
      'our adversaries',
      'the Indo-Pacific',
      'deterrence',
    ],
  },
  {
    title: 'INFRASTRUCTURE',
    phrases: ['roads and bridges', 'infrastructure investment', 'broadband access', 'water systems', 'public transit', 'good-paying jobs'],
  },
  {
    title: 'THE OPIOID CRISIS',
    phrases: ['the opioid epidemic', 'fentanyl overdoses', 'addiction treatment', 'families who have lost loved ones', 'recovery programs'],
  },
  {
    title: 'VETERANS HEALTH CARE',
    phrases: [
      'our veterans',
      'the Department of Veterans Affairs',
      'toxic exposure',
      'VA health care',
      'wait times',
      'veterans healthcare',
    ],
  },
  { title: 'STUDENT DEBT', phrases: ['student loans', 'college affordability', 'Pell Grants', 'working families', 'higher education'] },
  {
    title: 'INFLATION AND THE ECONOMY',
    phrases: ['inflation', 'the cost of living', 'grocery prices', 'interest rates', 'small businesses', 'the national debt'],
  },
  {
    title: 'ENERGY PRICES',
    phrases: [
      'gas prices',
      'energy independence',
      'domestic oil and gas production',
      'the electric grid',
      'nuclear energy',
      'home heating costs',
    ],
  },
  { title: 'WILDFIRES', phrases: ['wildfires', 'forest management', 'firefighters', 'drought', 'smoke and air quality'] },
  {
    title: 'THE FARM BILL',
    phrases: ['the farm bill', 'family farmers', 'crop insurance', 'rural communities', 'commodity prices', 'nutrition programs'],
  },
  {
    title: 'HEALTH CARE COSTS',
    phrases: [
      'health insurance premiums',
      'the Affordable Care Act',
      'preexisting conditions',
      'hospital prices',
      'rural hospitals',
      'healthcare costs',
      'access to affordable healthcare',
    ],
  },
  {
    title: 'CHILD CARE',
    phrases: ['child care', 'working parents', 'the child tax credit', 'early childhood education', 'child care workers'],
  },
  { title: 'HOUSING AFFORDABILITY', phrases: ['housing costs', 'affordable housing', 'first-time homebuyers', 'rent', 'homelessness'] },
  { title: 'CYBERSECURITY', phrases: ['cyberattacks', 'ransomware', 'critical infrastructure', 'data breaches', 'cybersecurity'] },
  {
    title: 'ARTIFICIAL INTELLIGENCE',
    phrases: ['artificial intelligence', 'emerging technology', 'data privacy', 'online safety for kids', 'American innovation'],
  },
  {
    title: 'SUPPLY CHAINS',
    phrases: ['supply chains', 'semiconductors', 'domestic manufacturing', 'critical minerals', 'reliance on China'],
  },
  { title: 'GUN VIOLENCE', phrases: ['gun violence', 'background checks', 'Second Amendment rights', 'school safety', 'mass shootings'] },
  {
    title: 'ELECTION SECURITY',
    phrases: ['election security', 'voting rights', 'election officials', 'foreign interference', 'ballot access'],
  },
  {
    title: 'GOVERNMENT FUNDING',
    phrases: ['appropriations', 'a government shutdown', 'the continuing resolution', 'federal spending', 'the debt ceiling'],
  },
  {
    title: 'TAX RELIEF',
    phrases: ['tax cuts', 'the Tax Cuts and Jobs Act', 'middle-class families', 'the estate tax', 'small business deductions'],
  },
  { title: 'UKRAINE', phrases: ['Ukraine', 'Russian aggression', 'security assistance', 'our NATO allies', 'Vladimir Putin'] },
  {
    title: 'MENTAL HEALTH',
    phrases: ['mental health', 'the suicide prevention lifeline', 'behavioral health', 'youth mental health', 'crisis care'],
  },
  { title: 'LAW ENFORCEMENT', phrases: ['law enforcement', 'police officers', 'violent crime', 'community policing', 'public safety'] },
  {
    title: 'JUDICIAL NOMINATIONS',
    phrases: ['judicial nominees', 'the Federal bench', 'the rule of law', 'advice and consent', 'the Judiciary Committee'],
  },
  { title: 'PUBLIC LANDS', phrases: ['public lands', 'national parks', 'outdoor recreation', 'conservation', 'hunters and anglers'] },
];

export const SENTENCE_TEMPLATES: readonly string[] = [
  'Families across {state} are telling me that {p1} is the issue that keeps them up at night.',
  'For too long, Washington has ignored {p1}, and the people of {state} have paid the price.',
  'The legislation before us would address {p1} and {p2} in a responsible way.',
  'I have heard from farmers, small business owners, and teachers in {state} about {p1}.',
  'We cannot afford to wait another year to act on {p1}.',
  'This is not a partisan issue; {p1} affects every community in America.',
  'According to the {agency}, {p1} cost American families billions of dollars last year.',
  'I was proud to work with my colleagues on both sides of the aisle on {p2}.',
  'The American people deserve answers about {p1}, and they deserve action on {p2}.',
  'Just last week I visited {place}, where {p1} has become a daily reality.',
  'Some of my colleagues want to spend more; I believe we should focus on {p1} first.',
  'Let me be clear: {p1} is a threat to our economy and our national security.',
  'We owe it to the next generation to get {p1} right.',
  'The {agency} has the authority it needs, but it has failed to act on {p1}.',
  'My amendment would strengthen oversight of {p2} and protect taxpayers.',
  'I urge my colleagues to support this measure and to stand up for {p2}.',
  'Since {year}, the problem of {p1} has only grown worse.',
  'Communities like {place} should not have to choose between {p1} and {p2}.',
];

export const BILL_SENTENCES: readonly string[] = [
  'That is why I support {bill}, which passed the committee with bipartisan support.',
  'The {bill} takes a commonsense approach that deserves a vote on this floor.',
  'I introduced {bill} to give the people of {state} the relief they need.',
  'Unfortunately, {bill} does nothing to address the underlying problem.',
  'I ask unanimous consent that the text of {bill} be printed in the Record.',
  'The Congressional Budget Office estimates that {bill} would reduce the deficit.',
];

export const PLACES: readonly string[] = [
  'a family farm outside of Des Moines',
  'a community health center in the Bronx',
  'a steel plant in western Pennsylvania',
  'a rural hospital in eastern Kentucky',
  'a small manufacturer in Ohio',
  'a fire station in northern California',
  'a school in Baton Rouge',
  'a veterans clinic in Phoenix',
  'a port in Long Beach',
  'a water treatment plant in Flint',
  'a Border Patrol station in Texas',
  'a shipyard in Mississippi',
  'a tribal community in New Mexico',
  'a dairy farm in Wisconsin',
  'a refinery town on the Gulf Coast',
  'a child care center in Atlanta',
  'a coal community in West Virginia',
];

/** Titles of House/Senate speech granules that are not about a bill. */
export const TRIBUTE_TITLES: readonly string[] = [
  'TRIBUTE TO {NAME}',
  'REMEMBERING {NAME}',
  'RECOGNIZING {NAME}',
  'HONORING {NAME}',
  'CONGRATULATING {NAME}',
  'IN MEMORY OF {NAME}',
  'CELEBRATING THE RETIREMENT OF {NAME}',
];

export const SENATE_SESSION_TITLES: readonly string[] = [
  'MORNING BUSINESS',
  'EXECUTIVE SESSION',
  'LEGISLATIVE SESSION',
  'ORDERS FOR TOMORROW',
  'UNANIMOUS CONSENT AGREEMENT',
  'RESERVATION OF LEADER TIME',
  'CLOTURE MOTION',
  'EXECUTIVE CALENDAR',
  'MEASURES READ THE FIRST TIME',
];
export const HOUSE_SESSION_TITLES: readonly string[] = [
  'ANNOUNCEMENT BY THE SPEAKER PRO TEMPORE',
  'COMMUNICATION FROM THE CLERK OF THE HOUSE',
  'RECESS',
  'SPECIAL ORDERS GRANTED',
  'LEAVE OF ABSENCE',
  'ENROLLED BILLS SIGNED',
  'MOTION TO ADJOURN',
  'REPORT ON RESOLUTION PROVIDING FOR CONSIDERATION',
];

export const NOMINATION_POSITIONS: readonly string[] = [
  'United States District Judge for the Southern District of New York',
  'United States Circuit Judge for the Ninth Circuit',
  'an Assistant Secretary of State',
  'Administrator of the Environmental Protection Agency',
  'a Member of the Federal Energy Regulatory Commission',
  'Ambassador to Japan',
  'Secretary of Agriculture',
  'Deputy Secretary of Defense',
  'a Governor of the Federal Reserve System',
  'Commissioner of Food and Drugs',
  'United States Attorney for the District of Columbia',
  'Chairman of the Securities and Exchange Commission',
  'Under Secretary of Commerce for Oceans and Atmosphere',
  'Inspector General, Department of Labor',
];

export const DIGEST_TITLES: readonly string[] = [
  'Daily Digest',
  'Senate Chamber Action',
  'House Chamber Action',
  'Committee Meetings',
  'Highlights',
  'Next Meeting of the SENATE',
  'Next Meeting of the HOUSE OF REPRESENTATIVES',
  'Committee Meetings for the following day',
  'New Public Laws',
  'Joint Meetings',
];

export const MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const WEEKDAYS: readonly string[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
