// The engine's own MCP tools on OpenRegs, through the SDK's client in both protocol eras: each
// answers what the HTTP JSON it mirrors answers (the database listing, `/<db>.json?sql=…&_shape=objects`,
// a canned query's JSON), and everything wrong about a call is a tool error telling the agent what
// to change.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { repoRoot } from '../../databases/build/paths.js';
import { ERAS, call, connect, getJson, modernBody, modernHeaders, post, startService, type McpServerUnderTest } from './support.js';

interface DatabaseJson {
  tables: Array<{
    name: string;
    hidden: boolean;
    count: number | null;
    fts_table: string | null;
    columns: string[];
    primary_keys: string[];
  }>;
  views: Array<{ name: string }>;
  queries: Array<{ name: string; title?: string; description?: string; params?: string[] }>;
}

interface QueryJson {
  ok: boolean;
  rows: Array<Record<string, unknown>>;
  columns: string[];
  truncated: boolean;
}

const METADATA = parse(readFileSync(join(repoRoot(), 'services', 'openregs', 'metadata.yaml'), 'utf8')) as {
  databases: Record<string, { title?: string; description?: string; tables?: Record<string, Record<string, unknown>> }>;
};

let s: McpServerUnderTest;
let db: Database.Database;
beforeAll(async () => {
  s = await startService('openregs');
  db = new Database(s.dbPath, { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await s?.server.close();
});

/** `/openregs.json?sql=…&_shape=objects&<params>`: what execute_sql mirrors. */
async function httpSql(sql: string, params: Record<string, string> = {}, database = 'openregs'): Promise<QueryJson> {
  const query = new URLSearchParams({ sql, _shape: 'objects', ...params });
  return (await getJson<QueryJson>(s.url, `/${database}.json?${query}`)).body;
}

describe.each(ERAS)('the engine tools, %s era', (era) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(s.endpoint, era);
  });
  afterAll(() => client?.close());

  it('lists every tool with a description, object schemas and read-only annotations', async () => {
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    expect(names.slice(0, 6)).toEqual([
      'list_databases',
      'list_tables',
      'describe_table',
      'execute_sql',
      'list_canned_queries',
      'run_canned_query',
    ]);
    for (const t of tools) {
      expect(t.description, t.name).toMatch(/\w{3,}/);
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.annotations, t.name).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    }
  });

  it('list_databases: each database with its metadata description and visible table and view counts', async () => {
    const r = await call(client, 'list_databases');
    expect(r.isError).toBe(false);
    const expected = [];
    for (const name of ['openregs', 'open_comments']) {
      const listing = (await getJson<DatabaseJson>(s.url, `/${name}.json`)).body;
      expected.push({
        name,
        title: METADATA.databases[name]?.title ?? null,
        description:
          name === 'open_comments'
            ? expect.stringMatching(/^The Regulations\.gov documents whose comment period is still open[^<]*view leaves out/)
            : null,
        table_count: listing.tables.filter((t) => !t.hidden).length,
        view_count: listing.views.length,
      });
    }
    expect(r.structured).toEqual({ databases: expected });
    expect(JSON.parse(r.text)).toEqual(r.structured);
  });

  it('list_tables: the visible tables as the database JSON lists them (counts, FTS), then the views; hidden ones left out', async () => {
    const r = await call(client, 'list_tables', { database: 'openregs' });
    const listing = (await getJson<DatabaseJson>(s.url, '/openregs.json')).body;
    const tables = r.structured!.tables as Array<Record<string, unknown>>;
    const visible = listing.tables.filter((t) => !t.hidden);
    expect(tables.filter((t) => t.type === 'table').map((t) => t.name)).toEqual(expect.arrayContaining(visible.map((t) => t.name)));
    expect(tables.filter((t) => t.type === 'table')).toHaveLength(visible.length);
    for (const t of visible) {
      const entry = tables.find((e) => e.name === t.name)!;
      expect(entry, t.name).toMatchObject({ fts_table: t.fts_table });
      // Counted again under the same small limit: exact where it was found in time.
      if (entry.count !== null)
        expect(entry).toMatchObject({
          count: (db.prepare(`select count(*) as n from [${t.name}]`).get() as { n: number }).n,
          count_is: 'exact',
        });
      else expect(entry.count_is).toBe('unknown');
      expect(entry.description).toBe((METADATA.databases.openregs.tables?.[t.name]?.description as string | undefined)?.trim() ?? null);
    }
    expect(tables.filter((t) => t.type === 'view').map((t) => t.name)).toEqual(listing.views.map((v) => v.name));
    expect(tables.map((t) => t.name)).not.toContain('federal_register_fts');
    expect(tables.find((t) => t.name === 'federal_register')).toMatchObject({ fts_table: 'federal_register_fts' });
    // Each count has 50 ms: on the demo data (tables of at most tens of thousands of rows) nearly all are found.
    expect(tables.filter((t) => t.count_is === 'exact').length).toBeGreaterThan(visible.length / 2);
  });

  it('describe_table: columns, keys both ways, the FTS index, the metadata facets, sort and label, and 3 example rows', async () => {
    const r = await call(client, 'describe_table', { database: 'openregs', table: 'federal_register' });
    expect(r.isError).toBe(false);
    const d = r.structured!;
    const pragma = db.prepare('select name, type, "notnull", pk from pragma_table_xinfo(?)').all('federal_register') as Array<{
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }>;
    expect(d.columns).toEqual(
      pragma.map((c) => ({ name: c.name, type: c.type || null, not_null: c.notnull === 1, primary_key: c.pk > 0, description: null })),
    );
    const meta = METADATA.databases.openregs.tables!.federal_register;
    expect(d).toMatchObject({
      database: 'openregs',
      table: 'federal_register',
      type: 'table',
      description: (meta.description as string).trim(),
      primary_keys: ['document_number'],
      facets: (meta.facets as string[]).map((column) => ({ column, kind: 'column' })),
      sort: { column: meta.sort_desc, descending: true },
      label_column: meta.label_column,
    });
    const incoming = db
      .prepare(
        "select m.name as other_table, f.[from] as other_column, f.[to] as col from sqlite_master m, pragma_foreign_key_list(m.name) f where f.[table] = 'federal_register' and m.type = 'table'",
      )
      .all() as Array<{
      other_table: string;
      other_column: string;
      col: string;
    }>;
    expect((d.foreign_keys as { incoming: unknown[] }).incoming).toEqual(
      expect.arrayContaining(
        incoming.map((fk) => ({ column: fk.col ?? 'rowid', other_table: fk.other_table, other_column: fk.other_column })),
      ),
    );
    const fts = d.fts as { table: string; columns: string[]; search_sql: string };
    expect(fts.table).toBe('federal_register_fts');
    expect(fts.columns.length).toBeGreaterThan(0);
    // The search SQL it offers runs.
    const search = await call(client, 'execute_sql', { database: 'openregs', sql: fts.search_sql, params: { q: 'emissions' } });
    expect(search.isError, search.text).toBe(false);
    expect(search.structured!.rows).toEqual((await httpSql(fts.search_sql, { q: 'emissions' })).rows);
    // The first 3 rows, long text cut to 200 characters.
    const examples = (await httpSql('select * from federal_register limit 3')).rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}… (${v.length} characters)` : v,
        ]),
      ),
    );
    expect(d.examples).toEqual(examples);
  });

  it('describe_table answers for a view too', async () => {
    const r = await call(client, 'describe_table', { database: 'openregs', table: 'member_stats' });
    expect(r.isError, r.text).toBe(false);
    expect(r.structured).toMatchObject({ type: 'view', primary_keys: [], fts: null });
    expect((r.structured!.columns as Array<{ name: string }>).map((c) => c.name)).toEqual(
      (db.prepare('select name from pragma_table_xinfo(?)').all('member_stats') as Array<{ name: string }>).map((c) => c.name),
    );
  });

  it('execute_sql answers what /<db>.json?sql=…&_shape=objects answers, parameters bound as the URL binds them', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      [
        'select document_number, title, pub_year from federal_register where pub_year = :year order by document_number limit 7',
        { year: '2024' },
      ],
      ["select 9007199254740993 as big, x'00ff' as bytes, x'6869' as text_bytes, 1.5 as f, 1e300 * 1e300 as inf, null as n, 'é' as s", {}],
      ['select :a as a, :b as b, typeof(:a) as t', { a: '12' }],
      ['select type, count(*) as n from federal_register group by type order by n desc', {}],
    ];
    for (const [sql, params] of cases) {
      const r = await call(client, 'execute_sql', { database: 'openregs', sql, params });
      const http = await httpSql(sql, params);
      expect(r.isError, r.text).toBe(false);
      expect(r.structured).toEqual({ columns: http.columns, rows: http.rows, truncated: http.truncated, row_count: http.rows.length });
      expect(JSON.parse(r.text)).toEqual(r.structured);
    }
    // A number is bound as the text a URL would carry.
    const n = await call(client, 'execute_sql', { database: 'openregs', sql: 'select :x as x, typeof(:x) as t', params: { x: 5 } });
    expect(n.structured!.rows).toEqual([{ x: '5', t: 'text' }]);
  });

  it('execute_sql sends its rows as the SQL worker wrote them, in the text and in structuredContent alike', async () => {
    const sql = 'select document_number, pub_year from federal_register order by document_number limit 2';
    const params = { name: 'execute_sql', arguments: { database: 'openregs', sql } };
    const raw =
      era === 'modern'
        ? await post(s.endpoint, modernBody(1, 'tools/call', params), modernHeaders('tools/call', 'execute_sql'))
        : await post(s.endpoint, { jsonrpc: '2.0', id: 1, method: 'tools/call', params }, { 'mcp-protocol-version': '2025-11-25' });
    const result = raw.body!.result as { content: Array<{ text: string }>; structuredContent: Record<string, unknown> };
    // The worker writes as Python's json.dumps does (`": "` and `", "`); JSON.stringify would not.
    const written = result.content[0].text;
    expect(written).toMatch(/^\{"columns":\["document_number","pub_year"\],"rows":\[\{"document_number": "[^"]+", "pub_year": \d+\},/);
    expect(raw.text).toContain(`"structuredContent":${written}`);
    expect(result.structuredContent).toEqual(JSON.parse(written));
  });

  it('execute_sql caps rows at 1000 with truncated, as the HTTP JSON does, and says how to get the rest', async () => {
    const sql = 'select document_number from federal_register order by document_number';
    const r = await call(client, 'execute_sql', { database: 'openregs', sql });
    const http = await httpSql(sql);
    expect(http.truncated).toBe(true);
    expect(r.structured).toMatchObject({ truncated: true, row_count: 1000 });
    expect(r.structured!.rows).toEqual(http.rows);
    expect(r.text).toMatch(/more rows than the 1000 shown .*LIMIT with an OFFSET/);
  });

  it('list_canned_queries: every canned query with its title, description and parameters, with their examples', async () => {
    const r = await call(client, 'list_canned_queries', { database: 'openregs' });
    const listing = (await getJson<DatabaseJson>(s.url, '/openregs.json')).body;
    const queries = r.structured!.queries as Array<{
      name: string;
      title: string | null;
      description: string | null;
      parameters: Array<{ name: string; examples: string[] }>;
    }>;
    expect(queries.map((q) => q.name)).toEqual(listing.queries.map((q) => q.name));
    for (const [i, q] of listing.queries.entries()) {
      expect(queries[i].title).toBe(q.title ?? null);
      // The database JSON lists `params` where a query declares them (as Datasette does); every
      // query of these services that takes parameters declares them.
      expect(queries[i].parameters.map((p) => p.name)).toEqual(q.params ?? []);
      if (q.description) expect(queries[i].description).toBe(q.description);
    }
    expect(queries.find((q) => q.name === 'entities_search_by_name')!.parameters).toEqual([
      { name: 'q', examples: ['Pfizer', '"Exxon Mobil" OR Chevron', 'pharmaceuticals'] },
    ]);
  });

  it('run_canned_query answers what /<db>/<query>.json?…&_shape=objects answers', async () => {
    for (const [query, params] of [
      ['entities_search_by_name', { q: 'Pfizer' }],
      ['entities_with_all_ids', {}],
    ] as Array<[string, Record<string, string>]>) {
      const r = await call(client, 'run_canned_query', { database: 'openregs', query, params });
      const http = (await getJson<QueryJson>(s.url, `/openregs/${query}.json?${new URLSearchParams({ ...params, _shape: 'objects' })}`))
        .body;
      expect(r.isError, r.text).toBe(false);
      expect(r.structured).toEqual({ columns: http.columns, rows: http.rows, truncated: http.truncated, row_count: http.rows.length });
    }
  });

  it('a wrong call is a tool error saying what to change, never a protocol error', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['execute_sql', { database: 'openregs', sql: 'select * from no_such_table' }, /no such table: no_such_table.*describe_table/],
      ['execute_sql', { database: 'openregs', sql: 'delete from federal_register' }, /read-only: send one SELECT/],
      ['execute_sql', { database: 'openregs', sql: 'select 1; select 2' }, /Only one statement may run per call/],
      ['execute_sql', { database: 'nope', sql: 'select 1' }, /Database not found: nope.*list_databases/],
      ['execute_sql', { database: 'openregs' }, /Missing required argument "sql"/],
      [
        'execute_sql',
        { database: 'openregs', sql: 'select 1', limit: 5 },
        /Unknown argument "limit": this tool takes database, sql, params/,
      ],
      ['execute_sql', { database: 7, sql: 'select 1' }, /Argument "database" must be of type string/],
      [
        'execute_sql',
        { database: 'openregs', sql: 'select :x', params: { x: [1] } },
        /Argument "params.x" must be of type string or number/,
      ],
      ['describe_table', { database: 'openregs', table: 'nope' }, /Table not found: nope.*list_tables/],
      ['list_tables', { database: 'nope' }, /Database not found: nope/],
      ['run_canned_query', { database: 'openregs', query: 'nope' }, /no canned query named nope.*list_canned_queries/],
    ];
    for (const [name, args, message] of cases) {
      const r = await call(client, name, args);
      expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(r.text).toMatch(message);
      expect(r.structured).toBeUndefined();
    }
  });

  it('a long answer keeps every row in structuredContent and cuts its text near 100 KB, saying what was left out', async () => {
    const sql =
      'select document_number, substr(hex(zeroblob(150)), 1, 300) as pad from federal_register order by document_number limit 900';
    const r = await call(client, 'execute_sql', { database: 'openregs', sql });
    expect(r.structured!.rows).toHaveLength(900);
    expect(r.text.length).toBeLessThanOrEqual(100_000);
    const shown = /This text shows (\d+) of the 900 items of "rows": the other (\d+) are left out/.exec(r.text);
    expect(shown, r.text.slice(-400)).not.toBeNull();
    expect(Number(shown![1]) + Number(shown![2])).toBe(900);
    expect(r.text).toMatch(/add a WHERE clause or a LIMIT/);
    const head = JSON.parse(r.text.slice(0, r.text.indexOf('\n\n'))) as { rows: unknown[] };
    expect(head.rows).toEqual((r.structured!.rows as unknown[]).slice(0, Number(shown![1])));
  });
});

describe('run_canned_query over every canned query', () => {
  it('answers each with its first example as its JSON does', async () => {
    const client = await connect(s.endpoint, 'legacy');
    try {
      const listing = await call(client, 'list_canned_queries', { database: 'openregs' });
      for (const q of listing.structured!.queries as Array<{ name: string; parameters: Array<{ name: string; examples: string[] }> }>) {
        const params = Object.fromEntries(q.parameters.map((p) => [p.name, p.examples[0] ?? '']));
        const r = await call(client, 'run_canned_query', { database: 'openregs', query: q.name, params });
        const http = await getJson<QueryJson>(s.url, `/openregs/${q.name}.json?${new URLSearchParams({ ...params, _shape: 'objects' })}`);
        if (http.status !== 200) {
          expect(r.isError, q.name).toBe(true);
          continue;
        }
        expect(r.isError, `${q.name}: ${r.text}`).toBe(false);
        expect(r.structured, q.name).toEqual({
          columns: http.body.columns,
          rows: http.body.rows,
          truncated: http.body.truncated,
          row_count: http.body.rows.length,
        });
      }
    } finally {
      await client.close();
    }
  });
});
