// The entity layer's organisations (entities) and their alternative names (entity_aliases).
// Entities are streamed; a capped sample of employers is kept for the public actors.
import { type BuildContext, dayOfIso, isoDay, readBack, type Row } from '../../../../../databases/build/kit/index.js';
import { normalizeOrganization } from '../../vocab/organizations.js';
import { NTEE_CODES } from '../../vocab/misc-industries.js';
import { US_STATES, US_STATE_WEIGHTS } from '../../vocab/misc-geography.js';
import { cikFor, dunsFor, einFor, fecCommitteeIdFor, leiFor, ueiFor } from './entity-ids.js';
import { displayName, seedEntities, syntheticEntity, type NamedEntity } from './entity-names.js';
import { isoTimestamp } from './timestamps.js';

export interface Employer {
  readonly entityId: number;
  readonly name: string;
  readonly ein: string | null;
  readonly cik: number | null;
}

/** Employers kept in memory for the public actors (capped so scale 1 stays small in RAM). */
export interface EmployerPools {
  readonly publicCompanies: Employer[];
  readonly nonprofits: Employer[];
}

const POOL_CAP = 150_000;

const ENTITY_COLUMNS = [
  'entity_id',
  'canonical_name',
  'name_normalized',
  'display_name',
  'entity_type',
  'ein',
  'cik',
  'uei',
  'lei',
  'ticker',
  'fec_committee_id',
  'duns',
  'sic_code',
  'naics_code',
  'ntee_code',
  'state_of_incorporation',
  'primary_state',
  'country',
  'status',
  'merged_into_entity_id',
  'source_provenance',
  'predecessor_names',
  'industry_codes',
  'primary_industry',
  'first_seen_date',
  'last_seen_date',
  'created_at',
  'updated_at',
  'notes',
  'dd_id',
] as const;

const FIRST_SEEN_FROM = dayOfIso('1995-01-01');
const LAST_SEEN_TO = dayOfIso('2026-03-01');
const RECORD_FROM = dayOfIso('2025-01-06');

export function generateEntities(ctx: BuildContext): EmployerPools {
  const count = ctx.count(2_000_000, 2_000);
  const pools: EmployerPools = { publicCompanies: [], nonprofits: [] };
  const seeds = seedEntities(ctx.rng('entities-seed'));
  const aliased: number[] = [];
  const aliasTarget = ctx.count(400_000, 400);
  ctx.insert('entities', ENTITY_COLUMNS, entityRows(ctx, count, seeds, pools, { share: aliasTarget / (count * 1.4), ids: aliased }), count);
  ctx.insert('entity_aliases', ALIAS_COLUMNS, aliasRows(ctx, aliased), aliasTarget);
  generateProminence(ctx, count, seeds.length);
  return pools;
}

/** Which entities get aliases: a share of all, and every renamed company (ids collected here). */
interface AliasChoice {
  readonly share: number;
  readonly ids: number[];
}

