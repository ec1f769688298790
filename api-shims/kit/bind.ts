// How a validated parameter value reaches SQL (ParamSpec.bind).
import { type ParamValue } from '../../engine/index.js';
import { ApiError } from './errors.js';
import type { ParamSpec } from './spec.js';

export interface FtsPhrase {
  text: string;
  /** A trailing `*`: any word starting with the text. */
  prefix: boolean;
}

/**
 * The phrases of search words: each word or "quoted phrase" (a word's trailing `*` kept as a prefix
 * match), leaving out those without a letter or digit (which the tokenizer would drop anyway).
 */
export function ftsPhrases(text: string): FtsPhrase[] {
  const phrases: FtsPhrase[] = [];
  for (const match of text.matchAll(/"([^"]*)"|(\S+)/g)) {
    const word = match[2];
    const prefix = word !== undefined && word.endsWith('*');
    const body = (match[1] ?? word)
      .replace(/\*+$/, prefix ? '' : '$&')
      .replace(/"/g, ' ')
      .trim();
    if (/[\p{L}\p{N}]/u.test(body)) phrases.push({ text: body, prefix });
  }
  return phrases;
}

/** Words → an FTS5 query that can never be a syntax error: each phrase a quoted FTS5 string, all must match. */
export function ftsQuery(text: string): string {
  return ftsPhrases(text)
    .map((p) => `"${p.text}"${p.prefix ? '*' : ''}`)
    .join(' ');
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
