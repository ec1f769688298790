// Load shedding and fairness between clients: a lone client is never refused for concurrency; 429
// when another client waits and this one holds its share of requests (max_queries_per_client, or
// the waiting room split among active clients), 503 when the server holds as many requests as it
// may or a query cannot start before its deadline (both with Retry-After and the JSON envelope); one
// client never holds every worker, so another client's query runs at once; and the server answers
// normally afterwards.
// Slow queries lower their own limit with _timelimit, so which one ends first never depends on timing.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startFixtureServer, type Fetched, type FixtureServer } from '../support/server.js';
import { until } from '../support/cli.js';
import { getFrom } from '../support/http-from.js';

const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) as n from c';
const slowPath = (limitMs: number): string => `/fixtures.json?sql=${encodeURIComponent(SLOW)}&_timelimit=${limitMs}`;

let perClient: FixtureServer;
let queueFull: FixtureServer;
let fair: FixtureServer;
let proxied: FixtureServer;

beforeAll(async () => {
  perClient = await startFixtureServer({
    // A lone client may hold 3 requests; with another client active, each holds max(1, 3 / 2).
    settings: { num_sql_threads: 1, max_queries_per_client: 1, max_queued_queries: 3, sql_time_limit_ms: 5000 },
  });
  // Three requests at most: one waiting, and one for each worker (regular and fast lane).
  queueFull = await startFixtureServer({
    settings: { num_sql_threads: 1, max_queued_queries: 1, max_queries_per_client: 10, sql_time_limit_ms: 5000 },
  });
  fair = await startFixtureServer({ settings: { num_sql_threads: 2, max_queries_per_client: 10, sql_time_limit_ms: 5000 } });
  proxied = await startFixtureServer({
    settings: {
      num_sql_threads: 2,
      max_queries_per_client: 1,
      max_queued_queries: 2,
      sql_time_limit_ms: 5000,
      trusted_proxies: '10.0.0.0/8, 127.0.0.1',
    },
  });
});
afterAll(async () => {
  await perClient.close();
  await queueFull.close();
  await fair.close();
  await proxied.close();
});

interface Threads {
  threads: Array<{ busy: boolean; sql?: string }>;
  num_queued: number;
}

/** Poll /-/threads.json (which never queues) until `ready` holds, for at most 20 s. */
async function untilThreads(server: FixtureServer, what: string, ready: (t: Threads) => boolean): Promise<void> {
  await until(what, async () => ready((await client(server)('/-/threads.json')).json<Threads>()), 20_000);
}
const slowRunning =
  (n: number) =>
  (t: Threads): boolean =>
    t.threads.filter((th) => th.busy && th.sql === SLOW).length === n;

/** The three ways a query is refused before it runs, as the engine answers them. */
const SHED = {
  clientLimit: {
    status: 429,
    title: 'Too Many Requests',
    retryAfter: '1',
    error: 'Too many requests at once from this client while others wait (its share now: 1); retry shortly',
  },
  queueFull: {
    status: 503,
    title: 'Service Unavailable',
    retryAfter: '2',
    error: 'The server is busy: every SQL worker is occupied and the queue is full; retry shortly',
  },
  notStarted: {
    status: 503,
    title: 'Service Unavailable',
    retryAfter: '2',
    error: 'The server could not start this query within the time limit: every SQL worker it may use was busy; retry shortly',
  },
} as const;

function expectShed(r: Fetched, shed: (typeof SHED)[keyof typeof SHED]): void {
  expect(r.status).toBe(shed.status);
  expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(r.headers.get('retry-after')).toBe(shed.retryAfter);
  expect(r.headers.get('access-control-allow-origin')).toBe('*');
  const body = r.json<Record<string, unknown>>();
  expect(Object.keys(body)).toEqual(['ok', 'error', 'status', 'title']);
  expect(body).toEqual({ ok: false, error: shed.error, status: shed.status, title: shed.title });
}

function expectInterrupted(r: Fetched): void {
  expect(r.status).toBe(400);
  expect(r.json()).toMatchObject({ title: 'SQL Interrupted' });
}

