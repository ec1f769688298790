// The SQL workers and how requests share them. Which requests may start at all is decided before
// (engine/ops/admission.ts); every job of an admitted request is queued, never refused. Rules:
// - A client (one address) may hold at most all but one of the regular workers, so one client's
//   slow queries can never occupy the whole pool while someone else waits.
// - Waiting work is taken round-robin across clients, one job per client per turn.
// - Fast lane: extra workers that only take statements that finished quickly before, so lookups keep
//   moving while every regular worker is busy with long queries. A statement is judged by its SQL
//   text (a lookup is fast for every key once one ran), so the same text can be slow with other
//   parameters: on the lane each job gets at most LANE_BUDGET_MS, and one that runs out of it is
//   put back at the head of its client's queue for a regular worker, and its client loses the lane
//   for LANE_PENALTY_MS. So the lane decision is keyed by client as well as by statement: mixing
//   cheap and costly parameters costs the lane one budget per penalty, and nobody else's lookups.
// - Background work (finishing a page's count, facets and suggestions for its next visit) runs as
//   BACKGROUND_CLIENT on a worker of its own, one job at a time, with at most `maxBackground` jobs
//   held (more are dropped). That thread runs at a lower OS priority (BACKGROUND_NICE), so it takes
//   the CPU requests leave idle and never delays a request: not by holding one of their workers, and
//   not by competing with them for a core. Its time limits count from when it starts.
// - A worker is never terminated in the middle of a statement (better-sqlite3 cannot unwind a dying
//   thread: the whole process aborts). A worker past its job's limit and grace, a pool closing, any
//   path that retires a worker first stops its statements through the SQL watchdog (as a deadline
//   would), and terminates it only once it is idle; one that never answers is set aside, not killed.
// - The time limit counts from arrival: a job runs with what is left of its limit, and one that
//   cannot start before its deadline fails then (a `deadline` failure: busy for a request, a
//   time-out for the optional parts of a page such as facets and counts) instead of running late.
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { Watchdog } from '../db/watchdog.js';
import type { QueryJob, QueryResult, WorkerFailure, WorkerInit, WorkerRequest, WorkerResponse } from './protocol.js';
import { FastStatements } from './fast-statements.js';
import { QueryFailure, failures } from '../query/failure.js';

/** The client that background work runs as (see the fairness rules above). */
export const BACKGROUND_CLIENT = '(background)';
/**
 * The background worker's nice value: against a request's thread on a busy core it gets about a
 * tenth of the time (weights 110 and 1024), so background work still ends under sustained load
 * (lower, it would mostly run out of its time limit there), while requests keep nearly the whole
 * core. Raising a thread's nice value needs no privilege.
 */
export const BACKGROUND_NICE = 10;

export interface PoolOptions {
  /** Regular workers. */
  size: number;
  /** Fast-lane workers (only statements known to be fast). */
  laneSize: number;
  init: WorkerInit;
  /** Background jobs (running or waiting) held at once; more are refused (dropped by their caller). */
  maxBackground: number;
  /** Extra grace after a job's own limit before its statement is interrupted, and again before a
   * worker that still has not answered is set aside and replaced. */
  stuckGraceMs: number;
  /** A job with no limit of its own (a time limit setting of 0) is taken for stuck after this long;
   * unset, never: a setting of 0 is the operator's choice to let statements run. */
  noLimitStuckMs?: number;
}

interface Pending {
  job: QueryJob;
  client: string;
  resolve(r: QueryResult): void;
  reject(e: Error): void;
  /** performance.now() by which the job must have finished (arrival + its time limit); null: none. */
  deadline: number | null;
  fast: boolean;
  expiry?: NodeJS.Timeout;
}

/** A job on a worker (`requested`: as it was asked for); `laneCapped` when the lane's budget, not its own limit, bounds it. */
type Running = Pending & { id: number; startedAt: number; timer: NodeJS.Timeout | undefined; laneCapped: boolean; requested: QueryJob };

/** What a worker takes: any request's job, fast statements only (the lane), or background work only. */
type Role = 'regular' | 'lane' | 'background';

