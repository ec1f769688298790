// Industry tags of the entity layer (entities.primary_industry / industry_codes) with the SIC and
// NAICS codes that go with them, the words synthetic company names are built from, and the
// listed securities that officials trade (OGE transactions) and that public companies issue.

export interface Industry {
  readonly slug: string;
  readonly sic: readonly string[];
  readonly naics: readonly string[];
  /** Words that make a company in this industry sound like one. */
  readonly nameWords: readonly string[];
}

export const INDUSTRIES: readonly Industry[] = [
  { slug: 'pharmaceuticals', sic: ['2834', '2836'], naics: ['325412', '325414'], nameWords: ['Pharmaceuticals', 'Therapeutics', 'Biosciences', 'Pharma', 'Biologics'] },
  { slug: 'medical_devices', sic: ['3841', '3845'], naics: ['339112', '334510'], nameWords: ['Medical', 'Surgical', 'Diagnostics', 'Devices'] },
  { slug: 'health_insurance', sic: ['6324'], naics: ['524114'], nameWords: ['Health Plans', 'Health Partners', 'Care Network'] },
  { slug: 'hospitals', sic: ['8062'], naics: ['622110'], nameWords: ['Health System', 'Medical Center', 'Hospital', 'Regional Health'] },
  { slug: 'big_tech', sic: ['7372', '7370'], naics: ['511210', '518210'], nameWords: ['Software', 'Technologies', 'Digital', 'Cloud', 'Data Systems'] },
  { slug: 'semiconductors', sic: ['3674'], naics: ['334413'], nameWords: ['Semiconductor', 'Microsystems', 'Silicon'] },
  { slug: 'telecom', sic: ['4813', '4812'], naics: ['517311', '517312'], nameWords: ['Communications', 'Telecom', 'Wireless', 'Broadband'] },
  { slug: 'media', sic: ['4833', '7812'], naics: ['515120', '512110'], nameWords: ['Media', 'Broadcasting', 'Studios', 'Publishing'] },
  { slug: 'oil_gas', sic: ['1311', '2911'], naics: ['211120', '324110'], nameWords: ['Energy', 'Petroleum', 'Oil & Gas', 'Resources', 'Exploration'] },
  { slug: 'pipelines', sic: ['4922', '4612'], naics: ['486210', '486110'], nameWords: ['Pipeline', 'Midstream', 'Gas Transmission'] },
  { slug: 'electric_utilities', sic: ['4911', '4931'], naics: ['221112', '221122'], nameWords: ['Power', 'Electric', 'Light & Power', 'Utilities'] },
  { slug: 'renewable_energy', sic: ['4911', '3674'], naics: ['221114', '221115'], nameWords: ['Solar', 'Wind', 'Renewables', 'Clean Energy'] },
  { slug: 'coal_mining', sic: ['1221'], naics: ['212111'], nameWords: ['Coal', 'Mining', 'Minerals'] },
  { slug: 'chemicals', sic: ['2800', '2821'], naics: ['325199', '325211'], nameWords: ['Chemical', 'Materials', 'Polymers', 'Specialty Chemicals'] },
  { slug: 'agriculture', sic: ['0100', '2070'], naics: ['111998', '311224'], nameWords: ['Farms', 'Agri', 'Grain', 'Growers', 'Harvest'] },
  { slug: 'food_beverage', sic: ['2000', '2080'], naics: ['311999', '312111'], nameWords: ['Foods', 'Beverage', 'Brands', 'Bottling'] },
  { slug: 'tobacco', sic: ['2111'], naics: ['312230'], nameWords: ['Tobacco', 'Leaf'] },
  { slug: 'banking', sic: ['6021', '6022'], naics: ['522110'], nameWords: ['Bank', 'Bancorp', 'Financial', 'Trust'] },
  { slug: 'asset_management', sic: ['6282', '6211'], naics: ['523920', '523110'], nameWords: ['Capital', 'Asset Management', 'Investors', 'Partners'] },
  { slug: 'insurance', sic: ['6311', '6331'], naics: ['524113', '524126'], nameWords: ['Insurance', 'Mutual', 'Assurance', 'Casualty'] },
  { slug: 'crypto', sic: ['6199'], naics: ['523130'], nameWords: ['Digital Assets', 'Blockchain', 'Exchange'] },
  { slug: 'defense', sic: ['3812', '3760'], naics: ['336414', '334511'], nameWords: ['Defense', 'Aerospace', 'Systems', 'Dynamics'] },
  { slug: 'government_services', sic: ['8711', '7373'], naics: ['541330', '541512'], nameWords: ['Solutions', 'Federal Services', 'Consulting', 'Associates'] },
  { slug: 'automotive', sic: ['3711', '3714'], naics: ['336111', '336390'], nameWords: ['Motors', 'Automotive', 'Auto Parts'] },
  { slug: 'airlines', sic: ['4512'], naics: ['481111'], nameWords: ['Airlines', 'Air', 'Aviation'] },
  { slug: 'railroads', sic: ['4011'], naics: ['482111'], nameWords: ['Railroad', 'Rail', 'Railway'] },
  { slug: 'trucking_logistics', sic: ['4213', '4731'], naics: ['484121', '488510'], nameWords: ['Logistics', 'Freight', 'Transport', 'Trucking'] },
  { slug: 'construction', sic: ['1540', '1620'], naics: ['236220', '237310'], nameWords: ['Construction', 'Builders', 'Contractors', 'Engineering'] },
  { slug: 'real_estate', sic: ['6798', '6512'], naics: ['531120', '525930'], nameWords: ['Realty', 'Properties', 'Real Estate', 'Development'] },
  { slug: 'retail', sic: ['5311', '5331'], naics: ['452210', '455110'], nameWords: ['Stores', 'Retail', 'Outlets', 'Marketplace'] },
  { slug: 'steel_metals', sic: ['3312', '3334'], naics: ['331110', '331313'], nameWords: ['Steel', 'Metals', 'Alloys'] },
  { slug: 'waste_environmental', sic: ['4953'], naics: ['562212'], nameWords: ['Environmental', 'Waste Services', 'Recycling'] },
  { slug: 'gaming', sic: ['7011', '7990'], naics: ['713210'], nameWords: ['Gaming', 'Resorts', 'Entertainment'] },
  { slug: 'education', sic: ['8221'], naics: ['611310'], nameWords: ['College', 'Learning', 'Education'] },
  { slug: 'higher_education', sic: ['8221'], naics: ['611310'], nameWords: ['University', 'Institute of Technology', 'State College'] },
];

