// OpenRegs' /api as the kit serves it: the openregs database, its routes and documents, and the
// envelope conventions its existing clients read (JSON Schema keywords as rules, 504 on time-outs).
import { ERROR_RULES } from '../../../api-shims/kit/errors.js';
import { echoedParamsSchema, listBodySchema, OPENAPI_DOCUMENT_SCHEMA, ref } from '../../../api-shims/kit/schemas.js';
import type { ApiService } from '../../../api-shims/kit/service.js';
import { INDEX_SCHEMA, QUESTION_SCHEMA, openregsDocument } from './documents.js';
import { API_ROUTES } from './routes/index.js';

export const OPENREGS_API: ApiService = {
  database: 'openregs',
  routes: API_ROUTES,
  info: {
    title: 'OpenRegs API',
    version: '1.0.0',
    summary: 'Fixed JSON routes over the OpenRegs database of U.S. federal regulatory, legislative and lobbying records.',
    description:
      'Read-only, no credentials, CORS open. Every list answers with the list envelope (`results`, ' +
      '`count`, `limit`, `offset`, `next`), every single record with the record envelope (`result`), ' +
      'every error with the error envelope (`ok: false`, `status`, `error`, `parameter`, `rule`). ' +
      'Unknown query parameters are ignored. The same data is open to SQL at `/api/sql` and through ' +
      'the Datasette JSON API (`/openregs.json?sql=...`, `/openregs/<canned query>.json`).',
    license: { name: 'Public Domain (U.S. Government data)', url: 'https://www.regulations.gov/faq' },
  },
  extensionPrefix: 'x-openregs',
  style: {
    ruleNames: {},
    rules: ERROR_RULES,
    nullDetail: false,
    routeTimeoutStatus: 504,
    sqlRequiresParams: false,
    sqlExtras: true,
    minLimit: 1,
    preflightStatus: 200,
  },
  schemas: { Question: QUESTION_SCHEMA, OpenApiDocument: OPENAPI_DOCUMENT_SCHEMA, Index: INDEX_SCHEMA },
  bodySchema: (route) => (route.kind === 'questions' ? listBodySchema(echoedParamsSchema([]), ref('Question')) : ref('Index')),
  document: (route, base) => openregsDocument(route, API_ROUTES, base),
};
