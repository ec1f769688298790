// The universe is computed once per build and shared by the domains that need it.
import type Database from 'better-sqlite3';
import type { BuildContext } from '../../../databases/build/kit/index.js';
import { buildUniverse, type Universe } from './universe.js';

const cache = new WeakMap<Database.Database, Universe>();

export function universeOf(ctx: BuildContext): Universe {
  let universe = cache.get(ctx.db);
  if (!universe) {
    universe = buildUniverse(ctx.seed, ctx.scale, ctx.now);
    cache.set(ctx.db, universe);
  }
  return universe;
}
