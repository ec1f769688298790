// How long one of a page's extras (its count, a facet) may run inline: the facet time limit, within
// what is left of the page's budget. Zero once the budget is spent, and then the caller does not run
// it inline but in the background.
import type { Engine } from '../../engine.js';
import { timeLimit } from '../../config/settings.js';

export function extrasTimeLeft(engine: Engine, deadline: number): number {
  const left = Math.max(0, Math.floor(deadline - performance.now()));
  const facet = timeLimit(engine.settings.facet_time_limit_ms);
  return facet === null ? left : Math.min(facet, left);
}
