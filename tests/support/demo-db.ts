// The demo build the tests read (scale 0.01, seed 1): built once per test run into
// databases/data/test-cache/<key>/, where the key hashes the schema and generator sources (so
// an edit rebuilds) and today's UTC date (the open-comment data is relative to the build's "now",
// and views compare against the clock). vitest's globalSetup (this file's `setup`; it must not
// import vitest) builds it before any worker starts; demoDatabasePaths() finds it by the same key,
// or builds it under a lock (e.g. the day changed mid-run), so concurrent workers never build
// twice nor read a half-built file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildDatabasesSync } from '../../databases/build/build.js';
import { databaseFile, repoRoot } from '../../databases/build/paths.js';
import { openregsPlan } from '../../services/openregs/build/plan.js';

export const DEMO_TEST_SCALE = 0.01;
export const DEMO_TEST_SEED = 1;

export interface DemoDatabasePaths {
  openregs: string;
  open_comments: string;
}

export interface DemoBuildInfo extends DemoDatabasePaths {
  scale: number;
  seed: number;
  /** The build's `now` (ISO 8601, UTC): what "open now" was relative to. */
  now: string;
}

const INFO_FILE = 'build-info.json';
const LOCK_WAIT_MS = 20 * 60 * 1000;

/** Paths of the test demo build (building it first when needed). */
export function demoDatabasePaths(): DemoDatabasePaths {
  const { openregs, open_comments } = demoBuildInfo();
  return { openregs, open_comments };
}

/** The test demo build's paths plus the scale, seed and `now` it was built with. */
export function demoBuildInfo(): DemoBuildInfo {
  if (cachedInfo) return cachedInfo;
  const dir = join(cacheRoot(), cacheKey());
  if (existsSync(failurePath(dir))) {
    throw new Error(`the demo build failed in vitest's globalSetup:\n${readFileSync(failurePath(dir), 'utf8')}`);
  }
  cachedInfo = ensureDemoBuild(dir);
  return cachedInfo;
}

let cachedInfo: DemoBuildInfo | undefined;

/**
 * vitest globalSetup: build once in the main process, before the workers ask for it. A failed
 * build does not stop the run: it is recorded, and only the tests that need the demo databases
 * fail (with the build's error), so a broken domain does not hide every other test result.
 */
export function setup(): void {
  const dir = join(cacheRoot(), cacheKey());
  removeStaleCaches(dir);
  rmSync(failurePath(dir), { force: true });
  try {
    ensureDemoBuild(dir);
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    mkdirSync(cacheRoot(), { recursive: true });
    writeFileSync(failurePath(dir), text);
    process.stderr.write(`tests: the demo build FAILED; tests that use it will fail too:\n${text}\n`);
  }
}

function failurePath(dir: string): string {
  return `${dir}.failed`;
}

function cacheRoot(): string {
  return join(repoRoot(), 'databases', 'data', 'test-cache');
}

