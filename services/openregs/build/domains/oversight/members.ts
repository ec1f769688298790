// Members of Congress as the congress domain generated them, indexed by the Congress and
// chamber they sat in, so hearings and earmarks name members who actually served then.
import type Database from 'better-sqlite3';
import { congressEndDay, congressStartDay, dayOfIso, loadMembers, type Member } from '../../../../../databases/build/kit/index.js';

export class MemberIndex {
  private readonly byKey = new Map<string, Member[]>();
  private readonly fullNames = new Set<string>();

  constructor(db: Database.Database, fromCongress: number, toCongress: number) {
    for (const member of loadMembers(db)) {
      this.fullNames.add(member.fullName);
      const from = member.firstServed ? dayOfIso(member.firstServed) : Number.NEGATIVE_INFINITY;
      const to = member.lastServed ? dayOfIso(member.lastServed) : Number.POSITIVE_INFINITY;
      for (let c = fromCongress; c <= toCongress; c++) {
        if (from <= congressEndDay(c) && to >= congressStartDay(c)) this.list(c, member.chamber).push(member);
      }
    }
  }

  private list(congress: number, chamber: string): Member[] {
    const key = `${congress}:${chamber}`;
    let list = this.byKey.get(key);
    if (!list) {
      list = [];
      this.byKey.set(key, list);
    }
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
