// `_timelimit` may only lower the configured SQL time limit.
import type { RequestInfo } from '../request.js';
import { HttpError } from '../errors.js';

export function timeLimitFor(req: RequestInfo, configured: number): number {
  const raw = req.get('_timelimit');
  if (raw === undefined) return configured;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, `_timelimit must be a whole number of milliseconds, not "${raw}"`);
  const asked = Number(raw);
  if (asked === 0) return configured; // Datasette ignores a zero _timelimit
  return configured > 0 ? Math.min(asked, configured) : asked;
}
