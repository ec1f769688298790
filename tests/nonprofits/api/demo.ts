// The 990 demo build the /api, canned-query and page tests read (scale 0.01, seed 1, built by the
// builder services/nonprofits/service.yaml declares), cached under databases/data/test-cache-990/<key>/
// where the key hashes the schema and generator sources. Test files run in parallel processes:
// one builds under a lock directory, the others wait for its `done` marker.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { importServiceModule, loadServiceConfig, type ServiceConfig } from '../../../engine/index.js';
import { repoRoot } from '../../../databases/build/paths.js';

export const DEMO_SCALE = 0.01;
export const DEMO_SEED = 1;
const WAIT_MS = 20 * 60 * 1000;

export function serviceConfigPath(): string {
  return join(repoRoot(), 'services', 'nonprofits', 'service.yaml');
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : []));
}

function cacheKey(): string {
  const root = repoRoot();
  const hash = createHash('sha256').update(`scale=${DEMO_SCALE};seed=${DEMO_SEED}\n`);
  for (const file of [
    ...listFiles(join(root, 'services', 'nonprofits', 'build')),
    ...listFiles(join(root, 'services', 'nonprofits', 'schema')),
    ...listFiles(join(root, 'databases', 'build')),
  ]) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The folder holding the demo 990data_public.db, built first when needed. */
export async function demoDataDir(): Promise<string> {
  const dir = join(repoRoot(), 'databases', 'data', 'test-cache-990', cacheKey());
  const done = join(dir, 'done');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(done)) return dir;
    let locked = false;
    try {
      mkdirSync(join(repoRoot(), 'databases', 'data', 'test-cache-990'), { recursive: true });
      mkdirSync(lock);
      locked = true;
    } catch {
      // Someone else builds; a lock older than the wait limit is left over from a killed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > WAIT_MS) rmSync(lock, { recursive: true, force: true });
    }
    if (locked) {
      try {
        if (!existsSync(done)) await buildInto(dir);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      continue;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for the 990 demo build in ${dir}`);
    await sleep(250);
  }
}

async function buildInto(dir: string): Promise<void> {
  // Builds of earlier sources are stale: drop them (each is hundreds of MB), unless being built.
  const root = dirname(dir);
  for (const entry of readdirSync(root)) {
    const other = join(root, entry);
    if (other !== dir && !entry.endsWith('.lock') && !existsSync(`${other}.lock`)) rmSync(other, { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = serviceConfig(dir);
  const module = await importServiceModule(config.path, 'demo.builder', config.demo!.builder);
  const build = module.build as (request: { outDir: string; scale: number; seed: number }) => Promise<void>;
  await build({ outDir: dir, scale: DEMO_SCALE, seed: DEMO_SEED });
  writeFileSync(join(dir, 'done'), new Date().toISOString());
}

/** services/nonprofits/service.yaml over `dataDir`. */
export function serviceConfig(dataDir: string): ServiceConfig {
  return loadServiceConfig(serviceConfigPath(), { dataDir, defaultDataDir: dataDir, requireDatabaseFiles: false });
}
