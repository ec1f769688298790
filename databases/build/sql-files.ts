// Running a domain's schema/derive SQL files, and noticing which tables a derive file filled.
import type Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './paths.js';

/** Read a SQL file of `dir` (a service's schema folder). */
export function readSqlFile(file: string, dir: string): string {
  const path = join(dir, file);
  if (!existsSync(path)) throw new Error(`SQL file not found: ${shown(dir, file)}`);
  return readFileSync(path, 'utf8');
}

export function runSqlFile(db: Database.Database, file: string, dir: string): void {
  const sql = readSqlFile(file, dir);
  try {
    db.exec(sql);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${shown(dir, file)}: ${message}`, { cause: error });
  }
}

/** The file as errors name it: relative to the repo root. */
function shown(dir: string, file: string): string {
  return relative(repoRoot(), join(dir, file));
}

const FTS_SHADOW_SUFFIXES = ['_data', '_idx', '_content', '_docsize', '_config'];

/** Ordinary tables of the main schema, without FTS shadow tables and SQLite's own. */
export function plainTables(db: Database.Database): Set<string> {
  const rows = db
    .prepare("select name, sql from main.sqlite_schema where type = 'table' and name not like 'sqlite\\_%' escape '\\'")
    .all() as { name: string; sql: string | null }[];
  const virtual = rows.filter((r) => /^create\s+virtual\s+table/i.test(r.sql ?? '')).map((r) => r.name);
  const isShadow = (name: string): boolean => virtual.some((v) => FTS_SHADOW_SUFFIXES.some((suffix) => name === v + suffix));
  return new Set(rows.filter((r) => !virtual.includes(r.name) && !isShadow(r.name)).map((r) => r.name));
}

export function countRows(db: Database.Database, table: string): number {
  const row = db.prepare(`select count(*) as n from "${table.replace(/"/g, '""')}"`).get() as { n: number };
  return row.n;
}
