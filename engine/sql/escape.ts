// Identifier quoting and full-text query escaping, matching Datasette's escape_sqlite and
// escape_fts so generated SQL (shown to clients in `query.sql`) is byte-identical.
import { SQLITE_KEYWORDS } from './keywords.js';

const PLAIN_IDENTIFIER = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/**
 * Datasette's escape_sqlite: bare if a plain identifier that is not a keyword, else
 * `[name]`. SQLite brackets have no escape for `]`, so a name containing `]` is
 * double-quoted instead (`"a]b"`); Datasette would emit broken SQL there. Also unlike
 * Python's `$`, ours does not accept a trailing newline as a plain identifier.
 */
export function escapeSqlite(name: string): string {
  if (PLAIN_IDENTIFIER.test(name) && !SQLITE_KEYWORDS.has(name.toLowerCase())) return name;
  if (name.includes(']')) return quoteIdentifier(name);
  return '[' + name + ']';
}

/** Always-safe SQL identifier: `"name"` with embedded `"` doubled. */
export function quoteIdentifier(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

// Python's `\s` (str.isspace): ASCII whitespace, \x1c-\x1f, \x85 and Unicode spaces.
// Deliberately not JS's `\s`, which differs (it has \ufeff, lacks \x1c-\x1f and \x85).
const PY_WHITESPACE = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

// Datasette splits on `\s+|(".*?")`: runs of whitespace, or a "quoted" group (kept).
// Python's `.` excludes only "\n".
const FTS_SPLIT = new RegExp(`[${PY_WHITESPACE}]+|("[^\\n]*?")`);

/**
 * Datasette's escape_fts: balance an odd `"` by appending one, split into whitespace-
 * separated tokens keeping `"..."` groups whole, drop empty and `""` tokens, wrap every
 * token not starting with `"` in double quotes, join with spaces. `dog AND` → `"dog" "AND"`,
 * so FTS operators in user input are matched literally.
 */
export function escapeFts(q: string): string {
  return escapedBits(q)
    .map((bit) => (bit.startsWith('"') ? bit : '"' + bit + '"'))
    .join(' ');
}

/**
 * The text of each phrase escapeFts makes of `q`, in order: a bare word, or a quoted group without
 * its quotes (null for a stray quote cut at a line break, which is no phrase of its own).
 */
export function escapedPhrases(q: string): Array<string | null> {
  return escapedBits(q).map((bit) => (!bit.startsWith('"') ? bit : /^"[^"]*"$/.test(bit) ? bit.slice(1, -1) : null));
}

function escapedBits(q: string): string[] {
  let query = q;
  let quotes = 0;
  for (let i = 0; i < query.length; i++) if (query.charCodeAt(i) === 0x22) quotes++;
  if (quotes % 2 === 1) query += '"';
  return query.split(FTS_SPLIT).filter((bit): bit is string => bit !== undefined && bit !== '' && bit !== '""');
}
