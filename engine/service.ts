// Serving a service declared in a configuration file: its databases in a data folder, metadata,
// canned queries, /api module and static folders, with settings from the file and the command line.
import { DEFAULT_SETTINGS, applySetting, type Settings } from './config/settings.js';
import { importServiceModule, serviceFunction } from './config/modules.js';
import { AGENT_GUIDE_URL_NAME, type ServiceConfig } from './config/service.js';
import type { EngineOptions } from './engine.js';
import type { Mount } from './http/app.js';
import { mountFile, mountStatic } from './http/static.js';
import { loadPages } from './pages/load.js';
import { pagesMount } from './pages/mount.js';
import type { Logger } from './ops/logger.js';
import { startServer, type RunningServer } from './server.js';
import { warmOnStart } from './inspect/warm.js';
import { runInspect } from './inspect/run.js';
import { statementBtrees, statementBtreesOffThread } from './inspect/statement-btrees.js';
import type { InspectFile } from './inspect/format.js';
import type { FullTextForm } from './query/known-counts.js';
import type { DocumentedSql } from './inspect/documented-sql.js';

export interface ServiceOverrides {
  /** `--setting NAME VALUE` pairs, applied over the file's settings. */
  settings: Array<[string, string]>;
  logger?: Logger;
}

/** Settings: the engine's defaults, then the file's, then the command line's. */
export function serviceSettings(config: ServiceConfig, overrides: Array<[string, string]>): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS, ...config.settings };
  for (const [name, value] of overrides) applySetting(settings, name, value);
  return settings;
}

export async function serviceEngine(
  config: ServiceConfig,
  overrides: ServiceOverrides,
): Promise<{ options: EngineOptions; mounts: Mount[] }> {
  const options: EngineOptions = {
    files: config.databases.map((d) => ({ path: d.path, immutable: d.immutable, name: d.name })),
    metadataPath: config.metadataPath,
    queriesDir: config.queriesDir,
    settings: serviceSettings(config, overrides.settings),
    inlineQueries: Object.fromEntries(config.databases.filter((d) => d.queries).map((d) => [d.name, d.queries!])),
    logger: overrides.logger,
    agentGuide: config.agentGuide,
    dataDir: config.dataDir,
  };
  const mounts: Mount[] = [];
  if (config.api) {
    mounts.push(await serviceFunction<Mount>(config.path, 'api', config.api, 'mount'));
    options.fullTextForms = await optionalExport<FullTextForm>(config.path, config.api, 'fullTextForms');
    options.documentedSql = await optionalExport<DocumentedSql>(config.path, config.api, 'documentedSql');
  }
  if (config.pages) {
    const pages = loadPages(config.pages);
    options.searchKinds = pages.search;
    mounts.push(pagesMount(pages));
  }
  for (const [mount, folder] of Object.entries(config.static)) {
    mounts.push((app, engine) => mountStatic(app, engine.settings.base_url.replace(/\/$/, ''), mount, folder));
  }
  const files = Object.entries(config.files);
  if (config.agentGuide) files.push([AGENT_GUIDE_URL_NAME, config.agentGuide]);
  for (const [name, file] of files) {
    mounts.push((app, engine) => mountFile(app, engine.settings.base_url.replace(/\/$/, ''), name, file));
  }
  return { options, mounts };
}

/**
 * What an optional function export of the /api module lists: `fullTextForms` (the full-text forms
 * it ranks) or `documentedSql` (the SQL its documents link to); none when it has no such export.
 */
async function optionalExport<T>(configFile: string, api: string, name: 'fullTextForms' | 'documentedSql'): Promise<T[]> {
  const list = (await importServiceModule(configFile, 'api', api))[name];
  return typeof list === 'function' ? (list as () => T[])() : [];
}

/**
 * The `inspect` command on a service: each database's version (in `config.dataDir`, or the given
 * files instead, with their SHA-256 when known: a pull's new versions) computed once and written
 * beside the data, with the b-trees the service's statements open (found here unless given).
 */
export async function inspectService(
  config: ServiceConfig,
  only?: Array<{ name: string; path: string; sha256?: string }>,
  log?: (line: string) => void,
  btrees?: Map<string, string[]>,
): Promise<InspectFile[]> {
  const { options } = await serviceEngine(config, { settings: [] });
  const files = options.files.map((f) => {
    const replacement = only?.find((o) => o.name === f.name);
    return replacement ? { ...f, path: replacement.path } : f;
  });
  return runInspect({
    options: { ...options, files },
    dataDir: config.dataDir,
    databases: only?.map(({ name, sha256 }) => ({ name, sha256 })),
    log,
    statementBtrees:
      btrees ?? (await statementBtrees(config, Object.fromEntries(files.flatMap((f) => (f.name ? [[f.name, f.path]] : []))))),
  });
}

export async function startService(config: ServiceConfig, overrides: ServiceOverrides, host: string, port: number): Promise<RunningServer> {
  const { options, mounts } = await serviceEngine(config, overrides);
  const server = await startServer(options, host, port, mounts);
  // Every version served starts warm: seeded from its inspect file, or inspected in the background.
  void warmOnStart(server.engine, () => statementBtreesOffThread(config));
  return server;
}
