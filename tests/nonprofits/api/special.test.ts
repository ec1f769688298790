// /api/coverage, /api/sql, /api/ and the HTTP rules every /api answer follows (CORS, HEAD,
// OPTIONS, 404 no_route, 405 method), plus the Datasette surface clients read.
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../api/api-client.js';
import { expectError, list, record } from './helpers.js';
import { rows } from '../../api/fixture.js';
import { startNonprofitsServer, useNonprofitsServer } from './server.js';

const f = useNonprofitsServer();

describe('GET /api/coverage', () => {
  it('counts filings, organisations and amendments per tax year and form, all on one page', async () => {
    const body = await list<Record<string, number | string>>(f.api, '/api/coverage');
    const expected = rows<Record<string, number | string>>(
      f.db,
      `select tax_year, return_type, count(*) as filings,
      count(distinct ein) as organizations, sum(case when amended_return = 1 then 1 else 0 end) as amended_filings
      from returns where tax_year is not null group by tax_year, return_type order by tax_year, return_type`,
    );
    expect(body.results).toEqual(expected);
    expect(body).toMatchObject({ count: expected.length, limit: expected.length, offset: 0, next: null, params: {} });
    expect(body.results.some((r) => r.return_type === '990T')).toBe(true);
  });
});

describe('GET /api/sql', () => {
  it('returns rows as objects in the list envelope', async () => {
    const body = await list<{ n: number }>(f.api, `/api/sql?sql=${encodeURIComponent('select count(*) as n from bmf')}`);
    const [{ n }] = rows<{ n: number }>(f.db, 'select count(*) as n from bmf');
    expect(body.results).toEqual([{ n }]);
    expect(body).toMatchObject({ route: '/api/sql', count: 1, limit: 1000, offset: 0, next: null });
    expect(Object.keys(body).sort()).toEqual(['count', 'limit', 'next', 'offset', 'ok', 'params', 'results', 'route']);
  });

  it('stops at 1000 rows', async () => {
    const body = await list(
      f.api,
      `/api/sql?sql=${encodeURIComponent('with recursive c(i) as (select 1 union all select i + 1 from c where i < 1500) select i from c')}`,
    );
    expect(body.count).toBe(1000);
    expect(body.limit).toBe(1000);
  });

  it('binds :name from the query parameter of that name, and a missing one is a 400 naming it', async () => {
    const sql = encodeURIComponent('select ein, name from bmf where ein = :ein');
    const body = await list<{ ein: string }>(f.api, `/api/sql?sql=${sql}&ein=530196605`);
    expect(body.results.map((r) => r.ein)).toEqual(['530196605']);
    expect(body.params).toMatchObject({ ein: '530196605' });
    await expectError(f.api, `/api/sql?sql=${sql}`, 400, 'ein', 'required');
  });

  it('refuses anything but one SELECT and reports SQLite errors, naming sql', async () => {
    await expectError(f.api, '/api/sql', 400, 'sql', 'required');
    await expectError(f.api, `/api/sql?sql=${encodeURIComponent('delete from bmf')}`, 400, 'sql', 'select_only');
    await expectError(f.api, `/api/sql?sql=${encodeURIComponent('select 1; select 2')}`, 400, 'sql', 'select_only');
    const error = await expectError(f.api, `/api/sql?sql=${encodeURIComponent('select nope from bmf')}`, 400, 'sql', 'sql_error');
    expect(error.error).toContain('no such column');
    await expectError(f.api, `/api/sql?sql=${'x'.repeat(20_001)}`, 400, 'sql', 'max_length');
  });
});

describe('GET /api/sql past the time limit', () => {
  it('is a 400 time_limit naming sql', async () => {
    const { server } = await startNonprofitsServer([['sql_time_limit_ms', '200']]);
    try {
      const api = await ApiClient.connect(server.url);
      const slow = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) from c';
      await expectError(api, `/api/sql?sql=${encodeURIComponent(slow)}`, 400, 'sql', 'time_limit');
    } finally {
      await server.close();
    }
  });
});

describe('GET /api/', () => {
  it('names the service and lists every route with its summary', async () => {
    const body = await record<{ service: string; title: string; version: string; routes: Array<{ path: string; summary: string }> }>(
      f.api,
      '/api/',
    );
    expect(body.result).toMatchObject({ service: '990data_public', version: '1.0.0' });
    expect(body.result.routes.map((r) => r.path)).toEqual(Object.keys(f.api.document.paths as object));
  });
});

describe('HTTP rules of /api', () => {
  it('answers unknown /api paths with 404 no_route and other methods with 405 method', async () => {
    await expectError(f.api, '/api/nothing/here', 404, null, 'no_route');
    const post = await f.get('/api/coverage', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ ok: false, status: 405, parameter: null, rule: 'method' });
  });

  it('sends CORS headers, answers OPTIONS preflight with 204 and HEAD without a body', async () => {
    const get = await f.get('/api/coverage');
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const options = await f.get('/api/coverage', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe('*');
    const head = await f.get('/api/coverage', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('lists only 990data_public in /-/databases.json', async () => {
    const response = await f.get('/-/databases.json');
    const body = (await response.json()) as Array<{ name: string }>;
    expect(body.map((d) => d.name)).toEqual(['990data_public']);
  });

  it('answers the monitoring count query as a bare array', async () => {
    const response = await f.get(`/990data_public.json?sql=${encodeURIComponent('SELECT COUNT(*) AS n FROM returns')}&_shape=array`);
    const [{ n }] = rows<{ n: number }>(f.db, 'select count(*) n from returns');
    expect(await response.json()).toEqual([{ n }]);
  });

  it('serves the agent guide at /llms.txt, naming the database and the tables clients read', async () => {
    const response = await f.get('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    for (const name of ['990data_public', 'canonical_returns', 'fts_bmf', 'officer_total_comp', '/api/openapi.json'])
      expect(text, name).toContain(name);
  });

  it("names the master-file provenance columns, and the guide's SQL examples run", async () => {
    const text = await (await f.get('/llms.txt')).text();
    for (const name of [
      'bmf_former',
      'last_seen_asof',
      'returns_ntee_source',
      'source_asof',
      'bmf_source_meta',
      'loaded_utc',
      'as_of_date',
    ])
      expect(text, name).toContain(name);
    // The guide's SQL examples are fenced ```sql blocks (tests/service/agent-guides.test.ts).
    const examples = [...text.matchAll(/^```sql\n([\s\S]*?)^```/gm)].map((m) => m[1].trim());
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const sql of examples) {
      const response = await f.get(`/990data_public.json?sql=${encodeURIComponent(sql.trim())}&_shape=objects`);
      const body = (await response.json()) as { ok: boolean; rows: unknown[]; error?: string };
      expect(response.status, `${sql}: ${body.error}`).toBe(200);
      expect(body.rows.length, sql).toBeGreaterThan(0);
    }
  });
});
