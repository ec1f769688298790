// Datasette's URL scheme, matched against the raw, still-percent-encoded path.
import { tildeDecode, tildeEncode } from '../url/tilde.js';

export type Route =
  | { kind: 'index'; format: string | null }
  | { kind: 'introspection'; name: string; format: string | null }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'download'; db: string }
  | { kind: 'database'; db: string; format: string | null }
  /** `path` is the table page's canonical path without its format suffix (`/db/table`). */
  | { kind: 'table'; db: string; table: string; path: string; format: string | null }
  | { kind: 'row'; db: string; table: string; pks: string; format: string | null }
  | { kind: 'notFound' };

const INTROSPECTION = /^\/-\/(metadata|versions|plugins|settings|threads|databases|actor)(?:\.(\w+))?$/;
const DATABASE = /^\/([^/.]+)(?:\.(\w+))?$/;
const TABLE = /^\/([^/.]+)\/([^/.]+)(?:\.(\w+))?$/;
const ROW = /^\/([^/.]+)\/([^/.]+)\/([^/]+?)(?:\.(\w+))?$/;

export function route(path: string, query: string): Route {
  if (path === '/' || path === '/.json' || path === '/.jsono') {
    return { kind: 'index', format: path === '/' ? null : 'json' };
  }
  if (path === '/-/config.json' || path === '/-/config') {
    return { kind: 'redirect', location: path.replace('config', 'settings'), status: 301 };
  }
  let m = INTROSPECTION.exec(path);
  if (m) return { kind: 'introspection', name: m[1], format: m[2] ?? null };
  if (path.endsWith('.db') && /^\/[^/.]+\.db$/.test(path)) return { kind: 'download', db: tildeDecode(path.slice(1, -3)) };
  m = DATABASE.exec(path);
  if (m) return { kind: 'database', db: tildeDecode(m[1]), format: m[2] ?? null };
  m = TABLE.exec(path);
  if (m) {
    const db = tildeDecode(m[1]);
    return { kind: 'table', db, table: tildeDecode(m[2]), path: `/${tildeEncode(db)}/${m[2]}`, format: m[3] ?? null };
  }
  m = ROW.exec(path);
  if (m) return { kind: 'row', db: tildeDecode(m[1]), table: tildeDecode(m[2]), pks: m[3], format: m[4] ?? null };
  const redirect = notFoundRedirect(path, query);
  return redirect ?? { kind: 'notFound' };
}

/**
 * Datasette's 404 fallbacks, for paths that match nothing and for pages whose database or table
 * does not exist: percent-encoded paths move to tilde encoding, trailing slashes go.
 */
export function notFoundRedirect(path: string, query: string): Extract<Route, { kind: 'redirect' }> | null {
  const q = query ? `?${query}` : '';
  if (path.includes('%')) {
    return { kind: 'redirect', location: path.replace(/~/g, '~7E').replace(/%/g, '~').replace(/\./g, '~2E') + q, status: 302 };
  }
  if (path.length > 1 && path.endsWith('/')) return { kind: 'redirect', location: path.replace(/\/+$/, '') + q, status: 302 };
  return null;
}
