// lobbying_filings: LD-1 registrations, LD-2 quarterly reports (with amendments and
// terminations) and LD-203 contribution reports. Amounts live only here: every LD-2 report
// carries exactly one of income (outside firm) or expense (in-house filer); LD-1 and LD-203
// carry neither.
import { pad2, type Rng, type Row, sparseRow } from '../../../../../databases/build/kit/index.js';
import { IN_HOUSE_REGISTRANT_BASE, type LobbyClient, type Registrant } from './lobbying-entities.js';
import { FIXTURE_REPORTS } from './lobbying-fixtures.js';
import { fastUuid, mix, skewedFromHash } from './hashing.js';

export const FILING_COLUMNS = [
  'filing_uuid',
  'filing_type',
  'registrant_id',
  'registrant_name',
  'registrant_state',
  'registrant_country',
  'registrant_house_id',
  'client_id',
  'client_name',
  'client_state',
  'client_ppb_state',
  'client_country',
  'client_ppb_country',
  'client_general_description',
  'client_government_entity',
  'filing_year',
  'filing_period',
  'received_date',
  'income_amount',
  'expense_amount',
  'is_amendment',
  'is_no_activity',
  'is_termination',
  'affiliated_org_count',
] as const;

/** The data runs through the third quarter of 2026. */
export const LAST_YEAR = 2026;
const YEARS: number[] = [];
const YEAR_WEIGHTS: number[] = [];
for (let y = 1999; y <= LAST_YEAR; y++) {
  YEARS.push(y);
  YEAR_WEIGHTS.push(y < 2008 ? 0.55 : y === LAST_YEAR ? 0.75 : 1);
}

/** Report kinds: Q = LD-2 quarterly, A/T = its amendments/terminations, RR/RA = LD-1, MM/YY/MA/YA = LD-203. */
const KINDS = ['Q', 'A', 'T', 'RR', 'RA', 'MM', 'YY', 'MA', 'YA'] as const;
type Kind = (typeof KINDS)[number];
const KIND_WEIGHTS = [64, 6, 1.2, 4, 1, 9, 9, 0.6, 0.6];
const QUARTER_PERIODS = ['first_quarter', 'second_quarter', 'third_quarter', 'fourth_quarter'];

export function isLd2(filingType: string): boolean {
  return /^[1234Q]/.test(filingType);
}
export function isLd203(filingType: string): boolean {
  return /^(MM|YY|MA|YA)$/.test(filingType);
}