/** Hash of everything that decides the database content, plus the UTC day. */
function cacheKey(): string {
  const root = repoRoot();
  const hash = createHash('sha256');
  hash.update(`scale=${DEMO_TEST_SCALE};seed=${DEMO_TEST_SEED}\n`);
  for (const dir of ['databases/build', 'services/openregs/build', 'services/openregs/schema']) {
    for (const file of listFiles(join(root, dir))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return `${day}-${hash.digest('hex').slice(0, 16)}`;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

function readInfo(dir: string): DemoBuildInfo | undefined {
  const path = join(dir, INFO_FILE);
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as DemoBuildInfo;
}

function ensureDemoBuild(dir: string): DemoBuildInfo {
  registerUser(dir); // before building or reading, so no other run's cleanup removes it meanwhile
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const info = readInfo(dir);
    if (info) return info;
    if (takeLock(dir)) {
      try {
        return readInfo(dir) ?? buildInto(dir);
      } finally {
        rmSync(lockPath(dir), { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for the demo test build in ${dir} (lock ${lockPath(dir)})`);
    sleep(250);
  }
}

/** The last "now" a test build takes within a UTC day: the data then has deadlines later that day. */
const LATEST_NOW_UTC_HOUR = 23;

/**
 * The build's "now": the wall clock in whole seconds, but no later than 23:00:00 UTC, so data made
 * in the last minutes of a day still holds deadlines "later today" (the tests look for them).
 */
export function buildNow(clock: number = Date.now()): Date {
  const wall = Math.floor(clock / 1000) * 1000;
  const day = new Date(wall).toISOString().slice(0, 10);
  return new Date(Math.min(wall, Date.parse(`${day}T${LATEST_NOW_UTC_HOUR}:00:00Z`)));
}

function buildInto(dir: string): DemoBuildInfo {
  const now = buildNow();
  const lines: string[] = [];
  process.stderr.write(`tests: building the demo databases (scale ${DEMO_TEST_SCALE}, seed ${DEMO_TEST_SEED}) into ${dir}\n`);
  try {
    buildDatabasesSync({
      outDir: dir,
      scale: DEMO_TEST_SCALE,
      seed: DEMO_TEST_SEED,
      now,
      log: (line) => lines.push(line),
      plan: openregsPlan(),
    });
  } catch (error) {
    process.stderr.write(`${lines.join('\n')}\n`);
    throw error;
  }
  process.stderr.write(`tests: ${lines.slice(-3).join('\n       ')}\n`);
  const info: DemoBuildInfo = {
    openregs: databaseFile(dir, 'openregs'),
    open_comments: databaseFile(dir, 'open_comments'),
    scale: DEMO_TEST_SCALE,
    seed: DEMO_TEST_SEED,
    now: now.toISOString(),
  };
  // The info file is the "done" marker: write it whole, then rename into place.
  const temp = join(dir, `${INFO_FILE}.tmp-${process.pid}`);
  writeFileSync(temp, JSON.stringify(info, null, 2));
  renameSync(temp, join(dir, INFO_FILE));
  return info;
}

function lockPath(dir: string): string {
  return `${dir}.lock`;
}

/** mkdir is atomic: whoever creates the lock directory builds. A dead holder's lock is broken. */
function takeLock(dir: string): boolean {
  const lock = lockPath(dir);
  mkdirSync(join(dir, '..'), { recursive: true });
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (lockHolderGone(lock)) rmSync(lock, { recursive: true, force: true });
  return false;
}

function lockHolderGone(lock: string): boolean {
  const pidFile = join(lock, 'pid');
  if (!existsSync(pidFile)) {
    // Between mkdir and writing the pid: only stale if it has stayed that way for a while.
    try {
      return Date.now() - statSync(lock).mtimeMs > 10_000;
    } catch {
      return false;
    }
  }
  return !processAlive(Number(readFileSync(pidFile, 'utf8')));
}

function usersPath(dir: string): string {
  return `${dir}.users`;
}

/** Mark this process as a reader of the cache dir, so other test runs do not delete it. */
function registerUser(dir: string): void {
  mkdirSync(usersPath(dir), { recursive: true });
  writeFileSync(join(usersPath(dir), String(process.pid)), '');
}

function hasLiveUser(dir: string): boolean {
  if (!existsSync(usersPath(dir))) return false;
  return readdirSync(usersPath(dir)).some((pid) => processAlive(Number(pid)));
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drop cache directories of other source versions or days once no live process reads them
 * (several test runs may share the tree, each with its own key while sources are edited).
 */
function removeStaleCaches(current: string): void {
  const root = cacheRoot();
  if (!existsSync(root)) return;
  const bases = new Set(readdirSync(root).map((entry) => join(root, entry.replace(/\.(lock|failed|users)$/, ''))));
  for (const base of bases) {
    if (base === current || existsSync(lockPath(base)) || hasLiveUser(base)) continue;
    for (const path of [base, failurePath(base), usersPath(base)]) rmSync(path, { recursive: true, force: true });
  }
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms: number): void {
  Atomics.wait(sleepCell, 0, 0, ms);
}
