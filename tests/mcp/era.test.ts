// The quick era test agrees with the SDK's own wherever it answers.
import { isLegacyRequest } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { plainEra } from '../../engine/mcp/era.js';

const MODERN_META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
const call = { name: 'execute_sql', arguments: { database: 'd', sql: 'select 1' } };

const BODIES: Array<[string, unknown]> = [
  ['a tools/call', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: call }],
  ['a string id', { jsonrpc: '2.0', id: 'a', method: 'tools/list' }],
  ['initialize', { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {} } }],
  ['a 2026 envelope', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { ...call, _meta: MODERN_META } }],
  ['an empty _meta', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { ...call, _meta: {} } }],
  [
    'a claim of another era',
    { jsonrpc: '2.0', id: 1, method: 'ping', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': 7 } } },
  ],
  ['server/discover', { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: MODERN_META } }],
  ['a notification', { jsonrpc: '2.0', method: 'notifications/initialized' }],
  ['a response', { jsonrpc: '2.0', id: 1, result: {} }],
  ['a batch', [{ jsonrpc: '2.0', id: 1, method: 'ping' }]],
  ['a null id', { jsonrpc: '2.0', id: null, method: 'ping' }],
  ['a fractional id', { jsonrpc: '2.0', id: 1.5, method: 'ping' }],
  ['params not an object', { jsonrpc: '2.0', id: 1, method: 'ping', params: [1] }],
  ['no jsonrpc', { id: 1, method: 'ping' }],
];
const HEADERS: Array<string | null> = [null, '2025-11-25', '2025-03-26', ' 2025-06-18 ', '2026-07-28', '2027-01-01', '', 'nonsense'];

function request(header: string | null, body: unknown): Request {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json, text/event-stream' });
  if (header !== null) headers.set('mcp-protocol-version', header);
  return new Request('http://127.0.0.1/-/mcp', { method: 'POST', headers, body: JSON.stringify(body) });
}

describe('plainEra', () => {
  it('names an era only where the SDK names the same one', async () => {
    const decided = { legacy: 0, modern: 0 };
    for (const [what, body] of BODIES) {
      for (const header of HEADERS) {
        const era = plainEra(header, body);
        if (era === undefined) continue;
        decided[era]++;
        expect(await isLegacyRequest(request(header, body), body), `${what}, header ${String(header)}`).toBe(era === 'legacy');
      }
    }
    // It does decide the common cases without the SDK.
    expect(decided.legacy).toBeGreaterThanOrEqual(15);
    expect(decided.modern).toBeGreaterThanOrEqual(15);
  });

  it("answers what each era's clients send, and leaves the rest to the SDK", () => {
    expect(plainEra('2025-11-25', BODIES[0][1])).toBe('legacy');
    expect(plainEra(null, BODIES[2][1])).toBe('legacy');
    expect(plainEra('2026-07-28', BODIES[3][1])).toBe('modern');
    expect(plainEra('2026-07-28', BODIES[6][1])).toBe('modern');
    expect(plainEra(null, BODIES[4][1])).toBeUndefined();
    expect(plainEra('2026-07-28', BODIES[0][1])).toBeUndefined();
    expect(plainEra(null, BODIES[8][1])).toBeUndefined();
  });
});
