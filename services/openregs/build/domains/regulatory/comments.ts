// Comments and comment details. Both passes replay the same deterministic draft stream (same
// rng name), so a detail row always matches its comment without holding comments in memory.
import { type BuildContext, DAY_MS, monthOfDay, type Rng, type Row, yearOfDay } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS, normalizeOrganization } from '../../vocab/organizations.js';
import { COMMENTER_SECTORS, TOPIC_SECTORS, WATERSHEDS, type CommenterSectorVocab } from '../../vocab/regulatory-commenters.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_INITIALS } from '../../vocab/oversight-people.js';
import {
  COMMENT_SENTENCES,
  GOVERNMENT_COMMENTERS,
  INDIVIDUAL_CATEGORIES,
  ORGANIZATION_CATEGORIES,
  PLACES,
} from '../../vocab/regulatory-text.js';
import { GLOBAL_SLOTS } from '../../vocab/regulatory-topics.js';
import { easternMidnightUtc, instantOnDay } from './calendar.js';
import {
  ANONYMOUS_TITLES,
  MASS_TITLES,
  ORGANIZATION_TITLES,
  PERSON_TITLES,
  UNKNOWN_TITLES,
  parseCommentTitle,
  type SubmitterType,
  type WeightedTitles,
} from './comment-titles.js';
import { documentCount } from './documents.js';
import { COMMENT_BASE_COUNT } from './plan.js';
import { fillTemplate, objectId } from './text.js';
import { childId, type DocketPlan } from './types.js';

/** comment_details rows at scale 1 (the published count). */
export const COMMENT_DETAIL_BASE_COUNT = 433_838;

export const COMMENT_COLUMNS = [
  'id',
  'agency_id',
  'docket_id',
  'title',
  'submitter_name',
  'submitter_type',
  'document_type',
  'posted_date',
  'posted_year',
  'posted_month',
  'last_modified',
  'withdrawn',
  'object_id',
  'organization',
] as const;

export const COMMENT_DETAIL_COLUMNS = [
  'id',
  'comment_text',
  'organization',
  'organization_normalized',
  'first_name',
  'last_name',
  'city',
  'state_province',
  'zip',
  'country',
  'subtype',
  'category',
  'tracking_number',
  'duplicate_comments',
  'comment_on_document_id',
  'receive_date',
  'postmark_date',
  'gov_agency',
  'gov_agency_type',
  'page_count',
  'attachment_count',
  'attachment_urls',
] as const;

type Kind = 'individual' | 'organization' | 'anonymous' | 'unknown' | 'mass' | 'government';
const KINDS: readonly Kind[] = ['individual', 'anonymous', 'organization', 'unknown', 'mass', 'government'];
const KIND_WEIGHTS: readonly number[] = [50, 20, 13, 10, 5, 2];

type Government = (typeof GOVERNMENT_COMMENTERS)[number];

/** Share of organisational comments from the docket's own sector (the rest: the shared list). */
const SECTOR_COMMENTER_SHARE = 0.65;
/** Fills the {state}, {city} and {river} of sector organisation names. */
const COMMENTER_SLOTS = { state: GLOBAL_SLOTS.state, city: PLACES.map((p) => p.city), river: WATERSHEDS };

interface CommentDraft {
  id: string;
  docket: DocketPlan;
  title: string;
  name: string | null;
  type: SubmitterType;
  organization: string | null;
  day: number;
  kind: Kind;
  person: { first: string; last: string } | null;
  government: Government | null;
  withdrawn: boolean;
  detail: boolean;
  commentOn: string | null;
}

function pickTitle(rng: Rng, set: WeightedTitles): string {
  return rng.weighted(set.titles, set.weights);
}

function sectorOf(d: DocketPlan): CommenterSectorVocab {
  return COMMENTER_SECTORS[TOPIC_SECTORS[d.topic]];
}

