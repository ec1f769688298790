// OpenRegs' build plan: openregs.db, then open_comments.db, which reads the finished openregs file
// (attached as `openregs`).
import { join } from 'node:path';
import type { BuildPlan } from '../../../databases/build/build.js';
import { repoRoot } from '../../../databases/build/paths.js';
import { domains } from './domains/index.js';

/**
 * Bytes both database files take per unit of scale (openregs dominates; open_comments is tiny).
 * Measured with bench/build-bench.ts: 26.8 GB/unit at scale 0.01, 26.1 GB/unit at 0.1 (growth is
 * linear in scale because every table's row count is). The scale-1 file has come out about 7 %
 * above the scale-0.1 figure (22.2 GB against 20.7 before the FEC disbursement tables), so 28.
 */
export const BYTES_PER_SCALE_UNIT = 28 * 1024 ** 3;

/** The database files the OpenRegs build writes, by database name. */
export const DATABASE_NAMES = ['openregs', 'open_comments'] as const;

/** The service's schema and derive SQL files. */
export function schemaDir(): string {
  return join(repoRoot(), 'services', 'openregs', 'schema');
}

export function openregsPlan(): BuildPlan {
  return {
    databases: [{ name: 'openregs' }, { name: 'open_comments', attach: ['openregs'] }],
    domains,
    schemaDir: schemaDir(),
    bytesPerScaleUnit: BYTES_PER_SCALE_UNIT,
  };
}
