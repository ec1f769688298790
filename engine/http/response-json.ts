// Response.json for the lightweight Response class @hono/node-server puts in place of the global one.
// That class writes a text-bodied response straight to Node's socket, but inherits its static
// `json` from undici's Response, which builds a Web stream body the node server then reads chunk by
// chunk: about 0.1 ms a JSON answer, which is what the MCP SDK answers every call with. Here the
// class gets its own `json`, with the same answer (status, headers, body) as text, and with the text
// of values written already (prewritten-json.ts) put in as it is.
import { stringifyWritten } from './prewritten-json.js';

const textJson = new WeakSet<Response>();

/** Gives the global Response class, when it is @hono/node-server's (a subclass), a text-bodied `json`. */
export function installTextResponseJson(): void {
  const Light = globalThis.Response;
  // undici's own class has its own `json` (as has a class given one already).
  if (Object.hasOwn(Light, 'json')) return;
  Object.defineProperty(Light, 'json', {
    configurable: true,
    writable: true,
    value: function json(data: unknown, init: ResponseInit = {}): Response {
      const text: unknown = stringifyWritten(data);
      if (typeof text !== 'string') throw new TypeError('Value is not JSON serializable');
      const status = init.status ?? 200;
      if (!Number.isInteger(status) || status < 200 || status > 599)
        throw new RangeError(`init["status"] must be in the range of 200 to 599, inclusive.`);
      const headers = new Headers(init.headers);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      const response = new Light(text, { status, statusText: init.statusText ?? '', headers });
      textJson.add(response);
      return response;
    },
  });
}

/** Whether `response` was made by the `json` above (its body is text already). */
export function isTextJson(response: Response): boolean {
  return textJson.has(response);
}
