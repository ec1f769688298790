// Reads what the congress domain generated (members and bills) into compact in-memory lists,
// ordered so that head-heavy picks favour the members and bills the published examples name.
import type Database from 'better-sqlite3';
import { loadMembers, type Member } from '../../../../../databases/build/kit/index.js';

/** Members the canned-query examples use; they lead every prominence order. */
export const EXAMPLE_MEMBERS: readonly string[] = ['P000197', 'G000386', 'B001135', 'W000817', 'M000355'];

/** A year of a `YYYY-MM-DD` date; `fallback` when unknown. */
function year(date: string, fallback: number): number {
  const y = date ? Number(date.slice(0, 4)) : NaN;
  return Number.isFinite(y) && y > 1700 ? y : fallback;
}

/** First and last calendar year of a member's service. */
export function firstYear(m: Member): number {
  return year(m.firstServed, 1990);
}
export function lastYear(m: Member): number {
  return year(m.lastServed, 1990);
}

/** Every member, example members first, then current members, then by most recent service. */
export function loadMembersByProminence(db: Database.Database): Member[] {
  const members = loadMembers(db, 'is_current desc, last_served desc, bioguide_id');
  const rank = (m: Member): number => {
    const i = EXAMPLE_MEMBERS.indexOf(m.bioguideId);
    return i >= 0 ? i : EXAMPLE_MEMBERS.length;
  };
  // Stable sort keeps the SQL order within each rank.
  return members
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
    .map((x) => x.m);
}

/** A member's principal campaign committee, as FEC and LD-203 filers write it. */
export function campaignCommitteeName(m: Member): string {
  if (m.chamber === 'Senate') return `${m.fullName} for Senate`.toUpperCase();
  return (m.bioguideId.charCodeAt(1) % 2 === 0 ? `${m.lastName} for Congress` : `Friends of ${m.fullName}`).toUpperCase();
}

/** FEC party code for a member's party word. */
export function fecParty(party: string): string {
  if (party.startsWith('Dem')) return 'DEM';
  if (party.startsWith('Rep')) return 'REP';
  if (party.startsWith('Lib')) return 'LIB';
  return 'IND';
}

export interface BillRef {
  type: string;
  number: number;
  title: string;
}

export interface CongressBills {
  all: BillRef[];
  byArea: Map<string, BillRef[]>;
}

/** Bill that the published examples use; placed first so lobbying filings of its Congress cite it most. */
export const EXAMPLE_BILL = '118-hr-3684';

/** Bills of the given Congresses, grouped by Congress and policy area; low-numbered bills and
 *  resolutions of the two main kinds first (leadership priorities draw the most lobbying). */
export function loadBills(db: Database.Database, fromCongress: number, toCongress: number): Map<number, CongressBills> {
  const byCongress = new Map<number, CongressBills>();
  const stmt = db.prepare(`select bill_id, congress, bill_type, bill_number, title, policy_area from legislation
    where congress between ? and ?
    order by congress, case when bill_type in ('hr', 's') then 0 else 1 end, bill_number, bill_type`);
  for (const row of stmt.iterate(fromCongress, toCongress) as IterableIterator<{
    bill_id: string;
    congress: number;
    bill_type: string;
    bill_number: number;
    title: string | null;
    policy_area: string | null;
  }>) {
    let entry = byCongress.get(row.congress);
    if (!entry) {
      entry = { all: [], byArea: new Map() };
      byCongress.set(row.congress, entry);
    }
    const bill: BillRef = { type: row.bill_type, number: row.bill_number, title: row.title ?? '' };
    const first = row.bill_id === EXAMPLE_BILL;
    const area = row.policy_area ?? '';
    let list = entry.byArea.get(area);
    if (!list) {
      list = [];
      entry.byArea.set(area, list);
    }
    if (first) {
      entry.all.unshift(bill);
      list.unshift(bill);
    } else {
      entry.all.push(bill);
      list.push(bill);
    }
  }
  return byCongress;
}
