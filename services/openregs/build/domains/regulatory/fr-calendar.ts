// The Federal Register's publishing calendar: how many documents each year has, on which
// business days, and their document numbers. Documents that other tables point at (presidential
// documents, documents in dockets, the published examples) are reserved here before the Federal
// Register is generated, so their numbers are known up front and never collide.
import { apportion, type BuildContext, dayOf, dayOfDate, yearOfDay } from '../../../../../databases/build/kit/index.js';
import type { FrAgency, TopicKey } from '../../vocab/agencies.js';
import { businessDaysBetween } from './calendar.js';

export const FR_FIRST_YEAR = 1994;
/** Federal Register documents at scale 1. */
export const FR_BASE_COUNT = 993_703;

export type FrType = 'Rule' | 'Proposed Rule' | 'Notice' | 'Presidential Document' | 'Uncategorized Document';

/** A Federal Register document decided before the Federal Register itself is generated. */
export interface ReservedFr {
  number: string;
  day: number;
  type: FrType;
  title: string;
  /** Listed agencies, parent department first. */
  agencies: readonly FrAgency[];
  topic: TopicKey;
  /** Fixed abstract; undefined lets the generator write one. */
  abstract?: string | null;
  /** Fixed Regulation Identifier Number(s). */
  rin?: string;
}

export interface FrYear {
  year: number;
  /** Business days with publications, ascending, none after today. */
  days: number[];
  /** Documents in the year, reserved ones included. */
  total: number;
  /** Gap between consecutive sequence numbers (1 at full scale: real numbers are dense). */
  stride: number;
  /** Share of `E`-style numbers (E5-5178), used 2004–2009. */
  eShare: number;
  reserved: ReservedFr[];
}

/** Relative yearly volume: a little above 30k documents a year in the 1990s, ~26k lately. */
function yearWeight(year: number): number {
  if (year <= 2004) return 1;
  if (year <= 2012) return 0.93;
  return 0.85;
}

/** `YY-N` before 2010, `YYYY-N` from 2010, `E{Y}-N` for the E series. */
export function frNumber(year: number, sequence: number, eSeries = false): string {
  if (eSeries) return `E${year % 10}-${sequence}`;
  return year >= 2010 ? `${year}-${sequence}` : `${String(year % 100).padStart(2, '0')}-${sequence}`;
}

export class FrCalendar {
  readonly years: FrYear[] = [];
  readonly today: number;
  private readonly byYear = new Map<number, FrYear>();
  private readonly taken = new Set<string>();

  constructor(ctx: BuildContext) {
    this.today = dayOfDate(ctx.now);
    const lastYear = yearOfDay(this.today);
    const spans: { year: number; days: number[]; coverage: number }[] = [];
    for (let year = FR_FIRST_YEAR; year <= lastYear; year++) {
      const first = dayOf(year, 1, 1);
      const last = Math.min(dayOf(year, 12, 31), this.today);
      spans.push({ year, days: businessDaysBetween(first, last), coverage: (last - first + 1) / (dayOf(year + 1, 1, 1) - first) });
    }
    const totals = apportion(
      ctx.count(FR_BASE_COUNT),
      spans.map((s) => yearWeight(s.year) * s.coverage),
    );
    spans.forEach((span, i) => {
      const total = totals[i];
      const fy: FrYear = {
        year: span.year,
        days: span.days,
        total,
        reserved: [],
        stride: Math.max(1, Math.round(28_000 / Math.max(1, total))),
        eShare: span.year >= 2004 && span.year <= 2009 ? 0.35 : 0,
      };
      this.years.push(fy);
      this.byYear.set(span.year, fy);
    });
  }

  year(year: number): FrYear | undefined {
    return this.byYear.get(year);
  }

  isTaken(number: string): boolean {
    return this.taken.has(number);
  }

  /** Reserve a document; without a number, one is chosen near the day's place in the year. */
  reserve(doc: Omit<ReservedFr, 'number'> & { number?: string }): ReservedFr {
    const fy = this.byYear.get(yearOfDay(doc.day));
    if (!fy) throw new Error(`no Federal Register year for day ${doc.day}`);
    let number = doc.number;
    if (number === undefined) {
      const fraction = (doc.day - dayOf(fy.year, 1, 1)) / 366;
      let sequence = 1 + Math.floor(fraction * fy.total * (1 - fy.eShare) * fy.stride);
      while (this.taken.has(frNumber(fy.year, sequence))) sequence++;
      number = frNumber(fy.year, sequence);
    } else if (this.taken.has(number)) {
      throw new Error(`Federal Register number reserved twice: ${number}`);
    }
    this.taken.add(number);
    const reserved: ReservedFr = { ...doc, number };
    fy.reserved.push(reserved);
    return reserved;
  }
}
