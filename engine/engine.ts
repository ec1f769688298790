// The engine's state: databases and their structure, metadata, canned queries, settings, SQL pool.
import { realpathSync, statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { DEFAULT_SETTINGS, type Settings } from './config/settings.js';
import { ConfigError } from './config/load.js';
import { loadCannedQueries, loadMetadata, type CannedQuery, type DatabaseMetadata, type Metadata, type TableMetadata } from './config/metadata.js';
import { introspect, type DatabaseStructure, type TableInfo } from './db/introspect.js';
import { WorkerPool } from './pool/pool.js';
import type { QueryJob, QueryResult } from './pool/protocol.js';
import { watchdogLibraryPath } from './db/watchdog.js';
import { tildeEncode } from './url/tilde.js';
import { CountCache } from './db/counts.js';

export interface DatabaseFile {
  path: string;
  immutable: boolean;
}

export interface EngineOptions {
  files: DatabaseFile[];
  metadataPath?: string;
  queriesDir?: string;
  settings?: Partial<Settings>;
}

export interface EngineDatabase {
  name: string;
  /** URL segment: the tilde-encoded name. */
  route: string;
  path: string;
  immutable: boolean;
  size: number;
  structure: DatabaseStructure;
  /** sha256 of immutable files, computed in the background after start-up. */
  hash: string | null;
}

export class Engine {
  readonly databases = new Map<string, EngineDatabase>();
  readonly settings: Settings;
  readonly metadata: Metadata;
  readonly canned: Map<string, CannedQuery[]>;
  readonly pool: WorkerPool;
  readonly counts: CountCache;

  private constructor(options: EngineOptions) {
    this.settings = { ...DEFAULT_SETTINGS, ...options.settings };
    this.metadata = loadMetadata(options.metadataPath);
    for (const file of options.files) {
      let path: string;
      let size: number;
      try {
        // The real path: SQLite resolves links too, and the immutable VFS matches on it.
        path = realpathSync(resolve(file.path));
        size = statSync(path).size;
      } catch {
        throw new ConfigError(`${file.path}: database file not found`);
      }
      let name = basename(path, extname(path));
      for (let n = 2; this.databases.has(name); n++) name = `${basename(path, extname(path))}_${n}`;
      let structure: DatabaseStructure;
      try {
        structure = introspect(path);
      } catch (e) {
        throw new ConfigError(`${file.path}: not a readable SQLite database (${(e as Error).message})`);
      }
      this.databases.set(name, { name, route: tildeEncode(name), path, immutable: file.immutable, size, structure, hash: null });
    }
    this.canned = loadCannedQueries(this.metadata, options.metadataPath, options.queriesDir);
    for (const db of this.canned.keys()) {
      if (!this.databases.has(db)) {
        const where = this.canned.get(db)![0].source;
        throw new ConfigError(`${where}: canned queries are for database "${db}", which is not being served (serving: ${[...this.databases.keys()].join(', ') || 'none'})`);
      }
    }
    // Read by the watchdog library's VFS shim in each worker (engine/native/immutable-vfs.c).
    process.env.OPENREGS_IMMUTABLE_FILES = [...this.databases.values()].filter((d) => d.immutable).map((d) => d.path).join('\n');
    this.pool = new WorkerPool({
      size: this.settings.num_sql_threads,
      init: {
        databases: [...this.databases.values()].map((d) => ({ name: d.name, path: d.path, immutable: d.immutable })),
        watchdogLibrary: watchdogLibraryPath(),
        maxValueBytes: this.settings.max_value_bytes,
      },
      maxQueue: this.settings.max_queued_queries,
      maxPerClient: this.settings.max_queries_per_client,
      stuckGraceMs: 5000,
    });
    this.counts = new CountCache(this);
  }

  static create(options: EngineOptions): Engine {
    const engine = new Engine(options);
    engine.hashImmutableFiles();
    return engine;
  }

  private hashImmutableFiles(): void {
    for (const db of this.databases.values()) {
      if (!db.immutable) continue;
      const hash = createHash('sha256');
      createReadStream(db.path)
        .on('data', (chunk) => hash.update(chunk))
        .on('end', () => { db.hash = hash.digest('hex'); })
        .on('error', () => { /* leave hash null: the file is still served */ });
    }
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

  run(job: QueryJob, client: string): Promise<QueryResult> {
    return this.pool.run(job, client);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
