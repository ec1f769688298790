// Pulling a service's databases from a snapshot archive (a folder or an HTTP URL): every changed
// file is fetched, its gzipped SHA-256 checked, unpacked under a temporary name, its unpacked size,
// hash and row counts checked where the manifest has them, `PRAGMA quick_check`ed, given the
// service's own indexes (`databases.<db>.indexes`), and the service checked against it (every canned
// query and /api statement still prepares), then inspected and read into the machine's cache
// (within the preload_mb setting). Only when every database of the pull passes are they all
// activated; otherwise none is, and the error says which check failed.
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { inspectService, serviceSettings } from '../service.js';
import { preloadFiles } from '../db/preload.js';
import { checkStatements } from '../inspect/statement-btrees.js';
import type { ServiceConfig } from '../config/service.js';
import { fetchArtifact, readArchiveText } from './fetch-artifact.js';
import { type ManifestArtifact, parseManifest } from './manifest.js';
import { rowCounts } from './publish.js';
import { activate, readState, SNAPSHOT_DIR, versionPath, type Activation } from './state.js';
import { gunzipFile, hashFile, progressLine } from './streams.js';
import { createIndexes, indexStatements } from './indexes.js';

export class PullRefused extends Error {}

export interface PullOptions {
  from: string;
  /** Only these databases of the service (default: all). */
  databases?: string[];
}

export interface PullResult {
  week: string;
  activated: string[];
  unchanged: string[];
}

function quickCheck(path: string): string {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('quick_check') as Array<{ quick_check: string }>).map((r) => r.quick_check).join('; ');
  } finally {
    db.close();
  }
}

/** Fetch, verify and unpack one artifact; returns the unpacked version's path. Throws PullRefused naming the failed check. */
async function prepare(
  config: ServiceConfig,
  from: string,
  week: string,
  name: string,
  a: ManifestArtifact,
): Promise<{ path: string; sha256: string }> {
  const downloads = join(config.dataDir, SNAPSHOT_DIR, 'downloads');
  mkdirSync(downloads, { recursive: true });
  const part = join(downloads, `${a.filename}.part`);
  await fetchArtifact(from, `weekly/${week}/${a.filename}`, part, a.size_bytes, progressLine(`pull ${a.filename}`));
  const got = await hashFile(part);
  if (got.bytes !== a.size_bytes || got.sha256 !== a.sha256_gzipped) {
    rmSync(part, { force: true });
    throw new PullRefused(
      `${name}: gzipped file check failed: ${got.bytes} bytes with SHA-256 ${got.sha256}, the manifest says ${a.size_bytes} bytes with ${a.sha256_gzipped}`,
    );
  }
  const unpacking = join(downloads, `${a.filename}.unpacked`);
  let raw;
  try {
    ({ raw } = await gunzipFile(part, unpacking));
  } catch (e) {
    rmSync(part, { force: true });
    throw new PullRefused(`${name}: unpacking failed: ${(e as Error).message}`);
  }
  rmSync(part, { force: true });
  const refuse = (why: string): never => {
    rmSync(unpacking, { force: true });
    throw new PullRefused(`${name}: ${why}`);
  };
  if (a.unpacked_size_bytes !== undefined && raw.bytes !== a.unpacked_size_bytes)
    refuse(`unpacked size check failed: ${raw.bytes} bytes, the manifest says ${a.unpacked_size_bytes}`);
  if (a.sha256_unpacked !== undefined && raw.sha256 !== a.sha256_unpacked)
    refuse(`unpacked SHA-256 check failed: ${raw.sha256}, the manifest says ${a.sha256_unpacked}`);
  let integrity: string;
  try {
    integrity = quickCheck(unpacking);
  } catch (e) {
    return refuse(`PRAGMA quick_check failed: ${(e as Error).message}`);
  }
  if (integrity !== 'ok') refuse(`PRAGMA quick_check failed: ${integrity.slice(0, 500)}`);
  if (a.row_counts) {
    const counts = rowCounts(unpacking);
    const wrong = Object.entries(a.row_counts).filter(([t, n]) => counts[t] !== n);
    if (wrong.length)
      refuse(
        `row count check failed: ${wrong
          .slice(0, 5)
          .map(([t, n]) => `${t} has ${counts[t] ?? 'no table'}, the manifest says ${n}`)
          .join('; ')}`,
      );
  }
  const indexes = config.databases.find((d) => d.name === name)?.indexes;
  if (indexes) {
    try {
      createIndexes(unpacking, indexStatements(indexes), `pull ${a.filename}`);
    } catch (e) {
      refuse(`creating the service's indexes failed: ${(e as Error).message}`);
    }
  }
  const final = versionPath(config.dataDir, name, raw.sha256);
  rmSync(final, { force: true });
  // Same file system: the rename is atomic and the version appears whole.
  renameSync(unpacking, final);
  return { path: final, sha256: raw.sha256 };
}

