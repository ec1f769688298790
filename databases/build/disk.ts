// Refuse to start a build that cannot fit on the disk, before spending minutes on it.
import { statfsSync } from 'node:fs';
import { formatBytes } from './progress.js';

/** Schema, FTS segment merges and SQLite's temp files for index sorts at any scale. */
export const FIXED_OVERHEAD_BYTES = 64 * 1024 ** 2;
/** Index builds and FTS rebuilds need transient room on top of the final size. */
const SAFETY_FACTOR = 1.3;

/** What a build of `scale` needs, for a service whose files take `bytesPerScaleUnit` per unit of scale. */
export function estimateBuildBytes(scale: number, bytesPerScaleUnit: number): number {
  return Math.ceil(FIXED_OVERHEAD_BYTES + scale * bytesPerScaleUnit * SAFETY_FACTOR);
}

export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

export class DiskSpaceError extends Error {}

/** Throws a DiskSpaceError naming the free and needed space when the build would not fit. */
export function assertDiskSpace(dir: string, scale: number, available: number, bytesPerScaleUnit: number): void {
  const needed = estimateBuildBytes(scale, bytesPerScaleUnit);
  if (available < needed) {
    throw new DiskSpaceError(
      `not enough disk space in ${dir}: a scale-${scale} build needs about ${formatBytes(needed)}, ` +
        `only ${formatBytes(available)} is free (choose a smaller --scale or another --out)`,
    );
  }
}
