// Every canned query, served by the engine over HTTP from the YAML, against the demo data:
// names, titles, parameters and output columns exactly as the contract, examples return rows,
// missing parameters answer (200), except in the full-text queries, where '' is SQLite's 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../engine/server.js';
import { startOpenregsServer } from '../support/openregs-server.js';
import { cannedQueries, contract, examplesOf, findCanned, type CannedQuery, type ContractEntry } from './support.js';

const defined = (c: ContractEntry): CannedQuery | undefined => findCanned(c.name, c.database);
/** The full-text queries: one parameter, used as an FTS5 expression. */
const fts = contract.filter((c) => c.params.length === 1 && c.reads.some((t) => t.endsWith('_fts')));

let server: RunningServer;
beforeAll(async () => {
  server = await startOpenregsServer();
});
afterAll(async () => {
  await server?.close();
});

async function getJson(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(server.url + path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function url(c: ContractEntry, params: Record<string, string>): string {
  const q = new URLSearchParams({ ...params, _shape: 'objects' });
  return `/${c.database}/${encodeURIComponent(c.name)}.json?${q}`;
}

describe('canned query YAML matches the contract', () => {
  it('defines exactly the contract queries, no more', () => {
    const names = [...cannedQueries.entries()].flatMap(([db, qs]) => qs.map((q) => `${db}/${q.name}`)).sort();
    expect(names).toEqual(contract.map((c) => `${c.database}/${c.name}`).sort());
  });

  it('lists openregs queries in the contract order', () => {
    const expected = contract
      .filter((c) => c.database === 'openregs')
      .sort((a, b) => a.order! - b.order!)
      .map((c) => c.name);
    expect(cannedQueries.get('openregs')!.map((q) => q.name)).toEqual(expected);
  });

  for (const c of contract) {
    it(`${c.name}: title, parameters and examples`, () => {
      expect(defined(c)?.name, `${c.name} is not defined`).toBe(c.name);
      const q = defined(c)!;
      expect(q.title).toBe(c.title);
      expect(q.description?.length ?? 0).toBeGreaterThan(20);
      expect(q.params ?? []).toEqual(c.params);
      if (c.params.length) expect(q.examples.length).toBeGreaterThan(0);
    });
  }
});

describe('canned queries over HTTP', () => {
  for (const c of contract) {
    it(`${c.name}: each example returns rows with the contract's columns`, async () => {
      const q = defined(c)!;
      for (const example of examplesOf(q)) {
        const { status, body } = await getJson(url(c, example));
        expect(status, `${c.name} ${JSON.stringify(example)}: ${String(body.error)}`).toBe(200);
        expect(body.ok).toBe(true);
        expect(body.query_name).toBe(c.name);
        expect(body.columns).toEqual(c.columns);
        expect((body.rows as unknown[]).length, `${c.name} ${JSON.stringify(example)} returned no rows`).toBeGreaterThan(0);
      }
    });

    // Missing parameters are bound as '': an empty full-text expression is SQLite's syntax error, anything else answers.
    if (fts.includes(c)) {
      it(`${c.name}: missing parameters give the 400 envelope with SQLite's message`, async () => {
        const { status, body } = await getJson(url(c, {}));
        expect(status).toBe(400);
        expect(body).toMatchObject({ ok: false, error: 'fts5: syntax error near ""' });
      });
    } else {
      it(`${c.name}: missing parameters give 200`, async () => {
        const { status, body } = await getJson(url(c, {}));
        expect(status, String(body.error)).toBe(200);
        expect(body.ok).toBe(true);
      });
    }
  }
});

describe('full-text canned queries', () => {
  it('there are full-text queries to check', () => expect(fts).toHaveLength(11));
  for (const c of fts) {
    it(`${c.name}: phrases, OR and NOT are FTS syntax; a malformed expression is a 400 with SQLite's message`, async () => {
      const word = String(defined(c)!.examples[0][c.params[0]]).split(/\s+/)[0].replace(/"/g, '');
      for (const expr of [`"${word}"`, `${word} OR zzzqqq`, `${word} NOT zzzqqq`]) {
        const { status, body } = await getJson(url(c, { [c.params[0]]: expr }));
        expect(status, `${c.name} ${expr}: ${String(body.error)}`).toBe(200);
        expect((body.rows as unknown[]).length, `${c.name} ${expr}`).toBeGreaterThan(0);
      }
      const bad = await getJson(url(c, { [c.params[0]]: `${word} AND` }));
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ ok: false, error: 'fts5: syntax error near ""' });
    });
  }
});

describe('database pages list the canned queries', () => {
  it('/openregs.json lists every query in order with its parameters', async () => {
    const { status, body } = await getJson('/openregs.json');
    expect(status).toBe(200);
    // As Datasette lists them: `params` where a query declares its parameters, none where it has none.
    const queries = body.queries as Array<{ name: string; title: string; params?: string[] }>;
    const expected = contract.filter((c) => c.database === 'openregs').sort((a, b) => a.order! - b.order!);
    expect(queries.map((q) => q.name)).toEqual(expected.map((c) => c.name));
    for (const [i, q] of queries.entries()) expect(q.params ?? []).toEqual(expected[i].params);
  });

  it('/openregs (HTML) shows every query in order, linking to its page', async () => {
    const res = await fetch(`${server.url}/openregs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    let last = -1;
    for (const c of contract.filter((x) => x.database === 'openregs').sort((a, b) => a.order! - b.order!)) {
      const at = html.indexOf(`href="/openregs/${c.name}"`);
      expect(at, `${c.name} missing from /openregs`).toBeGreaterThan(last);
      last = at;
    }
  });
});
