// Where the command's defaults live: the project root (above dist/ when compiled).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
export const DEFAULT_CONFIG = join(PROJECT_ROOT, 'services', 'openregs', 'service.yaml');
export const DEFAULT_DATA_DIR = join(PROJECT_ROOT, 'databases', 'data');
