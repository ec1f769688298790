// `openregs build-db [--scale S] [--seed N] [--out DIR] [--now ISO]`
import { buildDatabases, type BuildPlan } from './build.js';
import { DiskSpaceError } from './disk.js';
import { defaultDataDir } from './paths.js';

export const BUILD_DB_USAGE = `Usage: openregs build-db [options]

Build the service's databases with deterministic synthetic data.

Options:
  --scale S    row-count scale, 1 = full size (default 1; the demo uses 0.01)
  --seed N     random seed, an integer 0..4294967295 (default 1)
  --out DIR    output directory (default databases/data)
  --now ISO    the build's "now" for open comment periods, e.g. 2026-06-01T12:00:00Z
               (default: the current time, or the service builder's own default)
  --as-of DATE the same as --now DATE (the date of the source files a build stands for)
  --help       show this help

Same seed, scale and --now give identical databases.`;

export interface BuildDbArgs {
  scale: number;
  seed: number;
  outDir: string;
  now: Date;
}

export class UsageError extends Error {}

interface Output {
  write(text: string): unknown;
}

/** Parse build-db arguments; `null` means --help was asked for. */
export function parseBuildDbArgs(args: readonly string[], wallClock: () => Date = () => new Date()): BuildDbArgs | null {
  const parsed: BuildDbArgs = { scale: 1, seed: 1, outDir: defaultDataDir(), now: new Date(NaN) };
  let nowGiven = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return null;
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    let value: string | undefined;
    const takeValue = (): string => {
      if (value !== undefined) return value;
      value = eq > 0 && arg.startsWith('--') ? arg.slice(eq + 1) : args[++i];
      if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
      return value;
    };
    switch (flag) {
      case '--scale':
        parsed.scale = parseScale(takeValue());
        break;
      case '--seed':
        parsed.seed = parseSeed(takeValue());
        break;
      case '--out':
        parsed.outDir = takeValue();
        break;
      case '--now':
      case '--as-of':
        parsed.now = parseNow(takeValue());
        nowGiven = true;
        break;
      default:
        throw new UsageError(`unknown argument: ${arg}`);
    }
  }
  if (!nowGiven) parsed.now = wallClock();
  return parsed;
}

function parseScale(text: string): number {
  const scale = /^(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(scale) || scale <= 0) throw new UsageError(`--scale must be a positive number, got "${text}"`);
  return scale;
}

function parseSeed(text: string): number {
  const seed = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(seed) || seed > 0xffffffff) {
    throw new UsageError(`--seed must be an integer from 0 to 4294967295, got "${text}"`);
  }
  return seed;
}

function parseNow(text: string): Date {
  // A date, or a date-time with an explicit zone (so the same --now means the same instant anywhere).
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
  const now = iso.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(now.getTime())) {
    throw new UsageError(`--now must be an ISO 8601 date or UTC/offset date-time (e.g. 2026-06-01T12:00:00Z), got "${text}"`);
  }
  return now;
}

/** Build `plan` as the arguments say; resolves with the process exit code (0 ok, 1 build failed, 2 bad arguments). */
export async function runBuildDb(
  args: string[],
  plan: BuildPlan,
  io: { out: Output; err: Output } = { out: process.stdout, err: process.stderr },
): Promise<number> {
  let parsed: BuildDbArgs | null;
  try {
    parsed = parseBuildDbArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err.write(`build-db: ${error.message}\n\n${BUILD_DB_USAGE}\n`);
    return 2;
  }
  if (parsed === null) {
    io.out.write(`${BUILD_DB_USAGE}\n`);
    return 0;
  }
  // On the real stderr the default progress also shows a live status line on terminals.
  const log =
    io.err === process.stderr
      ? undefined
      : (line: string): void => {
          io.err.write(`${line}\n`);
        };
  try {
    await buildDatabases({ outDir: parsed.outDir, scale: parsed.scale, seed: parsed.seed, now: parsed.now, log, plan });
    return 0;
  } catch (error) {
    io.err.write(`build-db failed: ${describeFailure(error)}\n`);
    return 1;
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof DiskSpaceError) return error.message; // expected, actionable: no stack
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
