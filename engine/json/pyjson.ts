// Byte-exact reproduction of Python's `json.dumps` defaults (ensure_ascii, ", " / ": "
// separators, float repr) as Datasette 0.65 emits them. Clients diff our output against
// Datasette's, so every byte here matters.
import { Buffer, isUtf8 } from 'node:buffer';

/** A cell as read by better-sqlite3 with `safeIntegers(true)`. */
export type SqlValue = null | bigint | number | string | Uint8Array;

/** An already-encoded JSON fragment, embedded verbatim by `dumps`. */
export class RawJson {
  constructor(readonly json: string) {}
}

export type PyJson =
  | null
  | boolean
  | number
  | bigint
  | string
  | RawJson
  | PyJson[]
  | { [key: string]: PyJson }
  // Python dicts keep insertion order for every key; JS objects hoist integer-like keys
  // ("1", "10") to the front, so use a Map when keys can look like array indices.
  | Map<string, PyJson>;

// The escape for each UTF-16 code unit, or null for printable ASCII kept as is. Non-ASCII
// entries are filled on first use (a full table would be megabytes of strings).
const ESCAPES: (string | null)[] = (() => {
  const table: (string | null)[] = new Array<string | null>(65536).fill(null);
  for (let c = 0; c < 0x20; c++) table[c] = unicodeEscape(c);
  table[0x7f] = unicodeEscape(0x7f);
  table[0x22] = '\\"';
  table[0x5c] = '\\\\';
  table[0x08] = '\\b';
  table[0x0c] = '\\f';
  table[0x0a] = '\\n';
  table[0x0d] = '\\r';
  table[0x09] = '\\t';
  return table;
})();

function unicodeEscape(codeUnit: number): string {
  return '\\u' + codeUnit.toString(16).padStart(4, '0');
}

// Anything Python's ensure_ascii would escape: `"`, `\`, controls, DEL and non-ASCII.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const NEEDS_ESCAPE = /["\\\u0000-\u001f\u007f-\uffff]/;

/** A Python `json.dumps(str)` string literal (ensure_ascii=True). */
export function encodeString(s: string): string {
  // Most cells are plain printable ASCII: one regex scan finds that (or the first
  // escape) much faster than a JS loop would.
  const firstEscape = NEEDS_ESCAPE.exec(s);
  if (firstEscape === null) return '"' + s + '"';
  let out = '"';
  let chunkStart = 0;
  const length = s.length;
  for (let i = firstEscape.index; i < length; i++) {
    const c = s.charCodeAt(i);
    let escaped = ESCAPES[c];
    if (escaped === null) {
      if (c < 0x80) continue;
      // UTF-16 code units, so astral chars come out as surrogate pairs like Python's.
      escaped = ESCAPES[c] = unicodeEscape(c);
    }
    if (i > chunkStart) out += s.slice(chunkStart, i);
    out += escaped;
    chunkStart = i + 1;
  }
  if (chunkStart < length) out += s.slice(chunkStart);
  return out + '"';
}

/**
 * Python's `repr(float)`: the shortest round-tripping digits (as JS finds them), printed
 * with an exponent when the decimal point position is <= -4 or > 16, always with a `.0`
 * or an exponent so it reads as a float. Non-finite values give `inf`, `-inf`, `nan`
 * (repr, not JSON: JSON callers handle those themselves).
 */
export function pyFloatRepr(n: number): string {
  const magnitude = Math.abs(n);
  // In this range JS and Python agree on the digits and the positional layout.
  if (magnitude >= 1e-4 && magnitude < 1e16) {
    const s = String(n);
    return s.includes('.') ? s : s + '.0';
  }
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  if (n !== n) return 'nan';
  if (magnitude === Infinity) return n > 0 ? 'inf' : '-inf';
  return (n < 0 ? '-' : '') + exponentRepr(magnitude);
}

