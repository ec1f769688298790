// Response.json once @hono/node-server's lightweight Response is the global one: the same answers
// as undici's (status, status text, headers, body, and the same errors), written by the node
// server as they are, and left as they are by the MCP endpoint's settling.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTextJson, installTextResponseJson } from '../../engine/http/response-json.js';
import { settled } from '../../engine/mcp/body.js';

// undici's, taken before the node server replaces the global class.
const Undici = globalThis.Response;
const undiciJson = (data: unknown, init?: ResponseInit): Response => Undici.json(data, init);

let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.get('/answer', () => Response.json({ rows: [{ name: 'Zoë', n: 1 }] }, { status: 201, headers: { 'x-kept': 'yes' } }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
  installTextResponseJson();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function seen(r: Response): Promise<[number, string, Array<[string, string]>, string]> {
  return [r.status, r.statusText, [...r.headers], await r.text()];
}

describe('Response.json on the lightweight class', () => {
  it('is its own, not undici’s, and marks what it makes', () => {
    expect(globalThis.Response).not.toBe(Undici);
    expect(Object.hasOwn(globalThis.Response, 'json')).toBe(true);
    expect(isTextJson(Response.json({}))).toBe(true);
    expect(isTextJson(undiciJson({}))).toBe(false);
  });

  it('answers as undici’s does', async () => {
    const cases: Array<[unknown, ResponseInit | undefined]> = [
      [{ jsonrpc: '2.0', id: 1, result: { text: 'say "é"\n', n: [1, 2.5, null] } }, undefined],
      ['just text', { status: 404, statusText: 'Not Found' }],
      [[1, 2], { headers: { 'Content-Type': 'application/problem+json', 'x-one': '1' } }],
      [null, { status: 500, headers: [['x-two', '2']] }],
      [{ a: 1 }, { headers: new Headers({ 'access-control-allow-origin': '*' }) }],
    ];
    for (const [data, init] of cases) expect(await seen(Response.json(data, init))).toEqual(await seen(undiciJson(data, init)));
  });

  it('refuses what undici’s refuses, with the same kind of error', () => {
    for (const [data, init] of [
      [1n, undefined],
      [undefined, undefined],
      [{}, { status: 199 }],
      [{}, { status: 600 }],
    ] as Array<[unknown, ResponseInit | undefined]>) {
      let theirs: unknown;
      try {
        undiciJson(data, init);
      } catch (e) {
        theirs = e;
      }
      expect(theirs).toBeInstanceOf(Error);
      expect(() => Response.json(data, init)).toThrow((theirs as Error).constructor as new () => Error);
    }
  });

  it('is written by the node server as it is, and settling leaves it so', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/answer`);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('x-kept')).toBe('yes');
    const body = JSON.stringify({ rows: [{ name: 'Zoë', n: 1 }] });
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(await answer.text()).toBe(body);
    const made = Response.json({ ok: true });
    expect(await settled(made)).toBe(made);
  });
});
