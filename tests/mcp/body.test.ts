// The MCP endpoint's body reading and answer settling on their own: a body read straight from Node's
// request (whole, in chunks, split inside a character, over the limit by its declared length or by
// what arrives), the Web Request fallback when no Node request is behind the context, the request
// handed to the SDK without a signal, and JSON answers turned into text-backed ones while event
// streams pass untouched.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody, settled, withoutSignal, type BodyRead } from '../../engine/mcp/body.js';

const LIMIT = 64;

/** What /signal saw: the request withoutSignal gave it; hooks called on its arrival and before its answer. */
let seen: { request?: Request; onReceived: () => void; answer: Promise<void> } | undefined;

function app(): Hono {
  const a = new Hono();
  a.post('/read', async (c) => c.json(await readBody(c, LIMIT)));
  a.post('/signal', async (c) => {
    const request = withoutSignal(c);
    seen!.request = request;
    seen!.onReceived();
    const body = await readBody(c, LIMIT);
    // Answered only when the test says so (after its client has gone, say).
    if (!body.tooLarge && body.text === 'hang') await seen!.answer;
    return c.json({ signal: request.signal === undefined ? 'none' : 'some' });
  });
  return a;
}

let server: ServerType;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app().fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** POST `chunks` one write each (chunked unless `length` is declared); the parsed answer. */
function post(chunks: Buffer[], length?: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (length !== undefined) headers['content-length'] = length;
    const req = request({ host: '127.0.0.1', port, path: '/read', method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve(JSON.parse(text) as BodyRead));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('readBody from Node’s request', () => {
  it('reads a body sent whole or in chunks, a character split across two chunks included', async () => {
    expect(await post([Buffer.from('{"a":1}')], 7)).toEqual({ tooLarge: false, text: '{"a":1}' });
    const text = '{"name":"Zoë – café"}';
    const bytes = Buffer.from(text);
    const split = bytes.indexOf(Buffer.from('ë')) + 1; // inside the two bytes of ë
    expect(await post([bytes.subarray(0, split), bytes.subarray(split)])).toEqual({ tooLarge: false, text });
    expect(await post([])).toEqual({ tooLarge: false, text: '' });
  });

  it('answers tooLarge past the limit, by the declared length or by what arrives, and the connection still answers', async () => {
    const big = Buffer.alloc(LIMIT + 1, 'x');
    expect(await post([big], big.length)).toEqual({ tooLarge: true });
    expect(await post([big.subarray(0, 40), big.subarray(40)])).toEqual({ tooLarge: true });
    expect(await post([Buffer.alloc(LIMIT, 'y')])).toEqual({ tooLarge: false, text: 'y'.repeat(LIMIT) });
  });

  it('reads the Web Request when no Node request is behind the context', async () => {
    const answer = await app().fetch(new Request('http://x/read', { method: 'POST', body: '{"b":2}' }));
    expect(await answer.json()).toEqual({ tooLarge: false, text: '{"b":2}' });
    const tooBig = await app().fetch(new Request('http://x/read', { method: 'POST', body: 'z'.repeat(LIMIT + 1) }));
    expect(await tooBig.json()).toEqual({ tooLarge: true });
  });
});

describe('withoutSignal', () => {
  /** Watch the next /signal request: resolves on its arrival; `answer` lets it answer. */
  function expectRequest(): { received: Promise<void>; answer: () => void } {
    let onReceived!: () => void;
    let answer!: () => void;
    const received = new Promise<void>((r) => (onReceived = r));
    seen = { onReceived, answer: new Promise<void>((r) => (answer = r)) };
    return { received, answer };
  }

  it("is the node server's request, without a signal", async () => {
    expectRequest().answer();
    const answer = await fetch(`http://127.0.0.1:${port}/signal?x=1`, { method: 'POST', headers: { 'x-test': 'kept' }, body: 'quick' });
    expect(await answer.json()).toEqual({ signal: 'none' });
    const request = seen!.request!;
    expect(request).toBeInstanceOf(Request);
    expect([request.method, new URL(request.url).pathname, request.headers.get('x-test')]).toEqual(['POST', '/signal', 'kept']);
  });

  it('answers a client that has gone into its closed socket, and the server answers the next one', async () => {
    const { received, answer } = expectRequest();
    const req = request({ host: '127.0.0.1', port, path: '/signal', method: 'POST', headers: { 'content-length': 4 } });
    const closed = new Promise<void>((r) => req.on('close', () => r()));
    req.on('error', () => undefined);
    req.end('hang');
    await received;
    req.destroy();
    await closed;
    answer();
    expectRequest().answer();
    const next = await fetch(`http://127.0.0.1:${port}/signal`, { method: 'POST', body: 'quick' });
    expect(await next.json()).toEqual({ signal: 'none' });
  });

  it('leaves the request as it is without a Node response behind the context', async () => {
    expectRequest().answer();
    const original = new Request('http://x/signal', { method: 'POST', body: 'quick' });
    await app().fetch(original);
    expect(seen!.request).toBe(original);
  });
});

describe('settled', () => {
  it('gives a JSON answer back with its status, headers and text, held as text', async () => {
    const original = Response.json({ jsonrpc: '2.0', id: 1, result: { é: [1, 2] } }, { status: 200, headers: { 'x-kept': 'yes' } });
    const answer = await settled(original);
    expect(answer).not.toBe(original);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-kept')).toBe('yes');
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: { é: [1, 2] } });
    const refused = Response.json({ error: 'no' }, { status: 403 });
    expect((await settled(refused)).status).toBe(403);
  });

  it('passes event streams and empty answers through untouched', async () => {
    const stream = new Response('event: message\ndata: {}\n\n', { headers: { 'content-type': 'text/event-stream' } });
    expect(await settled(stream)).toBe(stream);
    const accepted = new Response(null, { status: 202 });
    expect(await settled(accepted)).toBe(accepted);
  });
});
