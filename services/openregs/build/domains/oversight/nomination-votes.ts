// Senate roll calls on a nomination (the confirmation vote and its cloture motion) name the
// nomination they decided in roll_call_votes.bill_id as `<congress>-pn-<number>`, as the Senate's
// own vote records do: that is how a nomination's votes are found. The votes are simulated by the
// congress domain before any nomination exists, so the link is made here: each such vote goes to a
// civilian nomination of its Congress received before the vote day, preferring those the
// nomination record says had a recorded vote, and its description names that nomination.
import { type BuildContext, dayOfIso } from '../../../../../databases/build/kit/index.js';
import type { Nomination } from './nominations.js';

interface NominationVote {
  rowid: number;
  congress: number;
  date: string;
  question: 'On the Nomination' | 'On the Cloture Motion';
}

export function linkNominationVotes(ctx: BuildContext, nominations: readonly Nomination[]): void {
  const rng = ctx.rng('nomination_votes');
  const civilian = new Map<number, Nomination[]>();
  for (const nom of nominations) {
    if (nom.military) continue;
    const list = civilian.get(nom.congress) ?? [];
    list.push(nom);
    civilian.set(nom.congress, list);
  }
  const votes = ctx.db
    .prepare(
      `
    select rowid, congress, date, question from roll_call_votes
    where chamber = 'senate' and bill_id is null and question in ('On the Nomination', 'On the Cloture Motion')
    order by congress, date, rowid`,
    )
    .all() as NominationVote[];
  const update = ctx.db.prepare(`
    update roll_call_votes set bill_id = ?, legislation_type = 'PN', legislation_number = ?, description = ?
    where rowid = ?`);
  const confirmed = new Set<Nomination>();
  ctx.db.transaction(() => {
    for (const vote of votes) {
      const day = dayOfIso(vote.date);
      const received = (civilian.get(vote.congress) ?? []).filter((n) => n.receivedDay <= day);
      const recorded = received.filter((n) => n.voteYea !== null && (vote.question !== 'On the Nomination' || !confirmed.has(n)));
      const pool = recorded.length ? recorded : received;
      if (!pool.length) continue;
      const nom = rng.pick(pool);
      if (vote.question === 'On the Nomination') confirmed.add(nom);
      const prefix = vote.question === 'On the Nomination' ? 'Confirmation' : 'Motion to Invoke Cloture';
      update.run(`${nom.congress}-pn-${nom.number}`, String(nom.number), `${prefix}: ${nom.description}`, vote.rowid);
    }
  })();
}
