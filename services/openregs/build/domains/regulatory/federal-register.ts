// Federal Register rows, year by year in publication order. Reserved documents (those other
// tables point at) are merged in on their days; the rest are drawn from the agencies' topic
// vocabularies with the real type mix (mostly notices).
import { type BuildContext, isoDay, monthOfDay, type Row } from '../../../../../databases/build/kit/index.js';
import { FR_AGENCIES, frAgency, type FrAgency } from '../../vocab/agencies.js';
import { EO_SLOTS, PRESIDENTIAL_ACTS, PRESIDENTIAL_OTHER_TITLES } from '../../vocab/regulatory-text.js';
import { frNumber, type FrCalendar, type FrType, type FrYear, type ReservedFr } from './fr-calendar.js';
import { listedAgencies } from './links.js';
import { frHtmlUrl } from './presidential.js';
import { abstractText, fillTemplate, noticeTitle, rin, ruleTitle, type AbstractKind } from './text.js';

export const FEDERAL_REGISTER_COLUMNS = [
  'document_number',
  'title',
  'type',
  'abstract',
  'publication_date',
  'pub_year',
  'pub_month',
  'html_url',
  'pdf_url',
  'agency_names',
  'agency_ids',
  'excerpts',
  'regulation_id_numbers',
] as const;

const TYPES: readonly FrType[] = ['Notice', 'Rule', 'Proposed Rule', 'Presidential Document', 'Uncategorized Document'];
const TYPE_WEIGHTS: readonly number[] = [74, 14, 9.5, 1.5, 0.3];
const ABSTRACT_CHANCE: Readonly<Record<FrType, number>> = {
  Rule: 0.88,
  'Proposed Rule': 0.92,
  Notice: 0.45,
  'Presidential Document': 0.15,
  'Uncategorized Document': 0.2,
};

function abstractKind(type: FrType): AbstractKind {
  return type === 'Rule' || type === 'Proposed Rule' || type === 'Notice' ? type : 'Other';
}

interface FrContent {
  number: string;
  day: number;
  type: FrType;
  title: string;
  agencies: readonly FrAgency[];
  abstract: string | null;
  rin: string | null;
}

export function* federalRegisterRows(ctx: BuildContext, calendar: FrCalendar): Generator<Row> {
  const rng = ctx.rng('federal_register');
  const publishers = FR_AGENCIES.filter((a) => a.name !== 'Executive Office of the President');
  const publisherWeights = publishers.map((a) => a.frWeight);
  const president = [frAgency('Executive Office of the President')];

  const fromReserved = (r: ReservedFr): FrContent => {
    const lead = r.agencies[r.agencies.length - 1];
    const abstract =
      r.abstract !== undefined
        ? r.abstract
        : rng.bool(ABSTRACT_CHANCE[r.type])
          ? abstractText(rng, abstractKind(r.type), lead.name, r.topic)
          : null;
    return { number: r.number, day: r.day, type: r.type, title: r.title, agencies: r.agencies, abstract, rin: r.rin ?? null };
  };

  const drawn = (fy: FrYear, number: string, day: number): FrContent => {
    const type = rng.weighted(TYPES, TYPE_WEIGHTS);
    if (type === 'Presidential Document') {
      const title = fillTemplate(rng, rng.pick(PRESIDENTIAL_OTHER_TITLES), [EO_SLOTS, { act: PRESIDENTIAL_ACTS }], {
        year: String(fy.year + 1),
      });
      return { number, day, type, title, agencies: president, abstract: null, rin: null };
    }
    const lead = rng.weighted(publishers, publisherWeights);
    const agencies = listedAgencies(lead);
    if (rng.bool(0.04)) {
      const partner = rng.weighted(publishers, publisherWeights);
      if (!agencies.includes(partner)) agencies.push(partner);
    }
    const topic = rng.pick(lead.topics);
    const title = type === 'Rule' || type === 'Proposed Rule' ? ruleTitle(rng, topic, fy.year) : noticeTitle(rng, topic, fy.year);
    const abstract = rng.bool(ABSTRACT_CHANCE[type]) ? abstractText(rng, abstractKind(type), lead.name, topic) : null;
    const rinValue = (type === 'Rule' || type === 'Proposed Rule') && lead.rin && rng.bool(0.7) ? rin(rng, lead.rin) : null;
    return { number, day, type, title, agencies, abstract, rin: rinValue };
  };

  const row = (c: FrContent): Row => {
    const date = isoDay(c.day);
    const excerpt = c.abstract && rng.bool(0.05) ? `${c.abstract.slice(0, 140).replace(/\s+\S*$/, '')} …` : null;
    return [
      c.number,
      c.title,
      c.type,
      c.abstract,
      date,
      Number(date.slice(0, 4)),
      monthOfDay(c.day),
      frHtmlUrl(date, c.number, c.title),
      `https://www.govinfo.gov/content/pkg/FR-${date}/pdf/${c.number}.pdf`,
      c.agencies.map((a) => a.name).join('; '),
      c.agencies.map((a) => a.id).join(','),
      excerpt,
      c.rin,
    ];
  };

  for (const fy of calendar.years) {
    const reserved = [...fy.reserved].sort((a, b) => a.day - b.day || a.number.localeCompare(b.number));
    const slots = fy.days.length === 0 ? 0 : Math.max(0, fy.total - reserved.length);
    const sequences = { plain: 0, e: 0 };
    let next = 0;
    for (let i = 0; i < slots; i++) {
      const day = fy.days[Math.floor((i * fy.days.length) / slots)];
      while (next < reserved.length && reserved[next].day <= day) yield row(fromReserved(reserved[next++]));
      const eSeries = rng.bool(fy.eShare);
      const series = eSeries ? 'e' : 'plain';
      let number: string;
      do {
        sequences[series] += rng.int(1, 2 * fy.stride - 1);
        number = frNumber(fy.year, sequences[series], eSeries);
      } while (calendar.isTaken(number));
      yield row(drawn(fy, number, day));
    }
    while (next < reserved.length) yield row(fromReserved(reserved[next++]));
  }
}
