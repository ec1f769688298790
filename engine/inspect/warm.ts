// A serving engine never starts a version cold: at start-up and after each swap, a version with an
// inspect file is seeded from it; one without is inspected in the background (as background work:
// one worker at most, after every request) and its file written for the next start, where the data
// folder allows. Readiness never waits for either.
import { dirname } from 'node:path';
import type { Engine } from '../engine.js';
import { BACKGROUND_CLIENT } from '../pool/pool.js';
import { inspectQueries, inspectTables } from './compute.js';
import { INSPECT_FORMAT } from './format.js';
import { seedAnswers, seedCache } from './seed.js';
import { readInspect, sha256OfFile, writeInspect } from './store.js';

/** Warm every version served now and after each swap; settles once the versions served now are warm. */
export async function warmOnStart(engine: Engine): Promise<void> {
  engine.versions.onSwap((names) => {
    for (const db of names) void warm(engine, db);
  });
  await engine.ready;
  await Promise.all([...engine.databases.keys()].map((db) => warm(engine, db)));
}

async function warm(engine: Engine, db: string): Promise<void> {
  const info = engine.databases.get(db)!;
  const { version, path, source } = info;
  const dataDir = dirname(source);
  const stored = readInspect(dataDir, db, version, info.snapshot?.sha256_unpacked ?? null);
  if (stored) {
    try {
      const tables = seedCache(engine, stored);
      engine.logger.info({ database: db, version, tables }, 'version seeded from its inspect file');
      return;
    } catch (e) {
      // A file this engine cannot use is no reason to stop serving: inspect the version again.
      engine.logger.warn({ database: db, err: e }, 'seeding from the inspect file failed; inspecting the version in the background');
    }
  }
  try {
    const started = performance.now();
    // Every query reads the version this began on, whatever swaps meanwhile.
    const held = engine.versions.hold();
    let tables;
    let queries;
    try {
      tables = await held.run(() => inspectTables(engine, db, BACKGROUND_CLIENT));
      queries = await held.run(() => inspectQueries(engine, db, BACKGROUND_CLIENT, engine.settings.sql_time_limit_ms));
    } finally {
      held.release();
    }
    // Swapped again meanwhile: what was found belongs to a version no longer served.
    if (engine.databases.get(db)!.version !== version) return;
    seedAnswers(engine, db, queries);
    engine.logger.info({ database: db, version, ms: Math.round(performance.now() - started) }, 'version inspected in the background');
    const sha256 = info.snapshot?.sha256_unpacked ?? (await sha256OfFile(path));
    writeInspect(dataDir, {
      format: INSPECT_FORMAT,
      database: db,
      sha256,
      version,
      created_at: new Date().toISOString(),
      elapsed_ms: Math.round(performance.now() - started),
      tables,
      queries,
    });
  } catch (e) {
    engine.logger.warn({ database: db, err: e }, 'inspecting the version in the background failed; pages compute as they are visited');
  }
}
