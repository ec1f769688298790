// The 990 demo build the data tests read (scale 0.01, seed 1, default as-of), built once into
// databases/data/test-cache/990-<hash of the generator sources>/ and reused while sources are
// unchanged. Built into a temp dir and renamed, so a concurrent reader never sees a half file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../../../databases/build/paths.js';
import { buildNonprofits } from '../../../services/nonprofits/build/service.js';

export const TEST_SCALE = 0.01;
export const TEST_SEED = 1;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : []));
}

function sourceKey(): string {
  const root = repoRoot();
  const hash = createHash('sha256').update(`scale=${TEST_SCALE};seed=${TEST_SEED}\n`);
  for (const dir of ['services/nonprofits/build', 'services/nonprofits/schema', 'databases/build']) {
    for (const file of listFiles(join(root, dir))) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Path of the demo 990data_public.db (built when missing). */
export async function nonprofitsTestDb(): Promise<string> {
  const cacheRoot = join(repoRoot(), 'databases', 'data', 'test-cache');
  const dir = join(cacheRoot, `990-${sourceKey()}`);
  const file = join(dir, '990data_public.db');
  if (existsSync(file)) return file;
  mkdirSync(cacheRoot, { recursive: true });
  const temp = mkdtempSync(join(cacheRoot, '990-building-'));
  try {
    await buildNonprofits({ outDir: temp, scale: TEST_SCALE, seed: TEST_SEED }, { log: false });
    try {
      renameSync(temp, dir);
    } catch (error) {
      // Another worker finished first: its identical build is in place.
      if (!existsSync(file)) throw error;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return file;
}
