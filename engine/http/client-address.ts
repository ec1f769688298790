// Who a request comes from, for per-client fairness and the access log: the connection's address,
// or, when that is a trusted proxy (the `trusted_proxies` setting), the address the proxies
// forwarded: the right-most X-Forwarded-For entry that is not itself a trusted proxy.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { normalAddress as normal, type TrustedProxies } from '../config/trusted-proxies.js';

export function clientAddress(c: Context, trusted: TrustedProxies): string {
  let remote: string;
  try {
    remote = normal(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
  if (!trusted.has(remote)) return remote;
  const forwarded = c.req.header('x-forwarded-for');
  if (!forwarded) return remote;
  const hops = forwarded
    .split(',')
    .map(normal)
    .filter((a) => a !== '');
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i])) return hops[i].slice(0, 64);
  return hops[0]?.slice(0, 64) ?? remote;
}
