// lobbying_lobbyists: the lobbyists listed on LD-1 and LD-2 reports, drawn from the registrant's
// roster. Former staff declare their old post on some reports and leave it blank on others;
// former members of Congress appear under their upper-case full name, usually declaring
// "U.S. REPRESENTATIVE" or similar, but not on every report (and a few never do).
import type Database from 'better-sqlite3';
import { fill, readBack, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { lastYear } from './members.js';
import { BLANK_POSITIONS, MEMBER_POSITIONS_HOUSE, MEMBER_POSITIONS_SENATE } from '../../vocab/money-lobbying.js';
import { roster, type LobbyistPool, type RevolvingMember } from './lobbying-entities.js';
import { Quota } from './quota.js';

export const LOBBYIST_COLUMNS = ['filing_uuid', 'lobbyist_name', 'covered_position', 'is_new'] as const;

interface ListingFiling {
  _rowid: number;
  filing_uuid: string;
  filing_type: string;
  registrant_id: number;
  filing_year: number;
}

const LISTING_FILTER = `(filing_type glob '[1234Q]*' or filing_type in ('RR', 'RA'))`;

function memberPosition(rng: Rng, m: RevolvingMember): string {
  const forms = m.member.chamber === 'Senate' ? MEMBER_POSITIONS_SENATE : MEMBER_POSITIONS_HOUSE;
  return fill(rng.pick(forms), { S: m.member.state });
}

export function* lobbyistRows(
  db: Database.Database,
  rng: Rng,
  target: number,
  pool: LobbyistPool,
  firmCount: number,
  revolving: readonly RevolvingMember[],
): Generator<Row> {
  const eligible = (db.prepare(`select count(*) as n from lobbying_filings where ${LISTING_FILTER}`).get() as { n: number }).n;
  const quota = new Quota(target, eligible);
  const formersByFirm = new Map<number, RevolvingMember[]>();
  for (const m of revolving)
    for (const firm of m.firms) {
      const list = formersByFirm.get(firm);
      if (list) list.push(m);
      else formersByFirm.set(firm, [m]);
    }
  const sql = `select rowid as _rowid, filing_uuid, filing_type, registrant_id, filing_year from lobbying_filings
    where rowid > ? and ${LISTING_FILTER} order by rowid limit ?`;
  for (const f of readBack<ListingFiling>(db, sql)) {
    const rows: Row[] = [];
    const names = new Set<string>();
    const isNew = (): number => (f.filing_type === 'RR' || rng.bool(0.05) ? 1 : 0);
    // Former members lobby only after they have left Congress; their firms list them often.
    const formers = (formersByFirm.get(f.registrant_id) ?? []).filter((m) => f.filing_year > lastYear(m.member));
    const listing = rng.next() < quota.mean() / 2 || (formers.length > 0 && rng.bool(0.35));
    if (listing) {
      for (const m of formers) {
        if (!rng.bool(0.75) || names.has(m.lobbyistName)) continue;
        names.add(m.lobbyistName);
        const position = m.declares && rng.bool(0.7) ? memberPosition(rng, m) : rng.pick(BLANK_POSITIONS);
        rows.push([f.filing_uuid, m.lobbyistName, position, isNew()]);
      }
      const staff = roster(pool, f.registrant_id, firmCount);
      for (const idx of rng.sample(staff, Math.min(staff.length, rng.int(1, 3)))) {
        const name = pool.names[idx];
        if (names.has(name)) continue;
        names.add(name);
        const declared = pool.positions[idx];
        const position = declared !== null && rng.bool(0.7) ? declared : rng.pick(BLANK_POSITIONS);
        rows.push([f.filing_uuid, name, position, isNew()]);
      }
    }
    quota.take(rows.length);
    yield* rows;
  }
}
