// Temp files of a build: named so they never look finished, removed on any way out.
// The build is synchronous (better-sqlite3), so a signal handler could only run after it ends;
// instead a tiny detached guardian process waits for the building process to go away and
// deletes whatever temp files are still there (the IPC channel closes when the builder dies,
// even on SIGKILL). A normal finish renames the files first, so the guardian finds nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const TEMP_MARK = '.db.tmp-';
let tempCounter = 0;

/** `<outDir>/<name>.db.tmp-<pid>-<n>`: unique per build in this process, never `*.db`. */
export function tempPath(outDir: string, name: string): string {
  tempCounter++;
  return join(outDir, `${name}${TEMP_MARK}${process.pid}-${tempCounter}`);
}

/** Remove a temp database and the side files SQLite may have left next to it. */
export function removeDatabaseFile(path: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Delete temp files in outDir left by builds whose process no longer exists. */
export function sweepStaleTempFiles(outDir: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(outDir)) {
    const at = entry.indexOf(TEMP_MARK);
    if (at < 0) continue;
    const pid = Number.parseInt(entry.slice(at + TEMP_MARK.length), 10);
    if (!Number.isInteger(pid) || pid === process.pid || processAlive(pid)) continue;
    rmSync(join(outDir, entry), { force: true });
    removed.push(entry);
  }
  return removed;
}

// Runs in the guardian: ignore the terminal's signals (it shares our process group) and clean
// up once the parent's IPC channel closes, for whatever reason.
const GUARDIAN_SOURCE = `
const { rmSync } = require('node:fs');
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
const paths = process.argv.slice(1);
process.on('disconnect', () => {
  for (const path of paths) for (const suffix of ['', '-journal', '-wal', '-shm']) {
    try { rmSync(path + suffix, { force: true }); } catch {}
  }
  process.exit(0);
});
`;

export interface TempGuard {
  /** Stop guarding (after the files were renamed or removed). */
  release(): void;
}

export function guardTempFiles(paths: readonly string[]): TempGuard {
  let child: ChildProcess | undefined = spawn(process.execPath, ['-e', GUARDIAN_SOURCE, ...paths], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  // The guardian must not keep this process alive, nor crash it if it cannot start.
  child.on('error', () => {});
  child.unref();
  child.channel?.unref();
  return {
    release() {
      if (child?.connected) child.disconnect();
      child = undefined;
    },
  };
}
