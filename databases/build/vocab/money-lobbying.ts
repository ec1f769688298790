// Words for lobbying registrants (firms), generated clients, lobbyists' covered positions and
// LD-203 contribution reports. Shared organisations come from organizations.ts.

/** Firm-name patterns in ORGANIZATIONS: these are registrants, not clients. */
export const FIRM_NAME_PATTERN =
  /\b(LLP|Consulting|Public Affairs|Government Affairs|Associates|Ballard Partners|Podesta|Qorvis|FleishmanHillard|APCO|Stonebridge|Invariant|Capitol Counsel|Cornerstone|Sonoran|Mercury|Avenue Strategies)\b/;

/** Well-known lobbying firms that are not in ORGANIZATIONS. */
export const EXTRA_FIRMS: readonly string[] = [
  'Van Scoyoc Associates', 'Forbes-Tate Partners', 'Crossroads Strategies, LLC', 'Williams and Jensen, PLLC',
  'Capitol Tax Partners, LLP', 'Thorn Run Partners', 'Miller Strategies, LLC', 'Tiber Creek Partners',
  'Prime Policy Group', 'Peck Madigan Jones', 'Subject Matter', 'Fierce Government Relations', 'Polsinelli PC',
  'Nelson Mullins Riley & Scarborough', 'Baker Donelson Bearman Caldwell & Berkowitz', 'Venable LLP',
  'Mehlman Consulting, Inc.', 'Alpine Group Partners, LLC', 'Card & Associates', 'Federal Street Strategies',
];

export const FIRM_TEMPLATES: readonly string[] = [
  '{A} & {B} LLP', '{A} Strategies, LLC', '{A} Government Relations', 'The {A} Group', '{A}, {B} & {C}',
  '{A} Public Affairs', '{A} Advocacy Partners', '{A} & Associates', '{W} Strategies', 'Capitol {W} Partners',
  '{A} {B} Consulting', '{W} Policy Group, LLC', '{A} Federal Affairs', '{A} Law Group, PLLC',
];

/** Words for coined firm and company names. */
export const NAME_WORDS: readonly string[] = [
  'Potomac', 'Constitution', 'Liberty', 'Keystone', 'Summit', 'Pinnacle', 'Meridian', 'Harbor', 'Beacon', 'Cardinal',
  'Eagle', 'Granite', 'Heritage', 'Independence', 'Jefferson', 'Lincoln', 'Madison', 'Monument', 'Northstar', 'Pennsylvania',
  'Rotunda', 'Senate Square', 'Union Station', 'Federal Hill', 'Anacostia', 'Chesapeake', 'Blue Ridge', 'Cascade',
  'Frontier', 'Horizon', 'Compass', 'Capstone', 'Cornerstone', 'Bridgeport', 'Ridgeline', 'Tidewater', 'Prairie', 'Sierra',
];

export const INDUSTRY_WORDS: readonly string[] = [
  'Energy', 'Health', 'Pharmaceuticals', 'Biosciences', 'Medical Devices', 'Technologies', 'Software', 'Semiconductors',
  'Logistics', 'Freight', 'Airlines', 'Aerospace', 'Defense Systems', 'Shipbuilding', 'Rail', 'Trucking', 'Steel',
  'Aluminum', 'Chemicals', 'Plastics', 'Paper', 'Timber', 'Mining', 'Coal', 'Oil & Gas', 'Pipeline', 'Solar', 'Wind',
  'Nuclear', 'Utilities', 'Water', 'Waste Services', 'Recycling', 'Foods', 'Dairy', 'Poultry', 'Seafood', 'Sugar',
  'Ethanol', 'Farms', 'Seeds', 'Fertilizer', 'Tobacco', 'Spirits', 'Brewing', 'Beverages', 'Retail', 'Grocers',
  'Restaurants', 'Hospitality', 'Gaming', 'Insurance', 'Bank', 'Capital', 'Investments', 'Asset Management', 'Credit Union',
  'Mortgage', 'Real Estate', 'Homebuilders', 'Construction', 'Engineering', 'Telecom', 'Broadband', 'Wireless', 'Media',
  'Publishing', 'Education', 'Hospital System', 'Home Health', 'Hospice', 'Laboratories', 'Diagnostics', 'Genomics',
];

export const COMPANY_SUFFIXES: readonly string[] = [
  'Inc.', 'LLC', 'Corporation', 'Company', 'Holdings, Inc.', 'Group', 'Partners, LP', 'Co.', '', '',
];

export const ASSOCIATION_ADJECTIVES: readonly string[] = [
  'National', 'American', 'United States', 'Independent', 'Coalition of', 'Alliance of', 'Council of', 'Federation of',
];