/** NTEE major groups for nonprofits (code letter + two digits). */
export const NTEE_CODES: readonly string[] = [
  'A20', 'A50', 'B20', 'B42', 'B43', 'B82', 'C20', 'C30', 'C60', 'D20', 'E20', 'E21', 'E32', 'E70', 'F30', 'F32',
  'G30', 'G80', 'H80', 'I20', 'I40', 'J20', 'J40', 'K30', 'L20', 'L80', 'M20', 'N60', 'O50', 'P20', 'P30', 'P70',
  'Q20', 'Q70', 'R20', 'R40', 'S20', 'S41', 'T20', 'T30', 'U20', 'W20', 'W24', 'X20', 'Y20', 'Y40',
];

/** Words for the names of synthetic nonprofits ("{Place} {Cause} {Kind}"). */
export const NONPROFIT_CAUSES: readonly string[] = [
  'Community Health', 'Clean Water', 'Literacy', 'Housing', 'Food Bank', 'Veterans', 'Arts', 'Wildlife', 'Youth Soccer',
  'Hospice', 'Family Services', 'Climate Action', 'Watershed', 'Historical', 'Children\'s Hospital', 'Legal Aid',
  'Public Radio', 'Conservation', 'Immigrant Rights', 'Mental Health', 'Rural Broadband', 'Medicare Advocacy',
  'Disability Rights', 'Land Trust', 'Science Museum', 'Scholarship', 'Senior Services', 'Opera', 'Symphony',
];
export const NONPROFIT_KINDS: readonly string[] = [
  'Foundation', 'Association', 'Council', 'Coalition', 'Alliance', 'Society', 'Fund', 'Center', 'Institute', 'League',
];

