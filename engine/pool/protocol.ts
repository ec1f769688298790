// Messages between the HTTP thread and the SQL workers.
import type { SqlValue } from '../json/pyjson.js';

export type ParamValue = string | number | bigint | null;

/** How the worker turns rows into JSON text (so only one buffer crosses threads). */
export interface RenderSpec {
  /** Each row as a JSON array, a JSON object keyed by column, or just its first value. */
  rowForm: 'array' | 'object' | 'first';
  /** Text put between rows (", " inside a JSON list, "\n" for _nl). */
  separator: string;
  /** Column names whose text values are parsed as JSON (`_json=col`). */
  jsonColumns: readonly string[];
  /** Emit ±Infinity as the tokens Infinity/-Infinity instead of null. */
  infinity: boolean;
  /** Render at most this many rows (the rest were only fetched to detect truncation); null = all. */
  limit: number | null;
  /** Which rendered rows' raw values to send back as well (for _next tokens, _shape=object keys). */
  raw: 'none' | 'last' | 'all';
  /** Foreign-key label expansion (`_labels`), done next to the data. */
  labels?: readonly LabelSpec[];
}

export interface LabelSpec {
  column: string;
  otherTable: string;
  otherColumn: string;
  /** Label column of the other table; null → the label is the value as text. */
  labelColumn: string | null;
}

export interface QueryJob {
  database: string;
  /** The file to read: the version of the database the request began with. */
  path: string;
  sql: string;
  /** A shortcut to `sql`'s first rows, tried where `sql`'s plan sorts every row it matches. */
  walk?: OrderedWalk;
  params: Record<string, ParamValue>;
  /** Fetch at most this many rows (callers ask for limit + 1 to detect truncation); 0 = no cap. */
  maxRows: number;
  /** Stop the statement after this many milliseconds (at least 1); null: no limit (a setting of 0). */
  timeLimitMs: number | null;
  /** Omit to get every row back as raw values only (counts, facets). */
  render?: RenderSpec;
}

export interface QueryResult {
  columns: string[];
  /** Number of rows fetched (≤ maxRows). */
  rowCount: number;
  /** Rendered rows (ASCII JSON text, no surrounding brackets), when a render spec was given. */
  rendered?: Uint8Array;
  /**
   * The bytes of `rendered`'s buffer before and after it are free, and nothing else holds the
   * buffer: a reader may write the JSON around the rows there instead of copying them.
   */
  framable?: boolean;
  /** Raw values of the rows asked for (render.raw), or of every row when there is no render spec. */
  rawRows?: SqlValue[][];
  /** Where the job had a walk: what came of it. */
  walk?: WalkOutcome;
  /** Set by the pool: how long the job ran on its worker (ms), its wait for one aside. */
  ms?: number;
}

/**
 * `sql`'s rows read in an index's order: when `sql` fills `maxRows` from the first `window` rows of
 * that order, they are `sql`'s first rows. `probe` counts `sql`'s matches, up to `window`, by the
 * index `sql` narrows by (where it has one): fewer than that are cheaper to sort than to walk for.
 */
export interface OrderedWalk {
  sql: string;
  /** The index walked (a plan narrowed only by it, as `_next`'s bound is, narrows no match). */
  index: string;
  probe: string;
  window: number;
}

/**
 * The walk answered; came up short (`sql` ran after); was not tried as `sql`'s index finds fewer
 * matches than its window (`few`), or as `sql` sorts nothing (`unneeded`).
 */
export type WalkOutcome = 'answered' | 'short' | 'few' | 'unneeded';

/** How a statement failed inside a worker (the pool turns it into a QueryFailure of the same kind). */
export interface WorkerFailure {
  kind: 'timeout' | 'bad_sql' | 'several_statements' | 'not_select' | 'too_large' | 'memory' | 'unknown_database';
  message: string;
}

/**
 * A query to run; a file whose connection is no longer needed (a replaced version); or statements
 * that fill the page cache of the connection to a file (run between queries, answered by `filled`).
 */
export type WorkerRequest =
  | { id: number; type: 'query'; job: QueryJob }
  | { type: 'release'; path: string }
  | { type: 'fill'; id: number; database: string; path: string; statements: string[] };

export type WorkerResponse =
  | { id: number; ok: true; result: QueryResult }
  | { id: number; ok: false; error: WorkerFailure }
  /** The fill `filled` is done: how many of its statements ran (the others failed). */
  | { filled: number; ran: number };

export interface WorkerInit {
  databases: Array<{ name: string; path: string; immutable: boolean }>;
  watchdogLibrary: string;
  maxValueBytes: number;
  /** Rows fetched for one query may add up to at most this many bytes (text and blobs as stored). */
  maxResponseBytes: number;
  /** Growth of the process's resident size during one statement past which it is stopped (0: never). */
  sqlMemoryLimitBytes: number;
  /** SQLite's page cache of each connection, in KiB. */
  cacheKib: number;
  /** The worker thread's nice value (the background worker's), when not the process's own. */
  nice?: number;
}
