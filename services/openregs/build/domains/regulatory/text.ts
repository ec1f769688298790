// Filling the vocabulary templates: titles, abstracts and URL slugs.
import { fill, type Rng } from '../../../../../databases/build/kit/index.js';
import type { TopicKey } from '../../vocab/agencies.js';
import { GLOBAL_SLOTS, TOPICS } from '../../vocab/regulatory-topics.js';
import { ABSTRACT_CLOSERS, ABSTRACT_OPENERS } from '../../vocab/regulatory-text.js';

type Slots = Readonly<Record<string, readonly string[]>>;

/** Replace each {slot} with `vars[slot]` or a pick from the first slot table that has it. */
export function fillTemplate(rng: Rng, template: string, tables: readonly Slots[], vars: Readonly<Record<string, string>> = {}): string {
  return fill(template, (key) => {
    const fixed = vars[key];
    if (fixed !== undefined) return fixed;
    for (const table of tables) {
      const options = table[key];
      if (options) return rng.pick(options);
    }
    throw new Error(`template slot {${key}} has no values: ${template}`);
  });
}

function yearVars(year: number): Record<string, string> {
  return { year: String(year), nextYear: String(year + 1) };
}

/** A rulemaking title (docket, proposed rule, final rule) in the topic's style. */
export function ruleTitle(rng: Rng, topic: TopicKey, year: number): string {
  const t = TOPICS[topic];
  return fillTemplate(rng, rng.pick(t.rules), [t.slots, GLOBAL_SLOTS], yearVars(year));
}

/** A notice title in the topic's style (a share of them are the generic paperwork notices). */
export function noticeTitle(rng: Rng, topic: TopicKey, year: number): string {
  const t = rng.bool(0.15) ? TOPICS.general : TOPICS[topic];
  return fillTemplate(rng, rng.pick(t.notices), [t.slots, GLOBAL_SLOTS], yearVars(year));
}

export type AbstractKind = keyof typeof ABSTRACT_OPENERS;

/** Two or three sentences naming the agency and the topic's policy purpose. */
export function abstractText(rng: Rng, kind: AbstractKind, agencyName: string, topic: TopicKey): string {
  const t = TOPICS[topic];
  const purpose = fillTemplate(rng, rng.pick(t.purposes), [t.slots, GLOBAL_SLOTS]);
  const opener = fillTemplate(rng, rng.pick(ABSTRACT_OPENERS[kind]), [], {
    agency: agencyName,
    purpose,
    purposeVerb: `aim to ${purpose}`,
  });
  const closers = rng.sample(ABSTRACT_CLOSERS, rng.int(1, 2));
  return [opener, ...closers].join(' ');
}

/** federalregister.gov URL slug of a title. */
export function titleSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.length > 100 ? slug.slice(0, 100).replace(/-[^-]*$/, '') : slug;
}

/** Regulations.gov internal object id: `09000064` + 8 hex digits (dockets use `0b000064`). */
export function objectId(rng: Rng, prefix: '09000064' | '0b000064'): string {
  return prefix + rng.hex(8);
}

/** A Regulation Identifier Number for an agency prefix: `2060-AV09`. */
export function rin(rng: Rng, prefix: string): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${prefix}-A${letters[rng.int(0, letters.length - 1)]}${String(rng.int(0, 99)).padStart(2, '0')}`;
}
