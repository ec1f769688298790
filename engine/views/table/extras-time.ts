// How long one of a page's extras (its count, a facet) may run inline: the facet time limit, within
// what is left of the page's budget. Zero once the budget is spent, and then the caller does not run
// it: a time limit of zero means none to the pool, so a query started then would run unbounded.
import type { Engine } from '../../engine.js';

export function extrasTimeLeft(engine: Engine, deadline: number): number {
  return Math.max(0, Math.min(engine.settings.facet_time_limit_ms, Math.floor(deadline - performance.now())));
}
