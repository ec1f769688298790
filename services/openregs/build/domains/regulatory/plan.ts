// The docket plan: every docket with its key documents (those with Federal Register
// counterparts, reserved in the FR calendar here), and how many further documents and comments
// it gets. Fan-out is log-normal: most dockets are small, a few draw most of the comments.
import { apportion, type BuildContext, dayOf, normal, type Rng, yearOfDay } from '../../../../../databases/build/kit/index.js';
import { REGS_AGENCIES, frAgency, regsAgency, type FrAgency, type RegsAgency, type TopicKey } from '../../vocab/agencies.js';
import { ANCHOR_DOCKETS, USDA_FRDOC_ANCHOR } from './anchors.js';
import { easternDeadlineUtc, easternMidnightUtc } from './calendar.js';
import { DocketIds } from './docket-ids.js';
import type { FrCalendar } from './fr-calendar.js';
import { planOpenPeriodDockets } from './open-periods.js';
import { listedAgencies, recordedFrNumber } from './links.js';
import { noticeTitle, rin, ruleTitle } from './text.js';
import type { DocketPlan, KeyDocument, KeyDocumentType } from './types.js';

/** Row counts at scale 1. */
export const DOCKET_BASE_COUNT = 86_706;
export const DOCUMENT_BASE_COUNT = 727_510;
export const COMMENT_BASE_COUNT = 3_200_000;

const FIRST_DOCKET_YEAR = 1996;
const STUB_SHARE = 0.22;
const RULEMAKING_SHARE = 0.4;
/** FR-import dockets ({AGENCY}_FRDOC_0001) and the agencies whose notices they collect. */
const FRDOC_DOCKETS: readonly { id: string; agency: string; frNames: readonly string[] }[] = [
  {
    id: USDA_FRDOC_ANCHOR.docketId,
    agency: 'USDA',
    frNames: [
      'Animal and Plant Health Inspection Service',
      'Agricultural Marketing Service',
      'Forest Service',
      'Food Safety and Inspection Service',
      'Food and Nutrition Service',
    ],
  },
  { id: 'NOAA_FRDOC_0001', agency: 'NOAA', frNames: ['National Oceanic and Atmospheric Administration'] },
];

interface PlanContext {
  ctx: BuildContext;
  calendar: FrCalendar;
  rng: Rng;
  /** Draws docket titles, so vocabulary edits leave the plan's shape (ids, dates, counts) alone. */
  titles: Rng;
  ids: DocketIds;
  today: number;
}

/** Reserve the published example FR numbers first, so no generated number can take them. */
export function reserveAnchorNumbers(calendar: FrCalendar): void {
  for (const anchor of ANCHOR_DOCKETS) {
    const agency = frAgency(regsAgency(anchor.agency).frName);
    for (const doc of anchor.docs) {
      const day = dayOf(...doc.date);
      if (day >= calendar.today) continue;
      calendar.reserve({
        number: doc.fr,
        day,
        type: doc.type,
        title: doc.title ?? anchor.title,
        agencies: listedAgencies(agency),
        topic: anchor.topic,
        rin: anchor.rin,
      });
    }
  }
}

export function planDockets(ctx: BuildContext, calendar: FrCalendar): DocketPlan[] {
  const rng = ctx.rng('docket-plan');
  const titles = ctx.rng('docket-titles');
  const pc: PlanContext = { ctx, calendar, rng, titles, ids: new DocketIds(ctx.scale), today: calendar.today };
  const anchors = anchorDockets(pc);
  const frdoc = frDocDockets(pc);
  const open = planOpenPeriodDockets(ctx, calendar, pc.ids, rng, titles);
  const regularCount = Math.max(0, ctx.count(DOCKET_BASE_COUNT, 200) - anchors.length - frdoc.length - open.length);
  const regular: DocketPlan[] = [];
  const years = docketYears(pc.today);
  const agencyWeights = REGS_AGENCIES.map((a) => a.docketWeight);
  for (let i = 0; i < regularCount; i++)
    regular.push(regularDocket(pc, rng.weighted(REGS_AGENCIES, agencyWeights), rng.weighted(years.years, years.weights)));

  const plan = [...anchors, ...frdoc, ...open, ...regular];
  allocateDocuments(ctx, rng, plan, new Set(frdoc));
  allocateComments(ctx, rng, plan, new Set(frdoc));
  return plan;
}

function docketYears(today: number): { years: number[]; weights: number[] } {
  const years: number[] = [];
  const weights: number[] = [];
  const last = yearOfDay(today - 2);
  for (let y = FIRST_DOCKET_YEAR; y <= last; y++) {
    const base = y < 2000 ? 0.15 : y < 2004 ? 0.4 : y < 2008 ? 0.7 : 1 + (y - 2008) * 0.02;
    const coverage = y < last ? 1 : (today - 2 - dayOf(y, 1, 1) + 1) / 365;
    years.push(y);
    weights.push(base * coverage);
  }
  return { years, weights };
}

