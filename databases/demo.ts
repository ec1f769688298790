// The demo databases the serving command uses: built once (scale 0.01, seed 1) when missing.
import { existsSync, statSync } from 'node:fs';
import { buildDatabases } from './build/build.js';
import { databaseFile, defaultDataDir } from './build/paths.js';

export const DEMO_SCALE = 0.01;
export const DEMO_SEED = 1;

export interface DemoDatabasePaths {
  openregs: string;
  open_comments: string;
}

/** The UTC day a file was last written. */
const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * Paths of the demo databases in `dir` (default databases/data), building them first if either
 * is missing or was built on an earlier UTC day: what is "open for comment" is relative to the
 * build day, as the real open_comments database is rebuilt daily.
 */
export async function ensureDemoDatabases(dir: string = defaultDataDir()): Promise<DemoDatabasePaths> {
  const paths: DemoDatabasePaths = { openregs: databaseFile(dir, 'openregs'), open_comments: databaseFile(dir, 'open_comments') };
  const today = utcDay(new Date());
  const current = (f: string): boolean => existsSync(f) && utcDay(statSync(f).mtime) === today;
  if (current(paths.openregs) && current(paths.open_comments)) return paths;
  const why = existsSync(paths.openregs) && existsSync(paths.open_comments) ? 'built before today' : 'missing';
  process.stderr.write(`Demo databases ${why} in ${dir}: building them (scale ${DEMO_SCALE}, seed ${DEMO_SEED}).\n`);
  // "now" is the wall clock so the open-for-comment data is current when the demo starts.
  await buildDatabases({ outDir: dir, scale: DEMO_SCALE, seed: DEMO_SEED, now: new Date() });
  return paths;
}
