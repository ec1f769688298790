// The bounded queue in front of the SQL workers, with per-client and whole-pool load shedding.
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { QueryFailure, QueryJob, QueryResult, WorkerInit, WorkerRequest, WorkerResponse } from './protocol.js';

/** The request was refused before running: 429 (this client holds too many) or 503 (queue full). */
export class Shed extends Error {
  constructor(readonly status: 429 | 503, message: string, readonly retryAfterSeconds: number) {
    super(message);
  }
}

/** The query ran and failed (time limit, SQLite error, refused statement). */
export class QueryError extends Error {
  constructor(readonly failure: QueryFailure) {
    super(failure.message);
  }
}

export interface PoolOptions {
  size: number;
  init: WorkerInit;
  /** Jobs allowed to wait for a worker; beyond that → 503. */
  maxQueue: number;
  /** Jobs (running or waiting) one client may hold; beyond that → 429. */
  maxPerClient: number;
  /** Extra grace after a job's own limit before its worker is replaced as stuck. */
  stuckGraceMs: number;
}

interface Pending {
  job: QueryJob;
  client: string;
  resolve(r: QueryResult): void;
  reject(e: Error): void;
  queuedAt: number;
}

interface Slot {
  worker: Worker;
  name: string;
  current?: Pending & { id: number; startedAt: number; timer: NodeJS.Timeout };
}

export interface ThreadInfo {
  name: string;
  busy: boolean;
  database?: string;
  sql?: string;
  running_ms?: number;
}

/** The compiled worker; when this module runs from source (vitest), the one `npm run build` made in dist/. */
function workerFile(): URL {
  const beside = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  return new URL('../../dist/engine/pool/worker.js', import.meta.url);
}
const WORKER_FILE = workerFile();

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly perClient = new Map<string, number>();
  private nextId = 1;
  private spawned = 0;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    for (let i = 0; i < Math.max(1, options.size); i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const name = `sql-worker-${++this.spawned}`;
    const worker = new Worker(WORKER_FILE, { workerData: this.options.init, name });
    const slot: Slot = { worker, name };
    worker.on('message', (msg: WorkerResponse) => this.onMessage(slot, msg));
    worker.on('error', (err) => this.replace(slot, { kind: 'sql', message: `SQL worker failed: ${err.message}` }));
    worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) this.replace(slot, { kind: 'sql', message: `SQL worker exited (${code})` });
    });
    return slot;
  }

  /** Run a job; rejects with Shed (not run), QueryError (ran and failed). */
  run(job: QueryJob, client: string): Promise<QueryResult> {
    const held = this.perClient.get(client) ?? 0;
    if (held >= this.options.maxPerClient) {
      return Promise.reject(new Shed(429, `Too many concurrent queries from this client (limit ${this.options.maxPerClient}); retry shortly`, 1));
    }
    const idle = this.slots.find((s) => !s.current);
    if (!idle && this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new Shed(503, 'The server is busy: every SQL worker is occupied and the queue is full; retry shortly', 2));
    }
    this.perClient.set(client, held + 1);
    return new Promise<QueryResult>((resolve, reject) => {
      const pending: Pending = { job, client, resolve, reject, queuedAt: performance.now() };
      if (idle) this.start(idle, pending);
      else this.queue.push(pending);
    });
  }

  private start(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    const timer = setTimeout(
      () => this.replace(slot, { kind: 'timeout', message: 'interrupted' }),
      pending.job.timeLimitMs + this.options.stuckGraceMs,
    );
    slot.current = { ...pending, id, startedAt: performance.now(), timer };
    const request: WorkerRequest = { id, type: 'query', job: pending.job };
    slot.worker.postMessage(request);
  }

  private finish(slot: Slot): (Pending & { id: number }) | undefined {
    const current = slot.current;
    if (!current) return undefined;
    clearTimeout(current.timer);
    slot.current = undefined;
    const held = (this.perClient.get(current.client) ?? 1) - 1;
    if (held <= 0) this.perClient.delete(current.client);
    else this.perClient.set(current.client, held);
    return current;
  }

  private onMessage(slot: Slot, msg: WorkerResponse): void {
    if (slot.current?.id !== msg.id) return;
    const done = this.finish(slot)!;
    if (msg.ok) done.resolve(msg.result);
    else done.reject(new QueryError(msg.error));
    this.dispatch(slot);
  }

  private dispatch(slot: Slot): void {
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }

  /** A worker that died or overran its limit is replaced; its job fails. */
  private replace(slot: Slot, failure: QueryFailure): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || this.closed) return;
    const done = this.finish(slot);
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    const fresh = this.spawn();
    this.slots.push(fresh);
    done?.reject(new QueryError(failure));
    this.dispatch(fresh);
  }

  threads(): { num_threads: number; threads: ThreadInfo[]; queued: number } {
    const now = performance.now();
    return {
      num_threads: this.slots.length,
      threads: this.slots.map((s) =>
        s.current
          ? { name: s.name, busy: true, database: s.current.job.database, sql: s.current.job.sql, running_ms: Math.round(now - s.current.startedAt) }
          : { name: s.name, busy: false },
      ),
      queued: this.queue.length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Shed(503, 'Server shutting down', 5));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
