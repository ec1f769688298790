// Loads a service configuration file: validates it against the service schema, resolves every
// path (relative to the file; database files inside the data folder) and checks that each exists.
// Every mistake is a ConfigError naming the file, the key path and the rule it broke.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, readStructuredFile, validate } from './load.js';
import type { QueryDefinition } from './metadata.js';
import { cannedFileSchema } from './schemas.js';
import type { Settings } from './settings.js';
import { serviceSchema } from './service-schema.js';
import { indexStatements } from '../snapshot/indexes.js';

/** Where the agent guide is served, at the root. */
export const AGENT_GUIDE_URL_NAME = 'llms.txt';

export interface ServiceDatabase {
  name: string;
  /** File name inside the data folder. */
  file: string;
  /** Absolute path of the file in the data folder in use. */
  path: string;
  immutable: boolean;
  /** Inline canned queries (Datasette's `databases.<db>.queries`). */
  queries?: Record<string, string | QueryDefinition>;
  /** Absolute path of the SQL file of indexes `snapshot pull` creates in each new version. */
  indexes?: string;
}

export interface ServiceDemo {
  /** Absolute path of the builder module (exports `build`). */
  builder: string;
  scale: number;
  seed: number;
}

export interface ServiceConfig {
  /** Absolute path of the configuration file. */
  path: string;
  /** Folder of the configuration file: relative paths in it start here. */
  dir: string;
  name: string;
  dataDir: string;
  metadataPath?: string;
  settings: Partial<Settings>;
  databases: ServiceDatabase[];
  queriesDir?: string;
  api?: string;
  static: Record<string, string>;
  /** Single files served at the root: URL name (`llms.txt`) → file. */
  files: Record<string, string>;
  /** The guide for AI agents (absolute path): served at `/llms.txt`, and the MCP endpoint's instructions. */
  agentGuide?: string;
  pages?: string;
  demo?: ServiceDemo;
}

interface RawService {
  name: string;
  title?: string;
  metadata?: string;
  settings?: Partial<Settings>;
  databases: Record<string, { file: string; immutable?: boolean; queries?: Record<string, string | QueryDefinition>; indexes?: string }>;
  queries?: string;
  api?: string;
  static?: Record<string, string>;
  files?: Record<string, string>;
  agent_guide?: string;
  pages?: string;
  demo?: { builder: string; scale?: number; seed?: number };
}

export interface LoadOptions {
  /** Folder holding the database files; default `defaultDataDir`. */
  dataDir?: string;
  defaultDataDir: string;
  /** False while the files are still to be built (`demo`, `build-db`). */
  requireDatabaseFiles?: boolean;
}

export function loadServiceConfig(requested: string, options: LoadOptions): ServiceConfig {
  const file = movedConfigFile(requested);
  const path = resolve(file);
  if (!existsSync(path)) throw new ConfigError(`${file}: configuration file not found (looked for ${path})`);
  const raw = validate<RawService>(file, serviceSchema(), readStructuredFile(path));
  const dir = dirname(path);
  const fail = (key: string, rule: string): never => {
    throw new ConfigError(`${file} is not valid:\n  at ${key}: ${rule}`);
  };
  const existing = (key: string, value: string, kind: 'file' | 'folder'): string => {
    const full = resolve(dir, value);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return fail(key, `${kind} not found: ${full}`);
    }
    if (kind === 'folder' ? !stat.isDirectory() : !stat.isFile()) fail(key, `not a ${kind}: ${full}`);
    return full;
  };

  const dataDir = resolve(options.dataDir ?? options.defaultDataDir);
  const databases: ServiceDatabase[] = Object.entries(raw.databases).map(([name, db]) => {
    const dbPath = join(dataDir, db.file);
    if (options.requireDatabaseFiles !== false && !existsSync(dbPath)) {
      fail(`databases.${name}.file`, `database file not found: ${dbPath} (data folder in use: ${dataDir})`);
    }
    const indexes = db.indexes === undefined ? undefined : existing(`databases.${name}.indexes`, db.indexes, 'file');
    if (indexes) {
      try {
        indexStatements(indexes);
      } catch (e) {
        fail(`databases.${name}.indexes`, (e as Error).message);
      }
    }
    return { name, file: db.file, path: dbPath, immutable: db.immutable ?? true, queries: db.queries, indexes };
  });

  const config: ServiceConfig = {
    path,
    dir,
    name: raw.name,
    dataDir,
    settings: raw.settings ?? {},
    databases,
    static: {},
    files: {},
  };
  if (raw.metadata !== undefined) config.metadataPath = existing('metadata', raw.metadata, 'file');
  if (raw.queries !== undefined) {
    config.queriesDir = existing('queries', raw.queries, 'folder');
    checkQueryFolder(file, config);
  }
  if (raw.api !== undefined) config.api = existing('api', raw.api, 'file');
  if (raw.pages !== undefined) config.pages = existing('pages', raw.pages, 'file');
  for (const [mount, folder] of Object.entries(raw.static ?? {})) config.static[mount] = existing(`static.${mount}`, folder, 'folder');
  for (const [name, file] of Object.entries(raw.files ?? {})) config.files[name] = existing(`files.${name}`, file, 'file');
  if (raw.agent_guide !== undefined) {
    if (config.files[AGENT_GUIDE_URL_NAME] !== undefined) {
      fail(`files.${AGENT_GUIDE_URL_NAME}`, `the agent guide (agent_guide) is served at /${AGENT_GUIDE_URL_NAME}: remove this entry`);
    }
    config.agentGuide = existing('agent_guide', raw.agent_guide, 'file');
  }
  if (raw.demo) {
    config.demo = { builder: existing('demo.builder', raw.demo.builder, 'file'), scale: raw.demo.scale ?? 0.01, seed: raw.demo.seed ?? 1 };
  }
  return config;
}

/**
 * A service is a folder (`services/<name>/service.yaml`); the single file it replaced
 * (`services/<name>.yaml`) still names it, with a deprecation line on stderr, for one release.
 */
function movedConfigFile(file: string): string {
  const folder = /^(.*)\.ya?ml$/.exec(file)?.[1];
  if (existsSync(resolve(file)) || folder === undefined) return file;
  const moved = join(folder, 'service.yaml');
  if (!existsSync(resolve(moved))) return file;
  process.stderr.write(`warning: ${file} has moved to ${moved}: the old path will stop working in the next release\n`);
  return moved;
}

/** Each canned-query file must be for a database this service serves. */
function checkQueryFolder(file: string, config: ServiceConfig): void {
  const served = config.databases.map((d) => d.name);
  const folder = config.queriesDir!;
  for (const name of readdirSync(folder)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()) {
    const queryFile = join(folder, name);
    const parsed = validate<{ database: string }>(queryFile, cannedFileSchema, readStructuredFile(queryFile));
    if (!served.includes(parsed.database)) {
      throw new ConfigError(
        `${file} is not valid:\n  at queries: ${queryFile} names database "${parsed.database}", which this service does not serve (databases: ${served.join(', ')})`,
      );
    }
  }
}
