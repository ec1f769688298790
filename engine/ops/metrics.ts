// Prometheus metrics of one engine: what an operator graphs and alerts on. Each engine has its own
// registry, so several servers in one process (tests) never share counters.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface PoolGauges {
  queued(): number;
  busy(): number;
  size(): number;
}

export class EngineMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'kind' | 'status'>;
  readonly latency: Histogram<'kind'>;
  readonly timeouts: Counter<'database'>;
  readonly walks: Counter<'database' | 'outcome'>;
  readonly shed: Counter<'reason'>;
  readonly dataVersion: Gauge<'database' | 'version'>;
  readonly toolCalls: Counter<'tool' | 'outcome'>;
  readonly toolLatency: Histogram<'tool'>;

  constructor(pool: PoolGauges) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route kind and status',
      labelNames: ['kind', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response headers, by route kind',
      labelNames: ['kind'],
      registers,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    });
    this.timeouts = new Counter({
      name: 'sql_timeouts_total',
      help: 'SQL statements stopped by the time limit',
      labelNames: ['database'],
      registers,
    });
    this.walks = new Counter({
      name: 'sql_ordered_walks_total',
      help: "Filtered pages offered a walk of their order's index: answered by it, short of a page (the page's own query ran after), few (the filter's index finds fewer matches than the walk reads) or unneeded (an index serves filter and order)",
      labelNames: ['database', 'outcome'],
      registers,
    });
    this.shed = new Counter({
      name: 'requests_shed_total',
      help: 'Requests answered 429/503 without running, by reason',
      labelNames: ['reason'],
      registers,
    });
    this.toolCalls = new Counter({
      name: 'mcp_tool_calls_total',
      help: 'MCP tool calls answered, by tool and outcome (ok, error, timeout, refused, internal)',
      labelNames: ['tool', 'outcome'],
      registers,
    });
    this.toolLatency = new Histogram({
      name: 'mcp_tool_call_duration_seconds',
      help: 'Time to answer an MCP tool call, by tool',
      labelNames: ['tool'],
      registers,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    });
    this.dataVersion = new Gauge({
      name: 'database_version_info',
      help: 'The data version served per database (value 1)',
      labelNames: ['database', 'version'],
      registers,
    });
    new Gauge({
      name: 'sql_queue_depth',
      help: 'Queries waiting for an SQL worker',
      registers,
      collect() {
        this.set(pool.queued());
      },
    });
    new Gauge({
      name: 'sql_workers_busy',
      help: 'SQL workers running a query',
      registers,
      collect() {
        this.set(pool.busy());
      },
    });
    new Gauge({
      name: 'sql_workers',
      help: 'SQL workers in the pool',
      registers,
      collect() {
        this.set(pool.size());
      },
    });
  }

  private readonly versions = new Map<string, string>();

  /** Record the version now served for `database`, replacing the previous one. */
  setDataVersion(database: string, version: string): void {
    const previous = this.versions.get(database);
    if (previous !== undefined) this.dataVersion.remove({ database, version: previous });
    this.versions.set(database, version);
    this.dataVersion.set({ database, version }, 1);
  }

  async text(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
