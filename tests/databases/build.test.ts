// The data-build framework: determinism, temp files and interruption, disk check, CLI.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildDatabases, buildDatabasesSync, type BuildOptions } from '../../databases/build/build.js';
import { parseBuildDbArgs, runBuildDb } from '../../databases/build/cli.js';
import { INSERT_BATCH_ROWS } from '../../databases/build/context.js';
import { assertDiskSpace, DiskSpaceError, estimateBuildBytes } from '../../databases/build/disk.js';
import { BYTES_PER_SCALE_UNIT, openregsPlan } from '../../services/openregs/build/plan.js';
import type { Domain } from '../../databases/build/kit/index.js';
import { defaultDataDir, repoRoot } from '../../databases/build/paths.js';
import { demoBuildInfo } from '../support/demo-db.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const made: string[] = [];

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'openregs-build-test-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  while (made.length) rmSync(made.pop() as string, { recursive: true, force: true });
});

/** SHA-256 per table (rows in rowid order) and per view/index (its SQL), one database. */
function tableHashes(path: string): Record<string, string> {
  const db = new Database(path, { readonly: true });
  try {
    const hashes: Record<string, string> = {};
    const objects = db
      .prepare("select type, name, sql from sqlite_schema where name not like 'sqlite\\_%' escape '\\' order by type, name")
      .all() as { type: string; name: string; sql: string | null }[];
    for (const object of objects) {
      const hash = createHash('sha256').update(`${object.type}\t${object.sql ?? ''}\n`);
      if (object.type === 'table' && !/^create virtual/i.test(object.sql ?? '')) {
        const order = /without\s+rowid\s*$/i.test(object.sql ?? '') ? '' : ' order by rowid';
        for (const row of db.prepare(`select * from "${object.name}"${order}`).raw().iterate() as Iterable<unknown[]>) {
          hash.update(JSON.stringify(row.map((v) => (Buffer.isBuffer(v) ? `x'${v.toString('hex')}'` : v))));
          hash.update('\n');
        }
      }
      hashes[`${object.type} ${object.name}`] = hash.digest('hex');
    }
    return hashes;
  } finally {
    db.close();
  }
}

/** One hash for the whole database. */
function contentHash(path: string): string {
  return createHash('sha256')
    .update(JSON.stringify(tableHashes(path)))
    .digest('hex');
}

/** Names of the objects whose content differs between two databases (or exist in one only). */
function differingObjects(a: string, b: string): string[] {
  const [left, right] = [tableHashes(a), tableHashes(b)];
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].filter((k) => left[k] !== right[k]).sort();
}

function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

// Small domains that use every part of the context, so the framework is tested on its own.
const membersDomain: Domain = {
  name: 'test-members',
  database: 'openregs',
  schema: [],
  derive: [],
  generate(ctx) {
    ctx.db.exec('create table members (id integer primary key, name text, active integer, score real)');
    ctx.db.exec('create table documents (id text primary key, member_id integer, title text)');
    const rng = ctx.rng('members');
    const docs = ctx.rng('documents');
    const n = ctx.count(1000, 5);
    ctx.insert(
      'members',
      ['id', 'name', 'active', 'score'],
      (function* () {
        for (let i = 1; i <= n; i++) {
          // Nested insert: documents are written while members are produced.
          ctx.insert('documents', ['id', 'member_id', 'title'], [[`DOC-${i}`, rng.skewed(i) + 1, `climate rule ${docs.hex(6)}`]], 1);
          yield [i, `member ${rng.hex(5)}`, rng.bool(0.3), rng.next()];
        }
      })(),
      n,
    );
  },
};

const openCommentsDomain: Domain = {
  name: 'test-open',
  database: 'open_comments',
  schema: [],
  derive: [],
  generate(ctx) {
    ctx.db.exec('create table documents (id text primary key, title text)');
    const rows = ctx.db.prepare('select id, title from openregs.documents order by id limit 50').raw().all() as unknown[][];
    ctx.insert('documents', ['id', 'title'], rows, rows.length);
  },
};

function testOptions(outDir: string, extra: Partial<BuildOptions> = {}): BuildOptions {
  // The test domains write a few kilobytes: the free-space check is sized for them, not for OpenRegs.
  const plan = { ...openregsPlan(), bytesPerScaleUnit: 1024 ** 2 };
  return { outDir, scale: 1, seed: 7, now: NOW, log: false, plan, domains: [membersDomain, openCommentsDomain], ...extra };
}

