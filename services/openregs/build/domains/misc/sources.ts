// Reads, once, the rows of earlier domains that the misc tables refer to (the people of the
// lobbying, FEC and FARA tables, for public actors), and when a member served in a chamber.
// Tables of other domains that are absent are reported as empty lists, so this domain still
// builds when run alone; with the full registry they are always present.
import type Database from 'better-sqlite3';
import type { Member } from '../../../../../databases/build/kit/index.js';

export function tableHasColumns(db: Database.Database, table: string, columns: readonly string[]): boolean {
  const present = new Set((db.prepare(`select name from pragma_table_xinfo(?)`).all(table) as { name: string }[]).map((r) => r.name));
  return columns.every((c) => present.has(c));
}

/** Did the member serve in `chamber` at some time between the two dates (YYYY-MM-DD)? */
export function servedBetween(m: Member, chamber: Member['chamber'], from: string, to: string): boolean {
  if (m.chamber !== chamber || !m.firstServed) return false;
  const end = m.lastServed || '9999-12-31';
  return m.firstServed <= to && end >= from;
}

export interface Lobbyist {
  readonly name: string;
  readonly registrantName: string;
  readonly registrantId: number | null;
}

/** Distinct lobbyist names with the registrant of their first filing. */
export function readLobbyists(db: Database.Database): Lobbyist[] {
  if (!tableHasColumns(db, 'lobbying_lobbyists', ['filing_uuid', 'lobbyist_name'])) return [];
  if (!tableHasColumns(db, 'lobbying_filings', ['filing_uuid', 'registrant_name', 'registrant_id'])) return [];
  const rows = db
    .prepare(
      `
    select l.lobbyist_name as name, min(f.registrant_name) as registrant_name, min(f.registrant_id) as registrant_id
    from lobbying_lobbyists l join lobbying_filings f on f.filing_uuid = l.filing_uuid
    where l.lobbyist_name is not null and trim(l.lobbyist_name) != ''
    group by l.lobbyist_name order by l.lobbyist_name`,
    )
    .all() as { name: string; registrant_name: string | null; registrant_id: number | null }[];
  return rows.map((r) => ({ name: r.name, registrantName: r.registrant_name ?? '', registrantId: r.registrant_id }));
}

export interface FecCandidate {
  readonly candId: string;
  /** 'LAST, FIRST' as the FEC writes it. */
  readonly candName: string;
  readonly office: string;
  readonly bioguideId: string | null;
}

/** Distinct FEC candidates (latest cycle's name), with the bioguide id when the crosswalk has one. */
export function readFecCandidates(db: Database.Database): FecCandidate[] {
  if (!tableHasColumns(db, 'fec_candidates', ['cand_id', 'cand_name', 'cand_office', 'cycle'])) return [];
  const hasCrosswalk = tableHasColumns(db, 'fec_candidate_crosswalk', ['fec_candidate_id', 'bioguide_id']);
  const bioguide = hasCrosswalk
    ? '(select min(x.bioguide_id) from fec_candidate_crosswalk x where x.fec_candidate_id = c.cand_id)'
    : 'null';
  const rows = db
    .prepare(
      `
    select c.cand_id, c.cand_name, c.cand_office, ${bioguide} as bioguide_id
    from fec_candidates c
    where c.cycle = (select max(c2.cycle) from fec_candidates c2 where c2.cand_id = c.cand_id)
      and c.cand_name is not null
    group by c.cand_id order by c.cand_id`,
    )
    .all() as { cand_id: string; cand_name: string; cand_office: string | null; bioguide_id: string | null }[];
  return rows.map((r) => ({ candId: r.cand_id, candName: r.cand_name, office: r.cand_office ?? '', bioguideId: r.bioguide_id }));
}

export interface FaraAgent {
  readonly registrationNumber: string;
  readonly registrantName: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** Distinct short-form agents (people registered under a FARA registrant). */
export function readFaraAgents(db: Database.Database): FaraAgent[] {
  if (!tableHasColumns(db, 'fara_short_forms', ['registration_number', 'registrant_name', 'first_name', 'last_name'])) return [];
  const rows = db
    .prepare(
      `
    select cast(registration_number as text) as registration_number, min(registrant_name) as registrant_name, first_name, last_name
    from fara_short_forms
    where last_name is not null and trim(last_name) != '' and first_name is not null
    group by registration_number, first_name, last_name order by registration_number, last_name, first_name`,
    )
    .all() as {
    registration_number: string;
    registrant_name: string | null;
    first_name: string;
    last_name: string;
  }[];
  return rows.map((r) => ({
    registrationNumber: r.registration_number,
    registrantName: r.registrant_name ?? '',
    firstName: r.first_name,
    lastName: r.last_name,
  }));
}
