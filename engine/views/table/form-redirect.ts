// Datasette's filter-form and sort-form arguments (`_filter_column_N`…, `_sort_by_desc`) answer with a
// redirect to the clean URL.
import type { RequestInfo } from '../../request.js';
import { urlencode } from '../../url/query-string.js';
import type { RedirectResult } from '../result.js';
import { HttpError } from '../../errors.js';

/** A redirect echoes the request: past these sizes its headers would be more than clients accept. */
const MAX_LOCATION = 8192;
const MAX_PRELOAD_LINK = 1024;

export function formRedirect(req: RequestInfo, path: string): RedirectResult | null {
  const hasFilterForm = req.pairs.some(([k]) => k.startsWith('_filter_column'));
  const hasSortForm = req.has('_sort_by_desc');
  if (!hasFilterForm && !hasSortForm) return null;
  let pairs = req.pairs.filter(([k]) => !k.startsWith('_filter_') && k !== '_sort_by_desc');
  if (hasFilterForm) {
    for (const [k, column] of req.pairs) {
      const m = /^_filter_column(_\d+)?$/.exec(k);
      if (!m || !column) continue;
      const suffix = m[1] ?? '';
      let op = req.get(`_filter_op${suffix}`) ?? 'exact';
      let value = req.get(`_filter_value${suffix}`) ?? '';
      if (op.includes('__')) [op, value] = op.split('__', 2) as [string, string];
      pairs.push([`${column}__${op}`, value]);
    }
  }
  if (hasSortForm) {
    const column = req.get('_sort');
    pairs = pairs.filter(([k]) => k !== '_sort');
    if (column) pairs.push(['_sort_desc', column]);
  }
  const q = urlencode(pairs);
  const location = q ? `${path}?${q}` : path;
  if (location.length > MAX_LOCATION) {
    throw new HttpError(
      400,
      `The form's values make a URL of ${location.length} characters, more than a redirect can carry (${MAX_LOCATION}); send the filters as column__op=value parameters instead`,
    );
  }
  // Datasette's preload hint repeats the whole URL: only worth it for short ones.
  return {
    kind: 'redirect',
    status: 302,
    location,
    headers: location.length <= MAX_PRELOAD_LINK ? { Link: `<${location}>; rel=preload` } : {},
  };
}
