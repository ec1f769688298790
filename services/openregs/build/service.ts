// The OpenRegs data builder as services/openregs/service.yaml names it (`demo.builder`): every database
// of the service, built deterministically from a scale and a seed.
import { statSync } from 'node:fs';
import { buildDatabases } from '../../../databases/build/build.js';
import { openregsPlan } from './plan.js';

export interface BuildRequest {
  outDir: string;
  scale: number;
  seed: number;
  /** What "open for comment" is relative to; default: the wall clock. */
  now?: Date;
}

export async function build(request: BuildRequest): Promise<void> {
  await buildDatabases({
    outDir: request.outDir,
    scale: request.scale,
    seed: request.seed,
    now: request.now ?? new Date(),
    plan: openregsPlan(),
  });
}

/**
 * Why demo files must be rebuilt although present: open comment periods are relative to the build
 * day, as the real open_comments database is rebuilt daily, so a build from an earlier UTC day is stale.
 */
export function staleReason(files: readonly string[]): string | null {
  const today = new Date().toISOString().slice(0, 10);
  return files.some((f) => statSync(f).mtime.toISOString().slice(0, 10) !== today) ? 'built before today' : null;
}
