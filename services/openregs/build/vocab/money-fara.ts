// FARA vocabulary: the countries foreign principals come from (upper-case, as DOJ's bulk data
// writes them), the kinds of principals each has, and registrant/document vocabulary.

export interface FaraCountry {
  /** Upper-case country name as stored in fara_foreign_principals.country. */
  name: string;
  capital: string;
  /** Display form used inside principal names. */
  display: string;
  adjective: string;
  /** Relative share of principals. */
  weight: number;
  /** Country-specific principals (government bodies, state firms, media). */
  principals: readonly string[];
}

export const FARA_COUNTRIES: readonly FaraCountry[] = [
  {
    name: 'JAPAN',
    capital: 'Tokyo',
    display: 'Japan',
    adjective: 'Japanese',
    weight: 10,
    principals: [
      'Government of Japan',
      'Embassy of Japan',
      'Japan External Trade Organization',
      'Japan National Tourism Organization',
      'Japan Automobile Manufacturers Association',
      'Japan Bank for International Cooperation',
    ],
  },
  {
    name: 'CHINA',
    capital: 'Beijing',
    display: 'China',
    adjective: 'Chinese',
    weight: 9,
    principals: [
      "Embassy of the People's Republic of China",
      'China Daily Distribution Corporation',
      'China Global Television Network',
      'Xinhua News Agency North America',
      'China Chamber of International Commerce',
      'Hikvision Digital Technology Co., Ltd.',
    ],
  },
  {
    name: 'SOUTH KOREA',
    capital: 'Seoul',
    display: 'Korea',
    adjective: 'Korean',
    weight: 7,
    principals: [
      'Embassy of the Republic of Korea',
      'Korea International Trade Association',
      'Korea Trade-Investment Promotion Agency',
      'Korea Tourism Organization',
    ],
  },
  {
    name: 'SAUDI ARABIA',
    capital: 'Riyadh',
    display: 'Saudi Arabia',
    adjective: 'Saudi',
    weight: 7,
    principals: [
      'Royal Embassy of Saudi Arabia',
      'Saudi Arabian Monetary Authority',
      'Saudi Arabian Oil Company',
      'Public Investment Fund of Saudi Arabia',
    ],
  },
  {
    name: 'UNITED KINGDOM',
    capital: 'London',
    display: 'the United Kingdom',
    adjective: 'British',
    weight: 8,
    principals: [
      'British Embassy',
      'VisitBritain',
      'Department for International Trade of the United Kingdom',
      'Scottish Development International',
    ],
  },
  {
    name: 'QATAR',
    capital: 'Doha',
    display: 'Qatar',
    adjective: 'Qatari',
    weight: 5,
    principals: ['Embassy of the State of Qatar', 'Qatar Investment Authority', 'Qatar Airways Group'],
  },
  {
    name: 'UNITED ARAB EMIRATES',
    capital: 'Abu Dhabi',
    display: 'the United Arab Emirates',
    adjective: 'Emirati',
    weight: 5,
    principals: [
      'Embassy of the United Arab Emirates',
      'Abu Dhabi Investment Authority',
      'Dubai Department of Tourism and Commerce Marketing',
    ],
  },
  {
    name: 'ISRAEL',
    capital: 'Jerusalem',
    display: 'Israel',
    adjective: 'Israeli',
    weight: 4,
    principals: ['Embassy of Israel', 'Israel Ministry of Tourism', 'Jewish National Fund'],
  },
  {
    name: 'TAIWAN',
    capital: 'Taipei',
    display: 'Taiwan',
    adjective: 'Taiwanese',
    weight: 5,
    principals: ['Taipei Economic and Cultural Representative Office', 'Taiwan External Trade Development Council'],
  },
  {
    name: 'MEXICO',
    capital: 'Mexico City',
    display: 'Mexico',
    adjective: 'Mexican',
    weight: 5,
    principals: ['Embassy of Mexico', 'Secretaria de Economia de Mexico', 'Mexico Tourism Board'],
  },
  {
    name: 'CANADA',
    capital: 'Ottawa',
    display: 'Canada',
    adjective: 'Canadian',
    weight: 5,
    principals: ['Embassy of Canada', 'Government of Alberta', 'Government of Quebec', 'Hydro-Quebec'],
  },
  {
    name: 'GERMANY',
    capital: 'Berlin',
    display: 'Germany',
    adjective: 'German',
    weight: 4,
    principals: ['Embassy of the Federal Republic of Germany', 'German National Tourist Board', 'Germany Trade and Invest'],
  },
  {
    name: 'FRANCE',
    capital: 'Paris',
    display: 'France',
    adjective: 'French',
    weight: 3,
    principals: ['Embassy of France', 'Atout France', 'Business France'],
  },
  {
    name: 'INDIA',
    capital: 'New Delhi',
    display: 'India',
    adjective: 'Indian',
    weight: 4,
    principals: ['Embassy of India', 'Ministry of Tourism of India', 'Confederation of Indian Industry'],
  },
  {
    name: 'TURKEY',
    capital: 'Ankara',
    display: 'Turkey',
    adjective: 'Turkish',
    weight: 3,
    principals: ['Embassy of the Republic of Turkey', 'Turkish Airlines', 'Turkey-U.S. Business Council'],
  },
  {
    name: 'RUSSIA',
    capital: 'Moscow',
    display: 'Russia',
    adjective: 'Russian',
    weight: 3,
    principals: ['Embassy of the Russian Federation', 'RT America', 'Rossotrudnichestvo'],
  },
  {
    name: 'UKRAINE',
    capital: 'Kyiv',
    display: 'Ukraine',
    adjective: 'Ukrainian',
    weight: 3,
    principals: ['Embassy of Ukraine', 'Ministry of Foreign Affairs of Ukraine', 'Naftogaz of Ukraine'],
  },
  {
    name: 'BAHAMAS',
    capital: 'Nassau',
    display: 'the Bahamas',
    adjective: 'Bahamian',
    weight: 2,
    principals: ['Bahamas Ministry of Tourism', 'Government of the Commonwealth of the Bahamas'],
  },
  {
    name: 'MOROCCO',
    capital: 'Rabat',
    display: 'Morocco',
    adjective: 'Moroccan',
    weight: 2,
    principals: ['Embassy of the Kingdom of Morocco', 'Moroccan American Center for Policy'],
  },
  {
    name: 'PAKISTAN',
    capital: 'Islamabad',
    display: 'Pakistan',
    adjective: 'Pakistani',
    weight: 2,
    principals: ['Embassy of Pakistan', 'Government of the Islamic Republic of Pakistan'],
  },
  {
    name: 'BAHRAIN',
    capital: 'Manama',
    display: 'Bahrain',
    adjective: 'Bahraini',
    weight: 2,
    principals: ['Embassy of the Kingdom of Bahrain', 'Bahrain Economic Development Board'],
  },
  {
    name: 'NIGERIA',
    capital: 'Abuja',
    display: 'Nigeria',
    adjective: 'Nigerian',
    weight: 2,
    principals: ['Federal Republic of Nigeria', 'Nigerian National Petroleum Corporation'],
  },
  {
    name: 'COLOMBIA',
    capital: 'Bogota',
    display: 'Colombia',
    adjective: 'Colombian',
    weight: 2,
    principals: ['Embassy of Colombia', 'ProColombia'],
  },
  {
    name: 'AUSTRALIA',
    capital: 'Canberra',
    display: 'Australia',
    adjective: 'Australian',
    weight: 2,
    principals: ['Embassy of Australia', 'Tourism Australia'],
  },
  { name: 'IRELAND', capital: 'Dublin', display: 'Ireland', adjective: 'Irish', weight: 2, principals: ['Tourism Ireland', 'IDA Ireland'] },
  {
    name: 'DOMINICAN REPUBLIC',
    capital: 'Santo Domingo',
    display: 'the Dominican Republic',
    adjective: 'Dominican',
    weight: 2,
    principals: ['Dominican Republic Ministry of Tourism'],
  },
  {
    name: 'PHILIPPINES',
    capital: 'Manila',
    display: 'the Philippines',
    adjective: 'Philippine',
    weight: 2,
    principals: ['Embassy of the Philippines', 'Philippine Department of Tourism'],
  },
  {
    name: 'HONG KONG',
    capital: 'Hong Kong',
    display: 'Hong Kong',
    adjective: 'Hong Kong',
    weight: 2,
    principals: ['Hong Kong Economic and Trade Office', 'Hong Kong Trade Development Council'],
  },
];

