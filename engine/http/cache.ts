// HTTP caching keyed to the data version. Every successful GET of data (JSON, HTML, CSV, /api,
// configured pages) carries an ETag made from the request and the versions of the databases served,
// so it changes exactly when the data could have; If-None-Match with a current ETag gets a 304 with
// no body; and repeated identical requests are answered from a bounded in-process LRU cache without
// touching SQLite. Entries of a replaced version can never match again (their key holds the version)
// and are dropped when a swap happens.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Engine } from '../engine.js';
import { bytesResponse, knownBody } from './body.js';

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  bytes: number;
}

/** Larger answers are served but not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  hits = 0;

  constructor(private readonly capacityBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (entry.bytes > MAX_ENTRY_BYTES || entry.bytes > this.capacityBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.capacityBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** Paths whose answers do not depend on the data alone (operations, live introspection) or stream. */
function uncacheable(path: string, query: string): boolean {
  return path.includes('/-/') || path.endsWith('.db') || /(^|&)_stream=/.test(query);
}

export function httpCache(engine: Engine, cache: ResponseCache): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const url = c.req.url;
    const at = url.indexOf('/', url.indexOf('//') + 2);
    const pathAndQuery = at < 0 ? '/' : url.slice(at);
    const q = pathAndQuery.indexOf('?');
    const path = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
    if ((method !== 'GET' && method !== 'HEAD') || uncacheable(path, q < 0 ? '' : pathAndQuery.slice(q + 1))) return next();
    // Answers hold absolute URLs built from the Host header: it is part of what was asked.
    const host = c.req.header('host') ?? '';
    const etag = `W/"${createHash('sha1').update(engine.versions.fingerprint()).update('\n').update(host).update('\n').update(pathAndQuery).digest('base64url')}"`;
    const matches = (c.req.header('if-none-match') ?? '').split(',').some((t) => t.trim() === etag || t.trim() === '*');
    const cached = cache.get(etag);
    if (matches && cached) return new Response(null, { status: 304, headers: { ETag: etag, ...cacheControl(cached.headers) } });
    if (cached)
      return new Response(method === 'HEAD' ? null : (cached.body as Uint8Array<ArrayBuffer>), {
        status: cached.status,
        headers: cached.headers,
      });
    await next();
    const res = c.res;
    // Not kept (nor given an ETag) when the answer says it must not be stored.
    if (res.status !== 200 || /\bno-store\b/.test(res.headers.get('cache-control') ?? '')) return;
    if (matches) {
      c.res = new Response(null, { status: 304, headers: { ETag: etag, ...cacheControl([...res.headers]) } });
      return;
    }
    let body = method === 'GET' ? knownBody(res) : undefined;
    if (body) {
      // Bytes the route made: the response is sent as it is, as bytes.
      res.headers.set('ETag', etag);
    } else {
      // Any other response is read once and replaced by one made of its bytes (cleared first, so
      // Hono does not wrap the new response around the old one's spent stream).
      body = method === 'GET' && res.body ? new Uint8Array(await res.arrayBuffer()) : undefined;
      const headers = new Headers(res.headers);
      headers.set('ETag', etag);
      c.res = undefined;
      c.res = body
        ? bytesResponse(body as Uint8Array<ArrayBuffer>, { status: 200, headers })
        : new Response(null, { status: 200, headers });
    }
    if (body) cache.set(etag, { status: 200, headers: [...c.res.headers], body: kept(body), bytes: body.byteLength + pathAndQuery.length });
  };
}

/** A body as kept: copied out of a buffer much larger than itself (rows framed in place), so the
 * cache holds what it counts. */
export function kept(body: Uint8Array): Uint8Array {
  return body.buffer.byteLength > body.byteLength + (body.byteLength >> 2) ? Uint8Array.prototype.slice.call(body) : body;
}

function cacheControl(headers: [string, string][]): Record<string, string> {
  const found = headers.find(([k]) => k.toLowerCase() === 'cache-control');
  return found ? { 'Cache-Control': found[1] } : {};
}

/** Cache-Control for data answers: fresh for `ttl` seconds, then usable while revalidating. */
export function cacheControlValue(ttl: number): string {
  return ttl === 0 ? 'no-cache' : `max-age=${ttl}, stale-while-revalidate=${Math.max(60, ttl * 10)}`;
}
