// The demo databases the serving command uses: built once (scale 0.01, seed 1) when missing.
import { existsSync } from 'node:fs';
import { buildDatabases } from './build/build.js';
import { databaseFile, defaultDataDir } from './build/paths.js';

export const DEMO_SCALE = 0.01;
export const DEMO_SEED = 1;

export interface DemoDatabasePaths {
  openregs: string;
  open_comments: string;
}

/** Paths of the demo databases in `dir` (default databases/data), building them first if either is missing. */
export async function ensureDemoDatabases(dir: string = defaultDataDir()): Promise<DemoDatabasePaths> {
  const paths: DemoDatabasePaths = { openregs: databaseFile(dir, 'openregs'), open_comments: databaseFile(dir, 'open_comments') };
  if (existsSync(paths.openregs) && existsSync(paths.open_comments)) return paths;
  process.stderr.write(`Demo databases missing in ${dir}: building them (scale ${DEMO_SCALE}, seed ${DEMO_SEED}).\n`);
  // "now" is the wall clock so the open-for-comment data is current when the demo starts.
  await buildDatabases({ outDir: dir, scale: DEMO_SCALE, seed: DEMO_SEED, now: new Date() });
  return paths;
}
