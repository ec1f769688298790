// The in-memory docket plan shared by the dockets, documents and comments generators. One small
// record per docket (tens of thousands at full scale); documents and comments are streamed from it.
import type { FrAgency, TopicKey } from '../../vocab/agencies.js';

export type KeyDocumentType = 'Rule' | 'Proposed Rule' | 'Notice';

export interface CommentPeriod {
  /** Opening instant (Regulations.gov timestamp). */
  start: string;
  /** Closing instant in UTC, `YYYY-MM-DDTHH:MM:SSZ`; comment_end_date is its first 10 chars. */
  end: string;
}

/** A docket document decided at plan time: the ones with Federal Register counterparts. */
export interface KeyDocument {
  type: KeyDocumentType;
  day: number;
  title: string;
  period: CommentPeriod | null;
  /** The FR document number as Regulations.gov recorded it: exact, zero-padded, odd dash, or null. */
  frDocNum: string | null;
  withdrawn: boolean;
}

export interface DocketPlan {
  id: string;
  /** Regulations.gov agency code. */
  agency: string;
  frAgency: FrAgency;
  topic: TopicKey;
  /** Null for stub dockets (referenced by documents/comments, missing from the docket feed). */
  title: string | null;
  docketType: 'Rulemaking' | 'Nonrulemaking' | null;
  startDay: number;
  keyDocs: KeyDocument[];
  /** Further documents (supporting material, notices without FR links, ...). */
  extraDocs: number;
  comments: number;
  /** Sequence number of the docket's first document (documents first, then comments). */
  firstDocNumber: number;
}

/** `{docket}-{NNNN}` */
export function childId(docketId: string, sequence: number): string {
  return `${docketId}-${String(sequence).padStart(4, '0')}`;
}
