// OGE Form 278 filings of Senate-confirmed officials and the transactions of their periodic
// transaction reports (278-T). A few officials file many reports and trade a lot.
import { type BuildContext, dayOfIso, isoDay, type Row } from '../../../../../databases/build/kit/index.js';
import { AMOUNT_BRACKETS, DEPARTMENTS, OGE_DOC_TYPES, PERIODIC_TRANSACTION_REPORT, TX_TYPES } from '../../vocab/misc-oge.js';
import { SECURITIES, UNLISTED_ASSETS } from '../../vocab/misc-industries.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_INITIALS } from '../../vocab/misc-people.js';

export interface OgeFiler {
  readonly slug: string;
  readonly first: string;
  readonly last: string;
  readonly fullName: string;
  readonly department: string;
  readonly position: string;
  readonly firstFilingDay: number;
}

interface Filing {
  readonly id: number;
  readonly filer: OgeFiler;
  readonly docType: string;
  readonly day: number;
}

// Filings span the 2017-2025 disclosure portal years (a fixed calendar, not "now").
const FIRST_DAY = dayOfIso('2017-01-20');
const LAST_DAY = dayOfIso('2025-12-31');

export function generateOge(ctx: BuildContext): OgeFiler[] {
  const rng = ctx.rng('oge_pas_filings');
  const filingCount = ctx.count(700, 80);
  const filerCount = Math.max(20, Math.round(filingCount / 2.6));
  const filers: OgeFiler[] = [];
  const slugs = new Set<string>();
  const deptWeights = DEPARTMENTS.map((d) => d.weight);
  for (let i = 0; i < filerCount; i++) {
    const first = FIRST_NAMES[(i * 37 + rng.int(0, 6)) % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 53 + rng.int(0, 10)) % LAST_NAMES.length];
    const dept = rng.weighted(DEPARTMENTS, deptWeights);
    let slug = `${last}-${first}`.toLowerCase().replace(/[^a-z-]/g, '');
    for (let n = 2; slugs.has(slug); n++) slug = `${last}-${first}-${n}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
    slugs.add(slug);
    filers.push({
      slug,
      first,
      last,
      fullName: `${first} ${rng.pick(MIDDLE_INITIALS)}. ${last}`,
      department: dept.name,
      position: rng.pick(dept.positions),
      firstFilingDay: rng.int(FIRST_DAY, LAST_DAY - 400),
    });
  }

  // Every filer has a nominee report; the rest of the filings go to a skewed few.
  const filings: Filing[] = [];
  const docTypes = OGE_DOC_TYPES.filter((d) => d.name !== '278e Nominee Report');
  const docWeights = docTypes.map((d) => d.weight);
  for (const filer of filers) filings.push({ id: 0, filer, docType: '278e Nominee Report', day: filer.firstFilingDay });
  while (filings.length < filingCount) {
    const filer = filers[rng.skewed(filers.length, 1.8)];
    filings.push({
      id: 0,
      filer,
      docType: rng.weighted(docTypes, docWeights).name,
      day: rng.int(filer.firstFilingDay + 30, Math.min(LAST_DAY, filer.firstFilingDay + 1500)),
    });
  }
  filings.sort((a, b) => a.day - b.day || a.filer.slug.localeCompare(b.filer.slug));
  const numbered = filings.map((f, i) => ({ ...f, id: i + 1 }));

  ctx.insert(
    'oge_pas_filings',
    ['filing_id', 'filer_slug', 'filer_name_full', 'department', 'position', 'doc_type', 'filing_date', 'report_year'],
    numbered.map((f): Row => [
      f.id,
      f.filer.slug,
      f.filer.fullName,
      f.filer.department,
      f.filer.position,
      f.docType,
      isoDay(f.day),
      +isoDay(f.day).slice(0, 4),
    ]),
    numbered.length,
  );

  const periodic = numbered.filter((f) => f.docType === PERIODIC_TRANSACTION_REPORT);
  const txCount = periodic.length ? ctx.count(40_000, 400) : 0;
  ctx.insert(
    'oge_pas_transactions',
    [
      'transaction_id',
      'filing_id',
      'filer_last',
      'filer_first',
      'department',
      'position',
      'tx_date_iso',
      'tx_type',
      'asset_name',
      'asset_description',
      'ticker',
      'amount_range',
      'amount_max',
    ],
    transactionRows(ctx, periodic, txCount),
    txCount,
  );
  return filers;
}

function* transactionRows(ctx: BuildContext, periodic: readonly Filing[], count: number): Generator<Row> {
  const rng = ctx.rng('oge_pas_transactions');
  const txWeights = TX_TYPES.map((t) => t.weight);
  const bracketWeights = AMOUNT_BRACKETS.map((b) => b.weight);
  for (let id = 1; id <= count; id++) {
    const filing = periodic[rng.skewed(periodic.length, 2)];
    // Some scanned reports leave the transaction date unreadable.
    const txDate = rng.bool(0.03) ? null : isoDay(filing.day - rng.int(1, 45));
    const bracket = rng.weighted(AMOUNT_BRACKETS, bracketWeights);
    let assetName: string, assetDescription: string, ticker: string | null;
    if (rng.bool(0.7)) {
      const security = SECURITIES[rng.skewed(SECURITIES.length, 1.6)];
      assetName = security.issuer;
      assetDescription = `${security.issuer} common stock`;
      ticker = security.ticker;
    } else {
      const asset = rng.pick(UNLISTED_ASSETS);
      assetName = asset.name;
      assetDescription = asset.description;
      ticker = null;
    }
    yield [
      id,
      filing.id,
      filing.filer.last,
      filing.filer.first,
      filing.filer.department,
      filing.filer.position,
      txDate,
      rng.weighted(TX_TYPES, txWeights).name,
      assetName,
      assetDescription,
      ticker,
      bracket.range,
      bracket.max,
    ];
  }
}
