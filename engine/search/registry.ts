// Whether a service has the one search box, and where: every page's header shows the box when it does.
import type { Engine } from '../engine.js';

const paths = new WeakMap<Engine, string>();

export function registerSearch(engine: Engine, path: string): void {
  paths.set(engine, path);
}

export function searchPathOf(engine: Engine): string | undefined {
  return paths.get(engine);
}
