// What a service's mounts may rely on: routes registered `early` answer before the engine's own
// OPTIONS handler (on their paths only), and a query string far past Node's 16 KiB header default
// (long SQL) reaches the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mount } from '../../engine/http/app.js';
import { startServer, type RunningServer } from '../../engine/server.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';

let fixtures: Fixtures;
let server: RunningServer;

const mount: Mount = Object.assign(
  (app: Parameters<Mount>[0]) => {
    app.get('/svc/ping', (c) => c.text('pong'));
  },
  {
    early: (app: Parameters<Mount>[0]) => {
      app.options('/svc/*', () => new Response(null, { status: 204 }));
    },
  },
);

beforeAll(async () => {
  fixtures = buildFixtures();
  server = await startServer({ files: [{ path: fixtures.db, immutable: false }], queriesDir: fixtures.queriesDir }, '127.0.0.1', 0, [
    mount,
  ]);
  await server.engine.ready;
});
afterAll(async () => {
  await server?.close();
  fixtures?.remove();
});

describe('service mounts', () => {
  it('answer OPTIONS on their own paths with their early routes, CORS headers included', async () => {
    const own = await fetch(`${server.url}/svc/ping`, { method: 'OPTIONS' });
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe('*');
    const engine = await fetch(`${server.url}/fixtures.json`, { method: 'OPTIONS' });
    expect(engine.status).toBe(200);
    expect(await (await fetch(`${server.url}/svc/ping`)).text()).toBe('pong');
  });

  it('receive query strings of more than 16 KiB', async () => {
    const sql = `select 1 as n /* ${'x'.repeat(40_000)} */`;
    const response = await fetch(`${server.url}/fixtures.json?${new URLSearchParams({ sql, _shape: 'array' })}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ n: 1 }]);
  });
});
