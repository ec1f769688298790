// The contract between the build orchestrator and the domain generators: each domain owns its
// schema SQL, its generators and its derived (precomputed) SQL; the orchestrator runs them in
// registry order.
import type Database from 'better-sqlite3';
import type { Rng } from './rng.js';

export type Row = readonly unknown[];

export interface BuildContext {
  /** The database being built (opened on a temp file; the orchestrator renames it when done).
   *  Databases the plan says it reads are attached under their names. */
  db: Database.Database;
  /** Build parameters: the same seed, scale and `now` always give the same content. */
  seed: number;
  scale: number;
  /** The build's "now" (default the wall clock, fixed by --now for reproducible builds). */
  now: Date;
  /** An independent deterministic stream: same (seed, name) → same numbers, whatever else ran. */
  rng(name: string): Rng;
  /** Rows for a table at this scale: max(min, round(base * scale)). */
  count(base: number, min?: number): number;
  /** Insert rows in batched transactions, reporting progress against `expected`. */
  insert(table: string, columns: readonly string[], rows: Iterable<Row>, expected: number): number;
  /** Run one SQL file of the service's schema folder on this database (e.g. indexes after a bulk load). */
  runSqlFile(file: string): void;
}

export interface Domain {
  /** Short name shown in progress output. */
  name: string;
  /** Which database the domain fills. */
  database: string;
  /** SQL files (under the builder's schema folder) that create its tables and indexes, run before generate. */
  schema: readonly string[];
  /** Fill the base tables. May read tables of domains earlier in the registry. */
  generate(ctx: BuildContext): void;
  /** SQL files (under the builder's schema folder) run after every domain has generated:
   *  precomputed tables, views, FTS rebuilds. */
  derive: readonly string[];
}
