// Operator endpoints: liveness, readiness and metrics. Never cached, never shed.
import type { Hono } from 'hono';
import type { Engine } from '../engine.js';

const NO_STORE = { 'Cache-Control': 'no-store' };

function json(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE } });
}

export function mountOps(app: Hono, engine: Engine, base: string): void {
  app.get(`${base}/-/health`, () => json(200, { ok: true, status: 'alive' }));
  app.get(`${base}/-/ready`, () => {
    const r = engine.readiness();
    return r.ok
      ? json(200, { ok: true, status: 'ready', databases: [...engine.databases.keys()] })
      : json(503, { ok: false, status: 'not ready', reason: r.reason });
  });
  app.get(`${base}/-/snapshot.json`, () =>
    json(200, {
      databases: Object.fromEntries(
        [...engine.databases.values()].map((d) => [
          d.name,
          {
            file: d.source,
            version: d.version,
            current_week: d.snapshot?.current_week ?? null,
            sha256_gzipped: d.snapshot?.sha256_gzipped ?? null,
            sha256_unpacked: d.snapshot?.sha256_unpacked ?? null,
            activated_at: d.snapshot?.activated_at ?? null,
            size_bytes: d.size,
          },
        ]),
      ),
    }),
  );
  app.get(`${base}/-/metrics`, async () => {
    const { body, contentType } = await engine.metrics.text();
    return new Response(body, { status: 200, headers: { 'content-type': contentType, ...NO_STORE } });
  });
}
