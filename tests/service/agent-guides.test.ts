// Each service's agent guide (the `agent_guide` file of its service.yaml) as the server gives it:
// served at /llms.txt and as the MCP instructions, every SQL example running on the database its
// first line names, every URL example answering 200, and every table and view of each database
// named in it (so a table added to a build cannot be left out of the guide).
//
// The guide's conventions, which these tests read it by:
// - a SQL example is a fenced ```sql block whose first line is `-- database: <name>`;
// - a URL example is a path in backticks starting with `/`; one holding `{` is a pattern (such as
//   `/member/{bioguide_id}`), not an example, and is not requested.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERAS, connect, startService, type McpServerUnderTest, type ServiceName } from '../mcp/support.js';
import { repoRoot } from '../../databases/build/paths.js';
import { ANCHOR_DOCKETS } from '../../services/openregs/build/domains/regulatory/anchors.js';
import { billId, SHOWCASE_BILL } from '../../services/openregs/build/domains/congress/legislation.js';

const DATABASE_LINE = /^-- database: (\S+)\s*$/;

/** The fenced ```sql blocks, each with the database its first line names (undefined: none named). */
function sqlExamples(guide: string): Array<{ database: string | undefined; sql: string }> {
  return [...guide.matchAll(/^```sql\n([\s\S]*?)^```/gm)].map((m) => {
    const sql = m[1].trim();
    return { database: DATABASE_LINE.exec(sql.split('\n')[0])?.[1], sql };
  });
}

/** Paths in backticks starting with `/`, leaving out patterns (holding `{`). */
function urlExamples(guide: string): string[] {
  return [...new Set([...guide.matchAll(/`(\/[^`\s]*)`/g)].map((m) => m[1]))].filter((u) => !u.includes('{'));
}

/** Whether `name` appears in `text` as a whole identifier. */
function names(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(text);
}

interface DatabaseJson {
  tables: Array<{ name: string; hidden: boolean }>;
  views: Array<{ name: string }>;
}

describe('the guide conventions as these tests read them', () => {
  it('finds SQL blocks with their database and URL examples, leaving out patterns', () => {
    const text = [
      'Ask `/api/search/members?q=pelosi` or `/member/{bioguide_id}`; not `select 1` nor /plain.',
      '```sql',
      '-- database: openregs',
      'select 1',
      '```',
      '```sql',
      'select 2',
      '```',
      '```json',
      '{}',
      '```',
    ].join('\n');
    expect(sqlExamples(text)).toEqual([
      { database: 'openregs', sql: '-- database: openregs\nselect 1' },
      { database: undefined, sql: 'select 2' },
    ]);
    expect(urlExamples(text)).toEqual(['/api/search/members?q=pelosi']);
    expect(names('from member_stats s', 'member_stats')).toBe(true);
    expect(names('from member_stats_x s', 'member_stats')).toBe(false);
  });
});

describe.each<ServiceName>(['openregs', 'nonprofits'])('the %s agent guide', (service) => {
  let s: McpServerUnderTest;
  let guide: string;
  let databases: string[];

  beforeAll(async () => {
    s = await startService(service);
    const file = s.server.engine.agentGuide;
    expect(file, 'the service declares agent_guide').toBeTruthy();
    guide = readFileSync(file!, 'utf8');
    databases = [...s.server.engine.databases.keys()];
  });
  afterAll(() => s?.server.close());

  it('is served at /llms.txt as it is on disk', async () => {
    const response = await fetch(`${s.url}/llms.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(guide);
  });

  it.each(ERAS)('%s era: is the MCP instructions', async (era) => {
    const client = await connect(s.endpoint, era);
    try {
      expect(client.getInstructions()).toBe(guide);
    } finally {
      await client.close();
    }
  });

  it('has SQL examples, each naming a database of the service, and each runs', async () => {
    const examples = sqlExamples(guide);
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const { database, sql } of examples) {
      expect(databases, `database named on the first line of:\n${sql}`).toContain(database);
      const response = await fetch(`${s.url}/${database}.json?sql=${encodeURIComponent(sql)}&_shape=objects`);
      const body = (await response.json()) as { ok: boolean; error?: string };
      expect(response.status, `${sql}\n${body.error}`).toBe(200);
      expect(body.ok, sql).toBe(true);
    }
  });

  it('has URL examples, and each answers 200', async () => {
    const urls = urlExamples(guide);
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) {
      const response = await fetch(`${s.url}${url}`);
      await response.arrayBuffer();
      expect(response.status, url).toBe(200);
    }
  });

  it('names every table and view of every database', async () => {
    for (const db of databases) {
      const response = await fetch(`${s.url}/${db}.json`);
      expect(response.status).toBe(200);
      const listing = (await response.json()) as DatabaseJson;
      const all = [...listing.tables.filter((t) => !t.hidden), ...listing.views].map((t) => t.name);
      expect(all.length).toBeGreaterThan(0);
      expect(
        all.filter((name) => !names(guide, name)),
        `tables of ${db} the guide does not name`,
      ).toEqual([]);
    }
  });
});

describe("OpenRegs' guide names entities every build has", () => {
  // The demo data is made relative to the day it is built: most Federal Register numbers and bill
  // numbers differ from one day's build to the next. The guide's examples must be the anchored ones.
  it('its document and bill examples are anchors of the build', () => {
    const guide = readFileSync(join(repoRoot(), 'services', 'openregs', 'llms.txt'), 'utf8');
    const urls = urlExamples(guide);
    const documents = urls.flatMap((u) => /^\/document\/([^/.?]+)/.exec(u)?.[1] ?? []);
    const bills = urls.flatMap((u) => /^\/bill\/([^/.?]+)/.exec(u)?.[1] ?? []);
    expect(documents.length).toBeGreaterThan(0);
    expect(bills.length).toBeGreaterThan(0);
    const anchored = new Set(ANCHOR_DOCKETS.flatMap((d) => d.docs.map((doc) => doc.fr)));
    for (const d of documents) expect(anchored.has(d), `/document/${d} is not an anchor document`).toBe(true);
    const showcase = billId(SHOWCASE_BILL.congress, SHOWCASE_BILL.type, SHOWCASE_BILL.number);
    for (const b of bills) expect(b, `/bill/${b} is not the showcase bill`).toBe(showcase);
  });
});