export const ASSOCIATION_NOUNS: readonly string[] = [
  'Association', 'Council', 'Alliance', 'Coalition', 'Institute', 'Federation', 'Society', 'Association of America',
];

/** Government and public clients (client_government_entity = 1). */
export const GOVERNMENT_CLIENT_TEMPLATES: readonly string[] = [
  'City of {P}', 'County of {P}', 'Port of {P}', '{P} Regional Transit Authority', '{P} Water District',
  '{P} Unified School District', 'University of {P}', '{P} Airport Authority', 'Metropolitan {P} Sewer District',
];

export const PLACES: readonly string[] = [
  'Austin', 'Phoenix', 'San Diego', 'Sacramento', 'Denver', 'Miami-Dade', 'Tampa', 'Orlando', 'Atlanta', 'Charlotte',
  'Raleigh', 'Richmond', 'Baltimore', 'Philadelphia', 'Pittsburgh', 'Columbus', 'Cleveland', 'Detroit', 'Chicago',
  'Milwaukee', 'Minneapolis', 'St. Louis', 'Kansas City', 'Omaha', 'Tulsa', 'Dallas', 'Houston', 'San Antonio',
  'El Paso', 'Albuquerque', 'Tucson', 'Las Vegas', 'Salt Lake', 'Boise', 'Portland', 'Seattle', 'Tacoma', 'Spokane',
  'Anchorage', 'Honolulu', 'Long Beach', 'Oakland', 'Fresno', 'Riverside', 'New Orleans', 'Memphis', 'Nashville',
  'Louisville', 'Indianapolis', 'Des Moines', 'Buffalo', 'Albany', 'Hartford', 'Providence', 'Boston', 'Newark',
  'Jacksonville', 'Savannah', 'Charleston', 'Mobile', 'Birmingham', 'Jackson', 'Little Rock', 'Wichita', 'Fargo',
];

export const STATES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];

/** States weighted toward where registrants and large clients actually sit. */
export const BUSINESS_STATES: readonly string[] = ['DC', 'DC', 'DC', 'VA', 'VA', 'MD', 'NY', 'NY', 'CA', 'CA', 'TX', 'IL', 'FL', 'OH', 'PA', 'NJ', 'MA', 'GA', 'WA', 'MN'];

/** Self-declared prior posts of former congressional staff and officials. */
export const STAFF_POSITIONS: readonly string[] = [
  'Chief of Staff, Rep. {N}', 'Legislative Director, Sen. {N}', 'Legislative Assistant, Rep. {N}', 'Senior Policy Advisor, Sen. {N}',
  'Counsel, Senate Committee on Finance', 'Professional Staff Member, House Committee on Energy and Commerce',
  'Tax Counsel, House Committee on Ways and Means', 'Staff Director, Senate Committee on Banking, Housing, and Urban Affairs',
  'Deputy Assistant Secretary for Legislative Affairs, Department of the Treasury', 'Special Assistant to the President for Legislative Affairs',
  'Chief Counsel, Senate Committee on the Judiciary', 'Policy Director, House Republican Conference', 'Floor Assistant, Office of the Speaker',
  'Senior Advisor, Environmental Protection Agency', 'Associate Administrator, Federal Aviation Administration',
  'Legislative Correspondent, Sen. {N}', 'Appropriations Associate, Rep. {N}', 'Deputy Chief of Staff, Sen. {N}',
];

/** Blank forms of covered_position as filers leave them. */
export const BLANK_POSITIONS: readonly (string | null)[] = [null, '', '', 'N/A'];

/** How former members describe their service; revolving_door's patterns recognise each. */
export const MEMBER_POSITIONS_HOUSE: readonly string[] = ['U.S. REPRESENTATIVE', 'MEMBER OF CONGRESS', 'FORMER MEMBER OF CONGRESS', 'U.S. Representative ({S})'];
export const MEMBER_POSITIONS_SENATE: readonly string[] = ['U.S. SENATOR', 'MEMBER OF CONGRESS', 'FORMER MEMBER OF CONGRESS', 'U.S. Senator ({S})'];

export const CONTRIBUTION_TYPES: readonly string[] = ['FECA', 'Honorary Expenses', 'Meeting Expenses', 'Presidential Library Expenses', 'Presidential Inaugural Committee'];
export const CONTRIBUTION_TYPE_WEIGHTS: readonly number[] = [86, 7, 5, 1, 1];

export const HONORARY_RECIPIENTS: readonly string[] = [
  'Congressional Hispanic Caucus Institute', 'Congressional Black Caucus Foundation', 'Congressional Award Foundation',
  'Special Olympics', 'Boys & Girls Clubs of America', 'American Heart Association', 'Congressional Sportsmen\'s Foundation',
  'U.S. Capitol Historical Society', 'National Italian American Foundation', 'Asian Pacific American Institute for Congressional Studies',
];
