// 990 data-build benchmark: `node dist/bench/nonprofits-build.js [--scale S] [--seed N] [--keep]`.
// Builds 990data_public.db into a temp dir (progress on stderr), then prints rows per table, the
// total rows, seconds and peak RSS against the targets.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBytes, formatCount, formatSeconds } from '../databases/build/progress.js';
import { buildNonprofits } from '../services/nonprofits/build/service.js';

/** Time limit per scale and the peak-RSS ceiling. */
const TIME_TARGETS: Record<string, number> = { '0.01': 60, '0.1': 600, '1': 75 * 60 };
const RSS_TARGET_BYTES = 2 * 1024 ** 3;

function parseArgs(args: readonly string[]): { scale: number; seed: number; keep: boolean } {
  const parsed = { scale: 0.01, seed: 1, keep: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--scale') parsed.scale = Number(args[++i]);
    else if (arg === '--seed') parsed.seed = Number(args[++i]);
    else if (arg === '--keep') parsed.keep = true;
    else throw new Error(`unknown argument: ${arg} (use --scale S --seed N --keep)`);
  }
  if (!(parsed.scale > 0)) throw new Error('--scale must be a positive number');
  return parsed;
}

async function main(): Promise<void> {
  const { scale, seed, keep } = parseArgs(process.argv.slice(2));
  const outDir = mkdtempSync(join(tmpdir(), '990-build-'));
  try {
    const report = await buildNonprofits({ outDir, scale, seed });
    const path = join(outDir, '990data_public.db');
    const db = new Database(path, { readonly: true });
    const tables = db
      .prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite%' and name not like 'fts%' order by name")
      .all() as { name: string }[];
    let total = 0;
    const out = (line: string): void => {
      process.stdout.write(`${line}\n`);
    };
    out('');
    for (const { name } of tables) {
      const n = (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n;
      total += n;
      out(`${name.padEnd(24)} ${formatCount(n).padStart(12)}`);
    }
    db.close();
    const seconds = report.totalMs / 1000;
    const limit = TIME_TARGETS[String(scale)];
    out('');
    out(
      `scale ${scale}, seed ${seed}: ${formatCount(total)} rows in ${formatSeconds(report.totalMs)} (${formatCount(total / seconds)} rows/s), file ${formatBytes(statSync(path).size)}`,
    );
    out(
      `peak RSS ${formatBytes(report.peakRssBytes)} (target < ${formatBytes(RSS_TARGET_BYTES)}: ${report.peakRssBytes < RSS_TARGET_BYTES ? 'ok' : 'MISSED'})`,
    );
    if (limit) out(`time target < ${limit} s: ${seconds < limit ? 'ok' : 'MISSED'}`);
    if (keep) out(`kept ${path}`);
  } finally {
    if (!keep) rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