function* entityRows(
  ctx: BuildContext,
  count: number,
  seeds: readonly NamedEntity[],
  pools: EmployerPools,
  alias: AliasChoice,
): Generator<Row> {
  const rng = ctx.rng('entities');
  const aliasRng = ctx.rng('entity_aliases-choice');
  let fecSequence = 0;
  for (let id = 1; id <= count; id++) {
    const e: NamedEntity = id <= seeds.length ? seeds[id - 1] : syntheticEntity(rng);
    const isCompany = e.type === 'public_company' || e.type === 'private_company';
    const ein =
      e.type === 'nonprofit' ||
      e.type === 'union' ||
      e.type === 'trade_association' ||
      (isCompany && rng.bool(0.6)) ||
      (e.type === 'pac' && rng.bool(0.3))
        ? einFor(id)
        : null;
    const cik =
      e.type === 'public_company' || (e.type === 'private_company' && rng.bool(0.08)) || (e.type === 'foreign_entity' && rng.bool(0.2))
        ? cikFor(id)
        : null;
    const uei =
      (isCompany && rng.bool(e.type === 'public_company' ? 0.55 : 0.25)) ||
      (e.type === 'nonprofit' && rng.bool(0.12)) ||
      (e.type === 'foreign_entity' && rng.bool(0.1))
        ? ueiFor(id, rng.int(0, 23))
        : null;
    const lei =
      e.type === 'public_company' || (e.type === 'foreign_entity' && rng.bool(0.5)) || (e.type === 'private_company' && rng.bool(0.04))
        ? leiFor(id)
        : null;
    const fecId = e.type === 'pac' || e.type === 'political_committee' ? fecCommitteeIdFor(++fecSequence) : null;
    const duns = uei && rng.bool(0.7) ? dunsFor(id) : null;
    const industry = e.industry;
    const tagged = industry !== null && (e.type !== 'private_company' || rng.bool(0.7));
    // The named seed organisations are all going concerns.
    const status = id <= seeds.length ? 'active' : rng.weighted(['active', 'merged', 'defunct', 'unknown'], [90, 3, 5, 2]);
    const mergedInto = status === 'merged' ? rng.int(1, id - 1) : null;
    const predecessors = isCompany && rng.bool(0.04) ? JSON.stringify([formerName(e.name, rng.int(0, 2))]) : null;
    // The IRS Business Master File lists tax-exempt organisations only.
    const exempt = e.type === 'nonprofit' || e.type === 'union' || e.type === 'trade_association' || e.type === 'pac';
    const provenance =
      [cik !== null ? 'sec' : '', ein !== null && exempt ? 'bmf' : '', lei ? 'gleif' : '', fecId ? 'fec' : '', uei ? 'sam' : '']
        .filter(Boolean)
        .join(',') || 'manual';
    const firstSeen = rng.int(FIRST_SEEN_FROM, LAST_SEEN_TO - 30);
    const lastSeen =
      status === 'defunct' ? rng.int(firstSeen, LAST_SEEN_TO) : rng.int(Math.max(firstSeen, LAST_SEEN_TO - 400), LAST_SEEN_TO);
    const created = RECORD_FROM + rng.int(0, 300);
    const state = e.country === 'US' ? rng.weighted(US_STATES, US_STATE_WEIGHTS) : null;
    const ddId = ein
      ? `DD-E-EIN-${ein}`
      : cik !== null
        ? `DD-E-CIK-${String(cik).padStart(10, '0')}`
        : lei
          ? `DD-E-LEI-${lei}`
          : uei
            ? `DD-E-UEI-${uei}`
            : fecId
              ? `DD-E-FEC-${fecId}`
              : `DD-E-X-${id.toString(36).toUpperCase().padStart(7, '0')}`;

    if (predecessors !== null || aliasRng.bool(alias.share)) alias.ids.push(id);
    if (e.type === 'public_company' && pools.publicCompanies.length < POOL_CAP)
      pools.publicCompanies.push({ entityId: id, name: e.name, ein, cik });
    if (e.type === 'nonprofit' && pools.nonprofits.length < POOL_CAP) pools.nonprofits.push({ entityId: id, name: e.name, ein, cik });

    yield [
      id,
      e.name,
      normalizeOrganization(e.name),
      displayName(e.name),
      e.type,
      ein,
      cik,
      uei,
      lei,
      e.ticker,
      fecId,
      duns,
      industry ? rng.pick(industry.sic) : null,
      industry ? rng.pick(industry.naics) : null,
      e.type === 'nonprofit' ? rng.pick(NTEE_CODES) : null,
      isCompany && e.country === 'US' ? (rng.bool(0.6) ? 'DE' : state) : null,
      state,
      e.country,
      status,
      mergedInto,
      provenance,
      predecessors,
      tagged && industry ? JSON.stringify([industry.slug]) : null,
      tagged && industry ? industry.slug : null,
      isoDay(firstSeen),
      isoDay(lastSeen),
      isoTimestamp(created, rng.int(0, 86_399)),
      isoTimestamp(created + rng.int(0, 60), rng.int(0, 86_399)),
      null,
      ddId,
    ];
  }
}

/** A renamed company's former name: its bare name with another legal form. */
function formerName(name: string, variant: number): string {
  const forms = ['Holdings, Inc.', 'Industries, Inc.', 'Group, Inc.'];
  const former = `${displayName(name)} ${forms[variant]}`;
  return former === name ? `${displayName(name)} ${forms[(variant + 1) % forms.length]}` : former;
}

const ALIAS_COLUMNS = ['entity_id', 'alias_name', 'alias_normalized', 'alias_source', 'effective_start', 'effective_end'] as const;

interface EntityHead {
  entity_id: number;
  canonical_name: string;
  entity_type: string;
  predecessor_names: string | null;
}

