// Periodic transaction reports of members since 2012: filings of one or more trades, made by
// a skewed set of traders (a few trade a lot) from personal portfolios that lean toward the
// industries their committees oversee. Also the ticker -> SIC reference table.
import {
  type BuildContext,
  congressEnd,
  congressStart,
  dayOfDate,
  dayOfIso,
  isoDay,
  lognormal,
  pad,
  type Rng,
  WeightedPicker,
} from '../../../../../databases/build/kit/index.js';
import {
  FUNDS,
  ISSUER_INDUSTRIES,
  ISSUER_PREFIXES,
  ISSUER_SUFFIXES,
  LISTED_COMPANIES,
  SIC_DESCRIPTIONS,
} from '../../vocab/congress-tickers.js';
import { COMMITTEE_SECTORS } from '../../vocab/congress-sectors.js';
import { DATA_END_DAY, FIRST_TRADE_YEAR } from './calendar.js';
import type { SimulatedMember, MemberUniverse } from './members.js';
import type { CommitteeSet } from './committees.js';

/** Trades at scale 1 and tickers in ticker_sic at scale 1 (the published counts). */
export const TRADES_AT_SCALE_1 = 95_621;
export const TICKERS_AT_SCALE_1 = 2_000;

export interface Security {
  ticker: string;
  name: string;
  sic: string | null;
  cik: number | null;
  exchange: string;
  popularity: number;
}

const AMOUNT_RANGES: readonly string[] = [
  '$1 - $1,000',
  '$1,001 - $15,000',
  '$15,001 - $50,000',
  '$50,001 - $100,000',
  '$100,001 - $250,000',
  '$250,001 - $500,000',
  '$500,001 - $1,000,000',
  '$1,000,001 - $5,000,000',
  '$5,000,001 - $25,000,000',
  '$25,000,001 - $50,000,000',
  '$50,000,001+',
];
const AMOUNT_WEIGHTS: readonly number[] = [0.005, 0.58, 0.2, 0.09, 0.06, 0.03, 0.02, 0.012, 0.002, 0.0005, 0.0002];
const LARGE_AMOUNT_WEIGHTS: readonly number[] = [0, 0.1, 0.15, 0.15, 0.2, 0.18, 0.12, 0.08, 0.015, 0.004, 0.001];
const OWNERS: readonly string[] = ['Self', 'Spouse', 'Joint', 'Child', 'Dependent Child'];
const HOUSE_TYPES: readonly string[] = ['Purchase', 'Sale', 'Sale (Partial)', 'Sale (Full)', 'Exchange'];
const HOUSE_TYPE_WEIGHTS: readonly number[] = [0.52, 0.17, 0.14, 0.12, 0.05];
const SENATE_TYPES: readonly string[] = ['Purchase', 'Sale (Full)', 'Sale (Partial)', 'Exchange'];
const SENATE_TYPE_WEIGHTS: readonly number[] = [0.5, 0.22, 0.24, 0.04];
const BONDS: readonly string[] = [
  'US TREASURY NOTE {r}% {d}',
  'US TREASURY BILL {d}',
  'CALIFORNIA ST GO BDS {r}% {d}',
  'NEW YORK ST DORM AUTH REVS {r}% {d}',
  'TEXAS ST TRANSN COMMN REV BDS {r}% {d}',
  'MASSACHUSETTS ST GO BDS {r}% {d}',
  'PRIVATE EQUITY FUND LP INTEREST',
  'FARMLAND - {s} COUNTY',
];
const COMMENTS: readonly string[] = [
  'Subholding of: Individual Retirement Account',
  'Subholding of: Family Trust',
  'Shares purchased through dividend reinvestment.',
  'Exercised call options.',
  'Transaction by investment manager with full discretion.',
];

