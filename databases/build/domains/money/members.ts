// Reads what the congress domain generated (members and bills) into compact in-memory lists,
// ordered so that head-heavy picks favour the members and bills the spec's examples name.
import type Database from 'better-sqlite3';

export interface Member {
  bioguideId: string;
  fullName: string;
  firstName: string;
  lastName: string;
  party: string;
  state: string;
  chamber: string;
  district: number | null;
  firstYear: number;
  lastYear: number;
  lastServed: string;
  isCurrent: boolean;
  fecIds: string[];
}

/** Members the spec's canned-query examples use; they lead every prominence order. */
export const EXAMPLE_MEMBERS: readonly string[] = ['P000197', 'G000386', 'B001135', 'W000817', 'M000355'];

interface MemberRow {
  bioguide_id: string; full_name: string | null; first_name: string | null; last_name: string | null;
  party: string | null; state: string | null; chamber: string | null; district: number | null;
  first_served: string | null; last_served: string | null; is_current: number | null; fec_ids: string | null;
}

function parseFecIds(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string' && x.length === 9) : [];
  } catch {
    return [];
  }
}

function year(date: string | null, fallback: number): number {
  const y = date ? Number(date.slice(0, 4)) : NaN;
  return Number.isFinite(y) && y > 1700 ? y : fallback;
}

/** Every member, example members first, then current members, then by most recent service. */
export function loadMembers(db: Database.Database): Member[] {
  const rows = db.prepare(`select bioguide_id, full_name, first_name, last_name, party, state, chamber, district,
      first_served, last_served, is_current, fec_ids
    from congress_members order by is_current desc, last_served desc, bioguide_id`).all() as MemberRow[];
  const members = rows.map((r): Member => {
    const fullName = (r.full_name ?? '').trim();
    const parts = fullName.split(/\s+/);
    const lastServed = r.last_served ?? '';
    return {
      bioguideId: r.bioguide_id,
      fullName,
      firstName: (r.first_name || parts[0] || '').trim(),
      lastName: (r.last_name || parts[parts.length - 1] || '').trim(),
      party: r.party ?? '',
      state: r.state ?? '',
      chamber: r.chamber ?? '',
      district: r.district,
      firstYear: year(r.first_served, 1990),
      lastYear: year(lastServed, 1990),
      lastServed,
      isCurrent: r.is_current === 1,
      fecIds: parseFecIds(r.fec_ids),
    };
  });
  const rank = (m: Member): number => {
    const i = EXAMPLE_MEMBERS.indexOf(m.bioguideId);
    return i >= 0 ? i : EXAMPLE_MEMBERS.length;
  };
  // Stable sort keeps the SQL order within each rank.
  return members.map((m, i) => ({ m, i })).sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i).map((x) => x.m);
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

/** Bill that the spec's examples use; placed first so lobbying filings of its Congress cite it most. */
export const EXAMPLE_BILL = '118-hr-3684';

/** Bills of the given Congresses, grouped by Congress and policy area; low-numbered bills and
 *  resolutions of the two main kinds first (leadership priorities draw the most lobbying). */
export function loadBills(db: Database.Database, fromCongress: number, toCongress: number): Map<number, CongressBills> {
  const byCongress = new Map<number, CongressBills>();
  const stmt = db.prepare(`select bill_id, congress, bill_type, bill_number, title, policy_area from legislation
    where congress between ? and ?
    order by congress, case when bill_type in ('hr', 's') then 0 else 1 end, bill_number, bill_type`);
  for (const row of stmt.iterate(fromCongress, toCongress) as IterableIterator<{
    bill_id: string; congress: number; bill_type: string; bill_number: number; title: string | null; policy_area: string | null;
  }>) {
    let entry = byCongress.get(row.congress);
    if (!entry) { entry = { all: [], byArea: new Map() }; byCongress.set(row.congress, entry); }
    const bill: BillRef = { type: row.bill_type, number: row.bill_number, title: row.title ?? '' };
    const first = row.bill_id === EXAMPLE_BILL;
    const area = row.policy_area ?? '';
    let list = entry.byArea.get(area);
    if (!list) { list = []; entry.byArea.set(area, list); }
    if (first) { entry.all.unshift(bill); list.unshift(bill); } else { entry.all.push(bill); list.push(bill); }
  }
  return byCongress;
}
