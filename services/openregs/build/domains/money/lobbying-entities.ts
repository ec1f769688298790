// The cast of the lobbying data: clients (shared organisations first, so the overlap tables
// find them), registrant firms, the lobbyist pool with each firm's roster, and the former
// members of Congress who went on to lobby (the revolving door).
import { fill, type Member, type Rng } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS, normalizeOrganization } from '../../vocab/organizations.js';
import { ISSUE_AREAS } from '../../vocab/money-issues.js';
import {
  ASSOCIATION_ADJECTIVES,
  ASSOCIATION_NOUNS,
  BUSINESS_STATES,
  COMPANY_SUFFIXES,
  EXTRA_FIRMS,
  FIRM_NAME_PATTERN,
  FIRM_TEMPLATES,
  GOVERNMENT_CLIENT_TEMPLATES,
  INDUSTRY_WORDS,
  NAME_WORDS,
  PLACES,
  STAFF_POSITIONS,
} from '../../vocab/money-lobbying.js';
import { FIRST_NAMES, LAST_NAMES, personName } from '../../vocab/money-names.js';
import { lastYear } from './members.js';
import { mix } from './hashing.js';

export interface LobbyClient {
  name: string;
  normalized: string;
  state: string;
  description: string;
  /** 1 for cities, ports, public universities…; 0 for private clients; null when the filer left it blank. */
  government: number | null;
  /** 1 for the biggest client, falling towards 0 down the list. */
  size: number;
  /** Indexes into ISSUE_AREAS, primary issue first. */
  issues: number[];
  /** Files LD-2 reports itself (expenses) besides hiring firms (income). */
  inHouse: boolean;
}

export interface Registrant {
  id: number;
  name: string;
  state: string;
  houseId: number | null;
}

/** registrant_id of a client that files for itself: this base plus the client's index. */
export const IN_HOUSE_REGISTRANT_BASE = 400_000;

const ISSUE_INDEX = new Map(ISSUE_AREAS.map((a, i) => [a.code, i]));

/** How often each issue area appears when a client's industry does not decide it. */
const ISSUE_POPULARITY: Readonly<Record<string, number>> = {
  HCR: 10,
  TAX: 10,
  BUD: 9,
  DEF: 6,
  TRA: 6,
  ENV: 5,
  ENG: 5,
  MMM: 5,
  TRD: 5,
  FIN: 4,
  EDU: 4,
  LBR: 4,
  GOV: 4,
  AGR: 4,
  CPI: 3,
  TEC: 3,
  HOM: 3,
  IMM: 3,
  BAN: 3,
  CAW: 3,
  FUE: 3,
  SCI: 3,
  PHA: 2,
  INS: 2,
  VET: 2,
  FOR: 2,
  AVI: 2,
  CSP: 2,
  RES: 2,
  COM: 2,
  TAR: 2,
  ACC: 1,
};
const ISSUE_WEIGHTS = ISSUE_AREAS.map((a) => ISSUE_POPULARITY[a.code] ?? 1);
const ALL_ISSUES = ISSUE_AREAS.map((_, i) => i);

