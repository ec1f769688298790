// CORS headers on every kind of response: success, error, redirect, introspection, HEAD, and
// OPTIONS preflight.
import { describe, expect, it } from 'vitest';
import { type Fetched, serveFixtures } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

function expectCors(r: Fetched, what: string): void {
  expect(r.headers.get('access-control-allow-origin'), what).toBe('*');
  expect(r.headers.get('access-control-expose-headers'), what).toBe('Link');
  expect(r.headers.get('access-control-allow-headers')?.split(', '), what).toContain('Authorization');
}

describe('CORS', () => {
  it('on successful data views, listings and introspection', async () => {
    for (const path of [
      '/fixtures/facetable.json',
      '/fixtures.json?sql=select+1',
      '/fixtures/facetable/1.json',
      '/fixtures/plain.json',
      '/fixtures.json',
      '/.json',
      '/-/settings.json',
      '/-/threads.json',
      '/fixtures/facetable',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expectCors(r, path);
    }
  });

  it('on errors', async () => {
    for (const [path, status] of [
      ['/fixtures/nope.json', 404],
      ['/fixtures.json?sql=select+*+from+nope', 400],
      ['/fixtures.json?sql=drop+table+facetable', 400],
      ['/a/b/c/d', 404],
    ] as const) {
      const r = await get(path);
      expect(r.status, path).toBe(status);
      expectCors(r, path);
    }
    const post = await get('/fixtures/facetable.json', { method: 'POST' });
    expect(post.status).toBe(405);
    expectCors(post, 'POST');
  });

  it('on redirects', async () => {
    for (const [path, status] of [
      ['/fixtures/', 302],
      ['/fixtures/Table%20With%20Space%20In%20Name.json', 302],
      ['/fixtures/facet_cities.jsono', 302],
      ['/-/config.json', 301],
      ['/fixtures/facetable.json?_sort=state&_sort_by_desc=1', 302],
    ] as const) {
      const r = await get(path);
      expect(r.status, path).toBe(status);
      expectCors(r, path);
    }
  });

  it('on HEAD', async () => {
    expectCors(await get('/fixtures/facetable.json', { method: 'HEAD' }), 'HEAD');
  });

  it('OPTIONS preflight is answered with 200 ok', async () => {
    for (const path of ['/fixtures/facetable.json', '/fixtures.json', '/fixtures/nope.json']) {
      const r = await get(path, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://example.org',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(r.text).toBe('ok');
      expectCors(r, `OPTIONS ${path}`);
      expect(r.headers.get('access-control-allow-methods')).toContain('GET');
    }
  });
});