/** Distinctive first words of synthetic company names. */
export const COMPANY_STEMS: readonly string[] = [
  'Summit', 'Pinnacle', 'Harbor', 'Keystone', 'Liberty', 'Frontier', 'Meridian', 'Cascade', 'Granite', 'Sterling',
  'Beacon', 'Horizon', 'Atlas', 'Evergreen', 'Redwood', 'Ironwood', 'Bluewater', 'Northstar', 'Prairie', 'Heritage',
  'Pioneer', 'Patriot', 'Cardinal', 'Eagle', 'Falcon', 'Lakeshore', 'Riverbend', 'Oakridge', 'Silverline', 'Crestview',
  'Vanguard', 'Apex', 'Crescent', 'Sentinel', 'Trident', 'Bayside', 'Highland', 'Magnolia', 'Palisade', 'Sequoia',
  'Copper', 'Cobalt', 'Delta', 'Allegheny', 'Chesapeake', 'Potomac', 'Sierra', 'Sonoran', 'Tidewater', 'Blue Ridge',
  'Great Lakes', 'Gulf Coast', 'Mountain West', 'Pacific', 'Atlantic', 'Continental', 'National', 'American', 'United', 'First',
  'Keystone State', 'Lone Star', 'Golden State', 'Empire', 'Bluegrass', 'Buckeye', 'Hoosier', 'Cornerstone', 'Landmark', 'Benchmark',
];

export const COMPANY_SUFFIXES: readonly string[] = ['Inc.', 'LLC', 'Corporation', 'Corp.', 'Co.', 'Holdings, Inc.', 'Group LLC', 'LP', 'Company'];

export interface Security {
  readonly ticker: string;
  /** Issuer name as an entity row carries it (matches ORGANIZATIONS where that list has it). */
  readonly issuer: string;
  readonly industry: string;
}

