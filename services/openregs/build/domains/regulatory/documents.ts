// Docket rows and document rows, streamed from the docket plan. A docket's documents are its
// key documents (with FR counterparts and comment periods) followed by supporting material.
import { type BuildContext, monthOfDay, type Row, yearOfDay } from '../../../../../databases/build/kit/index.js';
import { OTHER_TITLES, SUPPORTING_SUBTYPES, SUPPORTING_TITLES } from '../../vocab/regulatory-text.js';
import { easternMidnightUtc, instantOnDay } from './calendar.js';
import { fillTemplate, noticeTitle, objectId, ruleTitle } from './text.js';
import { childId, type DocketPlan } from './types.js';

export const DOCKET_COLUMNS = ['id', 'agency_id', 'title', 'docket_type', 'last_modified', 'object_id'] as const;

export const DOCUMENT_COLUMNS = [
  'id',
  'agency_id',
  'docket_id',
  'title',
  'document_type',
  'subtype',
  'posted_date',
  'posted_year',
  'posted_month',
  'comment_start_date',
  'comment_end_date',
  'last_modified',
  'fr_doc_num',
  'open_for_comment',
  'withdrawn',
  'object_id',
  'comment_end_datetime',
] as const;

const EXTRA_TYPES = ['Supporting & Related Material', 'Other', 'Notice', 'Proposed Rule', 'Rule'] as const;
const EXTRA_WEIGHTS: readonly number[] = [65, 20, 10, 3, 2];

/** The last day anything happens in a docket (for last_modified and the comment window). */
export function lastActivityDay(docket: DocketPlan, today: number): number {
  const last = docket.keyDocs.reduce((max, d) => Math.max(max, d.day), docket.startDay);
  return Math.min(today - 1, last + 60);
}

export function* docketRows(ctx: BuildContext, plan: readonly DocketPlan[], today: number): Generator<Row> {
  const rng = ctx.rng('dockets');
  for (const d of plan) {
    const modified = instantOnDay(Math.min(today - 1, lastActivityDay(d, today) + rng.int(0, 30)), rng.int(0, 86_399));
    yield [d.id, d.agency, d.title, d.docketType, modified, objectId(rng, '0b000064')];
  }
}

export function* documentRows(ctx: BuildContext, plan: readonly DocketPlan[], today: number): Generator<Row> {
  const rng = ctx.rng('documents');
  const nowMs = ctx.now.getTime();
  for (const d of plan) {
    let sequence = d.firstDocNumber;
    const modified = (day: number): string => instantOnDay(Math.min(today - 1, day + rng.int(0, 20)), rng.int(0, 86_399));
    for (const k of d.keyDocs) {
      const end = k.period?.end ?? null;
      const open = end !== null && !k.withdrawn && Date.parse(end) > nowMs ? 1 : 0;
      yield [
        childId(d.id, sequence++),
        d.agency,
        d.id,
        k.title,
        k.type,
        null,
        easternMidnightUtc(k.day),
        yearOfDay(k.day),
        monthOfDay(k.day),
        k.period?.start ?? null,
        end === null ? null : end.slice(0, 10),
        modified(k.day),
        k.frDocNum,
        open,
        k.withdrawn ? 1 : 0,
        objectId(rng, '09000064'),
        end,
      ];
    }
    if (d.extraDocs === 0) continue;
    const from = d.startDay;
    const to = Math.max(from, lastActivityDay(d, today));
    const days = Array.from({ length: d.extraDocs }, () => rng.int(from, to)).sort((a, b) => a - b);
    // A docket without key documents opens with its first filing (comments never precede it).
    if (d.keyDocs.length === 0) days[0] = from;
    const ruleName = d.title ?? ruleTitle(rng, d.topic, yearOfDay(from));
    for (const day of days) {
      const type = rng.weighted(EXTRA_TYPES, EXTRA_WEIGHTS);
      let title: string;
      let subtype: string | null = null;
      let frDocNum: string | null = null;
      if (type === 'Supporting & Related Material') {
        title = fillTemplate(rng, rng.pick(SUPPORTING_TITLES), [], { rule: ruleName });
        subtype = rng.pick(SUPPORTING_SUBTYPES);
      } else if (type === 'Other') {
        title = rng.pick(OTHER_TITLES);
      } else {
        title = type === 'Notice' ? noticeTitle(rng, d.topic, yearOfDay(day)) : ruleName;
        // Regulations.gov sometimes records a page number where the FR document number belongs.
        if (rng.bool(0.3)) frDocNum = String(rng.int(1000, 79999));
      }
      yield [
        childId(d.id, sequence++),
        d.agency,
        d.id,
        title,
        type,
        subtype,
        easternMidnightUtc(day),
        yearOfDay(day),
        monthOfDay(day),
        null,
        null,
        modified(day),
        frDocNum,
        0,
        rng.bool(0.005) ? 1 : 0,
        objectId(rng, '09000064'),
        null,
      ];
    }
  }
}

/** Total documents of a docket (key + extra). */
export function documentCount(d: DocketPlan): number {
  return d.keyDocs.length + d.extraDocs;
}
