// Datasette's tilde encoding for database, table and primary-key values in URL paths:
// like percent-encoding but with `~` as the escape, so `.` and `/` survive proxies that
// decode `%2F` and so a `.json` suffix is never ambiguous.
import { Buffer } from 'node:buffer';
import { decodeEscaped } from './query-string.js';

// Per UTF-8 byte: `A-Za-z0-9_-` kept, space → "+", everything else `~XX` upper-case.
const TILDE_BYTE: string[] = Array.from({ length: 256 }, (_, b) => {
  const ch = String.fromCharCode(b);
  if (/[A-Za-z0-9_-]/.test(ch)) return ch;
  if (b === 0x20) return '+';
  return '~' + b.toString(16).toUpperCase().padStart(2, '0');
});

const NOTHING_TO_ENCODE = /^[A-Za-z0-9_-]*$/;

/** `table/with/slashes.csv` → `table~2Fwith~2Fslashes~2Ecsv`. */
export function tildeEncode(s: string): string {
  if (NOTHING_TO_ENCODE.test(s)) return s;
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) out += TILDE_BYTE[byte];
  return out;
}

/**
 * Datasette's tilde_decode: `~` → `%`, then `unquote_plus`, with literal `%` in the input
 * protected. So `~XX` decodes to byte 0xXX (runs as UTF-8, bad bytes → U+FFFD), `+` is a
 * space, `%2F` stays `%2F`, and a `~` not followed by two hex digits comes out as `%`
 * (exactly what Datasette returns). Never throws.
 */
export function tildeDecode(s: string): string {
  return decodeEscaped(s, '~');
}
