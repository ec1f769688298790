// Custom SQL semantics beyond the body layout: named parameters (always text, "" when missing),
// what `query.params` shows, and truncation at max_returned_rows (as Datasette
// 0.65 does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_TABLE_ROWS } from '../support/fixtures.js';
import { client, startFixtureServer, type FixtureServer } from '../support/server.js';

let server: FixtureServer;
let small: FixtureServer;
let get: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startFixtureServer();
  // max_returned_rows equal to default_page_size: Datasette then lets one more row through.
  small = await startFixtureServer({ settings: { max_returned_rows: 50, default_page_size: 50 } });
  get = client(server);
});
afterAll(async () => {
  await server.close();
  await small.close();
});

interface QueryBody {
  ok: boolean;
  rows: unknown[][];
  truncated: boolean;
  columns: string[];
  query: { sql: string; params: Record<string, string> };
  error: string | null;
}

async function query(args: string, from = server): Promise<QueryBody> {
  const r = await client(from)(`/fixtures.json?${args}`);
  expect(r.status, r.text).toBe(200);
  return r.json<QueryBody>();
}

describe('named parameters', () => {
  it('missing ones bind as "" and are listed; values are always text', async () => {
    const body = await query('sql=select+:name+as+n,+:other+as+o,+typeof(:num)+as+t&name=Cleo&num=5');
    expect(body.rows).toEqual([['Cleo', '', 'text']]);
    expect(body.query.params).toEqual({ name: 'Cleo', num: '5', other: '' });
  });

  it('query.params holds every argument except sql and _shape, first value each', async () => {
    const body = await query('sql=select+:name+as+n&name=Cleo&name=Other&foo=bar&_timelimit=500&_shape=objects&_size=3&_json=x');
    expect(body.query.params).toEqual({ name: 'Cleo', foo: 'bar', _timelimit: '500', _size: '3', _json: 'x' });
    expect(Object.keys(body.query.params)).toEqual(['name', 'foo', '_timelimit', '_size', '_json']);
  });

  it('parameters in comments and strings are not parameters', async () => {
    const body = await query(`sql=${encodeURIComponent("select ':nope' as s -- :nada\n, :yes as y")}&yes=1`);
    expect(body.rows).toEqual([[':nope', '1']]);
    expect(body.query.params).toEqual({ yes: '1' });
  });

  it('an empty value counts as missing', async () => {
    expect((await query('sql=select+:a+as+a&a=')).rows).toEqual([['']]);
  });
});

describe('truncation', () => {
  it('stops at max_returned_rows and says so', async () => {
    const body = await query('sql=select+*+from+big_table');
    expect(BIG_TABLE_ROWS).toBeGreaterThan(1000);
    expect(body.rows).toHaveLength(1000);
    expect(body.truncated).toBe(true);
    expect(body.rows[999]).toEqual([1000, 'value 1000']);
  });

  it('exactly max_returned_rows rows is not truncated; _size is ignored for SQL', async () => {
    const body = await query('sql=select+*+from+big_table+limit+1000&_size=10');
    expect(body.rows).toHaveLength(1000);
    expect(body.truncated).toBe(false);
    expect(body.query.params).toEqual({ _size: '10' });
  });

  it('when max_returned_rows equals the page size the cap is one more', async () => {
    const at51 = await query('sql=select+*+from+big_table+limit+51', small);
    expect(at51.rows).toHaveLength(51);
    expect(at51.truncated).toBe(false);
    const over = await query('sql=select+*+from+big_table', small);
    expect(over.rows).toHaveLength(51);
    expect(over.truncated).toBe(true);
  });

  it('truncation applies to every shape', async () => {
    const r = await get('/fixtures.json?sql=select+id+from+big_table&_shape=arrayfirst');
    expect(r.json<number[]>()).toHaveLength(1000);
  });

  it('table pages cap _size at max_returned_rows instead', async () => {
    const r = await client(small)('/fixtures/big_table.json?_size=51');
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ error: '_size must be <= 50' });
  });
});