/** Listed companies (real names), funds, and a long tail of small synthetic issuers. */
export function buildSecurities(ctx: BuildContext): Security[] {
  const rng = ctx.rng('ticker_sic');
  const usedCik = new Set<number>();
  const cik = (): number => {
    let c: number;
    do c = rng.int(100_000, 1_999_999);
    while (usedCik.has(c));
    usedCik.add(c);
    return c;
  };
  const out: Security[] = LISTED_COMPANIES.map((c, i) => ({
    ticker: c.ticker,
    name: c.name,
    sic: c.sic,
    cik: cik(),
    exchange: c.exchange,
    popularity: 1 / Math.pow(i + 3, 0.9),
  }));
  for (const [ticker, name] of FUNDS) out.push({ ticker, name, sic: null, cik: null, exchange: 'NYSE ARCA', popularity: 0.04 });
  const used = new Set(out.map((s) => s.ticker));
  const synthetic = Math.max(0, ctx.count(TICKERS_AT_SCALE_1, 250) - LISTED_COMPANIES.length);
  for (let j = 0; j < synthetic; j++) {
    let ticker: string;
    do ticker = Array.from({ length: rng.int(3, 4) }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');
    while (used.has(ticker));
    used.add(ticker);
    const [industry, sic] = rng.pick(ISSUER_INDUSTRIES);
    out.push({
      ticker,
      name: `${rng.pick(ISSUER_PREFIXES)} ${industry} ${rng.pick(ISSUER_SUFFIXES)}`,
      sic,
      cik: cik(),
      exchange: rng.bool(0.6) ? 'NASDAQ' : 'NYSE',
      popularity: 0.03 / Math.sqrt(j + 10),
    });
  }
  return out;
}

export function* tickerSicRows(securities: readonly Security[]): Generator<unknown[]> {
  for (const s of securities) {
    if (s.sic === null || s.cik === null) continue;
    yield [s.ticker, String(s.cik), s.name, s.sic, SIC_DESCRIPTIONS.get(s.sic) ?? '', s.exchange];
  }
}

interface Trader {
  member: SimulatedMember;
  from: number;
  to: number;
  portfolio: Security[];
}

function tradingWindow(m: SimulatedMember): [number, number] | null {
  const from = Math.max(dayOfIso(`${FIRST_TRADE_YEAR}-01-01`), dayOfIso(congressStart(m.seatCongress)));
  const to = Math.min(DATA_END_DAY, dayOfIso(congressEnd(m.lastCongress)) - 1);
  return to - from >= 60 ? [from, to] : null;
}

function buildTraders(
  rng: Rng,
  universe: MemberUniverse,
  committees: CommitteeSet,
  securities: readonly Security[],
): { traders: Trader[]; weights: number[] } {
  const bySymbol = new Map(securities.map((s) => [s.ticker, s]));
  const popular = new WeightedPicker(
    securities,
    securities.map((s) => s.popularity),
  );
  const sectorTickers = new Map(COMMITTEE_SECTORS.map((c) => [c.committeeId, c.exampleTickers.split(',')]));
  const traders: Trader[] = [];
  const weights: number[] = [];
  for (const member of universe.members) {
    if (member.tradeWeight <= 0) continue;
    const window = tradingWindow(member);
    if (!window) continue;
    const size = Math.min(120, 4 + Math.floor(lognormal(rng, 0.8, member.tradeWeight > 5 ? 3.5 : 2.2)));
    const portfolio = new Set<Security>();
    const overseen = (committees.byMember.get(member.bioguideId) ?? []).flatMap((id) => sectorTickers.get(id) ?? []);
    for (const symbol of overseen) {
      const security = bySymbol.get(symbol);
      if (security && portfolio.size < size * 0.3 && rng.bool(0.5)) portfolio.add(security);
    }
    for (let tries = 0; portfolio.size < size && tries < size * 5; tries++) portfolio.add(popular.pick(rng));
    traders.push({ member, from: window[0], to: window[1], portfolio: [...portfolio] });
    weights.push(member.tradeWeight * (window[1] - window[0]));
  }
  return { traders, weights };
}

/** How a filer's name appears on a report; the variant forms are the ones name matching misses. */
function filedName(rng: Rng, m: SimulatedMember, resolved: boolean): string {
  const first = m.nickname || m.firstName;
  if (resolved)
    return m.chamber === 'House'
      ? `Hon. ${first} ${m.lastName}`
      : `${m.firstName}${m.middleName ? ` ${m.middleName.charAt(0)}` : ''} ${m.lastName}`;
  return rng.pick([
    `${m.lastName}, ${m.firstName} ${m.middleName ? `${m.middleName.charAt(0)}.` : ''}`.trim(),
    `Hon.. ${m.firstName} ${m.lastName} Jr.`,
    `${m.firstName.charAt(0)}. ${m.lastName}`,
  ]);
}

function bondDescription(rng: Rng): string {
  return rng
    .pick(BONDS)
    .replace('{r}', `${rng.int(1, 6)}.${rng.pick(['000', '125', '250', '375', '500', '750'])}`)
    .replace('{d}', `${pad(rng.int(1, 12), 2)}/${pad(rng.int(1, 28), 2)}/${rng.int(2024, 2045)}`)
    .replace('{s}', rng.pick(['MONTGOMERY', 'JEFFERSON', 'FRANKLIN', 'WASHINGTON', 'MARIN']));
}

export const TRADE_COLUMNS = [
  'member_name',
  'bioguide_id',
  'chamber',
  'transaction_date',
  'disclosure_date',
  'ticker',
  'cik',
  'asset_description',
  'asset_type',
  'transaction_type',
  'amount_range',
  'owner',
  'comment',
  'source_url',
  'filing_type',
  'state_district',
  'doc_id',
] as const;

export function* tradeRows(
  ctx: BuildContext,
  universe: MemberUniverse,
  committees: CommitteeSet,
  securities: readonly Security[],
): Generator<unknown[]> {
  const rng = ctx.rng('stock_trades');
  const { traders, weights } = buildTraders(ctx.rng('stock_trades/portfolios'), universe, committees, securities);
  if (!traders.length) return;
  const traderPicker = new WeightedPicker(traders, weights);
  const fixtures = fixtureTrades(ctx, traders, weights, securities);
  const total = ctx.count(TRADES_AT_SCALE_1, 300) - fixtures.length;
  let made = 0;
  let houseDoc = 0;
  while (made < total) {
    const trader = traderPicker.pick(rng);
    const m = trader.member;
    const house = m.chamber === 'House';
    const filed = rng.int(Math.min(trader.from + 30, trader.to), trader.to);
    const k = Math.min(total - made, 1 + Math.floor(lognormal(rng, 0.9, m.tradeWeight > 5 ? 1.2 : 0.3)));
    const docId = house ? `20${pad(++houseDoc, 6)}` : '';
    const year = isoDay(filed).slice(0, 4);
    const url = house
      ? `https://disclosures-clerk.house.gov/public_disc/ptr-pdfs/${year}/${docId}.pdf`
      : `https://efdsearch.senate.gov/search/view/ptr/${rng.uuid()}/`;
    const large = m.bioguideId === 'P000197';
    for (let i = 0; i < k; i++) {
      const day = rng.int(Math.max(trader.from, filed - 45), Math.max(trader.from, filed - 1));
      const blanked = rng.bool(0.007);
      const resolved = !rng.bool(0.14);
      const bond = rng.bool(0.06);
      const security = bond ? null : trader.portfolio[rng.skewed(trader.portfolio.length, 1.8)];
      const option = !bond && rng.bool(0.06);
      const date = blanked ? '' : isoDay(day);
      const description = security
        ? option
          ? `${security.name} - Call options; Strike price $${rng.int(2, 60) * 5}; Expires ${pad(rng.int(1, 12), 2)}/${pad(rng.int(1, 28), 2)}/${Number(year) + 1}`
          : house
            ? `${security.name} - Common Stock`
            : security.name
        : bondDescription(rng);
      yield [
        filedName(rng, m, resolved),
        resolved ? m.bioguideId : '',
        m.chamber,
        date,
        house && date ? isoDay(Math.min(filed, DATA_END_DAY)) : '',
        security?.ticker ?? '',
        security?.cik ?? null,
        description,
        security ? (option ? 'Stock Option' : 'Stock') : rng.pick(['Corporate Bond', 'Municipal Security', 'Other Securities']),
        house ? rng.weighted(HOUSE_TYPES, HOUSE_TYPE_WEIGHTS) : rng.weighted(SENATE_TYPES, SENATE_TYPE_WEIGHTS),
        rng.weighted(AMOUNT_RANGES, large ? LARGE_AMOUNT_WEIGHTS : AMOUNT_WEIGHTS),
        large ? (rng.bool(0.9) ? 'Spouse' : 'Joint') : rng.weighted(OWNERS, [0.35, 0.35, 0.2, 0.05, 0.05]),
        rng.bool(0.15) ? rng.pick(COMMENTS) : '',
        url,
        'P',
        house ? `${m.state}${pad(m.district ?? 0, 2)}` : '',
        docId,
      ];
      made++;
    }
  }
  for (const f of fixtures) {
    const m = f.trader.member;
    const house = m.chamber === 'House';
    const docId = house ? `20${pad(++houseDoc, 6)}` : '';
    const filed = Math.min(f.day + 20, DATA_END_DAY);
    const url = house
      ? `https://disclosures-clerk.house.gov/public_disc/ptr-pdfs/${isoDay(filed).slice(0, 4)}/${docId}.pdf`
      : `https://efdsearch.senate.gov/search/view/ptr/${f.uuid}/`;
    yield [
      f.name,
      m.bioguideId,
      m.chamber,
      isoDay(f.day),
      house ? isoDay(filed) : '',
      f.security.ticker,
      f.security.cik,
      house ? `${f.security.name} - Common Stock` : f.security.name,
      'Stock',
      'Purchase',
      f.amount,
      f.owner,
      '',
      url,
      'P',
      house ? `${m.state}${pad(m.district ?? 0, 2)}` : '',
      docId,
    ];
  }
}

interface FixtureTrade {
  trader: Trader;
  security: Security;
  day: number;
  amount: string;
  owner: string;
  uuid: string;
  name: string;
}

/**
 * Trades the published research questions are asked about, made at every seed and scale:
 * Pelosi's Apple purchase, and a health insurer (UNH) and a defense contractor (LMT) bought by
 * the busiest trader at least two months before the data ends, so the hearings built later can
 * follow them.
 */
function fixtureTrades(
  ctx: BuildContext,
  traders: readonly Trader[],
  weights: readonly number[],
  securities: readonly Security[],
): FixtureTrade[] {
  const rng = ctx.rng('stock_trades/fixtures');
  const bySymbol = new Map(securities.map((s) => [s.ticker, s]));
  const busiest = traders[weights.indexOf(Math.max(...weights))];
  const pelosi = traders.find((t) => t.member.bioguideId === 'P000197');
  const lastDay = Math.min(DATA_END_DAY, dayOfDate(ctx.now)) - 60;
  const out: FixtureTrade[] = [];
  const add = (trader: Trader | undefined, ticker: string, amount: string, owner: string): void => {
    const security = bySymbol.get(ticker);
    const last = trader ? Math.min(trader.to, lastDay) : 0;
    if (!trader || !security || last < trader.from) return;
    const day = rng.int(Math.max(trader.from, last - 365), last);
    out.push({ trader, security, day, amount, owner, uuid: rng.uuid(), name: filedName(rng, trader.member, true) });
  };
  add(pelosi, 'AAPL', '$1,000,001 - $5,000,000', 'Spouse');
  add(busiest, 'UNH', '$15,001 - $50,000', 'Self');
  add(busiest, 'LMT', '$15,001 - $50,000', 'Self');
  return out;
}