function keyDocument(
  pc: PlanContext,
  type: KeyDocumentType,
  day: number,
  title: string,
  agency: FrAgency,
  topic: TopicKey,
  periodDays: number | null,
  linkChance: number,
  rinValue?: string,
): KeyDocument {
  const { rng, calendar } = pc;
  let frDocNum: string | null = null;
  if (rng.bool(linkChance)) {
    const reserved = calendar.reserve({ day, type, title, agencies: listedAgencies(agency), topic, rin: rinValue });
    frDocNum = recordedFrNumber(rng, reserved.number);
  }
  const period = periodDays === null ? null : { start: easternMidnightUtc(day), end: easternDeadlineUtc(day + periodDays) };
  return { type, day, title, period, frDocNum, withdrawn: rng.bool(0.01) };
}

function regularDocket(pc: PlanContext, agency: RegsAgency, year: number): DocketPlan {
  const { rng, today } = pc;
  const fa = frAgency(agency.frName);
  const topic = rng.pick(fa.topics);
  const id = pc.ids.next(rng, agency, year);
  const startDay = rng.int(dayOf(year, 1, 1), Math.min(dayOf(year, 12, 31), today - 2));
  const docket: DocketPlan = {
    id,
    agency: agency.code,
    frAgency: fa,
    topic,
    title: null,
    docketType: null,
    startDay,
    keyDocs: [],
    extraDocs: 0,
    comments: 0,
    firstDocNumber: 1,
  };
  if (rng.bool(STUB_SHARE)) return docket;
  const linkable = year >= 1998;
  if (rng.bool(RULEMAKING_SHARE)) {
    const title = ruleTitle(pc.titles, topic, year);
    const rinValue = fa.rin && rng.bool(0.8) ? rin(rng, fa.rin) : undefined;
    docket.title = title;
    docket.docketType = 'Rulemaking';
    const proposed = Math.min(today - 1, startDay + rng.int(0, 20));
    const periodDays = rng.pick([30, 30, 45, 60, 60, 60, 90, 120]);
    docket.keyDocs.push(keyDocument(pc, 'Proposed Rule', proposed, title, fa, topic, periodDays, linkable ? 0.9 : 0, rinValue));
    const supplemental = proposed + rng.int(150, 500);
    if (rng.bool(0.12) && supplemental < today) {
      docket.keyDocs.push(
        keyDocument(pc, 'Proposed Rule', supplemental, title, fa, topic, rng.pick([30, 60]), linkable ? 0.9 : 0, rinValue),
      );
    }
    const final = proposed + rng.int(120, 1000);
    if (rng.bool(0.6) && final < today) {
      docket.keyDocs.push(keyDocument(pc, 'Rule', final, title, fa, topic, rng.bool(0.1) ? 60 : null, linkable ? 0.9 : 0, rinValue));
    }
    docket.keyDocs.sort((a, b) => a.day - b.day);
  } else {
    const title = noticeTitle(pc.titles, topic, year);
    docket.title = title;
    docket.docketType = 'Nonrulemaking';
    docket.keyDocs.push(
      keyDocument(pc, 'Notice', startDay, title, fa, topic, rng.bool(0.55) ? rng.pick([30, 30, 60]) : null, linkable ? 0.5 : 0),
    );
  }
  return docket;
}

function anchorDockets(pc: PlanContext): DocketPlan[] {
  const plans: DocketPlan[] = [];
  for (const anchor of ANCHOR_DOCKETS) {
    pc.ids.claim(anchor.id);
    const fa = frAgency(regsAgency(anchor.agency).frName);
    const keyDocs: KeyDocument[] = anchor.docs
      .map((doc) => ({ doc, day: dayOf(...doc.date) }))
      .filter(({ day }) => day < pc.today)
      .map(({ doc, day }) => ({
        type: doc.type,
        day,
        title: doc.title ?? anchor.title,
        period: doc.periodDays === undefined ? null : { start: easternMidnightUtc(day), end: easternDeadlineUtc(day + doc.periodDays) },
        frDocNum: doc.recorded === undefined ? doc.fr : doc.recorded,
        withdrawn: false,
      }));
    plans.push({
      id: anchor.id,
      agency: anchor.agency,
      frAgency: fa,
      topic: anchor.topic,
      title: anchor.title,
      docketType: anchor.docketType,
      startDay: keyDocs[0]?.day ?? dayOf(...anchor.docs[0].date),
      keyDocs,
      extraDocs: 0,
      comments: 0,
      firstDocNumber: anchor.firstDocNumber ?? 1,
    });
  }
  return plans;
}

