// A service's own indexes (`databases.<db>.indexes`): the pages it invites need indexes a published
// archive may not carry, so `snapshot pull` creates them in each unpacked version before checking
// and activating it. Only CREATE INDEX statements may run: the file cannot change the data. A real
// archive may lack a table or column a statement names (its schema drifted): that index is skipped
// with a warning, never a reason to refuse the data (only the data checks refuse a pull).
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';

/** The statements of an indexes file (`--` comments dropped), each checked to create an index. */
export function indexStatements(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n');
  const statements = text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of statements) {
    if (!/^create\s+(unique\s+)?index\s/i.test(s))
      throw new Error(`${file}: only CREATE INDEX statements may be listed, not "${s.slice(0, 80)}"`);
  }
  return statements;
}

/** The index a CREATE INDEX statement names. */
export function indexName(statement: string): string | undefined {
  return /^create\s+(?:unique\s+)?index\s+(?:if\s+not\s+exists\s+)?(?:"([^"]+)"|([^\s(]+))\s+on\s/i.exec(statement)?.slice(1).find(Boolean);
}

/** SQLite's verdict when a statement names a table or column the database lacks. */
export function isSchemaDrift(e: unknown): boolean {
  return e instanceof Error && /^(no such table|no such column|table \S+ has no column named)/.test(e.message);
}

/**
 * Create the indexes in the database at `path` (missing ones only), showing progress on stderr,
 * and return the statements skipped for schema drift (each warned about on stderr). Where the file
 * has planner statistics, the new indexes get theirs too (sampled, as the data build does): SQLite
 * passes over an index it has no statistics for in favour of one it has.
 */
export function createIndexes(path: string, statements: string[], label: string): string[] {
  const db = new Database(path, { fileMustExist: true });
  const skipped: string[] = [];
  try {
    statements.forEach((sql, i) => {
      process.stderr.write(`${label}: index ${i + 1} of ${statements.length}${process.stderr.isTTY ? '\r' : '\n'}`);
      try {
        db.exec(sql);
      } catch (e) {
        if (!isSchemaDrift(e)) throw e;
        skipped.push(sql);
        process.stderr.write(`${label}: warning: skipped index ${indexName(sql) ?? sql.slice(0, 80)}: ${(e as Error).message}\n`);
      }
    });
    if (process.stderr.isTTY && statements.length) process.stderr.write('\n');
    if (db.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get()) {
      db.pragma('analysis_limit = 2000');
      for (const sql of statements) {
        const name = indexName(sql);
        if (name && !skipped.includes(sql)) db.exec(`analyze "${name.replaceAll('"', '""')}"`);
      }
    }
  } finally {
    db.close();
  }
  return skipped;
}
