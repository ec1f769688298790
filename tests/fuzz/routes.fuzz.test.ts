// Seeded fuzzing of every route kind with malformed and random input: table parameters and filter
// operators, sorting, paging tokens, shapes, facets, tilde-encoded paths, compound keys, canned-query
// parameters and every /api parameter (huge, negative, empty, repeated, invalid percent-escapes,
// 100 KB values). Never a 5xx, never a dropped connection, and the server answers afterwards.
// Bounded: a fixed number of requests per seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../engine/server.js';
import { startOpenregsServer } from '../support/openregs-server.js';
import { startFixtureServer, type FixtureServer } from '../support/server.js';
import { seededRandom } from '../support/fixtures.js';

const SEEDS = [1, 2, 3];
const REQUESTS_PER_SEED = 400;

class Fuzz {
  constructor(private readonly random: () => number) {}
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  /** A value, already percent-encoded for a query string or path. */
  value(): string {
    return this.pick([
      () => '1e309',
      () => '-1e309',
      () => 'Infinity',
      () => 'NaN',
      () => '-1',
      () => '0',
      () => '',
      () => '9'.repeat(400),
      () => String(Math.floor(this.random() * 1e6)),
      () => '1.5',
      () => '%ff%fe',
      () => '%c3%28',
      () => '%',
      () => '%zz',
      () => '%00',
      () => 'a%00b',
      () => '%e2%82',
      () => 'x'.repeat(100_000),
      () => encodeURIComponent('"; drop table x; --'),
      () => encodeURIComponent("' or 1=1"),
      () => 'constructor',
      () => '__proto__',
      () => 'toString',
      () => encodeURIComponent('{"a": 1}'),
      () => encodeURIComponent('[1,2'),
      () => encodeURIComponent('日本語'),
      () => '~2F~2E~',
      () => '~',
      () => encodeURIComponent('a,b,c'),
      () => '%2C%2C',
      () => encodeURIComponent('NEAR(a b) OR "x'),
      () => 'max',
      () => 'on',
      () => 'objects',
      () => 'object',
    ])();
  }
}

const TABLE_KEYS = [
  '_sort',
  '_sort_desc',
  '_next',
  '_size',
  '_shape',
  '_json',
  '_facet',
  '_facet_array',
  '_facet_date',
  '_search',
  '_where',
  '_labels',
  '_label',
  '_col',
  '_nocol',
  '_through',
  '_timelimit',
  '_nl',
  '_stream',
  '_header',
  '_dl',
  '_nocount',
  '_nofacet',
  '_ttl',
  '_filter_column',
  '_filter_op',
  '_filter_value',
  '_sort_by_desc',
  '_json_infinity',
  '_nosuggest',
  '_facet_size',
];
const OPS = [
  'exact',
  'not',
  'contains',
  'gt',
  'lte',
  'in',
  'notin',
  'arraycontains',
  'date',
  'isnull',
  'isblank',
  'glob',
  'like',
  'constructor',
  'hasOwnProperty',
  '',
];
const FORMATS = ['', '.json', '.csv', '.jsono', '.xyz', '/.json'];

function query(f: Fuzz, keys: readonly string[], columns: readonly string[]): string {
  const pairs: string[] = [];
  const n = 1 + Math.floor(f.pick([0, 1, 2, 3, 5]));
  for (let i = 0; i < n; i++) {
    const key = f.chance(0.6) ? f.pick(keys) : `${f.pick(columns)}__${f.pick(OPS)}`;
    pairs.push(`${key}=${f.value()}`);
    if (f.chance(0.1)) pairs.push(`${key}=${f.value()}`); // repeated
  }
  return pairs.join('&');
}

interface Target {
  url: string;
  tables: Array<{ db: string; table: string; columns: string[] }>;
  canned: Array<{ db: string; name: string; params: string[] }>;
  api: Array<{ path: string; params: string[] }>;
}

async function discover(url: string): Promise<Target> {
  const target: Target = { url, tables: [], canned: [], api: [] };
  const listing = (await (await fetch(`${url}/.json`)).json()) as Record<string, { name: string }>;
  for (const { name: db } of Object.values(listing)) {
    const page = (await (await fetch(`${url}/${encodeURIComponent(db)}.json`)).json()) as {
      tables: Array<{ name: string; columns: string[] }>;
      queries: Array<{ name: string; params?: string[] }>;
    };
    for (const t of page.tables) target.tables.push({ db, table: t.name, columns: t.columns });
    // Datasette lists `params` only where a query declares them.
    for (const q of page.queries) target.canned.push({ db, name: q.name, params: q.params ?? [] });
  }
  const openapi = await fetch(`${url}/api/openapi.json`);
  if (openapi.status === 200) {
    const doc = (await openapi.json()) as { paths: Record<string, { get: { parameters: Array<{ name: string }> } }> };
    for (const [path, item] of Object.entries(doc.paths)) target.api.push({ path, params: item.get.parameters.map((p) => p.name) });
  }
  return target;
}

