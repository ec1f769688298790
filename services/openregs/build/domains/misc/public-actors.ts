// Named individuals in public roles, one row per (person, role context): congress members,
// OGE filers, FEC candidates, lobbyists and FARA agents taken from the tables that name them,
// then appointees, Form 4 insiders and nonprofit officers filling the scaled row count.
// Returns a sample of actors for the White House visitor logs to draw named visitors from.
import { type BuildContext, dayOfIso, isoDay, loadMembers, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { DEPARTMENTS } from '../../vocab/misc-oge.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_INITIALS } from '../../vocab/misc-people.js';
import type { EmployerPools } from './entities.js';
import { cikFor } from './entity-ids.js';
import type { OgeFiler } from './oge.js';
import { readFaraAgents, readFecCandidates, readLobbyists } from './sources.js';
import { isoTimestamp } from './timestamps.js';
import { normalizePersonName } from './names.js';

export interface KnownVisitor {
  readonly publicActorId: number;
  readonly name: string;
  readonly isLobbyist: boolean;
  readonly isPlumBook: boolean;
}

const COLUMNS = [
  'public_actor_id',
  'role_context',
  'source_id',
  'name_full',
  'name_normalized',
  'name_first',
  'name_last',
  'bioguide_id',
  'fec_cand_id',
  'fara_registration_number',
  'oge_filer_slug',
  'sec_reporter_cik',
  'employer_entity_id',
  'employer_entity_name',
  'employer_ein',
  'employer_cik',
  'employer_lda_registrant_id',
  'role_title',
  'role_start_date',
  'role_end_date',
  'is_current',
  'materiality_tier',
  'materiality_reason',
  'merged_into_public_actor_id',
  'merge_method',
  'merge_confidence',
  'first_seen_date',
  'last_seen_date',
  'source_table',
  'created_at',
  'updated_at',
  'notes',
  'dd_id',
] as const;

/** The columns a generator fills; everything else defaults to NULL (tier to 2). */
interface Actor {
  role: string;
  sourceId: string;
  name: string;
  first?: string;
  last?: string;
  bioguideId?: string | null;
  fecCandId?: string | null;
  faraRegistration?: string | null;
  ogeSlug?: string | null;
  secCik?: number | null;
  employerId?: number | null;
  employerName?: string | null;
  employerEin?: string | null;
  employerCik?: number | null;
  ldaRegistrantId?: number | null;
  title?: string | null;
  start?: string | null;
  end?: string | null;
  isCurrent?: number | null;
  tier?: number;
  tierReason?: string | null;
  mergedInto?: number | null;
  mergeMethod?: string | null;
  mergeConfidence?: number | null;
  sourceTable: string;
  ddId: string;
}

const SEEN_FROM = dayOfIso('2016-01-01');
const SEEN_TO = dayOfIso('2026-03-01');
const RECORD_FROM = dayOfIso('2025-01-06');

const FORM4_TITLES: readonly string[] = [
  'Director',
  'Chief Executive Officer',
  'Chief Financial Officer',
  'EVP, General Counsel',
  'President',
  '10% Owner',
  'SVP, Operations',
  'Chief Operating Officer',
  'Chief Technology Officer',
  'EVP, Chief Commercial Officer',
];
const OFFICER_TITLES: readonly string[] = [
  'President',
  'Executive Director',
  'Treasurer',
  'Board Chair',
  'Secretary',
  'Director',
  'Trustee',
  'Chief Financial Officer',
  'Vice President',
  'Chief Executive Officer',
];
const APPOINTEE_TITLES: readonly string[] = [
  'Deputy Assistant Secretary',
  'Chief of Staff',
  'Senior Advisor',
  'Deputy Chief of Staff',
  'White House Liaison',
  'Director of Public Affairs',
  'Deputy General Counsel',
  'Senior Counselor',
  'Director of Legislative Affairs',
  'Special Assistant',
];

function titleCase(word: string): string {
  return word.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

export function generatePublicActors(ctx: BuildContext, oge: readonly OgeFiler[], employers: EmployerPools): KnownVisitor[] {
  const total = ctx.count(10_000_000, 5_000);
  const members = loadMembers(ctx.db);
  const candidates = readFecCandidates(ctx.db);
  const lobbyists = readLobbyists(ctx.db);
  const agents = readFaraAgents(ctx.db);
  const fixed = members.length + oge.length + candidates.length + lobbyists.length + agents.length;
  const synthetic = Math.max(0, total - fixed);
  const poolCap = ctx.count(60_000, 400);
  const rng = ctx.rng('public_actors');
  const pool: KnownVisitor[] = [];
  const addToPool = (v: KnownVisitor, share: number): void => {
    if (pool.length < poolCap * share) pool.push(v);
  };

  function* actors(): Generator<Actor> {
    const actorByBioguide = new Map<string, number>();
    let id = 0;
    for (const m of members) {
      actorByBioguide.set(m.bioguideId, ++id);
      const name = m.fullName || `${m.firstName} ${m.lastName}`.trim();
      addToPool({ publicActorId: id, name, isLobbyist: false, isPlumBook: false }, 0.2);
      yield {
        role: 'congress_member',
        sourceId: m.bioguideId,
        name,
        first: m.firstName,
        last: m.lastName,
        bioguideId: m.bioguideId,
        title: m.chamber === 'Senate' ? 'U.S. Senator' : 'U.S. Representative',
        start: m.firstServed || null,
        end: m.isCurrent ? null : m.lastServed || null,
        isCurrent: m.isCurrent ? 1 : 0,
        tier: 1,
        tierReason: 'member of Congress',
        sourceTable: 'congress_members',
        ddId: `DD-P-BIO-${m.bioguideId}`,
      };
    }
    for (const f of oge) {
      ++id;
      addToPool({ publicActorId: id, name: f.fullName, isLobbyist: false, isPlumBook: true }, 0.3);
      yield {
        role: 'oge_pas_filer',
        sourceId: f.slug,
        name: f.fullName,
        first: f.first,
        last: f.last,
        ogeSlug: f.slug,
        employerName: f.department,
        title: f.position,
        start: isoDay(f.firstFilingDay),
        isCurrent: 1,
        tier: 1,
        tierReason: 'Senate-confirmed official',
        sourceTable: 'oge_pas_filings',
        ddId: `DD-P-OGE-${f.slug}`,
      };
    }
    for (const c of candidates) {
      const [lastRaw, firstRaw = ''] = c.candName.split(',').map((s) => s.trim());
      const first = titleCase(firstRaw.split(/\s+/)[0] ?? '');
      const last = titleCase(lastRaw);
      const memberActor = c.bioguideId ? (actorByBioguide.get(c.bioguideId) ?? null) : null;
      ++id;
      yield {
        role: 'fec_candidate',
        sourceId: c.candId,
        name: `${first} ${last}`.trim(),
        first,
        last,
        bioguideId: memberActor ? c.bioguideId : null,
        fecCandId: c.candId,
        title: c.office === 'S' ? 'Candidate for U.S. Senate' : c.office === 'P' ? 'Candidate for President' : 'Candidate for U.S. House',
        mergedInto: memberActor,
        mergeMethod: memberActor ? 'bioguide_crosswalk' : null,
        mergeConfidence: memberActor ? 1 : null,
        tier: memberActor ? 1 : 2,
        sourceTable: 'fec_candidates',
        ddId: `DD-P-FEC-${c.candId}`,
      };
    }
    for (const l of lobbyists) {
      ++id;
      addToPool({ publicActorId: id, name: l.name, isLobbyist: true, isPlumBook: false }, 0.55);
      const parts = l.name.split(/\s+/);
      yield {
        role: 'lobbyist_lda',
        sourceId: l.name,
        name: l.name,
        first: parts[0],
        last: parts[parts.length - 1],
        employerName: l.registrantName || null,
        ldaRegistrantId: l.registrantId,
        title: 'Registered lobbyist',
        sourceTable: 'lobbying_lobbyists',
        ddId: `DD-P-X-LDA${id.toString(36).toUpperCase()}`,
      };
    }
    for (const a of agents) {
      ++id;
      const first = titleCase(a.firstName);
      const last = titleCase(a.lastName);
      yield {
        role: 'fara_agent',
        sourceId: `${a.registrationNumber}:${a.lastName}, ${a.firstName}`,
        name: `${first} ${last}`,
        first,
        last,
        faraRegistration: a.registrationNumber,
        employerName: a.registrantName || null,
        title: 'Foreign agent (short form)',
        sourceTable: 'fara_short_forms',
        ddId: `DD-P-FARA-${a.registrationNumber}-${id.toString(36).toUpperCase()}`,
      };
    }
    yield* syntheticActors(rng, id, synthetic, employers, (v, share) => addToPool(v, share));
  }

  ctx.insert('public_actors', COLUMNS, toRows(actors(), ctx.rng('public_actors-dates')), total);
  // Shuffle so that the visitor logs' skewed picks reach every kind of actor.
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool;
}

function* syntheticActors(
  rng: Rng,
  lastId: number,
  count: number,
  employers: EmployerPools,
  addToPool: (v: KnownVisitor, share: number) => void,
): Generator<Actor> {
  const deptWeights = DEPARTMENTS.map((d) => d.weight);
  let id = lastId;
  let reporters = 0;
  for (let k = 0; k < count; k++) {
    id++;
    const first = FIRST_NAMES[rng.skewed(FIRST_NAMES.length, 1.5)];
    const last = LAST_NAMES[rng.skewed(LAST_NAMES.length, 1.4)];
    const name = rng.bool(0.4) ? `${first} ${rng.pick(MIDDLE_INITIALS)}. ${last}` : `${first} ${last}`;
    const r = rng.next();
    if (r < 0.03 || (!employers.publicCompanies.length && !employers.nonprofits.length)) {
      const dept = rng.weighted(DEPARTMENTS, deptWeights);
      const year = 2009 + 4 * rng.int(0, 4);
      const current = year === 2025 ? 1 : 0;
      addToPool({ publicActorId: id, name, isLobbyist: false, isPlumBook: true }, 0.75);
      yield {
        role: 'exec_branch_appointee',
        sourceId: `PLUM-${year}-${String(id).padStart(8, '0')}`,
        name,
        first,
        last,
        employerName: dept.name,
        title: rng.pick(APPOINTEE_TITLES),
        start: `${year}-0${rng.int(1, 9)}-${String(rng.int(10, 28))}`,
        end: current ? null : `${year + rng.int(1, 4)}-01-20`,
        isCurrent: current,
        tier: 1,
        tierReason: 'Plum Book position',
        sourceTable: 'plum_book_appointees',
        ddId: `DD-P-X-PLUM${id.toString(36).toUpperCase()}`,
      };
    } else if (r < 0.45 && employers.publicCompanies.length) {
      const employer = employers.publicCompanies[rng.skewed(employers.publicCompanies.length, 2)];
      // Reporter CIKs sit above the entities' CIK numbers (entities use sequence numbers < 3M).
      const cik = cikFor(3_000_000 + reporters++);
      addToPool({ publicActorId: id, name, isLobbyist: false, isPlumBook: false }, 0.9);
      yield {
        role: 'sec_form4_reporter',
        sourceId: String(cik).padStart(10, '0'),
        name,
        first,
        last,
        secCik: cik,
        employerId: employer.entityId,
        employerName: employer.name,
        employerCik: employer.cik,
        employerEin: employer.ein,
        title: rng.pick(FORM4_TITLES),
        isCurrent: rng.bool(0.7) ? 1 : 0,
        sourceTable: 'sec_form4',
        ddId: `DD-P-CIK-${String(cik).padStart(10, '0')}`,
      };
    } else {
      const pool = employers.nonprofits.length ? employers.nonprofits : employers.publicCompanies;
      const employer = pool[rng.skewed(pool.length, 1.5)];
      addToPool({ publicActorId: id, name, isLobbyist: false, isPlumBook: false }, 1);
      const small = rng.bool(0.5);
      yield {
        role: 'nonprofit_officer',
        sourceId: `${employer.ein ?? employer.entityId}-${id}`,
        name,
        first,
        last,
        employerId: employer.entityId,
        employerName: employer.name,
        employerEin: employer.ein,
        title: rng.pick(OFFICER_TITLES),
        isCurrent: rng.bool(0.6) ? 1 : 0,
        tier: small ? 3 : 2,
        tierReason: small ? 'officer of a small organization' : null,
        sourceTable: 'irs_990_officers',
        ddId: `DD-P-X-NPO${id.toString(36).toUpperCase()}`,
      };
    }
  }
}

function* toRows(actors: Iterable<Actor>, rng: Rng): Generator<Row> {
  let id = 0;
  for (const a of actors) {
    id++;
    const firstSeen = rng.int(SEEN_FROM, SEEN_TO - 60);
    const created = RECORD_FROM + rng.int(0, 300);
    yield [
      id,
      a.role,
      a.sourceId,
      a.name,
      normalizePersonName(a.name),
      a.first ?? null,
      a.last ?? null,
      a.bioguideId ?? null,
      a.fecCandId ?? null,
      a.faraRegistration ?? null,
      a.ogeSlug ?? null,
      a.secCik ?? null,
      a.employerId ?? null,
      a.employerName ?? null,
      a.employerEin ?? null,
      a.employerCik ?? null,
      a.ldaRegistrantId ?? null,
      a.title ?? null,
      a.start ?? null,
      a.end ?? null,
      a.isCurrent ?? null,
      a.tier ?? 2,
      a.tierReason ?? null,
      a.mergedInto ?? null,
      a.mergeMethod ?? null,
      a.mergeConfidence ?? null,
      isoDay(firstSeen),
      isoDay(rng.int(firstSeen, SEEN_TO)),
      a.sourceTable,
      isoTimestamp(created, rng.int(0, 86_399)),
      isoTimestamp(created + rng.int(0, 90), rng.int(0, 86_399)),
      null,
      a.ddId,
    ];
  }
}
