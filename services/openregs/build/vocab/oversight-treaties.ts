// Treaty documents transmitted to the Senate: partner countries and the kinds of treaty,
// each with its topic (the `topic` column), title pattern and index terms.

export interface TreatyCountry {
  /** As listed in the `countries` column. */
  readonly name: string;
  /** As written in treaty titles. */
  readonly formal: string;
  /** Relative number of treaties with this partner. */
  readonly weight: number;
}

export const TREATY_COUNTRIES: readonly TreatyCountry[] = [
  { name: 'Canada', formal: 'Canada', weight: 6 },
  { name: 'Mexico', formal: 'the United Mexican States', weight: 5 },
  { name: 'United Kingdom', formal: 'the United Kingdom of Great Britain and Northern Ireland', weight: 5 },
  { name: 'Japan', formal: 'Japan', weight: 4 },
  { name: 'Germany', formal: 'the Federal Republic of Germany', weight: 3 },
  { name: 'France', formal: 'the French Republic', weight: 3 },
  { name: 'Russia', formal: 'the Russian Federation', weight: 3 },
  { name: 'China', formal: "the People's Republic of China", weight: 2 },
  { name: 'Australia', formal: 'Australia', weight: 2 },
  { name: 'Italy', formal: 'the Italian Republic', weight: 2 },
  { name: 'Spain', formal: 'the Kingdom of Spain', weight: 2 },
  { name: 'Netherlands', formal: 'the Kingdom of the Netherlands', weight: 2 },
  { name: 'Korea, South', formal: 'the Republic of Korea', weight: 2 },
  { name: 'India', formal: 'the Republic of India', weight: 2 },
  { name: 'Israel', formal: 'the State of Israel', weight: 2 },
  { name: 'Brazil', formal: 'the Federative Republic of Brazil', weight: 1 },
  { name: 'Argentina', formal: 'the Argentine Republic', weight: 1 },
  { name: 'Chile', formal: 'the Republic of Chile', weight: 1 },
  { name: 'Peru', formal: 'the Republic of Peru', weight: 1 },
  { name: 'Colombia', formal: 'the Republic of Colombia', weight: 1 },
  { name: 'Poland', formal: 'the Republic of Poland', weight: 1 },
  { name: 'Hungary', formal: 'Hungary', weight: 1 },
  { name: 'Ukraine', formal: 'Ukraine', weight: 1 },
  { name: 'Turkey', formal: 'the Republic of Turkey', weight: 1 },
  { name: 'Egypt', formal: 'the Arab Republic of Egypt', weight: 1 },
  { name: 'South Africa', formal: 'the Republic of South Africa', weight: 1 },
  { name: 'Philippines', formal: 'the Republic of the Philippines', weight: 1 },
  { name: 'Vietnam', formal: 'the Socialist Republic of Vietnam', weight: 1 },
  { name: 'Thailand', formal: 'the Kingdom of Thailand', weight: 1 },
  { name: 'Sweden', formal: 'the Kingdom of Sweden', weight: 1 },
  { name: 'Norway', formal: 'the Kingdom of Norway', weight: 1 },
  { name: 'Ireland', formal: 'Ireland', weight: 1 },
  { name: 'Switzerland', formal: 'the Swiss Confederation', weight: 1 },
  { name: 'Jamaica', formal: 'Jamaica', weight: 0.5 },
  { name: 'Kenya', formal: 'the Republic of Kenya', weight: 0.5 },
  { name: 'Croatia', formal: 'the Republic of Croatia', weight: 0.5 },
  { name: 'Montenegro', formal: 'Montenegro', weight: 0.5 },
  { name: 'North Macedonia', formal: 'the Republic of North Macedonia', weight: 0.5 },
  { name: 'Finland', formal: 'the Republic of Finland', weight: 0.5 },
  { name: 'Kiribati', formal: 'the Republic of Kiribati', weight: 0.3 },
];

export interface TreatyKind {
  readonly topic: string;
  readonly weight: number;
  /** Title pattern; `{country}` is the partner's formal name. */
  readonly bilateralTitle: string;
  /** Title for the multilateral form, when the kind has one. */
  readonly multilateralTitles: readonly string[];
  readonly indexTerms: readonly string[];
  /** Bilateral partners limited to these countries (`TreatyCountry.name`), when set. */
  readonly partners?: readonly string[];
  /** Countries a multilateral title names (`{country}`) and lists first, when set. */
  readonly multilateralPartners?: readonly string[];
}

