// Datasette 0.65's named_parameters(): which `:name` parameters a query uses, so that
// missing ones can be bound as "" and listed in `query.params`.
//
// Like Datasette this is four regex passes applied one after another (line comments,
// block comments, '...' strings, "..." identifiers), not a tokenizer, and we keep that:
// it decides which names get "" defaults, which clients observe. One visible quirk:
// a `--` inside a string literal still cuts the rest of that line.

const LINE_COMMENT = /--[^\n]*/g; // Python `--.*` (its `.` stops only at "\n")
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;
const SINGLE_QUOTED = /'(?:''|[^'])*'/g;
const DOUBLE_QUOTED = /"(?:""|[^"])*"/g;
// Python's Unicode `\w`: letters, numbers and underscore.
const NAMED_PARAMETER = /:([\p{L}\p{N}_]+)/gu;

/**
 * Every `:name` left after removing comments and quoted text, in order of first
 * appearance. Datasette's own list keeps duplicates; every caller dedupes it (it feeds a
 * dict), so we return each name once.
 */
export function extractNamedParameters(sql: string): string[] {
  const stripped = sql.replace(LINE_COMMENT, '').replace(BLOCK_COMMENT, '').replace(SINGLE_QUOTED, '').replace(DOUBLE_QUOTED, '');
  const names: string[] = [];
  const seen = new Set<string>();
  for (const match of stripped.matchAll(NAMED_PARAMETER)) {
    const name = match[1];
    if (seen.has(name)) continue;
    seen.add(name);
    names.push(name);
  }
  return names;
}
