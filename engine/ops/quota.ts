// A per-client request quota for public deployments (the rate_limit_per_minute setting): a token
// bucket per client that holds up to N requests and refills at N per minute, so a client may burst
// N requests and then go on at N a minute. Clients are identified as the fairness rules identify
// them (their address, or the one trusted proxies forwarded).
import { QueryFailure } from '../query/failure.js';

export interface QuotaDecision {
  allowed: boolean;
  /** Requests left in the bucket after this one. */
  remaining: number;
  /** Seconds until the bucket is full again (the quota has reset). */
  resetSeconds: number;
  /** When refused: seconds until the next request may go through. */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

const WINDOW_SECONDS = 60;
/** Buckets kept before full ones are dropped (a full bucket is the same as none). */
const SWEEP_AT = 10_000;

export class RequestQuota {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perSecond: number;

  constructor(
    /** Requests per minute and burst size; 0 turns the quota off. */
    readonly perMinute: number,
    private readonly now: () => number = () => performance.now() / 1000,
  ) {
    this.perSecond = perMinute / WINDOW_SECONDS;
  }

  get enabled(): boolean {
    return this.perMinute > 0;
  }

  /** Spend one request of `client`'s quota, if it has one left. */
  take(client: string): QuotaDecision {
    const now = this.now();
    const bucket = this.refilled(client, now);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(client, bucket);
    if (this.buckets.size > SWEEP_AT) this.sweep(now);
    return {
      allowed,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((this.perMinute - bucket.tokens) / this.perSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond)),
    };
  }

  /** What a refused request (or tool call) is told: the quota, and when to retry. */
  failure(d: QuotaDecision): QueryFailure {
    return new QueryFailure(
      'rate_limited',
      `This client is over its quota of ${this.perMinute} requests a minute; retry in ${d.retryAfterSeconds} s`,
      { reason: 'rate_limited', retryAfterSeconds: d.retryAfterSeconds },
    );
  }

  /** The IETF RateLimit-Policy and RateLimit header fields for a decision. */
  headers(d: QuotaDecision): Record<string, string> {
    return {
      'RateLimit-Policy': `"per-client";q=${this.perMinute};w=${WINDOW_SECONDS}`,
      RateLimit: `"per-client";r=${d.remaining};t=${d.resetSeconds}`,
    };
  }

  private refilled(client: string, now: number): Bucket {
    const bucket = this.buckets.get(client);
    if (!bucket) return { tokens: this.perMinute, at: now };
    return { tokens: Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.perSecond), at: now };
  }

  private sweep(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perSecond >= this.perMinute) this.buckets.delete(client);
    }
  }
}
