// The 990 service's build plan: one database, 990data_public, filled by these domains in order.
import { join } from 'node:path';
import type { BuildPlan } from '../../../databases/build/build.js';
import { repoRoot } from '../../../databases/build/paths.js';
import { dafDomain } from './domains/daf/index.js';
import { filingsDomain } from './domains/filings/index.js';
import { masterFileDomain } from './domains/master-file/index.js';
import { DATABASE_NAME, publicationDomain } from './domains/publication/index.js';

/** Bytes of 990data_public.db per unit of scale (26.3 GB measured at scale 1, rounded up). */
export const BYTES_PER_SCALE_UNIT = 28 * 1024 ** 3;

export function nonprofitsPlan(): BuildPlan {
  return {
    databases: [{ name: DATABASE_NAME }],
    domains: [filingsDomain, masterFileDomain, dafDomain, publicationDomain],
    schemaDir: join(repoRoot(), 'services', 'nonprofits', 'schema'),
    bytesPerScaleUnit: BYTES_PER_SCALE_UNIT,
  };
}
