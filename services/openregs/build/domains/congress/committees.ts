// Committees (standing, select, joint, subcommittees) and the current members' assignments,
// with majority/minority sides, seniority rank and leadership titles.
import { type BuildContext, type Rng, weightedSampleIndexes } from '../../../../../databases/build/kit/index.js';
import { COMMITTEES, type CommitteeSpec } from '../../vocab/congress-committees.js';
import { ANCHOR_COMMITTEE_SEATS } from '../../vocab/congress-anchors.js';
import { LAST_CONGRESS } from './calendar.js';
import { majorityParty, type SimulatedMember, type MemberUniverse } from './members.js';

export interface CommitteeRow {
  id: string;
  name: string;
  chamber: 'house' | 'senate' | 'joint';
  url: string;
  parentId: string | null;
}

export interface Assignment {
  member: SimulatedMember;
  committeeId: string;
  side: 'majority' | 'minority';
  title: string;
  rank: number;
}

export interface CommitteeSet {
  committees: readonly CommitteeRow[];
  assignments: readonly Assignment[];
  /** Committee ids (top level and sub) each current member sits on. */
  byMember: ReadonlyMap<string, readonly string[]>;
}

// Real committee sizes in the 119th Congress, roughly; other committees use the chamber default.
const FULL_SIZE: Readonly<Record<string, number>> = {
  HSAP: 61,
  HSPW: 67,
  HSAS: 59,
  HSBA: 60,
  HSIF: 52,
  HSWM: 43,
  HSJU: 44,
  HSAG: 54,
  HSED: 45,
  HSII: 46,
  HSGO: 47,
  HSSY: 40,
  HSFA: 52,
  HSHM: 33,
  HSVR: 25,
  HSSM: 27,
  HSBU: 36,
  HSRU: 13,
  HSHA: 9,
  HSSO: 10,
  HLIG: 25,
  HSZS: 16,
  SSAP: 29,
  SSAS: 27,
  SSFI: 27,
  SSJU: 22,
  SSCM: 28,
  SSBK: 24,
  SSHR: 23,
  SSEG: 20,
  SSEV: 19,
  SSFR: 21,
  SSGA: 15,
  SSBU: 21,
  SSAF: 23,
  SSVA: 19,
  SSSB: 19,
  SSRA: 17,
  SLIA: 12,
  SLIN: 17,
  SPAG: 13,
  SLET: 6,
  JSEC: 20,
  JSTX: 10,
  JSLC: 10,
  JSPR: 10,
};

const LEAD_TITLES = new Set(['Chairman', 'Chair']);
const MINORITY_LEAD_TITLES = new Set(['Ranking Member', 'Vice Chair', 'Vice Chairman']);

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(senate|house) (committee on |select committee on |special committee on |permanent select committee on )?/, '$1-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function committeeRows(): CommitteeRow[] {
  const rows: CommitteeRow[] = [];
  for (const c of COMMITTEES) {
    const base = `https://www.congress.gov/committee/${slug(c.name)}`;
    rows.push({ id: c.id, name: c.name, chamber: c.chamber, url: `${base}/${c.id.toLowerCase()}00`, parentId: null });
    for (const [suffix, name] of c.subcommittees) {
      rows.push({ id: `${c.id}${suffix}`, name, chamber: c.chamber, url: `${base}/${c.id.toLowerCase()}${suffix}`, parentId: c.id });
    }
  }
  return rows;
}

function sideOf(member: SimulatedMember): 'majority' | 'minority' {
  return member.party === majorityParty(LAST_CONGRESS, member.chamber) ? 'majority' : 'minority';
}

/** Order one side of a committee: fixed leaders first, then by seniority; assign titles and ranks. */
function rankSide(
  rng: Rng,
  seats: { member: SimulatedMember; title: string }[],
  side: 'majority' | 'minority',
  isSub: boolean,
): { member: SimulatedMember; title: string; rank: number }[] {
  const leads = side === 'majority' ? LEAD_TITLES : MINORITY_LEAD_TITLES;
  const exOfficio = seats.filter((s) => s.title === 'Ex Officio');
  const regular = seats
    .filter((s) => s.title !== 'Ex Officio')
    .sort(
      (a, b) =>
        Number(leads.has(b.title)) - Number(leads.has(a.title)) ||
        a.member.firstCongress - b.member.firstCongress ||
        a.member.bioguideId.localeCompare(b.member.bioguideId),
    );
  if (regular.length && !leads.has(regular[0].title) && regular[0].title === '') {
    regular[0].title = side === 'majority' ? (isSub && rng.bool(0.5) ? 'Chair' : 'Chairman') : 'Ranking Member';
  }
  if (side === 'majority' && regular.length > 3 && regular[1].title === '' && rng.bool(0.3)) regular[1].title = 'Vice Chair';
  return [...regular, ...exOfficio].map((s, i) => ({ ...s, rank: i + 1 }));
}

