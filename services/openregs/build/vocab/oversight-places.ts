// U.S. states with a few real cities and counties each: witness locations, earmark and
// spending recipients (cities, counties, authorities), recipient addresses, nominee residences.

export interface StatePlaces {
  readonly code: string;
  readonly name: string;
  readonly cities: readonly string[];
  readonly counties: readonly string[];
  /** How often the place is picked when any state will do (default: its number of cities). */
  readonly weight?: number;
}

export const STATES: readonly StatePlaces[] = [
  {
    code: 'AL',
    name: 'Alabama',
    cities: ['Birmingham', 'Montgomery', 'Mobile', 'Huntsville', 'Tuscaloosa'],
    counties: ['Jefferson', 'Madison', 'Baldwin'],
  },
  {
    code: 'AK',
    name: 'Alaska',
    cities: ['Anchorage', 'Fairbanks', 'Juneau', 'Bethel'],
    counties: ['Kenai Peninsula', 'Matanuska-Susitna'],
  },
  { code: 'AZ', name: 'Arizona', cities: ['Phoenix', 'Tucson', 'Mesa', 'Flagstaff', 'Yuma'], counties: ['Maricopa', 'Pima', 'Coconino'] },
  {
    code: 'AR',
    name: 'Arkansas',
    cities: ['Little Rock', 'Fayetteville', 'Fort Smith', 'Jonesboro'],
    counties: ['Pulaski', 'Benton', 'Washington'],
  },
  {
    code: 'CA',
    name: 'California',
    cities: ['Los Angeles', 'San Diego', 'San Jose', 'Fresno', 'Sacramento', 'Oakland', 'Bakersfield', 'Riverside'],
    counties: ['Los Angeles', 'San Bernardino', 'Kern', 'Alameda'],
  },
  {
    code: 'CO',
    name: 'Colorado',
    cities: ['Denver', 'Colorado Springs', 'Aurora', 'Fort Collins', 'Pueblo'],
    counties: ['Denver', 'El Paso', 'Larimer'],
  },
  { code: 'CT', name: 'Connecticut', cities: ['Hartford', 'New Haven', 'Bridgeport', 'Stamford'], counties: ['Fairfield', 'Hartford'] },
  { code: 'DE', name: 'Delaware', cities: ['Wilmington', 'Dover', 'Newark'], counties: ['New Castle', 'Sussex'] },
  {
    code: 'FL',
    name: 'Florida',
    cities: ['Miami', 'Tampa', 'Orlando', 'Jacksonville', 'Tallahassee', 'Fort Myers'],
    counties: ['Miami-Dade', 'Broward', 'Hillsborough', 'Orange'],
  },
  {
    code: 'GA',
    name: 'Georgia',
    cities: ['Atlanta', 'Savannah', 'Augusta', 'Macon', 'Columbus'],
    counties: ['Fulton', 'DeKalb', 'Chatham'],
  },
  { code: 'HI', name: 'Hawaii', cities: ['Honolulu', 'Hilo', 'Kahului'], counties: ['Hawaii', 'Maui'] },
  { code: 'ID', name: 'Idaho', cities: ['Boise', 'Idaho Falls', 'Pocatello', "Coeur d'Alene"], counties: ['Ada', 'Canyon'] },
  {
    code: 'IL',
    name: 'Illinois',
    cities: ['Chicago', 'Springfield', 'Peoria', 'Rockford', 'Champaign'],
    counties: ['Cook', 'DuPage', 'Lake'],
  },
  {
    code: 'IN',
    name: 'Indiana',
    cities: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend', 'Gary'],
    counties: ['Marion', 'Lake', 'Allen'],
  },
  {
    code: 'IA',
    name: 'Iowa',
    cities: ['Des Moines', 'Cedar Rapids', 'Davenport', 'Sioux City', 'Ames'],
    counties: ['Polk', 'Linn', 'Scott'],
  },
  { code: 'KS', name: 'Kansas', cities: ['Wichita', 'Topeka', 'Kansas City', 'Lawrence'], counties: ['Sedgwick', 'Johnson', 'Shawnee'] },
  {
    code: 'KY',
    name: 'Kentucky',
    cities: ['Louisville', 'Lexington', 'Bowling Green', 'Paducah', 'Frankfort'],
    counties: ['Jefferson', 'Fayette', 'Pike'],
  },
  {
    code: 'LA',
    name: 'Louisiana',
    cities: ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette', 'Lake Charles'],
    counties: ['Orleans Parish', 'Jefferson Parish'],
  },
  { code: 'ME', name: 'Maine', cities: ['Portland', 'Bangor', 'Augusta', 'Lewiston'], counties: ['Cumberland', 'Penobscot'] },
  {
    code: 'MD',
    name: 'Maryland',
    cities: ['Baltimore', 'Annapolis', 'Frederick', 'Rockville', 'Salisbury'],
    counties: ['Montgomery', "Prince George's", 'Baltimore'],
  },
  {
    code: 'MA',
    name: 'Massachusetts',
    cities: ['Boston', 'Worcester', 'Springfield', 'Lowell', 'New Bedford'],
    counties: ['Middlesex', 'Worcester', 'Suffolk'],
  },
  {
    code: 'MI',
    name: 'Michigan',
    cities: ['Detroit', 'Grand Rapids', 'Lansing', 'Flint', 'Ann Arbor', 'Saginaw'],
    counties: ['Wayne', 'Oakland', 'Kent'],
  },
  {
    code: 'MN',
    name: 'Minnesota',
    cities: ['Minneapolis', 'Saint Paul', 'Duluth', 'Rochester'],
    counties: ['Hennepin', 'Ramsey', 'St. Louis'],
  },
  { code: 'MS', name: 'Mississippi', cities: ['Jackson', 'Gulfport', 'Hattiesburg', 'Tupelo'], counties: ['Hinds', 'Harrison'] },
  {
    code: 'MO',
    name: 'Missouri',
    cities: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia', 'Jefferson City'],
    counties: ['Jackson', 'St. Louis', 'Greene'],
  },
  {
    code: 'MT',
    name: 'Montana',
    cities: ['Billings', 'Missoula', 'Bozeman', 'Great Falls', 'Helena'],
    counties: ['Yellowstone', 'Gallatin'],
  },
  { code: 'NE', name: 'Nebraska', cities: ['Omaha', 'Lincoln', 'Grand Island', 'Kearney'], counties: ['Douglas', 'Lancaster'] },
  { code: 'NV', name: 'Nevada', cities: ['Las Vegas', 'Reno', 'Henderson', 'Carson City'], counties: ['Clark', 'Washoe'] },
  {
    code: 'NH',
    name: 'New Hampshire',
    cities: ['Manchester', 'Nashua', 'Concord', 'Portsmouth'],
    counties: ['Hillsborough', 'Rockingham'],
  },
  {
    code: 'NJ',
    name: 'New Jersey',
    cities: ['Newark', 'Jersey City', 'Trenton', 'Camden', 'Paterson'],
    counties: ['Bergen', 'Essex', 'Middlesex'],
  },
  { code: 'NM', name: 'New Mexico', cities: ['Albuquerque', 'Santa Fe', 'Las Cruces', 'Farmington'], counties: ['Bernalillo', 'Dona Ana'] },
  {
    code: 'NY',
    name: 'New York',
    cities: ['New York', 'Buffalo', 'Rochester', 'Syracuse', 'Albany', 'Yonkers'],
    counties: ['Kings', 'Queens', 'Erie', 'Westchester'],
  },
  {
    code: 'NC',
    name: 'North Carolina',
    cities: ['Charlotte', 'Raleigh', 'Greensboro', 'Durham', 'Wilmington', 'Asheville'],
    counties: ['Mecklenburg', 'Wake', 'Guilford'],
  },
  { code: 'ND', name: 'North Dakota', cities: ['Fargo', 'Bismarck', 'Grand Forks', 'Minot'], counties: ['Cass', 'Burleigh'] },
  {
    code: 'OH',
    name: 'Ohio',
    cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton'],
    counties: ['Franklin', 'Cuyahoga', 'Hamilton'],
  },
  { code: 'OK', name: 'Oklahoma', cities: ['Oklahoma City', 'Tulsa', 'Norman', 'Lawton'], counties: ['Oklahoma', 'Tulsa'] },
  { code: 'OR', name: 'Oregon', cities: ['Portland', 'Eugene', 'Salem', 'Bend', 'Medford'], counties: ['Multnomah', 'Lane', 'Deschutes'] },
  {
    code: 'PA',
    name: 'Pennsylvania',
    cities: ['Philadelphia', 'Pittsburgh', 'Allentown', 'Erie', 'Scranton', 'Harrisburg'],
    counties: ['Allegheny', 'Montgomery', 'Lackawanna'],
  },
  { code: 'RI', name: 'Rhode Island', cities: ['Providence', 'Warwick', 'Cranston', 'Newport'], counties: ['Providence', 'Kent'] },
  {
    code: 'SC',
    name: 'South Carolina',
    cities: ['Charleston', 'Columbia', 'Greenville', 'Myrtle Beach'],
    counties: ['Charleston', 'Richland', 'Horry'],
  },
  { code: 'SD', name: 'South Dakota', cities: ['Sioux Falls', 'Rapid City', 'Pierre', 'Aberdeen'], counties: ['Minnehaha', 'Pennington'] },
  { code: 'TN', name: 'Tennessee', cities: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga'], counties: ['Davidson', 'Shelby', 'Knox'] },
  {
    code: 'TX',
    name: 'Texas',
    cities: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'El Paso', 'Corpus Christi', 'Lubbock', 'Laredo'],
    counties: ['Harris', 'Bexar', 'Travis', 'Hidalgo'],
  },
  { code: 'UT', name: 'Utah', cities: ['Salt Lake City', 'Provo', 'Ogden', 'St. George'], counties: ['Salt Lake', 'Utah'] },
  { code: 'VT', name: 'Vermont', cities: ['Burlington', 'Montpelier', 'Rutland'], counties: ['Chittenden', 'Washington'] },
  {
    code: 'VA',
    name: 'Virginia',
    cities: ['Richmond', 'Norfolk', 'Virginia Beach', 'Roanoke', 'Arlington', 'Alexandria'],
    counties: ['Fairfax', 'Loudoun', 'Prince William'],
  },
  {
    code: 'WA',
    name: 'Washington',
    cities: ['Seattle', 'Spokane', 'Tacoma', 'Vancouver', 'Yakima'],
    counties: ['King', 'Pierce', 'Spokane'],
  },
  {
    code: 'WV',
    name: 'West Virginia',
    cities: ['Charleston', 'Huntington', 'Morgantown', 'Wheeling'],
    counties: ['Kanawha', 'Monongalia'],
  },
  {
    code: 'WI',
    name: 'Wisconsin',
    cities: ['Milwaukee', 'Madison', 'Green Bay', 'Kenosha', 'Eau Claire'],
    counties: ['Milwaukee', 'Dane', 'Brown'],
  },
  { code: 'WY', name: 'Wyoming', cities: ['Cheyenne', 'Casper', 'Laramie', 'Gillette'], counties: ['Laramie', 'Natrona'] },
  // The District and the territories send delegates, who request earmarks too.
  { code: 'DC', name: 'District of Columbia', cities: ['Washington'], counties: ['District of Columbia'], weight: 0.5 },
  {
    code: 'PR',
    name: 'Puerto Rico',
    cities: ['San Juan', 'Ponce', 'Mayaguez', 'Bayamon'],
    counties: ['San Juan Municipio', 'Ponce Municipio'],
    weight: 0.5,
  },
  { code: 'GU', name: 'Guam', cities: ['Hagatna', 'Dededo', 'Tamuning'], counties: ['Guam'], weight: 0.1 },
  { code: 'VI', name: 'Virgin Islands', cities: ['Charlotte Amalie', 'Christiansted'], counties: ['St. Thomas', 'St. Croix'], weight: 0.1 },
  { code: 'AS', name: 'American Samoa', cities: ['Pago Pago'], counties: ['Eastern District'], weight: 0.1 },
  { code: 'MP', name: 'Northern Mariana Islands', cities: ['Saipan'], counties: ['Saipan Municipality'], weight: 0.1 },
];

export const STATE_WEIGHTS: readonly number[] = STATES.map((s) => s.weight ?? s.cities.length);

export const STREET_NAMES: readonly string[] = [
  'Main Street',
  'Broadway',
  'Market Street',
  'Washington Avenue',
  'Jefferson Street',
  'Lincoln Way',
  'Park Avenue',
  'Commerce Drive',
  'Industrial Boulevard',
  'University Avenue',
  'Airport Road',
  'River Road',
  'Civic Center Plaza',
  'Government Center',
  'Harbor Drive',
  'Oak Street',
  'Maple Avenue',
  'State Street',
  'Capitol Avenue',
  'Research Parkway',
];
