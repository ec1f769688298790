// The data build: schema → generate → derive for each database of a service's plan (databases,
// domains, schema directory), into temp files that are renamed only when every database is complete.
//
// A database may read one built before it: the earlier one is built first and closed; its temp
// file is then ATTACHed to the later database's connection under its name, so that database's
// domains read it as `select … from <name>.<table>` through `ctx.db` (read-only by contract:
// SQLite here cannot attach URI read-only). It is detached before the later file is finalised.
import Database from 'better-sqlite3';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Domain } from './kit/index.js';
import { createBuildContext } from './context.js';
import { assertDiskSpace, freeBytes } from './disk.js';
import { databaseFile } from './paths.js';
import {
  createProgress,
  formatBytes,
  formatCount,
  formatSeconds,
  peakRss,
  tableLine,
  type BuildLog,
  type Progress,
  type StepStat,
  type TableStat,
} from './progress.js';
import { countRows, plainTables, runSqlFile } from './sql-files.js';
import { guardTempFiles, removeDatabaseFile, sweepStaleTempFiles, tempPath } from './temp-files.js';

export interface BuildOptions {
  outDir: string;
  scale: number;
  seed: number;
  now: Date;
  /** Progress sink: default stderr; `false` silences the build. */
  log?: BuildLog | false;
  /** Domains to run, in order (default: the registry). Tests pass their own. */
  domains?: readonly Domain[];
  /** Skip the free-space check (tests building in a known-large dir). */
  skipDiskCheck?: boolean;
  /** What to build: the service's databases and domains. */
  plan: BuildPlan;
}

/** The databases one service's build writes, and where their domains' SQL files live. */
export interface BuildPlan {
  /** In build order; `attach` names earlier (finished, not yet renamed) databases to attach by name. */
  databases: readonly { name: string; attach?: readonly string[] }[];
  domains: readonly Domain[];
  /** Directory of the SQL files the domains name. */
  schemaDir: string;
  /** Bytes the finished files take per unit of scale (sizes the free-space check). */
  bytesPerScaleUnit: number;
}

export interface DatabaseFileInfo {
  path: string;
  bytes: number;
}

export interface BuildReport {
  files: Record<string, DatabaseFileInfo>;
  tables: TableStat[];
  steps: StepStat[];
  totalMs: number;
  peakRssBytes: number;
}

/**
 * Build the plan's databases into outDir; resolves with their paths and figures.
 * Each step (one SQL file, one domain's generate) runs synchronously, but the event loop gets a
 * turn between steps, so timers, signal handlers and test-runner heartbeats are not starved.
 */
export async function buildDatabases(options: BuildOptions): Promise<BuildReport> {
  const steps = buildSteps(options);
  for (let next = steps.next(); ; next = steps.next()) {
    if (next.done) return next.value;
    await new Promise((resume) => setImmediate(resume));
  }
}

/** The same build without yielding (the test fixture needs it before any test runs). */
export function buildDatabasesSync(options: BuildOptions): BuildReport {
  const steps = buildSteps(options);
  for (let next = steps.next(); ; next = steps.next()) if (next.done) return next.value;
}

/** The build as a sequence of steps: yields after each one, returns the report. */
function* buildSteps(options: BuildOptions): Generator<void, BuildReport, void> {
  validateOptions(options);
  const started = performance.now();
  const outDir = resolve(options.outDir);
  const progress = createProgress(options.log);
  mkdirSync(outDir, { recursive: true });
  sweepStaleTempFiles(outDir);
  const { plan } = options;
  if (!options.skipDiskCheck) assertDiskSpace(outDir, options.scale, freeBytes(outDir), plan.bytesPerScaleUnit);

  const domains = options.domains ?? plan.domains;
  const names = plan.databases.map((d) => d.name);
  const temps: Record<string, string> = {};
  for (const name of names) temps[name] = tempPath(outDir, name);
  const guard = guardTempFiles(Object.values(temps));
  const tables: TableStat[] = [];
  const steps: StepStat[] = [];
  progress.line(`build: scale ${options.scale}, seed ${options.seed}, now ${options.now.toISOString()} → ${outDir}`);
  try {
    for (const { name, attach: earlier = [] } of plan.databases) {
      const attach: Record<string, string> = {};
      for (const other of earlier) attach[other] = temps[other];
      yield* buildOne({
        name,
        path: temps[name],
        attach,
        options,
        progress,
        tables,
        steps,
        schemaDir: plan.schemaDir,
        domains: domains.filter((d) => d.database === name),
      });
    }
    // All complete: only now do files appear under their finished names.
    const files: Record<string, DatabaseFileInfo> = {};
    for (const name of names) {
      const path = databaseFile(outDir, name);
      renameSync(temps[name], path);
      files[name] = { path, bytes: statSync(path).size };
    }
    fsyncPath(outDir);
    const report: BuildReport = { files, tables, steps, totalMs: performance.now() - started, peakRssBytes: peakRss() };
    printSummary(progress, report);
    return report;
  } catch (error) {
    for (const path of Object.values(temps)) removeDatabaseFile(path);
    throw error;
  } finally {
    guard.release();
  }
}

