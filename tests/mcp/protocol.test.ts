// The MCP endpoint as a protocol: stateless Streamable HTTP answering in JSON, both protocol eras,
// JSON-RPC error codes for protocol faults, 405 for GET and DELETE, Host and Origin checks against
// DNS rebinding, the setting that turns it off, and the instructions each service gives.
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../databases/build/paths.js';
import { ERAS, MODERN, call, connect, modernBody, modernHeaders, post, startService, type McpServerUnderTest } from './support.js';

const LEGACY_VERSIONS = ['2025-03-26', '2025-06-18', '2025-11-25'];

function initialize(version: string): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1.0.0' } },
  };
}

/** POST a ping with exactly these Host and Origin headers (fetch may not set Host). */
function rawPing(endpoint: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(endpoint);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }));
  });
}

describe('the endpoint on OpenRegs', () => {
  let s: McpServerUnderTest;
  beforeAll(async () => {
    s = await startService('openregs');
  });
  afterAll(() => s?.server.close());

  it.each(LEGACY_VERSIONS)(
    '2025 era %s: initialize, initialized, ping, tools/list and tools/call, each answered in JSON with no session',
    async (version) => {
      const init = await post(s.endpoint, initialize(version));
      expect(init.status).toBe(200);
      expect(init.headers.get('content-type')).toMatch(/^application\/json/);
      expect(init.headers.get('mcp-session-id')).toBeNull();
      expect(init.body).toMatchObject({
        id: 1,
        result: { protocolVersion: version, capabilities: { tools: { listChanged: false } }, serverInfo: { name: 'openregs' } },
      });
      const headers = { 'mcp-protocol-version': version };
      expect((await post(s.endpoint, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers)).status).toBe(202);
      expect((await post(s.endpoint, { jsonrpc: '2.0', id: 2, method: 'ping' }, headers)).body).toEqual({
        jsonrpc: '2.0',
        id: 2,
        result: {},
      });
      const list = await post(s.endpoint, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, headers);
      expect((list.body!.result as { tools: unknown[] }).tools.length).toBeGreaterThan(6);
      const called = await post(
        s.endpoint,
        {
          jsonrpc: '2.0',
          id: 4,
          method: 'tools/call',
          params: { name: 'execute_sql', arguments: { database: 'openregs', sql: 'select 1 as one' } },
        },
        headers,
      );
      expect(called.headers.get('content-type')).toMatch(/^application\/json/);
      expect(called.body).toMatchObject({ id: 4, result: { structuredContent: { rows: [{ one: 1 }] } } });
    },
  );

  it('2026-07-28: server/discover and a tools/call carrying its envelope, in JSON', async () => {
    const discover = await post(s.endpoint, modernBody(1, 'server/discover'), modernHeaders('server/discover'));
    expect(discover.status).toBe(200);
    expect(discover.headers.get('content-type')).toMatch(/^application\/json/);
    expect(discover.body).toMatchObject({
      id: 1,
      result: { supportedVersions: [MODERN], capabilities: { tools: { listChanged: false } } },
    });
    // OpenRegs' instructions are its agent guide (tests/service/agent-guides.test.ts compares them whole).
    expect((discover.body!.result as { instructions: string }).instructions).toMatch(/^# OpenRegs: a guide for agents/);
    const called = await post(
      s.endpoint,
      modernBody(2, 'tools/call', { name: 'execute_sql', arguments: { database: 'openregs', sql: 'select 2 as two' } }),
      modernHeaders('tools/call', 'execute_sql'),
    );
    expect(called.headers.get('content-type')).toMatch(/^application\/json/);
    expect(called.body).toMatchObject({ id: 2, result: { structuredContent: { rows: [{ two: 2 }] } } });
  });

  it('GET and DELETE answer 405, allowing POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const r = await fetch(s.endpoint, { method, headers: { accept: 'text/event-stream' } });
      expect(r.status, method).toBe(405);
      expect(r.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await r.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    }
  });

  it('protocol faults are JSON-RPC errors: -32700 parse, -32600 invalid request, -32601 unknown method, -32602 unknown tool', async () => {
    const legacy = { 'mcp-protocol-version': '2025-11-25' };
    const parse = await post(s.endpoint, '{"jsonrpc":"2.0","id":1,"method":', legacy);
    expect([parse.status, parse.body]).toEqual([
      400,
      { jsonrpc: '2.0', error: { code: -32700, message: expect.stringMatching(/Parse error/) }, id: null },
    ]);
    const invalid = await post(s.endpoint, { jsonrpc: '1.0', id: 1, method: 'ping' }, legacy);
    expect([invalid.status, (invalid.body!.error as { code: number }).code]).toEqual([400, -32600]);
    const unknown = await post(s.endpoint, { jsonrpc: '2.0', id: 2, method: 'tables/drop' }, legacy);
    expect(unknown.body).toMatchObject({ id: 2, error: { code: -32601 } });
    const unknownModern = await post(s.endpoint, modernBody(3, 'tables/drop'), modernHeaders('tables/drop'));
    expect(unknownModern.body).toMatchObject({ id: 3, error: { code: -32601 } });
    const tool = await post(
      s.endpoint,
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'drop_table', arguments: {} } },
      legacy,
    );
    expect(tool.body).toMatchObject({ id: 4, error: { code: -32602, message: 'Tool drop_table not found' } });
    const toolModern = await post(
      s.endpoint,
      modernBody(5, 'tools/call', { name: 'drop_table', arguments: {} }),
      modernHeaders('tools/call', 'drop_table'),
    );
    expect(toolModern.body).toMatchObject({ id: 5, error: { code: -32602 } });
    const noName = await post(s.endpoint, { jsonrpc: '2.0', id: 6, method: 'tools/call', params: {} }, legacy);
    expect(noName.body).toMatchObject({ id: 6, error: { code: -32602 } });
    const empty = await post(s.endpoint, '', legacy);
    expect([empty.status, (empty.body!.error as { code: number }).code]).toEqual([400, -32700]);
    const notJson = await post(s.endpoint, 'ping', { ...legacy, 'content-type': 'text/plain' });
    expect([notJson.status, (notJson.body!.error as { code: number }).code]).toEqual([415, -32000]);
    const huge = await post(
      s.endpoint,
      JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping', params: { pad: 'x'.repeat(5 * 1024 * 1024) } }),
      legacy,
    );
    expect(huge.status).toBe(413);
    // None of these is a server error.
    for (const r of [parse, invalid, unknown, unknownModern, tool, toolModern, noName, empty, notJson, huge])
      expect(r.status).toBeLessThan(500);
  });

  it('Host and Origin: loopback names pass, any other name is refused with 403 (DNS rebinding)', async () => {
    const port = new URL(s.endpoint).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
      expect((await rawPing(s.endpoint, { host })).status, host).toBe(200);
    const evil = await rawPing(s.endpoint, { host: `evil.example:${port}` });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Invalid Host: evil.example' },
      id: null,
    });
    expect((await rawPing(s.endpoint, { host: `localhost:${port}`, origin: 'http://localhost:6274' })).status).toBe(200);
    for (const origin of ['http://evil.example', 'null', 'http://localhost.evil.example']) {
      expect((await rawPing(s.endpoint, { host: `localhost:${port}`, origin })).status, origin).toBe(403);
    }
  });

  it('a browser preflight from an allowed origin may POST with the MCP headers', async () => {
    const r = await fetch(s.endpoint, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:6274', 'access-control-request-method': 'POST' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(r.headers.get('access-control-allow-headers')).toMatch(/MCP-Protocol-Version, Mcp-Method, Mcp-Name/);
  });

  it('answers each request on its own: concurrent calls in both eras with the same JSON-RPC id get their own answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const args = { database: 'openregs', sql: 'select :n as n', params: { n: String(i) } };
        const r =
          i % 2 === 0
            ? await post(
                s.endpoint,
                modernBody(1, 'tools/call', { name: 'execute_sql', arguments: args }),
                modernHeaders('tools/call', 'execute_sql'),
              )
            : await post(
                s.endpoint,
                { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'execute_sql', arguments: args } },
                { 'mcp-protocol-version': '2025-11-25' },
              );
        return (r.body!.result as { structuredContent: { rows: Array<{ n: string }> } }).structuredContent.rows[0].n === String(i);
      }),
    );
    expect(answers.every(Boolean)).toBe(true);
  });

  it.each(ERAS)('%s era: instructions generated from the metadata (no agent guide): title, description, tools and limits', async (era) => {
    const bare = await startService('openregs', [], { withoutAgentGuide: true });
    const client = await connect(bare.endpoint, era);
    try {
      const text = client.getInstructions()!;
      expect(text).toMatch(/^OpenRegs — Federal Regulatory Data: read-only SQLite databases \(openregs, open_comments\)\./);
      expect(text).toMatch(/OpenRegs publishes the U\.S\. federal regulatory record/);
      expect(text).not.toMatch(/<p>/);
      expect(text).toMatch(/list_databases.*describe_table.*execute_sql/s);
      expect(text).toMatch(/The service's own operations: get_member, search_members/);
      expect(text).toMatch(/10 s per query, at most 1000 rows per answer/);
    } finally {
      await client.close();
      await bare.server.close();
    }
  });
});

