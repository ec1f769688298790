// Datasette's magic parameters for canned queries: values computed per request, never read from the URL.
import { randomBytes } from 'node:crypto';
import type { RequestInfo } from '../request.js';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function iso(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The value of a magic parameter, or undefined if `name` is not one. */
export function magicValue(name: string, req: RequestInfo): string | null | undefined {
  const now = new Date();
  if (name === '_now_epoch') return String(Math.floor(now.getTime() / 1000));
  if (name === '_now_date_utc') return iso(now).slice(0, 10);
  if (name === '_now_datetime_utc') return iso(now);
  if (name.startsWith('_header_')) return req.headers.get(name.slice(8).replace(/_/g, '-')) ?? '';
  if (name.startsWith('_cookie_')) {
    const wanted = name.slice(8);
    for (const part of (req.headers.get('cookie') ?? '').split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k === wanted) return decodeURIComponent(v.join('='));
    }
    return '';
  }
  if (name.startsWith('_actor_')) return null; // everyone is anonymous here
  const random = /^_random_chars_(\d+)$/.exec(name);
  if (random) {
    const n = Math.min(Number(random[1]), 1024);
    return [...randomBytes(n)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
  }
  return undefined;
}
