// The 990 service's /api as the kit serves it: the 990data_public database, its routes and
// documents, and its envelope conventions (short rule names, `parameter`/`rule` always present,
// every :name of /api/sql required, 503 when a fixed route runs out of time).
import { OPENAPI_DOCUMENT_SCHEMA, recordBodySchema, echoedParamsSchema, ref } from '../../../api-shims/kit/schemas.js';
import type { ApiService } from '../../../api-shims/kit/service.js';
import { DATABASE, INDEX_SCHEMA, QUESTIONS_SCHEMA, TITLE, VERSION, nonprofitsDocument } from './documents.js';
import { orgRoutes } from './routes/org.js';
import { searchRoutes } from './routes/search.js';
import { specialRoutes } from './routes/special.js';

const ROUTES = [...orgRoutes, ...searchRoutes, ...specialRoutes];

export const NONPROFITS_API: ApiService = {
  database: DATABASE,
  routes: ROUTES,
  info: {
    title: TITLE,
    version: VERSION,
    summary: 'Fixed JSON routes over IRS Form 990 filings of U.S. nonprofits and the IRS master file.',
    description:
      'Read-only, no credentials, CORS open. Lists answer with `{ok, route, params, count, limit, offset, ' +
      'next, results}`, single records with `{ok, route, params, result}`, errors with `{ok: false, status, ' +
      'error, route, parameter, rule}`. Unknown query parameters are ignored. The same data is open to SQL ' +
      'at `/api/sql` and through the Datasette JSON API (`/990data_public.json?sql=...`).',
    license: { name: 'Public Domain (IRS data)', url: 'https://www.irs.gov/charities-non-profits/form-990-series-downloads' },
  },
  extensionPrefix: 'x-990',
  style: {
    ruleNames: {
      type: 'integer',
      minimum: 'min',
      maximum: 'max',
      maxLength: 'max_length',
      minLength: 'min_length',
      nul: 'pattern',
      too_large: 'sql_error',
      rate_limited: 'overloaded',
    },
    rules: [
      'required',
      'integer',
      'min',
      'max',
      'pattern',
      'enum',
      'max_length',
      'min_length',
      'select_only',
      'sql_error',
      'not_found',
      'no_route',
      'method',
      'time_limit',
      'overloaded',
      'unavailable',
      'forbidden',
    ],
    nullDetail: true,
    routeTimeoutStatus: 503,
    sqlRequiresParams: true,
    sqlExtras: false,
    minLimit: 0,
    preflightStatus: 204,
  },
  schemas: { Questions: QUESTIONS_SCHEMA, OpenApiDocument: OPENAPI_DOCUMENT_SCHEMA, Index: INDEX_SCHEMA },
  bodySchema: (route) => (route.kind === 'questions' ? ref('Questions') : recordBodySchema(echoedParamsSchema([]), ref('Index'))),
  document: (route, base) => nonprofitsDocument(route, ROUTES, base),
};
