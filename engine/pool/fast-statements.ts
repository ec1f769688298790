// Which statements finished quickly last time they ran: those may use the fast lane. Keyed by the
// SQL text (parameters aside), so a lookup by primary key is fast for every key once one ran.
import type { QueryJob } from './protocol.js';

/** A statement that finished successfully within this is "fast". */
const FAST_MS = 50;
/** Statements remembered (least recently used ones are forgotten first). */
const CAPACITY = 4096;

export class FastStatements {
  private readonly lastMs = new Map<string, number>();

  private static key(job: QueryJob): string {
    return `${job.database}\u0000${job.sql}`;
  }

  isFast(job: QueryJob): boolean {
    const ms = this.lastMs.get(FastStatements.key(job));
    return ms !== undefined && ms < FAST_MS;
  }

  record(job: QueryJob, ms: number, ok: boolean): void {
    const key = FastStatements.key(job);
    this.lastMs.delete(key);
    this.lastMs.set(key, ok ? ms : Number.POSITIVE_INFINITY);
    if (this.lastMs.size > CAPACITY) this.lastMs.delete(this.lastMs.keys().next().value!);
  }
}