describe('the endpoint on the 990 service', () => {
  let s: McpServerUnderTest;
  beforeAll(async () => {
    s = await startService('nonprofits');
  });
  afterAll(() => s?.server.close());

  it.each(ERAS)('%s era: its instructions are its agent guide, the file /llms.txt serves', async (era) => {
    const guide = readFileSync(join(repoRoot(), 'services', 'nonprofits', 'llms.txt'), 'utf8');
    expect(await (await fetch(`${s.url}/llms.txt`)).text()).toBe(guide);
    const client = await connect(s.endpoint, era);
    try {
      expect(client.getInstructions()).toBe(guide);
      const r = await call(client, 'list_databases');
      expect(r.structured).toMatchObject({ databases: [{ name: '990data_public' }] });
    } finally {
      await client.close();
    }
  });
});

describe('settings', () => {
  it("mcp_allowed_hosts adds a deployment's public names (any port) to the loopback ones", async () => {
    const s = await startService('openregs', [['mcp_allowed_hosts', 'openregs.example.org, mcp.example.org:8443']]);
    try {
      expect((await rawPing(s.endpoint, { host: 'openregs.example.org', origin: 'https://openregs.example.org' })).status).toBe(200);
      expect((await rawPing(s.endpoint, { host: 'mcp.example.org:443' })).status).toBe(200);
      expect((await rawPing(s.endpoint, { host: `localhost:${new URL(s.endpoint).port}` })).status).toBe(200);
      expect((await rawPing(s.endpoint, { host: 'other.example.org' })).status).toBe(403);
      expect((await rawPing(s.endpoint, { host: 'openregs.example.org', origin: 'https://evil.example' })).status).toBe(403);
    } finally {
      await s.server.close();
    }
  });

  it('allow_mcp off: the endpoint answers 404 to every method, saying it is off', async () => {
    const s = await startService('openregs', [['allow_mcp', 'off']]);
    try {
      const r = await post(s.endpoint, initialize('2025-11-25'));
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ error: { message: expect.stringMatching(/turned off.*allow_mcp/) } });
      expect((await fetch(s.endpoint)).status).toBe(404);
    } finally {
      await s.server.close();
    }
  });
});
