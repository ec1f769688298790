// The OpenRegs service with its profile pages (pages/openregs/pages.yaml) declared through a Mount,
// over the test demo build, on a loopback port.
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../engine/server.js';
import { repoRoot } from '../../databases/build/paths.js';
import { openregsMounts } from '../../api-shims/mount.js';
import { loadPages } from '../../engine/pages/load.js';
import { pagesMount } from '../../engine/pages/mount.js';
import { demoDatabasePaths } from '../support/demo-db.js';

export const OPENREGS_PAGES = join(repoRoot(), 'pages', 'openregs', 'pages.yaml');

export function startOpenregsSite(): Promise<RunningServer> {
  const paths = demoDatabasePaths();
  const root = repoRoot();
  return startServer(
    {
      files: [{ path: paths.openregs, immutable: true }, { path: paths.open_comments, immutable: true }],
      metadataPath: join(root, 'metadata.yaml'),
      queriesDir: join(root, 'canned-queries', 'openregs'),
      settings: { max_queries_per_client: 64 },
    },
    '127.0.0.1',
    0,
    [...openregsMounts(), pagesMount(loadPages(OPENREGS_PAGES))],
  );
}
