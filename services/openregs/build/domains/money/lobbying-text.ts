// The free text of an LD-2 activity: `specific_issues` (topics plus cited bills, written the way
// filers cite them, e.g. "H.R. 3684") and `government_entities`; and the inverse, mining those
// bill citations back out of the text for lobbying_bills.
import type { Rng } from '../../../../../databases/build/kit/index.js';
import type { IssueArea } from '../../vocab/money-issues.js';
import type { BillRef } from './members.js';

/** How filers write each bill type. */
const BILL_PREFIX: Readonly<Record<string, string>> = {
  hr: 'H.R.',
  s: 'S.',
  hjres: 'H.J.Res.',
  sjres: 'S.J.Res.',
  hconres: 'H.Con.Res.',
  sconres: 'S.Con.Res.',
  hres: 'H.Res.',
  sres: 'S.Res.',
};
const PREFIX_TYPE = new Map(Object.entries(BILL_PREFIX).map(([type, prefix]) => [prefix, type]));

/** A bill citation: longest prefixes first so "S.J.Res." is not read as "S.". */
const CITATION = /(?<![A-Za-z.])(H\.J\.Res\.|H\.Con\.Res\.|H\.Res\.|H\.R\.|S\.J\.Res\.|S\.Con\.Res\.|S\.Res\.|S\.) ?(\d{1,5})\b/g;

export function citeBill(type: string, number: number): string {
  return `${BILL_PREFIX[type] ?? type.toUpperCase() + '.'} ${number}`;
}

/** Distinct (type, number) bill citations in a text, in order of first mention. */
export function mineBills(text: string): { type: string; number: number }[] {
  const out: { type: string; number: number }[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(CITATION)) {
    const type = PREFIX_TYPE.get(m[1]);
    if (!type) continue;
    const key = `${type}-${m[2]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type, number: Number(m[2]) });
  }
  return out;
}

const OPENINGS = [
  'Issues related to ',
  'Monitor ',
  'Advocacy regarding ',
  'Legislation and regulation concerning ',
  '',
  'Matters relating to ',
];

/** Short bill titles are quoted after the citation, as filers often do; long ones are left out. */
function citation(bill: BillRef): string {
  const cite = citeBill(bill.type, bill.number);
  const title = bill.title;
  if (title && title.length <= 90 && mineBills(title).length === 0 && !/^To /.test(title)) return `${cite}, ${title}`;
  return cite;
}

export function specificIssues(rng: Rng, area: IssueArea, bills: readonly BillRef[]): string {
  const first = rng.pick(area.topics);
  let text = rng.pick(OPENINGS) + first;
  if (rng.bool(0.5)) {
    const second = rng.pick(area.topics);
    if (second !== first) text += `; ${second}`;
  }
  text += '.';
  if (bills.length > 0) text += ` ${bills.map(citation).join('; ')}.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function governmentEntities(rng: Rng, area: IssueArea): string {
  const parts = rng.bool(0.8) ? ['SENATE', 'HOUSE OF REPRESENTATIVES'] : [rng.pick(['SENATE', 'HOUSE OF REPRESENTATIVES'])];
  const extra = rng.int(0, Math.min(2, area.entities.length));
  for (const e of rng.sample(area.entities, extra)) parts.push(e);
  return parts.join(',');
}
