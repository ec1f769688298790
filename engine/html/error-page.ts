// HTML error pages: the message, the same status as the JSON, and a way back up the path.
import type { Engine } from '../engine.js';
import { renderTemplate } from './render.js';

/** The nearest page above `path`: row → table → database → index. */
export function parentPath(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length <= 1) return '/';
  return (
    '/' +
    parts
      .slice(0, -1)
      .join('/')
      .replace(/\.\w+$/, '')
  );
}

/** A path as a person reads it; a malformed percent escape stays as sent. */
function readable(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/**
 * The SQL of a time-limit error. Its message is Datasette's HTML (timeLimitMessage in
 * engine/errors.ts, kept byte-compatible for JSON clients) with the SQL escaped in a textarea.
 */
function interruptedSql(message: string): string | null {
  const m = /<textarea[^>]*>([\s\S]*)<\/textarea>/.exec(message);
  return m ? m[1].replace(/&(amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e]) : null;
}

export function renderErrorPage(
  engine: Engine,
  path: string,
  status: number,
  title: string | null,
  message: string,
  backHref = parentPath(path),
  options: { searchText?: string } = {},
): string {
  const sql = title === 'SQL Interrupted' ? interruptedSql(message) : null;
  return renderTemplate(engine, 'error.njk', {
    title: title ?? `Error ${status}`,
    heading: title ?? (status === 404 ? 'Not found' : `Error ${status}`),
    message: sql === null ? message : 'The query took longer than the time limit (the sql_time_limit_ms setting) and was stopped.',
    sql,
    backHref,
    backLabel: backHref === '/' ? 'Back to the home page' : `Back to ${readable(backHref)}`,
    // A page not found or asked for wrongly offers the site's search box (when it has one).
    offerSearch: status === 404 || status === 400,
    searchText: options.searchText ?? '',
  });
}
