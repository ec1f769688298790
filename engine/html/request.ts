// The request an HTML page's view runs with: the person's request plus the arguments the page needs
// (foreign-key labels, incoming links), remembering what the person asked for.
import { RequestInfo } from '../request.js';
import { urlencode, type QueryPairs } from '../url/query-string.js';

export class HtmlViewRequest extends RequestInfo {
  constructor(readonly asked: RequestInfo, extra: QueryPairs) {
    const q = [asked.rawQuery, urlencode(extra)].filter(Boolean).join('&');
    super(asked.method, asked.path, q, asked.host, asked.scheme, asked.client, asked.headers);
  }
}

/** The query arguments as the person sent them. */
export function askedPairs(req: RequestInfo): QueryPairs {
  return req instanceof HtmlViewRequest ? req.asked.pairs : req.pairs;
}
