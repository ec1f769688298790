// Organisations shared by every domain that names one: hearing witnesses, lobbying clients,
// FARA registrants, commenting organisations, FEC employers. Drawing them all from this one
// list is what lets the overlap tables (witness_lobby_overlap, commenter_lobby_overlap, …) find
// matches. Names are written the way filers write them, suffixes and punctuation included, so
// normalisation has real work to do.

/** Company suffixes dropped by normalizeOrganization (as a final space-separated word). */
export const ORGANIZATION_SUFFIXES: readonly string[] = [
  'INCORPORATED', 'CORPORATION', 'COMPANY', 'CORP', 'INC', 'LLC', 'LLP', 'LTD', 'PLC', 'LP', 'CO',
];

/** Characters deleted by normalizeOrganization. */
export const ORGANIZATION_PUNCTUATION: readonly string[] = ['.', ',', "'", '"', '(', ')'];

/**
 * The normalised form of an organisation name, used as organization_normalized,
 * client_name_normalized, recipient_normalized and similar join keys.
 *
 * Exact rule (SQL reproduces it with organizationNormalizedSql below):
 *   1. upper-case and trim spaces;
 *   2. delete the characters  . , ' " ( )
 *   3. trim spaces again;
 *   4. if the name ends with ' ' + one of ORGANIZATION_SUFFIXES (checked in list order,
 *      longest first), drop that word once, then trim spaces again.
 * Inner whitespace is not collapsed; '&' and '-' are kept. Empty result → ''.
 */
export function normalizeOrganization(name: string): string {
  let s = name.toUpperCase().trim();
  for (const ch of ORGANIZATION_PUNCTUATION) s = s.split(ch).join('');
  s = s.trim();
  for (const suffix of ORGANIZATION_SUFFIXES) {
    if (s.endsWith(' ' + suffix)) { s = s.slice(0, s.length - suffix.length - 1).trim(); break; }
  }
  return s;
}

/** The same rule as a SQLite expression over `expr`, for derive SQL and tests. */
export function organizationNormalizedSql(expr: string): string {
  let deleted = `upper(trim(${expr}, ' '))`;
  for (const ch of ORGANIZATION_PUNCTUATION) deleted = `replace(${deleted}, '${ch === "'" ? "''" : ch}', '')`;
  const s = `trim(${deleted}, ' ')`;
  const cases = ORGANIZATION_SUFFIXES
    .map((suffix) => `when ${s} like '% ${suffix}' then trim(substr(${s}, 1, length(${s}) - ${suffix.length + 1}), ' ')`)
    .join(' ');
  return `(case ${cases} else ${s} end)`;
}

