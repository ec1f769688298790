// The OpenRegs service exactly as `openregs serve --config services/openregs/service.yaml` serves it
// (metadata, canned queries, /api), over the test demo build, on a loopback port.
import { dirname, join } from 'node:path';
import { loadServiceConfig } from '../../engine/config/service.js';
import { serviceEngine } from '../../engine/service.js';
import { startServer, type RunningServer } from '../../engine/server.js';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from './demo-db.js';

/** Serves `dataDir` (default: the test demo build). */
export async function startOpenregsServer(dataDir = dirname(demoDatabasePaths().openregs)): Promise<RunningServer> {
  const config = loadServiceConfig(join(repoRoot(), 'services', 'openregs', 'service.yaml'), { dataDir, defaultDataDir: dataDir });
  const { options, mounts } = await serviceEngine(config, { settings: [] });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  // Time limits count from arrival: tests start once every worker answers, as a load balancer would.
  await server.engine.ready;
  return server;
}
