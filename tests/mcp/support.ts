// The services as `serve --config` serves them, on their test demo builds and a loopback port, with
// the MCP SDK's own client in either protocol era, raw JSON-RPC over HTTP, and a log that keeps
// every line the server writes.
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { pino } from 'pino';
import { loadServiceConfig, serviceEngine, startServer, type RunningServer } from '../../engine/index.js';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { demoDataDir, serviceConfig } from '../nonprofits/api/demo.js';

export type Era = 'legacy' | 'modern';
export const ERAS: readonly Era[] = ['legacy', 'modern'];
export const MODERN = '2026-07-28';

export interface McpServerUnderTest {
  server: RunningServer;
  url: string;
  /** The MCP endpoint. */
  endpoint: string;
  /** Every line the server logged, parsed. */
  log: Array<Record<string, unknown>>;
  /** The service's main database file (for expected answers computed independently). */
  dbPath: string;
}

export type ServiceName = 'openregs' | 'nonprofits';

/**
 * `settings`: `--setting` pairs on top of the service file's; `withoutAgentGuide`: serve it as if its
 * service.yaml declared no agent guide (the MCP instructions are then generated).
 */
export async function startService(
  service: ServiceName,
  settings: Array<[string, string]> = [],
  { withoutAgentGuide = false }: { withoutAgentGuide?: boolean } = {},
): Promise<McpServerUnderTest> {
  const log: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info', base: undefined }, sink);
  let config;
  let dbPath: string;
  if (service === 'openregs') {
    const dataDir = dirname(demoDatabasePaths().openregs);
    config = loadServiceConfig(join(repoRoot(), 'services', 'openregs', 'service.yaml'), { dataDir, defaultDataDir: dataDir });
    dbPath = demoDatabasePaths().openregs;
  } else {
    const dataDir = await demoDataDir();
    config = serviceConfig(dataDir);
    dbPath = join(dataDir, '990data_public.db');
  }
  if (withoutAgentGuide) config = { ...config, agentGuide: undefined };
  const { options, mounts } = await serviceEngine(config, { settings, logger });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  await server.engine.ready;
  return { server, url: server.url, endpoint: `${server.url}/-/mcp`, log, dbPath };
}

/** The SDK's client, connected in `era`: 2025 (initialize) or 2026-07-28 (server/discover, per-request envelope). */
export async function connect(endpoint: string, era: Era, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client(
    { name: 'openregs-tests', version: '1.0.0' },
    era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint), { requestInit: { headers } }));
  return client;
}

export interface ToolAnswer {
  isError: boolean;
  text: string;
  structured: Record<string, unknown> | undefined;
}

/** Call a tool; its text content and structured content. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as Array<{ type: string; text?: string }>;
  return {
    isError: result.isError === true,
    text: content.map((c) => c.text ?? '').join(''),
    structured: result.structuredContent as Record<string, unknown> | undefined,
  };
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown> | undefined;
}

/** Headers of a 2026-07-28 request (the envelope goes in the body: see `modernBody`). */
export function modernHeaders(method: string, name?: string): Record<string, string> {
  return { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) };
}

/** A 2026-07-28 request: `params._meta` carries the protocol version, client capabilities and identity. */
export function modernBody(id: number, method: string, params: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    id,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': MODERN,
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1.0.0' },
      },
    },
  };
}

/** POST a JSON-RPC message (or raw text) to the endpoint, as a Streamable HTTP client does. */
export async function post(endpoint: string, body: unknown, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> | undefined;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** GET a path of the server as JSON. */
export async function getJson<T = Record<string, unknown>>(url: string, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url + path);
  return { status: response.status, body: (await response.json()) as T };
}