/** Industry keywords in a client's name → its core issues and a general description. */
const INDUSTRIES: readonly { pattern: RegExp; issues: readonly string[]; description: string }[] = [
  {
    pattern:
      /Petroleum|Oil|Gas|Pipeline|Fuel|Exxon|Chevron|Conoco|Shell|BP America|Marathon|Valero|Occidental|Halliburton|Schlumberger|Kinder|Enbridge|TC Energy|Mining|Coal|Peabody|Aramco|Exploration/i,
    issues: ['FUE', 'ENV', 'ENG', 'TAX', 'CAW'],
    description: 'Oil, natural gas and mining',
  },
  {
    pattern: /Electric|Power|Nuclear|Solar|Wind|Utilit|Duke Energy|Southern Company|Dominion|NextEra|Exelon|Xcel|Entergy|Edison|Energy/i,
    issues: ['ENG', 'ENV', 'CAW', 'TAX'],
    description: 'Electric power and energy',
  },
  {
    pattern:
      /Pharma|Drug|Pfizer|Merck|Lilly|AbbVie|Amgen|Gilead|Bristol|Novartis|Sanofi|AstraZeneca|Glaxo|Teva|Moderna|Novo|Biotech|Bioscience|Genomics/i,
    issues: ['HCR', 'PHA', 'MMM', 'TAX', 'TRD'],
    description: 'Pharmaceuticals and biotechnology',
  },
  {
    pattern:
      /Health|Hospital|Medical|Medicare|UnitedHealth|CVS|Anthem|Cigna|Humana|HCA|Medtronic|Abbott|Insurance Plans|Cancer|Heart|Lung|Alzheimer|Hospice|Diagnostics|Laborator/i,
    issues: ['HCR', 'MMM', 'PHA', 'BUD', 'TAX'],
    description: 'Health care services and advocacy',
  },
  {
    pattern:
      /Bank|Financial|Credit|Mortgage|Securities|Investment|JPMorgan|Citigroup|Wells Fargo|Goldman|Morgan Stanley|BlackRock|Visa|Mastercard|American Express|Capital|Schwab|Fidelity|Vanguard|Blackstone|KKR|Carlyle|Citadel|Coinbase|Funds|Asset Management/i,
    issues: ['BAN', 'FIN', 'TAX', 'CSP', 'ACC'],
    description: 'Banking and financial services',
  },
  { pattern: /Insur|Prudential|MetLife|Life Insurers|Casualty/i, issues: ['INS', 'TAX', 'FIN', 'HCR'], description: 'Insurance' },
  {
    pattern:
      /Farm|Agri|Cattle|Pork|Corn|Soybean|Deere|Cargill|Tyson|Smithfield|Archer|Crop|Fertilizer|Food|Beverage|Pepsi|Coca|Grocery|Frozen|Restaurant|Dairy|Poultry|Seafood|Sugar|Ethanol|Seeds|Brewing|Spirits/i,
    issues: ['AGR', 'TRD', 'TAX', 'ENV', 'CSP'],
    description: 'Agriculture and food',
  },
  {
    pattern: /Air|Aviation|Aerospace|Boeing|Airbus|Embraer|Delta|Pilots|Flight/i,
    issues: ['AVI', 'DEF', 'TRA', 'TAX', 'LBR'],
    description: 'Aviation and aerospace',
  },
  {
    pattern: /Defense|Lockheed|Raytheon|Northrop|General Dynamics|Booz|Leidos|SAIC|Palantir|Shipbuilding|Veterans|Legion/i,
    issues: ['DEF', 'BUD', 'HOM', 'VET', 'GOV'],
    description: 'Defense and national security',
  },
  {
    pattern:
      /Tech|Software|Microsoft|Apple|Alphabet|Amazon|Meta Platforms|Oracle|IBM|Intel|Qualcomm|Cisco|Nvidia|Salesforce|TikTok|Huawei|Samsung|SoftBank|Uber|Semiconductor|Privacy|Frontier Foundation/i,
    issues: ['CPI', 'TEC', 'TAX', 'TRD', 'IMM', 'SCI'],
    description: 'Technology',
  },
  {
    pattern:
      /Wireless|Telecom|AT&T|Verizon|Comcast|Charter|T-Mobile|Broadcast|Television|CTIA|NCTA|Broadband|Media|Publishing|Motion Picture|Recording/i,
    issues: ['TEC', 'COM', 'TAX', 'CPI'],
    description: 'Telecommunications and media',
  },
  {
    pattern:
      /Truck|Rail|Transport|Road|FedEx|Parcel|Union Pacific|BNSF|Automotive|Motor|Ford|General Motors|Tesla|Toyota|Hyundai|Logistics|Freight|Transit|Port of/i,
    issues: ['TRA', 'TAX', 'ENV', 'LBR', 'TRD'],
    description: 'Transportation and logistics',
  },
  {
    pattern:
      /Steel|Aluminum|Iron|Nucor|Cement|Chemical|Dow|DuPont|Bayer|Corteva|3M|Plastics|Manufactur|Caterpillar|Honeywell|General Electric|Paper|Timber/i,
    issues: ['TRD', 'TAR', 'ENV', 'TAX', 'CAW'],
    description: 'Manufacturing and materials',
  },
  {
    pattern:
      /Union|Workers|Teamsters|AFL-CIO|Laborers|Machinists|Carpenters|Operating Engineers|Nurses|Fire Fighters|Police|Employees|Teachers|Education Association|Building Trades/i,
    issues: ['LBR', 'BUD', 'HCR', 'EDU', 'TRA'],
    description: 'Labor union',
  },
  {
    pattern: /University|College|Education|Institute of Technology|Universities|School/i,
    issues: ['EDU', 'SCI', 'BUD', 'IMM', 'TAX'],
    description: 'Higher education and research',
  },
  {
    pattern:
      /Sierra|Conservancy|Wildlife|Environmental|Earthjustice|Conservation|Audubon|Ocean|Trout|Ducks|Clean Air|Resources Defense|Friends of the Earth|Biological|Water District|Sewer|Waste|Recycling/i,
    issues: ['ENV', 'CAW', 'ENG', 'RES', 'AGR'],
    description: 'Environment and conservation',
  },
  {
    pattern: /Realtors|Home Builders|Homebuilders|Real Estate|Property|Housing|Habitat|Construction|Contractors/i,
    issues: ['RES', 'TAX', 'BAN', 'INS'],
    description: 'Real estate and construction',
  },
  {
    pattern: /Retail|Walmart|Target|Home Depot|Wholesal|Walgreens|Grocers|Hospitality|Hotel|Gaming/i,
    issues: ['TAX', 'TRD', 'LBR', 'CSP', 'BAN'],
    description: 'Retail and consumer services',
  },
  { pattern: /City of|County of|Authority|Metropolitan/i, issues: ['TRA', 'BUD', 'HOM', 'ENV', 'RES'], description: 'Local government' },
];

