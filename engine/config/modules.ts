// Imports a module a service configuration names by path (its /api routes, its data builder).
// Configurations name the TypeScript source; the compiled command runs from dist/, where the same
// module sits at the mirrored path with a .js extension.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigError } from './load.js';

const here = dirname(fileURLToPath(import.meta.url));
/** When this file runs compiled, the dist/ folder and the project root above it. */
const distRoot = here.split(sep).includes('dist') ? resolve(here, '..', '..') : null;

function runnablePath(source: string): string {
  if (!distRoot || !/\.[cm]?ts$/.test(source)) return source;
  const projectRoot = dirname(distRoot);
  const rel = relative(projectRoot, source);
  if (rel.startsWith('..')) return source;
  return join(distRoot, rel).replace(/\.([cm]?)ts$/, '.$1js');
}

/** Import the module at `source`; `key` names the configuration key in errors. */
export async function importServiceModule(configFile: string, key: string, source: string): Promise<Record<string, unknown>> {
  const file = runnablePath(source);
  if (!existsSync(file)) throw new ConfigError(`${configFile} is not valid:\n  at ${key}: module not found: ${file} (run npm run build)`);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/** The named export of a service module, checked to be a function. */
export async function serviceFunction<F>(configFile: string, key: string, source: string, name: string): Promise<F> {
  const module = await importServiceModule(configFile, key, source);
  const value = module[name];
  if (typeof value !== 'function')
    throw new ConfigError(`${configFile} is not valid:\n  at ${key}: ${source} does not export a function "${name}"`);
  return value as F;
}
