// Build progress: one line per table as it fills, plus what the bench and the summary need.

/** Receives finished progress lines. Pass `false` to BuildOptions.log to silence the build. */
export type BuildLog = (line: string) => void;

export interface Progress {
  /** A finished line (one per table, step or summary). */
  line(text: string): void;
  /** A transient status (rewritten in place on a terminal; dropped otherwise). */
  status(text: string): void;
}

/** One filled table: base tables from `ctx.insert`, precomputed ones from derive SQL. */
export interface TableStat {
  database: string;
  domain: string;
  table: string;
  phase: 'generate' | 'derive';
  rows: number;
  ms: number;
  /** Process peak RSS (bytes) measured when the table was done: the high-water mark so far. */
  peakRssBytes: number;
}

/** One SQL file or generate() call. */
export interface StepStat {
  database: string;
  domain: string;
  step: string;
  ms: number;
  peakRssBytes: number;
}

export function createProgress(log: BuildLog | false | undefined): Progress {
  if (log === false) return { line: () => {}, status: () => {} };
  if (log) return { line: log, status: () => {} };
  const tty = process.stderr.isTTY === true;
  let statusShown = false;
  const clear = (): void => {
    if (statusShown) process.stderr.write('\r\x1b[2K');
    statusShown = false;
  };
  return {
    line(text) {
      clear();
      process.stderr.write(`${text}\n`);
    },
    status(text) {
      if (!tty) return;
      process.stderr.write(`\r\x1b[2K${text}`);
      statusShown = true;
    },
  };
}

/** The process's peak resident set size so far, in bytes. */
export function peakRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

export function formatRate(rows: number, ms: number): string {
  if (ms <= 0) return `${formatCount(rows)} rows/s`;
  return `${formatCount((rows * 1000) / ms)} rows/s`;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/** `  domain  table  rows  rows/s  time  peak RSS` (derived tables: the derive file's time, no rate). */
export function tableLine(stat: TableStat): string {
  const derived = stat.phase === 'derive';
  return [
    `  ${stat.domain.padEnd(13)} ${stat.table.padEnd(32)}`,
    `${formatCount(stat.rows).padStart(11)} rows`,
    (derived ? '(derived)' : formatRate(stat.rows, stat.ms)).padStart(16),
    derived ? ''.padStart(8) : formatSeconds(stat.ms).padStart(8),
    `rss ${formatBytes(stat.peakRssBytes)}`,
  ].join('  ');
}