export function buildCommittees(ctx: BuildContext, universe: MemberUniverse): CommitteeSet {
  const rng = ctx.rng('committee_memberships');
  const committees = committeeRows();
  const current = universe.members.filter((m) => m.isCurrent);
  const house = current.filter((m) => m.chamber === 'House');
  const senate = current.filter((m) => m.chamber === 'Senate');
  const seats = new Map<string, { member: SimulatedMember; title: string }[]>();
  const seat = (committeeId: string, member: SimulatedMember, title: string): void => {
    const list = seats.get(committeeId) ?? [];
    if (!list.some((s) => s.member === member)) list.push({ member, title });
    seats.set(committeeId, list);
  };

  for (const [bioguide, committeeId, title] of ANCHOR_COMMITTEE_SEATS) {
    const member = universe.byId.get(bioguide);
    if (member?.isCurrent) seat(committeeId, member, title);
  }

  const topLevel = (chamber: 'house' | 'senate'): CommitteeSpec[] => COMMITTEES.filter((c) => c.chamber === chamber);
  const assignStanding = (
    members: readonly SimulatedMember[],
    specs: CommitteeSpec[],
    counts: readonly number[],
    countWeights: readonly number[],
  ): void => {
    const weights = specs.map((c) => FULL_SIZE[c.id] ?? 20);
    for (const member of members) {
      if (member.isAnchor) continue;
      const k = rng.weighted(counts, countWeights);
      for (const i of weightedSampleIndexes(rng, weights, k)) seat(specs[i].id, member, '');
    }
  };
  assignStanding(house, topLevel('house'), [1, 2, 3], [0.15, 0.65, 0.2]);
  assignStanding(senate, topLevel('senate'), [2, 3, 4], [0.2, 0.5, 0.3]);

  for (const joint of COMMITTEES.filter((c) => c.chamber === 'joint')) {
    const size = Math.max(2, Math.round(((FULL_SIZE[joint.id] ?? 10) * current.length) / 535));
    for (const member of rng.sample(current, Math.min(size, current.length))) seat(joint.id, member, '');
  }

  for (const parent of COMMITTEES) {
    const parentSeats = seats.get(parent.id) ?? [];
    for (const [suffix] of parent.subcommittees) {
      const id = `${parent.id}${suffix}`;
      const size = Math.min(parentSeats.length, Math.max(2, Math.ceil(parentSeats.length * 0.45)));
      for (const s of rng.sample(parentSeats, size)) seat(id, s.member, '');
    }
  }

  const assignments: Assignment[] = [];
  const byMember = new Map<string, string[]>();
  const isSub = new Set(committees.filter((c) => c.parentId).map((c) => c.id));
  for (const committee of committees) {
    const list = seats.get(committee.id) ?? [];
    for (const side of ['majority', 'minority'] as const) {
      const ranked = rankSide(
        rng,
        list.filter((s) => sideOf(s.member) === side),
        side,
        isSub.has(committee.id),
      );
      for (const r of ranked) {
        assignments.push({ member: r.member, committeeId: committee.id, side, title: r.title, rank: r.rank });
        const ids = byMember.get(r.member.bioguideId) ?? [];
        ids.push(committee.id);
        byMember.set(r.member.bioguideId, ids);
      }
    }
  }
  return { committees, assignments, byMember };
}

export function* committeeTableRows(set: CommitteeSet): Generator<unknown[]> {
  for (const c of set.committees) yield [c.id, c.name, c.chamber, c.url, c.parentId];
}

export function* membershipRows(set: CommitteeSet): Generator<unknown[]> {
  for (const a of set.assignments) yield [a.member.bioguideId, a.committeeId, a.member.fullName, a.side, a.title, a.rank];
}
