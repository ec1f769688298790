// Files served with -i open in SQLite's immutable mode (through the watchdog library's VFS shim):
// no locks are taken, so SQLite treats the file as unchangeable rather than waiting on writers.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { watchdogLibraryPath } from '../../engine/db/watchdog.js';

const require = createRequire(import.meta.url);

// Runs in a child process: the list of immutable files is process-wide (an environment variable).
const PROBE = `
const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
const [file, library, immutable] = process.argv.slice(1);
const setup = new Database(file); setup.exec('create table t(a); insert into t values (1), (2)'); setup.close();
process.env.OPENREGS_IMMUTABLE_FILES = immutable === 'yes' ? file : '';
const boot = new Database(':memory:'); boot.loadExtension(library); boot.close();
const reader = new Database(file, { readonly: true });
const rows = reader.prepare('select a from t').iterate();
rows.next(); // a read is in progress
const writer = new Database(file, { timeout: 0 });
let outcome = 'wrote';
try { writer.exec('begin exclusive; insert into t values (3); commit'); } catch (e) { outcome = e.message; }
rows.return(); writer.close(); reader.close();
console.log(outcome);
`;

function probe(immutable: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'immutable-'));
  try {
    const r = spawnSync(process.execPath, ['-e', PROBE, join(dir, 'x.db'), watchdogLibraryPath(), immutable ? 'yes' : 'no'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('immutable mode', () => {
  it('a mutable file is locked while it is read', () => {
    expect(probe(false)).toBe('database is locked');
  });

  it('an immutable file takes no locks: SQLite treats it as read-only and unchanging', () => {
    expect(probe(true)).toBe('attempt to write a readonly database');
  });
});
