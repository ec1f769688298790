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

// Runs in a child process: the list of immutable files is process-wide, set through the token the
// loading connection takes (as the engine's SQL workers do).
const PROBE = `
const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
const [file, library, immutable] = process.argv.slice(1);
const setup = new Database(file); setup.exec('create table t(a); insert into t values (1), (2)'); setup.close();
const boot = new Database(':memory:'); boot.loadExtension(library);
const token = boot.prepare('select watchdog_token()').pluck().get();
if (immutable === 'yes') boot.prepare('select watchdog_immutable(?, ?)').get(token, file);
boot.close();
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
    const r = spawnSync(process.execPath, ['-e', PROBE, join(dir, 'x.db'), watchdogLibraryPath(), immutable ? 'yes' : 'no'], {
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('immutable mode', () => {
  it('only the holder of the token can add a file to the list', () => {
    const dir = mkdtempSync(join(tmpdir(), 'immutable-'));
    try {
      const script = `
const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
const db = new Database(':memory:'); db.loadExtension(process.argv[1]);
try { db.prepare("select watchdog_immutable('wrong', '/tmp/x.db')").get(); console.log('added'); } catch (e) { console.log(e.message); }`;
      const r = spawnSync(process.execPath, ['-e', script, watchdogLibraryPath()], { encoding: 'utf8' });
      expect(r.stdout.trim()).toBe('watchdog: not authorised');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a mutable file is locked while it is read', () => {
    expect(probe(false)).toBe('database is locked');
  });

  it('an immutable file takes no locks: SQLite treats it as read-only and unchanging', () => {
    expect(probe(true)).toBe('attempt to write a readonly database');
  });
});
