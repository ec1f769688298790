// Listed companies members of Congress commonly trade, with an approximate SEC SIC code
// (hand-assigned for the synthetic data), plus exchange-traded funds that have no SIC code.
export interface ListedCompany {
  ticker: string;
  name: string;
  sic: string;
  exchange: 'NASDAQ' | 'NYSE';
}

type Spec = readonly [ticker: string, name: string, sic: string, exchange: 'NASDAQ' | 'NYSE'];
const Q = 'NASDAQ' as const;
const N = 'NYSE' as const;

// Ordered roughly by how often they show up in periodic transaction reports (most first).
const SPECS: readonly Spec[] = [
  ['AAPL', 'Apple Inc.', '3571', Q], ['MSFT', 'Microsoft Corporation', '7372', Q], ['NVDA', 'NVIDIA Corporation', '3674', Q],
  ['AMZN', 'Amazon.com, Inc.', '5961', Q], ['GOOGL', 'Alphabet Inc. - Class A', '7370', Q], ['META', 'Meta Platforms, Inc.', '7370', Q],
  ['TSLA', 'Tesla, Inc.', '3711', Q], ['JPM', 'JPMorgan Chase & Co.', '6021', N], ['DIS', 'The Walt Disney Company', '7990', N],
  ['BAC', 'Bank of America Corporation', '6021', N], ['XOM', 'Exxon Mobil Corporation', '2911', N], ['CVX', 'Chevron Corporation', '2911', N],
  ['PFE', 'Pfizer Inc.', '2834', N], ['JNJ', 'Johnson & Johnson', '2834', N], ['V', 'Visa Inc.', '7389', N], ['MA', 'Mastercard Incorporated', '7389', N],
  ['UNH', 'UnitedHealth Group Incorporated', '6324', N], ['NFLX', 'Netflix, Inc.', '7841', Q], ['CRM', 'Salesforce, Inc.', '7372', N],
  ['AMD', 'Advanced Micro Devices, Inc.', '3674', Q], ['INTC', 'Intel Corporation', '3674', Q], ['CSCO', 'Cisco Systems, Inc.', '3576', Q],
  ['WFC', 'Wells Fargo & Company', '6021', N], ['C', 'Citigroup Inc.', '6021', N], ['GS', 'The Goldman Sachs Group, Inc.', '6211', N],
  ['MS', 'Morgan Stanley', '6211', N], ['BA', 'The Boeing Company', '3721', N], ['LMT', 'Lockheed Martin Corporation', '3760', N],
  ['RTX', 'RTX Corporation', '3724', N], ['NOC', 'Northrop Grumman Corporation', '3812', N], ['GD', 'General Dynamics Corporation', '3730', N],
  ['T', 'AT&T Inc.', '4813', N], ['VZ', 'Verizon Communications Inc.', '4813', N], ['CMCSA', 'Comcast Corporation', '4841', Q],
  ['KO', 'The Coca-Cola Company', '2086', N], ['PEP', 'PepsiCo, Inc.', '2086', Q], ['PG', 'The Procter & Gamble Company', '2840', N],
  ['WMT', 'Walmart Inc.', '5331', N], ['COST', 'Costco Wholesale Corporation', '5331', Q], ['HD', 'The Home Depot, Inc.', '5211', N],
  ['LOW', "Lowe's Companies, Inc.", '5211', N], ['TGT', 'Target Corporation', '5331', N], ['MCD', "McDonald's Corporation", '5812', N],
  ['SBUX', 'Starbucks Corporation', '5812', Q], ['NKE', 'NIKE, Inc.', '3021', N], ['PYPL', 'PayPal Holdings, Inc.', '7389', Q],
  ['AXP', 'American Express Company', '6199', N], ['ORCL', 'Oracle Corporation', '7372', N], ['ADBE', 'Adobe Inc.', '7372', Q],
  ['IBM', 'International Business Machines Corporation', '3570', N], ['QCOM', 'QUALCOMM Incorporated', '3674', Q], ['AVGO', 'Broadcom Inc.', '3674', Q],
  ['TXN', 'Texas Instruments Incorporated', '3674', Q], ['MU', 'Micron Technology, Inc.', '3674', Q], ['DELL', 'Dell Technologies Inc.', '3571', N],
  ['HPQ', 'HP Inc.', '3570', N], ['UPS', 'United Parcel Service, Inc.', '4210', N], ['FDX', 'FedEx Corporation', '4513', N],
  ['DAL', 'Delta Air Lines, Inc.', '4512', N], ['UAL', 'United Airlines Holdings, Inc.', '4512', Q], ['AAL', 'American Airlines Group Inc.', '4512', Q],
  ['LUV', 'Southwest Airlines Co.', '4512', N], ['NEE', 'NextEra Energy, Inc.', '4911', N], ['DUK', 'Duke Energy Corporation', '4931', N],
  ['SO', 'The Southern Company', '4911', N], ['D', 'Dominion Energy, Inc.', '4911', N], ['AEP', 'American Electric Power Company, Inc.', '4911', Q],
  ['EXC', 'Exelon Corporation', '4931', Q], ['KMI', 'Kinder Morgan, Inc.', '4922', N], ['WMB', 'The Williams Companies, Inc.', '4922', N],
  ['COP', 'ConocoPhillips', '1311', N], ['OXY', 'Occidental Petroleum Corporation', '1311', N], ['EOG', 'EOG Resources, Inc.', '1311', N],
  ['DVN', 'Devon Energy Corporation', '1311', N], ['SLB', 'Schlumberger Limited', '1389', N], ['HAL', 'Halliburton Company', '1389', N],
  ['MPC', 'Marathon Petroleum Corporation', '2911', N], ['VLO', 'Valero Energy Corporation', '2911', N], ['PSX', 'Phillips 66', '2911', N],
  ['ADM', 'Archer-Daniels-Midland Company', '2070', N], ['TSN', 'Tyson Foods, Inc.', '2011', N], ['DE', 'Deere & Company', '3523', N],
  ['CTVA', 'Corteva, Inc.', '2870', N], ['BG', 'Bunge Global SA', '2070', N], ['MO', 'Altria Group, Inc.', '2111', N],
  ['PM', 'Philip Morris International Inc.', '2111', N], ['UNP', 'Union Pacific Corporation', '4011', N], ['CSX', 'CSX Corporation', '4011', Q],
  ['NSC', 'Norfolk Southern Corporation', '4011', N], ['WM', 'Waste Management, Inc.', '4953', N], ['RSG', 'Republic Services, Inc.', '4953', N],
  ['AMGN', 'Amgen Inc.', '2836', Q], ['GILD', 'Gilead Sciences, Inc.', '2836', Q], ['REGN', 'Regeneron Pharmaceuticals, Inc.', '2836', Q],
  ['BIIB', 'Biogen Inc.', '2836', Q], ['VRTX', 'Vertex Pharmaceuticals Incorporated', '2834', Q], ['MRNA', 'Moderna, Inc.', '2836', Q],
  ['MRK', 'Merck & Co., Inc.', '2834', N], ['ABBV', 'AbbVie Inc.', '2834', N], ['LLY', 'Eli Lilly and Company', '2834', N],
  ['BMY', 'Bristol-Myers Squibb Company', '2834', N], ['ABT', 'Abbott Laboratories', '3845', N], ['MDT', 'Medtronic plc', '3845', N],
  ['TMO', 'Thermo Fisher Scientific Inc.', '3826', N], ['DHR', 'Danaher Corporation', '3826', N], ['ISRG', 'Intuitive Surgical, Inc.', '3842', Q],
  ['SYK', 'Stryker Corporation', '3842', N], ['BDX', 'Becton, Dickinson and Company', '3841', N], ['CVS', 'CVS Health Corporation', '5912', N],
  ['CI', 'The Cigna Group', '6324', N], ['ELV', 'Elevance Health, Inc.', '6324', N], ['HUM', 'Humana Inc.', '6324', N],
  ['CNC', 'Centene Corporation', '6324', N], ['HCA', 'HCA Healthcare, Inc.', '8062', N], ['LHX', 'L3Harris Technologies, Inc.', '3663', N],
  ['TXT', 'Textron Inc.', '3721', N], ['HII', 'Huntington Ingalls Industries, Inc.', '3730', N], ['LDOS', 'Leidos Holdings, Inc.', '8711', N],
  ['BAH', 'Booz Allen Hamilton Holding Corporation', '8742', N], ['CACI', 'CACI International Inc', '7373', N], ['PLTR', 'Palantir Technologies Inc.', '7372', Q],
  ['CRWD', 'CrowdStrike Holdings, Inc.', '7372', Q], ['PANW', 'Palo Alto Networks, Inc.', '3577', Q], ['BLK', 'BlackRock, Inc.', '6282', N],
  ['SCHW', 'The Charles Schwab Corporation', '6211', N], ['USB', 'U.S. Bancorp', '6021', N], ['PNC', 'The PNC Financial Services Group, Inc.', '6021', N],
  ['TFC', 'Truist Financial Corporation', '6021', N], ['COF', 'Capital One Financial Corporation', '6141', N], ['ALL', 'The Allstate Corporation', '6331', N],
  ['PGR', 'The Progressive Corporation', '6331', N], ['MET', 'MetLife, Inc.', '6311', N], ['PRU', 'Prudential Financial, Inc.', '6311', N],
  ['AIG', 'American International Group, Inc.', '6331', N], ['CB', 'Chubb Limited', '6331', N], ['F', 'Ford Motor Company', '3711', N],
  ['GM', 'General Motors Company', '3711', N], ['RIVN', 'Rivian Automotive, Inc.', '3711', Q], ['GE', 'GE Aerospace', '3724', N],
  ['CAT', 'Caterpillar Inc.', '3531', N], ['HON', 'Honeywell International Inc.', '3728', Q], ['MMM', '3M Company', '3841', N],
  ['FCX', 'Freeport-McMoRan Inc.', '1000', N], ['NEM', 'Newmont Corporation', '1040', N], ['WY', 'Weyerhaeuser Company', '2400', N],
  ['DOW', 'Dow Inc.', '2821', N], ['DD', 'DuPont de Nemours, Inc.', '2821', N], ['VMC', 'Vulcan Materials Company', '1400', N],
  ['MLM', 'Martin Marietta Materials, Inc.', '1400', N], ['NUE', 'Nucor Corporation', '3312', N], ['X', 'United States Steel Corporation', '3312', N],
  ['CZR', 'Caesars Entertainment, Inc.', '7011', Q], ['MGM', 'MGM Resorts International', '7011', N], ['PENN', 'PENN Entertainment, Inc.', '7990', Q],
  ['MAR', 'Marriott International, Inc.', '7011', Q], ['ABNB', 'Airbnb, Inc.', '7370', Q], ['UBER', 'Uber Technologies, Inc.', '7370', N],
  ['SHOP', 'Shopify Inc.', '7372', N], ['SQ', 'Block, Inc.', '7372', N], ['COIN', 'Coinbase Global, Inc.', '6199', Q],
  ['LOPE', 'Grand Canyon Education, Inc.', '8200', Q], ['STRA', 'Strategic Education, Inc.', '8200', Q], ['CHGG', 'Chegg, Inc.', '8200', N],
  ['ZM', 'Zoom Communications, Inc.', '7372', Q], ['SNOW', 'Snowflake Inc.', '7372', N], ['NOW', 'ServiceNow, Inc.', '7372', N],
  ['INTU', 'Intuit Inc.', '7372', Q], ['AMAT', 'Applied Materials, Inc.', '3674', Q], ['LRCX', 'Lam Research Corporation', '3559', Q],
  ['TSM', 'Taiwan Semiconductor Manufacturing Company Limited', '3674', N], ['ASML', 'ASML Holding N.V.', '3559', Q], ['SMCI', 'Super Micro Computer, Inc.', '3571', Q],
  ['ENPH', 'Enphase Energy, Inc.', '3674', Q], ['FSLR', 'First Solar, Inc.', '3674', Q], ['PLUG', 'Plug Power Inc.', '3690', Q],
  ['BKR', 'Baker Hughes Company', '3533', Q], ['CCJ', 'Cameco Corporation', '1090', N], ['CEG', 'Constellation Energy Corporation', '4911', Q],
  ['PCG', 'PG&E Corporation', '4931', N], ['ED', 'Consolidated Edison, Inc.', '4931', N], ['AWK', 'American Water Works Company, Inc.', '4941', N],
];

