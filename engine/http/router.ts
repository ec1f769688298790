// Datasette's URL scheme (§1.1), matched against the raw, still-percent-encoded path.
import { tildeDecode } from '../url/tilde.js';

export type Route =
  | { kind: 'index'; format: string | null }
  | { kind: 'introspection'; name: string; format: string | null }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'download'; db: string }
  | { kind: 'database'; db: string; format: string | null }
  | { kind: 'table'; db: string; table: string; format: string | null }
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
  if (m) return { kind: 'table', db: tildeDecode(m[1]), table: tildeDecode(m[2]), format: m[3] ?? null };
  m = ROW.exec(path);
  if (m) return { kind: 'row', db: tildeDecode(m[1]), table: tildeDecode(m[2]), pks: m[3], format: m[4] ?? null };
  // Datasette's 404 fallbacks: percent-encoded paths move to tilde encoding, trailing slashes go.
  const q = query ? `?${query}` : '';
  if (path.includes('%')) {
    return { kind: 'redirect', location: path.replace(/~/g, '~7E').replace(/%/g, '~').replace(/\./g, '~2E') + q, status: 302 };
  }
  if (path.length > 1 && path.endsWith('/')) return { kind: 'redirect', location: path.replace(/\/+$/, '') + q, status: 302 };
  return { kind: 'notFound' };
}
