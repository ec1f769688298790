// Turns a view's envelope plus the worker's rendered rows into the response bytes, per `_shape`.
import { dumps, RawJson, type PyJson } from '../json/pyjson.js';
import type { RenderSpec, LabelSpec } from '../pool/protocol.js';
import type { RequestInfo } from '../request.js';
import { HttpError } from '../errors.js';

export type Shape = 'arrays' | 'objects' | 'array' | 'arrayfirst' | 'object';
const SHAPES: readonly string[] = ['arrays', 'objects', 'array', 'arrayfirst', 'object'];

/** Rows of a `_shape=object` body are split on this byte, which never appears in ASCII JSON output. */
const ROW_SPLIT = '\u0001';
const ROWS_MARK = '"\u0002ROWS\u0002"';

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

export function renderSpec(req: RequestInfo, shape: Shape, limit: number | null, raw: RenderSpec['raw'], labels?: LabelSpec[]): RenderSpec {
  const rowForm = shape === 'arrays' ? 'array' : shape === 'arrayfirst' ? 'first' : 'object';
  const newlines = shape === 'array' && req.flag('_nl');
  return {
    rowForm,
    separator: shape === 'object' ? ROW_SPLIT : newlines ? '\n' : ', ',
    jsonColumns: req.getAll('_json'),
    infinity: booleanArg(req, '_json_infinity'),
    limit,
    raw: shape === 'object' ? 'all' : raw,
    labels,
  };
}

export interface Body {
  bytes: Buffer;
  contentType: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function jsonBody(value: PyJson): Body {
  return { bytes: Buffer.from(dumps(value), 'latin1'), contentType: JSON_TYPE };
}

/**
 * The body of a data view. `envelope` holds every key in order with `rows` set to `rowsPlaceholder()`;
 * `objectKeys` (one per row) are needed for `_shape=object`.
 */
export function dataBody(req: RequestInfo, shape: Shape, envelope: Record<string, PyJson>, rendered: Uint8Array, objectKeys?: string[]): Body {
  const rows = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
  if (shape === 'array' || shape === 'arrayfirst') {
    if (shape === 'array' && req.flag('_nl')) return { bytes: rows, contentType: 'text/plain' };
    return { bytes: Buffer.concat([Buffer.from('['), rows, Buffer.from(']')]), contentType: JSON_TYPE };
  }
  if (shape === 'object') {
    const texts = rows.length ? rows.toString('latin1').split(ROW_SPLIT) : [];
    // A Map keeps row order: a plain object would move integer-like keys ("15", "2") to the front in numeric order.
    const obj = new Map<string, PyJson>();
    texts.forEach((t, i) => { obj.set(objectKeys![i], new RawJson(t)); });
    return jsonBody(obj);
  }
  const text = dumps(envelope);
  const at = text.indexOf(ROWS_MARK);
  return {
    bytes: Buffer.concat([Buffer.from(text.slice(0, at), 'latin1'), Buffer.from('['), rows, Buffer.from(']'), Buffer.from(text.slice(at + ROWS_MARK.length), 'latin1')]),
    contentType: JSON_TYPE,
  };
}

export function rowsPlaceholder(): RawJson {
  return new RawJson(ROWS_MARK);
}
