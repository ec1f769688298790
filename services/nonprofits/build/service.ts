// The 990 data builder as services/nonprofits/service.yaml names it (`demo.builder`): 990data_public.db,
// built deterministically from a scale, a seed and an as-of date (default 2026-09-06).
import { buildDatabases, type BuildOptions, type BuildReport } from '../../../databases/build/build.js';
import { DEFAULT_AS_OF } from './calendar.js';
import { nonprofitsPlan } from './plan.js';

export interface BuildRequest {
  outDir: string;
  scale: number;
  seed: number;
  /** The as-of date every date in the data is relative to; default 2026-09-06 (never the wall clock). */
  now?: Date;
}

export function asOfDate(now?: Date): Date {
  return now ?? new Date(`${DEFAULT_AS_OF}T00:00:00Z`);
}

export async function build(request: BuildRequest): Promise<void> {
  await buildNonprofits(request);
}

/** The build with its report (tables, steps, peak RSS), for the bench and the tests. */
export function buildNonprofits(request: BuildRequest, options: Pick<BuildOptions, 'log' | 'skipDiskCheck'> = {}): Promise<BuildReport> {
  return buildDatabases({
    outDir: request.outDir,
    scale: request.scale,
    seed: request.seed,
    now: asOfDate(request.now),
    plan: nonprofitsPlan(),
    ...options,
  });
}

/** The data depends only on scale, seed and as-of, never on the day it was built: never stale. */
export function staleReason(files: readonly string[]): string | null {
  void files;
  return null;
}
