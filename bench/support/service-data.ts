// A service's configuration over a data directory, its demo data built there first (seed 1) when
// any database is missing.
import { existsSync } from 'node:fs';
import { importServiceModule, loadServiceConfig, type ServiceConfig } from '../../engine/index.js';

export async function builtService(configPath: string, dataDir: string, scale: number): Promise<ServiceConfig> {
  const config = loadServiceConfig(configPath, { dataDir, defaultDataDir: dataDir, requireDatabaseFiles: false });
  if (config.databases.some((d) => !existsSync(d.path))) {
    const builder = await importServiceModule(config.path, 'demo.builder', config.demo!.builder);
    await (builder.build as (r: { outDir: string; scale: number; seed: number }) => Promise<void>)({ outDir: dataDir, scale, seed: 1 });
  }
  return config;
}
