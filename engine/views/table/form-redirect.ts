// Datasette's filter-form and sort-form arguments (`_filter_column_N`…, `_sort_by_desc`) answer with a
// redirect to the clean URL.
import type { RequestInfo } from '../../request.js';
import { urlencode } from '../../url/query-string.js';
import type { RedirectResult } from '../result.js';

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
  return { kind: 'redirect', status: 302, location, headers: { Link: `<${location}>; rel=preload` } };
}