interface Slot {
  worker: Worker;
  name: string;
  role: Role;
  current?: Running;
}

export interface ThreadInfo {
  name: string;
  busy: boolean;
  lane: boolean;
  background: boolean;
  database?: string;
  sql?: string;
  running_ms?: number;
}

/** The most time a job may take on a fast-lane worker before it goes back to wait for a regular one. */
const LANE_BUDGET_MS = 250;
/** How long a client whose job outran the lane's budget waits for regular workers only. */
const LANE_PENALTY_MS = 10_000;

/** How often a statement being stopped is interrupted again, until its worker answers. */
const INTERRUPT_EVERY_MS = 20;

/** A job with less than this left of its limit is not started: it could not do useful work. */
const MIN_USEFUL_MS = 5;

/** The compiled worker; when this module runs from source (vitest), the one `npm run build` made in dist/. */
function workerFile(): URL {
  const beside = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  return new URL('../../dist/engine/pool/worker.js', import.meta.url);
}
const WORKER_FILE = workerFile();
const MAX_TIMER_MS = 2_147_483_647;

export class WorkerPool {
  private readonly slots: Slot[] = [];
  /** Waiting jobs per client, and the clients in round-robin order. */
  private readonly queues = new Map<string, Pending[]>();
  private readonly turn: string[] = [];
  private queued = 0;
  /** Background jobs held, running or waiting. */
  private background = 0;
  private readonly running = new Map<string, number>();
  private readonly fastStatements = new FastStatements();
  /** Clients kept off the lane, until when (performance.now()). */
  private readonly offLane = new Map<string, number>();
  private nextId = 1;
  private spawned = 0;
  private closed = false;
  /** This thread's own watchdog: it stops statements running in the workers (interruptGroup). */
  private readonly interrupter: Watchdog;
  private readonly interrupterDb: Database.Database;
  /** Workers set aside while still busy: each is terminated when it next answers (then idle). */
  private readonly retiring = new Set<Worker>();
  /** Cache fills under way: the workers yet to finish each, and what each ran so far. */
  private readonly fills = new Map<number, { waiting: Set<Worker>; ran: number[]; done: (ran: number[]) => void }>();

  constructor(private readonly options: PoolOptions) {
    this.interrupterDb = new Database(':memory:');
    this.interrupter = Watchdog.load(this.interrupterDb, options.init.watchdogLibrary);
    for (let i = 0; i < Math.max(1, options.size); i++) this.slots.push(this.spawn('regular'));
    for (let i = 0; i < options.laneSize; i++) this.slots.push(this.spawn('lane'));
    this.slots.push(this.spawn('background'));
  }

  /** Regular workers one client may occupy at once. */
  private get perClientCap(): number {
    const regular = Math.max(1, this.options.size);
    return regular > 1 ? regular - 1 : 1;
  }

