// The SQL people and agents wrote that ran slow, remembered in the data folder so that each new data
// version answers it in advance (engine/inspect/documented-sql.ts): a `?sql=` link that went round
// last week is not slow again on the first visit after the weekly swap. Only the SQL text and its
// parameters are kept, never who ran it.
//
// <data folder>/.snapshots/slow-sql.json:
// {"format": "engine-slow-sql/1",
//  "databases": {"<db>": [{"sql": "select …", "params": {"state": "CA"},
//                          "ms": 212, "runs": 3, "last_run": "2026-…Z"}, …]}}
// `ms` is the statement's time on its worker at its last run; `runs` how many times it ran slow.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeAtomically } from '../inspect/store.js';
import type { Logger } from '../ops/logger.js';
import type { ParamValue } from '../pool/protocol.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { readsClock } from '../sql/reads-clock.js';
import { storedAnswerKey } from './stored-answers.js';

export const SLOW_SQL_FORMAT = 'engine-slow-sql/1';

/** Statements kept per database: the most run first, then the latest. */
const KEPT_PER_DATABASE = 100;
/** Longer SQL texts, with their parameters' values, are not kept (a generated statement is not a link people share). */
const MAX_SQL_CHARS = 20_000;
/** What the statements answered in advance may add to an inspect, by their last runs: a minute a database. */
const ANSWERED_MS_BUDGET = 60_000;
/** A newly remembered statement reaches the file within this. */
const WRITE_DELAY_MS = 2000;

export interface SlowStatement {
  sql: string;
  params: Record<string, string>;
  ms: number;
  runs: number;
  last_run: string;
}

interface SlowSqlFile {
  format: typeof SLOW_SQL_FORMAT;
  databases: Record<string, SlowStatement[]>;
}

export const slowSqlPath = (dataDir: string): string => join(dataDir, '.snapshots', 'slow-sql.json');

function isStatement(v: unknown): v is SlowStatement {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.sql === 'string' &&
    typeof s.params === 'object' &&
    s.params !== null &&
    Object.values(s.params).every((p) => typeof p === 'string') &&
    typeof s.ms === 'number' &&
    typeof s.runs === 'number' &&
    typeof s.last_run === 'string'
  );
}

/** The statements a folder's file keeps for each database (none when it has no readable file). */
export function readSlowSql(dataDir: string): Map<string, SlowStatement[]> {
  const path = slowSqlPath(dataDir);
  const out = new Map<string, SlowStatement[]>();
  if (!existsSync(path)) return out;
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as Partial<SlowSqlFile>;
    if (file.format !== SLOW_SQL_FORMAT || typeof file.databases !== 'object' || file.databases === null) return out;
    for (const [db, list] of Object.entries(file.databases)) if (Array.isArray(list)) out.set(db, list.filter(isStatement));
  } catch {
    // Unreadable: nothing is carried, and the next write starts it again.
  }
  return out;
}

/** `a` and `b` as one list: one entry per statement (runs added, the latest time kept), the best kept. */
function merged(a: readonly SlowStatement[], b: readonly SlowStatement[]): SlowStatement[] {
  const byKey = new Map<string, SlowStatement>();
  for (const s of [...a, ...b]) {
    const key = storedAnswerKey(s.sql, s.params);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...s });
    else {
      seen.runs += s.runs;
      if (s.last_run > seen.last_run) Object.assign(seen, { ms: s.ms, last_run: s.last_run });
    }
  }
  return [...byKey.values()]
    .sort((x, y) => y.runs - x.runs || (y.last_run > x.last_run ? 1 : y.last_run < x.last_run ? -1 : 0))
    .slice(0, KEPT_PER_DATABASE);
}

/**
 * The slow statements of a running engine: those it ran, kept until they are written (merged into
 * the file, which other processes serving the same folder write too), and those of the file.
 */
export class SlowSql {
  /** Statements run here and not yet written, per data folder and database. */
  private readonly pending = new Map<string, Map<string, SlowStatement[]>>();
  private timer: NodeJS.Timeout | undefined;
  private failedWrite = false;

  constructor(
    private readonly thresholdMs: number,
    /** The data folder of a database. */
    private readonly folderOf: (database: string) => string,
    private readonly logger?: Logger,
  ) {}

  /** Remember a user's statement that ran `ms` on its worker, when that is slow and it can be answered in advance. */
  record(database: string, sql: string, params: Record<string, ParamValue>, ms: number): void {
    if (this.thresholdMs <= 0 || ms < this.thresholdMs || sql.length > MAX_SQL_CHARS || readsClock(sql)) return;
    // The parameters the SQL names (a URL's others change nothing SQLite answers).
    const texts: Record<string, string> = {};
    let chars = sql.length;
    for (const name of extractNamedParameters(sql)) {
      const value = params[name] ?? '';
      // A value bound as a number or null is not what a link gives: not carried.
      if (typeof value !== 'string' || (chars += value.length) > MAX_SQL_CHARS) return;
      texts[name] = value;
    }
    const folder = this.folderOf(database);
    let byDb = this.pending.get(folder);
    if (!byDb) this.pending.set(folder, (byDb = new Map()));
    const statement = { sql, params: texts, ms: Math.round(ms), runs: 1, last_run: new Date().toISOString() };
    byDb.set(database, merged(byDb.get(database) ?? [], [statement]));
    this.timer ??= setTimeout(() => this.flush(), WRITE_DELAY_MS).unref();
  }

  /**
   * The statements to answer in advance for `database` (the file's and those not yet written), the
   * most run first, each that fits in what the budget has left.
   */
  of(database: string): Array<{ database: string; sql: string; params: Record<string, string> }> {
    const folder = this.folderOf(database);
    const stored = readSlowSql(folder).get(database) ?? [];
    let budget = ANSWERED_MS_BUDGET;
    return merged(stored, this.pending.get(folder)?.get(database) ?? [])
      .filter((s) => {
        if (s.ms > budget) return false;
        budget -= s.ms;
        return true;
      })
      .map((s) => ({ database, sql: s.sql, params: s.params }));
  }

  /** Write what was run here into the files (each merged with what it holds now, whole or not at all). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const [folder, byDb] of this.pending) {
      try {
        const databases = Object.fromEntries(readSlowSql(folder));
        for (const [db, list] of byDb) databases[db] = merged(databases[db] ?? [], list);
        const path = slowSqlPath(folder);
        mkdirSync(dirname(path), { recursive: true });
        writeAtomically(path, JSON.stringify({ format: SLOW_SQL_FORMAT, databases } satisfies SlowSqlFile));
        this.pending.delete(folder);
      } catch (e) {
        // A read-only data folder: kept in memory, for the versions this process swaps to.
        if (!this.failedWrite) this.logger?.warn({ err: e, folder }, 'the slow SQL could not be written to the data folder');
        this.failedWrite = true;
      }
    }
  }
}
