// Answers that depend only on the data, kept for the data version they were computed on: the
// first request after start-up or a snapshot swap runs the route's SQL, later ones reuse its
// answer. The kept answers belong to one mount, i.e. one engine, and hold one entry per path.
import type { MiddlewareHandler } from 'hono';
import type { Engine, Mount } from '../../../engine/index.js';

interface KeptAnswer {
  version: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** `mount`, with the GET answers of `paths` (under /api) kept per version of `database`. */
export function keptPerDataVersion(mount: Mount, database: string, paths: readonly string[]): Mount {
  const wrapped: Mount = (app, engine) => {
    const base = engine.settings.base_url.replace(/\/$/, '');
    // Registered before the routes, so a kept answer is served without reaching them.
    for (const path of paths) app.use(`${base}${path}`, keepAnswer(engine, database));
    mount(app, engine);
  };
  if (mount.early) wrapped.early = mount.early;
  return wrapped;
}

function keepAnswer(engine: Engine, database: string): MiddlewareHandler {
  let kept: KeptAnswer | undefined;
  return async (c, next) => {
    const version = pinnedVersion(engine, database);
    const method = c.req.method;
    if (version === undefined || (method !== 'GET' && method !== 'HEAD')) return next();
    if (kept?.version === version) {
      return new Response(method === 'HEAD' ? null : kept.body.slice(0), { status: 200, headers: kept.headers });
    }
    await next();
    if (method !== 'GET' || c.res.status !== 200) return;
    const body = await c.res.clone().arrayBuffer();
    kept = { version, headers: [...c.res.headers], body };
  };
}

/**
 * The version of `database` this request reads: every request is pinned to the file current when
 * it began; when a swap came in between, the current version is not the one read, so nothing is
 * kept or served for it.
 */
function pinnedVersion(engine: Engine, database: string): string | undefined {
  const current = engine.databases.get(database);
  if (!current || engine.versions.pathFor(database) !== current.path) return undefined;
  return current.version;
}