export const TREATY_KINDS: readonly TreatyKind[] = [
  {
    topic: 'Extradition',
    weight: 5,
    bilateralTitle: 'Extradition Treaty with {country}',
    multilateralTitles: [],
    indexTerms: ['Extradition', 'Criminal law', 'Law enforcement'],
  },
  {
    topic: 'Mutual Legal Assistance',
    weight: 4,
    bilateralTitle: 'Treaty with {country} on Mutual Legal Assistance in Criminal Matters',
    multilateralTitles: ['Council of Europe Convention on Cybercrime'],
    indexTerms: ['Mutual legal assistance', 'Criminal law', 'Evidence'],
  },
  {
    topic: 'Taxation',
    weight: 5,
    bilateralTitle: 'Protocol Amending the Tax Convention with {country}',
    multilateralTitles: ['Convention on Mutual Administrative Assistance in Tax Matters'],
    indexTerms: ['Double taxation', 'Income tax', 'Tax evasion'],
  },
  {
    topic: 'Maritime Boundaries and Claims',
    weight: 2,
    bilateralTitle: 'Treaty with {country} on the Delimitation of the Continental Shelf',
    multilateralTitles: ['Agreement on Port State Measures to Prevent, Deter, and Eliminate Illegal, Unreported, and Unregulated Fishing'],
    indexTerms: ['Maritime boundaries', 'Continental shelf', 'Law of the sea'],
  },
  {
    topic: 'Environment',
    weight: 3,
    bilateralTitle: 'Agreement with {country} Concerning Transboundary Air Pollution',
    multilateralTitles: [
      'Kigali Amendment to the Montreal Protocol',
      'Minamata Convention on Mercury',
      'Stockholm Convention on Persistent Organic Pollutants',
      'Protocol to the International Convention for the Prevention of Pollution from Ships',
    ],
    indexTerms: ['Environmental protection', 'Pollution', 'Climate'],
  },
  {
    topic: 'Arms Control',
    weight: 2,
    bilateralTitle: 'Treaty with {country} on Measures for the Further Reduction and Limitation of Strategic Offensive Arms',
    multilateralTitles: ['Comprehensive Nuclear Test-Ban Treaty', 'Chemical Weapons Convention', 'Arms Trade Treaty'],
    indexTerms: ['Arms control', 'Nuclear weapons', 'Verification'],
    partners: ['Russia'],
  },
  {
    topic: 'International Law and Organization',
    weight: 2,
    bilateralTitle: 'Convention with {country} on Consular Relations',
    multilateralTitles: [
      'Hague Convention on the Civil Aspects of International Child Abduction',
      'Convention on the Rights of Persons with Disabilities',
    ],
    indexTerms: ['International law', 'Treaties', 'Consular affairs'],
  },
  {
    topic: 'Trade and Investment',
    weight: 2,
    bilateralTitle: 'Treaty with {country} Concerning the Encouragement and Reciprocal Protection of Investment',
    multilateralTitles: ['Patent Law Treaty', 'Hague Agreement Concerning the International Registration of Industrial Designs'],
    indexTerms: ['Foreign investment', 'Intellectual property', 'International trade'],
  },
  {
    topic: 'Defense',
    weight: 2,
    bilateralTitle: 'Defense Trade Cooperation Treaty with {country}',
    multilateralTitles: ['Protocol to the North Atlantic Treaty of 1949 on the Accession of {country}'],
    indexTerms: ['Defense cooperation', 'NATO', 'Military assistance'],
    partners: ['United Kingdom', 'Australia'],
    multilateralPartners: ['Finland', 'Sweden', 'Montenegro', 'North Macedonia', 'Croatia', 'Poland', 'Hungary'],
  },
  {
    topic: 'Fisheries',
    weight: 1,
    bilateralTitle: 'Treaty with {country} on Pacific Salmon Fisheries',
    multilateralTitles: ['Convention on the Conservation and Management of High Seas Fisheries Resources in the North Pacific Ocean'],
    indexTerms: ['Fisheries', 'Marine resources', 'Conservation'],
    partners: ['Canada'],
  },
  {
    topic: 'Telecommunication',
    weight: 1,
    bilateralTitle: 'Agreement with {country} on Satellite Communications',
    multilateralTitles: ['Final Acts of the World Radiocommunication Conference'],
    indexTerms: ['Telecommunications', 'Radio frequency allocation', 'Satellites'],
  },
];