export const SECURITIES: readonly Security[] = [
  { ticker: 'AAPL', issuer: 'Apple Inc.', industry: 'big_tech' },
  { ticker: 'MSFT', issuer: 'Microsoft Corporation', industry: 'big_tech' },
  { ticker: 'GOOGL', issuer: 'Alphabet Inc.', industry: 'big_tech' },
  { ticker: 'AMZN', issuer: 'Amazon.com, Inc.', industry: 'retail' },
  { ticker: 'META', issuer: 'Meta Platforms, Inc.', industry: 'big_tech' },
  { ticker: 'NVDA', issuer: 'Nvidia Corporation', industry: 'semiconductors' },
  { ticker: 'INTC', issuer: 'Intel Corporation', industry: 'semiconductors' },
  { ticker: 'QCOM', issuer: 'Qualcomm Incorporated', industry: 'semiconductors' },
  { ticker: 'CSCO', issuer: 'Cisco Systems, Inc.', industry: 'big_tech' },
  { ticker: 'ORCL', issuer: 'Oracle Corporation', industry: 'big_tech' },
  { ticker: 'IBM', issuer: 'IBM Corporation', industry: 'big_tech' },
  { ticker: 'CRM', issuer: 'Salesforce, Inc.', industry: 'big_tech' },
  { ticker: 'PLTR', issuer: 'Palantir Technologies Inc.', industry: 'government_services' },
  { ticker: 'T', issuer: 'AT&T Inc.', industry: 'telecom' },
  { ticker: 'VZ', issuer: 'Verizon Communications Inc.', industry: 'telecom' },
  { ticker: 'TMUS', issuer: 'T-Mobile US, Inc.', industry: 'telecom' },
  { ticker: 'CMCSA', issuer: 'Comcast Corporation', industry: 'media' },
  { ticker: 'XOM', issuer: 'Exxon Mobil Corporation', industry: 'oil_gas' },
  { ticker: 'CVX', issuer: 'Chevron Corporation', industry: 'oil_gas' },
  { ticker: 'COP', issuer: 'ConocoPhillips Company', industry: 'oil_gas' },
  { ticker: 'OXY', issuer: 'Occidental Petroleum Corporation', industry: 'oil_gas' },
  { ticker: 'KMI', issuer: 'Kinder Morgan, Inc.', industry: 'pipelines' },
  { ticker: 'DUK', issuer: 'Duke Energy Corporation', industry: 'electric_utilities' },
  { ticker: 'SO', issuer: 'Southern Company', industry: 'electric_utilities' },
  { ticker: 'NEE', issuer: 'NextEra Energy, Inc.', industry: 'renewable_energy' },
  { ticker: 'PFE', issuer: 'Pfizer Inc.', industry: 'pharmaceuticals' },
  { ticker: 'MRK', issuer: 'Merck & Co., Inc.', industry: 'pharmaceuticals' },
  { ticker: 'JNJ', issuer: 'Johnson & Johnson', industry: 'pharmaceuticals' },
  { ticker: 'ABBV', issuer: 'AbbVie Inc.', industry: 'pharmaceuticals' },
  { ticker: 'LLY', issuer: 'Eli Lilly and Company', industry: 'pharmaceuticals' },
  { ticker: 'BMY', issuer: 'Bristol-Myers Squibb Company', industry: 'pharmaceuticals' },
  { ticker: 'AMGN', issuer: 'Amgen Inc.', industry: 'pharmaceuticals' },
  { ticker: 'GILD', issuer: 'Gilead Sciences, Inc.', industry: 'pharmaceuticals' },
  { ticker: 'MRNA', issuer: 'Moderna, Inc.', industry: 'pharmaceuticals' },
  { ticker: 'UNH', issuer: 'UnitedHealth Group Incorporated', industry: 'health_insurance' },
  { ticker: 'CVS', issuer: 'CVS Health Corporation', industry: 'health_insurance' },
  { ticker: 'HUM', issuer: 'Humana Inc.', industry: 'health_insurance' },
  { ticker: 'HCA', issuer: 'HCA Healthcare, Inc.', industry: 'hospitals' },
  { ticker: 'ABT', issuer: 'Abbott Laboratories', industry: 'medical_devices' },
  { ticker: 'MDT', issuer: 'Medtronic plc', industry: 'medical_devices' },
  { ticker: 'JPM', issuer: 'JPMorgan Chase & Co.', industry: 'banking' },
  { ticker: 'BAC', issuer: 'Bank of America Corporation', industry: 'banking' },
  { ticker: 'C', issuer: 'Citigroup Inc.', industry: 'banking' },
  { ticker: 'WFC', issuer: 'Wells Fargo & Company', industry: 'banking' },
  { ticker: 'GS', issuer: 'Goldman Sachs Group, Inc.', industry: 'banking' },
  { ticker: 'MS', issuer: 'Morgan Stanley', industry: 'banking' },
  { ticker: 'BLK', issuer: 'BlackRock, Inc.', industry: 'asset_management' },
  { ticker: 'SCHW', issuer: 'Charles Schwab Corporation', industry: 'asset_management' },
  { ticker: 'V', issuer: 'Visa Inc.', industry: 'banking' },
  { ticker: 'MA', issuer: 'Mastercard Incorporated', industry: 'banking' },
  { ticker: 'AXP', issuer: 'American Express Company', industry: 'banking' },
  { ticker: 'MET', issuer: 'MetLife, Inc.', industry: 'insurance' },
  { ticker: 'PRU', issuer: 'Prudential Financial, Inc.', industry: 'insurance' },
  { ticker: 'COIN', issuer: 'Coinbase Global, Inc.', industry: 'crypto' },
  { ticker: 'BA', issuer: 'Boeing Company', industry: 'defense' },
  { ticker: 'LMT', issuer: 'Lockheed Martin Corporation', industry: 'defense' },
  { ticker: 'RTX', issuer: 'Raytheon Technologies Corporation', industry: 'defense' },
  { ticker: 'GD', issuer: 'General Dynamics Corporation', industry: 'defense' },
  { ticker: 'NOC', issuer: 'Northrop Grumman Corporation', industry: 'defense' },
  { ticker: 'LDOS', issuer: 'Leidos, Inc.', industry: 'government_services' },
  { ticker: 'BAH', issuer: 'Booz Allen Hamilton Inc.', industry: 'government_services' },
  { ticker: 'GE', issuer: 'General Electric Company', industry: 'defense' },
  { ticker: 'HON', issuer: 'Honeywell International Inc.', industry: 'defense' },
  { ticker: 'CAT', issuer: 'Caterpillar Inc.', industry: 'construction' },
  { ticker: 'DE', issuer: 'Deere & Company', industry: 'agriculture' },
  { ticker: 'ADM', issuer: 'Archer-Daniels-Midland Company', industry: 'agriculture' },
  { ticker: 'TSN', issuer: 'Tyson Foods, Inc.', industry: 'food_beverage' },
  { ticker: 'PEP', issuer: 'PepsiCo, Inc.', industry: 'food_beverage' },
  { ticker: 'KO', issuer: 'Coca-Cola Company', industry: 'food_beverage' },
  { ticker: 'MO', issuer: 'Altria Group, Inc.', industry: 'tobacco' },
  { ticker: 'WMT', issuer: 'Walmart Inc.', industry: 'retail' },
  { ticker: 'TGT', issuer: 'Target Corporation', industry: 'retail' },
  { ticker: 'HD', issuer: 'Home Depot, Inc.', industry: 'retail' },
  { ticker: 'GM', issuer: 'General Motors Company', industry: 'automotive' },
  { ticker: 'F', issuer: 'Ford Motor Company', industry: 'automotive' },
  { ticker: 'TSLA', issuer: 'Tesla, Inc.', industry: 'automotive' },
  { ticker: 'FDX', issuer: 'FedEx Corporation', industry: 'trucking_logistics' },
  { ticker: 'UPS', issuer: 'United Parcel Service, Inc.', industry: 'trucking_logistics' },
  { ticker: 'UNP', issuer: 'Union Pacific Corporation', industry: 'railroads' },
  { ticker: 'DAL', issuer: 'Delta Air Lines, Inc.', industry: 'airlines' },
  { ticker: 'AAL', issuer: 'American Airlines Group Inc.', industry: 'airlines' },
  { ticker: 'UAL', issuer: 'United Airlines Holdings, Inc.', industry: 'airlines' },
  { ticker: 'DOW', issuer: 'Dow Inc.', industry: 'chemicals' },
  { ticker: 'DD', issuer: 'DuPont de Nemours, Inc.', industry: 'chemicals' },
  { ticker: 'MMM', issuer: '3M Company', industry: 'chemicals' },
  { ticker: 'NUE', issuer: 'Nucor Corporation', industry: 'steel_metals' },
  { ticker: 'FCX', issuer: 'Freeport-McMoRan Inc.', industry: 'steel_metals' },
  { ticker: 'WM', issuer: 'Waste Management, Inc.', industry: 'waste_environmental' },
  { ticker: 'HAL', issuer: 'Halliburton Company', industry: 'oil_gas' },
  { ticker: 'BX', issuer: 'Blackstone Inc.', industry: 'asset_management' },
  { ticker: 'KKR', issuer: 'KKR & Co. Inc.', industry: 'asset_management' },
  { ticker: 'MPC', issuer: 'Marathon Petroleum Corp.', industry: 'oil_gas' },
  { ticker: 'VLO', issuer: 'Valero Energy Corporation', industry: 'oil_gas' },
  { ticker: 'SLB', issuer: 'Schlumberger Limited', industry: 'oil_gas' },
  { ticker: 'ENB', issuer: 'Enbridge Inc.', industry: 'pipelines' },
  { ticker: 'TRP', issuer: 'TC Energy Corporation', industry: 'pipelines' },
  { ticker: 'D', issuer: 'Dominion Energy, Inc.', industry: 'electric_utilities' },
  { ticker: 'EXC', issuer: 'Exelon Corporation', industry: 'electric_utilities' },
  { ticker: 'AEP', issuer: 'American Electric Power Company', industry: 'electric_utilities' },
  { ticker: 'PCG', issuer: 'Pacific Gas and Electric Company', industry: 'electric_utilities' },
  { ticker: 'XEL', issuer: 'Xcel Energy Inc.', industry: 'electric_utilities' },
  { ticker: 'ETR', issuer: 'Entergy Corporation', industry: 'electric_utilities' },
  { ticker: 'BTU', issuer: 'Peabody Energy Corporation', industry: 'coal_mining' },
  { ticker: 'ELV', issuer: 'Anthem, Inc.', industry: 'health_insurance' },
  { ticker: 'CI', issuer: 'Cigna Corporation', industry: 'health_insurance' },
  { ticker: 'MCK', issuer: 'McKesson Corporation', industry: 'pharmaceuticals' },
  { ticker: 'CAH', issuer: 'Cardinal Health, Inc.', industry: 'pharmaceuticals' },
  { ticker: 'COR', issuer: 'AmerisourceBergen Corporation', industry: 'pharmaceuticals' },
  { ticker: 'CHTR', issuer: 'Charter Communications, Inc.', industry: 'telecom' },
  { ticker: 'COF', issuer: 'Capital One Financial Corporation', industry: 'banking' },
  { ticker: 'CTVA', issuer: 'Corteva, Inc.', industry: 'agriculture' },
  { ticker: 'UBER', issuer: 'Uber Technologies, Inc.', industry: 'big_tech' },
  { ticker: 'X', issuer: 'United States Steel Corporation', industry: 'steel_metals' },
  { ticker: 'RSG', issuer: 'Republic Services, Inc.', industry: 'waste_environmental' },
];

