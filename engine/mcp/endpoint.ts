// POST /-/mcp: the MCP endpoint (Streamable HTTP, stateless, JSON responses). Each request gets its
// own server and transport, so any replica answers any request and nothing is kept between them.
// 2025-era clients (initialize, then requests with MCP-Protocol-Version) are served by the SDK's
// stateless transport; 2026-07-28 clients (server/discover, a `_meta` envelope on each request) by
// its per-request handler.
import type { Hono } from 'hono';
import { hostHeaderValidation, originValidation } from '@modelcontextprotocol/hono';
import {
  createMcpHandler,
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  isJsonContentType,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
  type Server,
} from '@modelcontextprotocol/server';
import type { Engine } from '../engine.js';
import { clientAddress } from '../http/client-address.js';
import { lineFields } from '../ops/access-log.js';
import { readBody, settled, withoutSignal } from './body.js';
import { plainEra } from './era.js';
import { allowedHosts } from './hosts.js';
import type { Operation } from './operations.js';
import { buildCatalog, requestServer } from './server.js';
import type { CallContext } from './tool.js';

export const MCP_PATH = '/-/mcp';

/** Headers a browser-based client sends (the CORS preflight allows them). */
const REQUEST_HEADERS = 'Content-Type, Accept, Authorization, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID';

function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}

export function mountMcp(app: Hono, engine: Engine, operations: readonly Operation[]): void {
  const path = engine.settings.base_url.replace(/\/$/, '') + MCP_PATH;
  if (!engine.settings.allow_mcp) {
    app.all(path, () => jsonRpcError(404, -32000, 'The MCP endpoint is turned off on this server (setting allow_mcp)'));
    return;
  }
  const catalog = buildCatalog(engine, operations);
  const hosts = allowedHosts(engine.settings.mcp_allowed_hosts);
  app.use(path, hostHeaderValidation(hosts));
  app.use(path, originValidation(hosts));

  // The 2026 handler makes each request's server itself, given the request: its caller is kept here.
  const calls = new WeakMap<Request, CallContext>();
  const callOf = (request: Request | undefined): CallContext => {
    const call = request && calls.get(request);
    if (!call) throw new Error('MCP handler: a server was asked for a request the endpoint did not hand it');
    return call;
  };
  const modern = createMcpHandler((ctx) => requestServer(catalog, callOf(ctx.requestInfo)), {
    legacy: 'reject',
    // 'auto' answers in JSON unless a handler sends a message before its result, which none here
    // does: the same answers as 'json', without the warning 'json' prints at start-up.
    responseMode: 'auto',
    onerror: (e) => engine.logger.debug({ err: e }, 'MCP request refused'),
  });

  app.post(path, async (c) => {
    const line: CallContext['line'] = {};
    lineFields.set(c.req.raw, line);
    const call: CallContext = { engine, client: clientAddress(c, engine.trustedProxies), headers: c.req.raw.headers, line };
    let request = withoutSignal(c);
    // The body is read and parsed once, here, and handed to the SDK parsed.
    let body: unknown;
    if (isJsonContentType(request.headers.get('content-type'))) {
      const read = await readBody(c, DEFAULT_MAX_REQUEST_BODY_SIZE);
      if (read.tooLarge)
        return jsonRpcError(413, -32000, `Payload Too Large: a request body may hold at most ${DEFAULT_MAX_REQUEST_BODY_SIZE} bytes`);
      try {
        body = read.text === '' ? undefined : JSON.parse(read.text);
      } catch {
        body = undefined;
      }
      // Not JSON: the SDK answers it (a parse error) from a request it can read again.
      if (body === undefined) request = new Request(request.url, { method: 'POST', headers: request.headers, body: read.text });
    }
    const era = plainEra(request.headers.get('mcp-protocol-version'), body);
    if (era === 'legacy' || (era === undefined && (await isLegacyRequest(request, body))))
      return settled(await serveLegacy(requestServer(catalog, call), request, body));
    calls.set(request, call);
    return settled(await modern.fetch(request, body === undefined ? {} : { parsedBody: body }));
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  app.on(['GET', 'DELETE'], path, () =>
    jsonRpcError(405, -32000, 'Method not allowed: this MCP endpoint answers POST only', { Allow: 'POST, OPTIONS' }),
  );
  app.options(
    path,
    () =>
      new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': REQUEST_HEADERS,
          'Access-Control-Max-Age': '3600',
        },
      }),
  );
}

/** One 2025-era request: a new stateless transport answering in JSON (not an event stream). */
async function serveLegacy(server: Server, request: Request, body: unknown): Promise<Response> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, body === undefined ? {} : { parsedBody: body });
  } finally {
    setImmediate(closeAnswered, transport, server);
  }
}

/** Closes an exchange once its answer has gone (the server then makes its close error cheaply). */
function closeAnswered(transport: WebStandardStreamableHTTPServerTransport, server: Server): void {
  transport.close().catch(() => undefined);
  server.close().catch(() => undefined);
}
