// Load shedding: 429 when one client holds more than max_queries_per_client queries, 503 when the
// queue in front of the workers is full; both with Retry-After and the JSON envelope, and the
// server answers normally afterwards. The slow queries end at the time limit.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startFixtureServer, type Fetched, type FixtureServer } from '../support/server.js';

const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) as n from c';
const slowPath = `/fixtures.json?sql=${encodeURIComponent(SLOW)}`;

let perClient: FixtureServer;
let queueFull: FixtureServer;

beforeAll(async () => {
  perClient = await startFixtureServer({ settings: { num_sql_threads: 1, max_queries_per_client: 1, max_queued_queries: 10, sql_time_limit_ms: 2000 } });
  queueFull = await startFixtureServer({ settings: { num_sql_threads: 1, max_queued_queries: 1, max_queries_per_client: 10, sql_time_limit_ms: 2000 } });
});
afterAll(async () => {
  await perClient.close();
  await queueFull.close();
});

interface Threads { threads: Array<{ busy: boolean; sql?: string }>; num_queued: number }

/** Poll /-/threads.json (which never queues) until `ready` holds. */
async function until(server: FixtureServer, ready: (t: Threads) => boolean): Promise<void> {
  for (;;) {
    const t = (await client(server)('/-/threads.json')).json<Threads>();
    if (ready(t)) return;
  }
}
const slowRunning = (t: Threads): boolean => t.threads.some((th) => th.busy && th.sql === SLOW);

function expectShed(r: Fetched, status: 429 | 503, title: string): void {
  expect(r.status).toBe(status);
  expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(r.headers.get('access-control-allow-origin')).toBe('*');
  const body = r.json<Record<string, unknown>>();
  expect(Object.keys(body)).toEqual(['ok', 'error', 'status', 'title']);
  expect(body).toMatchObject({ ok: false, status, title });
  expect(body.error).toEqual(expect.any(String));
}

/** GET from a given loopback source address: a different client as far as the server knows. */
function getFrom(localAddress: string, url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    request(url, { localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    }).on('error', reject).end();
  });
}

describe('per-client limit', () => {
  it('a second query from a client already holding its limit gets 429; another client is still served', async () => {
    const get = client(perClient);
    const slow = get(slowPath);
    await until(perClient, slowRunning);
    expectShed(await get('/fixtures/facet_cities.json'), 429, 'Too Many Requests');
    expectShed(await get('/fixtures.json?sql=select+1'), 429, 'Too Many Requests');
    // 127.0.0.2 is another client: it waits for the worker instead of being refused.
    const other = await getFrom('127.0.0.2', `${perClient.url}/fixtures.json?sql=select+2+as+two`);
    expect(other.status).toBe(200);
    expect(JSON.parse(other.text)).toMatchObject({ rows: [[2]] });
    const slowResponse = await slow;
    expect(slowResponse.status).toBe(400);
    expect(slowResponse.json()).toMatchObject({ title: 'SQL Interrupted' });
  }, 30_000);

  it('once the query is over the client is served again', async () => {
    const r = await client(perClient)('/fixtures/facet_cities.json');
    expect(r.status).toBe(200);
  });
});

describe('queue limit', () => {
  it('with the worker busy and the queue full, a new query gets 503; queued work still completes', async () => {
    const get = client(queueFull);
    const running = get(slowPath);
    await until(queueFull, slowRunning);
    const queued = get(slowPath);
    await until(queueFull, (t) => t.num_queued === 1);
    expectShed(await get('/fixtures/facet_cities.json'), 503, 'Service Unavailable');
    for (const r of [await running, await queued]) {
      expect(r.status).toBe(400);
      expect(r.json()).toMatchObject({ title: 'SQL Interrupted' });
    }
    const after = await get('/fixtures/facet_cities.json?_size=1');
    expect(after.status).toBe(200);
    expect(after.json()).toMatchObject({ rows: [[1, 'San Francisco']] });
  }, 30_000);

  it('introspection never queues', async () => {
    const get = client(queueFull);
    const running = get(slowPath);
    await until(queueFull, slowRunning);
    for (const path of ['/-/threads.json', '/-/settings.json', '/-/versions.json', '/-/metadata.json']) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await running).status).toBe(400);
  }, 30_000);
});