function validateOptions(options: BuildOptions): void {
  if (!Number.isFinite(options.scale) || options.scale <= 0) throw new RangeError(`scale must be a positive number, got ${options.scale}`);
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > 0xffffffff) {
    throw new RangeError(`seed must be an integer from 0 to 4294967295, got ${options.seed}`);
  }
  if (!(options.now instanceof Date) || Number.isNaN(options.now.getTime())) throw new RangeError('now must be a valid Date');
}

interface DatabaseJob {
  name: string;
  path: string;
  /** Other (finished, not yet renamed) databases to attach by schema name. */
  attach: Record<string, string>;
  domains: readonly Domain[];
  schemaDir: string;
  options: BuildOptions;
  progress: Progress;
  tables: TableStat[];
  steps: StepStat[];
}

function* buildOne(job: DatabaseJob): Generator<void, void, void> {
  const { name, path, progress } = job;
  removeDatabaseFile(path);
  const db = new Database(path);
  try {
    applyBuildPragmas(db);
    for (const [schema, file] of Object.entries(job.attach)) db.prepare('attach database ? as ' + schema).run(file);

    progress.line(`[${name}] schema`);
    for (const domain of job.domains) {
      for (const file of domain.schema) {
        timedStep(job, domain.name, `schema ${file}`, () => runSqlFile(db, file, job.schemaDir));
        yield;
      }
    }

    progress.line(`[${name}] generate`);
    for (const domain of job.domains) {
      const ctx = createBuildContext({
        db,
        database: name,
        domain: domain.name,
        seed: job.options.seed,
        scale: job.options.scale,
        now: job.options.now,
        progress,
        schemaDir: job.schemaDir,
        onTable: (stat) => job.tables.push(stat),
      });
      timedStep(job, domain.name, 'generate', () => domain.generate(ctx));
      yield;
    }

    progress.line(`[${name}] derive`);
    for (const domain of job.domains) {
      for (const file of domain.derive) {
        runDeriveFile(job, db, domain.name, file);
        yield;
      }
    }

    timedStep(job, 'sqlite', 'analyze', () => {
      // Bounded sampling keeps ANALYZE fast on multi-million-row indexes (and deterministic).
      db.pragma('analysis_limit = 2000');
      db.exec('analyze');
      db.pragma('optimize');
    });
    for (const schema of Object.keys(job.attach)) db.exec(`detach database ${schema}`);
    db.pragma('journal_mode = delete');
  } finally {
    db.close();
  }
  fsyncPath(path);
}

function applyBuildPragmas(db: Database.Database): void {
  // Nobody reads the file until it is renamed, so durability during the build buys nothing.
  db.pragma('page_size = 4096');
  // OFF is refused in better-sqlite3's defensive mode; MEMORY keeps rollbacks working, no file.
  db.pragma('journal_mode = memory');
  db.pragma('synchronous = off');
  db.pragma('locking_mode = exclusive');
  db.pragma('cache_size = -262144'); // 256 MiB
  db.pragma('foreign_keys = off');
}

function timedStep(job: DatabaseJob, domain: string, step: string, run: () => void): void {
  const started = performance.now();
  run();
  const stat: StepStat = { database: job.name, domain, step, ms: performance.now() - started, peakRssBytes: peakRss() };
  job.steps.push(stat);
  if (step !== 'generate' && stat.ms >= 1000) job.progress.line(`  ${domain.padEnd(13)} ${step} ${formatSeconds(stat.ms)}`);
}

/** Run one derive file and report the tables it created as filled tables. */
function runDeriveFile(job: DatabaseJob, db: Database.Database, domain: string, file: string): void {
  const before = plainTables(db);
  const started = performance.now();
  timedStep(job, domain, `derive ${file}`, () => runSqlFile(db, file, job.schemaDir));
  const ms = performance.now() - started;
  for (const table of plainTables(db)) {
    if (before.has(table)) continue;
    const stat: TableStat = {
      database: job.name,
      domain,
      table,
      phase: 'derive',
      rows: countRows(db, table),
      ms,
      peakRssBytes: peakRss(),
    };
    job.tables.push(stat);
    job.progress.line(tableLine(stat));
  }
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function printSummary(progress: Progress, report: BuildReport): void {
  for (const name of Object.keys(report.files)) {
    const rows = report.tables.filter((t) => t.database === name).reduce((sum, t) => sum + t.rows, 0);
    const file = report.files[name];
    progress.line(`${name}: ${formatCount(rows)} rows, ${formatBytes(file.bytes)} → ${file.path}`);
  }
  progress.line(`build done in ${formatSeconds(report.totalMs)}, peak RSS ${formatBytes(report.peakRssBytes)}`);
}
