// How a validated parameter value reaches SQL (ParamSpec.bind).
import { type ParamValue } from '../../engine/index.js';
import { ApiError } from './errors.js';
import type { ParamSpec } from './spec.js';

/**
 * Words → an FTS5 query that can never be a syntax error: every word or "quoted phrase" becomes
 * a quoted FTS5 string (all must match), a word's trailing `*` stays a prefix match, and words
 * without a letter or digit (which the tokenizer would drop anyway) are left out.
 */
export function ftsQuery(text: string): string {
  const terms: string[] = [];
  for (const match of text.matchAll(/"([^"]*)"|(\S+)/g)) {
    const word = match[2];
    const prefix = word !== undefined && word.endsWith('*');
    const body = (match[1] ?? word)
      .replace(/\*+$/, prefix ? '' : '$&')
      .replace(/"/g, ' ')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(body)) continue;
    terms.push(`"${body}"${prefix ? '*' : ''}`);
  }
  return terms.join(' ');
}

/** The words of `text`: maximal runs of Unicode letters and digits. */
export function wordTokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words → an FTS5 query requiring every word: each token double-quoted, space-separated. */
export function ftsTokensQuery(text: string): string {
  return wordTokens(text)
    .map((t) => `"${t}"`)
    .join(' ');
}

/** A LIKE pattern matching text that contains `text` (escape character `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQL binding of one parameter's validated value (integers as bigint: exact, and valid in LIMIT). */
export function bindValue(param: ParamSpec, value: string | number | null): ParamValue {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (param.bind === 'fts') {
    const query = ftsQuery(value);
    if (query === '')
      throw new ApiError(400, `Parameter "${param.name}" has no word to search for`, { parameter: param.name, rule: 'pattern' });
    return query;
  }
  if (param.bind === 'fts_tokens' || param.bind === 'tokens_json') {
    const tokens = wordTokens(value);
    if (!tokens.length)
      throw new ApiError(400, `Parameter "${param.name}" has no word to search for (letters or digits)`, {
        parameter: param.name,
        rule: 'pattern',
      });
    return param.bind === 'fts_tokens' ? ftsTokensQuery(value) : JSON.stringify(tokens);
  }
  if (param.bind === 'contains') return containsPattern(value);
  return value;
}
