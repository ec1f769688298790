// /api/coverage is computed once per data version of 990data_public: a repeated request reuses the
// answer without running its SQL, a snapshot swap to another file computes it anew, and the kept
// answer belongs to one engine (a second engine over the same file computes its own). Served from
// small databases made with the service's own schema, with the engine's HTTP response cache off so
// only the route's own caching is measured.
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceEngine, startServer, type QueryCall, type RunningServer } from '../../../engine/index.js';
import { nonprofitsPlan } from '../../../services/nonprofits/build/plan.js';
import { serviceConfig } from './demo.js';

type Filing = [objectId: string, ein: string, taxYear: number, returnType: string, amended: number];

const FIRST: Filing[] = [
  ['202300000000000001', '990000001', 2022, '990', 0],
  ['202300000000000002', '990000001', 2022, '990', 1],
  ['202300000000000003', '990000002', 2022, '990PF', 0],
];
const SECOND: Filing[] = [...FIRST, ['202400000000000004', '990000003', 2023, '990EZ', 0]];

/** A 990data_public database with the service's full schema and these returns. */
function makeDatabase(path: string, filings: readonly Filing[]): void {
  const db = new Database(path);
  const plan = nonprofitsPlan();
  const files = [...plan.domains.flatMap((d) => d.schema), ...plan.domains.flatMap((d) => d.derive)];
  for (const file of files) db.exec(readFileSync(join(plan.schemaDir, file), 'utf8'));
  const insert = db.prepare('insert into returns (object_id, ein, tax_year, return_type, amended_return) values (?, ?, ?, ?, ?)');
  for (const f of filings) insert.run(...f);
  db.close();
}

interface Coverage {
  results: { tax_year: number; return_type: string; filings: number; organizations: number; amended_filings: number }[];
}

let dir: string;
const servers: RunningServer[] = [];

async function serve(): Promise<RunningServer> {
  const { options, mounts } = await serviceEngine(serviceConfig(dir), { settings: [['response_cache_mb', '0']] });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  await server.engine.ready;
  servers.push(server);
  return server;
}

/** Coverage queries an engine runs from now on. */
function coverageRuns(server: RunningServer): () => number {
  const query = vi.spyOn(server.engine, 'query');
  return () => query.mock.calls.filter(([call]: [QueryCall]) => /group by tax_year, return_type/.test(call.sql ?? '')).length;
}

async function coverage(server: RunningServer): Promise<Coverage['results']> {
  const response = await fetch(`${server.url}/api/coverage`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Coverage).results;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), '990-coverage-'));
  makeDatabase(join(dir, 'first.db'), FIRST);
  makeDatabase(join(dir, 'second.db'), SECOND);
  // Distinct file times: a plain file's version is its size and modification time.
  utimesSync(join(dir, 'second.db'), new Date('2026-01-02T00:00:00Z'), new Date('2026-01-02T00:00:00Z'));
  symlinkSync('first.db', join(dir, '990data_public.db'));
});

afterAll(async () => {
  for (const server of servers) await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('/api/coverage kept per data version', () => {
  it('runs its SQL once per version, again after a swap, and once per engine', async () => {
    const server = await serve();
    const runs = coverageRuns(server);
    const first = await coverage(server);
    expect(first).toEqual([
      { tax_year: 2022, return_type: '990', filings: 2, organizations: 1, amended_filings: 1 },
      { tax_year: 2022, return_type: '990PF', filings: 1, organizations: 1, amended_filings: 0 },
    ]);
    expect(runs()).toBe(1);
    expect(await coverage(server)).toEqual(first);
    expect(await coverage(server)).toEqual(first);
    expect(runs()).toBe(1);
    const head = await fetch(`${server.url}/api/coverage`, { method: 'HEAD' });
    expect([head.status, runs()]).toEqual([200, 1]);

    // A second engine over the same file keeps its own answer.
    const other = await serve();
    const otherRuns = coverageRuns(other);
    expect(await coverage(other)).toEqual(first);
    expect(otherRuns()).toBe(1);

    // A new version: the link now names another file.
    const before = server.engine.databases.get('990data_public')!.version;
    symlinkSync('second.db', join(dir, 'next.db'));
    renameSync(join(dir, 'next.db'), join(dir, '990data_public.db'));
    server.engine.versions.refresh();
    expect(server.engine.databases.get('990data_public')!.version).not.toBe(before);
    const second = await coverage(server);
    expect(second).toEqual([...first, { tax_year: 2023, return_type: '990EZ', filings: 1, organizations: 1, amended_filings: 0 }]);
    expect(runs()).toBe(2);
    expect(await coverage(server)).toEqual(second);
    expect(runs()).toBe(2);
  });
});