export async function pull(config: ServiceConfig, options: PullOptions): Promise<PullResult> {
  const manifest = parseManifest(await readArchiveText(options.from, 'manifest.json'), `${options.from}/manifest.json`);
  const state = readState(config.dataDir);
  const wanted = config.databases.filter((d) => !options.databases || options.databases.includes(d.name));
  for (const n of options.databases ?? []) {
    if (!config.databases.some((d) => d.name === n))
      throw new PullRefused(`--database ${n}: the service has no such database (${config.databases.map((d) => d.name).join(', ')})`);
  }
  const prepared: Array<{ name: string; file: string; path: string; sha256: string; artifact: ManifestArtifact }> = [];
  const unchanged: string[] = [];
  try {
    for (const d of wanted) {
      const artifact = manifest.artifacts.find((a) => a.filename === `${d.file}.gz`);
      if (!artifact) throw new PullRefused(`${d.name}: the archive's ${manifest.current_week} has no ${d.file}.gz`);
      if (state.databases[d.name]?.active?.sha256_gzipped === artifact.sha256_gzipped) {
        unchanged.push(d.name);
        continue;
      }
      prepared.push({
        name: d.name,
        file: d.file,
        ...(await prepare(config, options.from, manifest.current_week, d.name, artifact)),
        artifact,
      });
    }
    if (prepared.length) {
      // Each new version passes the service check (every declared statement prepares against it)
      // and is inspected before it is served: its pages never start cold. The check's one pass
      // also finds the b-trees the statements open, which the inspect file records.
      const files = Object.fromEntries(prepared.map((p) => [p.name, p.path]));
      const checked = await checkStatements(config, files);
      const problems = checked.problems.filter((p) => !p.warning);
      if (problems.length) {
        throw new PullRefused(
          `service check failed against the new data: ${problems
            .slice(0, 5)
            .map((p) => `${p.where}: ${p.message}`)
            .join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
        );
      }
      const inspected = await inspectService(
        config,
        prepared.map((p) => ({ name: p.name, path: p.path, sha256: p.sha256 })),
        undefined,
        checked.btrees,
      );
      // And read into this machine's cache, for the servers here that will serve them. The files
      // passed their checks: failing to cache them slows first visits, it refuses nothing.
      const { preload_mb } = serviceSettings(config, []);
      if (preload_mb > 0) {
        const targets = prepared.map((p) => ({ path: p.path, first: inspected.find((f) => f.database === p.name)?.statement_btrees }));
        await preloadFiles(targets, preload_mb * 1048576, {
          progress: progressLine('pull: reading the new versions into the cache'),
        }).catch((e: unknown) => process.stderr.write(`pull: reading the new versions into the cache failed: ${(e as Error).message}\n`));
      }
    }
  } catch (e) {
    // Nothing of this pull becomes active: its unpacked versions go (unless one is already active).
    const active = new Set(Object.values(readState(config.dataDir).databases).map((s) => s.active?.file));
    for (const p of prepared) if (![...active].some((f) => f && p.path.endsWith(f))) rmSync(p.path, { force: true });
    throw e;
  }
  const activations: Activation[] = prepared.map((p) => ({
    database: p.name,
    file: p.file,
    version: {
      file: join(SNAPSHOT_DIR, p.name, p.path.split('/').pop()!),
      week: manifest.current_week,
      sha256_gzipped: p.artifact.sha256_gzipped,
      sha256_unpacked: p.sha256,
      size_bytes: statSync(p.path).size,
    },
  }));
  if (activations.length) activate(config.dataDir, activations);
  return { week: manifest.current_week, activated: prepared.map((p) => p.name), unchanged };
}
