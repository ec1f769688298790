// With the default limits, one visitor opening every kind of 990 entity page and its twin at once
// (many more requests than max_queries_per_client, each page running several queries) is served
// them all: the limit counts requests, and a lone client is never refused for concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../engine/index.js';
import { DEFAULT_SETTINGS } from '../../../engine/config/settings.js';
import { startNonprofitsServer } from '../api/server.js';

let server: RunningServer;
beforeAll(async () => {
  ({ server } = await startNonprofitsServer());
});
afterAll(() => server?.close());

describe('the default per-client limit', () => {
  it('never refuses a lone visitor opening many pages at once', async () => {
    const org = (await (await fetch(`${server.url}/org/530196605.json`)).json()) as {
      queries: { filings: { rows: { object_id: string }[] } };
    };
    const paths = [
      '/org/530196605',
      '/org/990000001',
      `/filing/${org.queries.filings.rows[0].object_id}`,
      '/person?name=JOHN%20SMITH',
      '/search?q=hospital',
    ].flatMap((p) => [p, p.replace(/(\?|$)/, '.json$1')]);
    expect(paths.length).toBeGreaterThan(DEFAULT_SETTINGS.max_queries_per_client);
    const answers = await Promise.all(paths.map(async (p) => [p, (await fetch(server.url + p)).status] as const));
    expect(answers).toEqual(paths.map((p) => [p, 200]));
  });
});
