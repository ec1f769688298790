// Names and types of organisations in the entity layer: the listed issuers and the shared
// ORGANIZATIONS list first (so other domains' clients, witnesses and employers resolve to
// entities), then synthetic organisations built from industry and cause vocabularies.
import { fill, type Rng } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS } from '../../vocab/organizations.js';
import {
  COMPANY_STEMS,
  COMPANY_SUFFIXES,
  INDUSTRIES,
  NONPROFIT_AFFILIATE_FORMS,
  NONPROFIT_CAUSES,
  NONPROFIT_KINDS,
  SECURITIES,
  type Industry,
} from '../../vocab/misc-industries.js';
import { FIRST_NAMES, LAST_NAMES } from '../../vocab/misc-people.js';
import { FOREIGN_COUNTRIES } from '../../vocab/misc-geography.js';

export type EntityType =
  | 'public_company'
  | 'private_company'
  | 'nonprofit'
  | 'foreign_entity'
  | 'pac'
  | 'trade_association'
  | 'union'
  | 'political_committee'
  | 'unknown';

export interface NamedEntity {
  readonly name: string;
  readonly type: EntityType;
  readonly industry: Industry | null;
  readonly ticker: string | null;
  /** ISO-2 country; 'US' unless a foreign entity. */
  readonly country: string;
}

const INDUSTRY_BY_SLUG = new Map(INDUSTRIES.map((i) => [i.slug, i]));
const LISTED_TICKERS = new Set(SECURITIES.map((s) => s.ticker));

/** Entity type of a name from the shared ORGANIZATIONS list (not a listed issuer), from its words:
 *  unions and the named advocacy groups first, then trade bodies, then anything with a corporate
 *  marker is a company; the rest (think tanks, charities, civil-society groups) are nonprofits. */
export function classifyOrganization(name: string): EntityType {
  if (
    /\b(AFL-CIO|Teamsters|Brotherhood|Workers|Employees|Steelworkers|Fighters|Nurses United|Pilots Association|Flight Attendants|Building Trades|Carpenters|Operating Engineers|Federation of Teachers|Education Association|Order of Police|Laborers)/.test(
      name,
    )
  )
    return 'union';
  if (
    /\b(Heart Association|Lung Association|Alzheimer|Cancer|Consumer Federation|Rifle Association|Conservation Voters|Wildlife Federation|Retired Persons|Council on Education|Defense Council|Legion|Working Group|Families USA|RAND Corporation|Better Markets)\b/.test(
      name,
    )
  )
    return 'nonprofit';
  if (
    /\b(Associations?|Associated|Institute|Roundtable|Chamber of Commerce|Federation|Council|Alliance|Coalition|Producers|Manufacturers|Bankers|Realtors|Organization|Airlines for America|CropLife|Health Insurance Plans|Fertilizer)\b/.test(
      name,
    )
  )
    return 'trade_association';
  if (/\bAramco\b/.test(name)) return 'foreign_entity';
  if (
    /(\b(Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.|LLC|LLP|LP|plc|Limited|Group|Partners|Associates|Consulting|Affairs|Counsel|Investments|Holding|USA?|SAIC|Motor|Sanofi)(\s|$|,))/.test(
      name,
    )
  )
    return 'private_company';
  return 'nonprofit';
}

/** Seed organisations: listed issuers (with tickers), then the shared list minus those issuers. */
export function seedEntities(rng: Rng): NamedEntity[] {
  const out: NamedEntity[] = SECURITIES.map((s) => ({
    name: s.issuer,
    type: 'public_company' as const,
    industry: INDUSTRY_BY_SLUG.get(s.industry) ?? null,
    ticker: s.ticker,
    country: 'US',
  }));
  const issuers = new Set(SECURITIES.map((s) => s.issuer));
  for (const name of ORGANIZATIONS) {
    if (issuers.has(name)) continue;
    const type = classifyOrganization(name);
    const industry = type === 'private_company' || type === 'trade_association' ? rng.pick(INDUSTRIES) : null;
    out.push({ name, type, industry, ticker: null, country: type === 'foreign_entity' ? 'SA' : 'US' });
  }
  return out;
}

const TYPE_WEIGHTS: readonly [EntityType, number][] = [
  ['private_company', 40],
  ['nonprofit', 35],
  ['public_company', 2],
  ['foreign_entity', 5],
  ['pac', 4],
  ['trade_association', 2],
  ['union', 1],
  ['political_committee', 3],
  ['unknown', 8],
];
const TYPES = TYPE_WEIGHTS.map(([t]) => t);
const WEIGHTS = TYPE_WEIGHTS.map(([, w]) => w);

const UNION_LOCALS: readonly string[] = [
  'IBEW Local',
  'SEIU Local',
  'UFCW Local',
  'Teamsters Local',
  'UAW Local',
  'IUOE Local',
  'CWA Local',
  'AFSCME Council',
  'USW Local',
  'IAM District',
];
const STATE_NAMES: readonly string[] = [
  'Ohio',
  'Texas',
  'California',
  'Virginia',
  'Maryland',
  'Florida',
  'Georgia',
  'Michigan',
  'Oregon',
  'Colorado',
  'Arizona',
  'Iowa',
  'Kentucky',
  'Maine',
  'Montana',
  'Nevada',
  'Utah',
  'Vermont',
  'Wisconsin',
  'Minnesota',
];

