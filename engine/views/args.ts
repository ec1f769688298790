// Query-string arguments every data view reads the same way: `_shape`, booleans, `_timelimit`.
import type { RequestInfo } from '../request.js';
import { HttpError } from '../errors.js';
import type { Shape } from './result.js';
import { timeLimit } from '../config/settings.js';

const SHAPES: readonly string[] = ['arrays', 'objects', 'array', 'arrayfirst', 'object'];

export function requestedShape(req: RequestInfo): Shape | { invalid: string } {
  const shape = req.get('_shape') ?? 'arrays';
  return SHAPES.includes(shape) ? (shape as Shape) : { invalid: shape };
}

const TRUE = ['on', 'true', '1'];
const FALSE = ['off', 'false', '0'];

/** Datasette's boolean query args: on/off/true/false/1/0, any case; anything else is a client error. */
export function booleanArg(req: RequestInfo, key: string): boolean {
  const v = req.get(key);
  if (v === undefined) return false;
  const lower = v.toLowerCase();
  if (TRUE.includes(lower)) return true;
  if (FALSE.includes(lower)) return false;
  throw new HttpError(400, `${key} must be on, off, true, false, 1 or 0, not "${v}"`);
}

/** `_timelimit` may only lower the configured SQL time limit. */
export function timeLimitFor(req: RequestInfo, configuredMs: number): number | null {
  const configured = timeLimit(configuredMs);
  const raw = req.get('_timelimit');
  if (raw === undefined) return configured;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, `_timelimit must be a whole number of milliseconds, not "${raw}"`);
  const asked = Number(raw);
  if (asked === 0) return configured; // Datasette ignores a zero _timelimit
  return configured === null ? asked : Math.min(asked, configured);
}
