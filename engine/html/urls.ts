// Query-string edits for the links and forms of HTML pages.
import { urlencode, type QueryPairs } from '../url/query-string.js';

/** `path?pairs`, or just `path` when there are none. */
export function withQuery(path: string, pairs: QueryPairs): string {
  return pairs.length ? `${path}?${urlencode(pairs)}` : path;
}

/** The pairs without any whose key is in `keys`. */
export function without(pairs: QueryPairs, ...keys: string[]): QueryPairs {
  return pairs.filter(([k]) => !keys.includes(k));
}

/** A view's link to its JSON (absolute or relative, path ending in `.json`) as the HTML page's link. */
export function htmlLink(jsonUrl: string): string {
  const noOrigin = jsonUrl.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const at = noOrigin.indexOf('?');
  return at < 0 ? noOrigin.replace(/\.json$/, '') : noOrigin.slice(0, at).replace(/\.json$/, '') + noOrigin.slice(at);
}