function companyCore(rng: Rng, industry: Industry): string {
  const word = rng.pick(industry.nameWords);
  const r = rng.next();
  if (r < 0.65) return `${rng.pick(COMPANY_STEMS)} ${word}`;
  if (r < 0.85) return `${rng.pick(COMPANY_STEMS)} ${rng.pick(COMPANY_STEMS)} ${word}`;
  return `${rng.pick(LAST_NAMES)} ${word}`; // eponymous business
}

/** A synthetic organisation of a random type. */
export function syntheticEntity(rng: Rng): NamedEntity {
  const type = rng.weighted(TYPES, WEIGHTS);
  const industry = rng.pick(INDUSTRIES);
  switch (type) {
    case 'public_company': {
      const core = companyCore(rng, industry);
      const letters = core.replace(/[^A-Z]/g, '');
      let ticker = (letters + rng.pick(['X', 'Q', 'R', 'T', 'N'])).slice(0, rng.int(3, 4));
      if (LISTED_TICKERS.has(ticker)) ticker = `${ticker.slice(0, 3)}Q`; // listed tickers name one issuer only
      if (LISTED_TICKERS.has(ticker)) ticker = `${ticker.slice(0, 2)}QQ`;
      return {
        name: `${core} ${rng.pick(['Inc.', 'Corporation', 'Holdings, Inc.', 'Corp.', 'Group, Inc.'])}`,
        type,
        industry,
        ticker,
        country: 'US',
      };
    }
    case 'private_company':
      return { name: `${companyCore(rng, industry)} ${rng.pick(COMPANY_SUFFIXES)}`, type, industry, ticker: null, country: 'US' };
    case 'foreign_entity': {
      const country = rng.pick(FOREIGN_COUNTRIES);
      return {
        name: `${rng.pick(COMPANY_STEMS)} ${rng.pick(industry.nameWords)} ${country.suffix}`,
        type,
        industry,
        ticker: null,
        country: country.code,
      };
    }
    case 'nonprofit': {
      const place = rng.bool(0.5) ? rng.pick(COMPANY_STEMS) : rng.pick(STATE_NAMES);
      const r = rng.next();
      const name =
        r < 0.57
          ? `${place} ${rng.pick(NONPROFIT_CAUSES)} ${rng.pick(NONPROFIT_KINDS)}`
          : r < 0.72
            ? `Friends of ${place} ${rng.pick(NONPROFIT_CAUSES)}`
            : r < 0.8
              ? fill(rng.pick(NONPROFIT_AFFILIATE_FORMS), { place })
              : `${rng.pick(LAST_NAMES)} Family Foundation`;
      const tagged = rng.bool(0.3)
        ? (rng.pick([INDUSTRY_BY_SLUG.get('hospitals'), INDUSTRY_BY_SLUG.get('education'), INDUSTRY_BY_SLUG.get('higher_education')]) ??
          null)
        : null;
      return { name, type, industry: tagged, ticker: null, country: 'US' };
    }
    case 'pac':
      return rng.bool(0.6)
        ? { name: `${companyCore(rng, industry)} Employees Political Action Committee`, type, industry, ticker: null, country: 'US' }
        : {
            name: `${rng.pick(NONPROFIT_CAUSES)} ${rng.pick(['PAC', 'Action Fund', 'Victory PAC'])}`,
            type,
            industry: null,
            ticker: null,
            country: 'US',
          };
    case 'political_committee': {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const name = rng.pick([
        `${first} ${last} for Congress`,
        `${last} for Senate`,
        `Friends of ${first} ${last}`,
        `${last} Victory Fund`,
        `Committee to Elect ${first} ${last}`,
      ]);
      return { name, type, industry: null, ticker: null, country: 'US' };
    }
    case 'trade_association': {
      const word = rng.pick(industry.nameWords);
      const name = rng.pick([
        `National ${word} Association`,
        `American ${word} Council`,
        `${rng.pick(STATE_NAMES)} ${word} Alliance`,
        `${word} Manufacturers Institute`,
      ]);
      return { name, type, industry, ticker: null, country: 'US' };
    }
    case 'union':
      return { name: `${rng.pick(UNION_LOCALS)} ${rng.int(1, 1999)}`, type, industry: null, ticker: null, country: 'US' };
    default:
      return {
        name: `${rng.pick(COMPANY_STEMS)} ${rng.pick(industry.nameWords)}`,
        type: 'unknown',
        industry: null,
        ticker: null,
        country: 'US',
      };
  }
}

/** The name without its trailing legal-form suffix ("Pfizer Inc." → "Pfizer"). */
export function displayName(name: string): string {
  return name.replace(
    /,?\s+(Inc\.|Incorporated|Corporation|Corp\.|Co\.|Company|LLC|LLP|LP|plc|Holdings, Inc\.|Group, Inc\.|Group LLC)$/,
    '',
  );
}