/** FR-import dockets: one notice per FR document, many recorded without an fr_doc_num. */
function frDocDockets(pc: PlanContext): DocketPlan[] {
  const { ctx, rng, calendar, today } = pc;
  const plans: DocketPlan[] = [];
  const first = dayOf(2016, 1, 4);
  for (const spec of FRDOC_DOCKETS) {
    pc.ids.claim(spec.id);
    const parent = frAgency(regsAgency(spec.agency).frName);
    const count = ctx.count(2_500, 6);
    const keyDocs: KeyDocument[] = [];
    if (spec.id === USDA_FRDOC_ANCHOR.docketId) {
      const day = dayOf(...USDA_FRDOC_ANCHOR.date);
      const agency = frAgency('Animal and Plant Health Inspection Service');
      calendar.reserve({ day, type: 'Notice', title: USDA_FRDOC_ANCHOR.title, agencies: listedAgencies(agency), topic: 'plant-health' });
      keyDocs.push({ type: 'Notice', day, title: USDA_FRDOC_ANCHOR.title, period: null, frDocNum: null, withdrawn: false });
    }
    while (keyDocs.length < count) {
      const agency = frAgency(rng.pick(spec.frNames));
      const day = rng.int(first, today - 1);
      const title = noticeTitle(pc.titles, rng.pick(agency.topics), yearOfDay(day));
      const reserved = calendar.reserve({ day, type: 'Notice', title, agencies: listedAgencies(agency), topic: rng.pick(agency.topics) });
      keyDocs.push({
        type: 'Notice',
        day,
        title,
        period: rng.bool(0.3) ? { start: easternMidnightUtc(day), end: easternDeadlineUtc(day + 30) } : null,
        frDocNum: rng.bool(0.55) ? reserved.number : null,
        withdrawn: false,
      });
    }
    plans.push({
      id: spec.id,
      agency: spec.agency,
      frAgency: parent,
      topic: rng.pick(parent.topics),
      title: `Federal Register Documents: ${parent.name}`,
      docketType: 'Nonrulemaking',
      startDay: Math.min(...keyDocs.map((d) => d.day)),
      keyDocs,
      extraDocs: 0,
      comments: 0,
      firstDocNumber: spec.id === USDA_FRDOC_ANCHOR.docketId ? USDA_FRDOC_ANCHOR.firstDocNumber : 1,
    });
  }
  return plans;
}

/** Spread the non-key documents: every stub gets at least one, the rest log-normally. */
function allocateDocuments(ctx: BuildContext, rng: Rng, plan: DocketPlan[], frdoc: ReadonlySet<DocketPlan>): void {
  const keyCount = plan.reduce((n: number, d) => n + d.keyDocs.length, 0);
  const floors = plan.map((d): number => (d.keyDocs.length === 0 ? 1 : 0));
  const floorTotal = floors.reduce((a, b) => a + b, 0);
  const weights = plan.map((d) => {
    if (frdoc.has(d)) return 0;
    const g = normal(rng);
    if (d.docketType === 'Rulemaking') return Math.exp(1.0 + 0.9 * g);
    if (d.docketType === 'Nonrulemaking') return Math.exp(0.4 + 0.9 * g);
    return Math.exp(0.8 * g);
  });
  const shares = apportion(Math.max(0, ctx.count(DOCUMENT_BASE_COUNT, 500) - keyCount - floorTotal), weights);
  plan.forEach((d, i) => {
    d.extraDocs = floors[i] + shares[i];
  });
}

/** The most any generated docket draws, as a share of the most-commented example docket. */
const TOP_RUNNER_UP = 0.9;

/** Comments: fixed shares for the example dockets, log-normal (heavy-tailed) for the rest. */
function allocateComments(ctx: BuildContext, rng: Rng, plan: DocketPlan[], frdoc: ReadonlySet<DocketPlan>): void {
  const total = ctx.count(COMMENT_BASE_COUNT, 2_000);
  const anchorById = new Map(ANCHOR_DOCKETS.map((a) => [a.id, a]));
  let fixed = 0;
  for (const d of plan) {
    const anchor = anchorById.get(d.id);
    if (anchor) fixed += d.comments = Math.max(anchor.minComments, Math.round(total * anchor.commentShare));
  }
  const weights = plan.map((d) => {
    if (frdoc.has(d) || anchorById.has(d.id)) return 0;
    const g = normal(rng);
    if (d.docketType === 'Rulemaking') return rng.bool(0.3) ? 0 : Math.exp(1.5 + 2.2 * g);
    if (d.docketType === 'Nonrulemaking') return rng.bool(0.4) ? 0 : Math.exp(0.5 + 1.8 * g);
    return rng.bool(0.5) ? 0 : Math.exp(-0.5 + 1.2 * g);
  });
  const top = Math.max(0, ...plan.filter((d) => anchorById.has(d.id)).map((d) => d.comments));
  const shares = capShares(apportion(Math.max(0, total - fixed), weights), weights, Math.floor(TOP_RUNNER_UP * top));
  plan.forEach((d, i) => {
    if (!anchorById.has(d.id)) d.comments = shares[i];
  });
}

/**
 * Keep every share at or under `cap` (the published most-commented docket stays on top at any
 * scale), handing what is cut to the uncapped buckets in proportion to their weights.
 */
function capShares(shares: number[], weights: readonly number[], cap: number): number[] {
  if (cap <= 0) return shares;
  const out = [...shares];
  for (let round = 0; round < 10; round++) {
    let excess = 0;
    out.forEach((n, i) => {
      if (n > cap) {
        excess += n - cap;
        out[i] = cap;
      }
    });
    if (excess === 0) break;
    const extra = apportion(
      excess,
      weights.map((w, i) => (out[i] < cap ? w : 0)),
    );
    out.forEach((_, i) => (out[i] += extra[i]));
  }
  return out;
}
