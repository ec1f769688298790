// Datasette 0.65's validate_sql_select: the gate on user-supplied `?sql=` (not canned
// queries). It is a textual check, not a parser; we keep its exact quirks (for example a
// disallowed `pragma` inside a string literal is still refused).

/** The pragma table-valued functions user SQL may call. */
export const ALLOWED_PRAGMA_FUNCTIONS: readonly string[] = [
  'pragma_database_list',
  'pragma_foreign_key_list',
  'pragma_function_list',
  'pragma_index_info',
  'pragma_index_list',
  'pragma_index_xinfo',
  'pragma_page_count',
  'pragma_max_page_count',
  'pragma_page_size',
  'pragma_schema_version',
  'pragma_table_info',
  'pragma_table_xinfo',
];

export const NOT_A_SELECT_MESSAGE = 'Statement must be a SELECT';

export const DISALLOWED_PRAGMA_MESSAGE =
  'Statement contained a disallowed PRAGMA. Allowed pragma functions are ' + ALLOWED_PRAGMA_FUNCTIONS.map((name) => name + '()').join(', ');

// `pragma` anywhere, unless it is the prefix of an allowed function name.
const DISALLOWED_PRAGMA = new RegExp('pragma(?!(' + ALLOWED_PRAGMA_FUNCTIONS.map((name) => name.slice('pragma'.length)).join('|') + '))');

// Python's str.isspace() set, which is what both `strip()` and `\s` use there.
const PY_WHITESPACE_CLASS = '[\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const PY_WHITESPACE_CHAR = new RegExp(PY_WHITESPACE_CLASS);
const LEADING_WHITESPACE = new RegExp('^' + PY_WHITESPACE_CLASS + '+');
const TRAILING_WHITESPACE = new RegExp(PY_WHITESPACE_CLASS + '+$');

// The statement openers Datasette accepts, anchored (sticky) where comments end. The
// lookahead is Python's Unicode `\b` after the keyword: the next char is not a word char.
const WS = PY_WHITESPACE_CLASS + '+';
const ALLOWED_OPENERS = new RegExp(
  `(?:select|explain${WS}select|explain${WS}query${WS}plan${WS}select|` +
    `with|explain${WS}with|explain${WS}query${WS}plan${WS}with)(?![\\p{L}\\p{N}_])`,
  'uy',
);

function pyStrip(s: string): string {
  return s.replace(LEADING_WHITESPACE, '').replace(TRAILING_WHITESPACE, '');
}

function skipWhitespace(s: string, from: number): number {
  let i = from;
  while (i < s.length && PY_WHITESPACE_CHAR.test(s[i])) i++;
  return i;
}

// Position after any leading `-- ...\n` and `/* ... */` comments and whitespace. A
// hand scan equivalent to Datasette's comment regex, without its backtracking cost.
function skipLeadingComments(sql: string): number {
  let pos = 0;
  for (;;) {
    const start = skipWhitespace(sql, pos);
    if (sql.startsWith('--', start)) {
      const newline = sql.indexOf('\n', start);
      if (newline < 0) return start;
      pos = newline + 1;
    } else if (sql.startsWith('/*', start)) {
      const close = sql.indexOf('*/', start + 2);
      if (close < 0) return start;
      pos = close + 2;
    } else {
      return start;
    }
  }
}

/** null if Datasette would run this user SQL, else the exact error message it gives. */
export function validateSqlSelect(sql: string): string | null {
  const withoutCommentLines = sql
    .split('\n')
    .filter((line) => !pyStrip(line).startsWith('--'))
    .join('\n');
  const lowered = pyStrip(withoutCommentLines).toLowerCase();
  ALLOWED_OPENERS.lastIndex = skipLeadingComments(lowered);
  if (!ALLOWED_OPENERS.test(lowered)) return NOT_A_SELECT_MESSAGE;
  if (DISALLOWED_PRAGMA.test(lowered)) return DISALLOWED_PRAGMA_MESSAGE;
  return null;
}