/** LDA posted timestamp with the Eastern offset of that month (rough DST: April–October). */
function timestamp(rng: Rng, year: number, month: number, day: number): string {
  const offset = month >= 4 && month <= 10 ? '-04:00' : '-05:00';
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(rng.int(7, 19))}:${pad2(rng.int(0, 59))}:${pad2(rng.int(0, 59))}${offset}`;
}

/** When a report of this period is posted: shortly after its deadline, amendments months later. */
function receivedDate(rng: Rng, year: number, period: string, amended: boolean): string {
  let y = year;
  let month: number;
  let day = rng.bool(0.93) ? rng.int(1, 20) : rng.int(21, 28);
  const q = QUARTER_PERIODS.indexOf(period);
  if (q >= 0) {
    month = [4, 7, 10, 1][q];
    if (q === 3) y++;
  } else if (period === 'mid_year') month = 7;
  else if (period === 'year_end') {
    month = 1;
    y++;
  } else {
    month = rng.int(1, 12);
    day = rng.int(1, 28);
  }
  if (amended) {
    month += rng.int(1, 6);
    if (month > 12) {
      month -= 12;
      y++;
    }
  }
  return timestamp(rng, y, month, day);
}

/** The firm a client hires for one report: one of a small, stable set per client. */
function retainedFirm(rng: Rng, clientIndex: number, client: LobbyClient, firms: readonly Registrant[], salt: number): Registrant {
  const retained = 1 + Math.floor(client.size * client.size * 8);
  const j = rng.int(0, retained - 1);
  return firms[skewedFromHash(mix(salt ^ clientIndex, j), firms.length, 1.8)];
}

function outsideIncome(rng: Rng, client: LobbyClient): number {
  return 10_000 * (1 + Math.floor(Math.pow(rng.next(), 3) * (3 + 30 * client.size)));
}

function inHouseExpense(rng: Rng, client: LobbyClient): number {
  return 10_000 * (1 + Math.floor(Math.pow(rng.next(), 1.5) * (5 + 2_000 * Math.pow(client.size, 6))));
}

/**
 * The filings, then the fixture reports. Each fixture report's uuid is recorded in `fixtureIssues`
 * with the issue codes its activity rows must carry.
 */
export function* filingRows(
  rng: Rng,
  n: number,
  clients: readonly LobbyClient[],
  firms: readonly Registrant[],
  fixtureIssues: Map<string, readonly string[]>,
): Generator<Row> {
  const salt = rng.int(1, 0x7fffffff);
  for (let i = 0; i < n - FIXTURE_REPORTS.length; i++) {
    const year = rng.weighted(YEARS, YEAR_WEIGHTS);
    let kind: Kind = rng.weighted(KINDS, KIND_WEIGHTS);
    if (year < 2008 && (kind === 'MM' || kind === 'YY' || kind === 'MA' || kind === 'YA')) kind = 'Q'; // LD-203 began in 2008
    if (year === LAST_YEAR && kind === 'YY') kind = 'MM';
    if (year === LAST_YEAR && kind === 'YA') kind = 'MA';
    const quarter = rng.int(1, year === LAST_YEAR ? 3 : 4);
    const filingType = kind === 'Q' ? `Q${quarter}` : kind === 'A' ? `${quarter}A` : kind === 'T' ? `${quarter}T` : kind;
    const period =
      kind === 'Q' || kind === 'A' || kind === 'T'
        ? QUARTER_PERIODS[quarter - 1]
        : kind === 'RR' || kind === 'RA'
          ? 'registration'
          : kind === 'MM' || kind === 'MA'
            ? 'mid_year'
            : 'year_end';
    const amended = kind === 'A' || kind === 'RA' || kind === 'MA' || kind === 'YA';
    const uuid = fastUuid(rng);
    const received = receivedDate(rng, year, period, amended);
    const affiliated = rng.bool(0.9) ? 0 : rng.int(1, 5);

    if (isLd203(filingType)) {
      // Contribution reports are filed by a registrant (a firm, or an organisation lobbying for itself); no client.
      const byClient = rng.bool(0.2);
      const ci = rng.skewed(clients.length, 3);
      const firm = firms[rng.skewed(firms.length, 1.8)];
      const [id, name, state, houseId] = byClient
        ? [IN_HOUSE_REGISTRANT_BASE + ci, clients[ci].name, clients[ci].state, 50_000 + ci]
        : [firm.id, firm.name, firm.state, firm.houseId];
      yield sparseRow(FILING_COLUMNS, {
        filing_uuid: uuid,
        filing_type: filingType,
        registrant_id: id,
        registrant_name: name,
        registrant_state: state,
        registrant_country: 'USA',
        registrant_house_id: houseId,
        filing_year: year,
        filing_period: period,
        received_date: received,
        is_amendment: amended ? 1 : 0,
        is_no_activity: 0,
        is_termination: 0,
        affiliated_org_count: affiliated,
      });
      continue;
    }

    yield clientFiling(rng, salt, clients, firms, rng.skewed(clients.length, 2.2), {
      uuid,
      filingType,
      kind,
      year,
      period,
      received,
      amended,
      affiliated,
      fixture: false,
    });
  }
  for (const report of FIXTURE_REPORTS) {
    const ci = clients.findIndex((c) => c.name === report.client);
    if (ci < 0) continue;
    const uuid = fastUuid(rng);
    fixtureIssues.set(uuid, report.issues);
    const period = QUARTER_PERIODS[report.quarter - 1];
    yield clientFiling(rng, salt, clients, firms, ci, {
      uuid,
      filingType: `Q${report.quarter}`,
      kind: 'Q',
      year: report.year,
      period,
      received: receivedDate(rng, report.year, period, false),
      amended: false,
      affiliated: 0,
      fixture: true,
    });
  }
}

interface FilingHead {
  uuid: string;
  filingType: string;
  kind: Kind;
  year: number;
  period: string;
  received: string;
  amended: boolean;
  affiliated: number;
  /** Fixture reports always report activity. */
  fixture: boolean;
}

/** An LD-1 or LD-2 filing for client `ci`, filed by the client itself or by a firm it retains. */
function clientFiling(
  rng: Rng,
  salt: number,
  clients: readonly LobbyClient[],
  firms: readonly Registrant[],
  ci: number,
  head: FilingHead,
): Row {
  const { uuid, filingType, kind, year, period, received, amended, affiliated } = head;
  const client = clients[ci];
  const selfFiled = client.inHouse && rng.bool(0.5);
  const firm = selfFiled ? null : retainedFirm(rng, ci, client, firms, salt);
  const ld2 = isLd2(filingType);
  const noActivity = ld2 && !head.fixture && rng.bool(0.03);
  let income: number | null = null;
  let expense: number | null = null;
  if (ld2) {
    if (selfFiled) expense = noActivity ? 0 : inHouseExpense(rng, client);
    else income = noActivity ? 0 : outsideIncome(rng, client);
  }
  return [
    uuid,
    filingType,
    firm ? firm.id : IN_HOUSE_REGISTRANT_BASE + ci,
    firm ? firm.name : client.name,
    firm ? firm.state : client.state,
    'USA',
    firm ? firm.houseId : 50_000 + ci,
    ci + 1,
    client.name,
    client.state,
    client.state,
    'USA',
    'USA',
    client.description,
    client.government,
    year,
    period,
    received,
    income,
    expense,
    amended ? 1 : 0,
    noActivity ? 1 : 0,
    kind === 'T' ? 1 : 0,
    affiliated,
  ];
}