describe('build with test domains', () => {
  it('writes both databases under their final names, finished and readable', async () => {
    const dir = scratchDir();
    const lines: string[] = [];
    const report = await buildDatabases(testOptions(dir, { log: (line) => lines.push(line) }));
    expect(filesIn(dir)).toEqual(['open_comments.db', 'openregs.db']);
    expect(report.files.openregs.path).toBe(join(dir, 'openregs.db'));

    const openregs = new Database(join(dir, 'openregs.db'), { readonly: true });
    expect(openregs.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(openregs.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(openregs.prepare('select count(*) from members').pluck().get()).toBe(1000);
    expect(openregs.prepare('select count(*) from documents').pluck().get()).toBe(1000);
    // Booleans from the generator were stored as 1/0.
    expect(openregs.prepare('select distinct active from members order by 1').pluck().all()).toEqual([0, 1]);
    // ANALYZE ran.
    expect(openregs.prepare("select count(*) from sqlite_schema where name = 'sqlite_stat1'").pluck().get()).toBe(1);
    openregs.close();

    // The open_comments domain read openregs through the attached schema; nothing stays attached.
    const open = new Database(join(dir, 'open_comments.db'), { readonly: true });
    expect(open.prepare('select count(*) from documents').pluck().get()).toBe(50);
    expect(open.pragma('journal_mode', { simple: true })).toBe('delete');
    open.close();

    expect(lines.some((l) => l.includes('members') && l.includes('1,000 rows') && l.includes('rows/s'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^build done in .* peak RSS/);
    expect(report.tables.map((t) => `${t.database}.${t.table}:${t.rows}`)).toEqual(
      expect.arrayContaining(['openregs.members:1000', 'openregs.documents:1', 'open_comments.documents:50']),
    );
  });

  it('gives identical content for one seed and different content for another', () => {
    const [a, b, c] = [scratchDir(), scratchDir(), scratchDir()];
    buildDatabasesSync(testOptions(a));
    buildDatabasesSync(testOptions(b));
    buildDatabasesSync(testOptions(c, { seed: 8 }));
    expect(contentHash(join(a, 'openregs.db'))).toBe(contentHash(join(b, 'openregs.db')));
    expect(contentHash(join(a, 'open_comments.db'))).toBe(contentHash(join(b, 'open_comments.db')));
    expect(contentHash(join(a, 'openregs.db'))).not.toBe(contentHash(join(c, 'openregs.db')));
  });

  it('scales counts with a floor and commits inserts larger than one batch', () => {
    const dir = scratchDir();
    const seen: number[] = [];
    const big: Domain = {
      name: 'test-big',
      database: 'openregs',
      schema: [],
      derive: [],
      generate(ctx) {
        seen.push(ctx.count(1000), ctx.count(1), ctx.count(1, 3));
        ctx.db.exec('create table big (n integer)');
        const n = INSERT_BATCH_ROWS + 123;
        seen.push(
          ctx.insert(
            'big',
            ['n'],
            (function* () {
              for (let i = 0; i < n; i++) yield [i];
            })(),
            n,
          ),
        );
      },
    };
    buildDatabasesSync(testOptions(dir, { scale: 0.01, domains: [big] }));
    expect(seen).toEqual([10, 1, 3, INSERT_BATCH_ROWS + 123]);
    const db = new Database(join(dir, 'openregs.db'), { readonly: true });
    expect(db.prepare('select count(*), sum(n) from big').raw().get()).toEqual([
      INSERT_BATCH_ROWS + 123,
      ((INSERT_BATCH_ROWS + 123) * (INSERT_BATCH_ROWS + 122)) / 2,
    ]);
    db.close();
  });

  it('names the table and the row when a row cannot be inserted', () => {
    const dir = scratchDir();
    const bad: Domain = {
      name: 'test-bad',
      database: 'openregs',
      schema: [],
      derive: [],
      generate(ctx) {
        ctx.db.exec('create table t (a integer not null)');
        ctx.insert('t', ['a'], [[1], [null]], 2);
      },
    };
    expect(() => buildDatabasesSync(testOptions(dir, { domains: [bad] }))).toThrow(
      /insert into t, row 1 \[null\]: NOT NULL constraint failed/,
    );
    expect(filesIn(dir)).toEqual([]);
  });
});

describe('interrupted builds', () => {
  it('leaves nothing behind when a generator throws', async () => {
    const dir = scratchDir();
    const failing: Domain = {
      name: 'test-fail',
      database: 'openregs',
      schema: [],
      derive: [],
      generate(ctx) {
        ctx.db.exec('create table t (i integer)');
        ctx.insert(
          't',
          ['i'],
          (function* () {
            for (let i = 0; i < 10; i++) yield [i];
            throw new Error('generator exploded');
          })(),
          10,
        );
      },
    };
    await expect(buildDatabases(testOptions(dir, { domains: [failing] }))).rejects.toThrow('generator exploded');
    expect(filesIn(dir)).toEqual([]);
  });

  it('does not publish openregs when the open_comments build fails', () => {
    const dir = scratchDir();
    const failing: Domain = {
      ...openCommentsDomain,
      generate: () => {
        throw new Error('open comments failed');
      },
    };
    expect(() => buildDatabasesSync(testOptions(dir, { domains: [membersDomain, failing] }))).toThrow('open comments failed');
    expect(filesIn(dir)).toEqual([]);
  });

  it('reports a missing SQL file by name and cleans up', () => {
    const dir = scratchDir();
    const missing: Domain = { ...membersDomain, schema: ['no-such-file.sql'] };
    expect(() => buildDatabasesSync(testOptions(dir, { domains: [missing] }))).toThrow(
      'SQL file not found: services/openregs/schema/no-such-file.sql',
    );
    expect(filesIn(dir)).toEqual([]);
  });

  it('removes the temp files of a killed build process', async () => {
    const dir = scratchDir();
    const outDir = join(dir, 'out');
    const script = join(dir, 'slow-build.ts');
    // Generates one row per 50 ms for up to a minute: long enough to be killed mid-insert.
    writeFileSync(
      script,
      `
      import { buildDatabasesSync } from ${JSON.stringify(join(repoRoot(), 'databases/build/build.ts'))};
      const pause = new Int32Array(new SharedArrayBuffer(4));
      buildDatabasesSync({
        outDir: ${JSON.stringify(outDir)}, scale: 1, seed: 1, now: new Date(0), log: false,
        plan: { databases: [{ name: 'openregs' }], domains: [], schemaDir: '.', bytesPerScaleUnit: 1 },
        domains: [{ name: 'slow', database: 'openregs', schema: [], derive: [], generate(ctx) {
          ctx.db.exec('create table t (i integer)');
          ctx.insert('t', ['i'], (function* () { for (let i = 0; i < 1200; i++) { Atomics.wait(pause, 0, 0, 50); yield [i]; } })(), 1200);
        } }],
      });
    `,
    );
    const child = spawn(process.execPath, [join(repoRoot(), 'node_modules/vite-node/vite-node.mjs'), script], { stdio: 'ignore' });
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    try {
      await waitFor(() => filesIn(outDir).some((f) => f.startsWith('openregs.db.tmp-')), 60_000);
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    await waitFor(() => filesIn(outDir).length === 0, 30_000);
    expect(filesIn(outDir)).toEqual([]);
  });

  it('sweeps temp files of dead builds from earlier runs', async () => {
    const dir = scratchDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => dead.on('exit', done));
    const stale = `openregs.db.tmp-${dead.pid}-1`;
    writeFileSync(join(dir, stale), 'half a database');
    writeFileSync(join(dir, `openregs.db.tmp-${process.pid}-99`), 'ours: kept');
    buildDatabasesSync(testOptions(dir));
    expect(filesIn(dir)).toEqual(['open_comments.db', `openregs.db.tmp-${process.pid}-99`, 'openregs.db'].sort());
  });
});

async function waitFor(condition: () => boolean, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('disk check', () => {
  it('names the free and the needed space', () => {
    const needed = estimateBuildBytes(1, BYTES_PER_SCALE_UNIT);
    expect(needed).toBeGreaterThan(estimateBuildBytes(0.01, BYTES_PER_SCALE_UNIT));
    expect(() => assertDiskSpace('/data', 1, 5 * 1024 ** 3, BYTES_PER_SCALE_UNIT)).toThrow(DiskSpaceError);
    expect(() => assertDiskSpace('/data', 1, 5 * 1024 ** 3, BYTES_PER_SCALE_UNIT)).toThrow(
      /needs about \d+(\.\d)? GB, only 5\.0 GB is free/,
    );
    expect(() => assertDiskSpace('/data', 0.01, needed, BYTES_PER_SCALE_UNIT)).not.toThrow();
  });

  it('refuses a build that cannot fit before writing anything', () => {
    const dir = scratchDir();
    expect(() => buildDatabasesSync(testOptions(dir, { scale: 1e9 }))).toThrow(DiskSpaceError);
    expect(filesIn(dir)).toEqual([]);
  });
});

describe('build-db command', () => {
  function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const io = { out: { write: (t: string) => (out += t) }, err: { write: (t: string) => (err += t) } };
    return runBuildDb(args, openregsPlan(), io).then((code) => ({ code, out, err }));
  }

  it('has documented defaults', () => {
    const wall = new Date('2030-01-02T03:04:05Z');
    expect(parseBuildDbArgs([], () => wall)).toEqual({ scale: 1, seed: 1, outDir: defaultDataDir(), now: wall });
    expect(parseBuildDbArgs(['--scale=0.5', '--seed', '9', '--out', '/x', '--now', '2026-06-01T00:00:00Z'])).toEqual({
      scale: 0.5,
      seed: 9,
      outDir: '/x',
      now: new Date('2026-06-01T00:00:00Z'),
    });
  });

  it('prints usage for --help', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('--scale S');
  });

  it.each([
    [['--scale', 'abc'], '--scale must be a positive number, got "abc"'],
    [['--scale', '0'], '--scale must be a positive number'],
    [['--scale', '-1'], '--scale must be a positive number'],
    [['--scale'], '--scale needs a value'],
    [['--seed', '1.5'], '--seed must be an integer'],
    [['--seed', '99999999999'], '--seed must be an integer from 0 to 4294967295'],
    [['--now', 'yesterday'], '--now must be an ISO 8601 date'],
    [['--now', '2026-13-45'], '--now must be an ISO 8601 date'],
    [['--now', '2026-06-01T12:00:00'], '--now must be an ISO 8601 date'],
    [['--frobnicate'], 'unknown argument: --frobnicate'],
  ])('rejects %j', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Usage: openregs build-db');
  });

  it('reports a disk that is too small as a failure, without a stack trace', async () => {
    const result = await run(['--scale', '1000000000', '--out', scratchDir()]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^build-db failed: not enough disk space in .* needs about .* only .* is free/);
    expect(result.err).not.toContain('    at ');
  });
});

describe('registered domains', () => {
  // Scale 0.001 keeps three full builds affordable; every generator and derive file still runs.
  const dirs = { cli: '', again: '', otherSeed: '' };
  beforeAll(() => {
    for (const key of Object.keys(dirs) as (keyof typeof dirs)[]) dirs[key] = mkdtempSync(join(tmpdir(), `openregs-domains-${key}-`));
  });
  afterAll(() => {
    for (const dir of Object.values(dirs)) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('are built by the build-db command', async () => {
    let err = '';
    const io = { out: { write: () => true }, err: { write: (t: string) => (err += t) } };
    const code = await runBuildDb(['--scale', '0.001', '--seed', '1', '--out', dirs.cli, '--now', NOW.toISOString()], openregsPlan(), io);
    expect(err).toContain('build done in');
    expect(code).toBe(0);
    expect(filesIn(dirs.cli)).toEqual(['open_comments.db', 'openregs.db']);
  }, 600_000);

  it('give identical content, table by table, for the same seed and now', async () => {
    await buildDatabases({ outDir: dirs.again, scale: 0.001, seed: 1, now: NOW, log: false, plan: openregsPlan() });
    expect(differingObjects(join(dirs.cli, 'openregs.db'), join(dirs.again, 'openregs.db'))).toEqual([]);
    expect(differingObjects(join(dirs.cli, 'open_comments.db'), join(dirs.again, 'open_comments.db'))).toEqual([]);
  }, 600_000);

  it('give different content for another seed', async () => {
    await buildDatabases({ outDir: dirs.otherSeed, scale: 0.001, seed: 2, now: NOW, log: false, plan: openregsPlan() });
    expect(contentHash(join(dirs.otherSeed, 'openregs.db'))).not.toBe(contentHash(join(dirs.cli, 'openregs.db')));
  }, 600_000);
});

interface TableMetadata {
  label_column?: string;
  facets?: string[];
  sort?: string;
  sort_desc?: string;
  columns?: Record<string, string>;
}

describe('services/openregs/metadata.yaml', () => {
  const metadata = parseYaml(readFileSync(join(repoRoot(), 'services', 'openregs', 'metadata.yaml'), 'utf8')) as {
    title: string;
    databases: Record<'openregs' | 'open_comments', { title?: string; tables: Record<string, TableMetadata> }>;
  };

  it('has the instance and open_comments titles of the service', () => {
    expect(metadata.title).toBe('OpenRegs — Federal Regulatory Data');
    expect(metadata.databases.open_comments.title).toBe('Open for Comment — Daily Updated');
  });

  it.each(['openregs', 'open_comments'] as const)('names only tables and columns that the %s demo build has', (name) => {
    const db = new Database(demoBuildInfo()[name], { readonly: true });
    try {
      const problems: string[] = [];
      for (const [table, entry] of Object.entries(metadata.databases[name].tables)) {
        const columns = new Set(db.prepare('select name from pragma_table_xinfo(?)').pluck().all(table) as string[]);
        if (columns.size === 0) {
          problems.push(`${table}: no such table or view`);
          continue;
        }
        const named = [entry.label_column, ...(entry.facets ?? []), entry.sort, entry.sort_desc, ...Object.keys(entry.columns ?? {})];
        for (const column of named) if (column !== undefined && !columns.has(column)) problems.push(`${table}.${column}: no such column`);
      }
      expect(problems).toEqual([]);
    } finally {
      db.close();
    }
  });
});
