// The OpenRegs service as `openregs demo` serves it (metadata, canned queries, /api), over the
// test demo build, on a loopback port.
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../engine/server.js';
import { repoRoot } from '../../databases/build/paths.js';
import { openregsMounts } from '../../api-shims/mount.js';
import { demoDatabasePaths } from './demo-db.js';

export function startOpenregsServer(): Promise<RunningServer> {
  const paths = demoDatabasePaths();
  const root = repoRoot();
  return startServer(
    {
      files: [{ path: paths.openregs, immutable: true }, { path: paths.open_comments, immutable: true }],
      metadataPath: join(root, 'metadata.yaml'),
      queriesDir: join(root, 'canned-queries', 'openregs'),
      // The whole suite comes from one address: let it run as many queries as the pool takes.
      settings: { max_queries_per_client: 64 },
    },
    '127.0.0.1',
    0,
    openregsMounts(),
  );
}
