// entity_relationships: links between organisations, by source. IRS group exemptions tie chapters
// to their central organisation; SEC Exhibit 21 lists tie subsidiaries to listed companies; FEC
// connected organisations tie each corporate PAC to its sponsor (named as filed in notes; the
// sponsor is the parent only when its normalised name is unique among entities); lobbying filings
// tie clients to the affiliated organisations they list; GLEIF records successors; analysts add
// the rest. No link names a merged entity (merges re-point links to the survivor).
import {
  type BuildContext,
  dayOf,
  dayOfDate,
  isoDay,
  lognormal,
  apportion,
  readBack,
  type Rng,
  type Row,
} from '../../../../../databases/build/kit/index.js';
import { liveEntityIds, UniqueNames } from './entity-pools.js';
import { isoUtcTimestamp } from './timestamps.js';

export const RELATIONSHIP_COLUMNS = [
  'relationship_id',
  'parent_entity_id',
  'child_entity_id',
  'relationship_type',
  'source',
  'source_ref',
  'gen',
  'effective_start',
  'effective_end',
  'confidence_score',
  'notes',
  'created_at',
] as const;

/**
 * Scale-1 links of the sources drawn by count (no count is published): about one group-exempt
 * chapter in ten of the nonprofits, a few subsidiaries per listed company, and a few thousand
 * successor and analyst links. The FEC and lobbying links follow from those tables.
 */
export const RELATIONSHIP_BASE_COUNTS = { bmf: 60_000, sec: 45_000, gleif: 3_000, manual: 2_000 } as const;

interface Link {
  parent: number | null;
  child: number;
  type: string;
  source: string;
  ref: string | null;
  gen: string | null;
  start: string | null;
  end: string | null;
  confidence: number;
  notes: string | null;
}

const CHAPTERS_PER_GROUP = 15;
/** Connected-organisation links replaced the sponsor-name aliases in mid-2026. */
const FEC_LINKS_DAY = dayOf(2026, 6, 10);
const ENTITY_RECORDS_FROM = dayOf(2025, 1, 6);

/** An id from `ids` not yet in `taken` (and not `except`), or null after a few tries. */
function freshId(rng: Rng, ids: readonly number[], taken: Set<number>, except: number | null = null): number | null {
  for (let attempt = 0; attempt < 20 && ids.length > 0; attempt++) {
    const id = ids[rng.int(0, ids.length - 1)];
    if (!taken.has(id) && id !== except) {
      taken.add(id);
      return id;
    }
  }
  return null;
}

function* groupExemptionLinks(ctx: BuildContext, rng: Rng, n: number): Generator<Link> {
  const exempt = liveEntityIds(ctx.db, ['nonprofit', 'union', 'trade_association'], 'ein is not null');
  if (exempt.length < 2) return;
  const groups = Math.max(1, Math.min(8_000, Math.round(n / CHAPTERS_PER_GROUP)));
  const sizes = apportion(
    n,
    Array.from({ length: groups }, () => lognormal(rng, 1.2)),
  );
  const taken = new Set<number>();
  const numbers = new Set<number>();
  for (let g = 0; g < groups; g++) {
    // Central organisations: the named (low-id) ones first, then any.
    const central = exempt[rng.skewed(exempt.length, 2.5)];
    taken.add(central);
    let gen = rng.int(1_000, 9_999);
    while (numbers.has(gen)) gen = gen === 9_999 ? 1_000 : gen + 1;
    numbers.add(gen);
    const ruling = isoDay(dayOf(rng.int(1946, 2022), rng.int(1, 12), rng.int(1, 28)));
    for (let i = 0; i < sizes[g]; i++) {
      const child = freshId(rng, exempt, taken, central);
      if (child === null) continue;
      yield {
        parent: central,
        child,
        type: 'bmf_group_exemption',
        source: 'bmf',
        ref: String(gen),
        gen: String(gen),
        start: ruling,
        end: null,
        confidence: 1,
        notes: null,
      };
    }
  }
}