export const LISTED_COMPANIES: readonly ListedCompany[] = SPECS.map(([ticker, name, sic, exchange]) => ({ ticker, name, sic, exchange }));

/** Funds traded by members that have no SIC code (so they never appear in ticker_sic). */
export const FUNDS: readonly (readonly [ticker: string, name: string])[] = [
  ['SPY', 'SPDR S&P 500 ETF Trust'], ['QQQ', 'Invesco QQQ Trust, Series 1'], ['VOO', 'Vanguard S&P 500 ETF'],
  ['IVV', 'iShares Core S&P 500 ETF'], ['VTI', 'Vanguard Total Stock Market ETF'], ['DIA', 'SPDR Dow Jones Industrial Average ETF Trust'],
  ['XLE', 'Energy Select Sector SPDR Fund'], ['XLF', 'Financial Select Sector SPDR Fund'], ['GLD', 'SPDR Gold Shares'], ['IWM', 'iShares Russell 2000 ETF'],
];

export const SIC_DESCRIPTIONS: ReadonlyMap<string, string> = new Map([
  ['1000', 'METAL MINING'], ['1040', 'GOLD AND SILVER ORES'], ['1090', 'MISCELLANEOUS METAL ORES'], ['1311', 'CRUDE PETROLEUM & NATURAL GAS'],
  ['1389', 'OIL & GAS FIELD SERVICES, NEC'], ['1400', 'MINING & QUARRYING OF NONMETALLIC MINERALS (NO FUELS)'], ['2011', 'MEAT PACKING PLANTS'],
  ['2070', 'FATS & OILS'], ['2086', 'BOTTLED & CANNED SOFT DRINKS & CARBONATED WATERS'], ['2111', 'CIGARETTES'], ['2400', 'LUMBER & WOOD PRODUCTS (NO FURNITURE)'],
  ['2821', 'PLASTIC MATERIALS, SYNTH RESINS & NONVULCAN ELASTOMERS'], ['2834', 'PHARMACEUTICAL PREPARATIONS'],
  ['2836', 'BIOLOGICAL PRODUCTS, (NO DIAGNOSTIC SUBSTANCES)'], ['2840', 'SOAP, DETERGENTS, CLEANG PREPARATIONS, PERFUMES, COSMETICS'],
  ['2870', 'AGRICULTURAL CHEMICALS'], ['2911', 'PETROLEUM REFINING'], ['3021', 'RUBBER & PLASTICS FOOTWEAR'], ['3312', 'STEEL WORKS, BLAST FURNACES & ROLLING MILLS (COKE OVENS)'],
  ['3523', 'FARM MACHINERY & EQUIPMENT'], ['3531', 'CONSTRUCTION MACHINERY & EQUIP'], ['3533', 'OIL & GAS FIELD MACHINERY & EQUIPMENT'],
  ['3559', 'SPECIAL INDUSTRY MACHINERY, NEC'], ['3570', 'COMPUTER & OFFICE EQUIPMENT'], ['3571', 'ELECTRONIC COMPUTERS'],
  ['3576', 'COMPUTER COMMUNICATIONS EQUIPMENT'], ['3577', 'COMPUTER PERIPHERAL EQUIPMENT, NEC'], ['3663', 'RADIO & TV BROADCASTING & COMMUNICATIONS EQUIPMENT'],
  ['3674', 'SEMICONDUCTORS & RELATED DEVICES'], ['3690', 'MISCELLANEOUS ELECTRICAL MACHINERY, EQUIPMENT & SUPPLIES'], ['3711', 'MOTOR VEHICLES & PASSENGER CAR BODIES'],
  ['3721', 'AIRCRAFT'], ['3724', 'AIRCRAFT ENGINES & ENGINE PARTS'], ['3728', 'AIRCRAFT PARTS & AUXILIARY EQUIPMENT, NEC'], ['3730', 'SHIP & BOAT BUILDING & REPAIRING'],
  ['3760', 'GUIDED MISSILES & SPACE VEHICLES & PARTS'], ['3812', 'SEARCH, DETECTION, NAVIGATION, GUIDANCE, AERONAUTICAL SYS'],
  ['3826', 'LABORATORY ANALYTICAL INSTRUMENTS'], ['3841', 'SURGICAL & MEDICAL INSTRUMENTS & APPARATUS'], ['3842', 'ORTHOPEDIC, PROSTHETIC & SURGICAL APPLIANCES & SUPPLIES'],
  ['3845', 'ELECTROMEDICAL & ELECTROTHERAPEUTIC APPARATUS'], ['4011', 'RAILROADS, LINE-HAUL OPERATING'], ['4210', 'TRUCKING & COURIER SERVICES (NO AIR)'],
  ['4512', 'AIR TRANSPORTATION, SCHEDULED'], ['4513', 'AIR COURIER SERVICES'], ['4813', 'TELEPHONE COMMUNICATIONS (NO RADIOTELEPHONE)'],
  ['4841', 'CABLE & OTHER PAY TELEVISION SERVICES'], ['4911', 'ELECTRIC SERVICES'], ['4922', 'NATURAL GAS TRANSMISSION'], ['4931', 'ELECTRIC & OTHER SERVICES COMBINED'],
  ['4941', 'WATER SUPPLY'], ['4953', 'REFUSE SYSTEMS'], ['5211', 'RETAIL-LUMBER & OTHER BUILDING MATERIALS DEALERS'], ['5331', 'RETAIL-VARIETY STORES'],
  ['5812', 'RETAIL-EATING PLACES'], ['5912', 'RETAIL-DRUG STORES AND PROPRIETARY STORES'], ['5961', 'RETAIL-CATALOG & MAIL-ORDER HOUSES'],
  ['6021', 'NATIONAL COMMERCIAL BANKS'], ['6141', 'PERSONAL CREDIT INSTITUTIONS'], ['6199', 'FINANCE SERVICES'], ['6211', 'SECURITY BROKERS, DEALERS & FLOTATION COMPANIES'],
  ['6282', 'INVESTMENT ADVICE'], ['6311', 'LIFE INSURANCE'], ['6324', 'HOSPITAL & MEDICAL SERVICE PLANS'], ['6331', 'FIRE, MARINE & CASUALTY INSURANCE'],
  ['7011', 'HOTELS & MOTELS'], ['7370', 'SERVICES-COMPUTER PROGRAMMING, DATA PROCESSING, ETC.'], ['7372', 'SERVICES-PREPACKAGED SOFTWARE'],
  ['7373', 'SERVICES-COMPUTER INTEGRATED SYSTEMS DESIGN'], ['7389', 'SERVICES-BUSINESS SERVICES, NEC'], ['7841', 'SERVICES-VIDEO TAPE RENTAL'],
  ['7990', 'SERVICES-MISCELLANEOUS AMUSEMENT & RECREATION'], ['8062', 'SERVICES-GENERAL MEDICAL & SURGICAL HOSPITALS, NEC'], ['8200', 'SERVICES-EDUCATIONAL SERVICES'],
  ['8711', 'SERVICES-ENGINEERING SERVICES'], ['8742', 'SERVICES-MANAGEMENT CONSULTING SERVICES'],
]);

