// One request's several queries (a configured page's sections, the search box's kinds) side by
// side, a few at a time: enough to keep every SQL worker busy, not so many that one page's queries
// fill the queue ahead of everyone else's.
import type { Settings } from '../config/settings.js';

/** How many of one request's queries may wait or run in the pool at once. */
export function requestWidth(settings: Pick<Settings, 'num_sql_threads'>): number {
  return 2 * Math.max(1, settings.num_sql_threads);
}

/**
 * `run` over every item, at most `width` at once; results in the items' order. The first failure
 * starts no more items and is thrown once those running have settled, so an answer never leaves
 * queries of its own behind in the pool.
 */
export async function sideBySide<I, T>(items: readonly I[], width: number, run: (item: I) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async (): Promise<void> => {
    while (next < items.length && !failure) {
      const i = next++;
      try {
        results[i] = await run(items[i]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, width), items.length) }, lane));
  if (failure) throw failure.error;
  return results;
}
