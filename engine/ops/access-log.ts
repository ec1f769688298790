// One structured line per request, and the request counters and latency histogram, taken when the
// response has been sent (so bytes and time are what the client got).
import type { MiddlewareHandler } from 'hono';
import type { ServerResponse } from 'node:http';
import type { Logger } from './logger.js';
import type { EngineMetrics } from './metrics.js';
import { QueryFailure } from '../query/failure.js';

export interface RequestFacts {
  /** Route kind for metrics labels: a small fixed set. */
  kind: string;
  client: string;
  database?: string;
}

/** Why a response was shed, kept beside the response object (never sent to the client). */
export const shedReasons = new WeakMap<Response, string>();

/**
 * More for a request's line, by the handler that knows it (an MCP tool call's tool and outcome):
 * each request keeps one line, and a line holding a tool is logged as a tool call.
 */
export type LineFields = Record<string, string | number>;
export const lineFields = new WeakMap<Request, LineFields>();

/** Notes why a response was shed when the failure it answers was a fairness refusal; true if it was. */
export function markShed(response: Response, failure: unknown): boolean {
  const reason = failure instanceof QueryFailure ? failure.shedReason : undefined;
  if (reason) shedReasons.set(response, reason);
  return reason !== undefined;
}

export function accessLog(
  logger: Logger,
  metrics: EngineMetrics,
  facts: (path: string, c: Parameters<MiddlewareHandler>[0]) => RequestFacts,
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    let bytes = 0;
    if (outgoing) {
      const write = outgoing.write.bind(outgoing) as (...args: unknown[]) => boolean;
      const end = outgoing.end.bind(outgoing) as (...args: unknown[]) => ServerResponse;
      const count = (chunk: unknown): void => {
        if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
        else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
      };
      outgoing.write = ((chunk: unknown, ...rest: unknown[]) => {
        count(chunk);
        return write(chunk, ...rest);
      }) as ServerResponse['write'];
      outgoing.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk !== 'function') count(chunk);
        return end(chunk, ...rest);
      }) as ServerResponse['end'];
    }
    await next();
    const path = new URL(c.req.url).pathname;
    const f = facts(path, c);
    const status = c.res.status;
    const shed = shedReasons.get(c.res);
    const more = lineFields.get(c.req.raw);
    const record = (): void => {
      const ms = performance.now() - started;
      metrics.requests.inc({ kind: f.kind, status: String(status) });
      metrics.latency.observe({ kind: f.kind }, ms / 1000);
      if (shed) metrics.shed.inc({ reason: shed });
      logger.info(
        {
          method: c.req.method,
          path: shortPath(c.req.url),
          status,
          ms: Math.round(ms * 10) / 10,
          bytes,
          client: f.client,
          ...(f.database ? { database: f.database } : {}),
          ...(shed ? { shed } : {}),
          ...more,
        },
        more?.tool !== undefined ? 'tool call' : 'request',
      );
    };
    if (outgoing && !outgoing.writableFinished) outgoing.once('close', record);
    else record();
  };
}

/** Path and query as sent, bounded: a log line must not grow with a hostile URL. */
function shortPath(url: string): string {
  const at = url.indexOf('/', url.indexOf('//') + 2);
  const full = at < 0 ? '/' : url.slice(at);
  return full.length > 2000 ? `${full.slice(0, 2000)}…` : full;
}
