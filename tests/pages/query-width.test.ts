// A configured page with many more sections than the client may hold requests at once
// (max_queries_per_client counts requests, not the queries inside one), and a search over several
// kinds, answer in full; one request's queries go to the pool a few at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../engine/server.js';
import { requestWidth } from '../../engine/query/side-by-side.js';
import { buildTown, SEARCH_YAML, serveTown, type Town } from './site/town.js';

const EXTRA_SECTIONS = 9;
// Appended to the pages list: the person page's three sections and nine more.
const MANY_SECTIONS_PAGE = `  - path: /many/{person_id}
    title: person
    template: person.njk
    queries:
      person: {database: town, required: true, single: true, sql: "select * from people where person_id = :person_id"}
      grants: {database: town, sql: "select grant_id, amount from grants where person_id = :person_id order by grant_id"}
      figures: {database: town, sql: "select visits, salary from people where person_id = :person_id"}
${Array.from({ length: EXTRA_SECTIONS }, (_, i) => `      extra_${i}: {database: town, sql: "select count(*) + ${i} as n from grants where person_id = :person_id"}`).join('\n')}
`;

let town: Town;
let server: RunningServer;
const settings = { max_queries_per_client: 1, num_sql_threads: 2 };

beforeAll(async () => {
  town = buildTown(MANY_SECTIONS_PAGE + SEARCH_YAML);
  server = await serveTown(town, settings);
});

afterAll(async () => {
  await server?.close();
  town?.remove();
});

describe("one request's queries", () => {
  it('go to the pool a few at a time: two per regular worker', () => {
    expect(requestWidth(settings)).toBe(4);
    expect(requestWidth({ num_sql_threads: 3 })).toBe(6);
  });

  it('serve a page of twelve sections to a client allowed one request at once', async () => {
    const res = await fetch(`${server.url}/many/P1.json`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { queries: Record<string, { rows: Array<Record<string, unknown>> }> };
    expect(Object.keys(body.queries)).toHaveLength(3 + EXTRA_SECTIONS);
    expect(body.queries.extra_4.rows).toEqual([{ n: 23 + 4 }]);
    expect((await fetch(`${server.url}/many/P1`)).status).toBe(200);
  });

  it('serve a search of three kinds (six queries) to a client allowed one request', async () => {
    const res = await fetch(`${server.url}/search.json?q=library`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { kinds: Array<{ name: string; count: number; timed_out: boolean }> };
    expect(body.kinds.map((k) => [k.name, k.timed_out])).toEqual([
      ['people', false],
      ['grants', false],
      ['notes', false],
    ]);
    expect(body.kinds.find((k) => k.name === 'notes')?.count).toBe(2);
  });
});
