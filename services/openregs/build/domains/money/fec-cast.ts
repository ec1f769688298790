// FEC candidates (members of Congress crosswalked to their bioguide ids, plus challengers) and
// committees (each candidate's principal campaign committee, party committees, corporate,
// trade and labor PACs, leadership PACs and super PACs), each active over a run of cycles.
import { fill, type Member, pad2, type Rng } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS, normalizeOrganization } from '../../vocab/organizations.js';
import {
  LEADERSHIP_PAC_TEMPLATES,
  LEADERSHIP_PAC_WORDS,
  PAC_SUFFIXES,
  PARTY_COMMITTEES,
  SUPER_PAC_TEMPLATES,
} from '../../vocab/money-fec.js';
import { BUSINESS_STATES, INDUSTRY_WORDS, NAME_WORDS, STATES } from '../../vocab/money-lobbying.js';
import { personName } from '../../vocab/money-names.js';
import { campaignCommitteeName, fecParty, firstYear, lastYear } from './members.js';

/** Two-year election cycles covered by the FEC tables. */
export const CYCLES: readonly number[] = [2004, 2006, 2008, 2010, 2012, 2014, 2016, 2018, 2020, 2022, 2024, 2026];

export interface FecCandidate {
  candId: string;
  /** `LAST, FIRST` in upper case. */
  name: string;
  party: string;
  office: 'H' | 'S' | 'P';
  state: string;
  district: string;
  member: Member | null;
  cycles: number[];
  pcc: string;
}

export type CommitteeKind = 'candidate' | 'party' | 'pac' | 'leadership' | 'super';

export interface FecCommittee {
  cmteId: string;
  name: string;
  kind: CommitteeKind;
  type: string;
  designation: string;
  party: string;
  orgType: string;
  connectedOrg: string;
  candId: string;
  state: string;
  cycles: number[];
}

export interface FecCast {
  candidates: FecCandidate[];
  committees: FecCommittee[];
  /** Candidate indexes running in each cycle, members (most prominent first) before challengers. */
  candidatesByCycle: Map<number, number[]>;
  /** Committees that give directly to candidates in each cycle, biggest first. */
  giversByCycle: Map<number, number[]>;
  /** Party and super PAC committees that make independent and coordinated expenditures. */
  spendersByCycle: Map<number, number[]>;
}

class IdMaker {
  private used = new Set<string>();
  constructor(private rng: Rng) {}
  claim(id: string): boolean {
    if (this.used.has(id)) return false;
    this.used.add(id);
    return true;
  }
  candidate(office: string, state: string, year: number): string {
    for (;;) {
      const digit = String(year % 10);
      const id =
        office === 'P'
          ? `P${digit}${String(this.rng.int(0, 9_999_999)).padStart(7, '0')}`
          : `${office}${digit}${state}${String(this.rng.int(0, 99_999)).padStart(5, '0')}`;
      if (this.claim(id)) return id;
    }
  }
  committee(): string {
    for (;;) {
      const id = `C00${String(this.rng.int(0, 999_999)).padStart(6, '0')}`;
      if (this.claim(id)) return id;
    }
  }
}

function cyclesBetween(from: number, to: number): number[] {
  return CYCLES.filter((c) => c >= from && c <= to);
}

