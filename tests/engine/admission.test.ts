// Busy but fair: a lone client is queued and served at any concurrency up to max_queued_queries,
// however many queries each of its pages runs (the per-client limit counts requests, not the
// queries inside one); a newcomer's lookup still finds a worker while another client has a deep
// queue. Refusals under contention are in shedding.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startFixtureServer, type FixtureServer } from '../support/server.js';
import { until } from '../support/cli.js';
import { getFrom } from '../support/http-from.js';

const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) as n from c';
// Rows, a count, three facets and suggestions: several queries for one request.
const FACETED = '/fixtures/facetable.json?_facet=state&_facet=_city_id&_facet=on_earth';

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer({
    settings: { num_sql_threads: 2, fast_lane_threads: 0, max_queries_per_client: 1, max_queued_queries: 12, sql_time_limit_ms: 5000 },
  });
});
afterAll(() => server?.close());

interface Threads {
  threads: Array<{ busy: boolean; sql?: string }>;
  num_queued: number;
}
const threads = async (): Promise<Threads> => (await client(server)('/-/threads.json')).json<Threads>();

describe('a lone client', () => {
  it('is served twelve faceted pages at once with a limit of one request', async () => {
    const get = client(server);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => get(`${FACETED}&_size=${i + 1}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    for (const a of answers) expect(a.json<{ facet_results: Record<string, unknown> }>().facet_results).toHaveProperty('state');
  });
});

describe('a newcomer beside a deep queue', () => {
  it("has its lookup answered while the other client's requests wait, and theirs are all served after", async () => {
    const get = client(server);
    const settled: string[] = [];
    // One slow statement runs on the one regular worker this client may hold; five more wait behind it.
    const slow = get(`/fixtures.json?sql=${encodeURIComponent(SLOW)}&_timelimit=1500`).finally(() => settled.push('slow'));
    await until('the slow query to run', async () => (await threads()).threads.some((t) => t.busy && t.sql === SLOW), 20_000);
    const queued = Array.from({ length: 5 }, (_, i) =>
      get(`/fixtures.json?sql=select+${i}+as+n`).finally(() => settled.push(`queued ${i}`)),
    );
    await until('five queries to wait', async () => (await threads()).num_queued === 5, 20_000);
    const newcomer = await getFrom('127.0.0.2', `${server.url}/fixtures.json?sql=select+42+as+answer`);
    expect(newcomer.status).toBe(200);
    expect(JSON.parse(newcomer.text)).toMatchObject({ rows: [[42]] });
    expect(settled).toEqual([]);
    const waited = await Promise.all(queued);
    expect(waited.map((w) => w.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await slow).status).toBe(400);
  }, 30_000);
});
