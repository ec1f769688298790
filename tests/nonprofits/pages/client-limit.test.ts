// A page runs its queries side by side, each counted against the client's limit of queries at once
// (max_queries_per_client, 8 by default): every 990 entity page stays within it, so a visitor never
// meets "too many concurrent queries" on a page of their own. (The other page tests lift the limit.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../engine/index.js';
import { DEFAULT_SETTINGS } from '../../../engine/config/settings.js';
import { startNonprofitsServer } from '../api/server.js';

let server: RunningServer;
beforeAll(async () => {
  ({ server } = await startNonprofitsServer([['max_queries_per_client', String(DEFAULT_SETTINGS.max_queries_per_client)]]));
});
afterAll(() => server?.close());

describe('the default limit of queries at once per client', () => {
  const get = async (path: string): Promise<Response> => {
    const response = await fetch(server.url + path);
    expect(response.status, `${path}: ${(await response.clone().text()).slice(0, 300)}`).toBe(200);
    return response;
  };

  it('is the one the pages are held to', () => expect(DEFAULT_SETTINGS.max_queries_per_client).toBe(8));

  it('leaves room for every page', async () => {
    const org = (await (await get('/org/530196605.json')).json()) as { queries: { filings: { rows: { object_id: string }[] } } };
    await get('/org/530196605');
    await get('/org/990000001');
    await get(`/filing/${org.queries.filings.rows[0].object_id}`);
    await get('/person?name=JOHN%20SMITH');
  });
});
