// Why a query gave no rows, as one typed value every caller reads the same way. The kinds say what
// happened, never how a surface answers it: engine/query/answers.ts decides that, in one table.

export type FailureKind =
  /** SQLite rejected or failed the statement (syntax, no such table or column, a runtime error). */
  | 'bad_sql'
  /** Not a read-only statement: a write, ATTACH, load_extension(), a disallowed PRAGMA. */
  | 'not_select'
  /** More than one statement in one query. */
  | 'several_statements'
  /** The SQL or a parameter holds a NUL character, where SQLite would stop reading. */
  | 'nul'
  /** Custom SQL is turned off on this server (default_allow_sql). */
  | 'forbidden'
  | 'unknown_database'
  | 'unknown_table'
  | 'unknown_query'
  /** A named parameter the caller must supply was not given (`parameter` names it). */
  | 'missing_parameter'
  /** The statement ran past its time limit and was stopped. */
  | 'timeout'
  /** The statement could not start before its time limit ran out: every worker it may use was busy. */
  | 'deadline'
  /** Refused before running to keep the server fair and bounded (`reason` says which rule). */
  | 'shed'
  /** The client is over its request quota (rate_limit_per_minute). */
  | 'rate_limited'
  /** The answer would be larger than the server sends at once (max_response_bytes). */
  | 'too_large'
  /** Stopped by the memory brake (sql_memory_limit_mb). */
  | 'memory';

/** Which fairness rule shed a query: the label in metrics and logs. */
export type ShedReason = 'client_limit' | 'queue_full' | 'deadline' | 'shutting_down' | 'rate_limited';

export interface FailureDetail {
  /** For `shed` and `rate_limited`: the rule, and when to try again. */
  reason?: ShedReason;
  retryAfterSeconds?: number;
  /** The parameter at fault (`missing_parameter`, `nul`). */
  parameter?: string;
  /** The SQL the failure is about, as the caller shows it (a time-out message quotes it). */
  sql?: string;
}

export class QueryFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly detail: FailureDetail = {},
  ) {
    super(message);
    this.name = 'QueryFailure';
  }

  /** The same failure about `sql` (the SQL a page shows, where it ran another). */
  about(sql: string): QueryFailure {
    return new QueryFailure(this.kind, this.message, { ...this.detail, sql });
  }

  /** The fairness rule behind a refusal, if it was one (`deadline` counts: no worker in time). */
  get shedReason(): ShedReason | undefined {
    if (this.kind === 'deadline') return 'deadline';
    return this.kind === 'shed' || this.kind === 'rate_limited' ? this.detail.reason : undefined;
  }
}

/** A query that ran out of time, running or waiting: optional work (facets, counts) drops it. */
export function isTimeout(e: unknown): e is QueryFailure {
  return e instanceof QueryFailure && (e.kind === 'timeout' || e.kind === 'deadline');
}

/** A query that ran and failed, or never ran: not a programming error. */
export function isQueryFailure(e: unknown): e is QueryFailure {
  return e instanceof QueryFailure;
}

const NOT_STARTED = 'The server could not start this query within the time limit: every SQL worker it may use was busy; retry shortly';

export const failures = {
  deadline: (): QueryFailure => new QueryFailure('deadline', NOT_STARTED, { reason: 'deadline', retryAfterSeconds: 2 }),
  clientLimit: (share: number): QueryFailure =>
    new QueryFailure('shed', `Too many requests at once from this client while others wait (its share now: ${share}); retry shortly`, {
      reason: 'client_limit',
      retryAfterSeconds: 1,
    }),
  queueFull: (): QueryFailure =>
    new QueryFailure('shed', 'The server is busy: every SQL worker is occupied and the queue is full; retry shortly', {
      reason: 'queue_full',
      retryAfterSeconds: 2,
    }),
  shuttingDown: (): QueryFailure => new QueryFailure('shed', 'Server shutting down', { reason: 'shutting_down', retryAfterSeconds: 5 }),
};
