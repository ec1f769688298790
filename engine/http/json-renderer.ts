// The JSON renderer: a view's result as Datasette's bytes, per `_shape`.
import { dumps, RawJson, type PyJson } from '../json/pyjson.js';
import type { RequestInfo } from '../request.js';
import { OBJECT_ROW_SEPARATOR } from '../views/fetch.js';
import { ROWS_SLOT, type EncodedRows, type Envelope, type ViewResult } from '../views/result.js';
import { framed } from './framed.js';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Response bytes and what the HTTP layer needs to send them. */
export interface RenderedJson {
  status: number;
  bytes: Buffer;
  contentType: string;
  /** Data views get Cache-Control (on 200) and Referrer-Policy. */
  dataView: boolean;
  /** A table page with parts left out for time: not to be kept by caches. */
  partial: boolean;
  nextUrl: string | null;
}

/** Python's json.dumps of `value` (ASCII, so latin1 bytes = chars). */
export function jsonBytes(value: PyJson): Buffer {
  return Buffer.from(dumps(value), 'latin1');
}

export function renderJson(req: RequestInfo, result: Exclude<ViewResult, { kind: 'redirect' }>): RenderedJson {
  const out = (bytes: Buffer, dataView: boolean, nextUrl: string | null = null, contentType = JSON_TYPE): RenderedJson => ({
    status: result.status,
    bytes,
    contentType,
    dataView,
    partial: result.kind === 'table' && result.partial,
    nextUrl,
  });
  switch (result.kind) {
    case 'document':
      return out(jsonBytes(result.body), result.dataView);
    case 'index':
      return out(jsonBytes(result.envelope), false);
    case 'database':
      return out(jsonBytes(result.envelope), true);
    case 'query':
      if (!result.rows) return out(jsonBytes(result.envelope), true);
      return withRows(req, result.envelope, result.rows, out);
    case 'row':
      return withRows(req, result.envelope, result.rows, out);
    case 'table':
      return withRows(req, result.envelope, result.rows, out, result.nextUrl);
  }
}

type Out = (bytes: Buffer, dataView: boolean, nextUrl?: string | null, contentType?: string) => RenderedJson;

function withRows(
  req: RequestInfo,
  envelope: Envelope,
  rows: EncodedRows | { form: 'values' },
  out: Out,
  nextUrl: string | null = null,
): RenderedJson {
  if (rows.form !== 'encoded') throw new Error('JSON renderer given value rows: the view ran with the wrong format');
  const encoded = Buffer.from(rows.bytes.buffer, rows.bytes.byteOffset, rows.bytes.byteLength);
  const { shape } = rows;
  if (shape === 'array' || shape === 'arrayfirst') {
    if (shape === 'array' && req.flag('_nl')) return out(encoded, true, nextUrl, 'text/plain');
    return out(framed('[', rows, ']'), true, nextUrl);
  }
  if (shape === 'object') {
    const texts = encoded.length ? encoded.toString('latin1').split(OBJECT_ROW_SEPARATOR) : [];
    // A Map keeps row order: a plain object would move integer-like keys ("15", "2") to the front in numeric order.
    const byKey = new Map<string, PyJson>();
    texts.forEach((t, i) => {
      byKey.set(rows.objectKeys![i], new RawJson(t));
    });
    return out(jsonBytes(byKey), true, nextUrl);
  }
  const text = dumps(envelope);
  const at = text.indexOf(ROWS_SLOT.json);
  return out(framed(text.slice(0, at) + '[', rows, ']' + text.slice(at + ROWS_SLOT.json.length)), true, nextUrl);
}