function codesToIndexes(codes: readonly string[]): number[] {
  return codes.map((c) => ISSUE_INDEX.get(c)).filter((i): i is number => i !== undefined);
}

/** A client's issues: its industry's core issues first, then popular extras; big clients get many. */
function issueProfile(rng: Rng, name: string, size: number): { issues: number[]; description: string } {
  const industry = INDUSTRIES.find((ind) => ind.pattern.test(name));
  const core = industry ? codesToIndexes(industry.issues) : [rng.weighted(ALL_ISSUES, ISSUE_WEIGHTS)];
  // A few clients (the biggest) lobby on a dozen or more issue areas; most on one to four.
  const wanted = size > 0.985 ? rng.int(10, 24) : size > 0.9 ? rng.int(4, 9) : 1 + rng.skewed(6, 1.3);
  const issues: number[] = [];
  for (const i of core) if (issues.length < wanted && !issues.includes(i)) issues.push(i);
  for (let guard = 0; issues.length < wanted && guard < 200; guard++) {
    const i = rng.weighted(ALL_ISSUES, ISSUE_WEIGHTS);
    if (!issues.includes(i)) issues.push(i);
  }
  return { issues, description: industry ? industry.description : 'Business services' };
}

function generatedClientName(rng: Rng): { name: string; government: boolean } {
  const kind = rng.next();
  if (kind < 0.62) {
    const stem = rng.bool(0.5) ? rng.pick(NAME_WORDS) : rng.pick(LAST_NAMES);
    const suffix = rng.pick(COMPANY_SUFFIXES);
    return { name: `${stem} ${rng.pick(INDUSTRY_WORDS)}${suffix ? ' ' + suffix : ''}`, government: false };
  }
  if (kind < 0.9) {
    return { name: `${rng.pick(ASSOCIATION_ADJECTIVES)} ${rng.pick(INDUSTRY_WORDS)} ${rng.pick(ASSOCIATION_NOUNS)}`, government: false };
  }
  return { name: fill(rng.pick(GOVERNMENT_CLIENT_TEMPLATES), { P: rng.pick(PLACES) }), government: true };
}

/** The biggest spenders in real LDA data lead the list (and anchor the canned-query examples). */
export const HEADLINE_CLIENTS: readonly string[] = [
  'U.S. Chamber of Commerce',
  'National Association of Realtors',
  'Pharmaceutical Research and Manufacturers of America',
  'American Hospital Association',
  'American Medical Association',
  'Business Roundtable',
  'Exxon Mobil Corporation',
  'Alphabet Inc.',
  'Amazon.com, Inc.',
  'Meta Platforms, Inc.',
  'Lockheed Martin Corporation',
  'Boeing Company',
];

/** Clients in descending size: the shared organisations (minus firms), then generated ones. */
export function buildClients(rng: Rng, n: number): LobbyClient[] {
  const shared = ORGANIZATIONS.filter((o) => !FIRM_NAME_PATTERN.test(o) && !HEADLINE_CLIENTS.includes(o));
  const ordered = [...HEADLINE_CLIENTS, ...rng.sample(shared, shared.length)];
  const seen = new Set<string>();
  const clients: LobbyClient[] = [];
  const add = (name: string, government: boolean): void => {
    const normalized = normalizeOrganization(name);
    if (seen.has(normalized)) return;
    seen.add(normalized);
    const size = 1 - clients.length / Math.max(n, ordered.length);
    const { issues, description } = issueProfile(rng, name, size);
    clients.push({
      name,
      normalized,
      state: government ? rng.pick(BUSINESS_STATES.filter((s) => s !== 'DC')) : rng.pick(BUSINESS_STATES),
      description,
      government: government ? 1 : rng.bool(0.15) ? null : 0,
      size,
      issues,
      inHouse: size > 0.97 || rng.bool(size > 0.9 ? 0.5 : 0.08),
    });
  };
  for (const name of ordered) add(name, /University|College/.test(name) && rng.bool(0.5));
  for (let guard = 0; clients.length < n && guard < n * 20; guard++) {
    const { name, government } = generatedClientName(rng);
    add(name, government);
  }
  return clients;
}

