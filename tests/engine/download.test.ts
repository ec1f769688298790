// `/<db>.db` downloads: only immutable files, with an ETag naming the version served that answers
// If-None-Match with 304. Start-up never reads whole files to hash them: a file's sha256 shows in the
// listings only when a snapshot manifest supplied it (tests/snapshot covers that case).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startFixtureServer, type FixtureServer } from '../support/server.js';

let mutable: FixtureServer;
let immutable: FixtureServer;

beforeAll(async () => {
  mutable = await startFixtureServer();
  immutable = await startFixtureServer({ immutable: true });
});
afterAll(async () => {
  await mutable.close();
  await immutable.close();
});

/** The version the server names for its one database. */
async function versionOf(server: FixtureServer): Promise<string> {
  const body = (await client(server)('/-/snapshot.json')).json<{ databases: Record<string, { version: string }> }>();
  return body.databases.fixtures.version;
}

describe('database download', () => {
  it('is forbidden for a mutable file', async () => {
    const r = await client(mutable)('/fixtures.db');
    expect(r.status).toBe(403);
    expect(r.text).toContain('Database download is forbidden');
  });

  it('sends an immutable file whole, with its version as ETag', async () => {
    const file = readFileSync(immutable.fixtures.db);
    const version = await versionOf(immutable);
    const r = await fetch(`${immutable.url}/fixtures.db`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="fixtures.db"');
    expect(r.headers.get('etag')).toBe(`"${version}"`);
    expect(Buffer.from(await r.arrayBuffer()).equals(file)).toBe(true);
    const again = await client(immutable)('/fixtures.db', { headers: { 'If-None-Match': `"${version}"` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('without a snapshot the listings have no hash, and the colour comes from the name', async () => {
    const index = (await client(immutable)('/.json')).json<Record<string, { hash: string | null; color: string }>>();
    expect(index.fixtures).toMatchObject({ hash: null, color: createHash('md5').update('fixtures').digest('hex').slice(0, 6) });
    const [db] = (await client(immutable)('/-/databases.json')).json<Array<Record<string, unknown>>>();
    expect(db).toMatchObject({ is_mutable: false, hash: null });
  });

  it('unknown database: 404', async () => {
    expect((await client(immutable)('/nope.db')).status).toBe(404);
  });
});
