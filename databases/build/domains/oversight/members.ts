// Members of Congress as the congress domain generated them, indexed by the Congress and
// chamber they sat in, so hearings and earmarks name members who actually served then.
import type Database from 'better-sqlite3';
import { congressEndDay, congressStartDay, dayOf } from '../../kit/index.js';

export interface Member {
  readonly bioguideId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  /** Party initial (D, R, I, …). */
  readonly party: string;
  readonly state: string;
  readonly chamber: 'House' | 'Senate';
  readonly district: number | null;
}

interface MemberRow {
  bioguide_id: string; first_name: string | null; last_name: string | null; full_name: string | null;
  party: string | null; state: string | null; chamber: string | null; district: number | null;
  first_served: string | null; last_served: string | null;
}

function parseDay(text: string | null, fallback: number): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  return m ? dayOf(Number(m[1]), Number(m[2]), Number(m[3])) : fallback;
}

export class MemberIndex {
  private readonly byKey = new Map<string, Member[]>();
  private readonly fullNames = new Set<string>();

  constructor(db: Database.Database, fromCongress: number, toCongress: number) {
    const rows = db.prepare(`select bioguide_id, first_name, last_name, full_name, party, state, chamber, district,
        first_served, last_served from congress_members order by bioguide_id`).all() as MemberRow[];
    if (rows.length === 0) throw new Error('oversight: congress_members is empty (the congress domain must run first)');
    for (const r of rows) {
      const chamber = r.chamber === 'Senate' ? 'Senate' : 'House';
      const member: Member = {
        bioguideId: r.bioguide_id, firstName: r.first_name ?? '', lastName: r.last_name ?? '',
        fullName: r.full_name || `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
        party: (r.party ?? '').slice(0, 1), state: r.state ?? '', chamber,
        district: chamber === 'House' ? r.district : null,
      };
      this.fullNames.add(member.fullName);
      const from = parseDay(r.first_served, Number.NEGATIVE_INFINITY);
      const to = parseDay(r.last_served, Number.POSITIVE_INFINITY);
      for (let c = fromCongress; c <= toCongress; c++) {
        if (from <= congressEndDay(c) && to >= congressStartDay(c)) this.list(c, chamber).push(member);
      }
    }
  }

  private list(congress: number, chamber: string): Member[] {
    const key = `${congress}:${chamber}`;
    let list = this.byKey.get(key);
    if (!list) { list = []; this.byKey.set(key, list); }
    return list;
  }

  /** Whether any member (of any Congress) has this full name. */
  isMemberName(name: string): boolean {
    return this.fullNames.has(name);
  }

  /** Members seated in that Congress and chamber; when the (sparse, small-scale) member table
   *  has nobody there, the nearest Congress that has someone. */
  serving(congress: number, chamber: 'House' | 'Senate'): readonly Member[] {
    for (let delta = 0; delta < 200; delta++) {
      for (const c of delta === 0 ? [congress] : [congress - delta, congress + delta]) {
        const list = this.byKey.get(`${c}:${chamber}`);
        if (list && list.length > 0) return list;
      }
    }
    const other = chamber === 'House' ? 'Senate' : 'House';
    for (const [key, list] of this.byKey) if (key.endsWith(other) && list.length > 0) return list;
    return [];
  }
}
