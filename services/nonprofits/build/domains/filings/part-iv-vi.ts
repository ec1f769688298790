// Form 990 Part VI (governance) and Part IV (checklist) answers. Part IV agrees with the filing's
// detail lines: Schedule I ⇔ grants to organisations, Schedule R ⇔ related entities, officer pay
// above $150K ⇒ Schedule J. A few answers are missing (NULL, never 0).
import type { Rng } from '../../../../../databases/build/kit/index.js';

type Answer = number | null;

function yes(rng: Rng, p: number, missing = 0.02): Answer {
  if (rng.next() < missing) return null;
  return rng.next() < p ? 1 : 0;
}

export function governanceRow(rng: Rng): Answer[] {
  const voting = rng.next() < 0.001 ? rng.int(1_000, 6_000) : rng.int(3, 30);
  return [
    yes(rng, 0.85),
    yes(rng, 0.8),
    yes(rng, 0.78),
    yes(rng, 0.7),
    yes(rng, 0.72),
    yes(rng, 0.65),
    yes(rng, 0.55),
    yes(rng, 0.12),
    yes(rng, 0.003),
    yes(rng, 0.75),
    voting,
    Math.max(0, voting - rng.int(0, 4)),
    yes(rng, 0.02),
    yes(rng, 0.97),
  ];
}

export interface ChecklistFacts {
  scheduleI: boolean;
  related: boolean;
  contractors: boolean;
  highPay: boolean;
  sponsor: boolean;
}

export function checklistRow(rng: Rng, facts: ChecklistFacts): Answer[] {
  const b = (v: boolean): Answer => (v ? 1 : 0);
  const row: Answer[] = [
    yes(rng, 0.88),
    yes(rng, 0.6),
    yes(rng, 0.01),
    yes(rng, 0.06),
    yes(rng, 0.01),
    b(facts.sponsor) ?? yes(rng, 0.02),
    yes(rng, 0.01),
    yes(rng, 0.03),
    yes(rng, 0.005),
    yes(rng, 0.15),
    yes(rng, 0.55),
    yes(rng, 0.12),
    yes(rng, 0.02),
    yes(rng, 0.1),
    yes(rng, 0.3),
    yes(rng, 0.1),
    yes(rng, 0.45),
    yes(rng, 0.05),
    yes(rng, 0.04),
    yes(rng, 0.01),
    yes(rng, 0.05),
    yes(rng, 0.03),
    yes(rng, 0.01),
    yes(rng, 0.05),
    yes(rng, 0.15),
    yes(rng, 0.05),
    yes(rng, 0.01),
    // 28 onwards
    yes(rng, 0.45),
    b(facts.scheduleI),
    yes(rng, 0.06),
    b(facts.highPay),
    yes(rng, 0.03),
    yes(rng, 0.01),
    yes(rng, 0.005),
    yes(rng, 0.003),
    yes(rng, 0.002),
    yes(rng, 0.002),
    yes(rng, 0.04),
    yes(rng, 0.01),
    yes(rng, 0.03),
    yes(rng, 0.03),
    yes(rng, 0.03),
    yes(rng, 0.08),
    yes(rng, 0.005),
    yes(rng, 0.003),
    yes(rng, 0.002),
    yes(rng, 0.05),
    b(facts.related),
    b(facts.related),
    yes(rng, 0.05),
    yes(rng, 0.01),
    yes(rng, 0.02),
    yes(rng, 0.95),
  ];
  if (row.length !== 53) throw new Error(`checklist: ${row.length} answers`);
  void facts.contractors;
  return row;
}
