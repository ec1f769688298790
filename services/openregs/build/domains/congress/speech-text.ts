// Floor text of Congressional Record granules: speeches, extensions of remarks, procedural
// entries. Built from the speech vocabulary so full-text searches find ordinary policy words.
import { dayOfIso, type Rng, weekday } from '../../../../../databases/build/kit/index.js';
import {
  BILL_SENTENCES,
  MONTHS,
  PLACES,
  SENTENCE_TEMPLATES,
  SPEECH_TOPICS,
  WEEKDAYS,
  type SpeechTopic,
} from '../../vocab/congress-speech.js';
import { POLICY_AREAS } from '../../vocab/congress-policy.js';
import { COMMITTEES } from '../../vocab/congress-committees.js';
import { STATE_NAME } from '../../vocab/congress-states.js';
import type { SimulatedMember } from './members.js';
import { billLabel, type BillRef } from './bill-lists.js';
import { personName } from './bill-text.js';

const AGENCIES = POLICY_AREAS.flatMap((a) => a.agencies);

export function longDate(date: string): string {
  return `${WEEKDAYS[weekday(dayOfIso(date))]}, ${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
}

function sentence(rng: Rng, topic: SpeechTopic, member: SimulatedMember, year: number): string {
  const [p1, p2] = rng.sample(topic.phrases, 2);
  return rng
    .pick(SENTENCE_TEMPLATES)
    .replace('{p1}', p1)
    .replace('{p2}', p2 ?? p1)
    .replace('{state}', STATE_NAME.get(member.state) ?? member.state)
    .replace('{agency}', rng.pick(AGENCIES))
    .replace('{place}', rng.pick(PLACES))
    .replace('{year}', String(year - rng.int(2, 15)));
}

function billSentence(rng: Rng, bill: BillRef, member: SimulatedMember): string {
  const label = `${billLabel(bill.type, bill.number)}, the ${bill.title.replace(/\.$/, '')}`;
  return rng
    .pick(BILL_SENTENCES)
    .replace('{bill}', label)
    .replace('{state}', STATE_NAME.get(member.state) ?? member.state);
}

function address(member: SimulatedMember, chamber: 'House' | 'Senate', rng: Rng): string {
  if (chamber === 'Senate') return rng.bool(0.7) ? 'Mr. President' : 'Madam President';
  return rng.bool(0.6) ? 'Mr. Speaker' : 'Madam Speaker';
}

/** A floor speech: one paragraph per speaker, sentences on the topic and the bills referenced. */
export function speechText(
  rng: Rng,
  speakers: readonly SimulatedMember[],
  chamber: 'House' | 'Senate',
  topic: SpeechTopic,
  bills: readonly BillRef[],
  year: number,
): string {
  const paragraphs: string[] = [];
  speakers.forEach((member, i) => {
    const parts = [
      `${member.speakerName}. ${address(member, chamber, rng)}, ${i === 0 ? `I rise today to speak about ${rng.pick(topic.phrases)}.` : rng.pick(['will the Senator yield for a question?', 'I thank my colleague for yielding.', 'I appreciate the remarks of my friend.'])}`,
    ];
    const n = i === 0 ? rng.int(3, 8) : rng.int(1, 3);
    for (let k = 0; k < n; k++) parts.push(sentence(rng, topic, member, year));
    if (i === 0) for (const bill of bills.slice(0, 2)) parts.push(billSentence(rng, bill, member));
    if (i === speakers.length - 1)
      parts.push(
        chamber === 'Senate'
          ? rng.pick(['I yield the floor.', 'I suggest the absence of a quorum.'])
          : 'I yield back the balance of my time.',
      );
    paragraphs.push(parts.join(' '));
    if (i < speakers.length - 1 && chamber === 'Senate')
      paragraphs.push(`The PRESIDING OFFICER. The Senator from ${STATE_NAME.get(speakers[i + 1].state) ?? speakers[i + 1].state}.`);
  });
  return paragraphs.join('\n\n');
}

export function extensionText(rng: Rng, member: SimulatedMember, topic: SpeechTopic, date: string, tribute: string | null): string {
  const header = `HON. ${member.fullName.toUpperCase()}\n\nof ${STATE_NAME.get(member.state) ?? member.state}\n\nin the house of representatives\n\n${longDate(date)}`;
  const body = tribute
    ? `${member.speakerName}. ${address(member, 'House', rng)}, I rise today to honor ${tribute}, whose service to our community has made a lasting difference. ${sentence(rng, topic, member, Number(date.slice(0, 4)))} ${rng.pick(['I ask my colleagues to join me in recognizing this remarkable achievement.', 'I am proud to recognize this accomplishment today.'])}`
    : `${member.speakerName}. ${address(member, 'House', rng)}, I was unavoidably detained and missed a recorded vote. Had I been present, I would have voted ${rng.pick(['YEA', 'NAY'])}. ${sentence(rng, topic, member, Number(date.slice(0, 4)))}`;
  return `${header}\n\n${body}`;
}

export function prayerText(rng: Rng, chamber: 'House' | 'Senate'): string {
  const chaplain =
    chamber === 'House'
      ? `The Chaplain, the Reverend ${personName(rng)}, offered the following prayer:`
      : 'The Chaplain offered the following prayer:';
  return `${chaplain}\n\nLet us pray. Eternal God, we give You thanks for this day and for the privilege of service. Grant wisdom to the Members of this ${chamber === 'House' ? 'House' : 'Senate'} as they ${rng.pick(['deliberate on the needs of our Nation', 'seek to serve the common good', 'work for justice and peace'])}. Amen.`;
}

export function pledgeText(member: SimulatedMember): string {
  return `The SPEAKER pro tempore. Will the ${member.gender === 'F' ? 'gentlewoman' : 'gentleman'} from ${STATE_NAME.get(member.state) ?? member.state} come forward and lead the House in the Pledge of Allegiance.\n\n${member.speakerName} led the Pledge of Allegiance as follows:\n\nI pledge allegiance to the Flag of the United States of America, and to the Republic for which it stands, one nation under God, indivisible, with liberty and justice for all.`;
}

export function adjournmentText(rng: Rng, chamber: 'House' | 'Senate', nextDate: string): string {
  if (chamber === 'Senate')
    return `ADJOURNMENT UNTIL ${rng.int(9, 11)} A.M. TOMORROW\n\nThe PRESIDING OFFICER. Under the previous order, the Senate stands adjourned until ${rng.int(9, 11)} a.m. tomorrow, ${longDate(nextDate)}.`;
  return `The motion was agreed to; accordingly (at ${rng.int(1, 11)} o'clock and ${rng.int(1, 59)} minutes p.m.), under its previous order, the House adjourned until tomorrow, ${longDate(nextDate)}, at ${rng.int(9, 12)} a.m.`;
}

export function communicationsText(rng: Rng): string {
  const items: string[] = [];
  const n = rng.int(2, 5);
  for (let i = 0; i < n; i++) {
    const area = rng.pick(POLICY_AREAS);
    const committee = COMMITTEES.find((c) => c.id === area.senateCommittee)?.short ?? 'Finance';
    items.push(
      `EC-${rng.int(100, 9999)}. A communication from the ${rng.pick(area.agencies)}, transmitting, pursuant to law, the report of a rule entitled "${rng.pick(area.topics)} Standards" (RIN${rng.int(1000, 3999)}-A${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(10, 99)}); to the Committee on ${committee}.`,
    );
  }
  return items.join('\n\n');
}

export function billListText(
  rng: Rng,
  kind: 'introduced' | 'cosponsors' | 'amendments',
  bills: readonly BillRef[],
  chamber: 'House' | 'Senate',
): string {
  return bills
    .map((b) => {
      const label = billLabel(b.type, b.number);
      const what = b.title.replace(/^To /, 'to ').replace(/\.$/, '');
      if (kind === 'introduced')
        return `By ${b.sponsorName}: ${label}. A bill ${what}; to the Committee on ${rng.pick(COMMITTEES.filter((c) => c.chamber === (chamber === 'House' ? 'house' : 'senate'))).short}.`;
      if (kind === 'cosponsors')
        return `${label}\n\nAt the request of ${b.sponsorName}, the name of a ${chamber === 'House' ? 'Member' : 'Senator'} was added as a cosponsor of ${label}, ${what}.`;
      return `SA ${rng.int(1, 3999)}. An amendment was submitted intended to be proposed to ${label}, ${what}; which was ordered to lie on the table.`;
    })
    .join('\n\n');
}

export function committeeMeetingsText(rng: Rng, date: string, chamber: 'House' | 'Senate'): string {
  const pool = COMMITTEES.filter((c) => c.chamber === (chamber === 'House' ? 'house' : 'senate'));
  return rng
    .sample(pool, rng.int(2, 5))
    .map(
      (c) =>
        `COMMITTEE ON ${c.short.toUpperCase()}\n\nThe Committee on ${c.short} is authorized to meet during the session of the ${chamber} on ${longDate(date)}, at ${rng.int(9, 11)} a.m., to conduct a hearing on ${rng.pick(SPEECH_TOPICS).phrases[0]}.`,
    )
    .join('\n\n');
}

export function digestText(rng: Rng, bills: readonly BillRef[], chamber: 'House' | 'Senate'): string {
  const measures = bills.map((b) => billLabel(b.type, b.number)).join(', ');
  const topic = rng.pick(SPEECH_TOPICS);
  return (
    `${chamber} Chamber Action\n\nRoutine Proceedings, pages ${chamber === 'House' ? 'H' : 'S'}${rng.int(1, 3000)}-${rng.int(3001, 6000)}\n\n` +
    `Measures Introduced: ${rng.int(3, 40)} bills and ${rng.int(0, 12)} resolutions were introduced${measures ? `, including ${measures}` : ''}.\n\n` +
    `Committee Meetings: Committee concluded a hearing to examine ${topic.phrases[0]}, focusing on ${topic.phrases[1] ?? topic.phrases[0]}.`
  );
}

export function tributeName(rng: Rng): string {
  return rng.bool(0.5)
    ? personName(rng)
    : `the ${rng.pick(['Lincoln High School Marching Band', 'volunteers of the local food bank', 'first responders of our district', 'Vietnam veterans of our community', 'American Legion Post 12', 'Boys and Girls Club'])}`;
}