export const ORGANIZATIONS: readonly string[] = [
  // Trade associations
  'American Petroleum Institute', 'U.S. Chamber of Commerce', 'National Association of Manufacturers',
  'Business Roundtable', 'Pharmaceutical Research and Manufacturers of America', 'America\'s Health Insurance Plans',
  'American Hospital Association', 'American Medical Association', 'National Association of Realtors',
  'American Bankers Association', 'Securities Industry and Financial Markets Association',
  'Independent Community Bankers of America', 'National Retail Federation', 'American Farm Bureau Federation',
  'National Cattlemen\'s Beef Association', 'National Pork Producers Council', 'National Corn Growers Association',
  'American Soybean Association', 'National Mining Association', 'Edison Electric Institute',
  'American Gas Association', 'Interstate Natural Gas Association of America', 'American Chemistry Council',
  'American Fuel & Petrochemical Manufacturers', 'Nuclear Energy Institute', 'American Clean Power Association',
  'Solar Energy Industries Association', 'National Rural Electric Cooperative Association',
  'Alliance for Automotive Innovation', 'American Trucking Associations', 'Association of American Railroads',
  'Airlines for America', 'Aerospace Industries Association', 'National Business Aviation Association',
  'CTIA - The Wireless Association', 'NCTA - The Internet & Television Association', 'National Association of Broadcasters',
  'Consumer Technology Association', 'Information Technology Industry Council', 'Software & Information Industry Association',
  'Motion Picture Association', 'Recording Industry Association of America', 'American Council of Life Insurers',
  'National Association of Home Builders', 'Mortgage Bankers Association', 'Investment Company Institute',
  'Managed Funds Association', 'Credit Union National Association', 'American Beverage Association',
  'Grocery Manufacturers Association', 'National Restaurant Association', 'American Hotel & Lodging Association',
  'Biotechnology Innovation Organization', 'Advanced Medical Technology Association', 'Generic Pharmaceutical Association',
  'National Association of Insurance Commissioners', 'American Association of Retired Persons',
  'Portland Cement Association', 'American Iron and Steel Institute', 'Aluminum Association',
  'Renewable Fuels Association', 'Independent Petroleum Association of America', 'American Exploration & Production Council',
  'National Association of Wholesaler-Distributors', 'Retail Industry Leaders Association', 'National Federation of Independent Business',
  'American Council of Engineering Companies', 'Associated General Contractors of America', 'American Road & Transportation Builders Association',
  'National Association of Chemical Distributors', 'Fertilizer Institute', 'CropLife America',
  'National Association of Federal Credit Unions', 'Financial Services Roundtable', 'American Property Casualty Insurance Association',
  'National Marine Manufacturers Association', 'American Frozen Food Institute', 'Plastics Industry Association',
  // Public companies
  'Exxon Mobil Corporation', 'Chevron Corporation', 'ConocoPhillips Company', 'Marathon Petroleum Corp.',
  'Valero Energy Corporation', 'Occidental Petroleum Corporation', 'Duke Energy Corporation', 'Southern Company',
  'Dominion Energy, Inc.', 'NextEra Energy, Inc.', 'Exelon Corporation', 'American Electric Power Company',
  'Pfizer Inc.', 'Merck & Co., Inc.', 'Johnson & Johnson', 'AbbVie Inc.', 'Eli Lilly and Company',
  'Bristol-Myers Squibb Company', 'Amgen Inc.', 'Gilead Sciences, Inc.', 'UnitedHealth Group Incorporated',
  'CVS Health Corporation', 'Anthem, Inc.', 'Cigna Corporation', 'Humana Inc.', 'HCA Healthcare, Inc.',
  'Medtronic plc', 'Abbott Laboratories', 'Alphabet Inc.', 'Microsoft Corporation', 'Apple Inc.',
  'Amazon.com, Inc.', 'Meta Platforms, Inc.', 'Oracle Corporation', 'IBM Corporation', 'Intel Corporation',
  'Qualcomm Incorporated', 'Cisco Systems, Inc.', 'AT&T Inc.', 'Verizon Communications Inc.', 'Comcast Corporation',
  'Charter Communications, Inc.', 'T-Mobile US, Inc.', 'JPMorgan Chase & Co.', 'Bank of America Corporation',
  'Citigroup Inc.', 'Wells Fargo & Company', 'Goldman Sachs Group, Inc.', 'Morgan Stanley', 'BlackRock, Inc.',
  'Visa Inc.', 'Mastercard Incorporated', 'American Express Company', 'Capital One Financial Corporation',
  'Prudential Financial, Inc.', 'MetLife, Inc.', 'Boeing Company', 'Lockheed Martin Corporation',
  'Raytheon Technologies Corporation', 'General Dynamics Corporation', 'Northrop Grumman Corporation',
  'General Electric Company', 'Honeywell International Inc.', 'Caterpillar Inc.', 'Deere & Company',
  '3M Company', 'Dow Inc.', 'DuPont de Nemours, Inc.', 'Bayer Corporation', 'Corteva, Inc.',
  'Archer-Daniels-Midland Company', 'Cargill, Incorporated', 'Tyson Foods, Inc.', 'Smithfield Foods, Inc.',
  'PepsiCo, Inc.', 'Coca-Cola Company', 'Altria Group, Inc.', 'Walmart Inc.', 'Target Corporation',
  'Home Depot, Inc.', 'General Motors Company', 'Ford Motor Company', 'Tesla, Inc.', 'Toyota Motor North America, Inc.',
  'FedEx Corporation', 'United Parcel Service, Inc.', 'Union Pacific Corporation', 'BNSF Railway Company',
  'Delta Air Lines, Inc.', 'American Airlines Group Inc.', 'United Airlines Holdings, Inc.', 'Uber Technologies, Inc.',
  'Koch Industries, Inc.', 'Peabody Energy Corporation', 'Freeport-McMoRan Inc.', 'Nucor Corporation',
  'United States Steel Corporation', 'Waste Management, Inc.', 'Republic Services, Inc.', 'Halliburton Company',
  'Schlumberger Limited', 'Kinder Morgan, Inc.', 'Enbridge Inc.', 'TC Energy Corporation', 'Pacific Gas and Electric Company',
  'Xcel Energy Inc.', 'Entergy Corporation', 'Berkshire Hathaway Energy Company', 'Walgreens Boots Alliance, Inc.',
  'McKesson Corporation', 'Cardinal Health, Inc.', 'AmerisourceBergen Corporation', 'Moderna, Inc.', 'Novartis Corporation',
  'Sanofi US', 'AstraZeneca Pharmaceuticals LP', 'GlaxoSmithKline LLC', 'Teva Pharmaceuticals USA, Inc.',
  'Palantir Technologies Inc.', 'Salesforce, Inc.', 'Nvidia Corporation', 'Booz Allen Hamilton Inc.',
  'Leidos, Inc.', 'SAIC', 'Accenture Federal Services LLC', 'Deloitte LLP', 'PricewaterhouseCoopers LLP',
  'Ernst & Young LLP', 'KPMG LLP', 'Charles Schwab Corporation', 'Fidelity Investments', 'Vanguard Group, Inc.',
  'Blackstone Inc.', 'KKR & Co. Inc.', 'Carlyle Group Inc.', 'Citadel LLC', 'Coinbase Global, Inc.',
  // Unions
  'AFL-CIO', 'Service Employees International Union', 'American Federation of Teachers', 'National Education Association',
  'International Brotherhood of Teamsters', 'United Auto Workers', 'United Steelworkers',
  'American Federation of State, County and Municipal Employees', 'Communications Workers of America',
  'International Brotherhood of Electrical Workers', 'United Food and Commercial Workers International Union',
  'International Association of Machinists and Aerospace Workers', 'Laborers\' International Union of North America',
  'United Mine Workers of America', 'American Federation of Government Employees', 'National Treasury Employees Union',
  'National Nurses United', 'Air Line Pilots Association', 'Association of Flight Attendants-CWA',
  'North America\'s Building Trades Unions', 'International Association of Fire Fighters', 'National Fraternal Order of Police',
  'United Brotherhood of Carpenters and Joiners of America', 'International Union of Operating Engineers',
  // Nonprofits and advocacy groups
  'Natural Resources Defense Council', 'Sierra Club', 'Environmental Defense Fund', 'Earthjustice',
  'National Wildlife Federation', 'Union of Concerned Scientists', 'Center for Biological Diversity',
  'League of Conservation Voters', 'The Nature Conservancy', 'World Wildlife Fund', 'Friends of the Earth',
  'Clean Air Task Force', 'Environmental Working Group', 'Public Citizen', 'Consumer Federation of America',
  'Consumer Reports', 'Center for Science in the Public Interest', 'American Civil Liberties Union',
  'Electronic Frontier Foundation', 'Electronic Privacy Information Center', 'Center for Democracy & Technology',
  'National Rifle Association of America', 'Everytown for Gun Safety', 'Planned Parenthood Federation of America',
  'National Right to Life Committee', 'American Heart Association', 'American Cancer Society Cancer Action Network',
  'American Lung Association', 'Alzheimer\'s Association', 'March of Dimes', 'Families USA', 'Medicare Rights Center',
  'National Council of La Raza', 'NAACP', 'National Urban League', 'Human Rights Campaign', 'Common Cause',
  'Citizens for Responsibility and Ethics in Washington', 'Project On Government Oversight', 'Taxpayers for Common Sense',
  'Americans for Prosperity', 'Club for Growth', 'Americans for Tax Reform', 'National Taxpayers Union',
  'Heritage Action for America', 'Feeding America', 'Habitat for Humanity International', 'American Red Cross',
  'United Way Worldwide', 'Veterans of Foreign Wars', 'American Legion', 'Disabled American Veterans',
  'Iraq and Afghanistan Veterans of America', 'National Audubon Society', 'Ocean Conservancy', 'Trout Unlimited',
  'Ducks Unlimited', 'Bill & Melinda Gates Foundation', 'Rockefeller Foundation', 'Ford Foundation',
  'Pew Charitable Trusts', 'Robert Wood Johnson Foundation', 'Kaiser Family Foundation', 'National Consumer Law Center',
  'Center for Responsible Lending', 'Americans for Financial Reform', 'Better Markets, Inc.',
  // Think tanks
  'Brookings Institution', 'Heritage Foundation', 'American Enterprise Institute', 'Cato Institute',
  'Center for American Progress', 'Center for Strategic and International Studies', 'RAND Corporation',
  'Urban Institute', 'Bipartisan Policy Center', 'Council on Foreign Relations', 'Peterson Institute for International Economics',
  'Center on Budget and Policy Priorities', 'Economic Policy Institute', 'Hoover Institution', 'Manhattan Institute',
  'Mercatus Center', 'Third Way', 'Resources for the Future', 'World Resources Institute', 'New America',
  'Committee for a Responsible Federal Budget', 'Tax Foundation', 'Tax Policy Center', 'Hudson Institute',
  'Atlantic Council', 'Carnegie Endowment for International Peace', 'Wilson Center', 'Niskanen Center',
  'R Street Institute', 'Competitive Enterprise Institute', 'Information Technology and Innovation Foundation',
  // Universities
  'Harvard University', 'Stanford University', 'Massachusetts Institute of Technology', 'Yale University',
  'Princeton University', 'Columbia University', 'University of Chicago', 'Johns Hopkins University',
  'University of California, Berkeley', 'University of Michigan', 'Georgetown University', 'George Washington University',
  'Duke University', 'University of Pennsylvania', 'Cornell University', 'Northwestern University',
  'University of Texas at Austin', 'University of Wisconsin-Madison', 'Ohio State University', 'Pennsylvania State University',
  'University of Washington', 'University of Virginia', 'Texas A&M University', 'Purdue University',
  'Iowa State University', 'University of Florida', 'Arizona State University', 'Carnegie Mellon University',
  'University of North Carolina at Chapel Hill', 'Vanderbilt University', 'Emory University', 'Rice University',
  'Association of American Universities', 'American Council on Education', 'Association of Public and Land-grant Universities',
  // Law, lobbying, public-affairs and consulting firms (lobbying registrants, FARA registrants)
  'Akin Gump Strauss Hauer & Feld LLP', 'Brownstein Hyatt Farber Schreck, LLP', 'Squire Patton Boggs (US) LLP',
  'Holland & Knight LLP', 'Covington & Burling LLP', 'Hogan Lovells US LLP', 'Arnold & Porter Kaye Scholer LLP',
  'K&L Gates LLP', 'DLA Piper LLP (US)', 'Sidley Austin LLP', 'Mercury Public Affairs, LLC', 'BGR Government Affairs, LLC',
  'Ballard Partners', 'Podesta Group, Inc.', 'Qorvis Communications, LLC', 'FleishmanHillard Inc.', 'APCO Worldwide LLC',
  'Albright Stonebridge Group', 'McKinsey & Company', 'Boston Consulting Group, Inc.', 'Kissinger Associates, Inc.',
  'Cassidy & Associates, Inc.', 'Invariant LLC', 'Capitol Counsel LLC', 'Cornerstone Government Affairs',
  'Global Policy Consulting Group LLC', 'Meridian International Consulting', 'Liberty International Consulting Group',
  'Sonoran Policy Group', 'Avenue Strategies Consulting LLC',
  // Foreign-owned companies and trade bodies active in Washington
  'Huawei Technologies USA Inc.', 'Samsung Electronics America, Inc.', 'BP America Inc.', 'Shell USA, Inc.',
  'Siemens Corporation', 'Airbus Americas, Inc.', 'SoftBank Group Corp.', 'TikTok Inc.', 'Saudi Aramco',
  'Japan External Trade Organization', 'Korea International Trade Association', 'Hyundai Motor America',
  'Nestle USA, Inc.', 'Unilever United States, Inc.', 'Novo Nordisk Inc.', 'Embraer Aircraft Holding, Inc.',
];
