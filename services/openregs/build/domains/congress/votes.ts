// Roll-call votes of the 101st-119th Congresses and every member's position on each.
// Positions are simulated per roll call (party-line, bipartisan or failing votes) and the
// tallies and result are computed from them, so roll_call_votes always agrees with member_votes.
import { apportion, type BuildContext, isoDay, pad, type Rng, weekday } from '../../../../../databases/build/kit/index.js';
import { HOUSE_QUESTIONS, RESULTS, SENATE_QUESTIONS, type VoteQuestion } from '../../vocab/congress-votes.js';
import { NOMINATION_POSITIONS } from '../../vocab/congress-speech.js';
import { STATE_NAME } from '../../vocab/congress-states.js';
import { congressSpan, FIRST_VOTE_CONGRESS, LAST_CONGRESS } from './calendar.js';
import { majorityParty, type Chamber, type SimulatedMember, type MemberUniverse } from './members.js';
import { BILL_TYPE_LABEL, introducedBy, type BillLists, type BillRef } from './bill-lists.js';
import { personName } from './bill-text.js';

/** Roll calls at scale 1 (the published counts). */
export const ROLL_CALLS_AT_SCALE_1 = 26_623;

export interface RollCall {
  congress: number;
  chamber: 'house' | 'senate';
  session: number;
  number: number;
  date: string;
  question: string;
  voteType: string;
  description: string;
  result: string;
  bill: BillRef | null;
  votes: [SimulatedMember, string][];
  yea: number;
  nay: number;
  present: number;
  notVoting: number;
}

const HOUSE_RAW_TYPE: Readonly<Record<string, string>> = {
  hr: 'HR',
  s: 'S',
  hres: 'HRES',
  sres: 'SRES',
  hjres: 'HJRES',
  sjres: 'SJRES',
  hconres: 'HCONRES',
  sconres: 'SCONRES',
};
/** The Senate's roll calls write a bill's type as a citation does ("H.R."). */
const SENATE_RAW_TYPE = BILL_TYPE_LABEL;

/** Session days a chamber could vote on (Tuesday-Thursday mostly), sorted. */
function votingDays(rng: Rng, first: number, last: number, n: number): number[] {
  const days: number[] = [];
  for (let i = 0; i < n; i++) {
    let day = rng.int(first, last);
    for (let tries = 0; tries < 4 && (weekday(day) === 0 || weekday(day) === 6); tries++) day = rng.int(first, last);
    days.push(day);
  }
  return days.sort((a, b) => a - b);
}

function chooseBill(rng: Rng, bills: ReturnType<BillLists['of']>, day: number, chamber: Chamber): BillRef | null {
  const pool = bills.byPopularity;
  for (let tries = 0; tries < 5 && pool.length; tries++) {
    const bill = pool[rng.skewed(pool.length, 2.5)];
    if (bill.introducedDay <= day && (bill.originChamber === chamber || rng.bool(0.3))) return bill;
  }
  const available = introducedBy(bills, day);
  return available ? bills.byIntroduced[rng.int(0, available - 1)] : null;
}

function simulateVotes(
  rng: Rng,
  roster: readonly SimulatedMember[],
  majority: string,
  chamber: Chamber,
  recordedVote: boolean,
): { votes: [SimulatedMember, string][]; yeaShare: number } {
  const style = rng.next();
  // [P(yes | majority party), P(yes | minority party)]
  const [pMaj, pMin] = style < 0.5 ? [0.96, 0.05] : style < 0.9 ? [0.9, 0.85] : [0.45, 0.1];
  const [yes, no] = chamber === 'House' && recordedVote ? ['Aye', 'No'] : ['Yea', 'Nay'];
  const votes: [SimulatedMember, string][] = [];
  let yeas = 0;
  for (const member of roster) {
    const r = rng.next();
    let cast: string;
    if (r < 0.03) cast = 'Not Voting';
    else if (r < 0.033) cast = 'Present';
    else cast = rng.next() < (member.party === majority ? pMaj : pMin) ? yes : no;
    if (cast === yes) yeas++;
    votes.push([member, cast]);
  }
  return { votes, yeaShare: roster.length ? yeas / roster.length : 0 };
}