/** Parts for the long tail of smaller synthetic issuers. */
export const ISSUER_PREFIXES: readonly string[] = [
  'Lakeshore', 'Granite', 'Summit', 'Pioneer', 'Harbor', 'Cascade', 'Frontier', 'Keystone', 'Meridian', 'Northstar', 'Prairie', 'Redwood',
  'Silverline', 'Tidewater', 'Bluegrass', 'Evergreen', 'Ironwood', 'Liberty', 'Magnolia', 'Sierra', 'Atlas', 'Beacon', 'Copperhead', 'Delta',
];
export const ISSUER_INDUSTRIES: readonly (readonly [word: string, sic: string])[] = [
  ['Bancorp', '6021'], ['Financial', '6199'], ['Energy', '1311'], ['Resources', '1000'], ['Pharmaceuticals', '2834'], ['Therapeutics', '2836'],
  ['Semiconductor', '3674'], ['Software', '7372'], ['Systems', '7373'], ['Medical', '3841'], ['Aerospace', '3728'], ['Defense Systems', '3812'],
  ['Utilities', '4911'], ['Pipeline Partners', '4922'], ['Railcar', '4011'], ['Airlines', '4512'], ['Foods', '2011'], ['Agri Products', '2070'],
  ['Insurance Group', '6331'], ['Health Plans', '6324'], ['Motors', '3711'], ['Steel', '3312'], ['Materials', '1400'], ['Water', '4941'],
  ['Waste Services', '4953'], ['Hospitality', '7011'], ['Education', '8200'], ['Telecom', '4813'], ['Retail', '5331'], ['Chemicals', '2821'],
];
export const ISSUER_SUFFIXES: readonly string[] = ['Inc.', 'Corp.', 'Holdings, Inc.', 'Group, Inc.', 'Co.', 'Technologies, Inc.'];
