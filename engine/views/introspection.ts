// `/-/…` introspection endpoints: versions, metadata, settings, databases, plugins, threads, actor.
import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../engine.js';
import type { PyJson } from '../json/pyjson.js';
import { settingsForJson } from '../config/settings.js';
import type { DocumentResult } from './result.js';

/** The package the engine ships in (its name and version, from the nearest package.json). */
export const PACKAGE = packageInfo();

function packageInfo(): { name: string; version: string } {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      return { name: parsed.name ?? 'engine', version: parsed.version ?? '0.0.0' };
    }
    const parent = dirname(dir);
    if (parent === dir) return { name: 'engine', version: '0.0.0' };
    dir = parent;
  }
}
/** The Datasette release whose JSON interface we reproduce. */
const COMPATIBLE_DATASETTE = '0.65.2';

let sqliteFacts: { version: string; compileOptions: string[] } | undefined;
function sqlite(): { version: string; compileOptions: string[] } {
  if (!sqliteFacts) {
    const db = new Database(':memory:');
    const version = (db.prepare('select sqlite_version() as v').get() as { v: string }).v;
    const compileOptions = (db.prepare('select compile_options as o from pragma_compile_options').all() as Array<{ o: string }>).map(
      (r) => r.o,
    );
    db.close();
    sqliteFacts = { version, compileOptions };
  }
  return sqliteFacts;
}

function ok(body: PyJson): DocumentResult {
  return { kind: 'document', status: 200, body, dataView: false };
}

export function introspectionView(engine: Engine, name: string): DocumentResult | null {
  switch (name) {
    case 'versions': {
      const s = sqlite();
      return ok({
        node: { version: process.versions.node, full: process.version },
        datasette: {
          version: COMPATIBLE_DATASETTE,
          note: `${PACKAGE.name} engine ${PACKAGE.version} (TypeScript reimplementation of the Datasette JSON API)`,
        },
        engine: { name: PACKAGE.name, version: PACKAGE.version },
        sqlite: {
          version: s.version,
          fts_versions: ['FTS5', 'FTS4', 'FTS3'],
          extensions: { json1: null },
          compile_options: s.compileOptions,
        },
      });
    }
    case 'metadata':
      return ok(engine.metadata as PyJson);
    case 'settings':
      return ok(settingsForJson(engine.settings));
    case 'databases':
      return ok(
        [...engine.databases.values()].map((d) => ({
          name: d.name,
          route: d.route,
          path: d.path,
          size: d.size,
          is_mutable: !d.immutable,
          is_memory: false,
          hash: d.snapshot?.sha256_unpacked ?? null,
        })),
      );
    case 'plugins':
      return ok([]);
    case 'threads': {
      const t = engine.pool.threads();
      const threads: PyJson[] = t.threads.map((th) => ({ ...th }));
      return ok({ num_threads: t.num_threads, threads, num_queued: t.queued });
    }
    case 'actor':
      return ok({ actor: null });
    default:
      return null;
  }
}