/** An organisation commenting on the docket: one of its sector's, or one from the shared list. */
function commentingOrganization(rng: Rng, d: DocketPlan, shared: readonly string[]): string {
  if (rng.bool(SECTOR_COMMENTER_SHARE)) return fillTemplate(rng, rng.pick(sectorOf(d).organizations), [COMMENTER_SLOTS]);
  return shared[rng.skewed(shared.length, 2.2)];
}

/** Days comments arrive on: the comment periods (plus a week of stragglers), never after yesterday. */
function commentWindow(d: DocketPlan, today: number): [number, number] {
  const periods = d.keyDocs.filter((k) => k.period !== null);
  const from = periods.length ? periods[0].day : d.startDay;
  const lastEnd = periods.reduce((max, k) => Math.max(max, Math.floor(Date.parse(k.period!.end) / DAY_MS)), -Infinity);
  const to = Math.min(today - 1, periods.length ? lastEnd + 7 : from + 90);
  return [Math.min(from, today - 1), Math.max(Math.min(from, today - 1), to)];
}

function commentTarget(d: DocketPlan): string | null {
  const withPeriod = d.keyDocs.findIndex((k) => k.period !== null);
  if (withPeriod >= 0) return childId(d.id, d.firstDocNumber + withPeriod);
  return documentCount(d) > 0 ? childId(d.id, d.firstDocNumber) : null;
}

function* commentDrafts(ctx: BuildContext, plan: readonly DocketPlan[], today: number): Generator<CommentDraft> {
  const rng = ctx.rng('comments');
  // A fixed shuffle of the shared organisation list, so the most active commenters are not
  // simply the first names in the file.
  const organizations = ctx.rng('comment-organizations').sample(ORGANIZATIONS, ORGANIZATIONS.length);
  const detailChance = ctx.count(COMMENT_DETAIL_BASE_COUNT) / ctx.count(COMMENT_BASE_COUNT, 2_000);
  for (const d of plan) {
    if (d.comments === 0) continue;
    const [from, to] = commentWindow(d, today);
    const span = to - from + 1;
    const commentOn = commentTarget(d);
    let sequence = d.firstDocNumber + documentCount(d);
    for (let j = 0; j < d.comments; j++) {
      const day = from + Math.min(span - 1, Math.floor(((j + rng.next()) * span) / d.comments));
      let kind = rng.weighted(KINDS, KIND_WEIGHTS);
      if (kind === 'mass' && d.comments < 100) kind = 'anonymous';
      let person: CommentDraft['person'] = null;
      let government: Government | null = null;
      let organization: string | null = null;
      let title: string;
      switch (kind) {
        case 'individual': {
          person = { first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) };
          const middle = rng.bool(0.1) ? ` ${rng.pick(MIDDLE_INITIALS)}` : '';
          title = fillTemplate(rng, pickTitle(rng, PERSON_TITLES), [], { name: `${person.first}${middle} ${person.last}` });
          break;
        }
        case 'organization':
          organization = commentingOrganization(rng, d, organizations);
          title = fillTemplate(rng, pickTitle(rng, ORGANIZATION_TITLES), [], { name: organization });
          break;
        case 'government':
          government = rng.pick(GOVERNMENT_COMMENTERS);
          organization = government.agency;
          title = fillTemplate(rng, pickTitle(rng, ORGANIZATION_TITLES), [], { name: organization });
          break;
        case 'mass':
          organization = commentingOrganization(rng, d, organizations);
          title = fillTemplate(rng, pickTitle(rng, MASS_TITLES), [{ subject: sectorOf(d).subjects }], {
            name: organization,
            n: String(rng.int(1, 40)),
          });
          break;
        case 'anonymous':
          title = pickTitle(rng, ANONYMOUS_TITLES);
          break;
        case 'unknown':
          title = fillTemplate(rng, pickTitle(rng, UNKNOWN_TITLES), [{ subject: sectorOf(d).subjects }], { docket: d.id });
          break;
      }
      const parsed = parseCommentTitle(title);
      yield {
        id: childId(d.id, sequence++),
        docket: d,
        title,
        name: parsed.name,
        type: parsed.type,
        organization,
        day,
        kind,
        person,
        government,
        withdrawn: rng.bool(0.005),
        detail: rng.bool(detailChance),
        commentOn,
      };
    }
  }
}

