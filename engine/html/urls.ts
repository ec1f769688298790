// Query-string edits for the links and forms of HTML pages.
import { parseQuery, urlencode, type QueryPairs } from '../url/query-string.js';

/** `path?pairs`, or just `path` when there are none. */
export function withQuery(path: string, pairs: QueryPairs): string {
  return pairs.length ? `${path}?${urlencode(pairs)}` : path;
}

/** The pairs without any whose key is in `keys`. */
export function without(pairs: QueryPairs, ...keys: string[]): QueryPairs {
  return pairs.filter(([k]) => !keys.includes(k));
}

/**
 * A view's JSON link (absolute or relative, path ending in `.json`) as the HTML page it stands for:
 * same origin-relative path without the `.json`, and without arguments the HTML layer added itself.
 */
export function htmlLink(jsonUrl: string, added: QueryPairs = []): string {
  const noOrigin = jsonUrl.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const at = noOrigin.indexOf('?');
  const path = (at < 0 ? noOrigin : noOrigin.slice(0, at)).replace(/\.json$/, '');
  let pairs = at < 0 ? [] : parseQuery(noOrigin.slice(at + 1));
  for (const [k, v] of added) {
    const i = pairs.findIndex(([pk, pv]) => pk === k && pv === v);
    if (i >= 0) pairs = [...pairs.slice(0, i), ...pairs.slice(i + 1)];
  }
  return withQuery(path, pairs);
}

/** The same page in another format (`json`, `csv`), keeping the query string. */
export function formatLink(path: string, format: string, pairs: QueryPairs): string {
  return withQuery(`${path}.${format}`, pairs);
}
