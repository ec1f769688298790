// Compiles engine/native/watchdog.c into dist/native/watchdog.{so,dylib}: the SQLite extension
// behind the SQL time limit (see engine/db/watchdog.ts). `npm run build` runs this after tsc.
// It compiles against the SQLite headers better-sqlite3 ships, so the extension matches the
// SQLite it is loaded into, and skips the compiler when nothing it depends on has changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { watchdogLibraryPath } from '../db/watchdog.js';

export class BuildError extends Error {}

interface Compiler {
  command: string;
  leadingArgs: string[];
}

/** $CC if set (it may carry arguments, e.g. "ccache gcc"), else the first of cc, gcc, clang. */
function findCompiler(): Compiler {
  const fromEnv = process.env.CC?.trim();
  const candidates = fromEnv ? [fromEnv] : ['cc', 'gcc', 'clang'];
  for (const candidate of candidates) {
    const [command, ...leadingArgs] = candidate.split(/\s+/);
    const probe = spawnSync(command, [...leadingArgs, '--version'], { stdio: 'ignore' });
    if (!probe.error && probe.status === 0) return { command, leadingArgs };
  }
  throw new BuildError(
    `No C compiler found (tried ${candidates.join(', ')}). The engine compiles a small SQLite extension ` +
      'that enforces the SQL time limit. Install one (Debian/Ubuntu: apt-get install build-essential; ' +
      'Fedora: dnf install gcc; macOS: xcode-select --install) or set CC, then run "npm run build" again.',
  );
}

function platformFlags(): string[] {
  switch (process.platform) {
    case 'darwin':
      return ['-dynamiclib'];
    case 'win32':
      throw new BuildError('Building the SQL watchdog on Windows is not supported: use Linux, macOS or WSL.');
    default:
      return ['-shared', '-pthread'];
  }
}

function sqliteHeaderDir(): string {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('better-sqlite3/package.json')), 'deps', 'sqlite3');
  if (!existsSync(join(dir, 'sqlite3ext.h')) || !existsSync(join(dir, 'sqlite3.c'))) {
    throw new BuildError(`SQLite sources not found in ${dir}: reinstall better-sqlite3 (npm ci).`);
  }
  return dir;
}

/**
 * FTS5's API header as the SQLite in use has it: better-sqlite3 ships the amalgamation, which holds
 * fts5.h between two marker lines, but not the header itself.
 */
function fts5Header(headers: string): string {
  const source = readFileSync(join(headers, 'sqlite3.c'), 'utf8');
  const begin = source.indexOf('/******** Begin file fts5.h *********/');
  const end = source.indexOf('/******** End of fts5.h *********/');
  if (begin < 0 || end < begin) throw new BuildError(`fts5.h not found in ${join(headers, 'sqlite3.c')}: is this SQLite built with FTS5?`);
  return source.slice(begin, end);
}

export interface BuildResult {
  libraryPath: string;
  rebuilt: boolean;
}

export function buildWatchdog(libraryPath: string = watchdogLibraryPath()): BuildResult {
  // libraryPath is <root>/dist/native/<file>; the source sits at <root>/engine/native.
  const root = dirname(dirname(dirname(libraryPath)));
  // One library: the watchdog, and the immutable-file VFS shim, FTS5 ranking and row writer its init registers.
  const sources = ['watchdog.c', 'immutable-vfs.c', 'fts-rank.c', 'row-json.c'].map((f) => join(root, 'engine', 'native', f));
  for (const source of sources) if (!existsSync(source)) throw new BuildError(`Watchdog source not found at ${source}`);
  const headers = sqliteHeaderDir();
  const fts5 = fts5Header(headers);
  const generated = join(dirname(libraryPath), 'include');
  const flags = [
    '-O2',
    '-fPIC',
    '-Wall',
    '-Wextra',
    // Export only sqlite3_watchdog_init: SQLite dlopens extensions RTLD_GLOBAL.
    '-fvisibility=hidden',
    '-I',
    headers,
    '-I',
    generated,
    ...platformFlags(),
  ];

  // The stamp names everything the library is made from; equal stamp and existing file = done,
  // without even looking for a compiler.
  const stampPath = `${libraryPath}.stamp`;
  const hash = createHash('sha256');
  const requested = process.env.CC?.trim() || 'default';
  hash.update(JSON.stringify({ compiler: requested, flags, platform: process.platform, arch: process.arch }));
  for (const input of [...sources, join(headers, 'sqlite3ext.h'), join(headers, 'sqlite3.h')]) hash.update(readFileSync(input));
  hash.update(fts5);
  const stamp = hash.digest('hex');
  if (existsSync(libraryPath) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) {
    return { libraryPath, rebuilt: false };
  }

  const compiler = findCompiler();
  const args = [...compiler.leadingArgs, ...flags];

  mkdirSync(generated, { recursive: true });
  writeFileSync(join(generated, 'fts5.h'), fts5);
  // Compile beside the target and rename: a process that has the old library loaded keeps it.
  const temporary = `${libraryPath}.${process.pid}.tmp`;
  const compiled = spawnSync(compiler.command, [...args, '-o', temporary, ...sources, '-lm'], { encoding: 'utf8' });
  if (compiled.error || compiled.status !== 0) {
    rmSync(temporary, { force: true });
    const output = compiled.error ? String(compiled.error) : `${compiled.stdout}${compiled.stderr}`.trim();
    throw new BuildError(`Compiling ${sources.join(' ')} failed (${compiler.command}):\n${output}`);
  }
  renameSync(temporary, libraryPath);
  writeFileSync(stampPath, stamp);
  return { libraryPath, rebuilt: true };
}

function main(): void {
  try {
    const { libraryPath, rebuilt } = buildWatchdog();
    const shown = relative(process.cwd(), libraryPath) || libraryPath;
    console.log(rebuilt ? `SQL watchdog built: ${shown}` : `SQL watchdog up to date: ${shown}`);
  } catch (e) {
    if (!(e instanceof BuildError)) throw e;
    console.error(`error: ${e.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
