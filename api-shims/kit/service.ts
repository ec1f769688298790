// What a service hands the kit to get an /api layer: its database, its routes, the documents only
// it knows (questions, index, OpenAPI info) and the envelope conventions its clients expect.
import type { PyJson } from '../../engine/index.js';
import type { JsonObject } from './schemas.js';
import type { ApiRoute, SpecialRoute } from './spec.js';

/** Conventions that differ between services' clients; every choice is fixed per service. */
export interface EnvelopeStyle {
  /** The `rule` an error names for each internal rule (a JSON Schema keyword or one of ours); unlisted ones pass as they are. */
  ruleNames: Readonly<Record<string, string>>;
  /** Every `rule` an error may carry (after renaming), for the Error schema. */
  rules: readonly string[];
  /** Error bodies always carry `parameter` and `rule`, null when there is none (else the keys are left out). */
  nullDetail: boolean;
  /** Status of a fixed route that ran past the SQL time limit (user SQL is always a 400). */
  routeTimeoutStatus: 503 | 504;
  /** /api/sql: a `:name` with no query parameter is a 400 `required` (else it binds ''). */
  sqlRequiresParams: boolean;
  /** /api/sql adds `columns` and `truncated` to its list envelope. */
  sqlExtras: boolean;
  /** Smallest `limit` a list envelope may show (0 when a whole-table route can be empty). */
  minLimit: 0 | 1;
  /** Status of a CORS preflight (OPTIONS) under /api/: 204 no content, or the engine's own 200 answer. */
  preflightStatus: 200 | 204;
}

export interface ApiService {
  /** The database every route reads. */
  database: string;
  /** In the order the OpenAPI document and the index list them. */
  routes: readonly ApiRoute[];
  /** The OpenAPI `info` object. */
  info: JsonObject;
  /** Prefix of the OpenAPI extensions naming a route's SQL (`<prefix>-sql`, `<prefix>-canned-query`). */
  extensionPrefix: string;
  style: EnvelopeStyle;
  /** Component schemas besides the envelopes (in document order). */
  schemas: Readonly<Record<string, JsonObject>>;
  /** Body schema of each special route kind answered by a service document. */
  bodySchema(route: SpecialRoute): JsonObject;
  /** The body of the `questions` and `index` routes; `base` is where the server mounts `/`. */
  document(route: SpecialRoute, base: string): Record<string, PyJson>;
}
