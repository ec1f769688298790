// Refuse to start a build that cannot fit on the disk, before spending minutes on it.
import { statfsSync } from 'node:fs';
import { formatBytes } from './progress.js';

/**
 * Bytes both database files take per unit of scale (openregs dominates; open_comments is tiny).
 * Measured with bench/build-bench.ts: 20.3 GB/unit at scale 0.01, 19.5 GB/unit at 0.1 (growth is
 * linear in scale because every table's row count is); rounded up.
 */
export const BYTES_PER_SCALE_UNIT = 21 * 1024 ** 3;
/** Schema, FTS segment merges and SQLite's temp files for index sorts at any scale. */
export const FIXED_OVERHEAD_BYTES = 64 * 1024 ** 2;
/** Index builds and FTS rebuilds need transient room on top of the final size. */
const SAFETY_FACTOR = 1.3;

export function estimateBuildBytes(scale: number, bytesPerScaleUnit: number = BYTES_PER_SCALE_UNIT): number {
  return Math.ceil(FIXED_OVERHEAD_BYTES + scale * bytesPerScaleUnit * SAFETY_FACTOR);
}

export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

export class DiskSpaceError extends Error {}

/** Throws a DiskSpaceError naming the free and needed space when the build would not fit. */
export function assertDiskSpace(
  dir: string,
  scale: number,
  available: number = freeBytes(dir),
  bytesPerScaleUnit: number = BYTES_PER_SCALE_UNIT,
): void {
  const needed = estimateBuildBytes(scale, bytesPerScaleUnit);
  if (available < needed) {
    throw new DiskSpaceError(
      `not enough disk space in ${dir}: a scale-${scale} build needs about ${formatBytes(needed)}, ` +
        `only ${formatBytes(available)} is free (choose a smaller --scale or another --out)`,
    );
  }
}
