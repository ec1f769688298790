// How long one of a page's extras (its count, a facet) may run inline: the facet time limit, within
// what is left of the page's budget. Zero once the budget is spent, and then the caller does not run
// it inline but in the background.
import type { Engine } from '../../engine.js';
import { timeLimit } from '../../config/settings.js';

/** What `byDeadline` answers when the deadline came first. */
export const LATE: unique symbol = Symbol('late');

/**
 * `work`'s answer, or LATE once `deadline` (performance.now()) has passed without one. A statement
 * can outrun its own time limit by one step SQLite does not interrupt (sorting a group-by's rows
 * before it counts them), so a page stops waiting at its budget's end whatever the statement does;
 * an answer or failure that comes later is dropped (the race has handled it).
 */
export function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - performance.now()), LATE);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function extrasTimeLeft(engine: Engine, deadline: number): number {
  const left = Math.max(0, Math.floor(deadline - performance.now()));
  const facet = timeLimit(engine.settings.facet_time_limit_ms);
  return facet === null ? left : Math.min(facet, left);
}
