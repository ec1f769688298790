// Which snapshot version of each database a data folder serves, and the versions kept for rollback.
// Each version is a file under DIR/.snapshots/<database>/; DIR/<file> is a symbolic link to the
// active one, replaced by renaming a new link over it, so activation is atomic and a plain
// `serve --data-dir DIR` opens the active version like any file.
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { utcSeconds } from './manifest.js';

export interface Version {
  /** The version's file, relative to the data folder. */
  file: string;
  /** The archive week it came from; null for a file that was there before any pull. */
  week: string | null;
  sha256_gzipped: string | null;
  sha256_unpacked: string | null;
  size_bytes: number;
  activated_at: string;
}

export interface DatabaseState {
  /** The database's file name in the data folder: the link to the active version. */
  link: string;
  active: Version | null;
  /** Newest first. */
  previous: Version[];
}

export interface DataState {
  databases: Record<string, DatabaseState>;
}

/** Versions kept besides the active one (at least one, so a rollback is always possible). */
const KEEP_PREVIOUS = 1;

export const SNAPSHOT_DIR = '.snapshots';

function statePath(dataDir: string): string {
  return join(dataDir, SNAPSHOT_DIR, 'state.json');
}

export function readState(dataDir: string): DataState {
  const path = statePath(dataDir);
  if (!existsSync(path)) return { databases: {} };
  return JSON.parse(readFileSync(path, 'utf8')) as DataState;
}

function writeState(dataDir: string, state: DataState): void {
  const path = statePath(dataDir);
  mkdirSync(join(dataDir, SNAPSHOT_DIR), { recursive: true });
  writeFileSync(`${path}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

/** Where a new version of `database` is unpacked (not yet active). */
export function versionPath(dataDir: string, database: string, sha256Unpacked: string): string {
  const dir = join(dataDir, SNAPSHOT_DIR, database);
  mkdirSync(dir, { recursive: true });
  return join(dir, `${sha256Unpacked.slice(0, 16)}.db`);
}

/** Point DIR/<file> at `target` by renaming a fresh link over it. */
function pointAt(dataDir: string, file: string, target: string): void {
  const link = join(dataDir, file);
  const tmp = `${link}.activating`;
  rmSync(tmp, { force: true });
  symlinkSync(relative(dataDir, target), tmp);
  renameSync(tmp, link);
}

/** A plain file found where the link goes: kept as a version so a rollback can return to it. */
function adoptPlainFile(dataDir: string, database: string, file: string): Version | null {
  const link = join(dataDir, file);
  if (!existsSync(link) || lstatSync(link).isSymbolicLink()) return null;
  const dir = join(dataDir, SNAPSHOT_DIR, database);
  mkdirSync(dir, { recursive: true });
  const kept = join(dir, `local-${Math.floor(statSync(link).mtimeMs)}.db`);
  renameSync(link, kept);
  symlinkSync(relative(dataDir, kept), link);
  return {
    file: relative(dataDir, kept),
    week: null,
    sha256_gzipped: null,
    sha256_unpacked: null,
    size_bytes: statSync(kept).size,
    activated_at: utcSeconds(statSync(kept).mtime),
  };
}

export interface Activation {
  database: string;
  /** The database's file name in the data folder (the link). */
  file: string;
  version: Omit<Version, 'activated_at'>;
}

/** Make every version in `activations` active at once (as far as the file system allows), then trim. */
export function activate(dataDir: string, activations: Activation[], now = new Date()): void {
  const state = readState(dataDir);
  for (const a of activations) {
    const db = (state.databases[a.database] ??= { link: a.file, active: null, previous: [] });
    const adopted = adoptPlainFile(dataDir, a.database, a.file);
    if (adopted && !db.active) db.active = adopted;
  }
  for (const a of activations) {
    const db = state.databases[a.database];
    pointAt(dataDir, a.file, resolve(dataDir, a.version.file));
    if (db.active && db.active.file !== a.version.file) db.previous.unshift(db.active);
    db.active = { ...a.version, activated_at: utcSeconds(now) };
    db.previous = db.previous.filter((v) => v.file !== a.version.file);
    for (const old of db.previous.splice(KEEP_PREVIOUS)) rmSync(resolve(dataDir, old.file), { force: true });
  }
  writeState(dataDir, state);
}

/** Go back to the previous version of each database named (all that have one, by default). */
export function rollback(dataDir: string, databases?: string[], now = new Date()): string[] {
  const state = readState(dataDir);
  const done: string[] = [];
  for (const [name, db] of Object.entries(state.databases)) {
    if (databases && !databases.includes(name)) continue;
    const back = db.previous.shift();
    if (!back || !db.active) continue;
    pointAt(dataDir, db.link, resolve(dataDir, back.file));
    db.previous.unshift(db.active);
    db.active = { ...back, activated_at: utcSeconds(now) };
    done.push(name);
  }
  writeState(dataDir, state);
  return done;
}
