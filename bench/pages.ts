// The pages people open, timed: a mixed URL set drawn from a built service (table pages with the
// metadata's sorts and facets, filters on facet columns, `_search` on FTS tables, facet pages, row
// pages, ad-hoc SQL, every canned query with its examples, every /api route (with its parameters'
// examples) and question, and the configured entity pages). Prints p50/p95/p99/max per kind, the 20
// slowest URLs, and req/s at concurrency 1 and 8. The server starts as a replica does after a swap:
// its versions inspected (the inspect file is written first when missing, and the time it took
// printed) and seeded, nothing else; first visits are reported apart from repeat visits.
// Run: npm run bench:pages -- [--scale S] [--data-dir DIR] [--config FILE] [--seconds N] [--cold]
//   --cold: no inspect file is used (first visits compute as they go, as before inspect existed).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { loadServiceConfig } from '../engine/config/service.js';
import { importServiceModule } from '../engine/config/modules.js';
import { loadCannedQueries, loadMetadata, facetColumn } from '../engine/config/metadata.js';
import { tildeEncode } from '../engine/url/tilde.js';
import { serviceEngine } from '../engine/service.js';
import { startServer } from '../engine/server.js';
import { inspectService, readInspect, warmOnStart } from '../engine/index.js';
import { loadPages } from '../engine/pages/load.js';
import { pathVariables } from '../engine/pages/path-pattern.js';
import { repoRoot } from '../databases/build/paths.js';

interface Args {
  scale: number;
  dataDir?: string;
  config: string;
  seconds: number;
  cold: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { scale: 0.1, config: join(repoRoot(), 'services', 'openregs', 'service.yaml'), seconds: 10, cold: false };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--cold') {
      args.cold = true;
      i--;
      continue;
    }
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--scale') args.scale = Number(value);
    else if (flag === '--data-dir') args.dataDir = value;
    else if (flag === '--config') args.config = value;
    else if (flag === '--seconds') args.seconds = Number(value);
    else throw new Error(`unknown flag ${flag}`);
  }
  return args;
}

type Kind = 'table' | 'filter' | 'search' | 'facet' | 'row' | 'sql' | 'canned' | 'api' | 'page' | 'site-search';
interface Target {
  kind: Kind;
  path: string;
}

const SEARCH_WORDS = ['safety', 'health', 'energy', 'tax', 'water'];
/** The ad-hoc SQL of each service's README, by its first database. */
const SQL: Record<string, string[]> = {
  openregs: [
    "select title, publication_date from federal_register where type = 'Rule' order by publication_date desc limit 5",
    'select party, count(*) from congress_members group by party',
    'select * from lobbying_filings where filing_year = 2020 order by received_date desc limit 20',
  ],
  '990data_public': [
    'select tax_year, count(*) from returns group by tax_year order by tax_year',
    "select ein, name, state from bmf where state = 'CA' order by name limit 20",
    'select * from grants order by amount desc limit 20',
  ],
};
const TOP_VALUE_SAMPLE = 100_000;

