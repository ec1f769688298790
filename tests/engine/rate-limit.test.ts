// The per-client request quota (rate_limit_per_minute): a burst of N, then 429 with Retry-After in
// the format of the path asked for, the IETF RateLimit fields on every answer, counted in the
// metrics, never applied to liveness and readiness probes, and off by default.
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from '../../engine/config/service.js';
import { RequestQuota } from '../../engine/ops/quota.js';
import { serviceEngine } from '../../engine/service.js';
import { startServer, type RunningServer } from '../../engine/server.js';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';

describe('RequestQuota', () => {
  it('allows a burst of N, then refills at N a minute', () => {
    let now = 0;
    const quota = new RequestQuota(6, () => now);
    const taken = Array.from({ length: 7 }, () => quota.take('a'));
    expect(taken.map((d) => d.allowed)).toEqual([true, true, true, true, true, true, false]);
    expect(taken.map((d) => d.remaining)).toEqual([5, 4, 3, 2, 1, 0, 0]);
    // One request's worth comes back every 10 s.
    expect(taken[6].retryAfterSeconds).toBe(10);
    expect(quota.take('b').allowed).toBe(true);
    now = 9.9;
    expect(quota.take('a').allowed).toBe(false);
    now = 10;
    expect(quota.take('a')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 60 });
    now = 1000;
    expect(quota.take('a')).toMatchObject({ allowed: true, remaining: 5, resetSeconds: 10 });
    expect(quota.headers(quota.take('a'))).toEqual({ 'RateLimit-Policy': '"per-client";q=6;w=60', RateLimit: '"per-client";r=4;t=20' });
  });

  it('is off at 0', () => {
    expect(new RequestQuota(0).enabled).toBe(false);
  });
});

async function serve(settings: Array<[string, string]>): Promise<RunningServer> {
  const dataDir = dirname(demoDatabasePaths().openregs);
  const config = loadServiceConfig(join(repoRoot(), 'services', 'openregs', 'service.yaml'), { dataDir, defaultDataDir: dataDir });
  const { options, mounts } = await serviceEngine(config, { settings });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  await server.engine.ready;
  return server;
}

describe('a server with rate_limit_per_minute', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The loopback address is a trusted proxy, so X-Forwarded-For names each test client.
    server = await serve([
      ['rate_limit_per_minute', '3'],
      ['trusted_proxies', '127.0.0.1'],
      ['response_cache_mb', '0'],
    ]);
  });
  afterAll(() => server?.close());

  const get = (path: string, client: string): Promise<Response> => fetch(server.url + path, { headers: { 'X-Forwarded-For': client } });

  it('answers a burst, then 429 with Retry-After and the RateLimit fields, in JSON, /api and HTML form', async () => {
    const burst = [];
    for (let i = 0; i < 3; i++) burst.push(await get('/openregs.json?sql=select+1', '192.0.2.1'));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200]);
    // Remaining requests are exact; seconds to reset depend on the time between requests (at most 60).
    expect(burst.map((r) => /^"per-client";r=(\d);t=(\d+)$/.exec(r.headers.get('ratelimit') ?? '')?.[1])).toEqual(['2', '1', '0']);
    for (const r of burst) expect(Number(/t=(\d+)/.exec(r.headers.get('ratelimit')!)![1])).toBeLessThanOrEqual(60);
    expect(burst[0].headers.get('ratelimit-policy')).toBe('"per-client";q=3;w=60');

    const json = await get('/openregs.json?sql=select+1', '192.0.2.1');
    expect(json.status).toBe(429);
    const retryAfter = Number(json.headers.get('retry-after'));
    expect(retryAfter >= 1 && retryAfter <= 20, String(retryAfter)).toBe(true);
    expect(json.headers.get('ratelimit')).toMatch(/^"per-client";r=0;t=\d+$/);
    expect(json.headers.get('access-control-allow-origin')).toBe('*');
    expect(await json.json()).toMatchObject({ ok: false, status: 429, title: 'Too Many Requests' });

    const api = await get('/api/sql?sql=select+1', '192.0.2.1');
    expect(api.status).toBe(429);
    expect(await api.json()).toMatchObject({ ok: false, status: 429, rule: 'rate_limited', route: null });

    const html = await get('/openregs', '192.0.2.1');
    expect(html.status).toBe(429);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('over its quota of 3 requests a minute');
  });

  it('never limits liveness and readiness probes, and counts each client on its own', async () => {
    for (let i = 0; i < 5; i++) {
      const health = await get('/-/health', '192.0.2.2');
      const ready = await get('/-/ready', '192.0.2.2');
      expect([health.status, ready.status]).toEqual([200, 200]);
      expect(health.headers.get('ratelimit')).toBeNull();
    }
    expect((await get('/openregs.json?sql=select+1', '192.0.2.2')).status).toBe(200);
    expect((await get('/openregs.json?sql=select+1', '192.0.2.3')).status).toBe(200);
  });

  it('counts refusals in /-/metrics', async () => {
    const metrics = await (await get('/-/metrics', '192.0.2.4')).text();
    expect(metrics).toMatch(/^requests_shed_total\{reason="rate_limited"\} 3$/m);
  });
});

describe('a server without rate_limit_per_minute', () => {
  it('sends no RateLimit fields and never refuses for quota', async () => {
    const server = await serve([['response_cache_mb', '0']]);
    try {
      for (let i = 0; i < 5; i++) {
        const r = await fetch(`${server.url}/openregs.json?sql=select+1`);
        expect(r.status).toBe(200);
        expect(r.headers.get('ratelimit-policy')).toBeNull();
      }
    } finally {
      await server.close();
    }
  });
});
