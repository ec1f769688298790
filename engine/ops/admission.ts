// Which requests may start now. Admission is work-conserving: a request is refused only when serving
// it would hurt someone else, never for concurrency alone on a server with room. What counts is
// requests in flight (what a user sees and can reason about), not the queries a page runs inside one;
// the pool's round-robin decides whose query goes next.
// - The server holds at most `waiting` requests beyond what its SQL workers run; past that, 503.
// - A lone client may fill the waiting room (the workers' share stays open for a newcomer).
// - While other clients have requests in flight, a client holding its fair share gets 429: the
//   waiting room split evenly among the active clients, and never less than `perClient`.
import { failures, type QueryFailure } from '../query/failure.js';

export interface AdmissionLimits {
  /** The fewest requests a client may hold while others wait (max_queries_per_client). */
  perClient: number;
  /** Requests that may wait for a SQL worker (max_queued_queries). */
  waiting: number;
  /** SQL workers, regular and fast lane: requests they run are not waiting. */
  workers: number;
}

/** Call once the request is answered (more calls do nothing). */
export type Release = () => void;

export class RequestAdmission {
  private readonly held = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  /** Admit one request from `client`, or say why not. */
  enter(client: string): Release | QueryFailure {
    const mine = this.held.get(client) ?? 0;
    const others = this.held.size - (mine > 0 ? 1 : 0);
    if (this.total >= this.limits.waiting + this.limits.workers) return failures.queueFull();
    const share = this.share(others);
    if (mine >= share) return others > 0 ? failures.clientLimit(share) : failures.queueFull();
    return this.hold(client);
  }

  /** Count more work of an admitted request (a body still being streamed) without asking again. */
  hold(client: string): Release {
    this.held.set(client, (this.held.get(client) ?? 0) + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
    };
  }

  /** Requests a client may hold while `others` other clients have some in flight. */
  private share(others: number): number {
    if (others === 0) return Math.max(1, this.limits.waiting);
    return Math.max(1, this.limits.perClient, Math.floor(this.limits.waiting / (others + 1)));
  }
}
