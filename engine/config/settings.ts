// Datasette's settings (same names, order and meaning) plus our load-shedding knobs.
import { totalmem } from 'node:os';

export interface Settings {
  default_page_size: number;
  max_returned_rows: number;
  num_sql_threads: number;
  sql_time_limit_ms: number;
  default_facet_size: number;
  facet_time_limit_ms: number;
  facet_suggest_time_limit_ms: number;
  allow_facet: boolean;
  default_allow_sql: boolean;
  allow_download: boolean;
  suggest_facets: boolean;
  default_cache_ttl: number;
  cache_size_kb: number;
  allow_csv_stream: boolean;
  max_csv_mb: number;
  truncate_cells_html: number;
  force_https_urls: boolean;
  template_debug: boolean;
  trace_debug: boolean;
  base_url: string;
  /** Ours: extra SQL workers that only run statements which finished fast before. */
  fast_lane_threads: number;
  /** Ours: requests that may wait for a SQL worker, beyond those the workers run, before new ones get 503 (a lone client may fill them). */
  max_queued_queries: number;
  /** Ours: requests (not the queries inside one) a client may have in flight while other clients' requests wait, before 429; its share is larger when few clients are active, and a lone client is never refused for this. */
  max_queries_per_client: number;
  /** Ours: memory (MB) for answers kept to serve repeated identical requests (0: none). */
  response_cache_mb: number;
  /** Ours: comma-separated addresses or IPv4 ranges (10.0.0.0/8) of proxies whose X-Forwarded-For names the client. */
  trusted_proxies: string;
  /** Ours: the most one query's rows may add up to before the answer is refused (400) instead of built. */
  max_response_bytes: number;
  /** Ours: how much (MB) the server may grow while one SQL statement runs before it is stopped (0: never). */
  sql_memory_limit_mb: number;
  /** Ours: SQLite's length limit, so randomblob/zeroblob/printf bombs fail fast. */
  max_value_bytes: number;
  /** Ours: SQLite's page cache (MB) of each database connection of each SQL thread: pages a query reads again come from it, not the file. */
  sql_cache_mb: number;
  /** Ours: how much (MB) of the served versions' files to read into the operating system's cache at start-up and after each swap, smaller b-trees first (0: none; their interior pages, about 1 % of a file, are read whatever the budget). */
  preload_mb: number;
  /** Ours: how long a table page may spend on its count, facets and suggestions not already known for the data version; the rest is finished in the background. */
  page_extras_ms: number;
  /** Ours: requests one client may make per minute, with a burst of as many (0: no quota). */
  rate_limit_per_minute: number;
  /** Ours: a user's SQL whose statement ran at least this long (ms) is remembered in the data folder, and each new version of its database answers it in advance (0: never). */
  remember_slow_sql_ms: number;
  /** Ours: serve the MCP endpoint for AI agents at /-/mcp. */
  allow_mcp: boolean;
  /** Ours: comma-separated public host names the MCP endpoint answers for besides loopback ones (DNS-rebinding protection). */
  mcp_allowed_hosts: string;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  default_page_size: 100,
  max_returned_rows: 1000,
  num_sql_threads: 3,
  sql_time_limit_ms: 10000,
  default_facet_size: 30,
  facet_time_limit_ms: 200,
  facet_suggest_time_limit_ms: 50,
  allow_facet: true,
  default_allow_sql: true,
  allow_download: true,
  suggest_facets: true,
  default_cache_ttl: 5,
  cache_size_kb: 0,
  allow_csv_stream: true,
  max_csv_mb: 100,
  truncate_cells_html: 2048,
  force_https_urls: false,
  template_debug: false,
  trace_debug: false,
  base_url: '/',
  fast_lane_threads: 1,
  max_queued_queries: 64,
  max_queries_per_client: 8,
  response_cache_mb: 32,
  trusted_proxies: '',
  max_response_bytes: 50 * 1024 * 1024,
  sql_memory_limit_mb: 256,
  max_value_bytes: 64 * 1024 * 1024,
  sql_cache_mb: 16,
  preload_mb: Math.floor(usableMemory() / 2 / 1048576),
  page_extras_ms: 50,
  rate_limit_per_minute: 0,
  remember_slow_sql_ms: 100,
  allow_mcp: true,
  mcp_allowed_hosts: '',
};

/**
 * The memory this process may use: the machine's, or its container's limit when lower (the pages
 * a process reads into the cache count against that limit). Half of it is what preload_mb reads by
 * default, leaving room for everything else.
 */
export function usableMemory(): number {
  const limit = process.constrainedMemory() ?? 0;
  return limit > 0 && limit < totalmem() ? limit : totalmem();
}

/** A `*_time_limit_ms` setting as a statement's limit: 0 means none, as in Datasette. */
export function timeLimit(settingMs: number): number | null {
  return settingMs > 0 ? settingMs : null;
}

/** Datasette rejects these as obsolete. */
const OBSOLETE = new Set(['hash_urls', 'default_cache_ttl_hashed']);

/** Apply one `--setting NAME VALUE`; throws with a message naming the problem. */
export function applySetting(settings: Settings, name: string, raw: string): void {
  if (OBSOLETE.has(name)) throw new Error(`--setting ${name} is no longer supported`);
  if (!Object.hasOwn(DEFAULT_SETTINGS, name)) {
    throw new Error(`--setting ${name}: unknown setting (known: ${Object.keys(DEFAULT_SETTINGS).join(', ')})`);
  }
  const key = name as keyof Settings;
  const current = DEFAULT_SETTINGS[key];
  if (typeof current === 'boolean') {
    const v = raw.toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(v)) (settings[key] as boolean) = true;
    else if (['0', 'false', 'off', 'no'].includes(v)) (settings[key] as boolean) = false;
    else throw new Error(`--setting ${name} must be on/off, true/false or 1/0, not "${raw}"`);
  } else if (typeof current === 'number') {
    if (!/^\d+$/.test(raw)) throw new Error(`--setting ${name} must be a whole number ≥ 0, not "${raw}"`);
    (settings[key] as number) = Number(raw);
  } else {
    (settings[key] as string) = raw;
  }
}

/** The `/-/settings.json` body: Datasette's keys in Datasette's order, then ours. */
export function settingsForJson(settings: Settings): Record<string, number | boolean | string> {
  return { ...settings };
}
