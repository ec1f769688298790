// U.S. states weighted by population (plus DC and PR), with a few cities each, and the foreign
// places foreign recipients and related organisations use.

/** [state, relative weight, cities, first 3 ZIP digits]. */
export const STATES: readonly (readonly [string, number, readonly string[], string])[] = [
  ['CA', 39.0, ['LOS ANGELES', 'SAN FRANCISCO', 'SAN DIEGO', 'SACRAMENTO', 'OAKLAND', 'FRESNO'], '900'],
  ['NY', 19.6, ['NEW YORK', 'BROOKLYN', 'BUFFALO', 'ROCHESTER', 'ALBANY'], '100'],
  ['TX', 30.0, ['HOUSTON', 'DALLAS', 'AUSTIN', 'SAN ANTONIO', 'FORT WORTH', 'EL PASO'], '750'],
  ['FL', 22.2, ['MIAMI', 'ORLANDO', 'TAMPA', 'JACKSONVILLE', 'TALLAHASSEE'], '330'],
  ['PA', 13.0, ['PHILADELPHIA', 'PITTSBURGH', 'HARRISBURG', 'ALLENTOWN'], '190'],
  ['IL', 12.5, ['CHICAGO', 'SPRINGFIELD', 'PEORIA', 'EVANSTON'], '606'],
  ['OH', 11.8, ['COLUMBUS', 'CLEVELAND', 'CINCINNATI', 'TOLEDO', 'DAYTON'], '430'],
  ['GA', 11.0, ['ATLANTA', 'SAVANNAH', 'AUGUSTA', 'MACON'], '303'],
  ['NC', 10.8, ['CHARLOTTE', 'RALEIGH', 'DURHAM', 'GREENSBORO'], '275'],
  ['MI', 10.0, ['DETROIT', 'GRAND RAPIDS', 'LANSING', 'ANN ARBOR'], '482'],
  ['NJ', 9.3, ['NEWARK', 'JERSEY CITY', 'TRENTON', 'PRINCETON'], '071'],
  ['VA', 8.7, ['RICHMOND', 'ARLINGTON', 'NORFOLK', 'ALEXANDRIA'], '232'],
  ['WA', 7.8, ['SEATTLE', 'SPOKANE', 'TACOMA', 'OLYMPIA'], '981'],
  ['AZ', 7.4, ['PHOENIX', 'TUCSON', 'MESA', 'FLAGSTAFF'], '850'],
  ['TN', 7.1, ['NASHVILLE', 'MEMPHIS', 'KNOXVILLE', 'CHATTANOOGA'], '372'],
  ['MA', 7.0, ['BOSTON', 'CAMBRIDGE', 'WORCESTER', 'SPRINGFIELD'], '021'],
  ['IN', 6.8, ['INDIANAPOLIS', 'FORT WAYNE', 'EVANSVILLE', 'SOUTH BEND'], '462'],
  ['MO', 6.2, ['ST LOUIS', 'KANSAS CITY', 'SPRINGFIELD', 'COLUMBIA'], '631'],
  ['MD', 6.2, ['BALTIMORE', 'ANNAPOLIS', 'BETHESDA', 'ROCKVILLE'], '212'],
  ['WI', 5.9, ['MILWAUKEE', 'MADISON', 'GREEN BAY'], '532'],
  ['CO', 5.9, ['DENVER', 'BOULDER', 'COLORADO SPRINGS'], '802'],
  ['MN', 5.7, ['MINNEAPOLIS', 'SAINT PAUL', 'DULUTH', 'ROCHESTER'], '554'],
  ['SC', 5.4, ['COLUMBIA', 'CHARLESTON', 'GREENVILLE'], '292'],
  ['AL', 5.1, ['BIRMINGHAM', 'MONTGOMERY', 'MOBILE', 'HUNTSVILLE'], '352'],
  ['LA', 4.6, ['NEW ORLEANS', 'BATON ROUGE', 'SHREVEPORT'], '701'],
  ['KY', 4.5, ['LOUISVILLE', 'LEXINGTON', 'FRANKFORT'], '402'],
  ['OR', 4.2, ['PORTLAND', 'EUGENE', 'SALEM', 'BEND'], '972'],
  ['OK', 4.0, ['OKLAHOMA CITY', 'TULSA', 'NORMAN'], '731'],
  ['CT', 3.6, ['HARTFORD', 'NEW HAVEN', 'STAMFORD'], '061'],
  ['UT', 3.4, ['SALT LAKE CITY', 'PROVO', 'OGDEN'], '841'],
  ['IA', 3.2, ['DES MOINES', 'CEDAR RAPIDS', 'IOWA CITY'], '503'],
  ['NV', 3.2, ['LAS VEGAS', 'RENO', 'CARSON CITY'], '891'],
  ['AR', 3.0, ['LITTLE ROCK', 'FAYETTEVILLE', 'FORT SMITH'], '722'],
  ['MS', 2.9, ['JACKSON', 'GULFPORT', 'HATTIESBURG'], '392'],
  ['KS', 2.9, ['WICHITA', 'TOPEKA', 'LAWRENCE'], '672'],
  ['NM', 2.1, ['ALBUQUERQUE', 'SANTA FE', 'LAS CRUCES'], '871'],
  ['NE', 2.0, ['OMAHA', 'LINCOLN'], '681'],
  ['ID', 1.9, ['BOISE', 'IDAHO FALLS', 'POCATELLO'], '837'],
  ['WV', 1.8, ['CHARLESTON', 'MORGANTOWN', 'HUNTINGTON'], '253'],
  ['HI', 1.4, ['HONOLULU', 'HILO'], '968'],
  ['NH', 1.4, ['CONCORD', 'MANCHESTER', 'NASHUA'], '033'],
  ['ME', 1.4, ['PORTLAND', 'BANGOR', 'AUGUSTA'], '041'],
  ['MT', 1.1, ['BILLINGS', 'MISSOULA', 'HELENA'], '591'],
  ['RI', 1.1, ['PROVIDENCE', 'NEWPORT', 'WARWICK'], '029'],
  ['DE', 1.0, ['WILMINGTON', 'DOVER', 'NEWARK'], '198'],
  ['SD', 0.9, ['SIOUX FALLS', 'RAPID CITY', 'PIERRE'], '571'],
  ['ND', 0.8, ['FARGO', 'BISMARCK', 'GRAND FORKS'], '581'],
  ['AK', 0.7, ['ANCHORAGE', 'FAIRBANKS', 'JUNEAU'], '995'],
  ['DC', 0.7, ['WASHINGTON'], '200'],
  ['VT', 0.6, ['BURLINGTON', 'MONTPELIER', 'RUTLAND'], '054'],
  ['WY', 0.6, ['CHEYENNE', 'CASPER', 'LARAMIE'], '820'],
  ['PR', 1.0, ['SAN JUAN', 'PONCE', 'MAYAGUEZ'], '009'],
];

export const STATE_WEIGHTS: readonly number[] = STATES.map((s) => s[1]);

/** Foreign places: [country code, province text, city, postal code]. */
export const FOREIGN_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['CA', 'ON', 'TORONTO', 'M5V 2T6'],
  ['CA', 'BC', 'VANCOUVER', 'V6B 1A1'],
  ['UK', 'LONDON', 'LONDON', 'SW1A 1AA'],
  ['IS', 'JERUSALEM', 'JERUSALEM', '9100101'],
  ['MX', 'JALISCO', 'GUADALAJARA', '44100'],
  ['KE', 'NAIROBI', 'NAIROBI', '00100'],
  ['IN', 'MAHARASHTRA', 'MUMBAI', '400001'],
  ['GM', 'BERLIN', 'BERLIN', '10115'],
];

/** Regions of Schedule F foreign-grant lines. */
export const FOREIGN_REGIONS = [
  'Sub-Saharan Africa', 'East Asia and the Pacific', 'Europe (Including Iceland and Greenland)',
  'Middle East and North Africa', 'South Asia', 'Central America and the Caribbean', 'South America',
  'North America', 'Russia and the Newly Independent States',
] as const;
