// Starts the HTTP server for an engine; resolves once it listens.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Engine, type EngineOptions } from './engine.js';
import { createApp, type Mount } from './http/app.js';

export interface RunningServer {
  engine: Engine;
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startServer(options: EngineOptions, host: string, port: number, mounts: Mount[] = []): Promise<RunningServer> {
  const engine = Engine.create(options);
  const app = createApp(engine, mounts);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        engine,
        url: `http://${shownHost}:${info.port}`,
        port: info.port,
        close: () => new Promise<void>((done) => {
          server.close(() => { void engine.close().then(done); });
        }),
      });
    });
    server.on('error', (e) => { void engine.close(); reject(e); });
  });
}
