// What operators see of a tool call: a count by tool and outcome, its time, a shed count when it
// was refused, and its request's access-log line naming the tool and outcome (never the arguments).
import type { Engine } from '../engine.js';
import type { LineFields } from '../ops/access-log.js';
import type { ShedReason } from '../query/failure.js';

/**
 * `ok`; `error`: the arguments or what they name were wrong (bad SQL, no such table, a parameter
 * breaking its rule); `timeout`: the query ran past its time limit; `refused`: not run, to keep the
 * server fair (quota, per-client limit, full queue); `internal`: the server's fault.
 */
export type Outcome = 'ok' | 'error' | 'timeout' | 'refused' | 'internal';

export interface CallRecord {
  tool: string;
  outcome: Outcome;
  ms: number;
  /** Why it did not succeed: a failure kind or a rule (never an argument value). */
  reason?: string;
  shed?: ShedReason;
}

export function recordCall(engine: Engine, r: CallRecord, line: LineFields): void {
  engine.metrics.toolCalls.inc({ tool: r.tool, outcome: r.outcome });
  engine.metrics.toolLatency.observe({ tool: r.tool }, r.ms / 1000);
  if (r.shed) engine.metrics.shed.inc({ reason: r.shed });
  // On the request's own access-log line (one line per call, written when the answer has gone).
  line.tool = r.tool;
  line.outcome = r.outcome;
  if (r.reason) line.reason = r.reason;
  if (r.shed) line.shed = r.shed;
}