const tilde = (s: string): string =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `~${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function randomPath(f: Fuzz, t: Target): string {
  const kind = f.pick(['table', 'table', 'row', 'canned', 'sql', 'api', 'api', 'odd']);
  if (kind === 'api' && t.api.length) {
    const route = f.pick(t.api);
    const path = route.path.replace(/\{\w+\}/g, () => f.value());
    return `${path}?${route.params
      .filter(() => f.chance(0.7))
      .map((p) => `${p}=${f.value()}`)
      .join('&')}`;
  }
  const table = f.pick(t.tables);
  if (kind === 'row') {
    const keys = Array.from({ length: f.pick([1, 2, 3]) }, () => (f.chance(0.5) ? tilde(decodeURIComponentSafe(f.value())) : f.value()));
    return `/${tilde(table.db)}/${tilde(table.table)}/${keys.join(',')}${f.pick(FORMATS)}?${query(f, ['_shape', '_labels', '_json'], table.columns)}`;
  }
  if (kind === 'canned' && t.canned.length) {
    const q = f.pick(t.canned);
    return `/${tilde(q.db)}/${tilde(q.name)}${f.pick(FORMATS)}?${[...q.params, '_shape', '_size', '_json'].map((p) => `${p}=${f.value()}`).join('&')}`;
  }
  if (kind === 'sql') {
    const sql = f.pick(['select 1', `select * from ${table.table}`, 'select :a, :b', 'select json_group_array(1)', f.value()]);
    return `/${tilde(table.db)}${f.pick(['.json', '', '.csv'])}?sql=${encodeURIComponent(sql)}&a=${f.value()}&_shape=${f.value()}`;
  }
  if (kind === 'odd')
    return f.pick([
      '/%',
      '/%ff',
      '/~',
      '/-/',
      '/-/nope.json',
      `/${f.value()}/${f.value()}`,
      `/${tilde(table.db)}/${f.value()}.json`,
      '/.json?_shape=x',
    ]);
  return `/${tilde(table.db)}/${f.chance(0.9) ? tilde(table.table) : f.value()}${f.pick(FORMATS)}?${query(f, TABLE_KEYS, table.columns)}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Every 5xx or dropped connection, and how many answers were 200 (so the fuzz reaches real pages, not only errors). */
async function hammer(t: Target, seed: number): Promise<{ failures: string[]; ok: number }> {
  const f = new Fuzz(seededRandom(seed));
  const failures: string[] = [];
  let ok = 0;
  const paths = Array.from({ length: REQUESTS_PER_SEED }, () => randomPath(f, t));
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (next < paths.length) {
        const path = paths[next++];
        try {
          const r = await fetch(t.url + path, { redirect: 'manual' });
          await r.arrayBuffer();
          if (r.status === 200) ok++;
          if (r.status >= 500) failures.push(`${r.status} ${path.slice(0, 300)}`);
        } catch (e) {
          failures.push(`dropped: ${(e as Error).message} ${path.slice(0, 300)}`);
        }
      }
    }),
  );
  return { failures, ok };
}

describe('fuzzing every route kind', () => {
  let openregs: RunningServer;
  let fixtures: FixtureServer;
  beforeAll(async () => {
    openregs = await startOpenregsServer();
    fixtures = await startFixtureServer();
  });
  afterAll(async () => {
    await openregs.close();
    await fixtures.close();
  });

  it.each(SEEDS)('OpenRegs (tables, rows, canned queries, /api), seed %i: no 5xx, no dropped connection', async (seed) => {
    const { failures, ok } = await hammer(await discover(openregs.url), seed);
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(REQUESTS_PER_SEED / 10);
    expect((await fetch(`${openregs.url}/-/health`)).status).toBe(200);
  });

  it.each(SEEDS)('Datasette fixtures (compound keys, FTS, views), seed %i: no 5xx, no dropped connection', async (seed) => {
    const { failures, ok } = await hammer(await discover(fixtures.url), seed);
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(REQUESTS_PER_SEED / 10);
    expect((await fetch(`${fixtures.url}/-/health`)).status).toBe(200);
  });
});
