// `/<db>.db` downloads (§11.8): only immutable files, with an ETag of the file's sha256 that
// answers If-None-Match with 304; the immutable file's hash also shows in the listings.
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

/** The hash is computed in the background after start-up: wait until /-/databases.json has it. */
async function hashOf(server: FixtureServer): Promise<string> {
  for (;;) {
    const [db] = (await client(server)('/-/databases.json')).json<Array<{ hash: string | null }>>();
    if (db.hash) return db.hash;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('database download', () => {
  it('is forbidden for a mutable file', async () => {
    const r = await client(mutable)('/fixtures.db');
    expect(r.status).toBe(403);
    expect(r.text).toContain('Database download is forbidden');
  });

  it('sends an immutable file whole, with its sha256 as ETag', async () => {
    const file = readFileSync(immutable.fixtures.db);
    const sha = createHash('sha256').update(file).digest('hex');
    expect(await hashOf(immutable)).toBe(sha);
    const r = await fetch(`${immutable.url}/fixtures.db`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="fixtures.db"');
    expect(r.headers.get('etag')).toBe(`"${sha}"`);
    expect(Buffer.from(await r.arrayBuffer()).equals(file)).toBe(true);
    const again = await client(immutable)('/fixtures.db', { headers: { 'If-None-Match': `"${sha}"` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('the listings show the hash and take the colour from it', async () => {
    const sha = await hashOf(immutable);
    const index = (await client(immutable)('/.json')).json<Record<string, { hash: string; color: string }>>();
    expect(index.fixtures).toMatchObject({ hash: sha, color: sha.slice(0, 6) });
    const [db] = (await client(immutable)('/-/databases.json')).json<Array<Record<string, unknown>>>();
    expect(db).toMatchObject({ is_mutable: false, hash: sha });
  });

  it('unknown database: 404', async () => {
    expect((await client(immutable)('/nope.db')).status).toBe(404);
  });
});
