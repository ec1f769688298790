// Starts the real engine server in-process on a loopback port (real HTTP; the SQL workers load
// the compiled worker from dist/, so run `npm run build` first) and fetches from it.
import { afterAll, beforeAll } from 'vitest';
import { startServer } from '../../engine/server.js';
import type { Settings } from '../../engine/config/settings.js';
import { buildFixtures, type Fixtures } from './fixtures.js';

export interface TestServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

export interface FixtureServer extends TestServer {
  fixtures: Fixtures;
}

export interface FixtureServerOptions {
  settings?: Partial<Settings>;
  /** Serve the fixtures database in immutable mode. */
  immutable?: boolean;
  /** Leave out the metadata file (and its canned query). */
  noMetadata?: boolean;
}

/** Build a fresh fixtures directory and serve it; close() stops the server and removes the files. */
export async function startFixtureServer(options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const fixtures = buildFixtures();
  try {
    const server = await startServer(
      {
        files: [{ path: fixtures.db, immutable: options.immutable ?? false }],
        metadataPath: options.noMetadata ? undefined : fixtures.metadata,
        queriesDir: fixtures.queriesDir,
        settings: options.settings,
      },
      '127.0.0.1',
      0,
    );
    // Time limits count from arrival: tests start once every worker answers, as a load balancer would.
    await server.engine.ready;
    return {
      url: server.url,
      fixtures,
      close: async () => {
        await server.close();
        fixtures.remove();
      },
    };
  } catch (e) {
    fixtures.remove();
    throw e;
  }
}

/** The parts of a table page's JSON the filter and search tests read. */
export interface TablePage {
  rows: unknown[][];
  human_description_en: string;
  filtered_table_rows_count: number | null;
  query: { sql: string; params: Record<string, unknown> };
}

export interface Fetched {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (throws if it is not JSON). */
  json<T = unknown>(): T;
}

export interface FetchOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Follow redirects; by default the 3xx response itself is returned. */
  follow?: boolean;
}

/**
 * Fetch `path` (starting with `/`) from the server. Any 500 fails the calling test: no request
 * the suite makes may get one (they mean the server itself is broken).
 */
export async function fetchPath(base: string, path: string, options: FetchOptions = {}): Promise<Fetched> {
  const response = await fetch(base + path, {
    method: options.method ?? 'GET',
    headers: options.headers,
    redirect: options.follow ? 'follow' : 'manual',
  });
  const text = await response.text();
  if (response.status === 500) throw new Error(`500 from ${options.method ?? 'GET'} ${path}: ${text}`);
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** A fetcher bound to one server. */
/** A fixture server for the calling test file (started in beforeAll, closed in afterAll) and a fetcher for it. */
export function serveFixtures(options: FixtureServerOptions = {}): {
  get: (path: string, options?: FetchOptions) => Promise<Fetched>;
  readonly server: FixtureServer;
} {
  let running: FixtureServer | undefined;
  beforeAll(async () => {
    running = await startFixtureServer(options);
  });
  afterAll(() => running?.close());
  return {
    get: (path, fetchOptions) => fetchPath(running!.url, path, fetchOptions),
    get server(): FixtureServer {
      return running!;
    },
  };
}

export function client(server: TestServer): (path: string, options?: FetchOptions) => Promise<Fetched> {
  return (path, options) => fetchPath(server.url, path, options);
}

/** Replace the run-dependent numbers (`query_ms`) and the server's origin so bodies compare exactly. */
export function stable(text: string, origin?: string): string {
  let out = text.replace(/"query_ms": [0-9.e+-]+/g, '"query_ms": 0');
  if (origin) out = out.split(origin).join('http://HOST');
  return out;
}

export interface Page {
  url: string;
  rows: unknown[];
  next: string | null;
  next_url: string | null;
}

/** Every page of a paginated table, following `next_url` until it is null. */
export async function followPages(server: TestServer, path: string): Promise<{ rows: unknown[]; pages: Page[] }> {
  const pages: Page[] = [];
  let url: string | null = server.url + path;
  while (url !== null) {
    if (!url.startsWith(server.url)) throw new Error(`next_url ${url} is not on ${server.url}`);
    const response = await fetchPath(server.url, url.slice(server.url.length));
    if (response.status !== 200) throw new Error(`${url} → ${response.status}: ${response.text}`);
    const body = response.json<{ rows: unknown[]; next: string | null; next_url: string | null }>();
    pages.push({ url, rows: body.rows, next: body.next, next_url: body.next_url });
    if (pages.length > 1000) throw new Error(`pagination of ${path} does not end`);
    url = body.next_url;
  }
  return { rows: pages.flatMap((p) => p.rows), pages };
}
