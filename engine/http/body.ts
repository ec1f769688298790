// Responses whose body is already bytes in memory, remembered so middleware (the response cache)
// can read them without turning the response into a stream: @hono/node-server writes a Response
// made from a string or Uint8Array straight to the socket, but reading its body (or assigning a
// second response to `c.res`, which reads the first one's body) makes it a web stream, read back
// chunk by chunk, at a cost measured in milliseconds for a large page.
import { Buffer } from 'node:buffer';

const bodies = new WeakMap<Response, Uint8Array | string>();

/** A response whose body stays readable as bytes by `bodyBytes`. */
export function bytesResponse(body: Uint8Array<ArrayBuffer> | string, init: ResponseInit): Response {
  const response = new Response(body, init);
  bodies.set(response, body);
  return response;
}

/** The body of a response made by `bytesResponse`, without reading its stream; else undefined. */
export function knownBody(response: Response): Uint8Array | undefined {
  const body = bodies.get(response);
  return typeof body === 'string' ? Buffer.from(body) : body;
}
