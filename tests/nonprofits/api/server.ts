// The 990 service exactly as `openregs serve --config services/nonprofits/service.yaml` serves it (metadata,
// canned queries, /api, pages), over the test demo build, on a loopback port; plus a read-only
// handle on the same database for computing expected answers independently.
import { join } from 'node:path';
import { serviceEngine, startServer, type RunningServer } from '../../../engine/index.js';
import { useServerFixture, type ApiFixture } from '../../api/fixture.js';
import { demoDataDir, serviceConfig } from './demo.js';

/** `settings`: `--setting` pairs on top of the service file's. */
export async function startNonprofitsServer(settings: Array<[string, string]> = []): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = await demoDataDir();
  const { options, mounts } = await serviceEngine(serviceConfig(dataDir), { settings });
  const server = await startServer(options, '127.0.0.1', 0, mounts);
  await server.engine.ready;
  return { server, dataDir };
}

/** Call at the top of a test file: the 990 service on its demo build (see useServerFixture). */
export function useNonprofitsServer(): ApiFixture {
  return useServerFixture(async () => {
    const { server, dataDir } = await startNonprofitsServer();
    return { server, dbPath: join(dataDir, '990data_public.db') };
  });
}
