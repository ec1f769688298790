// Query-string parsing and building with the exact rules of Python's urllib.parse
// (parse_qsl(keep_blank_values=True), unquote_plus, urlencode/quote_plus), which is what
// Datasette uses to read arguments and to build `next_url` / toggle URLs.
import { Buffer } from 'node:buffer';

/** Query arguments in request order; repeated keys appear repeatedly. */
export type QueryPairs = Array<[string, string]>;

// Python's unquote decodes with errors="replace" and keeps a leading BOM.
const lenientUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });

// Hex digit value by char code (either case), -1 for anything else.
const HEX_VALUE: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let d = 0; d < 10; d++) table[48 + d] = d;
  for (let d = 0; d < 6; d++) {
    table[65 + d] = 10 + d;
    table[97 + d] = 10 + d;
  }
  return table;
})();

function hexValue(codeUnit: number): number {
  return codeUnit < 128 ? HEX_VALUE[codeUnit] : -1;
}

/**
 * `+` → space, then `<escapeChar>XX` (hex, either case) → the byte 0xXX, runs of bytes
 * decoded as UTF-8 with U+FFFD replacement. An escape char not followed by two hex
 * digits becomes a literal `%` (for `%` that is "left as is"; for the tilde decoder it is
 * what Datasette's `~`→`%` substitution leaves behind). Never throws.
 */
export function decodeEscaped(s: string, escapeChar: '%' | '~'): string {
  const escape = escapeChar.charCodeAt(0);
  if (s.indexOf(escapeChar) < 0) return s.indexOf('+') < 0 ? s : s.replace(/\+/g, ' ');
  let out = '';
  let chunkStart = 0;
  const length = s.length;
  let i = 0;
  while (i < length) {
    const c = s.charCodeAt(i);
    if (c === 0x2b) {
      out += s.slice(chunkStart, i) + ' ';
      chunkStart = ++i;
      continue;
    }
    if (c !== escape) {
      i++;
      continue;
    }
    out += s.slice(chunkStart, i);
    const bytes: number[] = [];
    // Gather the whole run of consecutive escapes: multi-byte UTF-8 spans several.
    while (i + 2 < length && s.charCodeAt(i) === escape) {
      const high = hexValue(s.charCodeAt(i + 1));
      const low = hexValue(s.charCodeAt(i + 2));
      if (high < 0 || low < 0) break;
      bytes.push(high * 16 + low);
      i += 3;
    }
    if (bytes.length > 0) {
      out += lenientUtf8.decode(Uint8Array.from(bytes));
    } else {
      out += '%';
      i++;
    }
    chunkStart = i;
  }
  return out + s.slice(chunkStart);
}

/** Python's `urllib.parse.unquote_plus`. */
export function unquotePlus(s: string): string {
  return decodeEscaped(s, '%');
}

/**
 * Python's `parse_qsl(raw, keep_blank_values=True)`: split on `&` only, skip empty
 * segments, a segment without `=` is a key with value "". Pass the query string
 * without its leading `?`.
 */
export function parseQuery(raw: string): QueryPairs {
  const pairs: QueryPairs = [];
  if (raw === '') return pairs;
  for (const segment of raw.split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    if (eq < 0) {
      pairs.push([unquotePlus(segment), '']);
    } else {
      pairs.push([unquotePlus(segment.slice(0, eq)), unquotePlus(segment.slice(eq + 1))]);
    }
  }
  return pairs;
}

/** The value of the first occurrence of `key`, as Datasette's `request.args.get`. */
export function firstValue(pairs: QueryPairs, key: string): string | undefined {
  for (const [k, v] of pairs) {
    if (k === key) return v;
  }
  return undefined;
}

// quote_plus: unreserved bytes kept, space → "+", the rest %XX upper-case.
const QUOTE_PLUS_BYTE: string[] = Array.from({ length: 256 }, (_, b) => {
  const ch = String.fromCharCode(b);
  if (/[A-Za-z0-9_.~-]/.test(ch)) return ch;
  if (b === 0x20) return '+';
  return '%' + b.toString(16).toUpperCase().padStart(2, '0');
});

const QUOTE_PLUS_SAFE = /^[A-Za-z0-9_.~-]*$/;

/** Python's `urllib.parse.quote_plus` (UTF-8). */
export function quotePlus(s: string): string {
  if (QUOTE_PLUS_SAFE.test(s)) return s;
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) out += QUOTE_PLUS_BYTE[byte];
  return out;
}

/** Python's `urllib.parse.urlencode(pairs)`: `k=v` pairs quote_plus-ed, joined by `&`. */
export function urlencode(pairs: QueryPairs): string {
  let out = '';
  for (let i = 0; i < pairs.length; i++) {
    const [key, value] = pairs[i];
    out += (i === 0 ? '' : '&') + quotePlus(key) + '=' + quotePlus(value);
  }
  return out;
}
