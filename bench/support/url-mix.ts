// The mixed URL set the benches send, drawn from a built service: the page of every table and view
// its databases list, with the metadata's sorts and facets (where it declares none, columns of a few
// values a person narrows the page by), filters on facet columns' most common values, `_search`
// where a full-text index covers the table, facet pages, row pages, the README's ad-hoc SQL, every
// canned query with its examples, every /api route (with its parameters' examples) and question, the
// configured entity pages and the search box.
// Deterministic: the same data gives the same URLs.
import Database from 'better-sqlite3';
import {
  loadCannedQueries,
  loadMetadata,
  facetColumn,
  introspect,
  tildeEncode,
  loadPages,
  pathVariables,
  type ServiceConfig,
  type TableMetadata,
} from '../../engine/index.js';

export type Kind = 'table' | 'filter' | 'search' | 'facet' | 'row' | 'sql' | 'canned' | 'api' | 'page' | 'site-search';
export interface Target {
  kind: Kind;
  path: string;
}

const SEARCH_WORDS = ['safety', 'health', 'energy', 'tax', 'water'];
/** Ad-hoc SQL a newcomer writes first, by each service's first database. */
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

/** A table or view a person can open, and whether a full-text index covers it. */
interface Visible {
  table: string;
  view: boolean;
  fts: boolean;
}

/**
 * Every table and view the database's pages list, as the engine finds them (its hidden tables left
 * out, its full-text indexes attached), in the file's own order; a table with a `<name>_fts` beside
 * it is searched too, as the mix always did.
 */
function visibleTables(db: Database.Database, path: string): Visible[] {
  const { tables } = introspect(path);
  const names = db.prepare("select name from sqlite_master where type in ('table', 'view') order by rowid").pluck().all() as string[];
  return names.flatMap((name) => {
    const t = tables.get(name);
    return t && !t.hidden ? [{ table: name, view: t.isView, fts: t.fts !== undefined || tables.has(`${name}_fts`) }] : [];
  });
}

/**
 * Facets for a table whose metadata declares none: the first two columns (not a key) with 2 to 30
 * distinct values among its first 1,000 rows, the kind a person narrows a page by (Datasette's own
 * suggestions, which inspect counts, look at the whole table). None for a view (its rows may cost a
 * whole query to read).
 */
function probedFacets(db: Database.Database, { table, view }: Visible): string[] {
  if (view) return [];
  const columns = db.prepare('select name, pk from pragma_table_info(?)').all(table) as Array<{ name: string; pk: number }>;
  const rows = db.prepare(`select * from "${table}" limit 1000`).raw(true).all() as unknown[][];
  return columns
    .filter(({ pk }, i) => {
      const distinct = new Set(rows.map((r) => r[i])).size;
      return !pk && distinct >= 2 && distinct <= 30;
    })
    .slice(0, 2)
    .map((c) => c.name);
}

/** Deterministic picks: the same data gives the same URL set. */
function urlSet(config: ServiceConfig, apiUrls: string[]): Target[] {
  const metadata = loadMetadata(config.metadataPath);
  const targets: Target[] = [];
  const q = (pairs: Record<string, string>): string => new URLSearchParams(pairs).toString();
  for (const d of config.databases) {
    const db = new Database(d.path, { readonly: true });
    const tables = metadata.databases?.[d.name]?.tables ?? {};
    for (const visible of visibleTables(db, d.path)) {
      const { table, fts } = visible;
      const meta: TableMetadata = tables[table] ?? {};
      if (meta.hidden) continue;
      const base = `/${d.name}/${encodeURIComponent(table)}.json`;
      targets.push({ kind: 'table', path: `${base}?_size=20` });
      const facets = meta.facets?.map(facetColumn) ?? probedFacets(db, visible);
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
      if (meta.fts_table ?? fts)
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
function cannedTargets(config: ServiceConfig): Target[] {
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
function pageTargets(config: ServiceConfig): Target[] {
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
function siteSearchTargets(config: ServiceConfig): Target[] {
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

/** Every URL of the mix for `config`'s service, served at `baseUrl` (its /api is asked for its routes and questions). */
export async function serviceUrls(config: ServiceConfig, baseUrl: string): Promise<Target[]> {
  const questions = (await (await fetch(`${baseUrl}/api/questions.json`)).json().catch(() => ({}))) as {
    results?: Array<{ url: string }>;
    questions?: Array<{ url: string }>;
  };
  const openapi = (await (await fetch(`${baseUrl}/api/openapi.json`)).json().catch(() => ({ paths: {} }))) as OpenApi;
  return [
    ...urlSet(config, [
      ...(questions.results ?? questions.questions ?? []).map((r) => r.url),
      ...apiRouteTargets(openapi).map((t) => t.path),
    ]),
    ...cannedTargets(config),
    ...pageTargets(config),
    ...siteSearchTargets(config),
  ];
}