describe('per-client limit', () => {
  it('a lone client is never refused for concurrency: its requests beyond the limit wait their turn', async () => {
    const get = client(perClient);
    const slow = get(slowPath(500));
    await untilThreads(perClient, 'the slow query to run', slowRunning(1));
    const more = await Promise.all([get('/fixtures/facet_cities.json?_size=1'), get('/fixtures.json?sql=select+1+as+one')]);
    expect(more.map((r) => r.status)).toEqual([200, 200]);
    expect(more[1].json()).toMatchObject({ rows: [[1]] });
    expectInterrupted(await slow);
  }, 30_000);

  it('while another client waits, a client holding its share gets 429; the other is served', async () => {
    const get = client(perClient);
    const slow = get(slowPath(500));
    await untilThreads(perClient, 'the slow query to run', slowRunning(1));
    // 127.0.0.2 is another client: it waits for the worker instead of being refused.
    const other = getFrom('127.0.0.2', `${perClient.url}/fixtures.json?sql=select+2+as+two`);
    await untilThreads(perClient, "the other client's query to wait", (t) => t.num_queued === 1);
    expectShed(await get('/fixtures/facet_cities.json'), SHED.clientLimit);
    expectShed(await get('/fixtures.json?sql=select+1'), SHED.clientLimit);
    const served = await other;
    expect(served.status).toBe(200);
    expect(JSON.parse(served.text)).toMatchObject({ rows: [[2]] });
    expectInterrupted(await slow);
  }, 30_000);

  it('once the query is over the client is served again', async () => {
    const r = await client(perClient)('/fixtures/facet_cities.json');
    expect(r.status).toBe(200);
  });
});

describe('queue limit', () => {
  it('with the worker busy and the waiting room full, a new request from anyone gets 503; queued work still completes', async () => {
    const get = client(queueFull);
    const running = get(slowPath(500));
    await untilThreads(queueFull, 'the slow query to run', slowRunning(1));
    const queued = [
      getFrom('127.0.0.2', `${queueFull.url}/fixtures.json?sql=select+3+as+three`),
      getFrom('127.0.0.3', `${queueFull.url}/fixtures.json?sql=select+5+as+five`),
    ];
    await untilThreads(queueFull, 'two queries to wait', (t) => t.num_queued === 2);
    expectShed(await get('/fixtures/facet_cities.json'), SHED.queueFull);
    expect((await getFrom('127.0.0.4', `${queueFull.url}/fixtures.json?sql=select+6`)).status).toBe(503);
    expectInterrupted(await running);
    const waited = await Promise.all(queued);
    expect(waited.map((w) => w.status)).toEqual([200, 200]);
    expect(waited.map((w) => JSON.parse(w.text) as unknown)).toMatchObject([{ rows: [[3]] }, { rows: [[5]] }]);
    const after = await get('/fixtures/facet_cities.json?_size=1');
    expect(after.status).toBe(200);
    expect(after.json()).toMatchObject({ rows: [[1, 'San Francisco']] });
  }, 30_000);

  it('introspection never queues', async () => {
    const get = client(queueFull);
    const running = get(slowPath(500));
    await untilThreads(queueFull, 'the slow query to run', slowRunning(1));
    for (const path of ['/-/threads.json', '/-/settings.json', '/-/versions.json', '/-/metadata.json']) {
      expect((await get(path)).status, path).toBe(200);
    }
    expectInterrupted(await running);
  }, 30_000);
});

describe('fairness between clients', () => {
  it('one client never holds every worker; its query that cannot start in time is answered at its deadline', async () => {
    const get = client(fair);
    const first = get(slowPath(3000));
    const second = get(slowPath(1000));
    await untilThreads(fair, 'the first slow query to run and the second to wait', (t) => slowRunning(1)(t) && t.num_queued === 1);
    // The free worker is not the first client's to take: another client's query runs at once.
    const other = await getFrom('127.0.0.2', `${fair.url}/fixtures.json?sql=select+4+as+four`);
    expect(other.status).toBe(200);
    expect(JSON.parse(other.text)).toMatchObject({ rows: [[4]] });
    const late = await second;
    expectShed(late, SHED.notStarted);
    expectInterrupted(await first);
  }, 30_000);
});

describe('behind a trusted proxy', () => {
  it('the forwarded address is the client; from an untrusted address the header is ignored', async () => {
    const from = (forwarded: string) => ({ headers: { 'X-Forwarded-For': forwarded } });
    const get = client(proxied);
    const slow = [get(slowPath(500), from('203.0.113.7')), get(slowPath(500), from('203.0.113.8'))];
    await untilThreads(proxied, 'both slow queries to run', slowRunning(2));
    // Same forwarded client, while another is active: at its share. Another forwarded client: served.
    expectShed(await get('/fixtures.json?sql=select+1', from('198.51.100.1, 203.0.113.7')), SHED.clientLimit);
    expect((await get('/fixtures.json?sql=select+1', from('203.0.113.9'))).status).toBe(200);
    // 127.0.0.2 is not a trusted proxy: its header does not make it another client, nor the same one.
    const untrusted = await new Promise<number>((resolve, reject) => {
      request(
        `${proxied.url}/fixtures.json?sql=select+1`,
        { localAddress: '127.0.0.2', headers: { 'X-Forwarded-For': '203.0.113.7' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(untrusted).toBe(200);
    for (const r of await Promise.all(slow)) expectInterrupted(r);
  }, 30_000);
});