function rollCallsOfChamber(
  rng: Rng,
  universe: MemberUniverse,
  lists: BillLists,
  congress: number,
  chamber: Chamber,
  count: number,
): RollCall[] {
  const [first, last] = congressSpan(congress);
  const firstYearEnd = Math.min(first + 364, last);
  const sessions = last > firstYearEnd ? apportion(count, [firstYearEnd - first + 1, last - firstYearEnd]) : [count, 0];
  const roster = universe.roster(congress, chamber);
  const majority = majorityParty(congress, chamber);
  const questions = chamber === 'House' ? HOUSE_QUESTIONS : SENATE_QUESTIONS;
  const bills = lists.of(congress);
  const out: RollCall[] = [];
  for (let s = 0; s < 2; s++) {
    const days = s === 0 ? votingDays(rng, first, firstYearEnd, sessions[0]) : votingDays(rng, firstYearEnd + 1, last, sessions[1]);
    days.forEach((day, i) => {
      let q: VoteQuestion = rng.weighted(
        questions,
        questions.map((x) => x.weight),
      );
      const onBill = q.onBill || (q.kind === 'cloture' && rng.bool(0.5));
      const bill = onBill ? chooseBill(rng, bills, day, chamber) : null;
      if (onBill && !bill) q = questions.find((x) => !x.onBill && x.kind !== 'cloture') ?? q;
      const voteType =
        chamber === 'House'
          ? q.kind === 'suspension'
            ? '2/3 YEA-AND-NAY'
            : rng.bool(0.5)
              ? 'YEA-AND-NAY'
              : 'RECORDED VOTE'
          : q.kind === 'cloture'
            ? '3/5'
            : '1/2';
      const { votes, yeaShare } = simulateVotes(rng, roster, majority, chamber, voteType === 'RECORDED VOTE');
      const tally = { yea: 0, nay: 0, present: 0, notVoting: 0 };
      for (const [, cast] of votes) {
        if (cast === 'Yea' || cast === 'Aye') tally.yea++;
        else if (cast === 'Nay' || cast === 'No') tally.nay++;
        else if (cast === 'Present') tally.present++;
        else tally.notVoting++;
      }
      const carried =
        q.kind === 'suspension'
          ? tally.yea * 3 >= (tally.yea + tally.nay) * 2
          : q.kind === 'cloture'
            ? yeaShare >= 0.6
            : tally.yea > tally.nay;
      const nominee = `${personName(rng)}, of ${STATE_NAME.get(rng.pick(roster.length ? roster : universe.members).state) ?? 'Virginia'}, to be ${rng.pick(NOMINATION_POSITIONS)}`;
      const description = bill
        ? bill.title
        : q.kind === 'nomination'
          ? `Confirmation: ${nominee}`
          : q.kind === 'cloture'
            ? `Motion to Invoke Cloture: ${nominee}`
            : q.question.replace(/^On /, '');
      out.push({
        congress,
        chamber: chamber === 'House' ? 'house' : 'senate',
        session: s + 1,
        number: i + 1,
        date: isoDay(day),
        question: q.question,
        voteType,
        description,
        result: RESULTS[q.kind][carried ? 0 : 1],
        bill,
        votes,
        ...tally,
      });
    });
  }
  return out;
}

/** Every roll call in Congress and chamber order, regenerated identically on each call. */
export function* rollCalls(ctx: BuildContext, universe: MemberUniverse, lists: BillLists): Generator<RollCall> {
  const congresses: number[] = [];
  for (let c = FIRST_VOTE_CONGRESS; c <= LAST_CONGRESS; c++) congresses.push(c);
  const counts = apportion(
    ctx.count(ROLL_CALLS_AT_SCALE_1, 200),
    congresses.map((c) => (c === LAST_CONGRESS ? 0.85 : 1)),
  );
  for (let i = 0; i < congresses.length; i++) {
    const congress = congresses[i];
    const rng = ctx.rng(`roll_call_votes/${congress}`);
    const [house, senate] = apportion(counts[i], [0.6, 0.4]);
    yield* rollCallsOfChamber(rng, universe, lists, congress, 'House', house);
    yield* rollCallsOfChamber(rng, universe, lists, congress, 'Senate', senate);
  }
}

export const ROLL_CALL_COLUMNS = [
  'congress',
  'chamber',
  'session',
  'roll_call_number',
  'date',
  'question',
  'vote_type',
  'description',
  'result',
  'bill_id',
  'legislation_type',
  'legislation_number',
  'yea_count',
  'nay_count',
  'present_count',
  'not_voting_count',
  'source_url',
] as const;

/** Roll-call rows from the headers memberVoteRows collected (tallies already counted). */
export function* rollCallRows(headers: readonly RollCall[]): Generator<unknown[]> {
  for (const rc of headers) {
    const raw = rc.chamber === 'house' ? HOUSE_RAW_TYPE : SENATE_RAW_TYPE;
    const url =
      rc.chamber === 'house'
        ? `https://clerk.house.gov/evs/${rc.date.slice(0, 4)}/roll${pad(rc.number, 3)}.xml`
        : `https://www.senate.gov/legislative/LIS/roll_call_votes/vote${rc.congress}${rc.session}/vote_${rc.congress}_${rc.session}_${pad(rc.number, 5)}.xml`;
    yield [
      rc.congress,
      rc.chamber,
      rc.session,
      rc.number,
      rc.date,
      rc.question,
      rc.voteType,
      rc.description,
      rc.result,
      rc.bill?.billId ?? null,
      rc.bill ? (raw[rc.bill.type] ?? rc.bill.type.toUpperCase()) : null,
      rc.bill ? String(rc.bill.number) : null,
      rc.yea,
      rc.nay,
      rc.present,
      rc.notVoting,
      url,
    ];
  }
}

export const MEMBER_VOTE_COLUMNS = [
  'congress',
  'chamber',
  'session',
  'roll_call_number',
  'bioguide_id',
  'member_name',
  'party',
  'state',
  'vote_cast',
] as const;

/**
 * Every member's position on every roll call. Simulating the votes is the expensive part, so it
 * happens once: the roll calls themselves (with their tallies, without the positions) are
 * collected into `headers` for rollCallRows.
 */
export function* memberVoteRows(ctx: BuildContext, universe: MemberUniverse, lists: BillLists, headers: RollCall[]): Generator<unknown[]> {
  const names = new Map<SimulatedMember, [house: string, senate: string]>();
  for (const rc of rollCalls(ctx, universe, lists)) {
    const senate = rc.chamber === 'senate';
    for (const [m, cast] of rc.votes) {
      let name = names.get(m);
      if (!name) {
        name = [m.lastName, `${m.lastName} (${m.partyCode}-${m.state})`];
        names.set(m, name);
      }
      yield [rc.congress, rc.chamber, rc.session, rc.number, m.bioguideId, name[senate ? 1 : 0], m.partyCode, m.state, cast];
    }
    headers.push({ ...rc, votes: [] });
  }
}
