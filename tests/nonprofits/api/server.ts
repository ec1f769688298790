// The 990 service exactly as `openregs serve --config services/nonprofits.yaml` serves it (metadata,
// canned queries, /api, pages), over the test demo build, on a loopback port; plus a read-only
// handle on the same database for computing expected answers independently.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { serviceEngine, startServer, type RunningServer } from '../../../engine/index.js';
import { ApiClient } from '../../api/api-client.js';
import { demoDataDir, serviceConfig } from './demo.js';

export interface NonprofitsFixture {
  server: RunningServer;
  api: ApiClient;
  db: Database.Database;
  /** GET a path from the server's root. */
  get(path: string, init?: RequestInit): Promise<Response>;
}

/** `settings`: `--setting` pairs on top of the service file's. */
export async function startNonprofitsServer(settings: Array<[string, string]> = []): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = await demoDataDir();
  // The whole suite comes from one address: let it run as many queries as the pool takes.
  const { options, mounts } = await serviceEngine(serviceConfig(dataDir), { settings: [['max_queries_per_client', '64'], ...settings] });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  await server.engine.ready;
  return { server, dataDir };
}

/** Call at the top of a test file: the fields are set in beforeAll and closed in afterAll. */
export function useNonprofitsServer(): NonprofitsFixture {
  const fixture = {} as NonprofitsFixture;
  beforeAll(async () => {
    const { server, dataDir } = await startNonprofitsServer();
    fixture.server = server;
    fixture.api = await ApiClient.connect(server.url);
    fixture.db = new Database(join(dataDir, '990data_public.db'), { readonly: true, fileMustExist: true });
    fixture.get = (path, init) => fetch(server.url + path, init);
  });
  afterAll(async () => {
    fixture.db?.close();
    await fixture.server?.close();
  });
  return fixture;
}

/** Rows of a SQL query on the demo database. */
export function rows<T = Record<string, unknown>>(db: Database.Database, sql: string, ...params: unknown[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}
