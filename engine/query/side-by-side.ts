// One request's several queries (a configured page's sections, the search box's kinds) side by
// side, but never more at once than the client may hold in the pool (max_queries_per_client):
// otherwise a page with many sections would be refused by its own queries. A little room is left
// for the same client's other requests (a browser fetching a page and its twin).
import type { Settings } from '../config/settings.js';

/** How many of one request's queries may wait or run in the pool at once. */
export function requestWidth(settings: Pick<Settings, 'num_sql_threads' | 'max_queries_per_client'>): number {
  return Math.max(1, Math.min(2 * Math.max(1, settings.num_sql_threads), settings.max_queries_per_client - 2));
}

/** `run` over every item, at most `width` at once; results in the items' order. */
export async function sideBySide<I, T>(items: readonly I[], width: number, run: (item: I) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, width), items.length) }, lane));
  return results;
}
