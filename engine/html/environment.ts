// The one nunjucks environment every HTML page is rendered with: autoescape on, so the template
// library is the only HTML escaper; templates (and the CSS/JS they inline) live in ./templates.
import nunjucks from 'nunjucks';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tildeEncode } from '../url/tilde.js';
import { addFormatFilters } from './formats.js';

/** Run from the TypeScript sources (tests) or from dist/ (the built server): templates stay in the source tree. */
export function sourceDir(relativeToEngine: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '..', relativeToEngine), join(here, '..', '..', '..', 'engine', relativeToEngine)];
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`engine/${relativeToEngine} not found (looked in ${candidates.join(', ')})`);
  return found;
}

export const ENGINE_TEMPLATES = sourceDir('html/templates');

/**
 * An environment over the engine's templates plus, first, any extra folders (a service's own
 * templates), every template compiled now: compiling them all takes about 0.1 s, which the first
 * visitor of each kind of page would otherwise wait for (40 ms for the first table page).
 */
export function createEnvironment(extraFolders: string[] = []): nunjucks.Environment {
  const folders = [...extraFolders, ENGINE_TEMPLATES];
  const loader = new nunjucks.FileSystemLoader(folders, { noCache: false });
  const env = new nunjucks.Environment(loader, { autoescape: true, throwOnUndefined: false, trimBlocks: true, lstripBlocks: true });
  env.addFilter('tilde', (s: unknown) => tildeEncode(String(s ?? '')));
  env.addFilter('thousands', (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en-US') : n));
  env.addFilter('isNumber', (v: unknown) => typeof v === 'number');
  // A `.json` link (path?query) as the same data's `.csv`.
  env.addFilter('csvLink', (url: unknown) => String(url ?? '').replace(/\.json(\?|$)/, '.csv$1'));
  addFormatFilters(env);
  for (const folder of folders)
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.njk')) continue;
      try {
        env.getTemplate(file.split(sep).join('/'), true);
      } catch {
        // Reported, with the page naming it, by what renders it; a file no page uses is no fault.
      }
    }
  return env;
}

let shared: nunjucks.Environment | undefined;

export function engineEnvironment(): nunjucks.Environment {
  shared ??= createEnvironment();
  return shared;
}
