// The two ends of an MCP exchange kept off the Web-streams path, which costs more per request than
// the tool call around it: the request body is read straight from Node's request when the server is
// @hono/node-server (reading the Web Request's body makes an undici Request and a Web stream over
// Node's), and a JSON answer is handed back as text, which the node server writes at once (the
// SDK's Response.json is a streamed body the node server reads chunk by chunk, waiting a timer turn
// when the stream has not ended within two reads).
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { isJsonContentType, readRequestBody } from '@modelcontextprotocol/server';
import { isTextJson } from '../http/response-json.js';

/** As the SDK's readRequestBody answers. */
export type BodyRead = { tooLarge: true } | { tooLarge: false; text: string };

/** The request's body as text, or `tooLarge` past `limit` bytes (the rest is then discarded). */
export function readBody(c: Context, limit: number): Promise<BodyRead> {
  const incoming = nodeRequest(c);
  if (!incoming) return readRequestBody(c.req.raw, limit);
  const declared = Number(incoming.headers['content-length']);
  if (declared > limit) return Promise.resolve(discarding(incoming));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        stop();
        resolve(discarding(incoming));
      }
    };
    const onEnd = (): void => {
      stop();
      resolve({ text: Buffer.concat(chunks, size).toString('utf8'), tooLarge: false });
    };
    const onError = (e: Error): void => {
      stop();
      reject(e);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

/**
 * `c`'s request for the SDK's transports, with no `signal`. The node server's first read of its own
 * builds a whole undici Request and a Web stream over a body already read; and given any signal,
 * the SDK listens on it to drop an exchange whose client has gone, which cost about 5 % of a tool
 * call for nothing a call does here: a call's query runs to its end whether or not its client
 * waits (as an HTTP request's does), an answer to a client that has gone is dropped with its socket,
 * and in MCP a disconnection is not a cancellation. Without a Node response behind `c`, the request
 * as it is.
 */
export function withoutSignal(c: Context): Request {
  const request = c.req.raw;
  const outgoing = nodeEnv(c)?.outgoing;
  if (typeof outgoing !== 'object' || outgoing === null) return request;
  // On the request itself: one made with the request as its prototype gives every request object a
  // prototype map of its own, which costs V8 more than the signal it hides.
  Object.defineProperty(request, 'signal', { value: undefined });
  return request;
}

function nodeEnv(c: Context): { incoming?: unknown; outgoing?: unknown } | undefined {
  const env: unknown = c.env;
  return typeof env === 'object' && env !== null && 'incoming' in env ? (env as { incoming?: unknown; outgoing?: unknown }) : undefined;
}

/** Node's request behind `c`, when @hono/node-server serves it and nothing has read its body yet. */
function nodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = nodeEnv(c)?.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('readableDidRead' in incoming)) return undefined;
  const request = incoming as IncomingMessage;
  return request.readableDidRead ? undefined : request;
}

/** Too large: the rest of the body is read and dropped, so the connection can carry the answer. */
function discarding(incoming: IncomingMessage): BodyRead {
  incoming.resume();
  return { tooLarge: true };
}

/** `response` with a JSON body held as text (any other response, and one made as text already, as it is). */
export async function settled(response: Response): Promise<Response> {
  if (isTextJson(response)) return response;
  if (response.body === null || !isJsonContentType(response.headers.get('content-type'))) return response;
  return new Response(await response.text(), { status: response.status, statusText: response.statusText, headers: response.headers });
}
