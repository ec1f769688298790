// Members of Congress as the congress domain stored them, for the domains built after it.
import type Database from 'better-sqlite3';

export interface Member {
  readonly bioguideId: string;
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  /** As stored: `Democrat`, `Republican`, `Independent`, … */
  readonly party: string;
  readonly state: string;
  readonly chamber: 'House' | 'Senate';
  readonly district: number | null;
  /** `YYYY-MM-DD`, or '' when unknown. */
  readonly firstServed: string;
  readonly lastServed: string;
  readonly isCurrent: boolean;
  /** FEC candidate ids (9 characters each). */
  readonly fecIds: readonly string[];
}

interface MemberRow {
  bioguide_id: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  party: string | null;
  state: string | null;
  chamber: string | null;
  district: number | null;
  first_served: string | null;
  last_served: string | null;
  is_current: number | null;
  fec_ids: string | null;
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

/** Every member, ordered by `orderBy` (an SQL ORDER BY list over congress_members; default bioguide id). */
export function loadMembers(db: Database.Database, orderBy = 'bioguide_id'): Member[] {
  const rows = db
    .prepare(
      `select bioguide_id, full_name, first_name, last_name, party, state, chamber, district,
      first_served, last_served, is_current, fec_ids
    from congress_members order by ${orderBy}`,
    )
    .all() as MemberRow[];
  if (rows.length === 0) throw new Error('congress_members is empty: the congress domain must be built first');
  return rows.map((r): Member => {
    const stored = (r.full_name ?? '').trim();
    const parts = stored.split(/\s+/);
    const firstName = (r.first_name || parts[0] || '').trim();
    const lastName = (r.last_name || parts[parts.length - 1] || '').trim();
    return {
      bioguideId: r.bioguide_id,
      fullName: stored || `${firstName} ${lastName}`.trim(),
      firstName,
      lastName,
      party: r.party ?? '',
      state: r.state ?? '',
      chamber: r.chamber === 'Senate' ? 'Senate' : 'House',
      district: r.district,
      firstServed: r.first_served ?? '',
      lastServed: r.last_served ?? '',
      isCurrent: r.is_current === 1,
      fecIds: parseFecIds(r.fec_ids),
    };
  });
}
