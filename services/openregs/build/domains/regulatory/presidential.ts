// Executive Orders and proclamations since 1994. EO numbers follow the real sequence (12890 in
// January 1994 onward) through known (number, date) points, so a number's signing date is
// plausible at any scale; a few real, well-known orders are always present.
import { type BuildContext, dayOf, isoDay, type Row, yearOfDay } from '../../../../../databases/build/kit/index.js';
import { frAgency } from '../../vocab/agencies.js';
import { EO_SLOTS, EO_TITLES, PROCLAMATION_TITLES } from '../../vocab/regulatory-text.js';
import type { FrCalendar } from './fr-calendar.js';
import { fillTemplate, titleSlug } from './text.js';

/** Presidential documents at scale 1 and the EO share of them. */
const PRESIDENTIAL_BASE_COUNT = 5_904;
const EO_SHARE = 0.26;

export interface PresidentialDocument {
  documentNumber: string;
  title: string;
  type: 'executive_order' | 'proclamation';
  eoNumber: number | null;
  signingDay: number;
  publicationDay: number;
  abstract: string | null;
}

/** Real orders that examples and descriptions refer to. */
const ANCHOR_ORDERS: readonly { eo: number; date: [number, number, number]; title: string }[] = [
  { eo: 13563, date: [2011, 1, 18], title: 'Improving Regulation and Regulatory Review' },
  { eo: 13771, date: [2017, 1, 30], title: 'Reducing Regulation and Controlling Regulatory Costs' },
  {
    eo: 13990,
    date: [2021, 1, 20],
    title: 'Protecting Public Health and the Environment and Restoring Science To Tackle the Climate Crisis',
  },
  { eo: 14008, date: [2021, 1, 27], title: 'Tackling the Climate Crisis at Home and Abroad' },
  { eo: 14094, date: [2023, 4, 6], title: 'Modernizing Regulatory Review' },
];

/** (EO number, signing day) points the numbering passes through. */
const EO_TIMELINE: readonly [number, number][] = [
  [12890, dayOf(1994, 1, 3)],
  [13563, dayOf(2011, 1, 18)],
  [13771, dayOf(2017, 1, 30)],
  [13990, dayOf(2021, 1, 20)],
  [14094, dayOf(2023, 4, 6)],
  [14147, dayOf(2025, 1, 20)],
];

/** The signing day of an EO number, interpolated along the timeline (extended past its end). */
function eoSigningDay(eo: number, points: readonly [number, number][]): number {
  for (let i = 1; i < points.length; i++) {
    const [n0, d0] = points[i - 1];
    const [n1, d1] = points[i];
    if (eo <= n1) return Math.round(d0 + ((eo - n0) * (d1 - d0)) / (n1 - n0));
  }
  const [n, d] = points[points.length - 1];
  return Math.round(d + (eo - n) * 2.5);
}

export function planPresidentialDocuments(ctx: BuildContext, calendar: FrCalendar): PresidentialDocument[] {
  const rng = ctx.rng('presidential_documents');
  const lastSigning = calendar.today - 7;
  const total = ctx.count(PRESIDENTIAL_BASE_COUNT, 12);
  // Numbers issued by the last signing day: the timeline's points so far, then ~146 a year.
  const points = EO_TIMELINE.filter(([, day]) => day <= lastSigning);
  const [lastN, lastD] = points[points.length - 1];
  const maxEo = lastN + Math.floor((lastSigning - lastD) / 2.5);
  const range = maxEo - 12890 + 1;
  const anchors = ANCHOR_ORDERS.filter((a) => dayOf(...a.date) <= lastSigning);
  const eoCount = Math.max(anchors.length + 1, Math.min(range, Math.round(total * EO_SHARE)));

  const numbers = new Set<number>(anchors.map((a) => a.eo));
  const spacing = range / (eoCount - anchors.length);
  for (let k = 0; numbers.size < eoCount; k++) {
    const eo = 12890 + Math.floor(k * spacing);
    if (eo > maxEo) break;
    numbers.add(eo);
  }
  const docs: PresidentialDocument[] = [];
  const eoOrder = [...numbers].sort((a, b) => a - b);
  for (const eo of eoOrder) {
    const anchor = anchors.find((a) => a.eo === eo);
    const signingDay = anchor ? dayOf(...anchor.date) : Math.min(lastSigning, eoSigningDay(eo, points));
    const title = anchor ? anchor.title : fillTemplate(rng, rng.pick(EO_TITLES), [EO_SLOTS], { year: String(yearOfDay(signingDay)) });
    const abstract =
      anchor || rng.bool(0.4)
        ? `This order directs executive departments and agencies to act on ${title.charAt(0).toLowerCase()}${title.slice(1)}, consistent with applicable law, and sets deadlines for reports to the President.`
        : null;
    docs.push({
      documentNumber: '',
      title,
      type: 'executive_order',
      eoNumber: eo,
      signingDay,
      publicationDay: signingDay + rng.int(3, 6),
      abstract,
    });
  }

  const proclamations = Math.max(1, total - eoOrder.length);
  const first = dayOf(1994, 1, 3);
  for (let k = 0; k < proclamations; k++) {
    const signingDay = Math.min(lastSigning, first + Math.floor(((k + rng.next()) * (lastSigning - first)) / proclamations));
    const year = String(yearOfDay(signingDay));
    const title = fillTemplate(rng, rng.pick(PROCLAMATION_TITLES), [EO_SLOTS], { year });
    const abstract = rng.bool(0.25)
      ? `The President proclaims ${title.replace(/, \d{4}$/, '')} and calls upon the people of the United States to observe it with appropriate programs and activities.`
      : null;
    docs.push({
      documentNumber: '',
      title,
      type: 'proclamation',
      eoNumber: null,
      signingDay,
      publicationDay: signingDay + rng.int(2, 5),
      abstract,
    });
  }

  // Each is also a Federal Register document of type 'Presidential Document'.
  const president = [frAgency('Executive Office of the President')];
  docs.sort((a, b) => a.publicationDay - b.publicationDay || (a.eoNumber ?? 0) - (b.eoNumber ?? 0));
  for (const doc of docs) {
    doc.documentNumber = calendar.reserve({
      day: doc.publicationDay,
      type: 'Presidential Document',
      title: doc.title,
      agencies: president,
      topic: 'general',
      abstract: doc.abstract,
    }).number;
  }
  return docs;
}

export const PRESIDENTIAL_COLUMNS = [
  'document_number',
  'title',
  'document_type',
  'executive_order_number',
  'signing_date',
  'publication_date',
  'html_url',
  'abstract',
] as const;

export function* presidentialRows(docs: readonly PresidentialDocument[]): Generator<Row> {
  for (const doc of docs) {
    const published = isoDay(doc.publicationDay);
    yield [
      doc.documentNumber,
      doc.title,
      doc.type,
      doc.eoNumber,
      isoDay(doc.signingDay),
      published,
      frHtmlUrl(published, doc.documentNumber, doc.title),
      doc.abstract,
    ];
  }
}

/** federalregister.gov page of a document. */
export function frHtmlUrl(publicationDate: string, documentNumber: string, title: string): string {
  return `https://www.federalregister.gov/documents/${publicationDate.replace(/-/g, '/')}/${documentNumber}/${titleSlug(title)}`;
}