// Re-lay JS's shortest digits for a positive finite number as Python's `d.ddde±XX`.
function exponentRepr(positive: number): string {
  const js = String(positive);
  let digits: string;
  let exponent: number; // power of ten of the first significant digit
  const e = js.indexOf('e');
  if (e >= 0) {
    digits = js.slice(0, e).replace('.', '');
    exponent = Number(js.slice(e + 1));
  } else {
    // Positional forms JS still uses outside Python's range: 1e16..1e21 and 1e-6..1e-4.
    const point = js.indexOf('.');
    const intPart = point >= 0 ? js.slice(0, point) : js;
    const fracPart = point >= 0 ? js.slice(point + 1) : '';
    const all = intPart + fracPart;
    const firstNonZero = all.search(/[1-9]/);
    digits = all.slice(firstNonZero);
    exponent = intPart.length - 1 - firstNonZero;
  }
  digits = digits.replace(/0+$/, '');
  const mantissa = digits.length > 1 ? digits[0] + '.' + digits.slice(1) : digits;
  const absExponent = Math.abs(exponent);
  return mantissa + (exponent < 0 ? 'e-' : 'e+') + (absExponent < 10 ? '0' : '') + absExponent;
}

// Python's json turns non-finite floats into these (invalid JSON) tokens.
function jsonFloat(n: number): string {
  if (n === Infinity) return 'Infinity';
  if (n === -Infinity) return '-Infinity';
  if (n !== n) return 'NaN';
  return pyFloatRepr(n);
}

// Only decodes bytes `isUtf8` accepted (Python's strict `bytes.decode("utf-8")` accepts the
// same set); ignoreBOM keeps a leading BOM in the text, as Python does.
const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * JSON for one SQLite value as Datasette renders it: INTEGER exact, REAL as a Python
 * float, ±Infinity → null unless `infinity` (then `Infinity` / `-Infinity`), BLOBs as a
 * string when they are valid UTF-8, else `{"$base64": true, "encoded": "..."}`.
 */
export function encodeCell(v: SqlValue, infinity: boolean): string {
  if (typeof v === 'string') return encodeString(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') {
    if (v === Infinity || v === -Infinity) return infinity ? jsonFloat(v) : 'null';
    return jsonFloat(v);
  }
  if (v === null) return 'null';
  const blob = blobValue(v);
  return typeof blob === 'string' ? encodeString(blob) : '{"$base64": true, "encoded": "' + blob.encoded + '"}';
}

/** A BLOB as Datasette writes it: its text when it is valid UTF-8, else base64 in an object. */
export function blobValue(v: Uint8Array): string | { $base64: true; encoded: string } {
  if (isUtf8(v)) return utf8Decoder.decode(v);
  return { $base64: true, encoded: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') };
}

function encodeNumber(n: number): string {
  if (!Number.isInteger(n)) return jsonFloat(n);
  // Python ints print all their digits; JS switches to exponent form at 1e21.
  return Math.abs(n) < 1e21 ? String(n) : BigInt(n).toString();
}

/** Python `json.dumps(v)` with default arguments. Object keys with undefined values are skipped. */
export function dumps(v: PyJson): string {
  switch (typeof v) {
    case 'string':
      return encodeString(v);
    case 'number':
      return encodeNumber(v);
    case 'bigint':
      return v.toString();
    case 'boolean':
      return v ? 'true' : 'false';
  }
  if (v === null) return 'null';
  if (v instanceof RawJson) return v.json;
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    let out = '[' + dumps(v[0]);
    for (let i = 1; i < v.length; i++) out += ', ' + dumps(v[i]);
    return out + ']';
  }
  let out = '{';
  let first = true;
  if (v instanceof Map) {
    for (const [key, value] of v) {
      if (value === undefined) continue;
      out += (first ? '' : ', ') + encodeString(key) + ': ' + dumps(value);
      first = false;
    }
    return out + '}';
  }
  for (const key in v) {
    const value = v[key];
    if (value === undefined) continue;
    out += (first ? '' : ', ') + encodeString(key) + ': ' + dumps(value);
    first = false;
  }
  return out + '}';
}
