// Where things live. The code runs both from source (vitest) and compiled from dist/, so the
// repo root is found by walking up to the package.json that names this project.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'openregs';

let cachedRoot: string | undefined;

/** The repository root (the directory holding openregs' package.json). */
export function repoRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && packageName(manifest) === PACKAGE_NAME) return (cachedRoot = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the ${PACKAGE_NAME} package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

function packageName(manifestPath: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'name' in parsed && typeof parsed.name === 'string') return parsed.name;
  } catch {
    // An unreadable or invalid package.json is not ours; keep walking up.
  }
  return undefined;
}

/** Default output directory of built databases (git-ignored). */
export function defaultDataDir(): string {
  return join(repoRoot(), 'databases', 'data');
}

/** `<outDir>/<name>.db`: where a build puts the database of that name. */
export function databaseFile(outDir: string, name: string): string {
  return join(outDir, `${name}.db`);
}
