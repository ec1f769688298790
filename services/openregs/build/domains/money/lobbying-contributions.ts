// lobbying_contributions: the itemised contributions on LD-203 reports — mostly FECA gifts to
// sitting members' campaign committees, plus honorary, meeting, library and inaugural payments.
import type Database from 'better-sqlite3';
import { dayOf, isoDay, type Member, readBack, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { CONTRIBUTION_TYPES, CONTRIBUTION_TYPE_WEIGHTS, HONORARY_RECIPIENTS } from '../../vocab/money-lobbying.js';
import { IN_HOUSE_REGISTRANT_BASE, roster, type LobbyistPool } from './lobbying-entities.js';
import { campaignCommitteeName, firstYear, lastYear } from './members.js';
import { Quota } from './quota.js';
import { dayIn } from './source-dates.js';

export const CONTRIBUTION_COLUMNS = [
  'filing_uuid',
  'lobbyist_name',
  'contributor_name',
  'payee_name',
  'recipient_name',
  'contribution_type',
  'amount',
  'contribution_date',
  'filing_year',
  'filing_period',
  'registrant_name',
  'received_date',
] as const;

interface Ld203Filing {
  _rowid: number;
  filing_uuid: string;
  registrant_id: number;
  registrant_name: string;
  filing_year: number;
  filing_period: string;
  received_date: string;
}

const FECA_AMOUNTS = [250, 500, 500, 1000, 1000, 1000, 1500, 2000, 2500, 2700, 2800, 2900, 3300];
const LIBRARIES = [
  { payee: 'George W. Bush Presidential Center', recipient: 'George W. Bush' },
  { payee: 'Barack Obama Foundation', recipient: 'Barack Obama' },
  { payee: 'William J. Clinton Foundation', recipient: 'William J. Clinton' },
];
const INAUGURALS = [
  { from: 2008, payee: 'Presidential Inaugural Committee 2009', recipient: 'Barack Obama' },
  { from: 2012, payee: 'Presidential Inaugural Committee 2013', recipient: 'Barack Obama' },
  { from: 2016, payee: '58th Presidential Inaugural Committee', recipient: 'Donald J. Trump' },
  { from: 2020, payee: 'Biden Inaugural Committee', recipient: 'Joseph R. Biden' },
  { from: 2024, payee: 'Trump Vance Inaugural Committee', recipient: 'Donald J. Trump' },
];

/** Members in office during each year, most prominent first. */
function membersByYear(members: readonly Member[], from: number, to: number): Map<number, Member[]> {
  const out = new Map<number, Member[]>();
  for (let y = from; y <= to; y++)
    out.set(
      y,
      members.filter((m) => firstYear(m) <= y && lastYear(m) >= y),
    );
  return out;
}

export function* contributionRows(
  db: Database.Database,
  rng: Rng,
  target: number,
  pool: LobbyistPool,
  firmCount: number,
  members: readonly Member[],
): Generator<Row> {
  const n = (db.prepare(`select count(*) as n from lobbying_filings where filing_type in ('MM', 'YY', 'MA', 'YA')`).get() as { n: number })
    .n;
  const quota = new Quota(target, n);
  const inOffice = membersByYear(members, 2008, 2026);
  const sql = `select rowid as _rowid, filing_uuid, registrant_id, registrant_name, filing_year, filing_period, received_date
    from lobbying_filings where rowid > ? and filing_type in ('MM', 'YY', 'MA', 'YA') order by rowid limit ?`;
  for (const f of readBack<Ld203Filing>(db, sql)) {
    const mean = quota.mean();
    // Many reports say "no contributions"; the rest list a skewed number of them.
    const k = rng.bool(0.3) ? 0 : 1 + Math.round(Math.pow(rng.next(), 2) * 3 * Math.max(0, mean / 0.7 - 1));
    quota.take(k);
    if (k === 0) continue;
    const staff = f.registrant_id < IN_HOUSE_REGISTRANT_BASE || rng.bool(0.5) ? roster(pool, f.registrant_id, firmCount) : [];
    const byLobbyist = staff.length > 0 && rng.bool(0.6);
    const lobbyist = byLobbyist ? pool.names[rng.pick(staff)] : null;
    const contributor = lobbyist ?? `${f.registrant_name} PAC`;
    const firstHalf = f.filing_period === 'mid_year';
    const candidates = inOffice.get(f.filing_year) ?? [];
    for (let i = 0; i < k; i++) {
      const type = rng.weighted(CONTRIBUTION_TYPES, CONTRIBUTION_TYPE_WEIGHTS);
      const member = candidates.length > 0 ? candidates[rng.skewed(candidates.length, 2)] : null;
      let payee: string;
      let recipient: string;
      let amount: number;
      if (type === 'FECA' || !member) {
        payee = member ? campaignCommitteeName(member) : 'NRCC';
        recipient = member ? member.fullName : 'NRCC';
        amount = lobbyist ? rng.pick(FECA_AMOUNTS) : rng.pick([1000, 2500, 5000, 5000]);
      } else if (type === 'Honorary Expenses' || type === 'Meeting Expenses') {
        payee = rng.pick(HONORARY_RECIPIENTS);
        recipient = member.fullName;
        amount = type === 'Honorary Expenses' ? 1000 * rng.int(1, 50) : 250 * rng.int(2, 40);
      } else if (type === 'Presidential Library Expenses') {
        const lib = rng.pick(LIBRARIES);
        payee = lib.payee;
        recipient = lib.recipient;
        amount = 5000 * rng.int(1, 20);
      } else {
        const options = INAUGURALS.filter((x) => x.from <= f.filing_year);
        const inaugural = options.length > 0 ? options[options.length - 1] : INAUGURALS[0];
        payee = inaugural.payee;
        recipient = inaugural.recipient;
        amount = 5000 * rng.int(1, 20);
      }
      const month = firstHalf ? rng.int(1, 6) : rng.int(7, 12);
      yield [
        f.filing_uuid,
        lobbyist,
        contributor,
        payee,
        recipient,
        type,
        amount,
        isoDay(dayOf(f.filing_year, month, dayIn(rng, f.filing_year, month))),
        f.filing_year,
        f.filing_period,
        f.registrant_name,
        f.received_date,
      ];
    }
  }
}