/** Aliases of the chosen entities, each read back by id (no cursor stays open while inserting). */
function* aliasRows(ctx: BuildContext, ids: readonly number[]): Generator<Row> {
  const rng = ctx.rng('entity_aliases');
  const head = ctx.db.prepare('select entity_id, canonical_name, entity_type, predecessor_names from entities where entity_id = ?');
  for (const id of ids) {
    const h = head.get(id) as EntityHead;
    // The predecessor names of renamed companies are always aliases (SEC former names).
    const formers: string[] = h.predecessor_names ? (JSON.parse(h.predecessor_names) as string[]) : [];
    const seen = new Set<string>();
    const emit = (alias: string, source: string, start: number, end: number | null): Row | null => {
      const key = `${alias}\u0000${source}`;
      if (seen.has(key) || alias === h.canonical_name) return null;
      seen.add(key);
      return [h.entity_id, alias, normalizeOrganization(alias), source, isoDay(start), end === null ? null : isoDay(end)];
    };
    const start = rng.int(FIRST_SEEN_FROM, LAST_SEEN_TO - 400);
    for (const former of formers) {
      const row = emit(former, 'sec_former_name', start, start + rng.int(300, 3000));
      if (row) yield row;
    }
    const n = rng.int(1, 2);
    for (let i = 0; i < n; i++) {
      const [alias, source] = aliasFor(h, rng.next());
      const row = emit(alias, source, start + rng.int(0, 300), null);
      if (row) yield row;
    }
  }
}

interface FilerHead {
  entity_id: number;
  entity_type: string;
  ein: string | null;
  cik: number | null;
}

/** Revenue range (log-uniform, dollars) of the financial filings behind entity_prominence. */
const REVENUE: Record<string, [number, number]> = {
  public_company: [5e7, 6e11],
  private_company: [2e5, 5e10],
  foreign_entity: [1e6, 1e11],
  nonprofit: [2e4, 8e9],
  trade_association: [1e6, 4e8],
  union: [5e5, 6e8],
  pac: [1e4, 5e7],
  political_committee: [1e4, 5e7],
  unknown: [1e4, 1e8],
};

/** Size of the organisations with financial filings (990 or SEC): peak revenue and its size band. */
function generateProminence(ctx: BuildContext, entityCount: number, seedCount: number): void {
  ctx.insert(
    'entity_prominence',
    ['entity_id', 'ein', 'peak_revenue', 'size_band'],
    prominenceRows(ctx, seedCount),
    Math.round(entityCount * 0.7),
  );
}

function* prominenceRows(ctx: BuildContext, seedCount: number): Generator<Row> {
  const rng = ctx.rng('entity_prominence');
  const filers = readBack<FilerHead>(
    ctx.db,
    'select entity_id, entity_type, ein, cik from entities where entity_id > ? and (ein is not null or cik is not null) order by entity_id limit ?',
    { key: 'entity_id' },
  );
  for (const f of filers) {
    const [lo, hi] = REVENUE[f.entity_type] ?? REVENUE.unknown;
    // The named seed organisations are the large ones; among the rest small is the common case
    // and none reaches the top tenth of the range.
    const u = f.entity_id <= seedCount ? 0.6 + rng.next() * 0.4 : 0.9 * Math.pow(rng.next(), 2.2);
    const revenue = Math.round(lo * Math.pow(hi / lo, u));
    const band = revenue < 1e6 ? 0 : revenue < 1e7 ? 1 : revenue < 1e8 ? 2 : revenue < 1e9 ? 3 : revenue < 1e10 ? 4 : 5;
    yield [f.entity_id, f.ein, revenue, band];
  }
}

/** One plausible alternative spelling of an entity's name and the source that spells it so. */
function aliasFor(h: EntityHead, r: number): [string, string] {
  const upper = h.canonical_name.toUpperCase();
  const bare = displayName(h.canonical_name);
  switch (h.entity_type) {
    case 'public_company':
    case 'private_company':
      return r < 0.4 ? [upper.replace(/[.,]/g, ''), 'sam_legal_name'] : r < 0.8 ? [upper, 'lobbying_client'] : [bare, 'manual'];
    case 'nonprofit':
      return r < 0.7 ? [upper.startsWith('THE ') ? upper : `THE ${upper}`, '990_filer'] : [upper, 'lobbying_client'];
    case 'foreign_entity':
      return r < 0.6 ? [upper, 'fara_registrant'] : [bare, 'manual'];
    case 'trade_association':
    case 'union':
      return r < 0.7 ? [upper, 'lobbying_client'] : [initials(h.canonical_name), 'manual'];
    default:
      return [upper, 'manual'];
  }
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && !['of', 'and', 'the'].includes(w.toLowerCase()))
    .map((w) => w[0])
    .join('');
}
