// Static folders a service mounts (Datasette's `--static MOUNT:DIR`): files under /MOUNT/; and
// single files at the root (`/llms.txt`).
import { createReadStream, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.gz': 'application/gzip',
};

export function mountStatic(app: Hono, base: string, mount: string, folder: string): void {
  const root = resolve(folder);
  app.get(`${base}/${mount}/*`, (c) => {
    let rest: string;
    try {
      rest = decodeURIComponent(new URL(c.req.url).pathname.slice(`${base}/${mount}/`.length));
    } catch {
      return c.text('Bad request: malformed percent-encoding in the path', 400);
    }
    const file = resolve(join(root, rest));
    // Never outside the folder, whatever `..` or encoded separators the path holds.
    if (rest.includes('\0') || (file !== root && !file.startsWith(root + sep))) return c.text('Not found', 404);
    let size: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return c.text('Not found', 404);
      size = stat.size;
    } catch {
      return c.text('Not found', 404);
    }
    return fileResponse(c.req.method, file, size);
  });
}

/** Serves `file` at `/<name>` (read on each request, so an edited file is served as it now is). */
export function mountFile(app: Hono, base: string, name: string, file: string): void {
  app.get(`${base}/${name}`, (c) => {
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return c.text('Not found', 404);
    }
    return fileResponse(c.req.method, file, size);
  });
}

function fileResponse(method: string, file: string, size: number): Response {
  const headers = { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'content-length': String(size) };
  if (method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { status: 200, headers });
}
