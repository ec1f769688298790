// Starts the HTTP server for an engine; resolves once it listens.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Engine, type EngineOptions } from './engine.js';
import { createApp, type Mount } from './http/app.js';
import { installTextResponseJson } from './http/response-json.js';

export interface RunningServer {
  engine: Engine;
  url: string;
  port: number;
  /**
   * Stop accepting connections, let requests in flight finish (at most `graceMs`, default the SQL
   * time limit plus a second), then close the databases.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * Request line and headers may take 256 KiB (Node's default is 16 KiB): read-only SQL travels in
 * the query string, and a long statement, percent-encoded, outgrows 16 KiB.
 */
const MAX_HEADER_BYTES = 256 * 1024;

export function startServer(options: EngineOptions, host: string, port: number, mounts: Mount[] = []): Promise<RunningServer> {
  const engine = Engine.create(options);
  let app: ReturnType<typeof createApp>;
  try {
    app = createApp(engine, mounts);
  } catch (e) {
    // A mistake found while mounting (a setting, a service's routes): stop the SQL workers too.
    void engine.close();
    throw e;
  }
  // A database file replaced under the server (a snapshot activated, a daily rebuild renamed into
  // place) is picked up without a restart.
  engine.versions.watch();
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: host, port, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } },
      (info: AddressInfo) => {
        const shownHost = host.includes(':') ? `[${host}]` : host;
        resolve({
          engine,
          url: `http://${shownHost}:${info.port}`,
          port: info.port,
          close: (graceMs = engine.settings.sql_time_limit_ms + 1000) => drain(server as Server, graceMs).then(() => engine.close()),
        });
      },
    );
    installTextResponseJson();
    server.on('error', (e) => {
      void engine.close();
      reject(e);
    });
  });
}

/** Close the listener; idle keep-alive connections go now, busy ones when done or at the deadline. */
function drain(server: Server, graceMs: number): Promise<void> {
  return new Promise((done) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    // A keep-alive connection whose request finishes after close() becomes idle later.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      done();
    });
    server.closeIdleConnections();
  });
}