/** Templates for principals any country can have. */
export const GENERIC_PRINCIPAL_TEMPLATES: readonly string[] = [
  'Government of {D}',
  'Ministry of Foreign Affairs of {D}',
  'Ministry of Economy of {D}',
  '{A} Chamber of Commerce',
  '{A} Tourism Board',
  '{A} Investment Promotion Agency',
  '{A} National Oil Company',
  '{A} Trade Council',
  '{A} Ports Authority',
  '{A} Institute for Strategic Studies',
  '{A} Sovereign Wealth Fund',
  'Embassy of {D}',
];

/** Shared organisations that register under FARA (firms, foreign-owned companies, trade bodies). */
export const FARA_ORGANIZATION_PATTERN =
  /\b(LLP|Consulting|Public Affairs|Government Affairs|Associates|Partners|Podesta|Qorvis|FleishmanHillard|APCO|Stonebridge|Kissinger|McKinsey|Huawei|Samsung|BP America|Shell USA|Siemens|Airbus|SoftBank|TikTok|Aramco|Japan|Korea|Hyundai|Nestle|Unilever|Novo Nordisk|Embraer|Mercury|Sonoran|Invariant)\b/;

/** Registrants that represent Japanese principals under their own names. */
export const JAPAN_REGISTRANTS: readonly string[] = [
  'Japan National Tourism Organization',
  'Japan Automobile Manufacturers Association, Inc.',
  'Japan Economic Foundation',
  'Japan Fisheries Association',
  'Japan Center for International Exchange',
];