function* subsidiaryLinks(ctx: BuildContext, rng: Rng, n: number, today: number): Generator<Link> {
  const parents = ctx.db
    .prepare(
      "select entity_id, cik from entities where entity_type = 'public_company' and status != 'merged' and cik is not null order by entity_id",
    )
    .all() as { entity_id: number; cik: number }[];
  const subsidiaries = liveEntityIds(ctx.db, ['private_company', 'foreign_entity']);
  if (parents.length === 0 || subsidiaries.length === 0) return;
  const taken = new Set<number>();
  for (let i = 0; i < n; i++) {
    const parent = parents[rng.skewed(parents.length, 2)];
    const child = freshId(rng, subsidiaries, taken, parent.entity_id);
    if (child === null) continue;
    const filed = Math.min(today, dayOf(rng.int(2010, 2026), rng.int(2, 3), rng.int(1, 28)));
    const yy = isoDay(filed).slice(2, 4);
    const accession = `${String(parent.cik).padStart(10, '0')}-${yy}-${String(rng.int(1, 999_999)).padStart(6, '0')}`;
    const divested = rng.bool(0.05) ? isoDay(Math.min(today, filed + rng.int(200, 2000))) : null;
    yield {
      parent: parent.entity_id,
      child,
      type: 'subsidiary_of',
      source: 'sec_exhibit_21',
      ref: accession,
      gen: null,
      start: isoDay(filed),
      end: divested,
      confidence: 0.95,
      notes: null,
    };
  }
}

interface PacHead {
  entity_id: number;
  canonical_name: string;
  fec_committee_id: string;
}

function* connectedOrganisationLinks(ctx: BuildContext, names: UniqueNames): Generator<Link> {
  const pacs = readBack<PacHead>(
    ctx.db,
    `select entity_id, canonical_name, fec_committee_id from entities
     where entity_id > ? and entity_type = 'pac' and status != 'merged' and fec_committee_id is not null order by entity_id limit ?`,
    { key: 'entity_id' },
  );
  for (const pac of pacs) {
    const sponsor = /^(.+) Employees Political Action Committee$/.exec(pac.canonical_name)?.[1];
    if (!sponsor) continue; // a PAC without a connected organisation
    const parent = names.resolve(sponsor);
    yield {
      parent: parent === pac.entity_id ? null : parent,
      child: pac.entity_id,
      type: 'affiliated_pac',
      source: 'fec_connected_org',
      ref: pac.fec_committee_id,
      gen: null,
      start: null,
      end: null,
      confidence: 1,
      notes: `connected_org_name=${sponsor.toUpperCase()}`,
    };
  }
}

interface AffiliateRow {
  id: number;
  filing_uuid: string;
  client_name: string;
  org_name: string;
}

