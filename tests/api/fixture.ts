// The OpenRegs server on the test demo build, a schema-checking /api client for it, and a
// read-only handle on the same openregs.db for computing expected answers independently.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningServer } from '../../engine/server.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { startOpenregsServer } from '../support/openregs-server.js';
import { ApiClient, type ErrorBody, type ListBody, type JsonObject } from './api-client.js';

export interface ApiFixture {
  server: RunningServer;
  api: ApiClient;
  db: Database.Database;
  /** GET (or `init`) a path from the server's root. */
  get(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * Call at the top of a test file: `start` serves a service and names the database file the tests
 * read expected answers from; the fixture's fields are set in beforeAll and closed in afterAll.
 */
export function useServerFixture(start: () => Promise<{ server: RunningServer; dbPath: string }>): ApiFixture {
  const fixture = {} as ApiFixture;
  beforeAll(async () => {
    const { server, dbPath } = await start();
    fixture.server = server;
    fixture.api = await ApiClient.connect(server.url);
    fixture.db = new Database(dbPath, { readonly: true, fileMustExist: true });
    fixture.get = (path, init) => fetch(server.url + path, init);
  });
  afterAll(async () => {
    fixture.db?.close();
    await fixture.server?.close();
  });
  return fixture;
}

/** The OpenRegs service on the test demo build. */
export function useApiFixture(): ApiFixture {
  return useServerFixture(async () => ({ server: await startOpenregsServer(), dbPath: demoDatabasePaths().openregs }));
}

/** Rows of a SQL query on a demo database. */
export function rows<T = Record<string, unknown>>(db: Database.Database, sql: string, ...params: unknown[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

/** GET a list route, expecting 200. */
export async function list<R = JsonObject>(api: ApiClient, path: string): Promise<ListBody<R>> {
  const response = await api.get<ListBody<R>>(path);
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  return response.body;
}

/** GET expecting an error envelope with this status, naming this parameter (in `parameter` and the message) and rule. */
export async function expectError(api: ApiClient, path: string, status: number, parameter?: string, rule?: string): Promise<ErrorBody> {
  const { status: got, body } = await api.get<ErrorBody>(path);
  expect(got, JSON.stringify(body)).toBe(status);
  expect(body.ok).toBe(false);
  expect(body.status).toBe(status);
  if (parameter !== undefined) {
    expect(body.parameter).toBe(parameter);
    expect(body.error).toContain(parameter);
  }
  if (rule !== undefined) expect(body.rule).toBe(rule);
  return body;
}