  private spawn(role: Role): Slot {
    const name = `sql-worker-${++this.spawned}${role === 'regular' ? '' : `-${role}`}`;
    const init: WorkerInit = role === 'background' ? { ...this.options.init, nice: BACKGROUND_NICE } : this.options.init;
    const worker = new Worker(WORKER_FILE, { workerData: init, name });
    const slot: Slot = { worker, name, role };
    worker.on('message', (msg: WorkerResponse) => this.onMessage(slot, msg));
    worker.on('error', (err) => this.replace(slot, { kind: 'bad_sql', message: `SQL worker failed: ${err.message}` }));
    worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) this.replace(slot, { kind: 'bad_sql', message: `SQL worker exited (${code})` });
    });
    return slot;
  }

  /** Run a job; rejects with a QueryFailure: past its deadline (not run), ran and failed, or shut down. */
  run(job: QueryJob, client: string): Promise<QueryResult> {
    if (this.closed) return Promise.reject(failures.shuttingDown());
    const fast = this.fastStatements.isFast(job) && !this.keptOffLane(client);
    if (client === BACKGROUND_CLIENT) {
      if (this.background >= this.options.maxBackground) return Promise.reject(failures.queueFull());
      this.background++;
    }
    // A limit is a limit however small: a caller whose budget is spent gets a statement stopped at
    // once, never one that runs unbounded.
    if (job.timeLimitMs !== null && job.timeLimitMs < 1) job = { ...job, timeLimitMs: 1 };
    const limit = job.timeLimitMs;
    return new Promise<QueryResult>((resolve, reject) => {
      const deadline = limit !== null && client !== BACKGROUND_CLIENT ? performance.now() + limit : null;
      const pending: Pending = { job, client, resolve, reject, deadline, fast };
      let queue = this.queues.get(client);
      if (!queue) {
        queue = [];
        this.queues.set(client, queue);
        this.turn.push(client);
      }
      queue.push(pending);
      this.queued++;
      if (deadline !== null) {
        pending.expiry = setTimeout(() => this.expire(pending), Math.min(limit!, MAX_TIMER_MS));
      }
      this.dispatch();
    });
  }

  /** Start every waiting job a free worker may take, in round-robin order across clients. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current || this.queued === 0) continue;
      const pending = this.take(slot);
      if (pending) this.start(slot, pending);
    }
  }

  /** The next job for `slot`: the first client in turn order with work this slot may run. */
  private take(slot: Slot): Pending | undefined {
    const background = slot.role === 'background';
    for (let i = 0; i < this.turn.length; i++) {
      const client = this.turn[i];
      if ((client === BACKGROUND_CLIENT) !== background) continue;
      const queue = this.queues.get(client)!;
      const index =
        slot.role === 'lane' ? queue.findIndex((p) => p.fast) : background || (this.running.get(client) ?? 0) < this.perClientCap ? 0 : -1;
      if (index < 0) continue;
      const [pending] = queue.splice(index, 1);
      this.queued--;
      // This client goes to the back of the line; a client with nothing left leaves it.
      this.turn.splice(i, 1);
      if (queue.length) this.turn.push(client);
      else this.queues.delete(client);
      return pending;
    }
    return undefined;
  }

  /** A job still waiting at its deadline is answered now: it could not start in time. */
  private expire(pending: Pending): void {
    const queue = this.queues.get(pending.client);
    const index = queue?.indexOf(pending) ?? -1;
    if (index < 0) return;
    queue!.splice(index, 1);
    this.queued--;
    if (!queue!.length) {
      this.queues.delete(pending.client);
      this.turn.splice(this.turn.indexOf(pending.client), 1);
    }
    this.release(pending.client);
    pending.reject(failures.deadline());
  }

  private start(slot: Slot, pending: Pending): void {
    clearTimeout(pending.expiry);
    const now = performance.now();
    const left = pending.deadline === null ? 0 : pending.deadline - now;
    if (pending.deadline !== null && left < MIN_USEFUL_MS) {
      this.release(pending.client);
      pending.reject(failures.deadline());
      return;
    }
    let job: QueryJob = pending.deadline === null ? pending.job : { ...pending.job, timeLimitMs: Math.max(1, Math.floor(left)) };
    const laneCapped = slot.role === 'lane' && (job.timeLimitMs === null || job.timeLimitMs > LANE_BUDGET_MS);
    if (laneCapped) job = { ...job, timeLimitMs: LANE_BUDGET_MS };
    const id = this.nextId++;
    const stuckAfter = job.timeLimitMs === null ? this.options.noLimitStuckMs : job.timeLimitMs + this.options.stuckGraceMs;
    // Past the largest delay a timer takes, Node fires it at once.
    const timer = stuckAfter === undefined ? undefined : setTimeout(() => this.stuck(slot), Math.min(stuckAfter, MAX_TIMER_MS));
    slot.current = { ...pending, job, id, startedAt: now, timer, laneCapped, requested: pending.job };
    this.running.set(pending.client, (this.running.get(pending.client) ?? 0) + 1);
    const request: WorkerRequest = { id, type: 'query', job };
    slot.worker.postMessage(request);
  }

  private release(client: string): void {
    if (client === BACKGROUND_CLIENT) this.background--;
  }

  private finish(slot: Slot): Running | undefined {
    const current = slot.current;
    if (!current) return undefined;
    clearTimeout(current.timer);
    slot.current = undefined;
    const running = (this.running.get(current.client) ?? 1) - 1;
    if (running <= 0) this.running.delete(current.client);
    else this.running.set(current.client, running);
    this.release(current.client);
    return current;
  }

  private onMessage(slot: Slot, msg: WorkerResponse): void {
    if ('filled' in msg) return this.filled(slot.worker, msg.filled, msg.ran);
    if (slot.current?.id !== msg.id) return;
    const done = this.finish(slot)!;
    const ms = performance.now() - done.startedAt;
    this.fastStatements.record(done.job, ms, msg.ok);
    if (msg.ok) {
      msg.result.ms = ms;
      done.resolve(msg.result);
    } else if (msg.error.kind === 'timeout' && done.laneCapped) this.backToQueue(done);
    else done.reject(new QueryFailure(msg.error.kind, msg.error.message));
    this.dispatch();
  }

  private keptOffLane(client: string): boolean {
    const until = this.offLane.get(client);
    if (until === undefined) return false;
    if (until > performance.now()) return true;
    this.offLane.delete(client);
    return false;
  }

  /**
   * A job that outran the lane's budget waits again, first in its client's line, for a regular
   * worker; its client waits for regular workers only for a while (what it has queued too).
   */
  private backToQueue(done: Running): void {
    const now = performance.now();
    if (this.offLane.size > 10_000) for (const [c, until] of this.offLane) if (until <= now) this.offLane.delete(c);
    this.offLane.set(done.client, now + LANE_PENALTY_MS);
    for (const p of this.queues.get(done.client) ?? []) p.fast = false;
    // Its own limit, not the lane's budget, applies again (start() gives it what is left of it).
    const pending: Pending = {
      job: done.requested,
      client: done.client,
      resolve: done.resolve,
      reject: done.reject,
      deadline: done.deadline,
      fast: false,
    };
    if (done.client === BACKGROUND_CLIENT) this.background++;
    let queue = this.queues.get(done.client);
    if (!queue) {
      queue = [];
      this.queues.set(done.client, queue);
      this.turn.push(done.client);
    }
    queue.unshift(pending);
    this.queued++;
    if (done.deadline !== null) pending.expiry = setTimeout(() => this.expire(pending), Math.max(0, done.deadline - performance.now()));
  }

  /**
   * A job still running well past its limit: its statement is stopped as its deadline would stop it,
   * and the worker answers (a time-out) and goes on. If even that gets no answer, the worker is set
   * aside and replaced.
   */
  private stuck(slot: Slot): void {
    const current = slot.current;
    if (!current) return;
    current.timer = setTimeout(() => this.setAside(slot), this.options.stuckGraceMs);
    void this.stopStatements(slot, performance.now() + this.options.stuckGraceMs);
  }

  /**
   * Interrupt the statements of `slot`'s worker until it answers or `until` passes. Repeated: a
   * statement that had not yet started when one interrupt came is stopped by the next.
   */
  private async stopStatements(slot: Slot, until: number): Promise<void> {
    const job = slot.current;
    while (slot.current === job && job && performance.now() < until) {
      this.interrupter.interruptGroup(slot.worker.threadId);
      await new Promise((r) => setTimeout(r, INTERRUPT_EVERY_MS));
    }
  }

  /** Replace a worker that does not answer, without terminating it mid-statement: it goes when idle. */
  private setAside(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || this.closed) return;
    const done = this.finish(slot);
    if (done) this.fastStatements.record(done.job, Number.POSITIVE_INFINITY, false);
    this.retire(slot.worker);
    this.slots[index] = this.spawn(slot.role);
    done?.reject(new QueryFailure('timeout', 'interrupted'));
    this.dispatch();
  }

  /**
   * Terminate `worker` once it is idle (at its next answer), interrupting its statements until then:
   * a statement it only started after the last interrupt (a slow start on a loaded machine) is
   * stopped too, and a process exiting never waits on it.
   */
  private retire(worker: Worker): void {
    this.filled(worker);
    worker.removeAllListeners();
    // It must not keep the process alive on its own.
    worker.unref();
    const nudge = setInterval(() => this.interrupter.interruptGroup(worker.threadId), INTERRUPT_EVERY_MS);
    nudge.unref();
    this.retiring.add(worker);
    const gone = (): void => {
      clearInterval(nudge);
      if (!this.retiring.delete(worker)) return;
      if (this.closed && this.retiring.size === 0) this.interrupterDb.close();
    };
    worker.once('message', () => {
      gone();
      void worker.terminate();
    });
    worker.once('error', gone);
    worker.once('exit', gone);
  }

  /** A worker that died (its thread is gone, so terminating is safe) is replaced; its job fails. */
  private replace(slot: Slot, failure: WorkerFailure): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || this.closed) return;
    const done = this.finish(slot);
    if (done) this.fastStatements.record(done.job, Number.POSITIVE_INFINITY, false);
    this.filled(slot.worker);
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    this.slots[index] = this.spawn(slot.role);
    done?.reject(new QueryFailure(failure.kind, failure.message));
    this.dispatch();
  }

  /** New workers open `database` at `path` (the version now served). */
  retarget(database: string, path: string): void {
    const spec = this.options.init.databases.find((d) => d.name === database);
    if (spec) spec.path = path;
  }

  /**
   * Each regular and lane worker runs `statements` on its connection to `path` between its queries,
   * filling that connection's page cache (engine/db/cache-fill.ts). Settles once every one has, or
   * has gone: with how many of the statements each ran.
   */
  fillCaches(database: string, path: string, statements: string[]): Promise<number[]> {
    const workers = this.slots.filter((s) => s.role !== 'background').map((s) => s.worker);
    if (this.closed || !statements.length) return Promise.resolve([]);
    const id = this.nextId++;
    return new Promise((done) => {
      this.fills.set(id, { waiting: new Set(workers), ran: [], done });
      const request: WorkerRequest = { type: 'fill', id, database, path, statements };
      for (const worker of workers) worker.postMessage(request);
    });
  }

  /** `worker` finished fill `id` (having run `ran` statements), or every fill it had (it is gone). */
  private filled(worker: Worker, id?: number, ran?: number): void {
    for (const [key, fill] of this.fills) {
      if ((id !== undefined && key !== id) || !fill.waiting.delete(worker)) continue;
      if (ran !== undefined) fill.ran.push(ran);
      if (fill.waiting.size) continue;
      this.fills.delete(key);
      fill.done(fill.ran);
    }
  }

  /** Every worker closes its connection to `path` once the query it is running (if any) is done. */
  releaseFile(path: string): void {
    const request: WorkerRequest = { type: 'release', path };
    for (const slot of this.slots) slot.worker.postMessage(request);
  }

  threads(): { num_threads: number; threads: ThreadInfo[]; queued: number } {
    const now = performance.now();
    return {
      num_threads: this.slots.length,
      threads: this.slots.map((s) => {
        const kind = { lane: s.role === 'lane', background: s.role === 'background' };
        return s.current
          ? {
              name: s.name,
              busy: true,
              ...kind,
              database: s.current.job.database,
              sql: s.current.job.sql,
              running_ms: Math.round(now - s.current.startedAt),
            }
          : { name: s.name, busy: false, ...kind };
      }),
      queued: this.queued,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queue of this.queues.values()) {
      for (const p of queue) {
        clearTimeout(p.expiry);
        p.reject(failures.shuttingDown());
      }
    }
    this.queues.clear();
    this.turn.length = 0;
    this.queued = 0;
    // Stop what still runs (requests in flight have finished or been cut by now), wait for those
    // workers to answer, then terminate every idle one; one that never answers is left to end.
    const until = performance.now() + this.options.stuckGraceMs;
    await Promise.all(this.slots.map((slot) => this.stopStatements(slot, until)));
    for (const slot of this.slots) {
      const left = this.finish(slot);
      if (left) {
        this.retire(slot.worker);
        left.reject(failures.shuttingDown());
      } else await slot.worker.terminate();
      this.filled(slot.worker);
    }
    if (this.retiring.size === 0) this.interrupterDb.close();
  }
}
