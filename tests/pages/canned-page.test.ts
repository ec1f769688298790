// A canned query page as metadata shapes it: HTML description, hidden SQL, prefilled inputs.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../engine/server.js';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';
import { fetchPath } from '../support/server.js';

const EXTRA_QUERIES = `database: fixtures
queries:
  city_by_id:
    title: A city
    description_html: 'The city with <em>this</em> id.'
    hide_sql: true
    sql: select id, name from facet_cities where id = :id and name like :prefix || '%'
    params: [id, prefix]
`;

let fixtures: Fixtures;
let server: RunningServer;
beforeAll(async () => {
  fixtures = buildFixtures();
  writeFileSync(join(fixtures.queriesDir, 'extra.yaml'), EXTRA_QUERIES);
  server = await startServer(
    { files: [{ path: fixtures.db, immutable: false }], metadataPath: fixtures.metadata, queriesDir: fixtures.queriesDir },
    '127.0.0.1',
    0,
  );
});
afterAll(async () => {
  await server?.close();
  fixtures?.remove();
});

it('shows the HTML description, hides the SQL, and prefills one labelled input per parameter', async () => {
  const r = await fetchPath(server.url, '/fixtures/city_by_id?id=3&prefix=De');
  expect(r.status).toBe(200);
  expect(r.text).toContain('<div class="description">The city with <em>this</em> id.</div>');
  expect(r.text).not.toContain('facet_cities where');
  expect(r.text).toContain('<label for="param-id">id');
  expect(r.text).toContain('<input id="param-id" name="id" value="3"');
  expect(r.text).toContain('<input id="param-prefix" name="prefix" value="De"');
  expect(r.text).toContain('<td>Detroit</td>');
  expect(r.text).toContain('href="/fixtures/city_by_id.json?id=3&amp;prefix=De"');
  expect(r.text).toContain('href="/fixtures/city_by_id.csv?id=3&amp;prefix=De"');
});

it("with one required parameter still empty, keeps the other's value and runs nothing", async () => {
  const r = await fetchPath(server.url, '/fixtures/city_by_id?id=3');
  expect(r.status).toBe(200);
  expect(r.text).toContain('<input id="param-id" name="id" value="3"');
  expect(r.text).toContain('Fill in the parameters above and run the query.');
  expect(r.text).not.toContain('<td>Detroit</td>');
});
