// The SQL time limit over HTTP, as Datasette 0.65 applies it: a query past it gets the "SQL Interrupted" envelope while
// other queries keep being answered, the worker survives, and `_timelimit` can only lower it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/cli.js';
import { client, startFixtureServer, type Fetched, type FixtureServer } from '../support/server.js';

/** Runs for minutes unless stopped: a recursive count to a billion. */
const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) as n from c';
/** Well under a second here, but far more than 20 ms. */
const MEDIUM = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 500000) select count(*) as n from c';

let limited: FixtureServer;
let plain: FixtureServer;

beforeAll(async () => {
  limited = await startFixtureServer({ settings: { sql_time_limit_ms: 300 } });
  plain = await startFixtureServer();
});
afterAll(async () => {
  await limited.close();
  await plain.close();
});

const sqlPath = (sql: string, extra = ''): string => `/fixtures.json?sql=${encodeURIComponent(sql)}${extra}`;

/** Datasette's time-limit envelope, written out here rather than taken from the engine. */
function interruptedBody(sql: string): string {
  const escaped = sql.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const message =
    '<p>SQL query took too long. The time limit is controlled by the\n' +
    '<a href="https://docs.datasette.io/en/stable/settings.html#sql-time-limit-ms">sql_time_limit_ms</a>\n' +
    'configuration option.</p>\n' +
    `<textarea style="width: 90%">${escaped}</textarea>\n` +
    '<script>\nlet ta = document.querySelector("textarea");\nta.style.height = ta.scrollHeight + "px";\n</script>';
  return `{"ok": false, "error": ${JSON.stringify(message)}, "status": 400, "title": "SQL Interrupted"}`;
}

interface Threads {
  num_threads: number;
  threads: Array<{ busy: boolean; sql?: string }>;
  num_queued: number;
}

/**
 * Resolves once a worker is running `sql` (polled without pause: it runs for a moment only);
 * rejects if `done` settles first (the query ended before it was seen), or after 20 s.
 */
async function whenRunning(server: FixtureServer, sql: string, done: Promise<unknown>): Promise<void> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  await until(
    `a worker to be running ${sql}`,
    async () => {
      const t = (await client(server)('/-/threads.json')).json<Threads>();
      if (t.threads.some((th) => th.busy && th.sql === sql)) return true;
      if (finished) throw new Error(`${sql} finished before it was seen running`);
      return false;
    },
    20_000,
    0,
  );
}

describe('a query past the time limit', () => {
  it('custom SQL gets the SQL Interrupted envelope (400) and no Cache-Control', async () => {
    const r = await client(limited)(sqlPath(SLOW));
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.text).toBe(interruptedBody(SLOW));
    expect(r.headers.get('cache-control')).toBeNull();
  });

  it('so does a canned query and a table page', async () => {
    const canned = await client(limited)('/fixtures/slow_count.json');
    expect(canned.status).toBe(400);
    expect(canned.text).toBe(interruptedBody(SLOW));
    const where = `(${SLOW}) > 0`;
    const table = await client(limited)(`/fixtures/facet_cities.json?_where=${encodeURIComponent(where)}`);
    expect(table.status).toBe(400);
    expect(table.text).toBe(interruptedBody(`select id, name from facet_cities where ${where} order by id limit 101`));
  });

  it('does not hold up a fast query sent while it runs', async () => {
    const order: string[] = [];
    const slow = client(limited)(sqlPath(SLOW)).then((r) => {
      order.push('slow');
      return r;
    });
    await whenRunning(limited, SLOW, slow);
    const fast = await client(limited)('/fixtures/facet_cities/1.json');
    order.push('fast');
    const slowResponse: Fetched = await slow;
    expect(order).toEqual(['fast', 'slow']);
    expect(fast.status).toBe(200);
    expect(fast.json()).toMatchObject({ rows: [[1, 'San Francisco']] });
    expect(slowResponse.status).toBe(400);
    expect(slowResponse.json()).toMatchObject({ title: 'SQL Interrupted' });
  });

  it('leaves every worker in place and idle, ready for more', async () => {
    const t = (await client(limited)('/-/threads.json')).json<Threads>();
    // Three regular workers, one fast-lane worker and the background worker (which may still be
    // finishing a page's extras).
    expect(t.num_threads).toBe(5);
    expect(t.threads.slice(0, 4).map((th) => th.busy)).toEqual([false, false, false, false]);
    expect(t.threads.map((th) => (th as { name?: string }).name)).toEqual([
      'sql-worker-1',
      'sql-worker-2',
      'sql-worker-3',
      'sql-worker-4-lane',
      'sql-worker-5-background',
    ]);
    for (let i = 0; i < 6; i++) expect((await client(limited)('/fixtures.json?sql=select+1')).status).toBe(200);
  });
});

describe('_timelimit', () => {
  it('can lower the limit', async () => {
    const full = await client(plain)(sqlPath(MEDIUM));
    expect(full.json()).toMatchObject({ ok: true, rows: [[500000]] });
    const lowered = await client(plain)(sqlPath(MEDIUM, '&_timelimit=20'));
    expect(lowered.status).toBe(400);
    expect(lowered.text).toBe(interruptedBody(MEDIUM));
    // Zero means "not set".
    expect((await client(plain)(sqlPath(MEDIUM, '&_timelimit=0'))).json()).toMatchObject({ ok: true, rows: [[500000]] });
  });

  it('cannot raise it', async () => {
    // With the raise honoured this would run for minutes and time the test out.
    const r = await client(limited)(sqlPath(SLOW, '&_timelimit=600000'));
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ title: 'SQL Interrupted' });
  }, 30_000);

  it('applies to table pages too', async () => {
    const where = encodeURIComponent(`(${MEDIUM}) > 0`);
    expect((await client(plain)(`/fixtures/facet_cities.json?_where=${where}`)).status).toBe(200);
    const r = await client(plain)(`/fixtures/facet_cities.json?_where=${where}&_timelimit=20`);
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ title: 'SQL Interrupted' });
  });
});

describe('time limit settings of 0', () => {
  let unlimited: FixtureServer;
  beforeAll(async () => {
    unlimited = await startFixtureServer({ settings: { sql_time_limit_ms: 0, facet_time_limit_ms: 0, facet_suggest_time_limit_ms: 0 } });
  });
  afterAll(() => unlimited.close());

  it('mean no limit, as in Datasette, on every kind of page', async () => {
    const get = client(unlimited);
    expect((await get(sqlPath(MEDIUM))).json()).toMatchObject({ ok: true, rows: [[500000]] });
    const table = (await get('/fixtures/facetable.json?_facet=state&_facet=_city_id&_size=2')).json() as {
      filtered_table_rows_count: number;
      facet_results: Record<string, { results: unknown[] }>;
      rows: unknown[];
    };
    expect(table.filtered_table_rows_count).toBe(15);
    expect(table.facet_results.state.results.length).toBeGreaterThan(0);
    expect(table.facet_results._city_id.results.length).toBeGreaterThan(0);
    // Suggestions are probed too (a limit of 0 once made every probe time out at once).
    const suggested = (await get('/fixtures/facetable.json?_size=0')).json() as { suggested_facets: Array<{ name: string }> };
    expect(suggested.suggested_facets.map((f) => f.name)).toContain('state');
    expect((await get('/fixtures/facetable/1.json')).status).toBe(200);
    // A limit asked for still applies.
    expect((await get(sqlPath(MEDIUM, '&_timelimit=20'))).json()).toMatchObject({ title: 'SQL Interrupted' });
  });
});
