// schedule_i_grants: the disbursements of the 20 donor-advised-fund sponsors, rebuilt from their
// Form 990 Schedule I lines (business recipients with a cash amount; absent fields become '') plus
// the foreign-grant region lines of each filing, grouped per filing in object_id order.
import type { BuildContext, Domain, Row } from '../../../../../databases/build/kit/index.js';
import { SCALE1, target } from '../../counts.js';
import { FIXTURE_ORGS } from '../../fixtures.js';
import { FOREIGN_REGIONS } from '../../vocab/places.js';
import { GRANT_PURPOSES } from '../../vocab/causes.js';
import { grantAmount } from '../filings/detail-rows.js';

export const dafDomain: Domain = {
  name: 'daf',
  database: '990data_public',
  schema: [],
  generate: generateDaf,
  derive: [],
};

const SPONSOR_LABELS = new Map(FIXTURE_ORGS.filter((o) => o.sponsor).map((o) => [o.ein, o.sponsor!.label]));
/** Foreign-region lines per U.S. line (≈ 3 % of the table). */
const FOREIGN_PER_US = 0.03 / 0.97;
const PAGE = 10_000;

interface Line {
  id: number;
  object_id: string;
  ein: string;
  tax_year: number;
  recipient_name: string | null;
  recipient_ein: string | null;
  recipient_city: string | null;
  recipient_state: string | null;
  recipient_zip: string | null;
  cash_grant_amt: number | null;
  purpose: string | null;
}

function generateDaf(ctx: BuildContext): void {
  const sponsors = [...SPONSOR_LABELS.keys()];
  const page = ctx.db.prepare(`
    select s.id, s.object_id, s.ein, r.tax_year, s.recipient_name, s.recipient_ein, s.recipient_city, s.recipient_state,
           s.recipient_zip, s.cash_grant_amt, s.purpose
    from schedule_i_990 s join returns r on r.object_id = s.object_id
    where s.ein in (${sponsors.map(() => '?').join(', ')}) and r.return_type = '990' and s.id > ?
    order by s.id limit ${PAGE}`);
  const columns = [
    'funder_ein',
    'funder_name',
    'tax_year',
    'grant_type',
    'recipient_name',
    'recipient_ein',
    'recipient_city',
    'recipient_state',
    'recipient_zip',
    'recipient_country',
    'amount',
    'purpose',
    'source_file',
  ];

  function* rows(): Generator<Row> {
    let after = 0;
    let filing: Line | undefined;
    let usLines = 0;
    const rng = ctx.rng('daf-foreign');
    const foreignRows = function* (): Generator<Row> {
      if (!filing) return;
      let n = Math.round(usLines * FOREIGN_PER_US);
      if (n === 0 && filing.tax_year === 2022 && (filing.ein === '237825575' || filing.ein === '110303001')) n = 1;
      for (let k = 0; k < n; k++) {
        const region = rng.pick(FOREIGN_REGIONS);
        yield [
          filing.ein,
          SPONSOR_LABELS.get(filing.ein)!,
          filing.tax_year,
          'foreign_org',
          region,
          '',
          '',
          '',
          '',
          region,
          grantAmount(rng, 10_000, 1.5, 20_000_000),
          rng.pick(GRANT_PURPOSES),
          null,
        ];
      }
    };
    for (;;) {
      const lines = page.all(...sponsors, after) as Line[];
      if (lines.length === 0) break;
      for (const line of lines) {
        if (filing && line.object_id !== filing.object_id) {
          yield* foreignRows();
          usLines = 0;
        }
        filing = line;
        if (!line.recipient_name || !(line.cash_grant_amt && line.cash_grant_amt > 0)) continue;
        usLines++;
        yield [
          line.ein,
          SPONSOR_LABELS.get(line.ein)!,
          line.tax_year,
          'us_org',
          line.recipient_name,
          line.recipient_ein ?? '',
          line.recipient_city ?? '',
          line.recipient_state ?? '',
          line.recipient_zip ?? '',
          null,
          line.cash_grant_amt,
          line.purpose ?? '',
          null,
        ];
      }
      after = lines[lines.length - 1].id;
    }
    yield* foreignRows();
  }
  ctx.insert('schedule_i_grants', columns, rows(), target(ctx.scale, SCALE1.schedule_i_grants));
}