/** Members who ran in 2004 or later, with their FEC ids (kept from congress_members when present). */
function memberCandidates(ids: IdMaker, members: readonly Member[]): FecCandidate[] {
  // Every member's FEC id is taken, also of members who ran before 2004, so no challenger reuses one.
  for (const m of members) for (const id of m.fecIds) ids.claim(id);
  const assigned = new Set<string>();
  const out: FecCandidate[] = [];
  for (const m of members) {
    // A member runs in the cycle before taking office and in each cycle while serving.
    const cycles = cyclesBetween(firstYear(m) - 1, m.isCurrent ? 2026 : lastYear(m) - 1);
    if (cycles.length === 0) continue;
    const office = m.chamber === 'Senate' ? 'S' : 'H';
    const given = m.fecIds.filter((id) => !assigned.has(id));
    for (const id of given) assigned.add(id);
    const candIds = given.length > 0 ? given : [ids.candidate(office, m.state, cycles[0])];
    candIds.forEach((candId, i) => {
      const idOffice = candId[0] === 'S' || candId[0] === 'P' ? (candId[0] as 'S' | 'P') : 'H';
      out.push({
        candId,
        name: `${m.lastName}, ${m.firstName}`.toUpperCase(),
        party: fecParty(m.party),
        office: idOffice,
        state: m.state,
        district: idOffice === 'H' ? pad2(m.district ?? 0) : '00',
        member: m,
        // Earlier ids (e.g. a House id of a later senator) cover only the first cycle.
        cycles: i === 0 ? cycles : [cycles[0]],
        pcc: '',
      });
    });
  }
  return out;
}

function challengers(rng: Rng, ids: IdMaker, rowsWanted: number): FecCandidate[] {
  const out: FecCandidate[] = [];
  let rows = 0;
  const offset = rng.int(0, 60_000);
  for (let i = 0; rows < rowsWanted; i++) {
    const p = personName((i * 7_919 + offset) % 1_315_104);
    const office = rng.weighted(['H', 'S', 'P'] as const, [85, 13, 2]);
    const start = rng.int(0, CYCLES.length - 1);
    const cycles = CYCLES.slice(start, Math.min(CYCLES.length, start + 1 + rng.skewed(3, 2)));
    const state = office === 'P' ? 'US' : rng.pick(STATES);
    const party = rng.weighted(['DEM', 'REP', 'LIB', 'GRE', 'IND'], [44, 44, 5, 3, 4]);
    out.push({
      candId: ids.candidate(office, state, cycles[0]),
      name: `${p.last}, ${p.first}${p.middle ? ' ' + p.middle : ''}`.toUpperCase(),
      party,
      office,
      state,
      district: office === 'H' ? pad2(rng.int(1, 20)) : '00',
      member: null,
      cycles,
      pcc: '',
    });
    rows += cycles.length;
  }
  return out;
}

function pacCycles(rng: Rng, minLength: number): number[] {
  const length = rng.int(minLength, CYCLES.length);
  const start = rng.int(0, CYCLES.length - length);
  return CYCLES.slice(start, start + length);
}

