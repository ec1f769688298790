// The response cache answers a repeated request with the first answer's bytes, headers and ETag,
// whichever way the route made its body: bytes handed over as they are (JSON, HTML) or a response
// read once and replaced (CSV). `random()` makes a served-again answer tell itself apart from a
// computed-again one.
import { describe, expect, it } from 'vitest';
import { serveFixtures } from '../support/server.js';

const { get } = serveFixtures();
const SQL = encodeURIComponent('select random() as r, 1.5 as x');

describe('the response cache', () => {
  it.each([
    ['JSON', `/fixtures.json?sql=${SQL}&_shape=array`, 'application/json'],
    ['HTML', `/fixtures?sql=${SQL}`, 'text/html'],
    ['CSV', `/fixtures.csv?sql=${SQL}`, 'text/plain'],
  ])('serves a %s answer again byte for byte, with its ETag and headers', async (_kind, path, type) => {
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain(type);
    expect(first.headers.get('etag')).toMatch(/^W\/"/);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('access-control-allow-origin')).toBe('*');
    // A different request is computed afresh: random() differs (by chance equal once in 2^64).
    const other = await get(`${path}&_=1`);
    expect(other.text).not.toBe(first.text);
  });

  it('answers a HEAD without a body and a matching If-None-Match with 304', async () => {
    const path = `/fixtures.json?sql=${SQL}&_shape=objects`;
    const first = await get(path);
    const head = await get(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const revalidated = await get(path, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });
});
