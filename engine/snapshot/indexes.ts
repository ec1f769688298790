// A service's own indexes (`databases.<db>.indexes`): the pages it invites need indexes a published
// archive may not carry, so `snapshot pull` creates them in each unpacked version before checking
// and activating it. Only CREATE INDEX statements may run: the file cannot change the data.
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
function indexName(statement: string): string | undefined {
  return /^create\s+(?:unique\s+)?index\s+(?:if\s+not\s+exists\s+)?(?:"([^"]+)"|([^\s(]+))\s+on\s/i.exec(statement)?.slice(1).find(Boolean);
}

/**
 * Create the indexes in the database at `path` (missing ones only), showing progress on stderr.
 * Where the file has planner statistics, the new indexes get theirs too (sampled, as the data
 * build does): SQLite passes over an index it has no statistics for in favour of one it has.
 */
export function createIndexes(path: string, statements: string[], label: string): void {
  const db = new Database(path, { fileMustExist: true });
  try {
    statements.forEach((sql, i) => {
      process.stderr.write(`${label}: index ${i + 1} of ${statements.length}${process.stderr.isTTY ? '\r' : '\n'}`);
      db.exec(sql);
    });
    if (process.stderr.isTTY && statements.length) process.stderr.write('\n');
    if (db.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get()) {
      db.pragma('analysis_limit = 2000');
      for (const name of statements.map(indexName)) if (name) db.exec(`analyze "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    db.close();
  }
}
