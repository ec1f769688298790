// What a view needs to know about the request it answers.
import { firstValue, parseQuery, urlencode, type QueryPairs } from './url/query-string.js';

export class RequestInfo {
  readonly pairs: QueryPairs;
  constructor(
    readonly method: string,
    /** Raw (still percent-encoded) path, without base_url. */
    readonly path: string,
    readonly rawQuery: string,
    readonly host: string,
    readonly scheme: string,
    /** Client identity for per-client limits (remote address). */
    readonly client: string,
    readonly headers: Headers,
  ) {
    this.pairs = parseQuery(rawQuery);
  }

  get(key: string): string | undefined {
    return firstValue(this.pairs, key);
  }

  getAll(key: string): string[] {
    return this.pairs.filter(([k]) => k === key).map(([, v]) => v);
  }

  has(key: string): boolean {
    return this.pairs.some(([k]) => k === key);
  }

  /** Any non-empty value counts as on (Datasette's _nocount, _nofacet, _nl…). */
  flag(key: string): boolean {
    const v = this.get(key);
    return v !== undefined && v !== '';
  }

  /** The same request with another query string. */
  withPairs(pairs: QueryPairs): RequestInfo {
    return new RequestInfo(this.method, this.path, urlencode(pairs), this.host, this.scheme, this.client, this.headers);
  }

  /** scheme://host + path, as Datasette builds absolute URLs. */
  absolute(pathAndQuery: string): string {
    return `${this.scheme}://${this.host}${pathAndQuery}`;
  }
}