export function buildFecCast(rng: Rng, members: readonly Member[], candidateRows: number, committeeRows: number): FecCast {
  const ids = new IdMaker(rng);
  const fromMembers = memberCandidates(ids, members);
  const memberRows = fromMembers.reduce((n, c) => n + c.cycles.length, 0);
  const candidates = [...fromMembers, ...challengers(rng, ids, Math.max(0, candidateRows - memberRows))];

  const committees: FecCommittee[] = [];
  for (const c of candidates) {
    c.pcc = ids.committee();
    const name = c.member
      ? campaignCommitteeName(c.member)
      : `${c.name.split(',')[0]} FOR ${c.office === 'S' ? 'SENATE' : c.office === 'P' ? 'PRESIDENT' : 'CONGRESS'}`;
    committees.push({
      cmteId: c.pcc,
      name,
      kind: 'candidate',
      type: c.office,
      designation: 'P',
      party: c.party,
      orgType: '',
      connectedOrg: '',
      candId: c.candId,
      state: c.state,
      cycles: c.cycles,
    });
  }
  let rows = committees.reduce((n, c) => n + c.cycles.length, 0);
  const add = (c: Omit<FecCommittee, 'cmteId'>): void => {
    committees.push({ cmteId: ids.committee(), ...c });
    rows += c.cycles.length;
  };
  for (const p of PARTY_COMMITTEES) {
    add({
      name: p.name,
      kind: p.type === 'O' ? 'super' : 'party',
      type: p.type,
      designation: p.designation,
      party: p.party,
      orgType: '',
      connectedOrg: '',
      candId: '',
      state: p.state,
      cycles: [...CYCLES],
    });
  }
  const orgs = rng.sample(ORGANIZATIONS, ORGANIZATIONS.length);
  let orgIndex = 0;
  const leaders = members.filter((m) => m.isCurrent);
  while (rows < committeeRows) {
    const roll = rng.next();
    if (orgIndex < orgs.length || roll < 0.7) {
      // Corporate, trade and labor PACs connected to an organisation.
      const shared = orgIndex < orgs.length;
      const org = shared ? orgs[orgIndex++] : `${rng.pick(NAME_WORDS)} ${rng.pick(INDUSTRY_WORDS)}`;
      const labor =
        /Union|Workers|Teamsters|AFL-CIO|Federation of|Brotherhood|Laborers|Machinists|Nurses|Fire Fighters|Police|Employees|Pilots/.test(
          org,
        );
      const trade = /Association|Institute|Council|Federation|Chamber|Roundtable/.test(org);
      add({
        name: normalizeOrganization(org) + rng.pick(PAC_SUFFIXES),
        kind: 'pac',
        type: rng.bool(0.85) ? 'Q' : 'N',
        designation: rng.bool(0.6) ? 'B' : 'U',
        party: '',
        orgType: labor ? 'L' : trade ? 'T' : rng.pick(['C', 'C', 'M', 'W', 'V']),
        connectedOrg: org.toUpperCase(),
        candId: '',
        state: rng.pick(BUSINESS_STATES),
        cycles: pacCycles(rng, shared ? 4 : 1),
      });
    } else if (roll < 0.85 && leaders.length > 0) {
      const sponsor = leaders[rng.skewed(leaders.length, 1.5)];
      const sponsorCand = fromMembers.find((c) => c.member === sponsor);
      add({
        name: fill(rng.pick(LEADERSHIP_PAC_TEMPLATES), { W: rng.pick(LEADERSHIP_PAC_WORDS) }),
        kind: 'leadership',
        type: 'Q',
        designation: 'D',
        party: fecParty(sponsor.party),
        orgType: '',
        connectedOrg: '',
        candId: sponsorCand ? sponsorCand.candId : '',
        state: sponsor.state,
        cycles: pacCycles(rng, 1),
      });
    } else {
      const st = rng.pick(STATES);
      add({
        name: fill(rng.pick(SUPER_PAC_TEMPLATES), { W: rng.pick(LEADERSHIP_PAC_WORDS), ST: st }),
        kind: 'super',
        type: 'O',
        designation: 'U',
        party: '',
        orgType: '',
        connectedOrg: '',
        candId: '',
        state: st,
        cycles: pacCycles(rng, 1),
      });
    }
  }

  const candidatesByCycle = new Map<number, number[]>();
  const giversByCycle = new Map<number, number[]>();
  const spendersByCycle = new Map<number, number[]>();
  for (const c of CYCLES) {
    candidatesByCycle.set(c, []);
    giversByCycle.set(c, []);
    spendersByCycle.set(c, []);
  }
  candidates.forEach((cand, i) => {
    for (const c of cand.cycles) candidatesByCycle.get(c)?.push(i);
  });
  committees.forEach((cmte, i) => {
    for (const c of cmte.cycles) {
      if (cmte.kind === 'super' || cmte.kind === 'party') spendersByCycle.get(c)?.push(i);
      if (cmte.kind !== 'super') giversByCycle.get(c)?.push(i);
    }
  });
  // Direct gifts come mostly from PACs, then leadership PACs and parties; campaigns give least.
  const giverRank: Record<CommitteeKind, number> = { pac: 0, leadership: 1, party: 2, candidate: 3, super: 4 };
  for (const [c, list] of giversByCycle) {
    giversByCycle.set(
      c,
      list
        .map((i, at) => ({ i, at }))
        .sort((a, b) => giverRank[committees[a.i].kind] - giverRank[committees[b.i].kind] || a.at - b.at)
        .map((x) => x.i),
    );
  }
  return { candidates, committees, candidatesByCycle, giversByCycle, spendersByCycle };
}