function* lobbyingAffiliateLinks(ctx: BuildContext, names: UniqueNames): Generator<Link> {
  const rows = readBack<AffiliateRow>(
    ctx.db,
    `select a.id, a.filing_uuid, f.client_name, a.org_name from lobbying_affiliated_orgs a join lobbying_filings f using (filing_uuid)
     where a.id > ? and f.client_name is not null and a.org_name is not null order by a.id limit ?`,
    { key: 'id' },
  );
  const seen = new Set<string>();
  for (const r of rows) {
    const pair = `${r.client_name}\u0000${r.org_name}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    const parent = names.resolve(r.client_name);
    const child = names.resolve(r.org_name);
    if (parent === null || child === null || parent === child) continue;
    yield {
      parent,
      child,
      type: 'lobbying_affiliate',
      source: 'lobbying_affiliated_orgs',
      ref: r.filing_uuid,
      gen: null,
      start: null,
      end: null,
      confidence: 0.8,
      notes: null,
    };
  }
}

function* successorLinks(ctx: BuildContext, rng: Rng, n: number, today: number): Generator<Link> {
  const predecessors = ctx.db
    .prepare("select entity_id, lei from entities where status = 'defunct' and lei is not null order by entity_id")
    .all() as { entity_id: number; lei: string }[];
  const successors = liveEntityIds(
    ctx.db,
    ['public_company', 'private_company', 'foreign_entity'],
    "lei is not null and status = 'active'",
  );
  if (successors.length === 0) return;
  for (let i = 0; i < Math.min(n, predecessors.length); i++) {
    const j = rng.int(i, predecessors.length - 1);
    [predecessors[i], predecessors[j]] = [predecessors[j], predecessors[i]];
    const before = predecessors[i];
    const successor = successors[rng.int(0, successors.length - 1)];
    const day = Math.min(today, dayOf(rng.int(2012, 2026), rng.int(1, 12), rng.int(1, 28)));
    yield {
      parent: before.entity_id,
      child: successor,
      type: 'successor_to',
      source: 'gleif_successor',
      ref: before.lei,
      gen: null,
      start: isoDay(day),
      end: null,
      confidence: 1,
      notes: null,
    };
  }
}

const MANUAL_NOTES: Readonly<Record<string, string>> = {
  parent_of: 'Parent company confirmed from annual report',
  joint_venture: 'Joint venture per press release',
  foreign_controlled: 'Majority owned by a foreign parent (CFIUS filing)',
  founder_family: 'Foundation established by the founding family',
  predecessor_to: 'Renamed after acquisition',
};

function* analystLinks(ctx: BuildContext, rng: Rng, n: number): Generator<Link> {
  const companies = liveEntityIds(ctx.db, ['public_company', 'private_company']);
  const foreign = liveEntityIds(ctx.db, ['foreign_entity']);
  const foundations = liveEntityIds(ctx.db, ['nonprofit'], "canonical_name like '% Family Foundation'");
  const defunct = liveEntityIds(ctx.db, ['public_company', 'private_company'], "status = 'defunct'");
  if (companies.length < 2) return;
  const types = ['parent_of', 'joint_venture', 'foreign_controlled', 'founder_family', 'predecessor_to'] as const;
  for (let i = 0; i < n; i++) {
    const type = rng.weighted(types, [35, 15, 20, 15, 15]);
    const parentPool = type === 'foreign_controlled' && foreign.length > 0 ? foreign : companies;
    const childPool =
      type === 'founder_family' && foundations.length > 0
        ? foundations
        : type === 'predecessor_to' && defunct.length > 0
          ? defunct
          : companies;
    const parent = rng.pick(parentPool);
    const child = rng.pick(childPool);
    if (parent === child) continue;
    yield {
      parent,
      child,
      type,
      source: 'manual',
      ref: null,
      gen: null,
      start: null,
      end: null,
      confidence: rng.pick([1, 1, 0.9, 0.75]),
      notes: MANUAL_NOTES[type],
    };
  }
}

export function generateEntityRelationships(ctx: BuildContext): void {
  const today = dayOfDate(ctx.now);
  const rng = ctx.rng('entity_relationships');
  const names = new UniqueNames(ctx.db);
  const counts = {
    bmf: ctx.count(RELATIONSHIP_BASE_COUNTS.bmf, 60),
    sec: ctx.count(RELATIONSHIP_BASE_COUNTS.sec, 45),
    gleif: ctx.count(RELATIONSHIP_BASE_COUNTS.gleif, 10),
    manual: ctx.count(RELATIONSHIP_BASE_COUNTS.manual, 10),
  };
  function* rows(): Generator<Row> {
    // Each source with the days its links were recorded on.
    // (Up to the day before the build's, so no record is dated after it.)
    const last = today - 1;
    const fecFrom = Math.min(FEC_LINKS_DAY, last);
    const sources: [Iterable<Link>, number, number][] = [
      [groupExemptionLinks(ctx, rng, counts.bmf), ENTITY_RECORDS_FROM, last],
      [subsidiaryLinks(ctx, rng, counts.sec, today), ENTITY_RECORDS_FROM, last],
      [connectedOrganisationLinks(ctx, names), fecFrom, Math.min(last, fecFrom + 20)],
      [lobbyingAffiliateLinks(ctx, names), ENTITY_RECORDS_FROM, last],
      [successorLinks(ctx, rng, counts.gleif, today), ENTITY_RECORDS_FROM, last],
      [analystLinks(ctx, rng, counts.manual), ENTITY_RECORDS_FROM, last],
    ];
    let id = 0;
    for (const [links, from, to] of sources) {
      for (const l of links) {
        const created = isoUtcTimestamp(from + rng.int(0, Math.max(0, to - from)), rng.int(0, 86_399));
        yield [++id, l.parent, l.child, l.type, l.source, l.ref, l.gen, l.start, l.end, l.confidence, l.notes, created];
      }
    }
  }
  try {
    ctx.insert('entity_relationships', RELATIONSHIP_COLUMNS, rows(), counts.bmf + counts.sec + counts.gleif + counts.manual);
  } finally {
    names.close();
  }
}
