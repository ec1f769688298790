// A tool call is held to what the HTTP request it mirrors is held to: the SQL time limit, the
// per-client limit and the request quota, each a tool error telling the agent what to do; and it
// is counted in /-/metrics by tool and outcome and logged in one access-log line that never holds
// the arguments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { ERAS, call, connect, post, startService, type McpServerUnderTest } from './support.js';
import { until } from '../support/cli.js';

// Counting to a billion takes far longer than the 300 ms limit below.
const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) from c';

let scrapes = 0;
/** /-/metrics, each time as another client (a server with a quota counts scrapes too). */
async function metrics(s: McpServerUnderTest): Promise<string> {
  const r = await fetch(`${s.url}/-/metrics`, { headers: { 'x-forwarded-for': `198.51.100.${++scrapes}` } });
  expect(r.status).toBe(200);
  return r.text();
}

/** How many SLOW statements the server's workers are running. */
async function slowRunning(s: McpServerUnderTest): Promise<number> {
  const r = await fetch(`${s.url}/-/threads.json`);
  const body = (await r.json()) as { threads: Array<{ busy: boolean; sql?: string }> };
  return body.threads.filter((t) => t.busy && t.sql === SLOW).length;
}

/** The value of one metric line (0 when absent). */
function metric(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('time limit', () => {
  let s: McpServerUnderTest;
  beforeAll(async () => {
    s = await startService('openregs', [['sql_time_limit_ms', '300']]);
  });
  afterAll(() => s?.server.close());

  it.each(ERAS)('%s era: a query past the time limit is a tool error saying how to narrow it, counted as a time-out', async (era) => {
    const client = await connect(s.endpoint, era);
    try {
      const before = await metrics(s);
      const r = await call(client, 'execute_sql', { database: 'openregs', sql: SLOW });
      expect(r.isError).toBe(true);
      expect(r.text).toMatch(/ran past the time limit and was stopped\. Narrow it/);
      const after = await metrics(s);
      const line = 'mcp_tool_calls_total{tool="execute_sql",outcome="timeout"}';
      expect(metric(after, line) - metric(before, line)).toBe(1);
      expect(metric(after, 'sql_timeouts_total{database="openregs"}') - metric(before, 'sql_timeouts_total{database="openregs"}')).toBe(1);
    } finally {
      await client.close();
    }
  });
});

describe('per-client limit', () => {
  let s: McpServerUnderTest;
  beforeAll(async () => {
    // Agents are told apart by the address the (trusted) proxy forwards; with two active, each may
    // hold max(1, 2 / 2) requests. A slow query runs for two seconds.
    s = await startService('openregs', [
      ['sql_time_limit_ms', '2000'],
      ['max_queries_per_client', '1'],
      ['max_queued_queries', '2'],
      ['trusted_proxies', '127.0.0.1'],
    ]);
  });
  afterAll(() => s?.server.close());

  it('a lone agent is never refused for concurrency: its calls beyond the limit wait their turn', async () => {
    const client = await connect(s.endpoint, 'legacy', { 'x-forwarded-for': '198.51.100.30' });
    try {
      const answers = await Promise.all([1, 2].map((n) => call(client, 'execute_sql', { database: 'openregs', sql: `select ${n} as n` })));
      expect(answers.map((a) => [a.isError, a.structured?.rows])).toEqual([
        [false, [{ n: 1 }]],
        [false, [{ n: 2 }]],
      ]);
    } finally {
      await client.close();
    }
  });

  it("while another agent's call is in flight, a call beyond the agent's share is a tool error saying when to retry, counted as shed", async () => {
    const other = await connect(s.endpoint, 'legacy', { 'x-forwarded-for': '198.51.100.31' });
    const client = await connect(s.endpoint, 'legacy', { 'x-forwarded-for': '198.51.100.32' });
    try {
      const before = await metrics(s);
      const busy = call(other, 'execute_sql', { database: 'openregs', sql: SLOW });
      await until("the other agent's query to run", async () => (await slowRunning(s)) === 1, 20_000);
      const answers = await Promise.all([
        call(client, 'execute_sql', { database: 'openregs', sql: SLOW }),
        call(client, 'execute_sql', { database: 'openregs', sql: SLOW }),
      ]);
      expect(answers.every((a) => a.isError)).toBe(true);
      const refused = answers.filter((a) =>
        /^The server is busy: Too many requests at once from this client while others wait \(its share now: 1\).*Retry in 1 s\.$/.test(
          a.text,
        ),
      );
      expect(refused, answers.map((a) => a.text).join('\n')).toHaveLength(1);
      expect((await busy).isError).toBe(true);
      const after = await metrics(s);
      const line = 'mcp_tool_calls_total{tool="execute_sql",outcome="refused"}';
      expect(metric(after, line) - metric(before, line)).toBe(1);
      const shed = 'requests_shed_total{reason="client_limit"}';
      expect(metric(after, shed) - metric(before, shed)).toBe(1);
    } finally {
      await client.close();
      await other.close();
    }
  });
});

describe('metrics and the access log', () => {
  let s: McpServerUnderTest;
  let client: Client;
  beforeAll(async () => {
    s = await startService('openregs');
    client = await connect(s.endpoint, 'modern');
  });
  afterAll(async () => {
    await client?.close();
    await s?.server.close();
  });

  it('/-/metrics counts tool calls by tool and outcome, with their time, and MCP requests as their own kind', async () => {
    await call(client, 'execute_sql', { database: 'openregs', sql: 'select 1' });
    await call(client, 'execute_sql', { database: 'openregs', sql: 'select nonsense from nowhere' });
    await call(client, 'search_members', { q: 'smith', limit: 1000 });
    const text = await metrics(s);
    expect(metric(text, 'mcp_tool_calls_total{tool="execute_sql",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(metric(text, 'mcp_tool_calls_total{tool="execute_sql",outcome="error"}')).toBeGreaterThanOrEqual(1);
    expect(metric(text, 'mcp_tool_calls_total{tool="search_members",outcome="error"}')).toBe(1);
    expect(metric(text, 'mcp_tool_call_duration_seconds_count{tool="execute_sql"}')).toBeGreaterThanOrEqual(2);
    expect(metric(text, 'http_requests_total{kind="mcp",status="200"}')).toBeGreaterThanOrEqual(3);
  });

  it('one access-log line per tool call, the request line itself: tool, time and outcome, never the argument values', async () => {
    const secret = 'zq_unmistakable_value_93';
    const from = s.log.length;
    await call(client, 'execute_sql', { database: 'openregs', sql: `select '${secret}' as v`, params: { p: secret } });
    await call(client, 'search_members', { q: secret });
    await call(client, 'describe_table', { database: 'openregs', table: secret });
    const lines = s.log.slice(from);
    const calls = lines.filter((l) => l.msg === 'tool call');
    expect(calls.map((l) => [l.tool, l.outcome])).toEqual([
      ['execute_sql', 'ok'],
      ['search_members', 'ok'],
      ['describe_table', 'error'],
    ]);
    // Each is its request's own line: the endpoint, the status and the time, as every request's line has.
    for (const l of calls) {
      expect([l.method, l.path, l.status, l.client]).toEqual(['POST', '/-/mcp', 200, '127.0.0.1']);
      expect(typeof l.ms).toBe('number');
    }
    expect(lines.filter((l) => l.msg === 'request')).toEqual([]);
    expect(calls[2].reason).toBe('unknown_table');
    // Nothing the server logged about these calls holds an argument value.
    for (const l of lines) expect(JSON.stringify(l)).not.toContain(secret);
  });
});

describe('the request quota', () => {
  let s: McpServerUnderTest;
  beforeAll(async () => {
    // The loopback address is a trusted proxy, so X-Forwarded-For names each test client.
    s = await startService('openregs', [
      ['rate_limit_per_minute', '3'],
      ['trusted_proxies', '127.0.0.1'],
    ]);
  });
  afterAll(() => s?.server.close());

  it.each(ERAS)('%s era: counts tool calls, not handshakes; past it a call is a tool error saying when to retry', async (era) => {
    const who = era === 'legacy' ? '192.0.2.1' : '192.0.2.2';
    const client = await connect(s.endpoint, era, { 'x-forwarded-for': who });
    try {
      for (let i = 0; i < 3; i++) await client.listTools();
      const allowed = [];
      for (let i = 0; i < 3; i++) allowed.push(await call(client, 'list_databases'));
      expect(allowed.map((a) => a.isError)).toEqual([false, false, false]);
      const before = await metrics(s);
      const over = await call(client, 'list_databases');
      expect(over.isError).toBe(true);
      const retry = /^This client is over its quota of 3 requests a minute; retry in (\d+) s\. Every tool call counts as one request/.exec(
        over.text,
      );
      expect(retry, over.text).not.toBeNull();
      expect(Number(retry![1])).toBeGreaterThanOrEqual(1);
      expect(Number(retry![1])).toBeLessThanOrEqual(20);
      // Still answered: listing tools is not a tool call.
      expect((await client.listTools()).tools.length).toBeGreaterThan(6);
      const after = await metrics(s);
      const line = 'mcp_tool_calls_total{tool="list_databases",outcome="refused"}';
      expect(metric(after, line) - metric(before, line)).toBe(1);
      expect(
        metric(after, 'requests_shed_total{reason="rate_limited"}') - metric(before, 'requests_shed_total{reason="rate_limited"}'),
      ).toBe(1);
      // Another client has its own quota.
      const other = await connect(s.endpoint, era, { 'x-forwarded-for': `${who}0` });
      expect((await call(other, 'list_databases')).isError).toBe(false);
      await other.close();
    } finally {
      await client.close();
    }
  });

  it('never answers the MCP endpoint itself with 429', async () => {
    const headers = { 'mcp-protocol-version': '2025-11-25', 'x-forwarded-for': '192.0.2.9' };
    for (let i = 0; i < 6; i++) {
      const r = await post(
        s.endpoint,
        { jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'list_databases', arguments: {} } },
        headers,
      );
      expect(r.status).toBe(200);
    }
  });
});
