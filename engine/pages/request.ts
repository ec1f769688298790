// What a request to a configured page asks for: HTML or its `.json` twin, the page variables from the
// path and the query string, and the page of each `paged` query.
import type { PageDeclaration } from './schema.js';

/** A bad request to a page: 400 or 404, with the message people read. */
export class PageRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the search box on the error page starts with. */
    readonly searchText?: string,
  ) {
    super(message);
  }
}

/** `/member/A1.json` → `/member/A1`; null when the path is not a `.json` twin. */
export function twinOf(path: string): string | null {
  return path.endsWith('.json') && !path.endsWith('/.json') ? path.slice(0, -'.json'.length) : null;
}

/** The page's variables: the path's, then each `query_params` name from the query string (required). */
export function pageVariables(page: PageDeclaration, fromPath: Record<string, string>, search: URLSearchParams): Record<string, string> {
  const out = { ...fromPath };
  for (const name of page.query_params ?? []) {
    const value = search.get(name);
    if (value === null || value.trim() === '') {
      throw new PageRequestError(400, `This page needs the query-string parameter "${name}" (${page.path}?${name}=…).`);
    }
    out[name] = value;
  }
  return out;
}

/** The requested page of a paged query: `?<query>_page=N`, 1-based; 1 when absent. */
export function pageNumber(query: string, search: URLSearchParams): number {
  const raw = search.get(`${query}_page`);
  if (raw === null) return 1;
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) {
    throw new PageRequestError(400, `"${query}_page" must be a page number (1, 2, 3, …), not "${raw}".`);
  }
  return Number(raw);
}

/** The same URL with `<query>_page` set to `page` (dropped for page 1). */
export function pageUrl(path: string, search: URLSearchParams, query: string, page: number): string {
  const next = new URLSearchParams(search);
  next.delete(`${query}_page`);
  if (page > 1) next.set(`${query}_page`, String(page));
  const qs = next.toString();
  return qs ? `${path}?${qs}` : path;
}
