// The HTTP side of OpenRegs' /api: CORS on every answer, HEAD and OPTIONS, the index and its
// examples, and the engine's limits (time limit, per-client shedding with Retry-After). The 404 and
// 405 envelopes every service shares are checked in openapi-suite.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../engine/server.js';
import { repoRoot } from '../../databases/build/paths.js';
import { mount as openregsApi } from '../../services/openregs/api/index.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { ApiClient, type ErrorBody } from './api-client.js';
import { expectError, useApiFixture } from './fixture.js';
import { until } from '../support/cli.js';

const f = useApiFixture();

describe('CORS, HEAD and OPTIONS', () => {
  it('sends Access-Control-Allow-Origin: * with successes and errors alike', async () => {
    for (const path of [
      '/api/search/members?q=pelosi',
      '/api/search/members?q=x&limit=500',
      '/api/member/Z999999',
      '/api/nope',
      '/api/openapi.json',
    ]) {
      const { headers } = await f.api.get(path);
      expect(headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const { status, headers, body } = await f.api.get('/api/search/members?q=pelosi', { method: 'HEAD' });
    expect(status).toBe(200);
    expect(body).toBe('');
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${f.server.url}/api/search/members`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('GET /api/', () => {
  interface Index {
    openapi: string;
    questions: string;
    routes: Array<{ path: string; example: string; parameters: string[] }>;
  }

  it('lists every route of the OpenAPI document', async () => {
    const { status, body } = await f.api.get<Index>('/api/');
    expect(status).toBe(200);
    expect(body.openapi).toBe('/api/openapi.json');
    expect(body.questions).toBe('/api/questions.json');
    expect(body.routes.map((r) => r.path)).toEqual(Object.keys(f.api.document.paths as object));
  });

  it('redirects /api to /api/', async () => {
    const response = await fetch(`${f.server.url}/api`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/');
  });

  it('gives an example for each route that answers 200', async () => {
    const { body } = await f.api.get<Index>('/api/');
    for (const route of body.routes) {
      const { status } = await f.api.get(route.example);
      expect(status, route.example).toBe(200);
    }
  });
});

describe("the engine's limits", () => {
  let strict: RunningServer;
  let api: ApiClient;
  // Counting to a billion takes far longer than the 1 s limit below.
  const slow = `/api/sql?${new URLSearchParams({ sql: 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) from c' })}`;

  beforeAll(async () => {
    const paths = demoDatabasePaths();
    strict = await startServer(
      {
        files: [
          { path: paths.openregs, immutable: true },
          { path: paths.open_comments, immutable: true },
        ],
        metadataPath: join(repoRoot(), 'services', 'openregs', 'metadata.yaml'),
        queriesDir: join(repoRoot(), 'services', 'openregs', 'queries'),
        // Clients are told apart by the address the (trusted) proxy forwards; with two active, each
        // may hold max(1, 2 / 2) requests.
        settings: { sql_time_limit_ms: 1000, max_queries_per_client: 1, max_queued_queries: 2, trusted_proxies: '127.0.0.1' },
      },
      '127.0.0.1',
      0,
      [openregsApi],
    );
    api = await ApiClient.connect(strict.url);
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('stops SQL at the time limit with a 400 naming sql', async () => {
    await expectError(api, slow, 400, 'sql', 'time_limit');
  });

  it("while another client's request runs, sheds a client's request beyond its share with 429 and Retry-After", async () => {
    const as = (address: string): RequestInit => ({ headers: { 'x-forwarded-for': address } });
    const other = api.get<ErrorBody>(slow, as('198.51.100.40'));
    await until("the other client's query to run", async () => {
      const threads = (await (await fetch(`${strict.url}/-/threads.json`)).json()) as { threads: Array<{ busy: boolean }> };
      return threads.threads.some((t) => t.busy);
    });
    const answers = await Promise.all([api.get<ErrorBody>(slow, as('198.51.100.41')), api.get<ErrorBody>(slow, as('198.51.100.41'))]);
    const shed = answers.filter((a) => a.status === 429);
    expect(shed.length).toBe(1);
    expect(Number(shed[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(shed[0].body.rule).toBe('overloaded');
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.rule)).toEqual(['time_limit']);
    expect((await other).status).toBe(400);
  });
});
