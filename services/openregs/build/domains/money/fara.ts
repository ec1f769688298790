// The four FARA tables: registrants, foreign principals, short forms and the registrants'
// document list (registration statement, an Exhibit AB per principal, a short form per agent,
// semi-annual supplemental statements, and amendments / informational materials).
import { type BuildContext, pad2, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { normalizeOrganization } from '../../vocab/organizations.js';
import { FARA_DOCUMENT_SLUGS } from '../../vocab/money-fara.js';
import {
  FARA_LAST_DAY,
  buildPrincipals,
  buildRegistrants,
  buildShortForms,
  dayKey,
  dayText,
  type Day,
  type FaraPrincipal,
  type FaraRegistrant,
  type FaraShortForm,
} from './fara-registrants.js';
import { BASE_COUNTS } from './counts.js';
import { Quota } from './quota.js';

/** The e-file system's documents start in the mid-1990s. */
const FIRST_DOC_YEAR = 1996;

interface Doc {
  day: Day;
  type: string;
  shortForm: string;
  principal: string;
  country: string;
}

function docRow(r: FaraRegistrant, doc: Doc, seq: number): Row {
  const stamp = `${doc.day.y}${pad2(doc.day.m)}${pad2(doc.day.d)}`;
  const url = `https://efile.fara.gov/docs/${r.registrationNumber}-${FARA_DOCUMENT_SLUGS[doc.type]}-${stamp}-${seq}.pdf`;
  return [r.registrationNumber, r.name, dayText(doc.day), doc.type, doc.shortForm, doc.principal, doc.country, url];
}

function groupBy<T extends { registrant: FaraRegistrant }>(items: readonly T[]): Map<FaraRegistrant, T[]> {
  const out = new Map<FaraRegistrant, T[]>();
  for (const item of items) {
    const list = out.get(item.registrant);
    if (list) list.push(item);
    else out.set(item.registrant, [item]);
  }
  return out;
}

function* documentRows(
  rng: Rng,
  registrants: readonly FaraRegistrant[],
  principals: readonly FaraPrincipal[],
  shortForms: readonly FaraShortForm[],
  target: number,
): Generator<Row> {
  const principalsOf = groupBy(principals);
  const agentsOf = groupBy(shortForms);
  const quota = new Quota(target, registrants.length);
  const blank = { shortForm: '', principal: '', country: '' };
  for (const r of registrants) {
    const docs: Doc[] = [];
    const end = r.terminated ?? FARA_LAST_DAY;
    if (r.registered.y >= FIRST_DOC_YEAR) docs.push({ day: r.registered, type: 'Registration Statement', ...blank });
    for (const p of principalsOf.get(r) ?? []) {
      if (p.registered.y >= FIRST_DOC_YEAR)
        docs.push({ day: p.registered, type: 'Exhibit AB', shortForm: '', principal: p.name, country: p.country.name });
    }
    for (const s of agentsOf.get(r) ?? []) {
      if (s.filed.y >= FIRST_DOC_YEAR)
        docs.push({ day: s.filed, type: 'Short Form', shortForm: `${s.last}, ${s.first}`, principal: '', country: '' });
    }
    // Supplemental statements every six months after registration, while registered.
    for (let y = Math.max(r.registered.y, FIRST_DOC_YEAR); y <= end.y; y++) {
      for (const m of [r.registered.m <= 6 ? r.registered.m + 6 : r.registered.m - 6, r.registered.m]) {
        const day: Day = { y, m, d: Math.min(r.registered.d, 28) };
        if (dayKey(day) > dayKey(r.registered) && dayKey(day) <= dayKey(end)) docs.push({ day, type: 'Supplemental Statement', ...blank });
      }
    }
    // Amendments, informational materials and other filings fill out the list.
    const extra = Math.max(0, Math.round(rng.next() * 2 * (quota.mean() - docs.length)));
    for (let i = 0; i < extra && r.registered.y <= end.y; i++) {
      const y = rng.int(Math.max(r.registered.y, FIRST_DOC_YEAR), Math.max(end.y, FIRST_DOC_YEAR));
      const day: Day = { y, m: rng.int(1, y === end.y ? end.m : 12), d: rng.int(1, 28) };
      const type = rng.weighted(['Amendment', 'Informational Materials', 'Dissemination Report', 'Conflict Provision'], [5, 6, 2, 0.3]);
      const ps = principalsOf.get(r) ?? [];
      const p = type === 'Informational Materials' && ps.length > 0 ? rng.pick(ps) : null;
      docs.push({ day, type, shortForm: '', principal: p ? p.name : '', country: p ? p.country.name : '' });
    }
    quota.take(docs.length);
    docs.sort((a, b) => dayKey(a.day) - dayKey(b.day));
    let seq = 0;
    for (const doc of docs) yield docRow(r, doc, ++seq);
  }
}

export function generateFara(ctx: BuildContext): void {
  const registrants = buildRegistrants(ctx.rng('fara_registrants'), ctx.count(BASE_COUNTS.faraRegistrants, 80));
  const principals = buildPrincipals(ctx.rng('fara_foreign_principals'), registrants, ctx.count(BASE_COUNTS.faraForeignPrincipals, 200));
  const shortForms = buildShortForms(ctx.rng('fara_short_forms'), registrants, ctx.count(BASE_COUNTS.faraShortForms, 400));

  ctx.insert(
    'fara_registrants',
    [
      'registration_number',
      'registration_date',
      'termination_date',
      'name',
      'name_normalized',
      'business_name',
      'address_1',
      'address_2',
      'city',
      'state',
      'zip',
    ],
    registrants.map((r) => [
      r.registrationNumber,
      dayText(r.registered),
      r.terminated ? dayText(r.terminated) : '',
      r.name,
      normalizeOrganization(r.name),
      r.businessName,
      r.address.address1,
      r.address.address2,
      r.address.city,
      r.address.state,
      r.address.zip,
    ]),
    registrants.length,
  );

  ctx.insert(
    'fara_foreign_principals',
    [
      'registration_number',
      'registrant_date',
      'registrant_name',
      'foreign_principal',
      'fp_registration_date',
      'fp_termination_date',
      'country',
      'address_1',
      'address_2',
      'city',
      'state',
      'zip',
    ],
    principals.map((p) => [
      p.registrant.registrationNumber,
      dayText(p.registrant.registered),
      p.registrant.name,
      p.name,
      dayText(p.registered),
      p.terminated ? dayText(p.terminated) : '',
      p.country.name,
      '',
      '',
      p.country.capital,
      '',
      '',
    ]),
    principals.length,
  );

  ctx.insert(
    'fara_short_forms',
    [
      'registration_number',
      'registration_date',
      'registrant_name',
      'short_form_date',
      'short_form_termination_date',
      'last_name',
      'first_name',
      'address_1',
      'address_2',
      'city',
      'state',
      'zip',
    ],
    shortForms.map((s) => {
      const a = s.registrant.address;
      return [
        s.registrant.registrationNumber,
        dayText(s.registrant.registered),
        s.registrant.name,
        dayText(s.filed),
        s.terminated ? dayText(s.terminated) : '',
        s.last,
        s.first,
        a.address1,
        a.address2,
        a.city,
        a.state,
        a.zip,
      ];
    }),
    shortForms.length,
  );

  const docTarget = ctx.count(BASE_COUNTS.faraRegistrantDocs, 1000);
  ctx.insert(
    'fara_registrant_docs',
    [
      'registration_number',
      'registrant_name',
      'date_stamped',
      'document_type',
      'short_form_name',
      'foreign_principal_name',
      'foreign_principal_country',
      'url',
    ],
    documentRows(ctx.rng('fara_registrant_docs'), registrants, principals, shortForms, docTarget),
    docTarget,
  );
}