export function* commentRows(ctx: BuildContext, plan: readonly DocketPlan[], today: number): Generator<Row> {
  const rng = ctx.rng('comment-rows');
  for (const c of commentDrafts(ctx, plan, today)) {
    const modified = instantOnDay(Math.min(today - 1, c.day + rng.int(0, 10)), rng.int(0, 86_399));
    yield [
      c.id,
      c.docket.agency,
      c.docket.id,
      c.title,
      c.name,
      c.type,
      'Public Submission',
      easternMidnightUtc(c.day),
      yearOfDay(c.day),
      monthOfDay(c.day),
      modified,
      c.withdrawn ? 1 : 0,
      objectId(rng, '09000064'),
      c.organization,
    ];
  }
}

const TRACKING_CHARS = 'abcdefghijkmnpqrstuvwxyz0123456789';

function trackingNumber(rng: Rng): string {
  const part = (n: number): string => Array.from({ length: n }, () => TRACKING_CHARS[rng.int(0, TRACKING_CHARS.length - 1)]).join('');
  return `${part(3)}-${part(4)}-${part(4)}`;
}

function category(rng: Rng, c: CommentDraft): string | null {
  switch (c.kind) {
    case 'individual':
      return rng.pick(INDIVIDUAL_CATEGORIES);
    case 'organization':
    case 'mass':
      return rng.pick(ORGANIZATION_CATEGORIES);
    case 'government':
      return c.government!.type === 'Federal' ? 'Federal Agency' : `${c.government!.type} Government`;
    default:
      return rng.bool(0.5) ? 'Other' : null;
  }
}

export function* commentDetailRows(ctx: BuildContext, plan: readonly DocketPlan[], today: number): Generator<Row> {
  const rng = ctx.rng('comment_details');
  for (const c of commentDrafts(ctx, plan, today)) {
    if (!c.detail) continue;
    const rule = c.docket.title ?? 'the proposed rule';
    const text = rng.bool(0.2)
      ? null
      : rng
          .sample(COMMENT_SENTENCES, rng.int(2, 4))
          .map((s) => fillTemplate(rng, s, [], { rule }))
          .join(' ');
    const stateMatch = c.government ? PLACES.filter((p) => p.state === c.government!.state) : [];
    const place = rng.bool(0.15) ? null : stateMatch.length ? rng.pick(stateMatch) : rng.pick(PLACES);
    const received = c.day - rng.int(0, 3);
    const attachments = rng.weighted([0, 1, 2, 3, 4], [55, 35, 6, 3, 1]);
    const urls =
      attachments === 0
        ? null
        : JSON.stringify(
            Array.from({ length: attachments }, (_, k) => `https://downloads.regulations.gov/${c.id}/attachment_${k + 1}.pdf`),
          );
    yield [
      c.id,
      text,
      c.organization,
      c.organization ? normalizeOrganization(c.organization) : null,
      c.person?.first ?? null,
      c.person?.last ?? null,
      place?.city ?? null,
      place?.state ?? null,
      place ? `${place.zip}${String(rng.int(0, 99)).padStart(2, '0')}` : null,
      place ? 'United States' : null,
      rng.bool(0.3) ? 'Public Comment' : null,
      category(rng, c),
      trackingNumber(rng),
      c.kind === 'mass' ? rng.int(25, 25_000) : 0,
      c.commentOn,
      instantOnDay(received, rng.int(0, 86_399)),
      rng.bool(0.08) ? easternMidnightUtc(received - rng.int(1, 5)) : null,
      c.government?.agency ?? null,
      c.government?.type ?? null,
      1 + rng.skewed(60, 3),
      attachments,
      urls,
    ];
  }
}