export const FARA_REGISTRANT_TEMPLATES: readonly string[] = [
  '{A} Consulting Group, LLC',
  '{A} Global Consulting',
  '{A} Strategic Communications',
  '{A} Public Relations, Inc.',
  '{A} International Advisors',
  '{A} & {B} Consulting LLC',
  '{A} Government Consulting',
  'The {A} Consulting Firm',
  '{A} Communications, LLC',
  '{A} Media Strategies',
  '{A} & {B} LLP',
  '{A} Law Offices, PLLC',
  '{A} & {B} Law Group',
  '{A} Public Affairs, LLC',
  '{A} Partners LLC',
];

export const FARA_DOCUMENT_TYPES: readonly string[] = [
  'Supplemental Statement',
  'Amendment',
  'Exhibit AB',
  'Registration Statement',
  'Short Form',
  'Informational Materials',
  'Dissemination Report',
  'Conflict Provision',
];

/** URL slug per document type (as the FARA e-file system names PDFs). */
export const FARA_DOCUMENT_SLUGS: Readonly<Record<string, string>> = {
  'Supplemental Statement': 'Supplemental-Statement',
  Amendment: 'Amendment',
  'Exhibit AB': 'Exhibit-AB',
  'Registration Statement': 'Registration-Statement',
  'Short Form': 'Short-Form',
  'Informational Materials': 'Informational-Materials',
  'Dissemination Report': 'Dissemination-Report',
  'Conflict Provision': 'Conflict-Provision',
};

export const DC_STREETS: readonly string[] = [
  'Pennsylvania Avenue NW',
  'K Street NW',
  'Connecticut Avenue NW',
  'New York Avenue NW',
  'Massachusetts Avenue NW',
  'I Street NW',
  'L Street NW',
  'M Street NW',
  '17th Street NW',
  '19th Street NW',
  'Vermont Avenue NW',
  'New Hampshire Avenue NW',
];

export const FARA_CITIES: readonly { city: string; state: string; zip: string }[] = [
  { city: 'Washington', state: 'DC', zip: '20004' },
  { city: 'Washington', state: 'DC', zip: '20006' },
  { city: 'Washington', state: 'DC', zip: '20036' },
  { city: 'Washington', state: 'DC', zip: '20005' },
  { city: 'New York', state: 'NY', zip: '10017' },
  { city: 'New York', state: 'NY', zip: '10022' },
  { city: 'Arlington', state: 'VA', zip: '22209' },
  { city: 'Alexandria', state: 'VA', zip: '22314' },
  { city: 'Bethesda', state: 'MD', zip: '20814' },
  { city: 'Los Angeles', state: 'CA', zip: '90071' },
  { city: 'Miami', state: 'FL', zip: '33131' },
  { city: 'Chicago', state: 'IL', zip: '60601' },
];
