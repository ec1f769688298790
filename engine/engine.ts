// The engine's state: databases and their structure, metadata, canned queries, settings, SQL pool.
import { realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { DEFAULT_SETTINGS, type Settings } from './config/settings.js';
import type { DocumentedSql } from './inspect/documented-sql.js';
import type { FullTextForm } from './query/known-counts.js';
import { withSearchForms } from './search/forms.js';
import type { SearchKind } from './search/schema.js';
import { ConfigError } from './config/load.js';
import { fillDescription, readDescriptionValues } from './config/description-values.js';
import {
  loadCannedQueries,
  loadMetadata,
  type CannedQuery,
  type DatabaseMetadata,
  type Metadata,
  type QueryDefinition,
  type TableMetadata,
} from './config/metadata.js';
import { introspect, type DatabaseStructure, type TableInfo } from './db/introspect.js';
import { WorkerPool } from './pool/pool.js';
import { EngineMetrics } from './ops/metrics.js';
import { RequestQuota } from './ops/quota.js';
import { RequestAdmission } from './ops/admission.js';
import { quietLogger, type Logger } from './ops/logger.js';
import { parseTrustedProxies, type TrustedProxies } from './config/trusted-proxies.js';
import { runQuery, type QueryAnswer, type QueryCall } from './query/run.js';
import { SlowSql } from './query/slow-sql.js';
import { DataVersions, describeVersion, type SwappableDatabase } from './data-versions.js';
import { watchdogLibraryPath } from './db/watchdog.js';
import { tildeEncode } from './url/tilde.js';
import { CountCache } from './db/counts.js';
import { VersionedCache } from './cache/versioned.js';

export interface DatabaseFile {
  path: string;
  immutable: boolean;
  /** The name it is served under; default: the file name without its extension. */
  name?: string;
}

export interface EngineOptions {
  files: DatabaseFile[];
  metadataPath?: string;
  queriesDir?: string;
  settings?: Partial<Settings>;
  /** Canned queries declared in a service configuration, per database. */
  inlineQueries?: Record<string, Record<string, string | QueryDefinition>>;
  /** Where access lines and server errors go; default: errors only, on stderr. */
  logger?: Logger;
  /** The service's guide for AI agents (a text file): the MCP endpoint's instructions. */
  agentGuide?: string;
  /** The full-text forms the service ranks: inspect counts their common words (engine/query/known-counts.ts). */
  fullTextForms?: FullTextForm[];
  /** The search box's kinds: those ranked over a whole FTS5 index are full-text forms too. */
  searchKinds?: SearchKind[];
  /** The SQL the service's documents link to (its API's examples and questions): inspect answers it. */
  documentedSql?: DocumentedSql[];
  /** The service's data folder, where the SQL that ran slow is remembered (default: each database file's folder). */
  dataDir?: string;
}

export interface Readiness {
  ok: boolean;
  reason?: string;
}

export interface EngineDatabase extends SwappableDatabase {
  /** URL segment: the tilde-encoded name. */
  route: string;
  immutable: boolean;
  structure: DatabaseStructure;
}

export class Engine {
  readonly databases = new Map<string, EngineDatabase>();
  readonly settings: Settings;
  readonly metadata: Metadata;
  readonly canned: Map<string, CannedQuery[]>;
  readonly pool: WorkerPool;
  readonly counts: CountCache;
  /** What is learnt about each data version served (counts, facets, suggestions), until it changes. */
  readonly cache: VersionedCache;
  readonly metrics: EngineMetrics;
  /** Each client's request quota (rate_limit_per_minute; off at 0). */
  readonly quota: RequestQuota;
  /** Which requests may start now (max_queries_per_client, max_queued_queries). */
  readonly admission: RequestAdmission;
  /** Which file each database is read from; swaps under a running server. */
  readonly versions: DataVersions;
  readonly logger: Logger;
  /** Proxies whose X-Forwarded-For names the client (the `trusted_proxies` setting). */
  readonly trustedProxies: TrustedProxies;
  /** The service's guide for AI agents, if it has one (a file path). */
  readonly agentGuide: string | undefined;
  readonly fullTextForms: readonly FullTextForm[];
  readonly documentedSql: readonly DocumentedSql[];
  /** The users' SQL that ran slow, remembered in the data folder for the next versions. */
  readonly slowSql: SlowSql;
  /** Settles once every SQL worker has answered a trivial query on every database. */
  readonly ready: Promise<void>;
  /** Aborted when the engine closes: background work (reading files into the cache) stops with it. */
  readonly closing = new AbortController();
  private notReady: string | null = 'SQL workers are starting';
  /** `description_html` as written, before its placeholders are filled. */
  private readonly descriptionTemplate: string | undefined;

  private constructor(options: EngineOptions) {
    this.settings = { ...DEFAULT_SETTINGS, ...options.settings };
    this.logger = options.logger ?? quietLogger();
    this.agentGuide = options.agentGuide;
    this.documentedSql = options.documentedSql ?? [];
    this.slowSql = new SlowSql(
      this.settings.remember_slow_sql_ms,
      (db) => options.dataDir ?? dirname(this.databases.get(db)?.source ?? '.'),
      this.logger,
    );
    this.trustedProxies = parseTrustedProxies(this.settings.trusted_proxies);
    this.metadata = loadMetadata(options.metadataPath);
    for (const file of options.files) {
      let path: string;
      try {
        // The real path: SQLite resolves links too, and the immutable VFS matches on it.
        path = realpathSync(resolve(file.path));
        statSync(path);
      } catch {
        throw new ConfigError(`${file.path}: database file not found`);
      }
      let name = file.name ?? basename(path, extname(path));
      if (file.name && this.databases.has(name)) throw new ConfigError(`${file.path}: a database named "${name}" is already being served`);
      for (let n = 2; this.databases.has(name); n++) name = `${basename(path, extname(path))}_${n}`;
      let structure: DatabaseStructure;
      try {
        structure = introspect(path);
      } catch (e) {
        throw new ConfigError(`${file.path}: not a readable SQLite database (${(e as Error).message})`);
      }
      const source = resolve(file.path);
      this.databases.set(name, {
        name,
        route: tildeEncode(name),
        source,
        path,
        immutable: file.immutable,
        structure,
        ...describeVersion(source, path),
      });
    }
    this.fullTextForms = withSearchForms(this, options.fullTextForms ?? [], options.searchKinds ?? []);
    this.descriptionTemplate = this.metadata.description_html;
    const described = this.metadata.description_values;
    if (described && !this.databases.has(described.database)) {
      throw new ConfigError(
        `${options.metadataPath}: description_values reads database "${described.database}", which is not being served`,
      );
    }
    if (described) this.describe(this.databases.get(described.database)!.path);
    this.canned = loadCannedQueries(withInlineQueries(this.metadata, options.inlineQueries), options.metadataPath, options.queriesDir);
    for (const db of this.canned.keys()) {
      if (!this.databases.has(db)) {
        const where = this.canned.get(db)![0].source;
        throw new ConfigError(
          `${where}: canned queries are for database "${db}", which is not being served (serving: ${[...this.databases.keys()].join(', ') || 'none'})`,
        );
      }
    }
    this.pool = new WorkerPool({
      size: this.settings.num_sql_threads,
      laneSize: this.settings.fast_lane_threads,
      init: {
        databases: [...this.databases.values()].map((d) => ({ name: d.name, path: d.path, immutable: d.immutable })),
        watchdogLibrary: watchdogLibraryPath(),
        maxValueBytes: this.settings.max_value_bytes,
        maxResponseBytes: this.settings.max_response_bytes,
        sqlMemoryLimitBytes: this.settings.sql_memory_limit_mb * 1024 * 1024,
        cacheKib: this.settings.sql_cache_mb * 1024,
      },
      maxBackground: this.settings.max_queued_queries,
      stuckGraceMs: 5000,
    });
    this.counts = new CountCache(this);
    this.quota = new RequestQuota(this.settings.rate_limit_per_minute);
    this.admission = new RequestAdmission({
      perClient: this.settings.max_queries_per_client,
      waiting: this.settings.max_queued_queries,
      workers: Math.max(1, this.settings.num_sql_threads) + this.settings.fast_lane_threads,
    });
    this.metrics = new EngineMetrics({
      queued: () => this.pool.threads().queued,
      busy: () => this.pool.threads().threads.filter((t) => t.busy).length,
      size: () => this.pool.threads().num_threads,
    });
    for (const db of this.databases.values()) this.metrics.setDataVersion(db.name, db.version);
    this.versions = new DataVersions(this.databases, {
      prepare: (name, path) => {
        // Both read the new file before anything changes: a failure leaves the old version served.
        const structure = introspect(path);
        if (this.metadata.description_values?.database === name) this.describe(path);
        this.databases.get(name)!.structure = structure;
      },
      release: (path) => this.pool.releaseFile(path),
      swapped: (name, version) => {
        this.pool.retarget(name, this.databases.get(name)!.path);
        this.metrics.setDataVersion(name, version);
        this.logger.info({ database: name, version }, 'now serving a new version');
      },
    });
    this.cache = new VersionedCache((db) => this.versions.versionFor(db));
    this.versions.onSwap((names) => {
      for (const name of names) this.cache.dropOtherVersions(name, this.databases.get(name)!.version);
    });
    this.ready = this.warmUp();
  }

  /** Fill the instance description's placeholders from the database file at `path`. */
  private describe(path: string): void {
    const { sql } = this.metadata.description_values!;
    let values: Record<string, unknown>;
    try {
      values = readDescriptionValues(path, sql);
    } catch (e) {
      throw new ConfigError(`metadata description_values: the SQL failed on ${path}: ${(e as Error).message}`);
    }
    this.metadata.description_html = fillDescription(this.descriptionTemplate ?? '', values);
  }

  /** One trivial query per worker and database, all at once, so every worker must answer. */
  private async warmUp(): Promise<void> {
    const probes: Array<Promise<unknown>> = [];
    for (let i = 0; i < Math.max(1, this.settings.num_sql_threads); i++) {
      for (const db of this.databases.keys()) {
        probes.push(this.query({ database: db, sql: 'select 1', maxRows: 1, client: `ready-probe-${i}` }));
      }
    }
    try {
      await Promise.all(probes);
      this.notReady = null;
    } catch (e) {
      this.notReady = `a SQL worker failed its first query: ${(e as Error).message}`;
    }
  }

  /** Whether the engine can answer queries now, and why not. */
  readiness(): Readiness {
    return this.notReady === null ? { ok: true } : { ok: false, reason: this.notReady };
  }

  static create(options: EngineOptions): Engine {
    return new Engine(options);
  }

  databaseMetadata(db: string): DatabaseMetadata {
    return this.metadata.databases?.[db] ?? {};
  }

  tableMetadata(db: string, table: string): TableMetadata {
    return this.metadata.databases?.[db]?.tables?.[table] ?? {};
  }

  table(db: string, table: string): TableInfo | undefined {
    return this.databases.get(db)?.structure.tables.get(table);
  }

  isHidden(db: string, table: TableInfo): boolean {
    return table.hidden || this.tableMetadata(db, table.name).hidden === true;
  }

  cannedQuery(db: string, name: string): CannedQuery | undefined {
    return this.canned.get(db)?.find((q) => q.name === name);
  }

  /** Run a query (see engine/query/run.ts): rows, or a QueryFailure saying why not. */
  query(call: QueryCall): Promise<QueryAnswer> {
    return runQuery(this, call);
  }

  close(): Promise<void> {
    this.closing.abort();
    this.slowSql.flush();
    this.versions.close();
    return this.pool.close();
  }
}

function withInlineQueries(metadata: Metadata, inline: EngineOptions['inlineQueries']): Metadata {
  if (!inline) return metadata;
  const databases = { ...metadata.databases };
  for (const [db, queries] of Object.entries(inline)) {
    databases[db] = { ...databases[db], queries: { ...databases[db]?.queries, ...queries } };
  }
  return { ...metadata, databases };
}
