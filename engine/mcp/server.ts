// The tools of one app (the engine's and its service's), and a fresh MCP server for each HTTP
// request that serves them. Every tool call goes through one path here: the request quota, the
// tool itself, its answer or error as a tool result, then metrics and the access log.
import { ProtocolError, ProtocolErrorCode, Server, type CallToolResult, type Tool } from '@modelcontextprotocol/server';
import type { Engine } from '../engine.js';
import { writtenJson } from '../http/prewritten-json.js';
import { agentAnswer } from '../query/answers.js';
import { QueryFailure } from '../query/failure.js';
import { PACKAGE } from '../views/introspection.js';
import { genericTools } from './tools/index.js';
import { instructionsSource } from './instructions.js';
import { recordCall, type CallRecord } from './observe.js';
import { operationTool, type Operation } from './operations.js';
import { answerText } from './text.js';
import type { Release } from '../ops/admission.js';
import { ToolError, Written, type CallContext, type ToolSpec } from './tool.js';

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/** Everything an MCP server of this app serves: built once, shared by every request's server. */
export interface Catalog {
  /** What tools/list answers. */
  listed: Tool[];
  byName: Map<string, ToolSpec>;
  instructions: () => string;
}

export function buildCatalog(engine: Engine, operations: readonly Operation[]): Catalog {
  const generic = genericTools(engine);
  const service = operations.map(operationTool);
  const seen = new Set<string>();
  for (const t of [...generic, ...service]) {
    if (seen.has(t.name)) throw new Error(`two MCP tools are named ${t.name}: rename the operation (its operationId)`);
    seen.add(t.name);
  }
  const specs = [...generic, ...service];
  return {
    listed: specs.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema as Tool['inputSchema'],
      outputSchema: t.outputSchema as Tool['outputSchema'],
      annotations: READ_ONLY,
    })),
    byName: new Map(specs.map((t) => [t.name, t])),
    instructions: instructionsSource(
      engine,
      service.map((t) => t.name),
    ),
  };
}

/**
 * A new MCP server for one HTTP request (never shared: each request has its own server and
 * transport). The SDK's low-level server: its tool list is built once, not registered again on
 * every request, and each tool checks its own arguments (so every call reaches callTool).
 */
export function requestServer(catalog: Catalog, call: CallContext): Server {
  const server = new RequestServer(
    { name: PACKAGE.name, version: PACKAGE.version, title: call.engine.metadata.title },
    { instructions: catalog.instructions(), capabilities: { tools: { listChanged: false } } },
  );
  server.setRequestHandler('tools/list', () => ({ tools: catalog.listed }));
  server.setRequestHandler('tools/call', (request) => {
    const spec = catalog.byName.get(request.params.name);
    if (!spec) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    return callTool(spec, request.params.arguments ?? {}, call);
  });
  return server;
}

/**
 * The SDK's server, closed cheaply: every close makes a "connection closed" error for the calls
 * still pending, and a request's exchange closes once its one answer has gone, when none is, so
 * the error is made without capturing a stack (about 20 µs a call).
 */
class RequestServer extends Server {
  protected override _onclose(): void {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super._onclose();
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}

async function callTool(spec: ToolSpec, args: Record<string, unknown>, call: CallContext): Promise<CallToolResult> {
  const { engine } = call;
  const started = performance.now();
  const record: CallRecord = { tool: spec.name, outcome: 'ok', ms: 0 };
  let result: CallToolResult;
  let admitted: Release | undefined;
  try {
    // Tool calls are requests: they count against the request quota and are admitted as requests
    // are; protocol messages (initialize, tools/list) are neither.
    if (engine.quota.enabled) {
      const decision = engine.quota.take(call.client);
      if (!decision.allowed) throw engine.quota.failure(decision);
    }
    const admission = engine.admission.enter(call.client);
    if (admission instanceof QueryFailure) throw admission;
    admitted = admission;
    const out = await spec.run(args, call);
    const written = out instanceof Written ? out : new Written(JSON.stringify(out), undefined, out);
    // The answer's JSON goes out as it is, not parsed here to be written again by the SDK.
    result = { content: [{ type: 'text', text: answerText(written, spec.narrow) }], structuredContent: writtenJson(written.json) };
  } catch (e) {
    result = { content: [{ type: 'text', text: errorText(e, record, call) }], isError: true };
  } finally {
    admitted?.();
  }
  record.ms = performance.now() - started;
  recordCall(engine, record, call.line);
  return result;
}

/** What the agent is told about a failed call (and what the record says of it). */
function errorText(e: unknown, record: CallRecord, call: CallContext): string {
  if (e instanceof ToolError) {
    record.outcome = 'error';
    record.reason = e.detail.rule;
    const detail = [
      ...(e.detail.parameter !== undefined ? [`parameter: ${e.detail.parameter}`] : []),
      ...(e.detail.rule !== undefined ? [`rule: ${e.detail.rule}`] : []),
    ];
    return detail.length ? `${e.message}\n${detail.join('\n')}` : e.message;
  }
  if (e instanceof QueryFailure) {
    record.shed = e.shedReason;
    record.outcome = e.kind === 'timeout' ? 'timeout' : record.shed ? 'refused' : 'error';
    record.reason = e.kind;
    return agentAnswer(e);
  }
  record.outcome = 'internal';
  call.engine.logger.error({ err: e, tool: record.tool }, 'tool call failed with a server error');
  return 'The server failed to answer this call (an internal error, logged for its operators). Retrying will not help until it is fixed.';
}
