// eCFR sections: real titles, chapters, agencies and parts; section headings and text from the
// regulatory vocabulary. Missing text fields are '' as in the real import.
import { apportion, type BuildContext, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import {
  CFR_ANCHOR_SECTIONS,
  CFR_TITLES,
  SECTION_HEADINGS,
  SECTION_HEADING_PATTERNS,
  SECTION_SENTENCES,
  TITLE_SENTENCES,
  type CfrChapter,
  type CfrPart,
  type CfrTitle,
} from '../../vocab/regulatory-cfr.js';
import { fillTemplate } from './text.js';

/** cfr_sections rows at scale 1. */
const CFR_BASE_COUNT = 55_000;

export const CFR_COLUMNS = [
  'section_id',
  'title_number',
  'title_name',
  'chapter',
  'subchapter',
  'part_number',
  'part_name',
  'subpart',
  'subpart_name',
  'section_number',
  'section_heading',
  'agency',
  'authority',
  'source_citation',
  'amendment_citations',
  'full_text',
] as const;

const SUBPART_NAMES: readonly string[] = [
  'General Provisions',
  'Definitions',
  'Standards',
  'Monitoring, Recordkeeping, and Reporting',
  'Compliance Procedures',
  'Exemptions and Variances',
  'Enforcement',
  'Special Provisions',
  'Administrative Procedures',
  'Fees and Charges',
];
const MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const SECTIONS_PER_SUBPART = 12;
/** Share of paragraphs written in the title's own subject matter rather than general wording. */
const TITLE_SENTENCE_SHARE = 0.5;

interface PartSlot {
  title: CfrTitle;
  chapter: CfrChapter;
  part: CfrPart;
}

function citation(rng: Rng, year: number): string {
  return `${year - 1935} FR ${rng.int(100, 79_999)}, ${rng.pick(MONTHS)} ${rng.int(1, 28)}, ${year}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function* cfrRows(ctx: BuildContext): Generator<Row> {
  const rng = ctx.rng('cfr_sections');
  const slots: PartSlot[] = CFR_TITLES.flatMap((title) =>
    title.chapters.flatMap((chapter) => chapter.parts.map((part) => ({ title, chapter, part }))),
  );
  const counts = apportion(
    Math.max(slots.length, ctx.count(CFR_BASE_COUNT) - CFR_ANCHOR_SECTIONS.length),
    slots.map((s) => s.part.weight),
  );
  for (let i = 0; i < slots.length; i++) {
    const { title, chapter, part } = slots[i];
    const anchors = CFR_ANCHOR_SECTIONS.filter((a) => a.title === title.number && a.part === part.number);
    const numbers = new Set<number>();
    for (let k = 1; k <= Math.max(1, counts[i]); k++) numbers.add(k);
    for (const a of anchors) numbers.add(Number(a.section.split('.')[1]));
    for (const n of [...numbers].sort((a, b) => a - b)) {
      const sectionNumber = `${part.number}.${n}`;
      const anchor = anchors.find((a) => a.section === sectionNumber);
      const heading = anchor
        ? anchor.heading
        : rng.bool(0.6)
          ? rng.pick(SECTION_HEADINGS)
          : capitalise(fillTemplate(rng, rng.pick(SECTION_HEADING_PATTERNS), [{ noun: title.nouns }]));
      const subpartIndex = Math.floor((n - 1) / SECTIONS_PER_SUBPART);
      const hasSubparts = counts[i] > SECTIONS_PER_SUBPART / 2;
      const own = TITLE_SENTENCES[title.number] ?? [];
      const paragraphs = Array.from({ length: rng.int(2, 6) }, (_, k) => {
        const pool = own.length > 0 && rng.bool(TITLE_SENTENCE_SHARE) ? own : SECTION_SENTENCES;
        const sentence = fillTemplate(rng, rng.pick(pool), [{ noun: title.nouns }], { agencyName: chapter.agency });
        return `(${String.fromCharCode(97 + k)}) ${sentence}`;
      });
      const enacted = rng.int(1970, 2024);
      const amended = rng.bool(0.5) ? '' : `${citation(rng, rng.int(Math.max(enacted + 1, 1996), 2025))}`;
      yield [
        `${title.number}:${sectionNumber}`,
        title.number,
        title.name,
        chapter.chapter,
        chapter.subchapter,
        String(part.number),
        part.name,
        hasSubparts ? String.fromCharCode(65 + (subpartIndex % 26)) : '',
        hasSubparts ? SUBPART_NAMES[subpartIndex % SUBPART_NAMES.length] : '',
        sectionNumber,
        heading,
        chapter.agency,
        title.authority,
        enacted >= 1994 || rng.bool(0.7) ? `[${citation(rng, Math.max(enacted, 1976))}]` : '',
        amended ? `As amended at ${amended}` : '',
        paragraphs.join('\n'),
      ];
    }
  }
}