/** Assets without a ticker that senior officials report (funds, bonds, private holdings). */
export const UNLISTED_ASSETS: readonly { readonly name: string; readonly description: string }[] = [
  { name: 'Vanguard Total Stock Market Index Fund', description: 'Mutual fund, broad U.S. equity index' },
  { name: 'Fidelity 500 Index Fund', description: 'Mutual fund, large-cap U.S. equity index' },
  { name: 'U.S. Treasury Note', description: 'U.S. government security' },
  { name: 'U.S. Treasury Bill', description: 'U.S. government security, short-term' },
  { name: 'Municipal Bond, State of California GO', description: 'Municipal bond, general obligation' },
  { name: 'Municipal Bond, New York City Water Authority', description: 'Municipal revenue bond' },
  { name: 'Texas Transportation Commission Bond', description: 'Municipal revenue bond' },
  { name: 'iShares Core U.S. Aggregate Bond ETF', description: 'Exchange-traded bond fund' },
  { name: 'SPDR S&P 500 ETF Trust', description: 'Exchange-traded equity fund' },
  { name: 'Blackstone Real Estate Income Trust', description: 'Non-traded real estate investment trust' },
  { name: 'Private equity fund interest', description: 'Limited partnership interest in a private equity fund' },
  { name: 'Rental property, Arlington VA', description: 'Residential real estate held for investment' },
  { name: 'Certificate of deposit', description: 'Bank deposit, fixed term' },
  { name: 'Money market fund', description: 'Cash management fund' },
  { name: 'Farmland, Polk County IA', description: 'Agricultural real estate' },
];