/** Registrant firms, biggest first: shared firm names, well-known firms, then generated ones. */
export function buildRegistrants(rng: Rng, n: number): Registrant[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const push = (name: string): void => {
    if (!seen.has(name)) {
      seen.add(name);
      names.push(name);
    }
  };
  for (const o of ORGANIZATIONS) if (FIRM_NAME_PATTERN.test(o)) push(o);
  for (const f of EXTRA_FIRMS) push(f);
  for (let guard = 0; names.length < n && guard < n * 20; guard++) {
    push(
      fill(rng.pick(FIRM_TEMPLATES), {
        A: rng.pick(LAST_NAMES),
        B: rng.pick(LAST_NAMES),
        C: rng.pick(LAST_NAMES),
        W: rng.pick(NAME_WORDS),
      }),
    );
  }
  return names.map((name, i) => ({
    id: i + 1,
    name,
    state: rng.pick(BUSINESS_STATES),
    houseId: rng.bool(0.9) ? 30_000 + i * 7 : null,
  }));
}

/** The pool of lobbyists: names, and for former staff the post they declare. */
export interface LobbyistPool {
  names: string[];
  /** Declared prior post, or null for lobbyists with none. */
  positions: (string | null)[];
  /** Roster salt: a registrant's staff are a stable hash of its id. */
  salt: number;
}

export function buildLobbyistPool(rng: Rng, n: number, members: readonly Member[]): LobbyistPool {
  const names: string[] = [];
  const positions: (string | null)[] = [];
  // Stepping by a prime through first × last combinations gives distinct, well-spread names.
  const combos = FIRST_NAMES.length * LAST_NAMES.length;
  const offset = rng.int(0, combos - 1);
  for (let i = 0; i < n; i++) {
    const p = personName(i < combos ? (i * 7919 + offset) % combos : i);
    names.push(p.middle ? `${p.first} ${p.middle}. ${p.last}` : `${p.first} ${p.last}`);
    if (rng.bool(0.18)) {
      const boss = members.length > 0 ? members[rng.skewed(members.length, 1.5)].fullName : `${rng.pick(LAST_NAMES)}`;
      positions.push(fill(rng.pick(STAFF_POSITIONS), { N: boss }));
    } else {
      positions.push(null);
    }
  }
  return { names, positions, salt: rng.int(1, 0x7fffffff) };
}

/** Pool indexes of a registrant's lobbyists (bigger firms employ more). */
export function roster(pool: LobbyistPool, registrantId: number, firmCount: number): number[] {
  const h = mix(pool.salt, registrantId);
  const inHouse = registrantId >= IN_HOUSE_REGISTRANT_BASE;
  const rank = inHouse ? 1 : (registrantId - 1) / Math.max(1, firmCount);
  const size = inHouse ? 1 + (h % 4) : 1 + Math.floor(14 * Math.pow(1 - rank, 3)) + (h % 3);
  const out: number[] = [];
  for (let j = 0; j < size; j++) out.push(mix(h, j) % pool.names.length);
  return out;
}

/** A former member who lobbies after leaving Congress. */
export interface RevolvingMember {
  member: Member;
  /** lobbyist_name: the member's full name in upper case. */
  lobbyistName: string;
  /** registrant ids the member works for. */
  firms: number[];
  /** Whether the member ever fills in covered_position (some never do). */
  declares: boolean;
}

/**
 * Former members whose upper-case full name identifies them unambiguously (the only member with
 * that name, or the only one who served after 1990) — the ones revolving_door can resolve.
 */
export function pickRevolvingMembers(rng: Rng, members: readonly Member[], n: number, firmCount: number): RevolvingMember[] {
  const byName = new Map<string, Member[]>();
  for (const m of members) {
    const key = m.fullName.toUpperCase();
    if (!key) continue;
    const list = byName.get(key);
    if (list) list.push(m);
    else byName.set(key, [m]);
  }
  const eligible: Member[] = [];
  for (const [, list] of byName) {
    const recent = list.filter((m) => m.lastServed >= '1991');
    const only = list.length === 1 ? list[0] : recent.length === 1 ? recent[0] : null;
    if (only && !only.isCurrent && only.lastServed >= '1991' && lastYear(only) < 2025) eligible.push(only);
  }
  eligible.sort((a, b) => (a.bioguideId < b.bioguideId ? -1 : 1));
  const busyFirms = Math.max(1, Math.floor(firmCount * 0.15));
  return rng.sample(eligible, Math.min(n, eligible.length)).map((member) => ({
    member,
    lobbyistName: member.fullName.toUpperCase(),
    firms: rng.bool(0.3) ? [1 + rng.skewed(busyFirms, 1.5), 1 + rng.skewed(busyFirms, 1.5)] : [1 + rng.skewed(busyFirms, 1.5)],
    declares: rng.bool(0.85),
  }));
}
