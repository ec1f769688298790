// Roll-call vocabulary: questions put to a vote, the kind of vote, and how results read.
export type VoteKind = 'passage' | 'suspension' | 'amendment' | 'procedural' | 'cloture' | 'nomination' | 'resolution';

export interface VoteQuestion {
  question: string;
  kind: VoteKind;
  /** Relative frequency within its chamber. */
  weight: number;
  /** Whether the vote is about a bill (so bill_id is set). */
  onBill: boolean;
}

export const HOUSE_QUESTIONS: readonly VoteQuestion[] = [
  { question: 'On Passage', kind: 'passage', weight: 14, onBill: true },
  { question: 'On Motion to Suspend the Rules and Pass', kind: 'suspension', weight: 22, onBill: true },
  { question: 'On Motion to Suspend the Rules and Pass, as Amended', kind: 'suspension', weight: 8, onBill: true },
  { question: 'On Agreeing to the Amendment', kind: 'amendment', weight: 20, onBill: true },
  { question: 'On Motion to Recommit', kind: 'procedural', weight: 6, onBill: true },
  { question: 'On Ordering the Previous Question', kind: 'procedural', weight: 8, onBill: true },
  { question: 'On Agreeing to the Resolution', kind: 'resolution', weight: 10, onBill: true },
  { question: 'On Approving the Journal', kind: 'procedural', weight: 4, onBill: false },
  { question: 'On Motion to Table', kind: 'procedural', weight: 3, onBill: false },
  { question: 'On Motion to Adjourn', kind: 'procedural', weight: 2, onBill: false },
];

export const SENATE_QUESTIONS: readonly VoteQuestion[] = [
  { question: 'On the Cloture Motion', kind: 'cloture', weight: 24, onBill: false },
  { question: 'On the Nomination', kind: 'nomination', weight: 26, onBill: false },
  { question: 'On Passage of the Bill', kind: 'passage', weight: 8, onBill: true },
  { question: 'On the Amendment', kind: 'amendment', weight: 16, onBill: true },
  { question: 'On the Motion to Table', kind: 'procedural', weight: 6, onBill: true },
  { question: 'On the Motion to Proceed', kind: 'procedural', weight: 6, onBill: true },
  { question: 'On the Joint Resolution', kind: 'passage', weight: 4, onBill: true },
  { question: 'On the Resolution', kind: 'resolution', weight: 4, onBill: true },
  { question: 'On the Conference Report', kind: 'passage', weight: 2, onBill: true },
  { question: 'On the Motion (Motion to Waive All Applicable Budgetary Discipline)', kind: 'procedural', weight: 4, onBill: true },
];

/** [result if it carries, result if it fails] per kind. */
export const RESULTS: Readonly<Record<VoteKind, readonly [string, string]>> = {
  passage: ['Passed', 'Failed'],
  suspension: ['Passed', 'Failed'],
  amendment: ['Agreed to', 'Failed'],
  procedural: ['Agreed to', 'Rejected'],
  cloture: ['Cloture Motion Agreed to', 'Cloture Motion Rejected'],
  nomination: ['Nomination Confirmed', 'Nomination Rejected'],
  resolution: ['Agreed to', 'Rejected'],
};
