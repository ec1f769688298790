// HTML error pages: the message, the same status as the JSON, and a way back up the path.
import type { Engine } from '../engine.js';
import { renderTemplate } from './render.js';

/** The nearest page above `path`: row → table → database → index. */
export function parentPath(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length <= 1) return '/';
  return '/' + parts.slice(0, -1).join('/').replace(/\.\w+$/, '');
}

/** A path as a person reads it; a malformed percent escape stays as sent. */
function readable(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function renderErrorPage(engine: Engine, path: string, status: number, title: string | null, message: string, backHref = parentPath(path)): string {
  return renderTemplate(engine, 'error.njk', {
    title: title ?? `Error ${status}`,
    heading: title ?? (status === 404 ? 'Not found' : `Error ${status}`),
    message,
    backHref,
    backLabel: backHref === '/' ? 'Back to the home page' : `Back to ${readable(backHref)}`,
  });
}
