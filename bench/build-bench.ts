// Data-build benchmark: `node dist/bench/build-bench.js --scale 0.1 [--seed N] [--out DIR] [--keep]`.
// Runs one full build (progress on stderr), then prints rows/s and peak RSS per table, the total
// time, the database sizes (bytes per scale unit, which sizes the disk check) and the targets.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDatabases, type BuildReport } from '../databases/build/build.js';
import { BYTES_PER_SCALE_UNIT, openregsPlan } from '../services/openregs/build/plan.js';
import { repoRoot } from '../databases/build/paths.js';
import { formatBytes, formatCount, formatRate, formatSeconds } from '../databases/build/progress.js';

/** The build's time limit at each scale, and its peak-RSS ceiling. */
const TIME_TARGETS: readonly { scale: number; seconds: number }[] = [
  { scale: 0.01, seconds: 60 },
  { scale: 0.1, seconds: 300 },
  { scale: 1, seconds: 45 * 60 },
];
const RSS_TARGET_BYTES = 2 * 1024 ** 3;
/** Fixed so bench runs are comparable (the open-comment rows depend on "now"). */
const BENCH_NOW = new Date('2026-06-01T12:00:00Z');

interface BenchArgs {
  scale: number;
  seed: number;
  outDir: string;
  keep: boolean;
}

function parseArgs(args: readonly string[]): BenchArgs {
  const parsed: BenchArgs = { scale: 0.1, seed: 1, outDir: '', keep: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = (): string => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--scale') parsed.scale = Number(value());
    else if (arg === '--seed') parsed.seed = Number(value());
    else if (arg === '--out') parsed.outDir = value();
    else if (arg === '--keep') parsed.keep = true;
    else throw new Error(`unknown argument: ${arg} (use --scale S --seed N --out DIR --keep)`);
  }
  if (!(parsed.scale > 0)) throw new Error('--scale must be a positive number');
  if (!parsed.outDir) parsed.outDir = join(repoRoot(), 'bench', 'out', `build-scale-${parsed.scale}`);
  return parsed;
}

function printReport(report: BuildReport, scale: number, cpuMs: number): void {
  const out = (line: string): void => {
    process.stdout.write(`${line}\n`);
  };
  out('');
  out(
    `${'database'.padEnd(14)} ${'domain'.padEnd(13)} ${'table'.padEnd(32)} ${'phase'.padEnd(8)} ${'rows'.padStart(11)} ${'rows/s'.padStart(16)} ${'time'.padStart(8)}  peak RSS`,
  );
  for (const t of report.tables) {
    // A derived table's time is its whole derive file's, so a rate would mislead.
    const rate = t.phase === 'derive' ? '' : formatRate(t.rows, t.ms);
    const time = t.phase === 'derive' ? '' : formatSeconds(t.ms);
    out(
      `${t.database.padEnd(14)} ${t.domain.padEnd(13)} ${t.table.padEnd(32)} ${t.phase.padEnd(8)} ${formatCount(t.rows).padStart(11)} ${rate.padStart(16)} ${time.padStart(8)}  ${formatBytes(t.peakRssBytes)}`,
    );
  }
  out('');
  out('slowest steps:');
  for (const s of [...report.steps].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    out(`  ${s.database.padEnd(14)} ${s.domain.padEnd(13)} ${s.step.padEnd(40)} ${formatSeconds(s.ms).padStart(8)}`);
  }
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = report.files.openregs.bytes + report.files.open_comments.bytes;
  out('');
  out(
    `total: ${formatCount(rows)} rows in ${formatSeconds(report.totalMs)} (${formatRate(rows, report.totalMs)}), peak RSS ${formatBytes(report.peakRssBytes)}`,
  );
  // Wall time suffers when other work shares the cores; CPU time shows what the build itself cost.
  out(`cpu: ${formatSeconds(cpuMs)} user+system (${Math.round((100 * cpuMs) / report.totalMs)}% of wall time)`);
  out(`files: openregs ${formatBytes(report.files.openregs.bytes)}, open_comments ${formatBytes(report.files.open_comments.bytes)}`);
  out(`bytes per scale unit: ${formatBytes(bytes / scale)} (disk check assumes ${formatBytes(BYTES_PER_SCALE_UNIT)})`);
  const target = TIME_TARGETS.find((t) => Math.abs(t.scale - scale) < 1e-9);
  if (target) {
    const ok = report.totalMs / 1000 < target.seconds;
    out(`time target at scale ${scale}: < ${target.seconds} s — ${ok ? 'met' : 'MISSED'}`);
  }
  out(`memory target: < ${formatBytes(RSS_TARGET_BYTES)} — ${report.peakRssBytes < RSS_TARGET_BYTES ? 'met' : 'MISSED'}`);
}

export async function runBuildBench(args: readonly string[]): Promise<number> {
  const options = parseArgs(args);
  try {
    const cpuBefore = process.cpuUsage();
    const report = await buildDatabases({
      outDir: options.outDir,
      scale: options.scale,
      seed: options.seed,
      now: BENCH_NOW,
      plan: openregsPlan(),
    });
    const cpu = process.cpuUsage(cpuBefore);
    printReport(report, options.scale, (cpu.user + cpu.system) / 1000);
    return 0;
  } finally {
    if (!options.keep) rmSync(options.outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBuildBench(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`build-bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