/** Deterministic picks: the same data gives the same URL set. */
function urlSet(config: ReturnType<typeof loadServiceConfig>, apiUrls: string[]): Target[] {
  const metadata = loadMetadata(config.metadataPath);
  const targets: Target[] = [];
  const q = (pairs: Record<string, string>): string => new URLSearchParams(pairs).toString();
  for (const d of config.databases) {
    const db = new Database(d.path, { readonly: true });
    const tables = metadata.databases?.[d.name]?.tables ?? {};
    for (const [table, meta] of Object.entries(tables)) {
      const exists = db.prepare("select 1 from sqlite_master where name = ? and type in ('table','view')").get(table);
      if (!exists || meta.hidden) continue;
      const base = `/${d.name}/${encodeURIComponent(table)}.json`;
      targets.push({ kind: 'table', path: `${base}?_size=20` });
      const facets = (meta.facets ?? []).map(facetColumn);
      for (const column of facets) {
        targets.push({ kind: 'facet', path: `${base}?${q({ _facet: column, _size: '0' })}` });
        // The most common value among the first rows: what a person clicking the first facet link
        // filters by, found without counting a whole scale-1 table.
        const top = db
          .prepare(
            `select "${column}" as v, count(*) as n from (select "${column}" from "${table}" limit ${TOP_VALUE_SAMPLE}) where "${column}" is not null group by 1 order by 2 desc limit 1`,
          )
          .get() as { v: unknown } | undefined;
        if (top) {
          const sort: Record<string, string> = meta.sort_desc ? { _sort_desc: meta.sort_desc } : meta.sort ? { _sort: meta.sort } : {};
          targets.push({ kind: 'filter', path: `${base}?${q({ [column]: String(top.v), ...sort, _size: '20' })}` });
          const other = facets.find((f) => f !== column);
          if (other) targets.push({ kind: 'facet', path: `${base}?${q({ _facet: other, [column]: String(top.v), _size: '10' })}` });
        }
      }
      if (facets.length > 1)
        targets.push({ kind: 'facet', path: `${base}?${facets.map((f) => `_facet=${encodeURIComponent(f)}`).join('&')}&_size=0` });
      const fts =
        meta.fts_table ??
        (db.prepare("select name from sqlite_master where name = ? and type = 'table'").get(`${table}_fts`) ? `${table}_fts` : undefined);
      if (fts)
        for (const w of SEARCH_WORDS.slice(0, 2)) targets.push({ kind: 'search', path: `${base}?${q({ _search: w, _size: '20' })}` });
      const pk = (db.prepare('select name from pragma_table_info(?) where pk > 0 order by pk').all(table) as Array<{ name: string }>).map(
        (c) => c.name,
      );
      if (pk.length) {
        const n = (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
        const columns = pk.map((c) => `"${c}"`).join(', ');
        for (const offset of [0, Math.floor(n / 3), Math.floor((2 * n) / 3)]) {
          const row = db.prepare(`select ${columns} from "${table}" limit 1 offset ?`).raw(true).get(offset) as unknown[] | undefined;
          if (row)
            targets.push({
              kind: 'row',
              path: `/${d.name}/${tildeEncode(table)}/${row.map((v) => tildeEncode(String(v))).join(',')}.json`,
            });
        }
      }
    }
    db.close();
  }
  const first = config.databases[0].name;
  for (const s of SQL[first] ?? []) targets.push({ kind: 'sql', path: `/${first}.json?${q({ sql: s })}` });
  for (const u of apiUrls) targets.push({ kind: 'api', path: u });
  return targets;
}

/** Every canned query with each of its examples (or none, when it takes no parameters). */
function cannedTargets(config: ReturnType<typeof loadServiceConfig>): Target[] {
  const out: Target[] = [];
  for (const [db, queries] of loadCannedQueries(loadMetadata(config.metadataPath), config.metadataPath, config.queriesDir)) {
    for (const query of queries) {
      for (const example of query.examples.length ? query.examples : [{}]) {
        out.push({ kind: 'canned', path: `/${db}/${tildeEncode(query.name)}.json?${new URLSearchParams(example)}` });
      }
    }
  }
  return out;
}

/**
 * Each configured page linked from a table, at three of its rows (first, a third in, two thirds in),
 * as HTML and as its `.json` twin; `query_params` go in the query string.
 */
function pageTargets(config: ReturnType<typeof loadServiceConfig>): Target[] {
  if (!config.pages) return [];
  const out: Target[] = [];
  for (const page of loadPages(config.pages).pages) {
    const source = page.linked_from?.[0];
    if (!source) continue;
    const file = config.databases.find((d) => d.name === source.database)!.path;
    const db = new Database(file, { readonly: true });
    const variables = pathVariables(page.path);
    const queryParams = page.query_params ?? [];
    const columns = [...variables, ...queryParams].map((v) => source.columns?.[v] ?? v);
    const n = (db.prepare(`select count(*) as n from "${source.table}"`).get() as { n: number }).n;
    for (const offset of [0, Math.floor(n / 3), Math.floor((2 * n) / 3)]) {
      const row = db
        .prepare(`select ${columns.map((c) => `"${c}"`).join(', ')} from "${source.table}" limit 1 offset ?`)
        .raw(true)
        .get(offset) as unknown[] | undefined;
      if (!row) continue;
      let path = page.path;
      variables.forEach((v, i) => (path = path.replace(`{${v}}`, encodeURIComponent(String(row[i])))));
      const query = new URLSearchParams(queryParams.map((v, i) => [v, String(row[variables.length + i])]));
      const search = query.size ? `?${query}` : '';
      out.push({ kind: 'page', path: `${path}${search}` }, { kind: 'page', path: `${path}.json${search}` });
    }
    db.close();
  }
  return out;
}

/** The search box, when the pages file declares one: every kind at once, and the first kind alone. */
function siteSearchTargets(config: ReturnType<typeof loadServiceConfig>): Target[] {
  const kinds = config.pages ? (loadPages(config.pages).search ?? []) : [];
  if (!kinds.length) return [];
  return SEARCH_WORDS.flatMap((w): Target[] => [
    { kind: 'site-search', path: `/search?${new URLSearchParams({ q: w })}` },
    { kind: 'site-search', path: `/search.json?${new URLSearchParams({ q: w })}` },
    { kind: 'site-search', path: `/search?${new URLSearchParams({ q: w, kind: kinds[0].name })}` },
  ]);
}

interface OpenApi {
  paths: Record<string, { get: { parameters?: Array<{ name: string; in: string; required?: boolean; example?: unknown }> } }>;
}

/** Every /api route, with its parameters' examples; a route with a path parameter that has none is left out. */
function apiRouteTargets(doc: OpenApi): Target[] {
  const out: Target[] = [];
  for (const [route, item] of Object.entries(doc.paths)) {
    const params = item.get.parameters ?? [];
    if (params.some((p) => p.in === 'path' && p.example === undefined)) continue;
    let path = route;
    const query = new URLSearchParams();
    for (const p of params) {
      if (p.example === undefined) continue;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
      else query.set(p.name, String(p.example));
    }
    out.push({ kind: 'api', path: query.size ? `${path}?${query}` : path });
  }
  return out;
}

/** The engine's version label of a plain file (its size and modification time). */
function versionOf(path: string): string {
  const stat = statSync(path);
  return `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = args.dataDir ?? join(repoRoot(), 'bench', 'out', `scale-${args.scale}`);
  const config = loadServiceConfig(args.config, { dataDir, defaultDataDir: dataDir, requireDatabaseFiles: false });
  if (config.databases.some((d) => !existsSync(d.path))) {
    const builder = await importServiceModule(config.path, 'demo.builder', config.demo!.builder);
    await (builder.build as (r: { outDir: string; scale: number; seed: number }) => Promise<void>)({
      outDir: dataDir,
      scale: args.scale,
      seed: 1,
    });
  }
  // What a pull does before activating a version: inspect it (once; the file is kept beside it).
  const uninspected = config.databases.filter((d) => !readInspect(dataDir, d.name, versionOf(d.path), null));
  if (!args.cold && uninspected.length) {
    const t0 = performance.now();
    await inspectService(config);
    console.log(`inspect: ${uninspected.map((d) => d.name).join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // No response cache: every request does its work, so the figures are the pages', not the cache's.
  const { options, mounts } = await serviceEngine(config, {
    settings: [
      ['max_queries_per_client', '64'],
      ['response_cache_mb', '0'],
    ],
  });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  await server.engine.ready;
  // A replica after a swap: its versions seeded from their inspect files before the first request.
  if (!args.cold) await warmOnStart(server.engine);
  const questions = (await (await fetch(`${server.url}/api/questions.json`)).json().catch(() => ({}))) as {
    results?: Array<{ url: string }>;
    questions?: Array<{ url: string }>;
  };
  const openapi = (await (await fetch(`${server.url}/api/openapi.json`)).json().catch(() => ({ paths: {} }))) as OpenApi;
  const targets = [
    ...urlSet(config, [
      ...(questions.results ?? questions.questions ?? []).map((r) => r.url),
      ...apiRouteTargets(openapi).map((t) => t.path),
    ]),
    ...cannedTargets(config),
    ...pageTargets(config),
    ...siteSearchTargets(config),
  ];

  type Timing = { kind: Kind; ms: number; status: number };
  // The first visit of each URL finds our per-version count, facet and suggestion caches empty; it
  // is reported on its own. The figures that follow are repeat visits (median of 3).
  const firstVisits = new Map<string, Timing>();
  for (const t of targets) {
    const t0 = performance.now();
    const res = await fetch(server.url + t.path);
    await res.arrayBuffer();
    firstVisits.set(t.path, { kind: t.kind, ms: performance.now() - t0, status: res.status });
  }
  const timings = new Map<string, Timing>();
  for (const t of targets) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const res = await fetch(server.url + t.path);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      status = res.status;
    }
    times.sort((a, b) => a - b);
    timings.set(t.path, { kind: t.kind, ms: times[1], status });
  }
  const report = (title: string, measured: Map<string, Timing>, slowest: number): void => {
    console.log(`\n${title}`);
    console.log('kind       URLs    p50 ms    p95 ms    p99 ms    max ms  non-200');
    for (const kind of new Set(targets.map((t) => t.kind))) {
      const all = [...measured.values()].filter((v) => v.kind === kind);
      const ms = all.map((v) => v.ms).sort((a, b) => a - b);
      const bad = all.filter((v) => v.status !== 200).length;
      console.log(
        `${kind.padEnd(9)} ${String(ms.length).padStart(5)} ${[50, 95, 99].map((p) => pct(ms, p).toFixed(1).padStart(9)).join(' ')} ${ms[ms.length - 1].toFixed(1).padStart(9)} ${String(bad).padStart(8)}`,
      );
    }
    console.log(`\nslowest ${slowest} URLs:`);
    for (const [path, v] of [...measured.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, slowest)) {
      console.log(`${v.ms.toFixed(1).padStart(9)} ms  ${v.status}  ${v.kind.padEnd(7)} ${path}`);
    }
  };
  console.log(`pages bench: ${targets.length} URLs on ${dataDir}`);
  report('repeat visits (median of 3 runs each, warm cache):', timings, 20);
  report(
    args.cold
      ? 'first visits (per-version count, facet and suggestion caches empty):'
      : 'first visits (a freshly started server, its versions seeded from their inspect files):',
    firstVisits,
    10,
  );
  console.log('');
  for (const concurrency of [1, 8]) {
    let done = 0;
    let next = 0;
    const end = performance.now() + args.seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const t = targets[next++ % targets.length];
          await (await fetch(server.url + t.path)).arrayBuffer();
          done++;
        }
      }),
    );
    console.log(`concurrency ${concurrency}: ${(done / args.seconds).toFixed(1)} req/s over ${args.seconds} s`);
  }
  await server.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
